//! The page's side of the Explore view: a place in the layout into which the view's own wasm
//! (`src/bin/explore_view.rs`, loaded the first time Explore opens, so the first load does not
//! carry it) draws the panel. It gives that wasm the slice and routes its asks as the app's
//! actions.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;
use yew::prelude::*;

use super::bridge::{read_ask, write_slice, Ask};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;

/// The view's wasm-bindgen glue (no modules: it defines the global `wasm_bindgen`), beside the page.
const VIEW_SCRIPT: &str = "./explore_view.js";
/// The view's wasm, beside the page.
const VIEW_WASM: &str = "./explore_view_bg.wasm";

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// Starts the view's wasm (its glue's init function).
    #[wasm_bindgen(catch, js_name = wasm_bindgen)]
    fn view_init(path: &str) -> Result<Promise, JsValue>;
    /// Shows the view in the language with BCP 47 tag `tag`; resolves when its words are there.
    #[wasm_bindgen(catch, js_namespace = wasm_bindgen, js_name = language)]
    fn view_language(tag: &str) -> Result<Promise, JsValue>;
    /// Draws the panel for `slice` into `host`; its asks go to `send`.
    #[wasm_bindgen(catch, js_namespace = wasm_bindgen, js_name = mount)]
    fn view_mount(host: &Element, slice: &str, send: &Function) -> Result<(), JsValue>;
    /// Shows another slice.
    #[wasm_bindgen(catch, js_namespace = wasm_bindgen, js_name = show)]
    fn view_show(slice: &str) -> Result<(), JsValue>;
    /// Takes the panel away (its worker stops).
    #[wasm_bindgen(catch, js_namespace = wasm_bindgen, js_name = unmount)]
    fn view_unmount() -> Result<(), JsValue>;
}

thread_local! {
    /// The view's wasm once asked for: loaded and started once, shared by every opening.
    static LOADED: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

/// Adds the view's script to the page and starts its wasm; resolves when it can mount.
fn load() -> Promise {
    Promise::new(&mut |resolve: Function, reject: Function| {
        let document = gloo::utils::document();
        let script = match document.create_element("script") {
            Ok(script) => script,
            Err(error) => {
                let _ = reject.call1(&JsValue::NULL, &error);
                return;
            }
        };
        let failed = reject.clone();
        let on_load = Closure::once_into_js(move || match view_init(VIEW_WASM) {
            Ok(started) => {
                let _ = resolve.call1(&JsValue::NULL, &started);
            }
            Err(error) => {
                let _ = failed.call1(&JsValue::NULL, &error);
            }
        });
        let on_error = Closure::once_into_js(move |error: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &error);
        });
        let _ = script.add_event_listener_with_callback("load", on_load.unchecked_ref());
        let _ = script.add_event_listener_with_callback("error", on_error.unchecked_ref());
        let _ = script.set_attribute("src", VIEW_SCRIPT);
        if let Some(head) = document.head() {
            let _ = head.append_child(&script);
        }
    })
}

/// Waits for the view's wasm, loading it the first time, and gives it the page's language;
/// `false` if it cannot be had.
async fn loaded() -> bool {
    let promise = LOADED.with(|loaded| loaded.borrow_mut().get_or_insert_with(load).clone());
    let ready = JsFuture::from(promise).await.is_ok();
    if ready {
        // A language it cannot load leaves the view in English, as the page would be.
        if let Ok(speaking) = view_language(crate::i18n::shown().tag()) {
            let _ = JsFuture::from(speaking).await;
        }
    }
    if !ready {
        // The next opening tries again (the network may be back).
        LOADED.with(|loaded| loaded.borrow_mut().take());
    }
    ready
}

/// Where the panel stands: the slice to show, and whether it is drawn.
#[derive(Default)]
struct Hosted {
    /// The slice as the view reads it.
    slice: String,
    /// The panel is drawn.
    mounted: bool,
    /// The host has left the page.
    gone: bool,
    /// The handler the view's asks go to, kept while the panel is drawn.
    send: Option<Closure<dyn FnMut(String)>>,
}

/// How far the view is.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    /// Its wasm is on its way.
    Loading,
    /// The panel is drawn.
    Drawn,
    /// Its wasm could not be had.
    Failed,
}

/// The Explore view's place; drawn while the state holds a slice.
#[component]
pub fn ExploreHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let dispatch = state.dispatcher();
    let host = use_node_ref();
    let hosted = use_mut_ref(Hosted::default);
    let shown = use_state(|| Shown::Loading);
    let slice = state.explore().map(write_slice);

    // Loads the view once, then draws it into the host with the slice of that moment.
    {
        let host = host.clone();
        let hosted = hosted.clone();
        let shown = shown.clone();
        use_effect_with((), move |()| {
            let mounting = Rc::clone(&hosted);
            wasm_bindgen_futures::spawn_local(async move {
                let ready = loaded().await;
                let Some(element) = host.cast::<Element>() else {
                    return;
                };
                let mut hosted = mounting.borrow_mut();
                if hosted.gone {
                    return;
                }
                if !ready {
                    shown.set(Shown::Failed);
                    return;
                }
                let send = Closure::<dyn FnMut(String)>::new(move |text: String| {
                    let action = match read_ask(&text) {
                        Some(Ask::Explore(action)) => Action::Explore(action),
                        Some(Ask::Close) => Action::SetView(ViewKey::Board),
                        None => return,
                    };
                    // Not inside the view's own handler: closing drops both the view and this one.
                    let dispatch = dispatch.clone();
                    wasm_bindgen_futures::spawn_local(async move { dispatch.dispatch(action) });
                });
                hosted.mounted =
                    view_mount(&element, &hosted.slice, send.as_ref().unchecked_ref()).is_ok();
                shown.set(if hosted.mounted {
                    Shown::Drawn
                } else {
                    Shown::Failed
                });
                hosted.send = Some(send);
            });
            move || {
                let mut hosted = hosted.borrow_mut();
                hosted.gone = true;
                if hosted.mounted {
                    let _ = view_unmount();
                }
                hosted.send = None;
            }
        });
    }
    // Each new slice goes to the panel, or waits for it to be drawn.
    {
        let hosted = hosted.clone();
        use_effect_with(slice, move |slice| {
            let mut hosted = hosted.borrow_mut();
            hosted.slice = slice.clone().unwrap_or_default();
            if hosted.mounted {
                let _ = view_show(&hosted.slice);
            }
        });
    }

    let status = match *shown {
        Shown::Loading => Some(t!(ExploreLoading)),
        Shown::Failed => Some(t!(ExploreNotLoaded)),
        Shown::Drawn => None,
    };
    // The view's wasm owns everything in the mount element, so the app draws nothing inside it.
    html! {
        <div class="explore-host">
            if let Some(status) = status {
                <section class="explore">
                    <p role="status">{ status }</p>
                </section>
            }
            <div ref={host} class="explore-mount"></div>
        </div>
    }
}
