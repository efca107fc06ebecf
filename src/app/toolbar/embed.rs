//! The Embed dialog's form, a chunk fetched when the dialog first opens: what the embed shows,
//! its controls and panel, and both forms an author pastes (the frame and `<nim-lab>`) for the
//! position on screen. The choices live in the toolbar, so they are kept between openings.

use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::platform::page_address;
use crate::app::url;
use crate::model::{Embed, EmbedControls, EmbedPanel, ViewKey};
use crate::t;
use crate::views::board::controls::select_value;
use crate::words::{embed as embed_words, Title};

use super::select_on_focus;

/// The choices made so far, and where a new one goes.
#[derive(Properties, PartialEq, Clone)]
pub struct EmbedFormProps {
    /// The controls and panel chosen.
    pub embed: Embed,
    /// The view the embed shows.
    pub view: ViewKey,
    /// Called with new controls or a new panel.
    pub on_embed: Callback<Embed>,
    /// Called with a new view.
    pub on_view: Callback<ViewKey>,
}

/// The form: three choices, then the frame's HTML and the element's.
#[component]
pub fn EmbedForm(props: &EmbedFormProps) -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let (embed, view) = (props.embed, props.view);
    let game = state.game();
    let query = {
        let query = url::write(&state.position(), &state.board.settings, Some(embed));
        let query = match view {
            ViewKey::Grundy => {
                url::with_grundy(query, &state.grundy().copied().unwrap_or_default())
            }
            ViewKey::Diagram => url::with_view(query, ViewKey::Diagram),
            _ => query,
        };
        url::with_lang(query, crate::i18n::shown())
    };
    let name = game.variant().name();
    let snippet = embed_words::snippet(
        &format!("{}?{query}", page_address()),
        &name,
        "nim-lab-embed",
    );
    let element = embed_words::element(&page_address(), &query, &name);
    let on_view = {
        let on_view = props.on_view.clone();
        Callback::from(move |e: Event| {
            if let Some(view) = ViewKey::from_key(&select_value(&e)) {
                on_view.emit(view);
            }
        })
    };
    let on_controls = {
        let on_embed = props.on_embed.clone();
        Callback::from(move |e: Event| {
            if let Some(controls) = EmbedControls::from_key(&select_value(&e)) {
                on_embed.emit(Embed { controls, ..embed });
            }
        })
    };
    let on_panel = {
        let on_embed = props.on_embed.clone();
        Callback::from(move |e: Event| {
            if let Some(panel) = EmbedPanel::from_key(&select_value(&e)) {
                on_embed.emit(Embed { panel, ..embed });
            }
        })
    };
    html! {
        <>
            <p>{ t!(EmbedIntro) }</p>
            <div class="fields">
                <label class="field">
                    <span>{ t!(EmbedControlsLabel) }</span>
                    <select data-testid="embed-controls" onchange={on_controls}>
                        { for EmbedControls::ALL.into_iter().map(|c| html! {
                            <option value={c.key()} selected={c == embed.controls}>{ embed_words::controls_title(c) }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span>{ t!(EmbedViewLabel) }</span>
                    <select data-testid="embed-view" onchange={on_view}>
                        { for [(ViewKey::Board, t!(EmbedViewBoard)), (ViewKey::Diagram, t!(EmbedViewDiagram)), (ViewKey::Grundy, t!(EmbedViewGrundy))].into_iter().map(|(v, title)| html! {
                            <option value={v.key()} selected={v == view}>{ title }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span>{ t!(EmbedPanelLabel) }</span>
                    <select data-testid="embed-panel" onchange={on_panel}>
                        { for EmbedPanel::ALL.into_iter().map(|p| html! {
                            <option value={p.key()} selected={p == embed.panel}>{ embed_words::panel_title(p) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <label class="stack">
                <span>{ t!(EmbedSnippetLabel) }</span>
                <textarea readonly=true rows="10" value={snippet} data-testid="embed-snippet" autofocus=true onfocus={select_on_focus()} />
            </label>
            <label class="stack">
                <span>{ t!(EmbedElementLabel) }</span>
                <textarea readonly=true rows="5" value={element} data-testid="embed-element" onfocus={select_on_focus()} />
            </label>
            <p>{ t!(EmbedKept) }</p>
        </>
    }
}
