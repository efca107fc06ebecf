//! What a person sees when the app panics: in the release build (`panic = "abort"`) Yew stops
//! for good, so a hook logs the panic and replaces the page with a message and a Reload button,
//! built with plain DOM calls.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element};

/// Whether [`install`] has run, so tests can check the hook is in place.
static INSTALLED: AtomicBool = AtomicBool::new(false);

/// The `id` and `data-testid` of the message.
pub const PANIC_MESSAGE_ID: &str = "panic-message";

thread_local! {
    /// The message's heading, text and button, in the language shown.
    static WORDS: RefCell<[String; 3]> = RefCell::new(Default::default());
}

/// Words the message in the language shown, ahead of any panic: after one, the catalogue may be
/// mid-borrow. Called at install and whenever the language changes.
pub fn prepare_words() {
    let words = [
        crate::t!(PageStoppedTitle),
        crate::t!(PageStoppedText),
        crate::t!(PageReload),
    ];
    let _ = WORDS.try_with(|kept| {
        if let Ok(mut kept) = kept.try_borrow_mut() {
            *kept = words;
        }
    });
}

/// The words prepared (worded now if they never were), or none if they cannot be read now.
fn words() -> [String; 3] {
    let kept = || {
        WORDS
            .try_with(|kept| {
                kept.try_borrow()
                    .map(|kept| kept.clone())
                    .unwrap_or_default()
            })
            .unwrap_or_default()
    };
    let words: [String; 3] = kept();
    if words[0].is_empty() {
        prepare_words();
        return kept();
    }
    words
}

/// Installs the panic hook: run the hook installed before (a test runner's, say), log to the
/// console, then show the message. Call once at startup.
pub fn install() {
    prepare_words();
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        previous(info);
        web_sys::console::error_1(&JsValue::from_str(&format!("Nim Lab stopped: {info}")));
        let document = gloo::utils::document();
        if let Some(body) = document.body() {
            // Nothing more can be done if even this fails: the console has the panic.
            let _ = render_panic_message(&document, &body);
        }
    }));
    INSTALLED.store(true, Ordering::SeqCst);
}

/// Whether the panic hook is installed.
pub fn is_installed() -> bool {
    INSTALLED.load(Ordering::SeqCst)
}

/// Replaces everything in `root` with the message and a Reload button; returns the message.
pub fn render_panic_message(document: &Document, root: &Element) -> Result<Element, JsValue> {
    let message = document.create_element("div")?;
    message.set_id(PANIC_MESSAGE_ID);
    message.set_attribute("data-testid", PANIC_MESSAGE_ID)?;
    message.set_attribute("role", "alert")?;
    message.set_attribute("class", "panic-message")?;

    let [title, explanation, button] = words();
    let heading = document.create_element("h1")?;
    heading.set_text_content(Some(&title));
    let text = document.create_element("p")?;
    text.set_text_content(Some(&explanation));
    let reload = document.create_element("button")?;
    reload.set_attribute("type", "button")?;
    reload.set_attribute("data-testid", "panic-reload")?;
    reload.set_text_content(Some(&button));
    let on_click = Closure::<dyn FnMut()>::new(|| {
        // A failed reload leaves the message up; the person can reload by hand.
        let _ = gloo::utils::window().location().reload();
    });
    reload.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())?;
    // The page lives until it is reloaded, so the listener must too.
    on_click.forget();

    message.append_child(&heading)?;
    message.append_child(&text)?;
    message.append_child(&reload)?;
    root.set_text_content(None);
    root.append_child(&message)?;
    if let Some(reload) = reload.dyn_ref::<web_sys::HtmlElement>() {
        let _ = reload.focus();
    }
    Ok(message)
}
