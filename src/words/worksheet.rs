//! The printable worksheet in words: its title, instructions, each position, and the answer key.

use nim_solver::{
    Analysis, BlockingRule, Explanation, Game, Level, Move, Outcome, PassTheorem, Variant,
    MAX_QUESTIONS,
};
use nim_solver::{Blocking, Circle, Misere, Nim, Pass};

use crate::views::worksheet::spec::WorksheetSpec;
use crate::words::moves::{count, describe_move, describe_moves, join_words};
use crate::words::variants::Title;

/// Winning moves listed in full in the key; beyond this the rest are counted.
const LISTED_MOVES: usize = 3;

/// A level as the dialog's menu shows it.
pub fn level_title(level: Level) -> &'static str {
    match level {
        Level::One => "1 — few, small heaps; whole rings",
        Level::Two => "2 — more and larger heaps; rings with gaps",
        Level::Three => "3 — many large heaps; broken rings; no theorem",
    }
}

/// The sheet's heading, e.g. "Nim worksheet".
pub fn sheet_title(variant: Variant) -> String {
    format!("{} worksheet", variant.title())
}

/// The line under the heading: level, number of questions and the sheet's number (its seed).
pub fn sheet_details(spec: &WorksheetSpec) -> String {
    format!(
        "Level {} · {} · sheet {}",
        spec.level.number(),
        count(spec.count, "question", "questions"),
        spec.seed
    )
}

/// What the student is asked to do, once per sheet.
pub fn instructions(variant: Variant) -> &'static str {
    match variant {
        Variant::Nim => "For each position, write the heaps in binary in the table and the nim-sum in its last row. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.",
        Variant::Misere => "The player who takes the last counter loses. For each position, write the heaps in binary and the nim-sum; count the heaps with more than one counter. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.",
        Variant::Circle => "Take one marker, or two markers next to each other; whoever takes the last marker wins. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.",
        Variant::Blocking => "Before each move the blocker forbids moves, then the mover takes counters. Who wins from each position: the mover or the blocker? Give the moves that lead to P-positions.",
        Variant::Pass => "Nim in which either player may pass once in the whole game, never as the last move. For each position, write the heaps in binary and the nim-sum: after the pass the game is Nim, so passing wins when the nim-sum is 0. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move (a pass counts).",
    }
}

/// "Question 3".
pub fn question_heading(number: usize) -> String {
    format!("Question {number}")
}

/// A position as a sentence: "Heaps 3, 5 and 6." with what else the variant needs.
pub fn position_text(game: &Game) -> String {
    match game {
        Game::Circle(Circle { ring }) => format!(
            "A ring of {} with {}.",
            count(ring.len(), "place", "places"),
            count(ring.iter().filter(|&&m| m).count(), "marker", "markers")
        ),
        Game::Blocking(Blocking { heaps, blocks, .. }) => format!(
            "Heaps {}; the blocker forbids {} per turn.",
            sizes(heaps),
            count(*blocks as usize, "move", "moves")
        ),
        Game::Pass(Pass { heaps, .. }) => format!("Heaps {}; the pass is unused.", sizes(heaps)),
        Game::Nim(Nim { heaps }) | Game::Misere(Misere { heaps }) => {
            format!("Heaps {}.", sizes(heaps))
        }
    }
}

fn sizes(heaps: &[u32]) -> String {
    let words: Vec<String> = heaps.iter().map(u32::to_string).collect();
    join_words(&words)
}

/// A heap's row label on the sheet: "Heap 2".
pub fn heap_label(heap: usize) -> String {
    format!("Heap {}", heap + 1)
}

/// A heap drawn as counters, for screen readers: "Heap 2: 5 counters".
pub fn heap_description(heap: usize, size: u32) -> String {
    format!(
        "Heap {}: {}",
        heap + 1,
        count(size as usize, "counter", "counters")
    )
}

