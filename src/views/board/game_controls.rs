//! The game's own controls beside the board (the pass), connected to the page's state.

use nim_solver::Move;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::components::explain;
use crate::views::board::slice::BoardAction;

/// The controls of the game on the board, with the hinted winning moves and the board's turn.
#[component]
pub fn GameControls() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let play = {
        let dispatch = state.dispatcher();
        Callback::from(move |mv: Move| dispatch.dispatch(Action::Board(BoardAction::Play(mv))))
    };
    explain::controls(
        &state.game(),
        &ctx.hinted_moves(),
        state.board_enabled(),
        &play,
    )
}
