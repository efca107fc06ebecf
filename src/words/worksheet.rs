//! The worksheet in words as the app needs them: its button, the loading lines, each position and
//! the answer key (the quiz's too), and a link's problems; the dialog's and the sheet's own words
//! are `worksheet_panel`'s.

use nim_solver::{
    Analysis, BlockingRule, Explanation, Game, Move, Outcome, PassTheorem, MAX_QUESTIONS,
};
use nim_solver::{Blocking, Circle, Fibonacci, Misere, Moore, Nim, Pass, Staircase, Wythoff};

use crate::i18n::{format_list, left_to_right, number, shown};
use crate::t;
use crate::words::moves::{describe_move, describe_moves};

/// Winning moves listed in full in the key; beyond this the rest are counted.
const LISTED_MOVES: usize = 3;

/// A position as a sentence: "Heaps 3, 5 and 6." with what else the variant needs.
pub fn position_text(game: &Game) -> String {
    match game {
        Game::Circle(Circle { ring }) => t!(
            WorksheetRing,
            places = ring.len(),
            markers = ring.iter().filter(|&&m| m).count()
        ),
        Game::Blocking(Blocking { heaps, blocks, .. }) => {
            t!(
                WorksheetHeapsBlocking,
                heaps = sizes(heaps),
                blocks = *blocks
            )
        }
        Game::Pass(Pass { heaps, .. }) => t!(WorksheetHeapsPass, heaps = sizes(heaps)),
        Game::Nim(Nim { heaps })
        | Game::Misere(Misere { heaps })
        | Game::Wythoff(Wythoff { heaps }) => {
            t!(WorksheetHeaps, heaps = sizes(heaps))
        }
        Game::Fibonacci(Fibonacci { heaps, last }) => {
            let heap = heaps.first().copied().unwrap_or(0);
            match last {
                None => t!(WorksheetFibonacciStart, heap = heap),
                Some(taken) => t!(WorksheetFibonacci, heap = heap, last = *taken),
            }
        }
        Game::SumOfGames(sum) => t!(WorksheetParts, parts = super::sum::parts_text(&sum.parts)),
        Game::Staircase(Staircase { steps }) => t!(WorksheetSteps, steps = sizes(steps)),
        Game::Moore(Moore { heaps, k }) => t!(WorksheetHeapsMoore, heaps = sizes(heaps), k = *k),
        Game::Coins(coins) => t!(
            WorksheetCoins,
            rule = super::variants::coin_rule_name(coins.rule()),
            row = super::variants::coin_letters(&coins.row())
        ),
        Game::Corners(corners) => t!(
            WorksheetCorners,
            heads = super::variants::grid_cells(&corners.heads())
        ),
        // A picture as its link writes it: the drawing is on the sheet beside it.
        Game::Hackenbush(drawing) => t!(
            WorksheetPicture,
            edges = left_to_right(drawing.picture().to_string())
        ),
    }
}

fn sizes(heaps: &[u32]) -> String {
    let words: Vec<String> = heaps.iter().map(|&h| number(i64::from(h))).collect();
    format_list(shown(), &words)
}

/// The value the solver states for a position (a sum's) and why, for the key and the quiz:
/// "The sum's value is 6. The parts have values 3, 1 and 4; 3 ⊕ 1 ⊕ 4 = 6."; `None` where the
/// game states none.
pub(crate) fn value_key(game: &Game, analysis: &Analysis) -> Option<String> {
    let value = game.stated_value(analysis)?;
    let table = analysis.explanation.nim_sum_table()?;
    let values: Vec<String> = table.heaps.iter().map(|&v| number(i64::from(v))).collect();
    let sum = format!(
        "{} = {}",
        values.join(" ⊕ "),
        number(i64::from(table.nim_sum))
    );
    let why = t!(
        WorksheetValueWhy,
        what = valued(game),
        count = values.len(),
        values = format_list(shown(), &values),
        sum = left_to_right(sum)
    );
    Some(
        t!(WorksheetValueIs, what = valued(game), value = value)
            + &t!(NoticeSentenceSeparator)
            + &why,
    )
}

/// What a stated value is the value of, as the catalogue selects it: a coin row's heads (`row`),
/// a picture's components (`picture`) or a sum's parts (`sum`).
pub(crate) fn valued(game: &Game) -> &'static str {
    if game.rules().coin_row().is_some() {
        "row"
    } else if game.rules().grid().is_some() {
        "grid"
    } else if game.rules().drawing().is_some() {
        "picture"
    } else {
        "sum"
    }
}

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
    t!(
        WorksheetMovesMore,
        first = words.join(", "),
        count = moves.len() - LISTED_MOVES
    )
}

