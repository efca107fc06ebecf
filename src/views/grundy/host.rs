//! The page's side of the Grundy sequence view: its place in the layout (`views::lazy_host`), into
//! which the view's own wasm (`src/bin/grundy_view.rs`, loaded the first time the view opens, so
//! the first load does not carry it) draws the panel, given the sequence; its asks become the
//! app's actions.

use yew::prelude::*;

use super::bridge::{read_ask, write_spec, Ask};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;
use crate::views::lazy_host::LazyHost;

/// The Grundy view's place; drawn while the state shows the view.
#[component]
pub fn GrundyHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let dispatch = state.dispatcher();
    let on_ask = Callback::from(move |text: String| {
        let action = match read_ask(&text) {
            Some(Ask::Grundy(action)) => Action::Grundy(action),
            Some(Ask::Close) => Action::SetView(ViewKey::Board),
            None => return,
        };
        dispatch.dispatch(action);
    });
    let spec = state.grundy().map(write_spec).unwrap_or_default();
    html! {
        <LazyHost module="./grundy_view.js" name="grundy" state={spec} {on_ask}
            loading={t!(GrundyLoading)} failed={t!(GrundyNotLoaded)} />
    }
}
