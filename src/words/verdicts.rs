//! Verdicts: who wins with perfect play, how many winning moves, how the game ended, why there is
//! no answer.

use nim_solver::{Analysis, Explanation, Game, GameEnd, Outcome, Phase};

use crate::i18n::{tr, Arg, Msg};
use crate::t;
use crate::words::PlayerName;

/// Why there is no verdict: the position is over the exact search's budget.
pub fn too_large(steps: u64, limit: u64) -> String {
    t!(VerdictTooLarge, steps = steps, limit = limit)
}

/// How the game ended and who won.
pub fn game_over(end: GameEnd, next: PlayerName, previous: PlayerName) -> String {
    let message = match end {
        GameEnd::NoMovesLeft => Msg::VerdictOverNoMoves,
        GameEnd::LastCounterTaken => Msg::VerdictOverLastCounter,
        GameEnd::AllMovesBlocked => Msg::VerdictOverAllBlocked,
    };
    tr(
        message,
        &[
            ("next", Arg::from(next.within_sentence())),
            ("next_who", Arg::from(next.who())),
            ("previous", Arg::from(previous.within_sentence())),
            ("previous_who", Arg::from(previous.who())),
        ],
    )
}

/// Who wins from `game` with perfect play, naming the player to move counters `next` and the
/// other `previous` (in Blocking Nim's first phase, the blocker).
pub fn sentence(
    game: &Game,
    analysis: &Analysis,
    next: PlayerName,
    previous: PlayerName,
) -> String {
    match game.phase() {
        Phase::Block { remaining } => blocker_verdict(analysis, remaining, next, previous),
        _ => mover_verdict(analysis, next, previous),
    }
}

/// The verdict when the player to act moves counters or markers (or passes).
pub fn mover_verdict(analysis: &Analysis, next: PlayerName, previous: PlayerName) -> String {
    match analysis.outcome {
        Outcome::NextPlayerWins => t!(
            VerdictNextWins,
            next = next.first_in_sentence(),
            next_who = next.who(),
            count = analysis.winning_moves.len()
        ),
        Outcome::PreviousPlayerWins => t!(
            VerdictPreviousWins,
            previous = previous.first_in_sentence(),
            previous_who = previous.who(),
            next = next.within_sentence(),
            next_who = next.who()
        ),
    }
}

/// Blocking Nim, blocker's phase: the outcome is still the mover's (the solver's), the moves are
/// forbids.
pub fn blocker_verdict(
    analysis: &Analysis,
    remaining: u32,
    next: PlayerName,
    previous: PlayerName,
) -> String {
    let blocks = t!(
        VerdictBlockerNow,
        blocker = previous.first_in_sentence(),
        blocker_who = previous.who(),
        count = remaining,
        mover = next.within_sentence(),
        mover_who = next.who()
    );
    let outcome = match analysis.outcome {
        Outcome::PreviousPlayerWins => t!(
            VerdictBlockerWins,
            blocker = previous.first_in_sentence(),
            blocker_who = previous.who(),
            count = analysis.winning_moves.len()
        ),
        Outcome::NextPlayerWins => t!(
            VerdictMoverBeatsBlocker,
            mover = next.first_in_sentence(),
            mover_who = next.who(),
            blocker = previous.within_sentence(),
            blocker_who = previous.who()
        ),
    };
    blocks + &t!(NoticeSentenceSeparator) + &outcome
}

/// Nim*: whether passing wins now, or that the pass is gone.
pub fn pass_sentence(game: &Game, analysis: &Analysis) -> Option<String> {
    let pass_available = game.pass_available()?;
    Some(match &analysis.explanation {
        Explanation::Pass(pass) if pass_available && pass.pass_wins => t!(VerdictPassingWins),
        Explanation::Pass(_) if pass_available => t!(VerdictPassingDoesNotWin),
        _ => t!(VerdictPassUsed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::players::tests::{assert_grammar, pairs};
    use nim_solver::NimSumBreakdown;
    use PlayerName::{Computer, Opponent, Player1, You};

    fn analysis(outcome: Outcome, winning: usize) -> Analysis {
        Analysis {
            outcome,
            winning_moves: vec![nim_solver::Move::Pass; winning],
            explanation: Explanation::NimSum(NimSumBreakdown::of(&[1, 2])),
        }
    }

    #[test]
    fn every_verdict_sentence_agrees_with_every_name() {
        for (next, previous) in pairs() {
            for end in [
                GameEnd::NoMovesLeft,
                GameEnd::LastCounterTaken,
                GameEnd::AllMovesBlocked,
            ] {
                assert_grammar(&game_over(end, next, previous));
            }
            for outcome in [Outcome::NextPlayerWins, Outcome::PreviousPlayerWins] {
                assert_grammar(&mover_verdict(&analysis(outcome, 2), next, previous));
                assert_grammar(&blocker_verdict(&analysis(outcome, 1), 1, next, previous));
            }
        }
    }

    #[test]
    fn verdicts_read_well_for_you_and_the_computer() {
        assert_eq!(
            game_over(GameEnd::NoMovesLeft, You, Computer),
            "Game over: you have no move left, so the computer wins."
        );
        assert_eq!(
            game_over(GameEnd::LastCounterTaken, Computer, You),
            "Game over: you took the last counter, so the computer wins."
        );
        assert_eq!(
            mover_verdict(&analysis(Outcome::PreviousPlayerWins, 0), You, Computer),
            "The computer wins with perfect play — you (to move) have no winning move."
        );
        assert_eq!(
            mover_verdict(&analysis(Outcome::NextPlayerWins, 1), Computer, You),
            "The computer (to move) wins with perfect play — 1 winning move."
        );
        assert_eq!(
            blocker_verdict(&analysis(Outcome::NextPlayerWins, 0), 2, Player1, You),
            "You block now: 2 moves to forbid before Player 1 moves. Player 1 (moving next) \
             wins with perfect play — you cannot forbid every winning move."
        );
        assert_eq!(
            blocker_verdict(&analysis(Outcome::PreviousPlayerWins, 1), 1, You, Computer),
            "The computer blocks now: 1 move to forbid before you move. The computer \
             (blocking) wins with perfect play — 1 winning forbid."
        );
        // A quiz has no computer: the student moves, the opponent blocks.
        assert_eq!(
            blocker_verdict(&analysis(Outcome::PreviousPlayerWins, 1), 1, You, Opponent),
            "The opponent blocks now: 1 move to forbid before you move. The opponent \
             (blocking) wins with perfect play — 1 winning forbid."
        );
        assert_eq!(
            mover_verdict(&analysis(Outcome::PreviousPlayerWins, 0), You, Opponent),
            "The opponent wins with perfect play — you (to move) have no winning move."
        );
    }
}