pub(crate) fn join_or(words: &[String]) -> String {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!(
            WorksheetMovesOr,
            first = rest.join(", "),
            last = last.as_str()
        ),
        Some((only, _)) => only.clone(),
        None => String::new(),
    }
}

/// The answer key's line for a question: who wins, and how.
pub fn answer(game: &Game, analysis: &Analysis) -> String {
    if let Explanation::Blocking(why) = &analysis.explanation {
        let rule = match why.rule {
            BlockingRule::ThreeHeapTheorem { .. } => t!(WorksheetThreeHeapTheorem),
            BlockingRule::ExactSearch { .. } => t!(WorksheetExactSearch),
        };
        let who = match analysis.outcome {
            Outcome::NextPlayerWins => t!(
                WorksheetMoverWins,
                count = why.moves_to_p.len(),
                moves = describe_moves(game, &why.moves_to_p)
            ),
            Outcome::PreviousPlayerWins if why.moves_to_p.is_empty() => {
                t!(WorksheetBlockerWinsOutright)
            }
            Outcome::PreviousPlayerWins => t!(
                WorksheetBlockerWins,
                moves = describe_moves(game, &why.must_forbid)
            ),
        };
        return who + &t!(NoticeSentenceSeparator) + &rule;
    }
    let mut who = match analysis.outcome {
        Outcome::NextPlayerWins => t!(
            WorksheetFirstWins,
            moves = moves_text(game, &analysis.winning_moves)
        ),
        Outcome::PreviousPlayerWins => t!(WorksheetSecondWins),
    };
    if let Some(value) = value_key(game, analysis) {
        who = value + &t!(NoticeSentenceSeparator) + &who;
    }
    match &analysis.explanation {
        Explanation::Pass(why) => {
            let theorem = match why.theorem {
                Some(PassTheorem::TwoHeaps { .. }) => t!(WorksheetTheoremTwoHeaps),
                Some(PassTheorem::OneMN { .. }) => t!(WorksheetTheoremOneMN),
                Some(PassTheorem::OnesAndTwos { .. }) => t!(WorksheetTheoremOnesTwos),
                Some(PassTheorem::OnesTwosThrees { .. }) => t!(WorksheetTheoremOnesTwosThrees),
                None => t!(WorksheetExactSearch),
            };
            who + &t!(NoticeSentenceSeparator) + &theorem
        }
        _ => who,
    }
}

/// What was wrong with a worksheet part of a link.
pub fn bad_link_part(key: &str, quoted: &str) -> String {
    match key {
        "worksheet" => t!(WorksheetBadLinkSeed, value = quoted),
        "count" => t!(WorksheetBadLinkCount, value = quoted, max = MAX_QUESTIONS),
        _ => t!(WorksheetBadLinkLevel, value = quoted),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{practice_questions, Level, Variant};

    #[test]
    fn every_answer_names_the_winner_the_solver_names() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                for question in practice_questions(variant, level, 10, 4) {
                    let said = answer(&question.game, &question.analysis);
                    let first =
                        said.contains("First player wins") || said.starts_with("The mover wins");
                    // A sum's, a row's or a grid's key gives its value first, then who wins.
                    let value = question.game.stated_value(&question.analysis);
                    let what = match variant {
                        Variant::Coins => "row",
                        Variant::Corners => "grid",
                        Variant::Hackenbush => "picture",
                        _ => "sum",
                    };
                    let opening = format!("The {what}'s value is ");
                    assert_eq!(said.starts_with(&opening), value.is_some(), "{said}");
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
            "Heaps 2, 3, and 6; the blocker forbids 1 move per turn."
        );
    }

    #[test]
    fn a_sums_key_gives_each_parts_value_their_nim_sum_and_a_winning_move() {
        let sum: Game = "variant=sum&parts=nim:3,kayles:4,nim:4"
            .parse()
            .expect("a sum");
        let analysis = sum.analyze().expect("small");
        let said = answer(&sum, &analysis);
        assert!(
            said.starts_with(
                "The sum's value is 6. The parts have values 3, 1, and 4; 3 ⊕ 1 ⊕ 4 = 6. First player wins: "
            ),
            "{said}"
        );
        let zero: Game = "variant=sum&parts=nim:1,kayles:1".parse().expect("a sum");
        let analysis = zero.analyze().expect("small");
        assert_eq!(
            answer(&zero, &analysis),
            "The sum's value is 0. The parts have values 1 and 1; 1 ⊕ 1 = 0. Second player wins: every move loses."
        );
        let nim = Game::Nim(Nim { heaps: vec![1, 2] });
        assert_eq!(value_key(&nim, &nim.analyze().expect("small")), None);
    }

    #[test]
    fn link_problems_name_their_values() {
        assert!(bad_link_part("count", "\"99\"").contains("\"99\""));
        assert!(bad_link_part("level", "\"x\"").contains("1, 2 or 3"));
    }
}
