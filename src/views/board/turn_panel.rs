//! Whose turn it is, the roles in Blocking Nim, the pass, the computer's move and the game's end.

use nim_solver::{Board, Phase};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
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
            <section class="turn over" data-testid="game-over" aria-label={t!(BoardResultLabel)}>
                <p class="result"><span class="trophy" aria-hidden="true">{ "★ " }</span><strong data-testid="winner">{ headline }</strong></p>
                <p class="reason" data-testid="end-reason">{ ending(end, winner_name, loser) }</p>
                <button type="button" class="primary" data-testid="play-again" onclick={again}>{ t!(BoardPlayAgain) }</button>
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
                t!(BoardStepBlock),
                block_phase(other_name, mover_name, remaining, blocks),
            ),
            _ => (t!(BoardStepTake), take_phase(mover_name)),
        };
        html! {
            <>
                <p class="roles" data-testid="roles">
                    <span class="role">{ t!(BoardRoleBlocker) }{ " " }<strong>{ other_name.label() }</strong></span>
                    <span class="role">{ t!(BoardRoleMover) }{ " " }<strong>{ mover_name.label() }</strong></span>
                </p>
                <p class="phase" data-testid="phase"><span class="step">{ step }</span>{ " " }{ text }</p>
            </>
        }
    } else {
        let to_move = match (game.variant().board(), mover_name) {
            (Board::Ring, PlayerName::You) => t!(BoardYourMoveRing),
            (Board::Parts, PlayerName::You) => t!(SumYourMove),
            (Board::Stairs, PlayerName::You) => t!(BoardYourMoveStairs),
            (Board::CoinRow, PlayerName::You) => t!(BoardYourMoveCoins),
            (Board::Grid, PlayerName::You) => t!(BoardYourMoveCorners),
            (Board::Picture, PlayerName::You) => t!(BoardYourMovePicture),
            (_, PlayerName::You) => match game.rules().heaps_per_move().filter(|&k| k > 1) {
                Some(k) => t!(BoardYourMoveSeveral, k = k),
                None => t!(BoardYourMoveHeaps),
            },
            _ => t!(BoardToMove, mover = mover_name.first_in_sentence()),
        };
        html! {
            <p class="phase" data-testid="phase">{ to_move }</p>
        }
    };

    html! {
        <section class="turn" aria-label={t!(BoardTurnLabel)}>
            { line }
            if thinking {
                <p class="thinking" data-testid="computer-status">
                    if pending {
                        { t!(BoardComputerMoving) }{ " " }
                        <button type="button" class="secondary" data-testid="skip" onclick={skip}>{ t!(BoardSkip) }</button>
                    } else {
                        { t!(BoardComputerThinking) }
                    }
                </p>
            }
            <GameControls />
        </section>
    }
}

/// The result's headline: "You win!", "The computer wins.", "Player 1 wins!".
fn headline(winner: PlayerName) -> String {
    t!(
        BoardHeadline,
        winner = winner.first_in_sentence(),
        winner_who = winner.who()
    )
}

/// The blocker's step, after "Step 1 of 2": who forbids how many of whose moves.
fn block_phase(blocker: PlayerName, mover: PlayerName, remaining: u32, blocks: u32) -> String {
    t!(
        BoardBlockPhase,
        blocker = blocker.first_in_sentence(),
        blocker_who = blocker.who(),
        remaining = remaining,
        mover = mover.within_sentence(),
        mover_who = mover.who(),
        blocks = blocks
    )
}

/// The mover's step, after "Step 2 of 2".
fn take_phase(mover: PlayerName) -> String {
    t!(
        BoardTakePhase,
        mover = mover.first_in_sentence(),
        mover_who = mover.who()
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
            "The computer forbids 1 more of your moves (1 per turn): click a counter to mark \
             that move ✕."
        );
        assert_eq!(
            block_phase(You, Computer, 2, 2),
            "You forbid 2 more of the computer's moves (2 per turn): click a counter to mark \
             that move ✕."
        );
        assert_eq!(
            block_phase(Player2, Player1, 1, 1),
            "Player 2 forbids 1 more of Player 1's moves (1 per turn): click a counter to mark \
             that move ✕."
        );
        assert_eq!(
            take_phase(You),
            "You take counters. Moves marked ✕ are forbidden this turn."
        );
        assert_eq!(
            take_phase(Computer),
            "The computer takes counters. Moves marked ✕ are forbidden this turn."
        );
        for (blocker, mover) in pairs() {
            assert_grammar(&block_phase(blocker, mover, 1, 1));
            assert_grammar(&take_phase(mover));
        }
    }
}
