//! The Explore view in words: the families, the slice's limits and refusals, a cell, the summary,
//! and what each source states about the grid.

use std::fmt::Write as _;

use nim_solver::{Family, Prediction, Slice, Variant, PASS_LISTS_END, TABLE_BUDGET};

use crate::model::{
    ExploreProblem, EXPLORE_HEAPS, EXPLORE_MAX_BLOCKS, EXPLORE_MAX_FIXED, EXPLORE_MAX_SIDE,
};
use crate::words::sources::Source;
use crate::words::thousands;
use crate::words::variants::Title as _;

/// The family's name in the view's menu: its game's.
pub fn family_title(family: Family) -> &'static str {
    family.variant().title()
}

/// The family with its blocks, as a heading says it.
pub fn family_name(family: Family) -> String {
    match family.blocks() {
        Some(blocks) => format!("{}, k = {blocks}", family_title(family)),
        None => family_title(family).into(),
    }
}

/// The position of a cell, heaps in the slice's order: "5, 3, 7".
pub fn position(slice: &Slice, a: u32, b: u32) -> String {
    let heaps: Vec<String> = slice.position(a, b).iter().map(u32::to_string).collect();
    heaps.join(", ")
}

/// Why a slice is outside the view's limits.
pub fn problem(problem: ExploreProblem) -> String {
    match problem {
        ExploreProblem::Heaps(heaps) => format!(
            "Explore draws {} to {} heaps, not {heaps}.",
            EXPLORE_HEAPS.start(),
            EXPLORE_HEAPS.end()
        ),
        ExploreProblem::Blocks(blocks) => format!(
            "Explore draws Blocking Nim with 1 to {EXPLORE_MAX_BLOCKS} blocks per turn, not {blocks}."
        ),
        ExploreProblem::Max(max) => format!(
            "The free heaps go up to 1 to {EXPLORE_MAX_SIDE} counters, not {}.",
            thousands(u64::from(max))
        ),
        ExploreProblem::NotAWholeNumber => {
            "Heap sizes are whole numbers of counters, from 0 up.".into()
        }
        ExploreProblem::Fixed(size) => format!(
            "A fixed heap of {} is too large: the limit is {}.",
            thousands(u64::from(size)),
            thousands(u64::from(EXPLORE_MAX_FIXED))
        ),
    }
}

/// A link's unusable Explore parameter.
pub fn bad_link_part(key: &str, value: &str) -> String {
    let expected = match key {
        "family" => "use nim, misere, blocking or pass".to_owned(),
        "k" => format!("use 1 to {EXPLORE_MAX_BLOCKS}"),
        "fix" => format!(
            "give {} to {} heap sizes separated by commas",
            EXPLORE_HEAPS.start() - 2,
            EXPLORE_HEAPS.end() - 2
        ),
        _ => "use a whole number".to_owned(),
    };
    format!("The link's {key}={value} is not usable for Explore: {expected}.")
}

/// A slice over the table budget, with its size.
pub fn refusal(slice: &Slice, work: u64) -> String {
    let side = u64::from(slice.max) + 1;
    let work = if work == u64::MAX {
        "more steps than the exact search allows".to_owned()
    } else {
        format!("{} steps", thousands(work))
    };
    format!(
        "This slice ({side} x {side} cells, {} heaps) is too large to compute here: it takes {work}, the limit is {}. Lower the free heaps' size or a fixed heap.",
        slice.heaps(),
        thousands(TABLE_BUDGET)
    )
}

/// The progress line while a slice is computed, `percent` done.
pub fn progress(percent: u32) -> String {
    format!("Computing the slice… {percent}%")
}

/// The line said after Cancel.
pub const CANCELLED: &str = "Cancelled. Change the slice, or press Compute to start again.";

/// The line shown when the worker cannot run.
pub const FAILED: &str =
    "The page could not start its background worker, so it cannot compute slices here.";

/// The line shown while the view's own code loads, the first time Explore opens.
pub const LOADING: &str = "Loading the Explore view…";

/// The line shown when the view's own code cannot be loaded (offline before it was ever opened).
pub const NOT_LOADED: &str =
    "The page could not load the Explore view. Check the connection, then open Explore again.";

/// What a cell is: its position, its outcome and what the source says of it.
pub fn cell(slice: &Slice, a: u32, b: u32, p: bool, predicted: Option<bool>) -> String {
    let outcome = if p {
        "P: the player who just moved wins"
    } else {
        "N: the player to move wins"
    };
    let source = match predicted {
        Some(said) if said == p => " The source agrees.",
        Some(_) => " A finding: the source says otherwise.",
        None => "",
    };
    format!(
        "Heaps {} (row {a}, column {b}): {outcome}.{source} Enter puts it on the board.",
        position(slice, a, b)
    )
}

