//! The quiz in words: its dialog, each question, the verdict on an answer, and the score.

use nim_solver::{Game, Move, Outcome, QuizKind, QuizQuestion, Variant};

use crate::i18n::number;
use crate::t;
use crate::views::quiz::run::{Given, QuizAnswer, QuizSpec, ValueProblem, MAX_VALUE_ANSWER};
use crate::words::moves::{describe_move, describe_moves};
use crate::words::variants::Title;
use crate::words::worksheet::{answer as key_answer, moves_text, position_text, value_key};

/// The button after an answer, or after the last one.
pub fn next(last: bool) -> String {
    if last {
        t!(QuizSeeScore)
    } else {
        t!(QuizNext)
    }
}

/// The end screen's button to the quiz numbered `seed`, the next one.
pub fn another(seed: u64) -> String {
    // The number as the link and the field write it: ASCII digits, no grouping.
    t!(QuizAnother, seed = seed.to_string())
}

/// The panel's heading: "Quiz 7 · Nim · level 2".
pub fn heading(spec: &QuizSpec) -> String {
    t!(
        QuizHeading,
        seed = spec.seed.to_string(),
        game = spec.variant.name(),
        level = spec.level.number()
    )
}

/// "Question 3 of 10", and which try of the missed questions this is.
pub fn progress(number: usize, total: usize, round: u32) -> String {
    if round > 1 {
        t!(
            QuizProgressRetry,
            number = number,
            total = total,
            round = round
        )
    } else {
        t!(QuizProgress, number = number, total = total)
    }
}

/// What the question asks.
pub fn prompt(kind: QuizKind, game: &Game) -> String {
    match (kind, game) {
        (QuizKind::Outcome, Game::Blocking(_)) => t!(QuizPromptOutcomeBlocking),
        (QuizKind::Outcome, _) => t!(QuizPromptOutcome),
        (QuizKind::Move, Game::Blocking(_)) => t!(QuizPromptMoveBlocking),
        (QuizKind::Move, Game::Pass(_)) => t!(QuizPromptMovePass),
        (QuizKind::Move, _) => t!(QuizPromptMove),
        (QuizKind::Value, _) => t!(QuizPromptValue, what = super::worksheet::valued(game)),
    }
}

/// Why the text typed is no value (it is not counted as an answer).
pub fn value_problem(problem: ValueProblem) -> String {
    match problem {
        ValueProblem::Empty => t!(QuizValueEmpty),
        ValueProblem::NotANumber => t!(QuizValueNotANumber),
        ValueProblem::Negative => t!(QuizValueNegative),
        ValueProblem::TooLarge => t!(QuizValueTooLarge, max = MAX_VALUE_ANSWER),
    }
}

/// What an answer button says after its letter.
pub fn outcome_meaning(outcome: Outcome, variant: Variant) -> String {
    match (outcome, variant) {
        (Outcome::NextPlayerWins, Variant::Blocking) => t!(QuizMeansMoverWins),
        (Outcome::PreviousPlayerWins, Variant::Blocking) => t!(QuizMeansBlockerWins),
        (Outcome::NextPlayerWins, _) => t!(QuizMeansToMoveWins),
        (Outcome::PreviousPlayerWins, _) => t!(QuizMeansOtherWins),
    }
}

/// The answer's headline, by word as well as by colour.
pub fn verdict(right: bool) -> String {
    if right {
        t!(QuizRight)
    } else {
        t!(QuizWrong)
    }
}

/// The letter of an outcome, as text (P and N stay Latin in every language).
fn letter(outcome: Outcome) -> String {
    outcome.letter().to_string()
}

/// Why the answer is right or wrong, and the right answer.
pub fn feedback(question: &QuizQuestion, answer: &QuizAnswer) -> String {
    let outcome = question.analysis.outcome;
    match (&answer.given, answer.right) {
        (Given::Outcome(_) | Given::Value(_), true) => solution(question),
        (Given::Outcome(given), false) => t!(
            QuizOutcomeWrong,
            answer = letter(outcome),
            given = letter(*given),
            key = key_answer(&question.game, &question.analysis)
        ),
        (Given::Move(_), true) => t!(QuizMoveRight),
        (Given::Move(_), false) => t!(QuizMoveWrong, solution = solution(question)),
        (Given::Value(given), false) => {
            t!(QuizValueWrong, given = *given, key = solution(question))
        }
    }
}

