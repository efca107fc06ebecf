//! Normal-play Nim: `P` iff the nim-sum is 0 (Bouton; seed 001 Theorem 1, seed 002).

use crate::breakdown::nim_sum;
use crate::{heaps, Analysis, Explanation, Move, NimSumBreakdown, Outcome};

/// Outcome of Nim heaps.
pub(crate) fn outcome(heaps: &[u32]) -> Outcome {
    Outcome::from_p(nim_sum(heaps) == 0)
}

/// Every move to nim-sum 0: in each heap at most one, to the nim-sum of the other heaps.
pub(crate) fn winning_moves(heaps: &[u32]) -> Vec<Move> {
    heaps::candidate_takes(heaps, |heap| vec![heaps::nim_sum_without(heaps, heap)])
        .into_iter()
        .map(|(heap, to)| Move::Take { heap, to })
        .collect()
}

pub(crate) fn analyze(heaps: &[u32]) -> Analysis {
    Analysis {
        outcome: outcome(heaps),
        winning_moves: winning_moves(heaps),
        explanation: Explanation::NimSum(NimSumBreakdown::of(heaps)),
    }
}
