//! The Explore view's place in the layout: its panel is a split point, fetched the first time
//! Explore opens (`views::chunk`), given the slice the app's state holds; its asks become the
//! app's actions.

use yew::prelude::*;

use super::panel::{Ask, ExploreProps};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;
use crate::views::chunk::{split_point, Chunk, Load};

split_point!(explore: fn explore_panel() -> ExplorePanel(ExploreProps), style = "explore-panel.css");
use super::panel::ExplorePanel;

/// The Explore view's place; drawn while the state holds a slice.
#[component]
pub fn ExploreHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let Some(slice) = state.explore() else {
        return Html::default();
    };
    let dispatch = state.dispatcher();
    let send = Callback::from(move |ask: Ask| {
        dispatch.dispatch(match ask {
            Ask::Explore(action) => Action::Explore(action),
            Ask::Close => Action::SetView(ViewKey::Board),
        });
    });
    let props = ExploreProps {
        slice: slice.clone(),
        send,
    };
    html! {
        <Chunk name="explore" load={(|| Box::pin(explore_panel())) as Load}
            props={crate::views::chunk::AnyProps::new(props)} loading={t!(ExploreLoading)} failed={t!(ExploreNotLoaded)} />
    }
}