/// The right answer: who wins and how (the worksheet's key), or the winning moves.
pub fn solution(question: &QuizQuestion) -> String {
    let moves = &question.analysis.winning_moves;
    match question.kind {
        QuizKind::Move => t!(
            QuizWinningMoves,
            count = moves.len(),
            moves = moves_text(&question.game, moves)
        ),
        QuizKind::Outcome => t!(
            QuizOutcomeIs,
            answer = letter(question.analysis.outcome),
            key = key_answer(&question.game, &question.analysis)
        ),
        QuizKind::Value => value_key(&question.game, &question.analysis).unwrap_or_default(),
    }
}

/// What the student answered: "You said P." or "You played: take 1 from heap 2 (5 → 4)."
pub fn given(question: &QuizQuestion, given: &Given) -> String {
    match given {
        Given::Outcome(outcome) => t!(QuizYouSaid, answer = letter(*outcome)),
        Given::Move(mv) => t!(QuizYouPlayed, played = describe_move(&question.game, mv)),
        Given::Value(value) => t!(QuizYouSaid, answer = number(i64::from(*value))),
    }
}

/// A question's position in words, with the moves the blocker has forbidden, if any.
pub fn position(game: &Game) -> String {
    let text = position_text(game);
    let forbidden: Vec<Move> = game
        .forbidden()
        .iter()
        .map(|&(heap, to)| Move::Take { heap, to })
        .collect();
    if forbidden.is_empty() {
        return text;
    }
    t!(
        QuizForbidden,
        position = text,
        moves = describe_moves(game, &forbidden)
    )
}

/// A missed question on the end screen: its number and position.
pub fn missed_heading(number: usize, game: &Game) -> String {
    t!(
        QuizMissedHeading,
        number = number,
        position = position(game)
    )
}

/// The score: "7 of 10 right".
pub fn score(right: usize, total: usize) -> String {
    t!(QuizScore, right = right, total = total)
}

/// What the live region says when a question is shown.
pub fn asked(number: usize, total: usize, kind: QuizKind, game: &Game) -> String {
    t!(
        QuizAsked,
        number = number,
        total = total,
        position = position(game),
        prompt = prompt(kind, game)
    )
}

/// What the live region says when the round is over: the score, then what is left to try.
pub fn over(right: usize, total: usize) -> String {
    let then = if right == total {
        t!(QuizAllRight)
    } else {
        t!(QuizToRetry, count = total - right)
    };
    t!(QuizOver, right = right, total = total) + &t!(NoticeSentenceSeparator) + &then
}

