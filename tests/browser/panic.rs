//! The panic screen: the hook installs, and the message it shows replaces the app with a Reload
//! button. (A real panic aborts the wasm test itself, so the message is rendered directly.)

use std::sync::Arc;

use nim_lab::panic_screen::{install, is_installed, render_panic_message, PANIC_MESSAGE_ID};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{count, find};

#[wasm_bindgen_test]
fn the_panic_hook_installs_and_leaves_the_runners_hook_in_place() {
    // Keep the test runner's hook, so later failures are still reported.
    let runner: Arc<dyn Fn(&std::panic::PanicHookInfo<'_>) + Send + Sync> =
        Arc::from(std::panic::take_hook());
    let chained = Arc::clone(&runner);
    std::panic::set_hook(Box::new(move |info| chained(info)));
    assert!(!is_installed(), "not installed before");
    install();
    assert!(is_installed());
    // Put the runner's own hook back: the message must never replace the test page.
    drop(std::panic::take_hook());
    std::panic::set_hook(Box::new(move |info| runner(info)));
}

/// Removes the element it holds from the page when dropped.
struct Removed(web_sys::Element);

impl Drop for Removed {
    fn drop(&mut self) {
        self.0.remove();
    }
}

#[wasm_bindgen_test]
fn the_panic_message_replaces_the_app_with_a_reload_button() {
    // Yew is dead after a real panic: stand in for the page it drew with plain DOM.
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let root = Removed(root);
    let app = &root.0;
    app.set_inner_html("<main><div data-testid=heap-0>a heap</div></main>");
    assert_eq!(
        count(app, "[data-testid=heap-0]"),
        1,
        "the app is there first"
    );
    let message = render_panic_message(&document, app).expect("rendered");
    assert_eq!(message.id(), PANIC_MESSAGE_ID);
    assert_eq!(count(app, "[data-testid=heap-0]"), 0, "the app is gone");
    assert_eq!(count(app, "[data-testid=panic-message]"), 1);
    let shown = find(app, "[data-testid=panic-message]");
    assert_eq!(shown.get_attribute("role").as_deref(), Some("alert"));
    let text = shown.text_content().unwrap_or_default();
    let title = nim_lab::t!(PageStoppedTitle);
    assert!(
        !title.is_empty() && text.contains(&title),
        "{text:?} {title:?}"
    );
    assert!(text.contains(&nim_lab::t!(PageStoppedText)), "{text}");
    let reload = find(&shown, "button[data-testid=panic-reload]");
    assert_eq!(reload.get_attribute("type").as_deref(), Some("button"));
    assert_eq!(reload.text_content(), Some(nim_lab::t!(PageReload)));
    // The button has focus, so Enter reloads at once.
    let active = gloo::utils::document()
        .active_element()
        .expect("a focused element");
    assert_eq!(
        active.get_attribute("data-testid").as_deref(),
        Some("panic-reload")
    );
}
