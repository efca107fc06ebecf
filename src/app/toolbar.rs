//! How to play, Share, Embed, Sources, Worksheet and Quiz, each opening a dialog, and Explore and
//! the Grundy sequences, views.
//! On a narrow screen all but the first two sit behind a "More" disclosure button (CSS decides
//! the width; the component only keeps the disclosure's open state, keys and outside clicks).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::dialog::Dialog;
use crate::app::platform::page_address;
use crate::app::sources::Sources;
use crate::app::state::Action;
use crate::app::url;
use crate::components::explain::how_to_play_host;
use crate::model::{Embed, ViewKey};
use crate::t;
use crate::views::board::slice::Settings;
use crate::views::present::slice::PresentAction;
use crate::views::quiz::run::QuizAction;
use crate::views::worksheet::dialog::WorksheetButton;
use crate::views::worksheet::spec::WorksheetSpec;
use crate::words::{toolbar as words, Title};
use nim_solver::Position;

mod embed;

use embed::{EmbedForm, EmbedFormProps};
// The Embed dialog's form is a chunk: most visitors never open it.
crate::views::chunk::split_view!(embed as embed_form: pub fn embed_form_host(EmbedFormProps) -> EmbedForm);

/// Which dialog is open.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Open {
    None,
    HowTo,
    Share,
    Embed,
}

/// The id tying the "More" button to the actions it shows.
const MORE_ID: &str = "toolbar-more";

/// Whether an event's target lies inside the element `node` refers to.
fn inside(node: &NodeRef, target: Option<web_sys::EventTarget>) -> bool {
    let target = target.and_then(|t| t.dyn_into::<web_sys::Node>().ok());
    node.cast::<web_sys::Element>()
        .is_some_and(|element| target.is_some_and(|t| element.contains(Some(&t))))
}

/// Puts focus back on the "More" button (a no-op where CSS hides it, on a wide screen).
fn focus(node: &NodeRef) {
    if let Some(button) = node.cast::<web_sys::HtmlElement>() {
        let _ = button.focus();
    }
}

/// Selects the text of a field when it gets focus, so it is ready to copy.
fn select_on_focus() -> Callback<FocusEvent> {
    Callback::from(|e: FocusEvent| {
        use wasm_bindgen::JsCast;
        if let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            input.select();
        } else if let Some(area) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            area.select();
        }
    })
}

/// The link Share copies: this page, the position, `settings` and the language shown.
pub fn share_link(position: &Position, settings: &Settings) -> String {
    let query = url::write(position, settings, None);
    format!(
        "{}?{}",
        page_address(),
        url::with_lang(query, crate::i18n::shown())
    )
}

/// Where a worksheet chosen in the toolbar goes, and what else the menu holds.
#[derive(Properties, PartialEq, Default)]
pub struct ToolbarProps {
    /// Called with the sheet to print.
    #[prop_or_default]
    pub on_worksheet: Callback<WorksheetSpec>,
    /// Drawn last among the actions (in "More" on narrow screens): the language menu.
    #[prop_or_default]
    pub children: Html,
}

