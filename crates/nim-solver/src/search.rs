//! Exact search over heap positions, memoised in a dense bit table indexed by the sorted heaps.
//!
//! A position is a multiset of heaps, so it is stored once, sorted ascending. Every position
//! reachable from heaps `h` (sorted) is a sorted vector `y` with `y[i] <= h[i]`, so a mixed-radix
//! index with radices `h[i] + 1` is dense enough; a move lowers one entry, and the sorted result
//! has a smaller index, so one pass in index order sees every child before its parent.

/// Largest table for which the work estimate is even attempted; beyond it the answer is "too
/// large" without further arithmetic (and at most 40 heaps reach the counting below).
const ESTIMATE_CAP: u64 = 1 << 40;

/// Which P/N rule the search applies at every position.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Rule {
    /// Nim with the pass still available: `N` iff passing wins (nim-sum 0, a heap non-empty) or a
    /// move leads to `P`.
    PassAvailable,
    /// Blocking Nim: `N` iff at least `blocks + 1` moves, counted per (heap, new size), lead to `P`.
    Blocking { blocks: u32 },
}

/// The P-positions of every position reachable from a root.
pub(crate) struct Table {
    /// The root's heaps, sorted ascending, zeros dropped.
    bounds: Vec<u32>,
    strides: Vec<u64>,
    /// Bit `i` set when the position with index `i` is `P`.
    p_bits: Vec<u64>,
    /// Positions evaluated plus moves looked up: the work done.
    pub(crate) visits: u64,
}

/// The root's heaps as the search sees them: sorted, empty heaps dropped.
pub(crate) fn bounds_of(heaps: &[u32]) -> Vec<u32> {
    let mut bounds: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
    bounds.sort_unstable();
    bounds
}

/// An upper bound on the work of [`Table::build`] for `heaps`, without searching: the number of
/// sorted positions plus the moves out of them, plus one per 64 table slots for clearing the
/// table. Saturates far above any budget.
pub(crate) fn estimate(heaps: &[u32]) -> u64 {
    let bounds = bounds_of(heaps);
    let slots = bounds
        .iter()
        .try_fold(1u64, |acc, &h| acc.checked_mul(u64::from(h) + 1))
        .filter(|&slots| slots <= ESTIMATE_CAP);
    let Some(slots) = slots else {
        return u64::MAX;
    };
    let Some(&largest) = bounds.last() else {
        return 1;
    };
    // The moves out of the single-heap positions alone number largest^2 / 2, over every budget
    // here beyond this size; stopping keeps the counting below cheap.
    if largest > 1 << 13 {
        return u64::MAX;
    }
    let width = largest as usize + 1;
    // count[v] / total[v]: sorted prefixes ending in v, and the sum of their entries.
    let mut count = vec![0u64; width];
    let mut total = vec![0u64; width];
    count[0] = 1;
    for &h in &bounds {
        let mut next_count = vec![0u64; width];
        let mut next_total = vec![0u64; width];
        let (mut running_count, mut running_total) = (0u64, 0u64);
        for v in 0..=h as usize {
            running_count = running_count.saturating_add(count[v]);
            running_total = running_total.saturating_add(total[v]);
            next_count[v] = running_count;
            next_total[v] = running_total.saturating_add((v as u64).saturating_mul(running_count));
        }
        count = next_count;
        total = next_total;
    }
    let positions = count.iter().fold(0u64, |acc, &c| acc.saturating_add(c));
    let moves = total.iter().fold(0u64, |acc, &t| acc.saturating_add(t));
    positions.saturating_add(moves).saturating_add(slots / 64)
}

