//! The page's side of a view that is its own wasm (Explore, Grundy sequences, the worksheet; their side is
//! `views::lazy`): a place in the layout into which that wasm, an ES module beside the page
//! imported the first time the view opens, draws its panel. The host gives it the view's state as
//! text and hands its asks, as text, to the view's own host, which reads them as the app's actions.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// A view's module, once imported.
    type ViewModule;
    /// Starts the view's wasm (the glue's default export); resolves when it can mount.
    #[wasm_bindgen(method, catch, js_name = default)]
    fn init(this: &ViewModule) -> Result<Promise, JsValue>;
    /// Shows the view in the language with BCP 47 tag `tag`; resolves when its words are there.
    #[wasm_bindgen(method, catch)]
    fn language(this: &ViewModule, tag: &str) -> Result<Promise, JsValue>;
    /// Draws the panel for the state written `state` into `host`; its asks go to `send`.
    #[wasm_bindgen(method, catch)]
    fn mount(
        this: &ViewModule,
        host: &Element,
        state: &str,
        send: &Function,
    ) -> Result<(), JsValue>;
    /// Shows another state in the panel drawn into `host` (a view with one panel ignores `host`).
    #[wasm_bindgen(method, catch)]
    fn show(this: &ViewModule, state: &str, host: &Element) -> Result<(), JsValue>;
    /// Takes the panel drawn into `host` away (its worker stops).
    #[wasm_bindgen(method, catch)]
    fn unmount(this: &ViewModule, host: &Element) -> Result<(), JsValue>;
}

thread_local! {
    /// Each view's module once asked for, by its path: imported and started once, shared by
    /// every opening.
    static LOADED: RefCell<HashMap<&'static str, Promise>> = RefCell::new(HashMap::new());
}

/// Imports the module at `path` and starts its wasm; resolves to the module when it can mount.
fn load(path: &'static str) -> Promise {
    wasm_bindgen_futures::future_to_promise(async move {
        // `import()` is syntax, not a function wasm-bindgen can bind: a one-line function wraps it.
        let import = Function::new_with_args("path", "return import(path)");
        let imported = import.call1(&JsValue::NULL, &JsValue::from_str(path))?;
        let module: ViewModule = JsFuture::from(Promise::resolve(&imported))
            .await?
            .unchecked_into();
        JsFuture::from(module.init()?).await?;
        Ok(module.into())
    })
}

/// Waits for the module at `path`, loading it the first time, and gives it the page's language;
/// `None` if it cannot be had.
async fn loaded(path: &'static str) -> Option<ViewModule> {
    let promise = LOADED.with(|loaded| {
        loaded
            .borrow_mut()
            .entry(path)
            .or_insert_with(|| load(path))
            .clone()
    });
    let Ok(module) = JsFuture::from(promise).await else {
        // The next opening tries again (the network may be back).
        LOADED.with(|loaded| loaded.borrow_mut().remove(path));
        return None;
    };
    let module: ViewModule = module.unchecked_into();
    // A language it cannot load leaves the view in English, as the page would be.
    if let Ok(speaking) = module.language(crate::i18n::shown().tag()) {
        let _ = JsFuture::from(speaking).await;
    }
    Some(module)
}

/// Where the panel stands: the state to show, and the view drawing it.
#[derive(Default)]
struct Hosted {
    /// The state as the view reads it.
    state: String,
    /// The view's module and the element it drew into, once the panel is drawn.
    mounted: Option<(ViewModule, Element)>,
    /// The host has left the page.
    gone: bool,
    /// The handler the view's asks go to, kept while the panel is drawn.
    send: Option<Closure<dyn FnMut(String)>>,
}

/// How far the view is.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    /// Its wasm is on its way.
    Loading,
    /// The panel is drawn.
    Drawn,
    /// Its wasm could not be had.
    Failed,
}

/// A view's module, its state and where its asks go.
#[derive(Properties, PartialEq)]
pub struct LazyHostProps {
    /// The view's wasm-bindgen glue beside the page, e.g. `./grundy_view.js`.
    pub module: &'static str,
    /// The view's class: the host is `{name}-host`, the status `{name}` with the test id
    /// `{name}-host-status`, the element drawn into `{name}-mount`.
    pub name: &'static str,
    /// The view's state as its wasm reads it.
    pub state: String,
    /// Takes the view's asks, as text, each on a turn of its own.
    pub on_ask: Callback<String>,
    /// Said while the view's wasm is on its way.
    pub loading: AttrValue,
    /// Said when it cannot be had.
    pub failed: AttrValue,
}

/// A lazily loaded view's place in the layout.
#[component]
pub fn LazyHost(props: &LazyHostProps) -> Html {
    let host = use_node_ref();
    let hosted = use_mut_ref(Hosted::default);
    let shown = use_state(|| Shown::Loading);
    // Where the view's asks go, as of the last render; apart from `hosted`, which mounting borrows.
    let on_ask = use_mut_ref(|| props.on_ask.clone());
    on_ask.borrow_mut().clone_from(&props.on_ask);

    // Loads the view once, then draws it into the host with the state of that moment.
    {
        let host = host.clone();
        let hosted = hosted.clone();
        let shown = shown.clone();
        let path = props.module;
        let asking = on_ask.clone();
        use_effect_with((), move |()| {
            let mounting = Rc::clone(&hosted);
            wasm_bindgen_futures::spawn_local(async move {
                let module = loaded(path).await;
                let Some(element) = host.cast::<Element>() else {
                    return;
                };
                let mut hosted = mounting.borrow_mut();
                if hosted.gone {
                    return;
                }
                let Some(module) = module else {
                    shown.set(Shown::Failed);
                    return;
                };
                let send = Closure::<dyn FnMut(String)>::new(move |text: String| {
                    // Not inside the view's own handler: closing drops both the view and this one.
                    let on_ask = asking.borrow().clone();
                    wasm_bindgen_futures::spawn_local(async move { on_ask.emit(text) });
                });
                let drawn = module
                    .mount(&element, &hosted.state, send.as_ref().unchecked_ref())
                    .is_ok();
                shown.set(if drawn { Shown::Drawn } else { Shown::Failed });
                hosted.mounted = drawn.then_some((module, element));
                hosted.send = Some(send);
            });
            move || {
                let mut hosted = hosted.borrow_mut();
                hosted.gone = true;
                if let Some((module, element)) = hosted.mounted.take() {
                    let _ = module.unmount(&element);
                }
                hosted.send = None;
            }
        });
    }
    // Each new state goes to the panel, or waits for it to be drawn.
    {
        let hosted = hosted.clone();
        use_effect_with(props.state.clone(), move |state| {
            let mut hosted = hosted.borrow_mut();
            hosted.state.clone_from(state);
            if let Some((module, element)) = &hosted.mounted {
                let _ = module.show(&hosted.state, element);
            }
        });
    }

    let status = match *shown {
        Shown::Loading => Some(props.loading.clone()),
        Shown::Failed => Some(props.failed.clone()),
        Shown::Drawn => None,
    };
    let name = props.name;
    // The view's wasm owns everything in the mount element, so the app draws nothing inside it.
    html! {
        <div class={format!("{name}-host")}>
            if let Some(status) = status {
                <section class={name} data-testid={format!("{name}-host-status")}>
                    <p role="status">{ status }</p>
                </section>
            }
            <div ref={host} class={format!("{name}-mount")}></div>
        </div>
    }
}
