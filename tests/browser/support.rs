//! Helpers for the browser tests: mount the app from a query into a fresh element, click, read.

use std::ops::Deref;

use nim_lab::{App, AppProps};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::AppHandle;

/// A mounted app; dropping it unmounts the app and removes its element from the page.
pub struct Mounted {
    root: Element,
    app: Option<AppHandle<App>>,
}

impl Deref for Mounted {
    type Target = Element;

    fn deref(&self) -> &Element {
        &self.root
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        if let Some(app) = self.app.take() {
            app.destroy();
        }
        self.root.remove();
    }
}

/// Every game's analysis, as the app's chunks register each: tests analyse any game at once.
pub fn all_analyses() {
    nim_solver::analyzers::register_all();
}

/// Mounts the app, started from `query`, into a new element of the page, and renders it.
pub async fn mount(query: &str) -> Mounted {
    all_analyses();
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = AppProps {
        query: Some(query.to_owned().into()),
        persist: false,
    };
    let app = yew::Renderer::<App>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    Mounted {
        root,
        app: Some(app),
    }
}

/// The element `selector` finds under `root`; the test fails when there is none.
pub fn find(root: &Element, selector: &str) -> HtmlElement {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .dyn_into()
        .expect("an HTML element")
}

/// How many elements `selector` finds under `root`.
pub fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector)
        .expect("a valid selector")
        .length()
}

/// The `data-testid`s of everything `selector` finds, sorted.
pub fn test_ids(root: &Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).expect("a valid selector");
    let mut ids: Vec<String> = (0..list.length())
        .filter_map(|i| list.get(i))
        .filter_map(|node| node.dyn_into::<Element>().ok())
        .filter_map(|element| element.get_attribute("data-testid"))
        .collect();
    ids.sort();
    ids
}

/// The `data-testid` of the element with focus.
pub fn focused() -> Option<String> {
    gloo::utils::document()
        .active_element()
        .and_then(|element| element.get_attribute("data-testid"))
}

/// Clicks the element `selector` finds (an SVG marker too) and lets the app re-render.
pub async fn click(root: &Element, selector: &str) {
    let element = root
        .query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("nothing matches {selector}"));
    // SVG elements have no click(): send the bubbling event a pointer would.
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("an event");
    element.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

/// The size a heap shows, read from its `data-size` and checked against its counters.
pub fn heap_size(root: &Element, heap: usize) -> u32 {
    let row = find(root, &format!("[data-testid=heap-{heap}]"));
    let size: u32 = row
        .get_attribute("data-size")
        .and_then(|s| s.parse().ok())
        .expect("a data-size");
    assert_eq!(
        row.query_selector_all(".counter").expect("valid").length(),
        size,
        "heap {heap} shows as many counters as its size"
    );
    size
}

/// Fires a bubbling `change` on a field, as a person's edit does, and lets the app re-render.
pub async fn change(field: &web_sys::HtmlInputElement) {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("an event");
    field.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

/// Waits `ms` milliseconds: for what no render brings, such as a module's fetch failing.
pub async fn wait(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        gloo::utils::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("a timer");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("the timer fires");
}

/// Every `data-after` of the verdict's winning moves, in order.
pub fn afters(root: &Element) -> Vec<String> {
    let list = root
        .query_selector_all("[data-testid=winning-moves] > li")
        .expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.get(i))
        .filter_map(|node| node.dyn_into::<Element>().ok())
        .map(|li| li.get_attribute("data-after").unwrap_or_default())
        .collect()
}
