//! Page-wide keyboard shortcuts (undo and redo, the quiz's P and N, projector mode's walk): one
//! listener per use, never taking a key typed into a field or a dialog.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::state::{Action, State};

/// Whether the key was typed into a field, a menu or an open dialog, which keep their keys.
fn typed_in_a_control(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|e| {
            matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || e.closest("dialog").ok().flatten().is_some()
        })
}

/// While `active`, dispatches the action `to_action` gives a key pressed anywhere on the page
/// (not in a control, and not already handled), and takes the key from the browser.
#[hook]
pub fn use_page_keys(
    active: bool,
    dispatch: UseReducerDispatcher<State>,
    to_action: fn(&KeyboardEvent) -> Option<Action>,
) {
    use_effect_with(active, move |&active| {
        let listener = active.then(|| {
            // gloo's listeners are passive unless told otherwise, and a passive one cannot take
            // the key from the browser (arrows and Space would scroll as well).
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            let document = gloo::utils::document();
            gloo::events::EventListener::new_with_options(
                &document,
                "keydown",
                options,
                move |event| {
                    let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if event.default_prevented() || typed_in_a_control(event) {
                        return;
                    }
                    if let Some(action) = to_action(event) {
                        event.prevent_default();
                        dispatch.dispatch(action);
                    }
                },
            )
        });
        move || drop(listener)
    });
}

/// No Alt, Ctrl or Meta: a plain key, so browser and system shortcuts pass through.
pub fn plain(event: &KeyboardEvent) -> bool {
    !(event.ctrl_key() || event.alt_key() || event.meta_key())
}