/// What a source states over a slice, or what is known without one.
pub fn statement(slice: &Slice) -> String {
    let prediction = Prediction::over(slice);
    match (slice.family.variant(), prediction) {
        (Variant::Nim, _) => "Bouton's theorem: a position is P exactly when its nim-sum is 0.".into(),
        (Variant::Misere, _) => "Misère Nim: P where the nim-sum is 0, unless every heap has at most one counter, where P means an odd number of heaps of one.".into(),
        (Variant::Blocking, Some(_)) => format!(
            "{}: with the heaps sorted a ≤ b ≤ c, a position is P exactly when a = b = c or a + b + 1 = c. Cells marked with a diamond are the theorem's P-positions.",
            Source::Blocking.title()
        ),
        (Variant::Blocking, None) => format!(
            "{} proves its rule for three heaps and one block only, and asks how to extend it: this grid is the exact search's answer.",
            Source::Blocking.title()
        ),
        (Variant::Pass, Some(prediction)) => {
            let mut text = format!(
                "{}: two heaps are P when the smaller is odd and the larger one more; 1, m, n is P when m = n ≠ 2; and the paper lists every P-position with smallest heap 2 to 9. Cells marked with a diamond are the P-positions these state.",
                Source::NimWithAPass.title()
            );
            if let Some(from) = prediction.silent_from(slice) {
                let _ = write!(
                    text,
                    " For smallest heap {PASS_LISTS_END} the paper's list stops: \"there is no obvious pattern\". The hatched corner, both free heaps {from} or more, is that open question."
                );
            }
            text
        }
        (Variant::Pass, None) => format!(
            "{} lists three-heap positions only: this grid is the exact search's answer.",
            Source::NimWithAPass.title()
        ),
        // A ring has no tables: no slice of it is drawn.
        (Variant::Circle, _) => String::new(),
    }
}

/// The text alternative of the grid: what it shows, how many cells are P, and the findings.
pub fn summary(slice: &Slice, p_cells: u64, findings: usize) -> String {
    let side = u64::from(slice.max) + 1;
    let fixed: Vec<String> = slice.fixed.iter().map(u32::to_string).collect();
    let mut text = format!(
        "{}: heaps {}, a, b with a and b from 0 to {}. {} of the {} cells are P-positions.",
        family_name(slice.family),
        fixed.join(", "),
        slice.max,
        thousands(p_cells),
        thousands(side * side),
    );
    if Prediction::over(slice).is_some() {
        if findings == 0 {
            text.push_str(" Every cell agrees with the source.");
        } else {
            let _ = write!(text, " {}", finding(findings));
        }
    }
    text
}

/// The loud line for cells where the source and the search disagree.
pub fn finding(count: usize) -> String {
    format!(
        "Finding: the exact search contradicts the source at {} cell{}, marked with a red cross. Please report it.",
        thousands(count as u64),
        if count == 1 { "" } else { "s" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slice(family: Family, fixed: &[u32], max: u32) -> Slice {
        Slice {
            family,
            fixed: fixed.to_vec(),
            max,
        }
    }

    #[test]
    fn the_statement_names_the_source_and_the_open_question() {
        let blocking = statement(&slice(Family::of(Variant::Blocking, 1).unwrap(), &[5], 64));
        assert!(blocking.contains("a + b + 1 = c"));
        assert!(blocking.contains("Three Pile Nim with Blocking"));
        let open = statement(&slice(Family::of(Variant::Blocking, 2).unwrap(), &[5], 64));
        assert!(open.contains("extend"));
        let listed = statement(&slice(Family::of(Variant::Pass, 1).unwrap(), &[9], 64));
        assert!(listed.contains("2 to 9") && !listed.contains("no obvious pattern"));
        let unlisted = statement(&slice(Family::of(Variant::Pass, 1).unwrap(), &[10], 64));
        assert!(unlisted.contains("no obvious pattern"));
    }

    #[test]
    fn summary_refusal_and_cells_give_their_numbers() {
        let s = slice(Family::of(Variant::Blocking, 1).unwrap(), &[5], 255);
        let text = summary(&s, 1234, 0);
        assert!(text.contains("1,234 of the 65,536 cells"), "{text}");
        assert!(text.contains("agrees"));
        assert!(summary(&s, 3, 2).contains("2 cells"));
        assert!(refusal(&s, 12_345_678_901).contains("12,345,678,901 steps"));
        assert!(cell(&s, 2, 8, true, Some(true)).contains("Heaps 5, 2, 8"));
        assert!(cell(&s, 2, 8, false, Some(true)).contains("finding"));
        assert!(problem(ExploreProblem::Max(5000)).contains("5,000"));
        assert_eq!(progress(42), "Computing the slice… 42%");
    }
}
