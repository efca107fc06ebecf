//! Tests of the state diagram's place in the app: the toggle and links open it, and its panel (a
//! split point, linked into this build) draws the diagram at once (the fetch of its chunk is
//! tested end to end, in `crates/e2e/tests/diagram.rs`).

use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{click, count, mount};

#[wasm_bindgen_test]
async fn a_link_to_the_diagram_draws_its_panel_with_every_position() {
    let app = mount("variant=nim&heaps=2,1&mode=analysis&view=diagram").await;
    assert_eq!(count(&app, "[data-testid=diagram-host-status]"), 0);
    // 21, 20, 11, 10, 00: every position 2-1 can reach, merged up to the heaps' order.
    assert_eq!(count(&app, "[data-testid=diagram-node]"), 5);
    click(&app, "[data-testid=diagram-step]").await;
    assert_eq!(count(&app, "[data-testid=diagram-node][data-outcome]"), 1);
    click(&app, "[data-testid=diagram-close]").await;
    assert_eq!(count(&app, "[data-testid=diagram]"), 0);
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
