//! Nim with a Pass: the Pass button (usable once, never on empty heaps) and the pass status.

use nim_solver::{Game, Move};
use yew::prelude::*;

use crate::context::use_game;
use crate::state::Action;

/// Nim with a Pass: the pass status and the Pass button.
#[component]
pub fn PassControl() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let Game::Pass {
        heaps,
        pass_available,
    } = state.game()
    else {
        return html! {};
    };
    let all_empty = heaps.iter().all(|&h| h == 0);
    let usable = pass_available && !all_empty && state.board_enabled();
    let wins = ctx.hinted_moves().contains(&Move::Pass);
    let status = if !pass_available {
        "The pass has been used."
    } else if all_empty {
        "No pass when every heap is empty."
    } else {
        "The pass is still available (once per game, for either player)."
    };
    let onclick = {
        let dispatch = state.dispatcher();
        Callback::from(move |_| dispatch.dispatch(Action::Play(Move::Pass)))
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
