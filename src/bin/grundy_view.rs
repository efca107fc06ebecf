//! The Grundy sequence view's own wasm, loaded by the page the first time the view opens
//! (`src/views/grundy/host.rs`), so the first load does not carry it: it draws the panel (its
//! worker, strip, plot and CSV) into the page's host element and sends the app its asks as text
//! (`views::grundy::bridge`). Built as an ES module (`data-bindgen-target="web"`): the page imports
//! it, so its glue declares no global that Explore's view (a classic script) declares too.

use std::cell::RefCell;

use js_sys::Function;
use nim_lab::views::grundy::bridge::{read_spec, write_ask, Ask};
use nim_lab::views::grundy::panel::{GrundyPanel, GrundyProps};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use web_sys::Element;
use yew::{AppHandle, Callback};

thread_local! {
    /// The panel drawn, with the handler its asks go to.
    static SHOWN: RefCell<Option<(AppHandle<GrundyPanel>, Callback<Ask>)>> =
        const { RefCell::new(None) };
}

/// Shows the panel's words in the language tagged `tag` (the page's), loading its catalogue;
/// English when it cannot be had.
#[wasm_bindgen]
pub async fn language(tag: String) {
    if let Some(lang) = nim_lab::i18n::Lang::parse(&tag) {
        let _ = nim_lab::app::language::show(lang).await;
    }
}

/// Draws the panel for `spec` into `host`, in place of any drawn before; asks go to `send`.
#[wasm_bindgen]
pub fn mount(host: Element, spec: &str, send: Function) -> Result<(), JsValue> {
    let spec = read_spec(spec).ok_or_else(|| JsValue::from_str("not a sequence"))?;
    unmount();
    let send = Callback::from(move |ask: Ask| {
        let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&write_ask(&ask)));
    });
    let props = GrundyProps {
        spec,
        send: send.clone(),
    };
    let handle = yew::Renderer::<GrundyPanel>::with_root_and_props(host, props).render();
    SHOWN.with(|shown| *shown.borrow_mut() = Some((handle, send)));
    Ok(())
}

/// Shows another sequence in the panel drawn.
#[wasm_bindgen]
pub fn show(spec: &str) -> Result<(), JsValue> {
    let spec = read_spec(spec).ok_or_else(|| JsValue::from_str("not a sequence"))?;
    SHOWN.with(|shown| {
        if let Some((handle, send)) = shown.borrow_mut().as_mut() {
            handle.update(GrundyProps {
                spec,
                send: send.clone(),
            });
        }
    });
    Ok(())
}

/// Takes the panel away; its worker stops.
#[wasm_bindgen]
pub fn unmount() {
    if let Some((handle, _)) = SHOWN.with(|shown| shown.borrow_mut().take()) {
        handle.destroy();
    }
}

fn main() {
    // A panic here shows the same message as one in the app.
    nim_lab::panic_screen::install();
}
