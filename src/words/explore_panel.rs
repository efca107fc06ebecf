//! The Explore panel in words (fetched with the panel, `views::explore::host`): the families, the
//! slice's refusals, a cell, the summary, and what each source states about the grid.

use nim_solver::{Family, Prediction, Slice, Variant, PASS_LISTS_END, TABLE_BUDGET};

use crate::i18n::left_to_right;
use crate::t;
use crate::words::sources::Source;
use crate::words::variants::Title as _;

/// Heap sizes as a cell or a slice lists them: "5, 3, 7", kept left to right.
fn heaps(sizes: &[u32]) -> String {
    let sizes: Vec<String> = sizes
        .iter()
        .map(|&n| crate::i18n::number(i64::from(n)))
        .collect();
    left_to_right(sizes.join(", "))
}

/// The family's name in the view's menu: its game's.
pub fn family_title(family: Family) -> String {
    family.variant().name()
}

/// The family with its blocks, as a heading says it.
pub fn family_name(family: Family) -> String {
    match family.blocks() {
        Some(blocks) => t!(
            ExploreFamilyBlocks,
            game = family_title(family),
            blocks = blocks
        ),
        None => family_title(family),
    }
}

/// The position of a cell, heaps in the slice's order: "5, 3, 7".
pub fn position(slice: &Slice, a: u32, b: u32) -> String {
    heaps(&slice.position(a, b))
}

/// A slice over the table budget, with its size.
pub fn refusal(slice: &Slice, work: u64) -> String {
    let side = u64::from(slice.max) + 1;
    if work == u64::MAX {
        t!(
            ExploreRefusalBeyond,
            side = side,
            heaps = slice.heaps(),
            limit = TABLE_BUDGET
        )
    } else {
        t!(
            ExploreRefusal,
            side = side,
            heaps = slice.heaps(),
            work = work,
            limit = TABLE_BUDGET
        )
    }
}

/// The progress line while a slice is computed, `percent` done.
pub fn progress(percent: u32) -> String {
    t!(ExploreProgress, percent = percent)
}

/// What a cell is: its position, its outcome and what the source says of it.
pub fn cell(slice: &Slice, a: u32, b: u32, p: bool, predicted: Option<bool>) -> String {
    let source = match predicted {
        Some(said) if said == p => "agrees",
        Some(_) => "differs",
        None => "none",
    };
    t!(
        ExploreCell,
        position = position(slice, a, b),
        row = a,
        column = b,
        outcome = if p { "p" } else { "n" },
        source = source
    )
}

/// What a source states over a slice, or what is known without one.
pub fn statement(slice: &Slice) -> String {
    let prediction = Prediction::over(slice);
    match (slice.family.variant(), prediction) {
        (Variant::Nim, _) => t!(ExploreStatementNim),
        (Variant::Misere, _) => t!(ExploreStatementMisere, game = Variant::Misere.name()),
        (Variant::Blocking, Some(_)) => {
            t!(ExploreStatementBlocking, title = Source::Blocking.title())
        }
        (Variant::Blocking, None) => {
            t!(
                ExploreStatementBlockingOpen,
                title = Source::Blocking.title()
            )
        }
        (Variant::Pass, Some(prediction)) => {
            let from = prediction.silent_from(slice);
            t!(
                ExploreStatementPass,
                title = Source::NimWithAPass.title(),
                last = PASS_LISTS_END - 1,
                open = if from.is_some() { "yes" } else { "no" },
                heap = PASS_LISTS_END,
                from = from.unwrap_or_default()
            )
        }
        (Variant::Pass, None) => {
            t!(
                ExploreStatementPassUnlisted,
                title = Source::NimWithAPass.title()
            )
        }
        (Variant::Wythoff, _) => {
            // Each pair stays one left-to-right run in every script, and a line breaks only
            // between pairs: a break inside a run would reorder its halves.
            let first: Vec<String> = (0..5)
                .filter_map(nim_solver::WythoffPair::nth)
                .map(|pair| left_to_right(format!("({},\u{a0}{})", pair.low, pair.high)))
                .collect();
            t!(
                ExploreStatementWythoff,
                title = Source::Wythoff.title(),
                pair = left_to_right("(⌊nφ⌋, ⌊nφ²⌋)".to_owned()),
                first = first.join(", ")
            )
        }
        // A ring, a sum and the other games of issue 30 have no tables: no slice is drawn.
        (
            Variant::Circle
            | Variant::SumOfGames
            | Variant::Staircase
            | Variant::Fibonacci
            | Variant::Moore
            | Variant::Coins
            | Variant::Corners
            | Variant::Hackenbush,
            _,
        ) => String::new(),
    }
}

/// The text alternative of the grid: what it shows, how many cells are P, and the findings.
pub fn summary(slice: &Slice, p_cells: u64, findings: usize) -> String {
    let side = u64::from(slice.max) + 1;
    let check = match (Prediction::over(slice).is_some(), findings) {
        (false, _) => "none",
        (true, 0) => "agrees",
        (true, _) => "findings",
    };
    t!(
        ExploreSummary,
        family = family_name(slice.family),
        fixed = if slice.fixed.is_empty() {
            "none"
        } else {
            "some"
        },
        heaps = heaps(&slice.fixed),
        max = slice.max,
        p = p_cells,
        cells = side * side,
        check = check,
        findings = findings
    )
}

/// What a cell of the Grundy values' picture is: its position, its value, and whether that
/// makes it a `P`-position (value 0).
pub fn value_cell(slice: &Slice, a: u32, b: u32, value: u32) -> String {
    t!(
        ExploreValueCell,
        position = position(slice, a, b),
        row = a,
        column = b,
        value = value
    )
}

/// The text alternative of the Grundy values' picture: the range of values, where 0 is, and
/// the rule every row, column and diagonal keeps.
pub fn values_summary(slice: &Slice, top: u32, zeros: u64) -> String {
    t!(
        ExploreValuesSummary,
        family = family_name(slice.family),
        max = slice.max,
        top = top,
        zeros = zeros
    )
}

/// The loud line for cells where the source and the search disagree.
pub fn finding(count: usize) -> String {
    t!(ExploreFinding, findings = count)
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
        let w = slice(Family::of(Variant::Wythoff, 1).unwrap(), &[], 63);
        assert!(statement(&w).contains("A modification of the game of Nim"));
        assert!(statement(&w).contains(
            "(⌊nφ⌋, ⌊nφ²⌋), φ the golden ratio: (0,\u{a0}0), (1,\u{a0}2), (3,\u{a0}5), (4,\u{a0}7), (6,\u{a0}10)…"
        ));
        assert!(value_cell(&w, 3, 5, 0).contains("Grundy value 0"));
        assert!(value_cell(&w, 3, 5, 0).contains("P-position"));
        assert!(!value_cell(&w, 3, 4, 6).contains("P-position"));
        let text = values_summary(&w, 120, 78);
        assert!(text.contains("0 to 120") && text.contains("78"), "{text}");
        assert_eq!(progress(42), "Computing the slice… 42%");
    }
}
