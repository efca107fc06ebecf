//! Split points: a view's component is compiled into the one program, but in the release build
//! (`cargo xtask`, feature `split`) its code is a chunk of the wasm fetched the first time it is
//! drawn; every other build links it in and the split function is a plain `async fn`.
//! [`Chunk`] draws a split component with the app's own props, a status line while it loads (its
//! code, and in English the words only chunks draw), and a notice with Retry when either cannot
//! be fetched.

use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use yew::prelude::*;

use crate::t;

/// A chunk that could not be fetched: offline before it was ever kept, or its release replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChunkError;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for ChunkError {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        ChunkError
    }
}

/// What a split point gives: the function that draws its component from its props.
pub type Draw<P> = fn(P) -> Html;

/// A split point's [`Draw`] taking its props with their type forgotten (and drawing nothing for
/// props of another type): one [`Chunk`] serves every view, as a component generic over the
/// props costs the first load a copy of itself for each; made in the chunk, so its code is there.
pub type AnyDraw = Rc<dyn Fn(&dyn Any) -> Html>;

/// Fetches a split point's chunk (once; a failure is tried again on the next call).
pub type Load = fn() -> Pin<Box<dyn Future<Output = Result<AnyDraw, ChunkError>>>>;

/// A split component's props with their type forgotten, and how [`Chunk`] compares them.
#[derive(Clone)]
pub struct AnyProps {
    value: Rc<dyn Any>,
    same: fn(&dyn Any, &dyn Any) -> bool,
}

impl AnyProps {
    /// The props `props` of a split component.
    pub fn new<P: Clone + PartialEq + 'static>(props: P) -> AnyProps {
        AnyProps {
            value: Rc::new(props),
            same: same_props::<P>,
        }
    }
}

impl PartialEq for AnyProps {
    fn eq(&self, other: &Self) -> bool {
        (self.same)(&*self.value, &*other.value)
    }
}

/// `draw` taking its props with their type forgotten.
pub fn erase<P: Clone + 'static>(draw: Draw<P>) -> AnyDraw {
    Rc::new(move |props: &dyn Any| {
        props
            .downcast_ref::<P>()
            .map_or_else(Html::default, |props| draw(props.clone()))
    })
}

fn same_props<P: PartialEq + 'static>(first: &dyn Any, second: &dyn Any) -> bool {
    matches!(
        (first.downcast_ref::<P>(), second.downcast_ref::<P>()),
        (Some(first), Some(second)) if first == second
    )
}

