//! A view's side of the page when the view is its own wasm (Explore, Grundy sequences), loaded
//! the first time it opens: its entry points (`src/bin/<view>_view.rs`) are these functions,
//! given the view's panel. The panel is drawn into the host element the app gives
//! (`views::<view>::host`), takes its state as text and sends its asks back as text
//! (`views::<view>::bridge`); its style sheet comes with it, so the first load does not carry it.

use std::cell::RefCell;

use gloo::events::{EventListener, EventListenerOptions};
use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, Node};
use yew::{AppHandle, BaseComponent, Callback};

/// A panel drawn by a view's own wasm.
pub trait LazyPanel: BaseComponent {
    /// What the panel asks of the app.
    type Ask: 'static;
    /// The view's style sheet, added to the page when the panel is first drawn.
    const STYLE: &'static str;
    /// The `id` of the `<style>` element holding it.
    const STYLE_ID: &'static str;
    /// The panel's properties for the state written `text`, asks going to `send`; `None` when
    /// `text` is not the view's state.
    fn props(text: &str, send: Callback<Self::Ask>) -> Option<Self::Properties>;
    /// An ask as the text the app reads.
    fn write(ask: &Self::Ask) -> String;
}

/// A panel drawn, with the handler its asks go to.
struct Drawn<P: LazyPanel> {
    handle: AppHandle<P>,
    send: Callback<P::Ask>,
    /// Keeps the page's Yew from handling the panel's events (`guard_events`), while drawn.
    _guards: Vec<EventListener>,
}

/// What the entry points do to the panel drawn, whichever view's it is.
trait Mounted {
    fn show(&mut self, text: &str) -> Result<(), JsValue>;
    fn destroy(self: Box<Self>);
}

impl<P: LazyPanel> Mounted for Drawn<P> {
    fn show(&mut self, text: &str) -> Result<(), JsValue> {
        let props = P::props(text, self.send.clone()).ok_or_else(not_state)?;
        self.handle.update(props);
        Ok(())
    }

    fn destroy(self: Box<Self>) {
        self.handle.destroy();
    }
}

thread_local! {
    /// The panel drawn: one view per wasm.
    static SHOWN: RefCell<Option<Box<dyn Mounted>>> = const { RefCell::new(None) };
}

fn not_state() -> JsValue {
    JsValue::from_str("not the view's state")
}

/// Draws `P` for the state written `text` into `host`, in place of any drawn before; its asks
/// go to `send` as text.
///
/// # Errors
/// When `text` is not the view's state.
pub fn mount<P: LazyPanel>(host: Element, text: &str, send: &Function) -> Result<(), JsValue> {
    let send = asks::<P>(send);
    let props = P::props(text, send.clone()).ok_or_else(not_state)?;
    unmount();
    let drawn = draw::<P>(host, props, send);
    SHOWN.with(|shown| *shown.borrow_mut() = Some(drawn));
    Ok(())
}

/// The panel's asks, written as text, going to `send`.
fn asks<P: LazyPanel>(send: &Function) -> Callback<P::Ask> {
    let send = send.clone();
    Callback::from(move |ask: P::Ask| {
        let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&P::write(&ask)));
    })
}

/// Draws `P` with `props` into `host`, its style added once.
fn draw<P: LazyPanel>(
    host: Element,
    props: P::Properties,
    send: Callback<P::Ask>,
) -> Box<dyn Mounted> {
    adopt_style(P::STYLE_ID, P::STYLE);
    // Before the panel's own listeners on `host`, so that they run after the guard's.
    let guards = guard_events(&host);
    let handle = yew::Renderer::<P>::with_root_and_props(host, props).render();
    Box::new(Drawn::<P> {
        handle,
        send,
        _guards: guards,
    })
}

thread_local! {
    /// The panels drawn by a wasm with more than one (the worksheet's: its dialog's form and the
    /// sheet, both open at times), each by its host element.
    static PLACED: RefCell<Vec<(Element, Box<dyn Mounted>)>> = const { RefCell::new(Vec::new()) };
}

/// Draws `P` for the state written `text` into `host`, in place of any drawn there before,
/// leaving the panels in other hosts; its asks go to `send` as text.
///
/// # Errors
/// When `text` is not `P`'s state.
pub fn mount_in<P: LazyPanel>(host: Element, text: &str, send: &Function) -> Result<(), JsValue> {
    let send = asks::<P>(send);
    let props = P::props(text, send.clone()).ok_or_else(not_state)?;
    unmount_in(&host);
    let drawn = draw::<P>(host.clone(), props, send);
    PLACED.with(|placed| placed.borrow_mut().push((host, drawn)));
    Ok(())
}

