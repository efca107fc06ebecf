//! Tables of P-positions for a fixed number of heaps, for worksheets and the open questions:
//! whole tables in lexicographic order, or slices with all heaps but two fixed, streamed.

use crate::search::{self, Rule, Table, LARGE_STATE_BUDGET};
use crate::{Prediction, SolveError};

/// The most work one table may take, in the units of [`Family::table_work`]: positions checked,
/// 64-bit words scanned by the three-heap Nim* method, and search work weighted by
/// [`SEARCH_UNIT_COST`]. Measured with `cargo bench -p nim-solver` (release, a shared 2-core
/// machine) a unit costs at most about a nanosecond, so a table takes seconds at the most:
/// Nim* on three heaps to 10,000 fits; searches stop earlier, at [`LARGE_STATE_BUDGET`].
pub const TABLE_BUDGET: u64 = 10_000_000_000;

/// The most heaps a table may have; a tuple is written per position, so this bounds its cost.
pub const MAX_TABLE_HEAPS: usize = 1024;

/// How many table units one unit of search work costs (measured: 5 to 8 ns against under 1 ns).
const SEARCH_UNIT_COST: u64 = 8;

/// Search work as table units, or `u64::MAX` over the search's own limit.
fn search_work(heaps: &[u32], rule: Rule) -> u64 {
    let work = search::estimate(heaps, rule);
    if work > LARGE_STATE_BUDGET {
        return u64::MAX;
    }
    work * SEARCH_UNIT_COST
}

/// Whether heaps sorted ascending are a `P`-position, by a closed form or a finished search.
type SortedTest = Box<dyn Fn(&[u32]) -> bool>;

/// The P-position tables of one game (a blocker's with its number of blocks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(
        try_from = "(crate::Variant, Option<u32>)",
        into = "(crate::Variant, Option<u32>)"
    )
)]
pub struct Family {
    variant: crate::Variant,
    blocks: Option<u32>,
}

/// A family is read only as [`Family::of`] makes it: a game with tables.
impl TryFrom<(crate::Variant, Option<u32>)> for Family {
    type Error = String;

    fn try_from((variant, blocks): (crate::Variant, Option<u32>)) -> Result<Family, String> {
        Family::of(variant, blocks.unwrap_or(1))
            .ok_or_else(|| format!("no game's positions are tabulated as `{}`", variant.key()))
    }
}

impl From<Family> for (crate::Variant, Option<u32>) {
    fn from(family: Family) -> Self {
        (family.variant, family.blocks)
    }
}

/// How a game's table with a given number of heaps is computed (its `GameKind::table_method`).
#[derive(Clone, Copy)]
pub enum Method {
    /// A closed form decides each position on its own.
    ClosedForm(fn(&[u32]) -> bool),
    /// The `P`-positions on three heaps listed row by row by the game (`GameKind::table_rows`);
    /// `work(max, rows)` bounds the work of listing rows up to `rows` with heaps up to `max`.
    Rows {
        /// The bound on the listing's work.
        work: fn(u32, u32) -> u64,
    },
    /// Exact search over heap multisets, by the game's rule.
    Search(Rule),
    /// Two heaps only: the Grundy value of every pair `(a, b)` with both in `0..=max`, row by
    /// row, by the mex of the game's own options (`GameKind::pair_values`; a `P`-position is a
    /// value 0).
    Values {
        /// The bound on their work for a given `max`.
        work: fn(u32) -> u64,
    },
}

/// The Grundy values of a slice's cells, row `a` by column `b`, where its family gives them.
pub type SliceValues = Vec<u32>;

impl Family {
    /// The family of P-position tables a game has, with `blocks` for a blocker's; `None` for a
    /// game whose positions have no tables (a ring).
    pub fn of(variant: crate::Variant, blocks: u32) -> Option<Family> {
        variant.table_method(2, blocks, false)?;
        let (has_blocks, _) = variant.fields();
        Some(Family {
            variant,
            blocks: has_blocks.then_some(blocks),
        })
    }

    /// Every family, in the games' menu order, a blocker's with `blocks`.
    pub fn all(blocks: u32) -> Vec<Family> {
        crate::Variant::ALL
            .into_iter()
            .filter_map(|variant| Family::of(variant, blocks))
            .collect()
    }

