//! Sums of games in words: the game of each part by name (with its octal code, and as a
//! subtraction set when it is one), what a move leaves, and a part's value.

use nim_solver::{PartRule, Rule};

use crate::i18n::{format_list, format_number, shown};
use crate::t;

/// The game a part is a heap of: "Kayles", "Grundy's game", "Octal game 0.56", "Subtraction game
/// S = {1, 2, 3}".
pub fn game_name(rule: PartRule) -> String {
    let rule = match rule {
        PartRule::Nim => return t!(SumGameNim),
        PartRule::Lasker => return t!(SumGameLasker),
        PartRule::Heap { rule, .. } => rule,
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

/// What pressing a pin of a row does to the selected run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinPress {
    /// Starts a run of this pin alone.
    Select,
    /// Adds the pin to the run beside it.
    Add,
    /// Takes the pin off the run's end.
    Drop,
    /// The run is this pin alone: unselects it.
    Unselect,
}

/// A run of pins counted from 1: "pin 3", "pins 3–4".
pub fn pins_run(first: u32, last: u32) -> String {
    t!(
        SumPinsRun,
        count = last + 1 - first,
        from = first + 1,
        to = last + 1
    )
}

/// What knocking a run leaves of its row: "nothing", "5", "2 + 5" (the row's order).
pub fn knock_leaves(left: u32, right: u32) -> String {
    match (left, right) {
        (0, 0) => t!(SumKnockNothing),
        (0, rest) | (rest, 0) => format_number(shown(), i64::from(rest)),
        (left, right) => t!(SumMoveAnd, first = left, second = right),
    }
}

/// A pin's name for a screen reader: which pin, what pressing it does (`run` is the run it then
/// selects, from 0, in a row of `pins`), and whether it is in a winning run.
pub fn pin_label(
    part: usize,
    pin: u32,
    pins: u32,
    press: PinPress,
    run: (u32, u32),
    wins: bool,
) -> String {
    let (first, last) = run;
    t!(
        SumPinLabel,
        part = part + 1,
        pin = pin + 1,
        pins = pins,
        action = match press {
            PinPress::Select => "select",
            PinPress::Add => "add",
            PinPress::Drop => "drop",
            PinPress::Unselect => "unselect",
        },
        run = pins_run(first, last),
        into = knock_leaves(first, pins - 1 - last),
        wins = if wins { "yes" } else { "no" }
    )
}

/// The button that knocks the selected run: "Knock pins 3–4 → 2 + 4".
pub fn knock_button(first: u32, last: u32, pins: u32) -> String {
    t!(
        SumKnock,
        run = pins_run(first, last),
        into = knock_leaves(first, pins - 1 - last)
    )
}

/// Why a run cannot be knocked: the part, its game, the run's length, where it was (what it
/// would leave) and the code's digit that does not allow it.
pub fn not_in_code(part: usize, rule: PartRule, removed: u32, heaps: u8, digit: u8) -> String {
    t!(
        SumNotInCode,
        part = part + 1,
        game = game_with_code(rule),
        count = removed,
        leaves = match heaps {
            0 => "nothing",
            1 => "one",
            _ => "two",
        },
        digit = u32::from(digit)
    )
}