/// The How to play, Share, Embed, Sources, Worksheet and Quiz buttons and their dialogs.
#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let open = use_state(|| Open::None);
    let copied = use_state(|| None::<bool>);
    // The Embed dialog's choices, kept between openings; the view is the one on screen until one is chosen.
    let embed = use_state(Embed::default);
    let chosen_view = use_state(|| None::<ViewKey>);
    let embed_form = EmbedFormProps {
        embed: *embed,
        view: chosen_view.unwrap_or(match state.view.key() {
            key @ (ViewKey::Diagram | ViewKey::Grundy) => key,
            _ => ViewKey::Board,
        }),
        on_embed: {
            let embed = embed.clone();
            Callback::from(move |chosen| embed.set(chosen))
        },
        on_view: {
            let chosen_view = chosen_view.clone();
            Callback::from(move |view| chosen_view.set(Some(view)))
        },
    };
    let game = state.game();
    let link = share_link(&state.position(), &state.board.settings);
    let show = |which: Open| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(which))
    };
    let share = {
        let open = open.clone();
        let copied = copied.clone();
        let link = link.clone();
        Callback::from(move |_: MouseEvent| {
            copied.set(None);
            open.set(Open::Share);
            let clipboard = gloo::utils::window().navigator().clipboard();
            let promise = clipboard.write_text(&link);
            let copied = copied.clone();
            spawn_local(async move {
                copied.set(Some(JsFuture::from(promise).await.is_ok()));
            });
        })
    };
    let exploring = state.explore().is_some();
    let on_explore = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| {
            let view = if exploring {
                ViewKey::Board
            } else {
                ViewKey::Explore
            };
            dispatch.dispatch(Action::SetView(view));
        })
    };
    let grundy_open = state.grundy().is_some();
    let on_grundy = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| {
            let view = if grundy_open {
                ViewKey::Board
            } else {
                ViewKey::Grundy
            };
            dispatch.dispatch(Action::SetView(view));
        })
    };
    let present = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Present(PresentAction::Open(true)));
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(Open::None))
    };
    let start_quiz = {
        let dispatch = state.dispatcher();
        Callback::from(move |spec: WorksheetSpec| {
            dispatch.dispatch(Action::Quiz(QuizAction::Start(spec.into())));
        })
    };
    let more = use_state(|| false);
    let more_button = use_node_ref();
    let menu = use_node_ref();
    // A click, or focus (Tab), anywhere outside the open menu closes it.
    {
        let (more, menu) = (more.clone(), menu.clone());
        use_effect_with(*more, move |&is_open| {
            let listeners = is_open.then(|| {
                ["click", "focusin"].map(|kind| {
                    let (more, menu) = (more.clone(), menu.clone());
                    gloo::events::EventListener::new(&gloo::utils::document(), kind, move |event| {
                        if !inside(&menu, event.target()) {
                            more.set(false);
                        }
                    })
                })
            });
            move || drop(listeners)
        });
    }
    let toggle_more = {
        let more = more.clone();
        Callback::from(move |_: MouseEvent| more.set(!*more))
    };
    // Escape closes the menu and gives focus back to its button.
    let menu_keys = {
        let (more, more_button) = (more.clone(), more_button.clone());
        Callback::from(move |e: KeyboardEvent| {
            if *more && e.key() == "Escape" {
                e.prevent_default();
                e.stop_propagation();
                more.set(false);
                focus(&more_button);
            }
        })
    };
    // Choosing an action closes the menu; focus waits on its button, where a dialog returns it.
    let chose = {
        let (more, more_button) = (more.clone(), more_button.clone());
        Callback::from(move |e: MouseEvent| {
            let on_button = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("button").ok().flatten())
                .is_some_and(|b| b.closest("dialog").ok().flatten().is_none());
            if *more && on_button {
                more.set(false);
                focus(&more_button);
            }
        })
    };
    let copy_status = words::copy_status(*copied);
    html! {
        <div class="toolbar" ref={menu} onkeydown={menu_keys}>
            <button type="button" data-testid="how-to-play" onclick={show(Open::HowTo)}>
                <span class="sign" aria-hidden="true">{ words::HOW_TO_PLAY_SIGN }</span><span class="label">{ t!(ToolbarHowToPlay) }</span>
            </button>
            <button type="button" data-testid="share" onclick={share}>{ t!(ToolbarShare) }</button>
            <button type="button" class="more-button" data-testid="toolbar-more" ref={more_button}
                aria-expanded={more.to_string()} aria-controls={MORE_ID} onclick={toggle_more}>
                { t!(ToolbarMore) }
            </button>
            <div id={MORE_ID} class={classes!("toolbar-more", more.then_some("open"))}
                data-testid="toolbar-more-actions" onclick={chose}>
                <button type="button" data-testid="embed" onclick={show(Open::Embed)}>{ t!(ToolbarEmbed) }</button>
                <button type="button" data-testid="explore-toggle" aria-pressed={exploring.to_string()}
                    onclick={on_explore}>{ t!(ToolbarExplore) }</button>
                <button type="button" data-testid="grundy-toggle" aria-pressed={grundy_open.to_string()}
                    onclick={on_grundy}>{ t!(ToolbarGrundy) }</button>
                <Sources />
                <WorksheetButton variant={game.variant()} on_print={props.on_worksheet.clone()} />
                <WorksheetButton variant={game.variant()} on_print={start_quiz} quiz={true} />
                <button type="button" data-testid="present-open" onclick={present}>{ t!(ToolbarPresent) }</button>
                { props.children.clone() }
            </div>
            <Dialog open={*open == Open::HowTo} title={words::how_to_play_title(&game.variant().name())} on_close={close.clone()} testid="how-to-dialog">
                { how_to_play_host(crate::components::explain::HowToPlayProps { game: game.clone(), heading: false }) }
            </Dialog>
            <Dialog open={*open == Open::Share} title={t!(ShareTitle)} on_close={close.clone()} testid="share-dialog">
                <p role="status" data-testid="copy-status">{ copy_status }</p>
                <label class="stack">
                    <span>{ t!(ShareLinkLabel) }</span>
                    <input type="text" readonly=true value={link} data-testid="share-link" autofocus=true onfocus={select_on_focus()} />
                </label>
            </Dialog>
            <Dialog open={*open == Open::Embed} title={t!(EmbedTitle)} on_close={close} testid="embed-dialog">
                { embed_form_host(embed_form) }
            </Dialog>
        </div>
    }
}