/// A ring place for screen readers: "place 3: marker" or "place 3: empty".
pub fn place_description(place: usize, marker: bool) -> String {
    format!(
        "place {}: {}",
        place + 1,
        if marker { "marker" } else { "empty" }
    )
}

/// The button that prints the sheet.
pub const PRINT: &str = "Print";
/// The button that takes the sheet off the screen.
pub const CLOSE_SHEET: &str = "Close worksheet";
/// The header button and the dialog's title.
pub const WORKSHEET: &str = "Worksheet";
/// The dialog's explanation.
pub const DIALOG_INTRO: &str = "Print a sheet of positions to work out on paper, with an answer key on a separate page. The same sheet number always gives the same questions.";
/// The dialog's fields.
pub const GAME_FIELD: &str = "Game";
/// The number-of-questions field.
pub const COUNT_FIELD: &str = "Number of questions";
/// The difficulty field.
pub const LEVEL_FIELD: &str = "Difficulty";
/// The seed field.
pub const SEED_FIELD: &str = "Sheet number";
/// The link field.
pub const LINK_FIELD: &str = "Link that opens this sheet, ready to print";

/// The last row of the binary table.
pub const NIM_SUM_ROW: &str = "Nim-sum";
/// The binary table's first column heading.
pub const HEAP_COLUMN: &str = "Heap";
/// The blank a student writes the answer on.
pub const ANSWER_BLANK: &str = "Answer:";
/// The answer key's heading.
pub const KEY_TITLE: &str = "Answer key";

/// Moves for the key, joined with "or": the first few and how many more.
pub(crate) fn moves_text(game: &Game, moves: &[Move]) -> String {
    if moves.len() <= LISTED_MOVES + 1 {
        let words: Vec<String> = moves.iter().map(|mv| describe_move(game, mv)).collect();
        return join_or(&words);
    }
    let words: Vec<String> = moves[..LISTED_MOVES]
        .iter()
        .map(|mv| describe_move(game, mv))
        .collect();
    format!(
        "{}, or one of {}",
        words.join(", "),
        count(
            moves.len() - LISTED_MOVES,
            "other winning move",
            "other winning moves"
        )
    )
}

