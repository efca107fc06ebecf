//! Whose turn it is, the roles in Blocking Nim, the pass, the computer's move and the game's end.

use nim_solver::{Board, Phase};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::views::board::game_controls::GameControls;
use crate::views::board::slice::BoardAction;
use crate::words::{ending, PlayerName};

/// The line above the board: turn, roles and phase; or the result and "Play again".
#[component]
pub fn TurnPanel() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let mover = state.mover();
    let mover_name = state.name(mover);
    let other_name = state.name(mover.other());
    let dispatch = state.dispatcher();

    if let Phase::Over(end) = game.phase() {
        let winner = state.winner().unwrap_or(mover);
        let winner_name = state.name(winner);
        let headline = headline(winner_name);
        let loser = state.name(winner.other());
        let again = {
            let dispatch = dispatch.clone();
            Callback::from(move |_| dispatch.dispatch(Action::Board(BoardAction::Restart)))
        };
        return html! {
            <section class="turn over" data-testid="game-over" aria-label="Result">
                <p class="result"><span class="trophy" aria-hidden="true">{ "★ " }</span><strong data-testid="winner">{ headline }</strong></p>
                <p class="reason" data-testid="end-reason">{ ending(end, winner_name, loser) }</p>
                <button type="button" class="primary" data-testid="play-again" onclick={again}>{ "Play again" }</button>
                <GameControls />
            </section>
        };
    }

    let thinking = state.computer_acts();
    let pending = state.board.pending.is_some();
    let skip = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.dispatch(Action::Board(BoardAction::CommitPending)))
    };
    let line = if let Some(blocks) = game.blocks() {
        let (step, text) = match game.phase() {
            Phase::Block { remaining } => (
                "Step 1 of 2",
                block_phase(other_name, mover_name, remaining, blocks),
            ),
            _ => ("Step 2 of 2", take_phase(mover_name)),
        };
        html! {
            <>
                <p class="roles" data-testid="roles">
                    <span class="role">{ "Blocker: " }<strong>{ other_name.label() }</strong></span>
                    <span class="role">{ "Mover: " }<strong>{ mover_name.label() }</strong></span>
                </p>
                <p class="phase" data-testid="phase"><span class="step">{ step }</span>{ text }</p>
            </>
        }
    } else {
        let how = match (game.variant().board(), mover_name) {
            (Board::Ring, PlayerName::You) => {
                " to move: select a marker, then take it alone or with a neighbour."
            }
            (_, PlayerName::You) => {
                " to move: click a counter to take it and every counter after it."
            }
            _ => " to move.",
        };
        html! {
            <p class="phase" data-testid="phase"><strong>{ mover_name.subject() }</strong>{ how }</p>
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
            <GameControls />
        </section>
    }
}

/// The result's headline: "You win!", "The computer wins.", "Player 1 wins!".
fn headline(winner: PlayerName) -> String {
    match winner {
        PlayerName::Computer | PlayerName::Opponent => format!("{} wins.", winner.subject()),
        other => format!("{} {}!", other.subject(), other.wins()),
    }
}

/// The blocker's step, after "Step 1 of 2": who forbids how many of whose moves.
fn block_phase(blocker: PlayerName, mover: PlayerName, remaining: u32, blocks: u32) -> String {
    format!(
        " {} {} {remaining} more of {} moves ({blocks} per turn): click a counter to mark that \
         move ✕.",
        blocker.subject(),
        blocker.verb("forbids", "forbid"),
        mover.possessive(),
    )
}

/// The mover's step, after "Step 2 of 2".
fn take_phase(mover: PlayerName) -> String {
    format!(
        " {} {} counters. Moves marked ✕ are forbidden this turn.",
        mover.subject(),
        mover.verb("takes", "take")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::players::tests::{assert_grammar, pairs};
    use PlayerName::{Computer, Opponent, Player1, Player2, You};

    #[test]
    fn headlines_name_every_winner() {
        assert_eq!(headline(You), "You win!");
        assert_eq!(headline(Computer), "The computer wins.");
        assert_eq!(headline(Player1), "Player 1 wins!");
        assert_eq!(headline(Player2), "Player 2 wins!");
        assert_eq!(headline(Opponent), "The opponent wins.");
    }

    #[test]
    fn blocking_steps_agree_with_every_name() {
        assert_eq!(
            block_phase(Computer, You, 1, 1),
            " The computer forbids 1 more of your moves (1 per turn): click a counter to mark \
             that move ✕."
        );
        assert_eq!(
            block_phase(You, Computer, 2, 2),
            " You forbid 2 more of the computer's moves (2 per turn): click a counter to mark \
             that move ✕."
        );
        assert_eq!(
            block_phase(Player2, Player1, 1, 1),
            " Player 2 forbids 1 more of Player 1's moves (1 per turn): click a counter to mark \
             that move ✕."
        );
        assert_eq!(
            take_phase(You),
            " You take counters. Moves marked ✕ are forbidden this turn."
        );
        assert_eq!(
            take_phase(Computer),
            " The computer takes counters. Moves marked ✕ are forbidden this turn."
        );
        for (blocker, mover) in pairs() {
            assert_grammar(block_phase(blocker, mover, 1, 1).trim_start());
            assert_grammar(take_phase(mover).trim_start());
        }
    }
}
