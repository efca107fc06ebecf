//! Nim with a Pass (Nim*, seed 004): exact search for the answer, the paper's theorems as reasons.

use crate::breakdown::nim_sum;
use crate::search::{self, Rule, Table};
use crate::{
    heaps, Analysis, Explanation, Move, NimSumBreakdown, Outcome, PassExplanation, PassTheorem,
};

/// Passing wins iff the heaps form a Nim `P`-position that is not the end of the game.
fn pass_wins(heaps: &[u32]) -> bool {
    nim_sum(heaps) == 0 && !heaps::all_empty(heaps)
}

pub(crate) fn search_size(heaps: &[u32]) -> u64 {
    search::estimate(heaps)
}

impl PassTheorem {
    /// The seed 004 theorem whose hypotheses `heaps` (pass available) meet, if any. Empty heaps
    /// are ignored, as in the paper's notation.
    pub fn covering(heaps: &[u32]) -> Option<Self> {
        let mut sizes: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        sizes.sort_unstable();
        let count = |size: u32| sizes.iter().filter(|&&h| h == size).count() as u32;
        match *sizes.as_slice() {
            [m, n] => return Some(Self::TwoHeaps { m, n }),
            [1, m, n] => return Some(Self::OneMN { m, n }),
            _ => {}
        }
        let (m1, m2, m3) = (count(1), count(2), count(3));
        let weight = u64::from(m1) + 2 * u64::from(m2) + 3 * u64::from(m3);
        if sizes.iter().all(|&h| h <= 2) && weight >= 7 {
            Some(Self::OnesAndTwos { m1, m2 })
        } else if sizes.iter().all(|&h| h <= 3) && weight >= 10 {
            Some(Self::OnesTwosThrees { m1, m2, m3 })
        } else {
            None
        }
    }

    /// The outcome the theorem states.
    pub fn outcome(self) -> Outcome {
        let p = match self {
            // Theorem 1: P iff m is odd and n = m + 1.
            Self::TwoHeaps { m, n } => m % 2 == 1 && u64::from(n) == u64::from(m) + 1,
            // Theorem 2: P iff m = n and m != 2.
            Self::OneMN { m, n } => m == n && m != 2,
            // Theorem 3 (m1 + 2 m2 >= 7): P iff m1 is odd and m2 even.
            Self::OnesAndTwos { m1, m2 } => m1 % 2 == 1 && m2 % 2 == 0,
            // Theorem 4 (m1 + 2 m2 + 3 m3 >= 10): P iff m1 odd with m2, m3 even, or m1 even with
            // m2, m3 odd.
            Self::OnesTwosThrees { m1, m2, m3 } => {
                (m1 % 2 == 1 && m2 % 2 == 0 && m3 % 2 == 0)
                    || (m1 % 2 == 0 && m2 % 2 == 1 && m3 % 2 == 1)
            }
        };
        Outcome::from_p(p)
    }
}

/// Analysis with the pass still available; the caller has checked the budget.
pub(crate) fn analyze_available(heaps: &[u32]) -> Analysis {
    let table = Table::build(heaps, Rule::PassAvailable);
    let pass_wins = pass_wins(heaps);
    let mut winning_moves: Vec<Move> = heaps::takes(heaps)
        .filter(|mv| match *mv {
            Move::Take { heap, to } => {
                let mut after = heaps.to_vec();
                after[heap] = to;
                table.is_p(&after)
            }
            _ => false,
        })
        .collect();
    if pass_wins {
        winning_moves.push(Move::Pass);
    }
    Analysis {
        outcome: Outcome::from_p(table.is_p(heaps)),
        winning_moves,
        explanation: Explanation::Pass(PassExplanation {
            theorem: PassTheorem::covering(heaps),
            pass_wins,
            breakdown: NimSumBreakdown::of(heaps),
            states_searched: table.visits,
        }),
    }
}

/// Whether `heaps` with the pass available is `P` (for tables and tests).
pub(crate) fn is_p(heaps: &[u32]) -> bool {
    Table::build(heaps, Rule::PassAvailable).is_p(heaps)
}

/// Every three-heap `P`-position `[a, b, c]` of Nim* (pass available, `a <= b <= c <= max`, empty
/// heaps included), in lexicographic order.
///
/// The O(N^3) method: for fixed `a, b` at most one `c` makes `[a, b, c]` a `P`-position (from any
/// larger `c` the mover lowers `c` to it), and it is the smallest `c` not reachable as a `P`
/// third from `[a', b]` or `[a, b']` with `a' < a`, `b' < b`, and where passing does not win.
pub fn pass_three_heap_p_positions(max: u32) -> Vec<[u32; 3]> {
    let size = max as usize + 1;
    let words = size.div_ceil(64);
    // below_a[b]: the P thirds of [a', b] for a' < a; below_b: those of [a, b'] for b' < b.
    let mut below_a = vec![vec![0u64; words]; size];
    let mut positions = Vec::new();
    for a in 0..=max {
        let mut below_b = vec![0u64; words];
        for b in 0..=max {
            let column = &below_a[b as usize];
            let mut third = None;
            'scan: for word in 0..words {
                let mut free = !(column[word] | below_b[word]);
                while free != 0 {
                    let c = (word * 64) as u32 + free.trailing_zeros();
                    if c > max {
                        break 'scan;
                    }
                    let passing_wins = a ^ b ^ c == 0 && (a, b, c) != (0, 0, 0);
                    if !passing_wins {
                        third = Some(c);
                        break 'scan;
                    }
                    free &= free - 1;
                }
            }
            if let Some(c) = third {
                let bit = 1u64 << (c % 64);
                below_a[b as usize][c as usize / 64] |= bit;
                below_b[c as usize / 64] |= bit;
                if a <= b && b <= c {
                    positions.push([a, b, c]);
                }
            }
        }
    }
    positions.sort_unstable();
    positions
}