/// `split_point!(chunk: pub fn name() -> Component(Props));` declares `name`, an async function
/// giving [`Draw`] for `Component`, whose code the splitter moves into the chunk `chunk`;
/// `split_point!(chunk: pub fn name() -> Component(Props), style = "file.css");` also brings
/// `styles/file.css` with the chunk (or several sheets, in their order in the page), added to the
/// page when the component is first drawn.
macro_rules! split_point {
    ($chunk:ident: $vis:vis fn $name:ident() -> $component:ident($props:ty) $(, style = $($style:literal),+)?) => {
        #[cfg(feature = "split")]
        #[allow(unsafe_code)] // The attribute declares the chunk's import and export for the splitter.
        #[::wasm_split_helpers::wasm_split($chunk, fallible)]
        $vis fn $name() -> Result<$crate::views::chunk::AnyDraw, $crate::views::chunk::ChunkError> {
            let draw: $crate::views::chunk::Draw<$props> = |props: $props| {
                $($( $crate::views::chunk::adopt_style($style, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/styles/", $style))); )+)?
                ::yew::html! { <$component ..props /> }
            };
            Ok($crate::views::chunk::erase(draw))
        }

        #[cfg(not(feature = "split"))]
        #[allow(clippy::unused_async)] // The same signature as the split build's.
        $vis async fn $name() -> Result<$crate::views::chunk::AnyDraw, $crate::views::chunk::ChunkError> {
            let draw: $crate::views::chunk::Draw<$props> = |props: $props| {
                $($( $crate::views::chunk::adopt_style($style, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/styles/", $style))); )+)?
                ::yew::html! { <$component ..props /> }
            };
            Ok($crate::views::chunk::erase(draw))
        }
    };
}
pub(crate) use split_point;

/// `split_fn!(chunk: pub fn name(Input) -> Output = inner);`, after a doc comment, declares
/// `name`, an async function giving `inner(input)`, whose code the splitter moves into `chunk`.
macro_rules! split_fn {
    ($(#[$doc:meta])* $chunk:ident: $vis:vis fn $name:ident($input:ty) -> $output:ty = $inner:path) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[allow(unsafe_code)] // The attribute declares the chunk's import and export for the splitter.
        #[::wasm_split_helpers::wasm_split($chunk, fallible)]
        $vis fn $name(input: $input) -> Result<$output, $crate::views::chunk::ChunkError> {
            Ok($inner(input))
        }

        $(#[$doc])*
        #[cfg(not(feature = "split"))]
        #[allow(clippy::unused_async)] // The same signature as the split build's.
        $vis async fn $name(input: $input) -> Result<$output, $crate::views::chunk::ChunkError> {
            Ok($inner(input))
        }
    };
}
pub(crate) use split_fn;

/// `split_view!(chunk: pub fn host_name() -> Component);` declares a split point for a component
/// without props (it reads the app's context) and `host_name`, its place in the page (a function
/// drawing [`place`], not a component: one more component would cost the first load its own
/// copy of Yew's machinery), drawn with the common words while its chunk is fetched or could not
/// be; `split_view!(chunk as load: pub fn host_name(Props) -> Component);` the same for a
/// component with props, which the place takes and passes on (`load` names the split function);
/// either may end `, style = "file.css"` to bring that sheet (or several) with the chunk.
macro_rules! split_view {
    ($chunk:ident as $load:ident: $vis:vis fn $host:ident($props:ty) -> $component:ident $(, style = $($style:literal),+)?) => {
        $crate::views::chunk::split_point!($chunk: fn $load() -> $component($props) $(, style = $($style),+)?);

        #[doc = concat!("The place of [`", stringify!($component), "`], fetched as the chunk `", stringify!($chunk), "`.")]
        $vis fn $host(props: $props) -> ::yew::Html {
            $crate::views::chunk::place(
                stringify!($chunk),
                || Box::pin($load()),
                $crate::views::chunk::AnyProps::new(props),
            )
        }
    };
    ($chunk:ident: $vis:vis fn $host:ident() -> $component:ident $(, style = $($style:literal),+)?) => {
        $crate::views::chunk::split_point!($chunk: fn $chunk() -> $component(()) $(, style = $($style),+)?);

        #[doc = concat!("The place of [`", stringify!($component), "`], fetched as the chunk `", stringify!($chunk), "`.")]
        $vis fn $host() -> ::yew::Html {
            $crate::views::chunk::place(
                stringify!($chunk),
                || Box::pin($chunk()),
                $crate::views::chunk::AnyProps::new(()),
            )
        }
    };
}
pub(crate) use split_view;

thread_local! {
    /// The style sheets chunks brought that are in the page, by file name.
    static ADOPTED: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// Adds `css`, the style sheet `name` a chunk brought, to the page once, before its component is
/// first drawn: the first load does not carry the styles of views it may never open.
pub fn adopt_style(name: &'static str, css: &'static str) {
    let fresh = ADOPTED.with(|adopted| {
        let mut adopted = adopted.borrow_mut();
        let fresh = !adopted.contains(&name);
        if fresh {
            adopted.push(name);
        }
        fresh
    });
    #[cfg(target_arch = "wasm32")]
    if fresh {
        let document = gloo::utils::document();
        if let (Ok(style), Some(head)) = (document.create_element("style"), document.head()) {
            let _ = style.set_attribute("data-style", name);
            style.set_text_content(Some(css));
            let _ = head.append_child(&style);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (fresh, css);
}

thread_local! {
    /// Each chunk's draw function once fetched, by the chunk's name, so a view opened again draws at once.
    static LOADED: RefCell<HashMap<&'static str, AnyDraw>> = RefCell::new(HashMap::new());
}

fn loaded(name: &'static str) -> Option<AnyDraw> {
    LOADED.with(|loaded| loaded.borrow().get(name).cloned())
}

fn keep(name: &'static str, draw: AnyDraw) {
    LOADED.with(|loaded| {
        loaded.borrow_mut().insert(name, draw);
    });
}

/// A split component, its props, and the words of its place while it is not drawn.
#[derive(Properties)]
pub struct ChunkProps {
    /// The chunk's name: the place is `{name}-host`, its status line has the test id
    /// `{name}-host-status`.
    pub name: &'static str,
    /// Fetches the chunk.
    pub load: Load,
    /// The component's own props.
    pub props: AnyProps,
    /// The status line while the chunk is fetched.
    pub loading: AttrValue,
    /// The notice when it cannot be.
    pub failed: AttrValue,
}

// The chunk's name stands for its loader (function pointers compare unreliably).
impl PartialEq for ChunkProps {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
            && self.props == other.props
            && self.loading == other.loading
            && self.failed == other.failed
    }
}

/// Where a chunk stands in this place.
#[derive(Clone)]
enum Fetch {
    Pending,
    Ready(AnyDraw),
    Failed,
}

/// Without the splitter a split point is ready at once: it is drawn in the first render, as any
/// component (the tests' build, the prerender).
#[cfg(not(feature = "split"))]
fn at_once(load: Load) -> Fetch {
    use std::task::{Context, Poll, Waker};
    match load()
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(Ok(draw)) => Fetch::Ready(draw),
        Poll::Ready(Err(ChunkError)) => Fetch::Failed,
        Poll::Pending => Fetch::Pending,
    }
}

/// A fetch is never polled and dropped half way: the split build always awaits it.
#[cfg(feature = "split")]
fn at_once(_: Load) -> Fetch {
    Fetch::Pending
}

/// The place of a split view: [`Chunk`] with the common words, keyed by the chunk's name so two
/// views drawn in turn at one place never share a fetch.
pub fn place(name: &'static str, load: Load, props: AnyProps) -> Html {
    html! {
        <Chunk key={name} {name} {load} {props}
            loading={t!(ChunkLoading)} failed={t!(ChunkFailed)} />
    }
}

/// Draws a split component, fetching its chunk the first time; Retry after a failed fetch.
#[component]
pub fn Chunk(props: &ChunkProps) -> Html {
    let (name, load) = (props.name, props.load);
    let fetch = use_state(|| loaded(name).map_or_else(|| at_once(load), Fetch::Ready));
    let attempt = use_state(|| 0_u32);
    {
        let fetch = fetch.clone();
        use_effect_with(*attempt, move |_| {
            if matches!(*fetch, Fetch::Pending) {
                wasm_bindgen_futures::spawn_local(async move {
                    let words = crate::app::language::words_for_chunk();
                    match futures::future::join(load(), words).await {
                        (Ok(draw), Ok(())) => {
                            keep(name, draw.clone());
                            fetch.set(Fetch::Ready(draw));
                        }
                        _ => fetch.set(Fetch::Failed),
                    }
                });
            }
        });
    }
    let host = classes!(format!("{name}-host"), "chunk");
    let status = match &*fetch {
        Fetch::Ready(draw) => {
            let drawn = draw(&*props.props.value);
            return html! { <div class={host}>{ drawn }</div> };
        }
        Fetch::Pending => html! { <p role="status">{ props.loading.clone() }</p> },
        Fetch::Failed => {
            let retry = {
                let (fetch, attempt) = (fetch.clone(), attempt.clone());
                Callback::from(move |_: MouseEvent| {
                    fetch.set(Fetch::Pending);
                    attempt.set(*attempt + 1);
                })
            };
            html! {
                <>
                    <p role="status">{ props.failed.clone() }</p>
                    <button type="button" data-testid={format!("{name}-retry")} onclick={retry}>
                        { t!(ChunkRetry) }
                    </button>
                </>
            }
        }
    };
    html! {
        <div class={host}>
            <section class={classes!(name, "chunk-status")} data-testid={format!("{name}-host-status")}>
                { status }
            </section>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn props_are_the_same_only_with_the_same_type_and_value() {
        assert!(AnyProps::new(3_u32) == AnyProps::new(3_u32));
        assert!(AnyProps::new(3_u32) != AnyProps::new(4_u32));
        assert!(AnyProps::new(3_u32) != AnyProps::new(3_u64));
    }

    #[test]
    fn props_are_drawn_by_the_draw_of_their_type_only() {
        let props = AnyProps::new(7_u32);
        assert_ne!(
            erase::<u32>(|n| html! { { n } })(&*props.value),
            Html::default()
        );
        assert_eq!(
            erase::<u64>(|n| html! { { n } })(&*props.value),
            Html::default()
        );
    }
}