pub(crate) fn join_or(words: &[String]) -> String {
    match words {
        [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => join_words(words),
    }
}

/// The answer key's line for a question: who wins, and how.
pub fn answer(game: &Game, analysis: &Analysis) -> String {
    if let Explanation::Blocking(why) = &analysis.explanation {
        let rule = match why.rule {
            BlockingRule::ThreeHeapTheorem { .. } => "The three-heap theorem decides it.",
            BlockingRule::ExactSearch { .. } => "No theorem covers it: found by exact search.",
        };
        let who = match analysis.outcome {
            Outcome::NextPlayerWins => format!(
                "The mover wins: {} to P-positions, more than the blocker can forbid ({}).",
                count(why.moves_to_p.len(), "move leads", "moves lead"),
                describe_moves(game, &why.moves_to_p)
            ),
            Outcome::PreviousPlayerWins if why.moves_to_p.is_empty() => {
                "The blocker wins: no move leads to a P-position.".to_owned()
            }
            Outcome::PreviousPlayerWins => format!(
                "The blocker wins by forbidding {}.",
                describe_moves(game, &why.must_forbid)
            ),
        };
        return format!("{who} {rule}");
    }
    let who = match analysis.outcome {
        Outcome::NextPlayerWins => format!(
            "First player wins: {}.",
            moves_text(game, &analysis.winning_moves)
        ),
        Outcome::PreviousPlayerWins => "Second player wins: every move loses.".to_owned(),
    };
    match &analysis.explanation {
        Explanation::Pass(why) => {
            let theorem = match why.theorem {
                Some(PassTheorem::TwoHeaps { .. }) => "Theorem 1 (two heaps) decides it.",
                Some(PassTheorem::OneMN { .. }) => "Theorem 2 ([1, m, n]) decides it.",
                Some(PassTheorem::OnesAndTwos { .. }) => "Theorem 3 (ones and twos) decides it.",
                Some(PassTheorem::OnesTwosThrees { .. }) => {
                    "Theorem 4 (ones, twos and threes) decides it."
                }
                None => "No theorem covers it: found by exact search.",
            };
            format!("{who} {theorem}")
        }
        _ => who,
    }
}

/// The dialog's error when the number of questions is unusable.
pub fn bad_count() -> String {
    format!("Choose from 1 to {MAX_QUESTIONS} questions.")
}

/// The dialog's error when the sheet number is unusable.
pub const BAD_SEED: &str = "The sheet number is a whole number from 0 up.";

/// What was wrong with a worksheet part of a link.
pub fn bad_link_part(key: &str, quoted: &str) -> String {
    match key {
        "worksheet" => format!(
            "The link's worksheet={quoted} should be a sheet number (a whole number from 0 up); no worksheet is shown."
        ),
        "count" => format!(
            "The link's worksheet count={quoted} should be from 1 to {MAX_QUESTIONS}; the sheet has 10 questions."
        ),
        _ => format!("The link's worksheet level={quoted} should be 1, 2 or 3; the sheet is level 1."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::practice_questions;

    #[test]
    fn every_answer_names_the_winner_the_solver_names() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                for question in practice_questions(variant, level, 10, 4) {
                    let said = answer(&question.game, &question.analysis);
                    let first =
                        said.starts_with("First player wins") || said.starts_with("The mover wins");
                    assert_eq!(
                        first,
                        question.analysis.outcome == Outcome::NextPlayerWins,
                        "{said}"
                    );
                    assert!(!position_text(&question.game).is_empty());
                }
            }
        }
    }

    #[test]
    fn answers_give_the_moves_in_words() {
        let game = Game::Nim(Nim {
            heaps: vec![13, 15, 17],
        });
        let analysis = game.analyze().expect("small");
        assert_eq!(
            answer(&game, &analysis),
            "First player wins: take 15 from heap 3 (17 → 2)."
        );
        let p = Game::Nim(Nim {
            heaps: vec![1, 2, 3],
        });
        let analysis = p.analyze().expect("small");
        assert_eq!(
            answer(&p, &analysis),
            "Second player wins: every move loses."
        );
        let three = Game::Nim(Nim {
            heaps: vec![3, 5, 7],
        });
        let analysis = three.analyze().expect("small");
        assert_eq!(
            answer(&three, &analysis),
            "First player wins: take 1 from heap 1 (3 → 2), take 1 from heap 2 (5 → 4) or take 1 from heap 3 (7 → 6)."
        );
        let five = Game::Nim(Nim { heaps: vec![1; 5] });
        let analysis = five.analyze().expect("small");
        assert!(
            answer(&five, &analysis).ends_with("or one of 2 other winning moves."),
            "{}",
            answer(&five, &analysis)
        );
        let blocking = Game::Blocking(Blocking {
            heaps: vec![2, 3, 6],
            blocks: 1,
            forbidden: Vec::new(),
        });
        let analysis = blocking.analyze().expect("small");
        assert!(answer(&blocking, &analysis).contains("three-heap theorem"));
        assert_eq!(
            position_text(&blocking),
            "Heaps 2, 3 and 6; the blocker forbids 1 move per turn."
        );
    }

    #[test]
    fn details_and_link_problems_name_their_values() {
        let spec = WorksheetSpec {
            variant: Variant::Nim,
            level: Level::Two,
            count: 1,
            seed: 42,
        };
        assert_eq!(sheet_details(&spec), "Level 2 · 1 question · sheet 42");
        assert!(bad_link_part("count", "\"99\"").contains("\"99\""));
        assert!(bad_link_part("level", "\"x\"").contains("1, 2 or 3"));
    }
}