/// Shows the state written `text` in the panel drawn into `host`.
///
/// # Errors
/// When `text` is not that panel's state.
pub fn show_in(host: &Element, text: &str) -> Result<(), JsValue> {
    PLACED.with(
        |placed| match placed.borrow_mut().iter_mut().find(|(at, _)| at == host) {
            Some((_, drawn)) => drawn.show(text),
            None => Ok(()),
        },
    )
}

/// Takes away the panel drawn into `host`.
pub fn unmount_in(host: &Element) {
    let drawn = PLACED.with(|placed| {
        let mut placed = placed.borrow_mut();
        let at = placed.iter().position(|(at, _)| at == host)?;
        Some(placed.remove(at).1)
    });
    if let Some(drawn) = drawn {
        drawn.destroy();
    }
}

/// Shows the state written `text` in the panel drawn.
///
/// # Errors
/// When `text` is not the view's state.
pub fn show(text: &str) -> Result<(), JsValue> {
    SHOWN.with(|shown| match shown.borrow_mut().as_mut() {
        Some(drawn) => drawn.show(text),
        None => Ok(()),
    })
}

/// Takes the panel away (its worker stops with it).
pub fn unmount() {
    if let Some(drawn) = SHOWN.with(|shown| shown.borrow_mut().take()) {
        drawn.destroy();
    }
}

/// Shows the panel's words in the language tagged `tag` (the page's), loading its catalogue;
/// English when it cannot be had.
pub async fn language(tag: String) {
    if let Some(lang) = crate::i18n::Lang::parse(&tag) {
        let _ = crate::app::language::show(lang).await;
    }
}

/// The events Yew handles for a panel, by name.
const EVENTS: [&str; 27] = [
    "click",
    "dblclick",
    "auxclick",
    "contextmenu",
    "mousedown",
    "mouseup",
    "mousemove",
    "mouseover",
    "mouseout",
    "pointerdown",
    "pointerup",
    "pointermove",
    "pointerover",
    "pointerout",
    "pointercancel",
    "keydown",
    "keyup",
    "keypress",
    "input",
    "change",
    "submit",
    "focusin",
    "focusout",
    "wheel",
    "touchstart",
    "touchend",
    "touchmove",
];

/// Where Yew keeps, on an event, which of its trees handles it, and for which event path.
const TREE: &str = "__yew_subtree_id";
const TREE_KEY: &str = "__yew_subtree_cache_key";

/// Keeps the page's Yew from handling events in the panel drawn into `host`.
///
/// Both wasms' Yew number their trees from 1 and mark elements with the same properties, so the
/// page's Yew, whose tree holds `host`, would take the panel's events as its own and run one of
/// its handlers that shares the panel's listener's number. Before any tree sees such an event,
/// the first guard marks it as some other tree's (one neither has); the second, on `host`, drops
/// the mark, so the panel's Yew, which listens there, finds its own tree again.
fn guard_events(host: &Element) -> Vec<EventListener> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let mut guards = Vec::with_capacity(2 * EVENTS.len());
    for name in EVENTS {
        let inside = host.clone();
        guards.push(EventListener::new_with_options(
            &window,
            name,
            EventListenerOptions::run_in_capture_phase(),
            move |event: &Event| {
                let path = event.composed_path();
                let target = path.get(0).dyn_into::<Node>().ok();
                if inside.contains(target.as_ref()) {
                    let _ = Reflect::set(event, &TREE.into(), &JsValue::from(u32::MAX));
                    let _ = Reflect::set(event, &TREE_KEY.into(), &JsValue::from(path.length()));
                }
            },
        ));
        guards.push(EventListener::new_with_options(
            host,
            name,
            EventListenerOptions::run_in_capture_phase(),
            |event: &Event| {
                let _ = Reflect::delete_property(event, &TREE_KEY.into());
            },
        ));
    }
    guards
}

/// Adds `css` to the page's head as `<style id={id}>`, once.
fn adopt_style(id: &str, css: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if document.get_element_by_id(id).is_some() {
        return;
    }
    let Ok(style) = document.create_element("style") else {
        return;
    };
    style.set_id(id);
    style.set_text_content(Some(css));
    if let Some(head) = document.head() {
        let _ = head.append_child(&style);
    }
}
