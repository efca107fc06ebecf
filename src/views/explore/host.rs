//! The page's side of the Explore view: its place in the layout (`views::lazy_host`), into which
//! the view's own wasm (`src/bin/explore_view.rs`, loaded the first time Explore opens, so the
//! first load does not carry it) draws the panel, given the slice; its asks become the app's
//! actions.

use yew::prelude::*;

use super::bridge::{read_ask, write_slice, Ask};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;
use crate::views::lazy_host::LazyHost;

/// The Explore view's place; drawn while the state holds a slice.
#[component]
pub fn ExploreHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let dispatch = state.dispatcher();
    let on_ask = Callback::from(move |text: String| {
        let action = match read_ask(&text) {
            Some(Ask::Explore(action)) => Action::Explore(action),
            Some(Ask::Close) => Action::SetView(ViewKey::Board),
            None => return,
        };
        dispatch.dispatch(action);
    });
    let slice = state.explore().map(write_slice).unwrap_or_default();
    html! {
        <LazyHost module="./explore_view.js" name="explore" state={slice} {on_ask}
            loading={t!(ExploreLoading)} failed={t!(ExploreNotLoaded)} />
    }
}