    /// The game whose positions the family tabulates.
    pub fn variant(self) -> crate::Variant {
        self.variant
    }

    /// The family's spelling in links and messages: its game's key.
    pub fn key(self) -> &'static str {
        self.variant.key()
    }

    /// The family a game's key names, a blocker's with `blocks`.
    pub fn from_key(key: &str, blocks: u32) -> Option<Family> {
        Family::of(key.parse().ok()?, blocks)
    }

    /// Moves forbidden per turn, in a blocker's family.
    pub fn blocks(self) -> Option<u32> {
        self.blocks
    }

    /// The family with `blocks` moves forbidden per turn, in a blocker's family.
    #[must_use]
    pub fn with_blocks(self, blocks: u32) -> Family {
        Family {
            blocks: self.blocks.map(|_| blocks),
            ..self
        }
    }

    /// What a source predicts over a slice with `heaps` heaps, if it says anything.
    pub(crate) fn prediction(self, heaps: usize) -> Option<Prediction> {
        self.variant.prediction(heaps, self.blocks.unwrap_or(0))
    }

    /// The method of an atlas slice: never a theorem the slice is drawn to be checked against.
    fn searched_method(self, heaps: usize) -> Method {
        self.method_for(heaps, true)
    }

    /// Whether the game has tables with `heaps` heaps (a game on a set number of heaps has
    /// them for that number only).
    pub fn has_tables(self, heaps: usize) -> bool {
        self.variant
            .table_method(heaps, self.blocks.unwrap_or(0), false)
            .is_some()
    }

    fn method(self, heaps: usize) -> Method {
        self.method_for(heaps, false)
    }

    fn method_for(self, heaps: usize, searched: bool) -> Method {
        // A family is made only for a game with tables; none is ever decided by nothing.
        self.variant
            .table_method(heaps, self.blocks.unwrap_or(0), searched)
            .unwrap_or(Method::ClosedForm(|_| false))
    }

    /// An upper bound on the work of [`each_p_position`] for this family, computed at once.
    pub fn table_work(self, heaps: usize, max: u32) -> u64 {
        if heaps > MAX_TABLE_HEAPS || !self.has_tables(heaps) {
            return u64::MAX;
        }
        let tuples = tuple_count(heaps, max);
        match self.method(heaps) {
            Method::ClosedForm(_) => tuples,
            Method::Rows { work, .. } => work(max, max),
            Method::Search(rule) => search_work(&vec![max; heaps], rule).saturating_add(tuples),
            Method::Values { work, .. } => work(max),
        }
    }

    /// An upper bound on the work of [`each_p_pair_in_slice`] for this family, computed at once.
    pub fn slice_work(self, fixed: &[u32], max: u32) -> u64 {
        if fixed.len() + 2 > MAX_TABLE_HEAPS || !self.has_tables(fixed.len() + 2) {
            return u64::MAX;
        }
        method_slice_work(self.method(fixed.len() + 2), fixed, max)
    }
}

/// The work of one slice computed by `method`.
fn method_slice_work(method: Method, fixed: &[u32], max: u32) -> u64 {
    let pairs = tuple_count(2, max);
    match method {
        Method::ClosedForm(_) => pairs,
        Method::Rows { work, .. } => {
            let fixed = fixed.first().copied().unwrap_or(0);
            work(fixed.max(max), fixed)
        }
        Method::Search(rule) => search_work(&slice_root(fixed, max), rule).saturating_add(pairs),
        Method::Values { work, .. } => work(max),
    }
}

/// The position every position of a slice is reachable from.
fn slice_root(fixed: &[u32], max: u32) -> Vec<u32> {
    let mut root = fixed.to_vec();
    root.extend([max, max]);
    root
}

/// How many ascending tuples of `heaps` entries in `0..=max` there are: C(max + heaps, heaps),
/// saturating far above the budget.
fn tuple_count(heaps: usize, max: u32) -> u64 {
    let mut count: u128 = 1;
    for i in 1..=heaps as u128 {
        count = count * (u128::from(max) + i) / i;
        if count > u128::from(TABLE_BUDGET) << 8 {
            return u64::MAX;
        }
    }
    u64::try_from(count).unwrap_or(u64::MAX)
}

