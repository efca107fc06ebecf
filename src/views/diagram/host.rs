//! The state diagram's place beside the board: its panel is a split point, fetched the first time
//! the diagram opens (`views::chunk`), given the diagram's state and the board's position; its
//! asks become the app's actions.

use yew::prelude::*;

use super::panel::{Ask, DiagramProps, Shown};
use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::ViewKey;
use crate::t;
use crate::views::chunk::{split_point, Chunk};

split_point!(diagram: fn diagram_panel() -> DiagramPanel(DiagramProps), style = "diagram-panel.css");
use super::panel::DiagramPanel;

/// The state diagram's place; drawn while the state holds a diagram.
#[component]
pub fn DiagramHost() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let Some(view) = state.diagram() else {
        return Html::default();
    };
    let dispatch = state.dispatcher();
    let send = Callback::from(move |ask: Ask| {
        dispatch.dispatch(match ask {
            Ask::Diagram(action) => Action::Diagram(action),
            Ask::Close => Action::SetView(ViewKey::Board),
        });
    });
    let props = DiagramProps {
        shown: Shown {
            view: view.clone(),
            board: state.game(),
        },
        send,
        closable: state.embed.is_none(),
    };
    html! {
        <Chunk name="diagram" load={(|| Box::pin(diagram_panel())) as crate::views::chunk::Load}
            props={crate::views::chunk::AnyProps::new(props)} loading={t!(DiagramLoading)} failed={t!(DiagramNotLoaded)} />
    }
}
