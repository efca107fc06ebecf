//! Nim with a Pass: the Pass button (usable once, never on empty heaps) and the pass status.

use nim_solver::{Move, MoveError};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::views::board::slice::BoardAction;

/// Nim with a Pass: the pass status and the Pass button.
#[component]
pub fn PassControl() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let Some(pass_available) = game.pass_available() else {
        return html! {};
    };
    // The solver's answer to a pass says whether one is allowed now, and why not.
    let allowed = game.apply(&Move::Pass);
    let usable = allowed.is_ok() && state.board_enabled();
    let wins = ctx.hinted_moves().contains(&Move::Pass);
    let status = match allowed {
        Ok(_) => "The pass is still available (once per game, for either player).",
        Err(MoveError::PassOnEmpty) => "No pass when every heap is empty.",
        Err(_) => "The pass has been used.",
    };
    let onclick = {
        let dispatch = state.dispatcher();
        Callback::from(move |_| dispatch.dispatch(Action::Board(BoardAction::Play(Move::Pass))))
    };
    html! {
        <div class="pass-control">
            <button type="button" class={classes!("pass", wins.then_some("win"))} data-testid="pass"
                disabled={!usable} {onclick}>
                { "Pass" }
                if wins { <span class="badge">{ " ★ wins" }</span> }
            </button>
            <span class={classes!("pass-status", (!pass_available).then_some("used"))} data-testid="pass-status">
                <span aria-hidden="true">{ if pass_available { "◯ " } else { "● " } }</span>
                { status }
            </span>
        </div>
    }
}
