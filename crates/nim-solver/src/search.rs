//! Exact search over heap multisets, remembering for each choice of all heaps but one the few
//! sizes of that last heap that make a `P`-position.
//!
//! A position is a multiset of heaps, stored sorted ascending. Every position reachable from
//! heaps `h` (sorted) is a sorted vector `x` with `x[i] <= h[i]`; they are visited in colex order
//! (lowest entry fastest), in which a move, lowering one entry, always leads to an earlier position.
//!
//! The structure that makes this fast: fix every heap but one (the *others*, a sorted multiset
//! `O`). A rule that tolerates `k` moves to `P` has at most `k + 1` `P` sizes of the last heap
//! (from the `(k + 2)`th, `k + 1` moves lead to `P`). Each `O` keeps its `P` sizes in a short list, appended in ascending order,
//! and when `x` is visited the list of `x` without `x[j]` holds exactly the `P` sizes below `x[j]`.
//! So a position is decided by looking at one list length per heap, not at every move.
//!
//! The others are indexed densely by their colex rank, a sum of one table lookup per entry.

/// `heaps * largest` at or beyond which [`estimate`] stops counting: there are at least that many
/// positions (see there), each costing at least 2 (itself and a list), so the work is over
/// [`MAX_BUDGET`].
const COUNTING_CAP: u64 = 1 << 26;

/// The largest budget [`estimate`] answers exactly up to; over it, it may saturate.
pub(crate) const MAX_BUDGET: u64 = COUNTING_CAP * 2;

/// The most work an exact search may do outside the app, for tables and the command line
/// (in [`crate::Game::search_size`]'s units, a few nanoseconds each natively: about a second).
pub const LARGE_STATE_BUDGET: u64 = MAX_BUDGET;

/// Positions between two progress reports of [`Table::build_reporting`].
const REPORT_EVERY: u32 = 1 << 15;

/// Which P/N rule the search applies at every position: a game's file builds its own.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// A position is `P` iff at most this many moves, counted per (heap, new size), lead to `P`
    /// (0 in a game where one such move wins).
    pub(crate) tolerated: u32,
    /// Positions that are `N` whatever their moves (a move beside the takes that wins there).
    pub(crate) wins_outright: Option<fn(&[u32]) -> bool>,
}

impl Rule {
    /// The most `P` sizes of the last heap for fixed others, when that heap is at most `largest`.
    fn list_capacity(self, largest: u32) -> u64 {
        (u64::from(self.tolerated) + 1).min(u64::from(largest) + 1)
    }
}

/// Colex ranks of sorted vectors `z` with `z[i] <= bounds[i]` (bounds ascending): `rank(z)` is
/// `sum_i below[i][z[i]]`, where `below[i][v]` counts the valid prefixes `z[0..=i]` with
/// `z[i] < v`.
struct Ranks {
    below: Vec<Vec<u64>>,
    /// How many vectors there are.
    count: u64,
}

impl Ranks {
    /// `None` when the count overflows `u64`.
    fn new(bounds: &[u32]) -> Option<Self> {
        let mut below = Vec::with_capacity(bounds.len());
        // ending[v]: valid prefixes so far ending in v (the empty prefix counts as ending in 0).
        let mut ending: Vec<u64> = vec![1];
        for &bound in bounds {
            let width = bound as usize + 1;
            let mut next = Vec::with_capacity(width);
            let mut running = 0u64;
            for v in 0..width {
                running = running.checked_add(ending.get(v).copied().unwrap_or(0))?;
                next.push(running);
            }
            let mut row = Vec::with_capacity(width + 1);
            let mut total = 0u64;
            row.push(0);
            for &count in &next {
                total = total.checked_add(count)?;
                row.push(total);
            }
            below.push(row);
            ending = next;
        }
        let count = below.last().map_or(1, |row| row[row.len() - 1]);
        Some(Self { below, count })
    }
}

/// The `P`-positions of every position reachable from a root.
pub(crate) struct Table {
    /// The root's heaps, sorted ascending, zeros dropped.
    bounds: Vec<u32>,
    /// Ranks of the others: `bounds.len() - 1` entries, entry `i` at most `bounds[i + 1]`.
    others: Ranks,
    capacity: usize,
    /// For each others' rank, how many `P` sizes of the last heap are known, and those sizes.
    lengths: Vec<u32>,
    sizes: Vec<u32>,
    /// Positions evaluated plus lists looked at: the work done.
    pub(crate) visits: u64,
}

/// The root's heaps as the search sees them: sorted, empty heaps dropped.
pub(crate) fn bounds_of(heaps: &[u32]) -> Vec<u32> {
    let mut bounds: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
    bounds.sort_unstable();
    bounds
}

