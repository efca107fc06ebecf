//! The worksheet's own wasm, loaded by the page the first time a Worksheet or Quiz dialog opens or
//! a sheet is shown (`src/views/worksheet/dialog.rs`, `host.rs`), so the first load does not carry
//! it: it draws the dialog's form (its chosen sheet or quiz sent to the app as text), and the
//! sheet and its answer key, printed when asked, its close sent as text. Both may be drawn at
//! once, each into its own host element. Built as an ES module (`data-bindgen-target="web"`),
//! which the page imports (`views::lazy_host`); its entry points are `views::lazy`'s.

use js_sys::Function;
use nim_lab::views::lazy;
use nim_lab::views::worksheet::form::WorksheetForm;
use nim_lab::views::worksheet::sheet::WorksheetSheet;
use nim_lab::views::worksheet::spec::read_dialog;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// Shows the words in the language tagged `tag` (the page's), loading its catalogue; English when
/// it cannot be had.
#[wasm_bindgen]
pub async fn language(tag: String) {
    lazy::language(tag).await;
}

/// Draws the dialog's form or the sheet written `state` into `host`, in place of any drawn there
/// before; its asks go to `send`.
#[wasm_bindgen]
pub fn mount(host: Element, state: &str, send: &Function) -> Result<(), JsValue> {
    if read_dialog(state).is_some() {
        lazy::mount_in::<WorksheetForm>(host, state, send)
    } else {
        lazy::mount_in::<WorksheetSheet>(host, state, send)
    }
}

/// Shows another state in what is drawn into `host` (another sheet, or prints again).
#[wasm_bindgen]
pub fn show(state: &str, host: &Element) -> Result<(), JsValue> {
    lazy::show_in(host, state)
}

/// Takes away what is drawn into `host`.
#[wasm_bindgen]
pub fn unmount(host: &Element) {
    lazy::unmount_in(host);
}

fn main() {
    // A panic here shows the same message as one in the app.
    nim_lab::panic_screen::install();
}
