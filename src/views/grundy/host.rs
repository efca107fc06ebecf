//! The page's side of the Grundy sequence view: a place in the layout into which the view's own
//! wasm (`src/bin/grundy_view.rs`, loaded the first time the view opens, so the first load does not
//! carry it) draws the panel. It gives that wasm the sequence and routes its asks as the app's
//! actions.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;
use yew::prelude::*;

use super::bridge::{read_ask, write_spec, Ask};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;

/// The view's wasm-bindgen glue, an ES module beside the page (it finds its wasm beside itself).
const VIEW_MODULE: &str = "./grundy_view.js";

#[wasm_bindgen]
extern "C" {
    /// The view's module, once imported.
    type ViewModule;
    /// Starts the view's wasm (the glue's default export); resolves when it can mount.
    #[wasm_bindgen(method, catch, js_name = default)]
    fn init(this: &ViewModule) -> Result<Promise, JsValue>;
    /// Shows the view in the language with BCP 47 tag `tag`; resolves when its words are there.
    #[wasm_bindgen(method, catch)]
    fn language(this: &ViewModule, tag: &str) -> Result<Promise, JsValue>;
    /// Draws the panel for `spec` into `host`; its asks go to `send`.
    #[wasm_bindgen(method, catch)]
    fn mount(this: &ViewModule, host: &Element, spec: &str, send: &Function)
        -> Result<(), JsValue>;
    /// Shows another sequence.
    #[wasm_bindgen(method, catch)]
    fn show(this: &ViewModule, spec: &str) -> Result<(), JsValue>;
    /// Takes the panel away (its worker stops).
    #[wasm_bindgen(method, catch)]
    fn unmount(this: &ViewModule) -> Result<(), JsValue>;
}

thread_local! {
    /// The view's module once asked for: imported and started once, shared by every opening.
    static LOADED: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

/// Imports the view's module and starts its wasm; resolves to the module when it can mount.
fn load() -> Promise {
    wasm_bindgen_futures::future_to_promise(async {
        // `import()` is syntax, not a function wasm-bindgen can bind: a one-line function wraps it.
        let import = Function::new_with_args("path", "return import(path)");
        let imported = import.call1(&JsValue::NULL, &JsValue::from_str(VIEW_MODULE))?;
        let module: ViewModule = JsFuture::from(Promise::resolve(&imported))
            .await?
            .unchecked_into();
        JsFuture::from(module.init()?).await?;
        Ok(module.into())
    })
}

/// Waits for the view's module, loading it the first time, and gives it the page's language;
/// `None` if it cannot be had.
async fn loaded() -> Option<ViewModule> {
    let promise = LOADED.with(|loaded| loaded.borrow_mut().get_or_insert_with(load).clone());
    let Ok(module) = JsFuture::from(promise).await else {
        // The next opening tries again (the network may be back).
        LOADED.with(|loaded| loaded.borrow_mut().take());
        return None;
    };
    let module: ViewModule = module.unchecked_into();
    // A language it cannot load leaves the view in English, as the page would be.
    if let Ok(speaking) = module.language(crate::i18n::shown().tag()) {
        let _ = JsFuture::from(speaking).await;
    }
    Some(module)
}

/// Where the panel stands: the sequence to show, and the view drawing it.
#[derive(Default)]
struct Hosted {
    /// The sequence as the view reads it.
    spec: String,
    /// The view's module, once the panel is drawn.
    mounted: Option<ViewModule>,
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

/// The Grundy view's place; drawn while the state shows the view.
#[component]
pub fn GrundyHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let dispatch = state.dispatcher();
    let host = use_node_ref();
    let hosted = use_mut_ref(Hosted::default);
    let shown = use_state(|| Shown::Loading);
    let spec = state.grundy().map(write_spec);

    // Loads the view once, then draws it into the host with the sequence of that moment.
    {
        let host = host.clone();
        let hosted = hosted.clone();
        let shown = shown.clone();
        use_effect_with((), move |()| {
            let mounting = Rc::clone(&hosted);
            wasm_bindgen_futures::spawn_local(async move {
                let module = loaded().await;
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
                    let action = match read_ask(&text) {
                        Some(Ask::Grundy(action)) => Action::Grundy(action),
                        Some(Ask::Close) => Action::SetView(ViewKey::Board),
                        None => return,
                    };
                    // Not inside the view's own handler: closing drops both the view and this one.
                    let dispatch = dispatch.clone();
                    wasm_bindgen_futures::spawn_local(async move { dispatch.dispatch(action) });
                });
                let drawn = module
                    .mount(&element, &hosted.spec, send.as_ref().unchecked_ref())
                    .is_ok();
                shown.set(if drawn { Shown::Drawn } else { Shown::Failed });
                hosted.mounted = drawn.then_some(module);
                hosted.send = Some(send);
            });
            move || {
                let mut hosted = hosted.borrow_mut();
                hosted.gone = true;
                if let Some(module) = hosted.mounted.take() {
                    let _ = module.unmount();
                }
                hosted.send = None;
            }
        });
    }
    // Each new sequence goes to the panel, or waits for it to be drawn.
    {
        let hosted = hosted.clone();
        use_effect_with(spec, move |spec| {
            let mut hosted = hosted.borrow_mut();
            hosted.spec = spec.clone().unwrap_or_default();
            if let Some(module) = &hosted.mounted {
                let _ = module.show(&hosted.spec);
            }
        });
    }

    let status = match *shown {
        Shown::Loading => Some(t!(GrundyLoading)),
        Shown::Failed => Some(t!(GrundyNotLoaded)),
        Shown::Drawn => None,
    };
    // The view's wasm owns everything in the mount element, so the app draws nothing inside it.
    html! {
        <div class="grundy-host">
            if let Some(status) = status {
                <section class="grundy" data-testid="grundy-host-status">
                    <p role="status">{ status }</p>
                </section>
            }
            <div ref={host} class="grundy-mount"></div>
        </div>
    }
}
