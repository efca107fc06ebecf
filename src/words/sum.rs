//! Sums of games in words: the game of each part by name (with its octal code, and as a
//! subtraction set when it is one), what a move leaves, and a part's value.

use nim_solver::{PartRule, Rule};

use crate::i18n::{format_list, format_number, shown};
use crate::t;

/// The game a part is a heap of: "Kayles", "Grundy's game", "Octal game 0.56", "Subtraction game
/// S = {1, 2, 3}".
pub fn game_name(rule: PartRule) -> String {
    let Some(rule) = rule.rule() else {
        return t!(SumGameNim);
    };
    if let Rule::Octal(code) = rule {
        if let Some(set) = code.subtraction_set() {
            return t!(SumGameSubtraction, set = set_text(set.takes()));
        }
    }
    match rule.name() {
        Some("grundy") => t!(SumGameGrundy),
        Some("kayles") => t!(SumGameKayles),
        Some("dawson") => t!(SumGameDawson),
        Some("guiles") => t!(SumGameGuiles),
        Some("dawson-chess") => t!(SumGameDawsonChess),
        _ => t!(
            SumGameOctal,
            code = crate::i18n::left_to_right(rule.to_string())
        ),
    }
}

/// The game's name with its code when it has one: "Kayles (0.77)"; both spellings of a
/// subtraction game, "Subtraction game S = {1, 2, 3} (0.333)".
pub fn game_with_code(rule: PartRule) -> String {
    match rule.rule() {
        Some(code @ Rule::Octal(_)) if !game_name(rule).contains(&code.to_string()) => t!(
            SumGameWithCode,
            game = game_name(rule),
            code = crate::i18n::left_to_right(code.to_string())
        ),
        _ => game_name(rule),
    }
}

/// A subtraction set's numbers, as a list: "1, 2, 3".
fn set_text(takes: &[u32]) -> String {
    let numbers: Vec<String> = takes
        .iter()
        .map(|&n| format_number(shown(), i64::from(n)))
        .collect();
    numbers.join(", ")
}

/// What a move leaves of a part, for its button: "→ 5", "→ 2 + 3", "→ nothing".
pub fn move_into(into: &[u32]) -> String {
    match *into {
        [] | [0] => t!(SumMoveNothing),
        [size] => t!(SumMoveTo, into = size),
        [first, second, ..] => t!(
            SumMoveTo,
            into = t!(SumMoveAnd, first = first, second = second)
        ),
    }
}

/// A value in binary, as the table writes it: "101".
pub fn binary(value: u32) -> String {
    format!("{value:b}")
}

/// The parts of a sum as a list: "Nim 5, Kayles 8".
pub fn parts_text(parts: &[nim_solver::Part]) -> String {
    let parts: Vec<String> = parts
        .iter()
        .map(|part| t!(SumPartRow, game = game_name(part.rule), size = part.size))
        .collect();
    format_list(shown(), &parts)
}
