//! The Explore view's pure parts: the grid of a computed slice, its cursor's keys, and the CSV
//! export. The cells come from the worker (`explore_protocol`); nothing here touches the page.

use std::fmt::Write as _;

use nim_solver::{Prediction, Slice};

use crate::explore_protocol::SliceCells;

/// A computed slice as a grid: row `a`, column `b`, both `0..=max`, symmetric.
#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    /// Cells per side (`max + 1`).
    pub side: u32,
    p: Vec<bool>,
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
        Grid { side, p }
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
    out.push_str("outcome,predicted\n");
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
            out.push('\n');
        }
    }
    out
}

/// The file name an export of `slice` gets: `nim-lab-blocking-k1-5-a-b-0-64.csv`.
pub fn file_name(slice: &Slice, extension: &str) -> String {
    let family = match slice.family {
        nim_solver::Family::Blocking { blocks } => format!("blocking-k{blocks}"),
        other => crate::explore_protocol::family_key(other).to_owned(),
    };
    let fixed: Vec<String> = slice.fixed.iter().map(u32::to_string).collect();
    format!(
        "nim-lab-{family}-{}-a-b-0-{}.{extension}",
        fixed.join("-"),
        slice.max
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Family;

    fn blocking_slice() -> (Slice, Grid) {
        let slice = Slice {
            family: Family::Blocking { blocks: 1 },
            fixed: vec![3],
            max: 4,
        };
        let mut cells = SliceCells::default();
        slice
            .each_p_pair(|_, _| {}, |a, b| cells.p.push((a, b)))
            .expect("small");
        let grid = Grid::new(slice.max, &cells);
        (slice, grid)
    }

    #[test]
    fn the_grid_is_symmetric_and_csv_lists_each_pair_once_with_the_theorem() {
        let (slice, grid) = blocking_slice();
        // 3, a, b is P iff sorted equal, or a + b + 1 = c.
        assert!(grid.is_p(1, 1) && grid.is_p(0, 2) && grid.is_p(2, 0) && grid.is_p(3, 3));
        assert!(grid.is_p(0, 4) && grid.is_p(4, 0), "0 + 3 + 1 = 4");
        assert!(!grid.is_p(1, 2) && !grid.is_p(9, 9));
        let text = csv(&slice, &grid);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "h1,h2,h3,outcome,predicted");
        assert_eq!(lines.len(), 1 + 15);
        assert!(lines.contains(&"3,1,1,P,P"));
        assert!(lines.contains(&"3,1,2,N,N"));
        let p_rows = lines.iter().filter(|l| l.contains(",P,")).count() as u64;
        let diagonal = (0..5).filter(|&a| grid.is_p(a, a)).count() as u64;
        assert_eq!(p_rows * 2 - diagonal, grid.p_count());
        assert_eq!(
            file_name(&slice, "csv"),
            "nim-lab-blocking-k1-3-a-b-0-4.csv"
        );
    }

    #[test]
    fn keys_move_the_cursor_within_the_grid() {
        assert_eq!(step("ArrowUp", false, (0, 3), 10), Some((0, 3)));
        assert_eq!(step("ArrowDown", false, (9, 3), 10), Some((9, 3)));
        assert_eq!(step("ArrowRight", false, (2, 3), 10), Some((2, 4)));
        assert_eq!(step("End", false, (2, 3), 10), Some((2, 9)));
        assert_eq!(step("Home", true, (2, 3), 10), Some((0, 0)));
        assert_eq!(step("PageDown", false, (0, 0), 256), Some((16, 0)));
        assert_eq!(step("PageUp", false, (3, 0), 256), Some((0, 0)));
        assert_eq!(step("x", false, (3, 0), 256), None);
    }
}