impl Table {
    /// Evaluates every position reachable from `heaps` under `rule`. The caller checks the budget
    /// with [`estimate`] first.
    pub(crate) fn build(heaps: &[u32], rule: Rule) -> Self {
        let bounds = bounds_of(heaps);
        let n = bounds.len();
        let mut strides = Vec::with_capacity(n);
        let mut slots = 1u64;
        for &h in &bounds {
            strides.push(slots);
            slots *= u64::from(h) + 1;
        }
        let mut table = Self {
            bounds,
            strides,
            p_bits: vec![0; (slots as usize).div_ceil(64)],
            visits: 0,
        };
        let mut x = vec![0u32; n];
        let mut index = 0u64;
        loop {
            table.visits += 1;
            let p = table.decide(&x, index, rule);
            if p {
                table.p_bits[(index / 64) as usize] |= 1 << (index % 64);
            }
            // Next sorted vector: raise the lowest entry that may grow, reset the ones below it.
            let Some(i) =
                (0..n).find(|&i| x[i] < table.bounds[i] && (i + 1 == n || x[i] < x[i + 1]))
            else {
                break;
            };
            for (low, stride) in x[..i].iter_mut().zip(&table.strides) {
                index -= u64::from(*low) * stride;
                *low = 0;
            }
            x[i] += 1;
            index += table.strides[i];
        }
        table
    }

    fn is_p_index(&self, index: u64) -> bool {
        self.p_bits[(index / 64) as usize] & (1 << (index % 64)) != 0
    }

    /// The index of `x` (sorted) with entry `j` lowered to `to`, re-sorted.
    fn child_index(&self, x: &[u32], index: u64, j: usize, to: u32) -> u64 {
        let mut child = index - u64::from(x[j]) * self.strides[j];
        let mut slot = j;
        // Entries above `to` shift up one place to make room for it.
        while slot > 0 && x[slot - 1] > to {
            child += u64::from(x[slot - 1]) * (self.strides[slot] - self.strides[slot - 1]);
            slot -= 1;
        }
        child + u64::from(to) * self.strides[slot]
    }

    fn decide(&mut self, x: &[u32], index: u64, rule: Rule) -> bool {
        match rule {
            Rule::PassAvailable => {
                let nim_sum = crate::breakdown::nim_sum(x);
                if nim_sum == 0 && x.iter().any(|&h| h > 0) {
                    return false;
                }
                for j in 0..x.len() {
                    // Lowering either of two equal heaps gives the same position.
                    if j + 1 < x.len() && x[j] == x[j + 1] {
                        continue;
                    }
                    for to in (0..x[j]).rev() {
                        self.visits += 1;
                        if self.is_p_index(self.child_index(x, index, j, to)) {
                            return false;
                        }
                    }
                }
                true
            }
            Rule::Blocking { blocks } => {
                let mut to_p = 0u32;
                for j in 0..x.len() {
                    for to in (0..x[j]).rev() {
                        self.visits += 1;
                        if self.is_p_index(self.child_index(x, index, j, to)) {
                            to_p += 1;
                            if to_p > blocks {
                                return false;
                            }
                        }
                    }
                }
                true
            }
        }
    }

    /// Whether `heaps` (any order, each reachable from the root) is a `P`-position.
    pub(crate) fn is_p(&self, heaps: &[u32]) -> bool {
        let mut sorted = bounds_of(heaps);
        // Pad with empty heaps to the root's heap count; they sort first.
        let mut x = vec![0u32; self.bounds.len() - sorted.len()];
        x.append(&mut sorted);
        let index = x
            .iter()
            .zip(&self.strides)
            .map(|(&v, &s)| u64::from(v) * s)
            .sum();
        self.is_p_index(index)
    }
}

#[cfg(test)]
mod tests {
    use super::{estimate, Rule, Table};
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn estimate_is_an_upper_bound(heaps in prop::collection::vec(0u32..9, 0..5), blocks in 1u32..3) {
            for rule in [Rule::PassAvailable, Rule::Blocking { blocks }] {
                prop_assert!(Table::build(&heaps, rule).visits <= estimate(&heaps));
            }
        }
    }

    #[test]
    fn estimate_bounds_the_work_actually_done() {
        for heaps in [
            vec![3, 5, 7],
            vec![1, 1, 1, 1],
            vec![12],
            vec![4, 9, 2, 6],
            vec![],
        ] {
            for rule in [Rule::PassAvailable, Rule::Blocking { blocks: 1 }] {
                let table = Table::build(&heaps, rule);
                assert!(table.visits <= estimate(&heaps), "{heaps:?}");
            }
        }
    }

    #[test]
    fn huge_heaps_saturate_the_estimate() {
        assert_eq!(estimate(&[u32::MAX, u32::MAX]), u64::MAX);
        assert_eq!(estimate(&[3; 40]), u64::MAX);
    }
}
