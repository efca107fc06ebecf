//! The header's "More" disclosure: a real button whose `aria-expanded` follows the panel; a click,
//! Escape, a click or focus outside and choosing an action close it, and focus comes back to it.

use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::{click, count, find, focused, mount};

const MORE: &str = "[data-testid=toolbar-more]";
const PANEL: &str = "#toolbar-more";

/// The "More" button's `aria-expanded`.
fn expanded(root: &Element) -> String {
    find(root, MORE)
        .get_attribute("aria-expanded")
        .unwrap_or_default()
}

/// Whether the panel is drawn open.
fn panel_open(root: &Element) -> bool {
    find(root, PANEL)
        .class_name()
        .split_whitespace()
        .any(|class| class == "open")
}

/// Sends a bubbling key press to `target`, as a keyboard does, and lets the app re-render.
async fn press(target: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a key");
    target.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn the_more_button_discloses_the_other_actions_and_escape_closes_it() {
    let app = mount("variant=nim&heaps=3,4,5").await;
    let more = find(&app, MORE);
    assert_eq!(more.tag_name(), "BUTTON");
    assert_eq!(more.get_attribute("type").as_deref(), Some("button"));
    assert_eq!(
        more.get_attribute("aria-controls").as_deref(),
        Some("toolbar-more")
    );
    assert_eq!(more.text_content().as_deref(), Some("More"));
    assert_eq!(expanded(&app), "false");
    assert!(!panel_open(&app));
    // The panel holds every other action, each still found by its own test id.
    for id in [
        "embed",
        "explore-toggle",
        "sources-button",
        "worksheet-button",
        "quiz-button",
        "present-open",
    ] {
        assert_eq!(
            count(&app, &format!("{PANEL} [data-testid={id}]")),
            1,
            "{id}"
        );
    }
    assert_eq!(count(&app, &format!("{PANEL} [data-testid=share]")), 0);

    click(&app, MORE).await;
    assert_eq!(expanded(&app), "true");
    assert!(panel_open(&app));
    // A second click closes it.
    click(&app, MORE).await;
    assert_eq!(expanded(&app), "false");
    assert!(!panel_open(&app));

    // Escape, from an action inside, closes it and gives focus back to the button.
    click(&app, MORE).await;
    let explore = find(&app, "[data-testid=explore-toggle]");
    explore.focus().expect("focusable");
    press(&explore, "Escape").await;
    assert_eq!(expanded(&app), "false");
    assert!(!panel_open(&app));
    assert_eq!(focused().as_deref(), Some("toolbar-more"));
    // Escape with the menu closed is left to the page.
    press(&find(&app, MORE), "Escape").await;
    assert_eq!(expanded(&app), "false");
}

#[wasm_bindgen_test]
async fn a_click_outside_or_on_an_action_closes_the_more_panel() {
    let app = mount("variant=nim&heaps=3,4,5").await;
    click(&app, MORE).await;
    assert_eq!(expanded(&app), "true");
    // A click inside the panel's own space keeps it open; one on the page closes it.
    click(&app, PANEL).await;
    assert_eq!(expanded(&app), "true");
    click(&app, ".masthead h1").await;
    assert_eq!(expanded(&app), "false");

    // Focus moving out of the toolbar (Tab past the panel's last action) closes it too.
    click(&app, MORE).await;
    find(&app, "[data-testid=present-open]")
        .focus()
        .expect("focusable");
    yew::scheduler::flush().await;
    assert_eq!(expanded(&app), "true");
    find(&app, "[data-testid=variant]")
        .focus()
        .expect("focusable");
    yew::scheduler::flush().await;
    assert_eq!(expanded(&app), "false");

    // Choosing Sources opens its dialog, closes the panel and parks focus on "More", where the
    // dialog gives it back when it closes.
    click(&app, MORE).await;
    click(&app, "[data-testid=sources-button]").await;
    assert_eq!(count(&app, "[data-testid=sources-dialog][open]"), 1);
    assert_eq!(expanded(&app), "false");
    assert!(!panel_open(&app));
    click(
        &app,
        "[data-testid=sources-dialog] button[aria-label=Close]",
    )
    .await;
    assert_eq!(count(&app, "[data-testid=sources-dialog][open]"), 0);
    assert_eq!(focused().as_deref(), Some("toolbar-more"));

    // Explore from the panel still toggles the view.
    click(&app, MORE).await;
    click(&app, "[data-testid=explore-toggle]").await;
    assert_eq!(
        find(&app, "[data-testid=explore-toggle]")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    assert_eq!(expanded(&app), "false");
}