/// An upper bound on the work of [`Table::build`] for `heaps` under `rule`, without searching:
/// `positions * (heaps + 1)` (each position, one list per heap) plus the lists' memory,
/// `others * (capacity + 1)`. Exact up to [`MAX_BUDGET`]; above it, it may saturate to `u64::MAX`.
pub(crate) fn estimate(heaps: &[u32], rule: Rule) -> u64 {
    let bounds = bounds_of(heaps);
    let Some(&largest) = bounds.last() else {
        return 1;
    };
    let n = bounds.len() as u64;
    // The positions (0,..,0,1,..,1,t) with r ones and t >= 1 are n * largest distinct ones, so
    // beyond this the work is over every budget, and counting would itself take time.
    if n.saturating_mul(u64::from(largest)) >= COUNTING_CAP {
        return u64::MAX;
    }
    let (Some(positions), Some(others)) = (Ranks::new(&bounds), Ranks::new(&bounds[1..])) else {
        return u64::MAX;
    };
    let memory = others.count.saturating_mul(rule.list_capacity(largest) + 1);
    positions.count.saturating_mul(n + 1).saturating_add(memory)
}

impl Table {
    /// Evaluates every position reachable from `heaps` under `rule`. The caller checks the budget
    /// with [`estimate`] first.
    pub(crate) fn build(heaps: &[u32], rule: Rule) -> Self {
        Self::build_reporting(heaps, rule, &mut |_| {})
    }

    /// [`Table::build`], calling `report` with the work done so far (in [`estimate`]'s units)
    /// every [`REPORT_EVERY`] positions, so a long search can show its progress.
    pub(crate) fn build_reporting(heaps: &[u32], rule: Rule, report: &mut dyn FnMut(u64)) -> Self {
        let bounds = bounds_of(heaps);
        let n = bounds.len();
        let largest = bounds.last().copied().unwrap_or(0);
        let others = Ranks::new(bounds.get(1..).unwrap_or(&[])).expect("within the budget");
        let capacity = rule.list_capacity(largest) as usize;
        let slots = others.count as usize;
        let mut table = Self {
            bounds,
            others,
            capacity,
            lengths: vec![0; slots],
            sizes: vec![0; slots * capacity],
            visits: 0,
        };
        if n == 0 {
            return table;
        }
        let mut x = vec![0u32; n];
        // ranks[j]: the rank of x without x[j].
        let mut ranks = vec![0u64; n];
        let mut since_report = 0u32;
        loop {
            since_report += 1;
            if since_report == REPORT_EVERY {
                since_report = 0;
                report(table.visits);
            }
            table.visits += 1;
            table.others_ranks(&x, &mut ranks);
            if table.decide(&x, &ranks, rule) {
                for j in 0..n {
                    // Equal heaps leave the same others; record the size once.
                    if j + 1 == n || x[j] != x[j + 1] {
                        table.record(ranks[j], x[j]);
                    }
                }
            }
            // Next sorted vector in colex order: raise the lowest entry that may grow.
            let Some(i) =
                (0..n).find(|&i| x[i] < table.bounds[i] && (i + 1 == n || x[i] < x[i + 1]))
            else {
                break;
            };
            x[..i].iter_mut().for_each(|low| *low = 0);
            x[i] += 1;
        }
        table
    }

    /// The ranks of `x` without each of its entries, from prefix and suffix sums.
    fn others_ranks(&self, x: &[u32], ranks: &mut [u64]) {
        let below = &self.others.below;
        let mut suffix = 0u64;
        for j in (0..x.len()).rev() {
            ranks[j] = suffix;
            if j > 0 {
                suffix += below[j - 1][x[j] as usize];
            }
        }
        let mut prefix = 0u64;
        for j in 0..x.len() {
            ranks[j] += prefix;
            if j + 1 < x.len() {
                prefix += below[j][x[j] as usize];
            }
        }
    }

    fn record(&mut self, rank: u64, size: u32) {
        let slot = rank as usize;
        let length = self.lengths[slot] as usize;
        // At most `capacity` sizes per slot: the bound proved in the module's comment.
        self.sizes[slot * self.capacity + length] = size;
        self.lengths[slot] += 1;
    }

    fn decide(&mut self, x: &[u32], ranks: &[u64], rule: Rule) -> bool {
        if rule.wins_outright.is_some_and(|wins| wins(x)) {
            return false;
        }
        // Every heap counts, equal ones too: the moves are per (heap, new size).
        let mut to_p = 0u64;
        for &rank in ranks {
            self.visits += 1;
            to_p += u64::from(self.lengths[rank as usize]);
            if to_p > u64::from(rule.tolerated) {
                return false;
            }
        }
        true
    }

    /// Whether `heaps` (any order, each reachable from the root) is a `P`-position.
    pub(crate) fn is_p(&self, heaps: &[u32]) -> bool {
        let mut sorted = heaps.to_vec();
        sorted.sort_unstable();
        self.is_p_sorted(&sorted)
    }

    /// [`Table::is_p`] for heaps already sorted ascending, without allocating.
    pub(crate) fn is_p_sorted(&self, sorted: &[u32]) -> bool {
        let Some((&size, rest)) = sorted.split_last() else {
            return true;
        };
        size == 0 || self.p_sizes_beside(rest).contains(&size)
    }

