//! The page's side of the state diagram: its place in the layout (`views::lazy_host`), into which
//! the diagram's own wasm (`src/bin/diagram_view.rs`, loaded the first time the diagram opens, so
//! the first load does not carry it) draws the panel, given the diagram's state and the board's
//! position; its asks become the app's actions.

use yew::prelude::*;

use super::bridge::{read_ask, write_state, Ask};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;
use crate::views::lazy_host::LazyHost;

/// The state diagram's place; drawn while the state holds a diagram.
#[component]
pub fn DiagramHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let dispatch = state.dispatcher();
    let on_ask = Callback::from(move |text: String| {
        let action = match read_ask(&text) {
            Some(Ask::Diagram(action)) => Action::Diagram(action),
            Some(Ask::Close) => Action::SetView(ViewKey::Board),
            None => return,
        };
        dispatch.dispatch(action);
    });
    let shown = state
        .diagram()
        .map(|view| write_state(view, &state.game()))
        .unwrap_or_default();
    html! {
        <LazyHost module="./diagram_view.js" name="diagram" state={shown} {on_ask}
            loading={t!(DiagramLoading)} failed={t!(DiagramNotLoaded)} />
    }
}
