//! The Explore view's own wasm, loaded by the page the first time Explore opens
//! (`src/views/explore/host.rs`), so the first load does not carry it: it draws the panel into the
//! page's host element and sends the app its asks as text (`views::explore::bridge`). Built as an
//! ES module (`data-bindgen-target="web"`), which the page imports (`views::lazy_host`); its entry
//! points are `views::lazy`'s.

use js_sys::Function;
use nim_lab::views::explore::panel::ExplorePanel;
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

/// Draws the panel for `slice` into `host`, in place of any drawn before; asks go to `send`.
#[wasm_bindgen]
pub fn mount(host: Element, slice: &str, send: &Function) -> Result<(), JsValue> {
    lazy::mount::<ExplorePanel>(host, slice, send)
}

/// Shows another slice in the panel drawn.
#[wasm_bindgen]
pub fn show(slice: &str) -> Result<(), JsValue> {
    lazy::show(slice)
}

/// Takes the panel away; its worker stops.
#[wasm_bindgen]
pub fn unmount() {
    lazy::unmount();
}

fn main() {
    // A panic here shows the same message as one in the app.
    nim_lab::panic_screen::install();
}