fn check_budget(work: u64) -> Result<(), SolveError> {
    if work > TABLE_BUDGET {
        return Err(SolveError::TooLarge {
            states: work,
            limit: TABLE_BUDGET,
        });
    }
    Ok(())
}

/// Calls `emit` with every `P`-position with `heaps` heaps of at most `max` counters (empty heaps
/// included), each sorted ascending, in lexicographic order; refuses at once tables whose
/// [`Family::table_work`] is over [`TABLE_BUDGET`]. Only the search's own tables are held, never
/// the output.
pub fn each_p_position(
    family: Family,
    heaps: usize,
    max: u32,
    mut emit: impl FnMut(&[u32]),
) -> Result<(), SolveError> {
    check_budget(family.table_work(heaps, max))?;
    let is_p: SortedTest = match family.method(heaps) {
        Method::Rows { .. } => {
            family
                .variant
                .table_rows(max, max, &mut |position| emit(&position));
            return Ok(());
        }
        Method::Search(rule) => {
            let table = Table::build(&vec![max; heaps], rule);
            Box::new(move |tuple| table.is_p_sorted(tuple))
        }
        Method::ClosedForm(is_p) => Box::new(is_p),
        Method::Values { .. } => {
            let values = family.variant.pair_values(max, &mut |_, _| {});
            let side = max as usize + 1;
            Box::new(move |tuple| match *tuple {
                [a, b] => values[a as usize * side + b as usize] == 0,
                _ => false,
            })
        }
    };
    let mut tuple = vec![0u32; heaps];
    loop {
        if is_p(&tuple) {
            emit(&tuple);
        }
        // Next ascending tuple in lexicographic order.
        let Some(i) = tuple.iter().rposition(|&v| v < max) else {
            break;
        };
        let value = tuple[i] + 1;
        tuple[i..].iter_mut().for_each(|v| *v = value);
    }
    Ok(())
}

/// Every `P`-position of [`each_p_position`], collected.
pub fn p_positions(family: Family, heaps: usize, max: u32) -> Result<Vec<Vec<u32>>, SolveError> {
    let mut positions = Vec::new();
    each_p_position(family, heaps, max, |tuple| positions.push(tuple.to_vec()))?;
    Ok(positions)
}

/// One slice of the positions with `fixed.len() + 2` heaps: calls `emit(a, b)` for every pair
/// `a <= b <= max` such that the heaps `fixed` plus `a` and `b` are a `P`-position, in
/// lexicographic order; refuses at once slices whose [`Family::slice_work`] is over
/// [`TABLE_BUDGET`].
pub fn each_p_pair_in_slice(
    family: Family,
    fixed: &[u32],
    max: u32,
    emit: impl FnMut(u32, u32),
) -> Result<(), SolveError> {
    check_budget(family.slice_work(fixed, max))?;
    slice_pairs(
        family,
        family.method(fixed.len() + 2),
        fixed,
        max,
        &mut |_, _| {},
        emit,
    );
    Ok(())
}

/// One slice of the atlas: the heaps `fixed` followed by two free heaps `a` and `b`, each
/// `0..=max`. Its cells are computed by search ([`Slice::each_p_pair`]), never by a theorem the
/// slice is drawn against, so an overlay ([`crate::Prediction`]) can be checked cell by cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Slice {
    /// The variant.
    pub family: Family,
    /// The heaps that do not vary.
    pub fixed: Vec<u32>,
    /// The largest size of the two free heaps.
    pub max: u32,
}

impl Slice {
    /// How many heaps each position of the slice has.
    pub fn heaps(&self) -> usize {
        self.fixed.len() + 2
    }

    /// The position of the cell `(a, b)`: the fixed heaps, then `a` and `b`.
    pub fn position(&self, a: u32, b: u32) -> Vec<u32> {
        let mut position = self.fixed.clone();
        position.extend([a, b]);
        position
    }

