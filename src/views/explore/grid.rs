//! The grid of a computed slice, its cursor's keys and pointer, and the CSV export. The cells
//! come from the worker (`protocol`); nothing here touches the page.

use std::fmt::Write as _;

use nim_solver::{Prediction, Slice};

use super::protocol::SliceCells;

/// A computed slice as a grid: row `a`, column `b`, both `0..=max`, symmetric.
#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    /// Cells per side (`max + 1`).
    pub side: u32,
    p: Vec<bool>,
    /// Each cell's Grundy value, row by row, where the slice has them (empty otherwise).
    values: Vec<u32>,
}

impl Grid {
    /// The grid of `cells`, computed for a slice whose free heaps go to `max`.
    pub fn new(max: u32, cells: &SliceCells) -> Grid {
        let side = max + 1;
        let mut p = vec![false; side as usize * side as usize];
        for &(a, b) in cells.p.iter().filter(|&&(_, b)| b <= max) {
            p[a as usize * side as usize + b as usize] = true;
            p[b as usize * side as usize + a as usize] = true;
        }
        Grid {
            side,
            p,
            values: corner(&cells.values, side as usize),
        }
    }

    /// The Grundy value of the cell at row `a`, column `b`, where the slice has values.
    pub fn value(&self, a: u32, b: u32) -> Option<u32> {
        if a >= self.side || b >= self.side {
            return None;
        }
        self.values
            .get(a as usize * self.side as usize + b as usize)
            .copied()
    }

    /// Whether the slice has Grundy values (a second picture).
    pub fn has_values(&self) -> bool {
        !self.values.is_empty()
    }

    /// The largest Grundy value in the grid, if it has values.
    pub fn top_value(&self) -> Option<u32> {
        self.values.iter().copied().max()
    }

    /// Every value, row by row.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// Whether the cell at row `a`, column `b` is a `P`-position.
    pub fn is_p(&self, a: u32, b: u32) -> bool {
        a < self.side && b < self.side && self.p[a as usize * self.side as usize + b as usize]
    }

    /// How many cells are `P`.
    pub fn p_count(&self) -> u64 {
        self.p.iter().filter(|&&p| p).count() as u64
    }
}

/// The top-left `side` x `side` corner of square row-major `values` (a slice computed to a
/// larger `max`), or nothing when they are not a square at least that large.
fn corner(values: &[u32], side: usize) -> Vec<u32> {
    let from = (values.len() as f64).sqrt() as usize;
    if from * from != values.len() || from < side {
        return Vec::new();
    }
    (0..side)
        .flat_map(|a| values[a * from..a * from + side].iter().copied())
        .collect()
}

/// A key the grid answers: where the cursor `(row, column)` goes on a grid of `side` cells,
/// or `None` for a key the grid leaves alone.
pub fn step(key: &str, ctrl: bool, (row, column): (u32, u32), side: u32) -> Option<(u32, u32)> {
    let last = side.saturating_sub(1);
    // A page is a sixteenth of the grid, at least one row.
    let page = (side / 16).max(1);
    Some(match key {
        "ArrowUp" => (row.saturating_sub(1), column),
        "ArrowDown" => ((row + 1).min(last), column),
        "ArrowLeft" => (row, column.saturating_sub(1)),
        "ArrowRight" => (row, (column + 1).min(last)),
        "Home" if ctrl => (0, 0),
        "End" if ctrl => (last, last),
        "Home" => (row, 0),
        "End" => (row, last),
        "PageUp" => (row.saturating_sub(page), column),
        "PageDown" => ((row + page).min(last), column),
        _ => return None,
    })
}

/// The cell `(row, column)` under a point at fractions `x` across and `y` down a grid of `side`
/// cells, or `None` outside it.
pub fn cell_at(x: f64, y: f64, side: u32) -> Option<(u32, u32)> {
    if !(0.0..1.0).contains(&x) || !(0.0..1.0).contains(&y) {
        return None;
    }
    let cell = |f: f64| ((f * f64::from(side)) as u32).min(side.saturating_sub(1));
    Some((cell(y), cell(x)))
}

/// What the slice's source says of the cell `(a, b)`, if it says anything.
pub fn predicted(slice: &Slice, a: u32, b: u32) -> Option<bool> {
    Prediction::over(slice).and_then(|p| p.predicts(&slice.position(a, b)))
}

