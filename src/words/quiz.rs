//! The quiz in words: its dialog, each question, the verdict on an answer, and the score.

use nim_solver::{Game, Move, Outcome, QuizKind, QuizQuestion, Variant};

use crate::views::quiz::run::{Given, QuizAnswer, QuizSpec};
use crate::words::moves::{count, describe_move, describe_moves};
use crate::words::variants::Title;
use crate::words::worksheet::{answer as key_answer, moves_text, position_text};

/// The header button and the dialog's title.
pub const QUIZ: &str = "Quiz";
/// The dialog's explanation.
pub const DIALOG_INTRO: &str = "Ten questions on positions of one game: say whether each is P or N, or make a winning move on the board. The same quiz number gives everyone the same questions, so a class can share one link.";
/// The quiz number field.
pub const SEED_FIELD: &str = "Quiz number";
/// The link field.
pub const LINK_FIELD: &str = "Link for the class (everyone gets the same questions)";
/// The dialog's button that copies the link (the worksheet's dialog too).
pub const COPY_LINK: &str = "Copy link";
/// After the link was copied.
pub const COPIED: &str = "Copied to the clipboard.";
/// When the browser refused to copy.
pub const NOT_COPIED: &str =
    "Copying was not allowed here: select the link and copy it with Ctrl+C (⌘C).";
/// The dialog's error when the quiz number is unusable.
pub const BAD_SEED: &str = "The quiz number is a whole number from 0 up.";
/// The dialog's button that starts the quiz.
pub const START: &str = "Start quiz";
/// The button that leaves the quiz.
pub const LEAVE: &str = "Leave quiz";
/// The button after an answer.
pub const NEXT: &str = "Next question";
/// The button after the last answer.
pub const SEE_SCORE: &str = "See the score";
/// The end screen's button that asks the missed questions again.
pub const RETRY: &str = "Try the missed ones again";
/// The end screen's button back to the game.
pub const BACK_TO_GAME: &str = "Back to the game";
/// The end screen's button to the quiz numbered `seed`, the next one.
pub fn another(seed: u64) -> String {
    format!("Next quiz (number {seed})")
}

/// The end screen's heading of the missed questions.
pub const MISSED: &str = "Questions missed";
/// The end screen when nothing was missed.
pub const ALL_RIGHT: &str = "Every answer right.";
/// How to answer from the keyboard.
pub const KEYS: &str = "Keys: P or N.";

/// The panel's heading: "Quiz 7 · Nim · level 2".
pub fn heading(spec: &QuizSpec) -> String {
    format!(
        "Quiz {} · {} · level {}",
        spec.seed,
        spec.variant.title(),
        spec.level.number()
    )
}

/// "Question 3 of 10", and which try of the missed questions this is.
pub fn progress(number: usize, total: usize, round: u32) -> String {
    if round > 1 {
        format!("Missed question {number} of {total} (try {round})")
    } else {
        format!("Question {number} of {total}")
    }
}

/// What the question asks.
pub fn prompt(kind: QuizKind, game: &Game) -> &'static str {
    match (kind, game) {
        (QuizKind::Outcome, Game::Blocking(_)) => {
            "P or N? Does the mover (N) or the blocker (P) win with perfect play?"
        }
        (QuizKind::Outcome, _) => {
            "P or N? Does the player to move (N) or the other player (P) win with perfect play?"
        }
        (QuizKind::Move, Game::Blocking(_)) => {
            "The blocker has forbidden the moves marked ✕. Make a winning move on the board."
        }
        (QuizKind::Move, Game::Pass(_)) => "Make a winning move on the board (a pass counts).",
        (QuizKind::Move, _) => "Make a winning move on the board.",
    }
}

/// What an answer button says after its letter.
pub fn outcome_meaning(outcome: Outcome, variant: Variant) -> &'static str {
    match (outcome, variant) {
        (Outcome::NextPlayerWins, Variant::Blocking) => "the mover wins",
        (Outcome::PreviousPlayerWins, Variant::Blocking) => "the blocker wins",
        (Outcome::NextPlayerWins, _) => "the player to move wins",
        (Outcome::PreviousPlayerWins, _) => "the other player wins",
    }
}

/// The answer's headline, by word as well as by colour.
pub fn verdict(right: bool) -> &'static str {
    if right {
        "✓ Right."
    } else {
        "✗ Not quite."
    }
}

/// Why the answer is right or wrong, and the right answer.
pub fn feedback(question: &QuizQuestion, answer: &QuizAnswer) -> String {
    let outcome = question.analysis.outcome;
    match (&answer.given, answer.right) {
        (Given::Outcome(_), true) => solution(question),
        (Given::Outcome(given), false) => format!(
            "It is {}, not {}. {}",
            outcome.letter(),
            given.letter(),
            key_answer(&question.game, &question.analysis)
        ),
        (Given::Move(_), true) => {
            "It leaves a P-position: the opponent loses with perfect play.".to_owned()
        }
        (Given::Move(_), false) => format!(
            "It leaves an N-position, where the opponent wins. {}",
            solution(question)
        ),
    }
}

/// The right answer: who wins and how (the worksheet's key), or the winning moves.
pub fn solution(question: &QuizQuestion) -> String {
    let moves = &question.analysis.winning_moves;
    match question.kind {
        QuizKind::Move => format!(
            "{}: {}.",
            if moves.len() == 1 {
                "The winning move"
            } else {
                "Winning moves"
            },
            moves_text(&question.game, moves)
        ),
        QuizKind::Outcome => format!(
            "It is {}. {}",
            question.analysis.outcome.letter(),
            key_answer(&question.game, &question.analysis)
        ),
    }
}

/// What the student answered: "You said P." or "You played: take 1 from heap 2 (5 → 4)."
pub fn given(question: &QuizQuestion, given: &Given) -> String {
    match given {
        Given::Outcome(outcome) => format!("You said {}.", outcome.letter()),
        Given::Move(mv) => format!("You played: {}.", describe_move(&question.game, mv)),
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
    format!(
        "{text} Forbidden this turn: {}.",
        describe_moves(game, &forbidden)
    )
}

/// A missed question on the end screen: its number and position.
pub fn missed_heading(number: usize, game: &Game) -> String {
    format!("Question {number}: {}", position(game))
}

/// The score: "7 of 10 right".
pub fn score(right: usize, total: usize) -> String {
    format!("{right} of {total} right")
}

/// What the live region says when a question is shown.
pub fn asked(number: usize, total: usize, kind: QuizKind, game: &Game) -> String {
    format!(
        "Question {number} of {total}. {} {}",
        position(game),
        prompt(kind, game)
    )
}

/// What the live region says when the round is over.
pub fn over(right: usize, total: usize) -> String {
    format!(
        "Quiz over: {}. {}",
        score(right, total),
        if right == total {
            ALL_RIGHT.to_owned()
        } else {
            format!(
                "{} to try again.",
                count(total - right, "question", "questions")
            )
        }
    )
}

/// What the live region says when the quiz is left.
pub const LEFT: &str = "Quiz closed: back to the game.";

/// What a quiz part of a link holds that is unusable, and what the app does instead.
pub fn bad_link_part(key: &str, quoted: &str) -> String {
    match key {
        "quiz" => format!(
            "The link's quiz={quoted} should be a quiz number (a whole number from 0 up); no quiz is started."
        ),
        _ => format!("The link's quiz level={quoted} should be 1, 2 or 3; the quiz is level 1."),
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
