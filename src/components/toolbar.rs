//! How to play, Share, Embed, Sources and Worksheet: five buttons, each opening a dialog.

use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use crate::components::dialog::Dialog;
use crate::components::explain::HowToPlay;
use crate::components::sources::Sources;
use crate::components::worksheet_dialog::WorksheetButton;
use crate::context::use_game;
use crate::url;
use crate::words::Title;
use crate::worksheet::WorksheetSpec;

/// Which dialog is open.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Open {
    None,
    HowTo,
    Share,
    Embed,
}

/// The page's address without its query, so links carry only the app's own parameters.
pub(crate) fn page_address() -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}")
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

/// Where a worksheet chosen in the toolbar goes.
#[derive(Properties, PartialEq, Default)]
pub struct ToolbarProps {
    /// Called with the sheet to print.
    #[prop_or_default]
    pub on_worksheet: Callback<WorksheetSpec>,
}

/// The How to play, Share, Embed, Sources and Worksheet buttons and their dialogs.
#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let open = use_state(|| Open::None);
    let copied = use_state(|| None::<bool>);
    let game = state.game();
    let link = format!(
        "{}?{}",
        page_address(),
        url::write(&game, state.settings.mode, state.settings.hints, false)
    );
    let embed_link = format!(
        "{}?{}",
        page_address(),
        url::write(&game, state.settings.mode, state.settings.hints, true)
    );
    let snippet = format!(
        "<iframe src=\"{}\" title=\"Nim Lab: {}\" width=\"100%\" height=\"560\" style=\"border:0;max-width:720px\" loading=\"lazy\"></iframe>",
        embed_link.replace('&', "&amp;"),
        game.variant().title()
    );
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
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(Open::None))
    };
    let copy_status = match *copied {
        Some(true) => "Copied to the clipboard.",
        Some(false) => {
            "Copying was not allowed here: the link is selected below, copy it with Ctrl+C (⌘C)."
        }
        None => "Copying…",
    };
    html! {
        <div class="toolbar">
            <button type="button" data-testid="how-to-play" onclick={show(Open::HowTo)}>{ "? How to play" }</button>
            <button type="button" data-testid="share" onclick={share}>{ "Share" }</button>
            <button type="button" data-testid="embed" onclick={show(Open::Embed)}>{ "</> Embed" }</button>
            <Sources />
            <WorksheetButton variant={game.variant()} on_print={props.on_worksheet.clone()} />
            <Dialog open={*open == Open::HowTo} title={format!("How to play {}", game.variant().title())} on_close={close.clone()} testid="how-to-dialog">
                <HowToPlay game={game.clone()} heading={false} />
            </Dialog>
            <Dialog open={*open == Open::Share} title="Share this position" on_close={close.clone()} testid="share-dialog">
                <p role="status" data-testid="copy-status">{ copy_status }</p>
                <label class="stack">
                    <span>{ "Link to this board, mode and hint setting" }</span>
                    <input type="text" readonly=true value={link} data-testid="share-link" autofocus=true onfocus={select_on_focus()} />
                </label>
            </Dialog>
            <Dialog open={*open == Open::Embed} title="Embed in a teaching page" on_close={close} testid="embed-dialog">
                <p>{ "Paste this into your page's HTML. The embedded board has no page header and keeps this position, mode and hint setting." }</p>
                <label class="stack">
                    <span>{ "HTML snippet" }</span>
                    <textarea readonly=true rows="4" value={snippet} data-testid="embed-snippet" autofocus=true onfocus={select_on_focus()} />
                </label>
            </Dialog>
        </div>
    }
}
