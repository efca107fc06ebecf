//! The printable worksheet's own wasm, loaded by the page the first time a sheet is shown
//! (`src/views/worksheet/host.rs`), so the first load does not carry it: it draws the sheet and
//! its answer key into the page's host element, prints it when asked, and sends the app its close
//! as text. Built as an ES module (`data-bindgen-target="web"`), which the page imports
//! (`views::lazy_host`); its entry points are `views::lazy`'s.

use js_sys::Function;
use nim_lab::views::lazy;
use nim_lab::views::worksheet::sheet::WorksheetSheet;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// Shows the sheet's words in the language tagged `tag` (the page's), loading its catalogue;
/// English when it cannot be had.
#[wasm_bindgen]
pub async fn language(tag: String) {
    lazy::language(tag).await;
}

/// Draws the sheet written `sheet` into `host`, in place of any drawn before; its close goes to
/// `send`.
#[wasm_bindgen]
pub fn mount(host: Element, sheet: &str, send: &Function) -> Result<(), JsValue> {
    lazy::mount::<WorksheetSheet>(host, sheet, send)
}

/// Shows another sheet, or prints again.
#[wasm_bindgen]
pub fn show(sheet: &str) -> Result<(), JsValue> {
    lazy::show(sheet)
}

/// Takes the sheet away.
#[wasm_bindgen]
pub fn unmount() {
    lazy::unmount();
}

fn main() {
    // A panic here shows the same message as one in the app.
    nim_lab::panic_screen::install();
}