/// What a quiz part of a link holds that is unusable, and what the app does instead.
pub fn bad_link_part(key: &str, quoted: &str) -> String {
    match key {
        "quiz" => t!(QuizBadLinkSeed, value = quoted),
        _ => t!(QuizBadLinkLevel, value = quoted),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{quiz_questions, Level};
    use nim_solver::{Blocking, Nim};

    fn question(kind: QuizKind, heaps: &[u32]) -> QuizQuestion {
        let game = Game::Nim(Nim {
            heaps: heaps.to_vec(),
        });
        QuizQuestion {
            kind,
            analysis: game.analyze().expect("small"),
            game,
        }
    }

    #[test]
    fn feedback_names_the_right_answer_and_the_moves() {
        let q = question(QuizKind::Outcome, &[13, 15, 17]);
        let wrong = QuizAnswer::check(0, &q, Given::Outcome(Outcome::PreviousPlayerWins));
        assert_eq!(
            feedback(&q, &wrong),
            "It is N, not P. First player wins: take 15 from heap 3 (17 → 2)."
        );
        let right = QuizAnswer::check(0, &q, Given::Outcome(Outcome::NextPlayerWins));
        assert_eq!(
            feedback(&q, &right),
            "It is N. First player wins: take 15 from heap 3 (17 → 2)."
        );
        let blocked = Game::Blocking(Blocking {
            heaps: vec![5, 3],
            blocks: 1,
            forbidden: vec![(0, 4)],
        });
        assert_eq!(
            position(&blocked),
            "Heaps 5 and 3; the blocker forbids 1 move per turn. Forbidden this turn: take 1 from heap 1 (5 → 4)."
        );
        let q = question(QuizKind::Move, &[3, 4, 5]);
        let good = QuizAnswer::check(0, &q, Given::Move(Move::Take { heap: 0, to: 1 }));
        assert!(good.right);
        assert_eq!(
            feedback(&q, &good),
            "It leaves a P-position: the opponent loses with perfect play."
        );
        let bad = QuizAnswer::check(0, &q, Given::Move(Move::Take { heap: 2, to: 0 }));
        assert!(!bad.right);
        assert_eq!(
            feedback(&q, &bad),
            "It leaves an N-position, where the opponent wins. The winning move: take 2 from heap 1 (3 → 1)."
        );
        assert_eq!(
            given(&q, &bad.given),
            "You played: take 5 from heap 3 (5 → 0)."
        );
    }

    #[test]
    fn a_value_answer_is_told_with_each_parts_value_and_their_nim_sum() {
        let game: Game = "variant=sum&parts=nim:3,kayles:4,nim:4"
            .parse()
            .expect("a sum");
        let q = QuizQuestion {
            kind: QuizKind::Value,
            analysis: game.analyze().expect("small"),
            game,
        };
        assert_eq!(
            prompt(q.kind, &q.game),
            "What is this sum's value? Type its Grundy value, a whole number."
        );
        let wrong = QuizAnswer::check(0, &q, Given::Value(5));
        assert!(!wrong.right);
        assert_eq!(given(&q, &wrong.given), "You said 5.");
        assert_eq!(
            feedback(&q, &wrong),
            "Not 5. The sum's value is 6. The parts have values 3, 1, and 4; 3 ⊕ 1 ⊕ 4 = 6."
        );
        let right = QuizAnswer::check(0, &q, Given::Value(6));
        assert!(right.right);
        assert_eq!(
            feedback(&q, &right),
            "The sum's value is 6. The parts have values 3, 1, and 4; 3 ⊕ 1 ⊕ 4 = 6."
        );
        assert_eq!(solution(&q), feedback(&q, &right));
        assert_eq!(
            value_problem(ValueProblem::TooLarge),
            "That is too large: type a whole number from 0 to 999."
        );
        for problem in [
            ValueProblem::Empty,
            ValueProblem::NotANumber,
            ValueProblem::Negative,
        ] {
            assert!(
                value_problem(problem).contains("whole number"),
                "{problem:?}"
            );
        }
    }

    #[test]
    fn every_question_of_every_variant_is_worded() {
        for variant in Variant::ALL {
            for q in quiz_questions(variant, Level::Two, 3) {
                assert!(!prompt(q.kind, &q.game).is_empty());
                let said = asked(1, 10, q.kind, &q.game);
                assert!(said.starts_with("Question 1 of 10. "), "{said}");
                let sol = solution(&q);
                if q.kind == QuizKind::Move {
                    assert!(sol.contains("inning move"), "{sol}");
                }
            }
        }
    }

    #[test]
    fn scores_and_link_problems_read_plainly() {
        assert_eq!(
            over(10, 10),
            "Quiz over: 10 of 10 right. Every answer right."
        );
        assert_eq!(
            over(7, 10),
            "Quiz over: 7 of 10 right. 3 questions to try again."
        );
        assert_eq!(progress(2, 3, 2), "Missed question 2 of 3 (try 2)");
        assert!(bad_link_part("quiz", "\"x\"").contains("quiz=\"x\""));
        assert!(bad_link_part("level", "\"9\"").contains("1, 2 or 3"));
    }
}
