//! Projector mode in words: its buttons, the class vote, and each step of the nim-sum walk.

use nim_solver::NimSumBreakdown;

use crate::present::Walk;

/// The toolbar button that opens projector mode.
pub const OPEN: &str = "Present";
/// Undo, as the main controls say it.
pub const UNDO: &str = "↶ Undo";
/// A new game from the same position.
pub const NEW_GAME: &str = "New game";
/// The button that leaves it (Escape does too).
pub const EXIT: &str = "Exit (Esc)";
/// The walk's buttons.
pub const BACK: &str = "← Back";
/// The walk's forward button.
pub const NEXT: &str = "Next →";
/// The walk's two views.
pub const TABLE: &str = "Binary table";
/// The power-of-two view's button.
pub const POWERS: &str = "Powers of two";
/// The class vote's button.
pub const VOTE: &str = "Class vote (H)";
/// What the panel shows while the class votes.
pub const VOTING: &str =
    "Class vote: is this an N-position (the player to act wins) or a P-position? Press H to show the answer.";
/// The keys, under the walk.
pub const KEYS: &str = "→ next step · ← back · H hide or show the answer · Esc leave";
/// The keys where there is no walk.
pub const KEYS_NO_WALK: &str = "H hide or show the answer · Esc leave";
/// Where a variant has no nim-sum to walk through.
pub const NO_WALK: &str = "No nim-sum table to walk through in this game.";
/// The walk's region, for screen readers.
pub const WALK_LABEL: &str = "The nim-sum, step by step";

/// Where the walk is: "Step 3 of 7: the 4 column".
pub fn progress(walk: &Walk, step: usize) -> String {
    let last = walk.last();
    format!(
        "Step {} of {}: {}",
        step.min(last),
        last,
        step_name(&walk.breakdown, step)
    )
}

/// What a step adds to the table.
fn step_name(breakdown: &NimSumBreakdown, step: usize) -> String {
    let columns = breakdown.columns.len();
    match step {
        0 => "the heaps".to_owned(),
        s if s <= columns => format!(
            "the {} column (each heap's {} bit)",
            breakdown.columns[s - 1],
            breakdown.columns[s - 1]
        ),
        s if s == columns + 1 => format!(
            "the parity row: odd columns give the nim-sum {}",
            breakdown.nim_sum
        ),
        _ => "the heap to change and its new size".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Nim;

    #[test]
    fn each_step_of_thirteen_fifteen_seventeen_is_named() {
        let game = nim_solver::Game::Nim(Nim {
            heaps: vec![13, 15, 17],
        });
        let walk = Walk::of(&game.analyze().expect("small")).expect("a table");
        assert_eq!(progress(&walk, 0), "Step 0 of 7: the heaps");
        assert!(progress(&walk, 1).starts_with("Step 1 of 7: the 16 column"));
        assert!(progress(&walk, 6).contains("the nim-sum 19"));
        assert_eq!(
            progress(&walk, 7),
            "Step 7 of 7: the heap to change and its new size"
        );
    }
}
