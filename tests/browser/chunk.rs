//! Tests of a split point's place (`views::chunk::Chunk`): a chunk that cannot be fetched shows
//! its notice and Retry, and Retry draws the component once the fetch succeeds.

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

use nim_lab::views::chunk::{erase, AnyDraw, AnyProps, Chunk, ChunkError, ChunkProps, Draw};
use wasm_bindgen_test::wasm_bindgen_test;
use yew::prelude::*;

use crate::support::{click, count, find};

thread_local! {
    /// How many fetches fail before one succeeds.
    static FAILURES: Cell<u32> = const { Cell::new(0) };
}

#[derive(Properties, PartialEq, Clone)]
struct Shown {
    text: AttrValue,
}

#[component]
fn Shows(props: &Shown) -> Html {
    html! { <p data-testid="shown">{ props.text.clone() }</p> }
}

/// A fetch that fails while `FAILURES` lasts.
fn load() -> Pin<Box<dyn Future<Output = Result<AnyDraw, ChunkError>>>> {
    Box::pin(async {
        let failing = FAILURES.with(|left| {
            let failing = left.get() > 0;
            left.set(left.get().saturating_sub(1));
            failing
        });
        if failing {
            Err(ChunkError)
        } else {
            let draw: Draw<Shown> = |props: Shown| html! { <Shows ..props /> };
            Ok(erase(draw))
        }
    })
}

/// Lets spawned futures finish and the page render what they set, without a timer.
async fn settle() {
    for _ in 0..10 {
        let resolved = js_sys::Promise::resolve(&wasm_bindgen::JsValue::NULL);
        let _ = wasm_bindgen_futures::JsFuture::from(resolved).await;
        yew::scheduler::flush().await;
    }
}

#[wasm_bindgen_test]
async fn a_chunk_that_cannot_be_fetched_says_so_and_retry_draws_it() {
    FAILURES.with(|left| left.set(2));
    let root = gloo::utils::document()
        .create_element("div")
        .expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = ChunkProps {
        name: "tested",
        load,
        props: AnyProps::new(Shown {
            text: "drawn".into(),
        }),
        loading: "Loading…".into(),
        failed: "Not loaded.".into(),
    };
    let app = yew::Renderer::<Chunk>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let status = find(&root, "[data-testid=tested-host-status]");
    assert_eq!(
        status.text_content().as_deref(),
        Some(format!("Not loaded.{}", nim_lab::t!(ChunkRetry)).as_str())
    );
    assert_eq!(count(&root, "[data-testid=shown]"), 0);
    // The second fetch fails too: the notice stays, Retry with it.
    click(&root, "[data-testid=tested-retry]").await;
    settle().await;
    assert_eq!(count(&root, "[data-testid=tested-retry]"), 1);
    assert_eq!(count(&root, "[data-testid=shown]"), 0);
    // The third succeeds: the component is drawn in the place of the notice.
    click(&root, "[data-testid=tested-retry]").await;
    settle().await;
    assert_eq!(count(&root, "[data-testid=tested-host-status]"), 0);
    assert_eq!(
        find(&root, "[data-testid=shown]").text_content().as_deref(),
        Some("drawn")
    );
    app.destroy();
    root.remove();
}