/// The slice as CSV: a header row, then one row per cell with `a <= b` (the slice is
/// symmetric): the heaps, the outcome, and the source's prediction (empty where it says nothing).
pub fn csv(slice: &Slice, grid: &Grid) -> String {
    let heaps = slice.heaps();
    let mut out = String::new();
    for i in 1..=heaps {
        let _ = write!(out, "h{i},");
    }
    out.push_str("outcome,predicted");
    out.push_str(if grid.has_values() { ",grundy\n" } else { "\n" });
    let prediction = Prediction::over(slice);
    let mut position = slice.position(0, 0);
    let free = slice.fixed.len();
    for a in 0..grid.side {
        for b in a..grid.side {
            position[free] = a;
            position[free + 1] = b;
            for h in &position {
                out.push_str(&h.to_string());
                out.push(',');
            }
            out.push(if grid.is_p(a, b) { 'P' } else { 'N' });
            out.push(',');
            match prediction.and_then(|p| p.predicts(&position)) {
                Some(true) => out.push('P'),
                Some(false) => out.push('N'),
                None => {}
            }
            if let Some(value) = grid.value(a, b) {
                let _ = write!(out, ",{value}");
            }
            out.push('\n');
        }
    }
    out
}

/// The file name an export of `slice` gets: `nim-lab-blocking-k1-5-a-b-0-64.csv`.
pub fn file_name(slice: &Slice, extension: &str) -> String {
    let family = match slice.family.blocks() {
        Some(blocks) => format!("{}-k{blocks}", slice.family.key()),
        None => slice.family.key().to_owned(),
    };
    let mut parts = vec![family];
    parts.extend(slice.fixed.iter().map(u32::to_string));
    format!(
        "nim-lab-{}-a-b-0-{}.{extension}",
        parts.join("-"),
        slice.max
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Family;
    use nim_solver::Variant;
    use std::collections::BTreeSet;

    /// The `P` pairs `a <= b` of `slice`, straight from the solver.
    fn searched(slice: &Slice) -> BTreeSet<(u32, u32)> {
        let mut pairs = BTreeSet::new();
        slice
            .each_p_pair(
                |_, _| {},
                |a, b| {
                    pairs.insert((a, b));
                },
            )
            .expect("a small slice");
        pairs
    }

    fn computed(slice: &Slice) -> (SliceCells, Grid) {
        let cells = SliceCells::compute(slice, |_, _| {}).expect("a small slice");
        let grid = Grid::new(slice.max, &cells);
        (cells, grid)
    }

    /// Checks `text` row by row against the solver's search and the source's prediction.
    fn check_csv(slice: &Slice, text: &str) {
        let pairs = searched(slice);
        let prediction = Prediction::over(slice);
        let mut lines = text.lines();
        let header: Vec<String> = (1..=slice.heaps()).map(|i| format!("h{i}")).collect();
        let (computed_cells, grid) = computed(slice);
        let computed_values = computed_cells.values;
        let grundy = if grid.has_values() { ",grundy" } else { "" };
        assert_eq!(
            lines.next(),
            Some(format!("{},outcome,predicted{grundy}", header.join(",")).as_str())
        );
        let mut rows = 0;
        for line in lines {
            let cells: Vec<&str> = line.split(',').collect();
            assert_eq!(
                cells.len(),
                slice.heaps() + 2 + usize::from(grid.has_values()),
                "{line}"
            );
            let heaps: Vec<u32> = cells[..slice.heaps()]
                .iter()
                .map(|h| h.parse().expect("a heap"))
                .collect();
            assert_eq!(heaps[..slice.fixed.len()], slice.fixed[..], "{line}");
            let (a, b) = (heaps[slice.fixed.len()], heaps[slice.fixed.len() + 1]);
            assert!(a <= b && b <= slice.max, "{line}");
            let outcome = if pairs.contains(&(a, b)) { "P" } else { "N" };
            assert_eq!(cells[slice.heaps()], outcome, "{line}");
            let predicted = match prediction.and_then(|p| p.predicts(&heaps)) {
                Some(true) => "P",
                Some(false) => "N",
                None => "",
            };
            assert_eq!(cells[slice.heaps() + 1], predicted, "{line}");
            if let Some(value) = cells.get(slice.heaps() + 2) {
                let side = slice.max as usize + 1;
                let expected = computed_values[a as usize * side + b as usize];
                assert_eq!(value.parse::<u32>().ok(), Some(expected), "{line}");
                assert_eq!(
                    expected == 0,
                    outcome == "P",
                    "{line}: value 0 exactly at P"
                );
            }
            rows += 1;
        }
        let side = slice.max as usize + 1;
        assert_eq!(rows, side * (side + 1) / 2, "each pair a <= b once");
    }

    #[test]
    fn the_blocking_grid_agrees_with_the_theorem_in_the_sources_words() {
        let slice = Slice {
            family: Family::of(Variant::Blocking, 1).unwrap(),
            fixed: vec![3],
            max: 4,
        };
        let (_, grid) = computed(&slice);
        // 3, a, b is P iff sorted equal, or a + b + 1 = c.
        assert!(grid.is_p(1, 1) && grid.is_p(0, 2) && grid.is_p(2, 0) && grid.is_p(3, 3));
        assert!(grid.is_p(0, 4) && grid.is_p(4, 0), "0 + 3 + 1 = 4");
        assert!(!grid.is_p(1, 2) && !grid.is_p(9, 9));
        let text = csv(&slice, &grid);
        assert!(text.lines().any(|l| l == "3,1,1,P,P"));
        assert!(text.lines().any(|l| l == "3,1,2,N,N"));
        check_csv(&slice, &text);
    }

    #[test]
    fn a_slice_without_a_source_leaves_the_prediction_empty() {
        let slice = Slice {
            family: Family::of(Variant::Nim, 1).unwrap(),
            fixed: vec![1, 2],
            max: 3,
        };
        let (_, grid) = computed(&slice);
        let text = csv(&slice, &grid);
        assert_eq!(text.lines().next(), Some("h1,h2,h3,h4,outcome,predicted"));
        assert!(text.lines().any(|l| l == "1,2,0,3,P,"));
        check_csv(&slice, &text);
    }

    #[test]
    fn export_files_are_named_by_family_fixed_heaps_and_max() {
        let blocking = Slice {
            family: Family::of(Variant::Blocking, 1).unwrap(),
            fixed: vec![3],
            max: 4,
        };
        assert_eq!(
            file_name(&blocking, "csv"),
            "nim-lab-blocking-k1-3-a-b-0-4.csv"
        );
        let pass = Slice {
            family: Family::of(Variant::Pass, 1).unwrap(),
            fixed: vec![10, 2],
            max: 200,
        };
        assert_eq!(file_name(&pass, "png"), "nim-lab-pass-10-2-a-b-0-200.png");
        let misere = Slice {
            family: Family::of(Variant::Misere, 1).unwrap(),
            fixed: vec![0],
            max: 1,
        };
        assert_eq!(file_name(&misere, "csv"), "nim-lab-misere-0-a-b-0-1.csv");
    }

    #[test]
    fn cells_outside_the_grid_are_not_p() {
        let grid = Grid::new(
            2,
            &SliceCells {
                p: vec![(0, 0), (1, 2), (3, 5)],
                ..SliceCells::default()
            },
        );
        assert_eq!(grid.side, 3);
        assert!(grid.is_p(0, 0) && grid.is_p(1, 2) && grid.is_p(2, 1));
        assert!(!grid.is_p(3, 5) && !grid.is_p(5, 3) && !grid.is_p(3, 0) && !grid.is_p(0, 3));
        assert_eq!(grid.p_count(), 3, "a pair past max is left out");
    }

    #[test]
    fn arrows_move_one_cell_and_stop_at_the_edges() {
        assert_eq!(step("ArrowUp", false, (4, 3), 10), Some((3, 3)));
        assert_eq!(step("ArrowUp", false, (0, 3), 10), Some((0, 3)));
        assert_eq!(step("ArrowDown", false, (4, 3), 10), Some((5, 3)));
        assert_eq!(step("ArrowDown", false, (9, 3), 10), Some((9, 3)));
        assert_eq!(step("ArrowLeft", false, (4, 3), 10), Some((4, 2)));
        assert_eq!(step("ArrowLeft", false, (4, 0), 10), Some((4, 0)));
        assert_eq!(step("ArrowRight", false, (2, 3), 10), Some((2, 4)));
        assert_eq!(step("ArrowRight", false, (2, 9), 10), Some((2, 9)));
        // Ctrl changes nothing for arrows.
        assert_eq!(step("ArrowRight", true, (2, 3), 10), Some((2, 4)));
    }

    #[test]
    fn home_and_end_go_to_the_row_ends_or_with_ctrl_the_grid_corners() {
        assert_eq!(step("Home", false, (2, 3), 10), Some((2, 0)));
        assert_eq!(step("End", false, (2, 3), 10), Some((2, 9)));
        assert_eq!(step("Home", true, (2, 3), 10), Some((0, 0)));
        assert_eq!(step("End", true, (2, 3), 10), Some((9, 9)));
    }

    #[test]
    fn page_keys_move_a_sixteenth_of_the_grid_and_stop_at_the_edges() {
        assert_eq!(step("PageDown", false, (0, 0), 256), Some((16, 0)));
        assert_eq!(step("PageDown", false, (250, 7), 256), Some((255, 7)));
        assert_eq!(step("PageUp", false, (40, 7), 256), Some((24, 7)));
        assert_eq!(step("PageUp", false, (3, 0), 256), Some((0, 0)));
        // Under 32 cells a page is one row.
        assert_eq!(step("PageDown", false, (3, 1), 10), Some((4, 1)));
        assert_eq!(step("PageUp", false, (3, 1), 10), Some((2, 1)));
        assert_eq!(step("PageDown", false, (0, 0), 1), Some((0, 0)));
    }

    #[test]
    fn other_keys_are_left_to_the_page() {
        for key in ["x", "Enter", " ", "Tab", "Escape", "arrowup", ""] {
            assert_eq!(step(key, false, (3, 0), 256), None, "{key:?}");
            assert_eq!(step(key, true, (3, 0), 256), None, "{key:?}");
        }
    }

    #[test]
    fn the_pointer_picks_the_cell_under_it() {
        assert_eq!(cell_at(0.0, 0.0, 10), Some((0, 0)));
        assert_eq!(cell_at(0.55, 0.21, 10), Some((2, 5)));
        assert_eq!(cell_at(0.999_999, 0.999_999, 10), Some((9, 9)));
        for (x, y) in [(1.0, 0.5), (0.5, 1.0), (-0.01, 0.5), (f64::NAN, 0.5)] {
            assert_eq!(cell_at(x, y, 10), None, "{x}, {y}");
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod properties {
        use super::*;
        use proptest::prelude::*;

        fn slice() -> impl Strategy<Value = Slice> {
            let family = prop_oneof![
                Just(Family::of(Variant::Nim, 1).unwrap()),
                Just(Family::of(Variant::Misere, 1).unwrap()),
                Just(Family::of(Variant::Pass, 1).unwrap()),
                (1u32..=4).prop_map(|blocks| Family::of(Variant::Blocking, blocks).unwrap()),
            ];
            let heaped = (
                family,
                proptest::collection::vec(0u32..=12, 1..=2),
                0u32..=20,
            )
                .prop_map(|(family, fixed, max)| Slice { family, fixed, max });
            // A two-heap game: no fixed heap, values by mex.
            let two = (0u32..=20).prop_map(|max| Slice {
                family: Family::of(Variant::Wythoff, 1).unwrap(),
                fixed: Vec::new(),
                max,
            });
            prop_oneof![3 => heaped, 1 => two]
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(48))]

            #[test]
            fn the_grid_is_the_searchs_pairs_both_ways_round(slice in slice()) {
                let pairs = searched(&slice);
                let (_, grid) = computed(&slice);
                prop_assert_eq!(grid.side, slice.max + 1);
                for a in 0..=slice.max + 1 {
                    for b in 0..=slice.max + 1 {
                        prop_assert_eq!(grid.is_p(a, b), grid.is_p(b, a));
                        prop_assert_eq!(grid.is_p(a, b), pairs.contains(&(a.min(b), a.max(b))));
                    }
                }
                let diagonal = pairs.iter().filter(|(a, b)| a == b).count() as u64;
                prop_assert_eq!(grid.p_count(), 2 * pairs.len() as u64 - diagonal);
            }

            #[test]
            fn a_smaller_max_cut_from_a_larger_slice_equals_a_fresh_one(
                larger in slice(),
                cut in 0u32..=20,
            ) {
                let max = cut.min(larger.max);
                let smaller = Slice { max, ..larger.clone() };
                let (larger_cells, _) = computed(&larger);
                let (fresh_cells, fresh_grid) = computed(&smaller);
                prop_assert_eq!(&larger_cells.up_to(larger.max, max), &fresh_cells);
                prop_assert_eq!(&Grid::new(max, &larger_cells), &fresh_grid);
            }

            #[test]
            fn the_csv_lists_each_pair_once_as_the_search_and_the_source_say(slice in slice()) {
                let (_, grid) = computed(&slice);
                check_csv(&slice, &csv(&slice, &grid));
            }
        }
    }
}