    /// An upper bound on the work of [`Slice::each_p_pair`], computed at once (the units of
    /// [`Family::table_work`]).
    pub fn work(&self) -> u64 {
        if self.heaps() > MAX_TABLE_HEAPS || !self.family.has_tables(self.heaps()) {
            return u64::MAX;
        }
        method_slice_work(
            self.family.searched_method(self.heaps()),
            &self.fixed,
            self.max,
        )
    }

    /// Calls `emit(a, b)` for every `P` cell with `a <= b` (the slice is symmetric), and
    /// `progress(done, total)` now and then with the work done so far; refuses at once slices
    /// whose [`Slice::work`] is over [`TABLE_BUDGET`].
    pub fn each_p_pair(
        &self,
        progress: impl FnMut(u64, u64),
        emit: impl FnMut(u32, u32),
    ) -> Result<(), SolveError> {
        self.each_p_pair_with_values(progress, emit).map(|_| ())
    }

    /// As [`Slice::each_p_pair`], and gives the Grundy value of every cell (row `a`, column
    /// `b`, both `0..=max`) when the family's slice is computed by mex ([`Method::Values`]);
    /// the `P` cells are then its zeros.
    pub fn each_p_pair_with_values(
        &self,
        mut progress: impl FnMut(u64, u64),
        emit: impl FnMut(u32, u32),
    ) -> Result<Option<SliceValues>, SolveError> {
        check_budget(self.work())?;
        Ok(slice_pairs(
            self.family,
            self.family.searched_method(self.heaps()),
            &self.fixed,
            self.max,
            &mut progress,
            emit,
        ))
    }
}

/// The pairs of a slice of `family` by `method`, reporting `progress(done, total)` (budget
/// already checked); the cells' values when the method computes them.
fn slice_pairs(
    family: Family,
    method: Method,
    fixed: &[u32],
    max: u32,
    progress: &mut dyn FnMut(u64, u64),
    mut emit: impl FnMut(u32, u32),
) -> Option<SliceValues> {
    // Every test below gets the heaps sorted ascending.
    let (is_p, searched): (SortedTest, u64) = match method {
        Method::Rows { .. } => {
            let fixed = fixed.first().copied().unwrap_or(0);
            let rows = u64::from(fixed) + 1;
            // Rows up to the fixed heap hold every sorted triple containing it, pairs ascending.
            family
                .variant
                .table_rows(fixed.max(max), fixed, &mut |position| {
                    progress(u64::from(position[0]), rows);
                    let Some(at) = position.iter().position(|&h| h == fixed) else {
                        return;
                    };
                    let mut pair = position.iter().enumerate().filter(|&(i, _)| i != at);
                    let (Some((_, &a)), Some((_, &b))) = (pair.next(), pair.next()) else {
                        return;
                    };
                    if b <= max {
                        emit(a, b);
                    }
                });
            progress(rows, rows);
            return None;
        }
        Method::Values { .. } => {
            let values = family.variant.pair_values(max, progress);
            let side = max as usize + 1;
            for a in 0..=max {
                for b in a..=max {
                    if values[a as usize * side + b as usize] == 0 {
                        emit(a, b);
                    }
                }
            }
            return Some(values);
        }
        Method::Search(rule) => {
            let root = slice_root(fixed, max);
            let searched = search::estimate(&root, rule);
            let total = searched.saturating_add(tuple_count(2, max));
            let table = Table::build_reporting(&root, rule, &mut |done| progress(done, total));
            (
                Box::new(move |sorted: &[u32]| table.is_p_sorted(sorted)),
                searched,
            )
        }
        Method::ClosedForm(is_p) => (Box::new(is_p), 0),
    };
    let total = searched.saturating_add(tuple_count(2, max));
    let mut position = slice_root(fixed, max);
    let mut sorted = position.clone();
    let free = fixed.len();
    let mut done = searched;
    for a in 0..=max {
        progress(done, total);
        for b in a..=max {
            position[free] = a;
            position[free + 1] = b;
            sorted.copy_from_slice(&position);
            sorted.sort_unstable();
            if is_p(&sorted) {
                emit(a, b);
            }
        }
        done += u64::from(max - a) + 1;
    }
    progress(total, total);
    None
}