    /// The sizes of one more heap that make `P`-positions with `others` (sorted ascending), as
    /// far as they are reachable from the root, ascending.
    fn p_sizes_beside(&self, others: &[u32]) -> &[u32] {
        // Right-aligned against the others' ranks; empty heaps on the left add 0 to a rank.
        let slot = others
            .iter()
            .rev()
            .zip(self.others.below.iter().rev())
            .map(|(&v, row)| row[v as usize])
            .sum::<u64>() as usize;
        let start = slot * self.capacity;
        &self.sizes[start..start + self.lengths[slot] as usize]
    }

    /// Every move of `heaps` (the root itself) to a `P`-position, as `(heap, to)` in the order of
    /// legal moves: heaps by index, larger new sizes first. One list per heap, not one look-up
    /// per move.
    pub(crate) fn moves_to_p(&self, heaps: &[u32]) -> Vec<(usize, u32)> {
        let mut moves = Vec::new();
        let mut others = Vec::with_capacity(heaps.len());
        for (heap, &size) in heaps.iter().enumerate() {
            others.clear();
            others.extend(
                heaps
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != heap)
                    .map(|(_, &h)| h),
            );
            others.sort_unstable();
            let beside = self.p_sizes_beside(&others);
            moves.extend(
                beside
                    .iter()
                    .rev()
                    .filter(|&&to| to < size)
                    .map(|&to| (heap, to)),
            );
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::{estimate, Rule, Table};
    use crate::games::{blocking, pass};
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The plain rule, move by move, memoised on sorted heaps: what the table must agree with.
    fn plain_is_p(heaps: &[u32], rule: Rule, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        let mut sorted = heaps.to_vec();
        sorted.sort_unstable();
        if let Some(&known) = memo.get(&sorted) {
            return known;
        }
        let mut to_p = 0u64;
        for j in 0..sorted.len() {
            for to in 0..sorted[j] {
                let mut child = sorted.clone();
                child[j] = to;
                if plain_is_p(&child, rule, memo) {
                    to_p += 1;
                }
            }
        }
        let p = to_p <= u64::from(rule.tolerated)
            && !rule.wins_outright.is_some_and(|wins| wins(&sorted));
        memo.insert(sorted, p);
        p
    }

    /// Every vector `y` with `y[i] <= heaps[i]`: the positions reachable from `heaps`.
    fn reachable(heaps: &[u32]) -> Vec<Vec<u32>> {
        let mut all = vec![Vec::new()];
        for &h in heaps {
            all = all
                .into_iter()
                .flat_map(|prefix: Vec<u32>| {
                    (0..=h).map(move |v| {
                        let mut next = prefix.clone();
                        next.push(v);
                        next
                    })
                })
                .collect();
        }
        all
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        #[test]
        fn the_multiset_search_agrees_with_the_plain_rule_everywhere_below_the_root(
            heaps in prop::collection::vec(0u32..7, 0..5),
            blocks in 1u32..5,
        ) {
            for rule in [pass::RULE, blocking::rule(blocks)] {
                let table = Table::build(&heaps, rule);
                let mut memo = HashMap::new();
                for position in reachable(&heaps) {
                    prop_assert_eq!(
                        table.is_p(&position),
                        plain_is_p(&position, rule, &mut memo),
                        "{:?} under {:?} from {:?}", position, rule, heaps
                    );
                }
            }
        }

        #[test]
        fn estimate_is_an_upper_bound(heaps in prop::collection::vec(0u32..9, 0..6), blocks in 1u32..4) {
            for rule in [pass::RULE, blocking::rule(blocks)] {
                prop_assert!(Table::build(&heaps, rule).visits <= estimate(&heaps, rule));
            }
        }
    }

    #[test]
    fn estimate_counts_sorted_positions_not_the_product_of_heap_sizes() {
        // C(35, 4) = 52360 sorted positions below four heaps of 31, five lists each, plus the
        // C(34, 3) = 5984 others with room for two sizes.
        let blocking = blocking::rule(1);
        assert_eq!(estimate(&[31; 4], blocking), 52_360 * 5 + 5_984 * 3);
        // Ones and one big heap: sorted, (1, 1, 1, t) has 4 * 1001 shapes, not 2^3 * 1001 * 3!.
        let table = Table::build(&[1, 1, 1, 1000], pass::RULE);
        assert!(table.visits <= estimate(&[1, 1, 1, 1000], pass::RULE));
        assert_eq!(estimate(&[], pass::RULE), 1);
    }

    #[test]
    fn huge_heaps_saturate_the_estimate_at_once() {
        let rule = pass::RULE;
        assert_eq!(estimate(&[u32::MAX, u32::MAX], rule), u64::MAX);
        assert_eq!(estimate(&[1 << 25, 3], rule), u64::MAX);
        assert!(estimate(&[1000; 12], rule) > super::MAX_BUDGET);
        // Many small heaps are few multisets: 41 ways to pick forty heaps of 0 or 1.
        assert!(estimate(&[1; 40], rule) < 41 * 41 + 41 * 2 + 100);
    }
}
