//! Whose turn it is, the roles in Blocking Nim, the pass, the computer's move and the game's end.

use nim_solver::{Game, Phase};
use yew::prelude::*;

use crate::components::pass_control::PassControl;
use crate::context::use_game;
use crate::model::Mode;
use crate::state::Action;
use crate::words::ending;

/// The line above the board: turn, roles and phase; or the result and "Play again".
#[component]
pub fn TurnPanel() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let settings = &state.settings;
    let mover = state.mover();
    let mover_name = settings.name(mover);
    let other_name = settings.name(mover.other());
    let dispatch = state.dispatcher();

    if let Phase::Over(end) = game.phase() {
        let winner = state.winner().unwrap_or(mover);
        let winner_name = settings.name(winner);
        let headline = if settings.mode == Mode::Computer && winner != settings.computer() {
            "You win!".to_owned()
        } else if winner_name == "Computer" {
            "The computer wins.".to_owned()
        } else {
            format!("{winner_name} wins!")
        };
        let loser = settings.name(winner.other());
        let again = {
            let dispatch = dispatch.clone();
            Callback::from(move |_| dispatch.dispatch(Action::Restart))
        };
        return html! {
            <section class="turn over" data-testid="game-over" aria-label="Result">
                <p class="result"><span class="trophy" aria-hidden="true">{ "★ " }</span><strong data-testid="winner">{ headline }</strong></p>
                <p class="reason" data-testid="end-reason">{ ending(end, winner_name, loser) }</p>
                <button type="button" class="primary" data-testid="play-again" onclick={again}>{ "Play again" }</button>
                <PassControl />
            </section>
        };
    }

    let thinking = state.computer_acts();
    let pending = state.pending.is_some();
    let skip = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.dispatch(Action::CommitPending))
    };
    let line = if let Game::Blocking { blocks, .. } = &game {
        let (step, text) = match game.phase() {
            Phase::Block { remaining } => (
                "Step 1 of 2",
                format!(" {other_name} forbids {remaining} more of {mover_name}'s moves ({blocks} per turn): click a counter to mark that move ✕."),
            ),
            _ => (
                "Step 2 of 2",
                format!(" {mover_name} takes counters. Moves marked ✕ are forbidden this turn."),
            ),
        };
        html! {
            <>
                <p class="roles" data-testid="roles">
                    <span class="role">{ "Blocker: " }<strong>{ other_name }</strong></span>
                    <span class="role">{ "Mover: " }<strong>{ mover_name }</strong></span>
                </p>
                <p class="phase" data-testid="phase"><span class="step">{ step }</span>{ text }</p>
            </>
        }
    } else {
        let how = match (&game, mover_name) {
            (Game::Circle { .. }, "You") => {
                " to move: select a marker, then take it alone or with a neighbour."
            }
            (_, "You") => " to move: click a counter to take it and every counter after it.",
            _ => " to move.",
        };
        html! {
            <p class="phase" data-testid="phase"><strong>{ mover_name }</strong>{ how }</p>
        }
    };

    html! {
        <section class="turn" aria-label="Turn">
            { line }
            if thinking {
                <p class="thinking" data-testid="computer-status">
                    if pending {
                        { "The computer is making its move (highlighted). " }
                        <button type="button" class="secondary" data-testid="skip" onclick={skip}>{ "Skip" }</button>
                    } else {
                        { "The computer is thinking…" }
                    }
                </p>
            }
            <PassControl />
        </section>
    }
}
