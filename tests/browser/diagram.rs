//! Tests of the state diagram's place in the app: the toggle and links open it, and its panel is
//! its own wasm, loaded when it opens (the panel itself is tested end to end, in
//! `crates/e2e/tests/diagram.rs`, as this build has no `panels`).

use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::{click, count, mount};

/// The text of the diagram's status line, if it shows one.
fn status(app: &Element) -> Option<String> {
    app.query_selector(".diagram-host [role=status]")
        .expect("a valid selector")
        .and_then(|status| status.text_content())
}

#[wasm_bindgen_test]
async fn the_diagram_says_it_loads_and_then_that_it_could_not_be_loaded_without_its_files() {
    let (loading, not_loaded) = (nim_lab::t!(DiagramLoading), nim_lab::t!(DiagramNotLoaded));
    // The test page has no diagram_view.js beside it: the diagram's own wasm cannot be had.
    let app = mount("variant=nim&heaps=4,3,2&mode=analysis&view=diagram").await;
    assert_eq!(status(&app).as_deref(), Some(loading.as_str()));
    assert_eq!(count(&app, "[data-testid=diagram-host-status]"), 1);
    for _ in 0..100 {
        if status(&app).as_deref() == Some(not_loaded.as_str()) {
            break;
        }
        crate::support::wait(20).await;
    }
    assert_eq!(status(&app).as_deref(), Some(not_loaded.as_str()));
    assert_eq!(count(&app, ".diagram-mount *"), 0);
}

#[wasm_bindgen_test]
async fn the_toggle_opens_and_closes_the_diagrams_place_and_other_views_leave_it_closed() {
    let app = mount("variant=pass&heaps=2,1&pass=1&mode=two").await;
    assert_eq!(count(&app, ".diagram-host"), 0);
    click(&app, "[data-testid=diagram-toggle]").await;
    assert_eq!(count(&app, ".diagram-host"), 1);
    assert_eq!(count(&app, ".layout.with-diagram"), 1);
    let toggle = crate::support::find(&app, "[data-testid=diagram-toggle]");
    assert_eq!(
        toggle.get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
    click(&app, "[data-testid=diagram-toggle]").await;
    assert_eq!(count(&app, ".diagram-host"), 0);
    let app = mount("variant=nim&heaps=2&view=graph").await;
    assert_eq!(count(&app, ".diagram-host"), 0);
}
