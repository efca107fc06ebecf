//! The Grundy sequence view's place: its panel is a split point, fetched the first time the view
//! opens (`views::chunk`), given the sequence the app's state asks for; its asks become the app's
//! actions.

use yew::prelude::*;

use super::panel::{Ask, GrundyProps};
use super::slice::GrundyAction;
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;
use crate::views::chunk::{split_point, Chunk, Load};

split_point!(grundy: fn grundy_panel() -> GrundyPanel(GrundyProps), style = "grundy-panel.css");
use super::panel::GrundyPanel;

/// The app's action for the panel's `ask`; `None` for a typed text that is usable after all.
pub fn action(ask: Ask) -> Option<Action> {
    Some(match ask {
        Ask::Compute(spec) => Action::Grundy(GrundyAction::Compute(spec)),
        // The app reads the field again: the problem is its reading's, not the panel's word.
        Ask::Typed { field, text } => Action::Grundy(GrundyAction::Typed(field.read(&text).err()?)),
        Ask::Close => Action::SetView(ViewKey::Board),
    })
}

/// The Grundy view's place; drawn while the state shows the view.
#[component]
pub fn GrundyHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let Some(&spec) = state.grundy() else {
        return Html::default();
    };
    let dispatch = state.dispatcher();
    let send = Callback::from(move |ask: Ask| {
        if let Some(action) = action(ask) {
            dispatch.dispatch(action);
        }
    });
    let props = GrundyProps {
        spec,
        send,
        closable: state.embed.is_none(),
    };
    let load: Load = || Box::pin(grundy_panel());
    html! {
        <Chunk name="grundy" {load} props={crate::views::chunk::AnyProps::new(props)}
            loading={t!(GrundyLoading)} failed={t!(GrundyNotLoaded)} />
    }
}
