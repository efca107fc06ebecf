//! The state diagram's own wasm, loaded by the page the first time the diagram opens
//! (`src/views/diagram/host.rs`), so the first load does not carry it: it draws the diagram again
//! from the root position the page gives, with the labelling, into the page's host element, and
//! sends the app its asks as text (`views::diagram::bridge`). Built as an ES module
//! (`data-bindgen-target="web"`), which the page imports (`views::lazy_host`); its entry points
//! are `views::lazy`'s.

use js_sys::Function;
use nim_lab::views::diagram::panel::DiagramPanel;
use nim_lab::views::lazy;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// Shows the panel's words in the language tagged `tag` (the page's), loading its catalogue;
/// English when it cannot be had.
#[wasm_bindgen]
pub async fn language(tag: String) {
    lazy::language(tag).await;
}

/// Draws the diagram for the state written `state` into `host`, in place of any drawn before;
/// asks go to `send`.
#[wasm_bindgen]
pub fn mount(host: Element, state: &str, send: &Function) -> Result<(), JsValue> {
    lazy::mount::<DiagramPanel>(host, state, send)
}

/// Shows another state in the panel drawn.
#[wasm_bindgen]
pub fn show(state: &str) -> Result<(), JsValue> {
    lazy::show(state)
}

/// Takes the panel away.
#[wasm_bindgen]
pub fn unmount() {
    lazy::unmount();
}

fn main() {
    // A panic here shows the same message as one in the app.
    nim_lab::panic_screen::install();
}
