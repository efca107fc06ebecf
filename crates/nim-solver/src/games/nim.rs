//! Normal-play Nim: `P` iff the nim-sum is 0 (Bouton; seed 001 Theorem 1, seed 002).

use crate::breakdown::nim_sum;
use crate::game::{Board, GameKind, Rules, Shape};
use crate::game::Method;
use crate::{
    heaps, Analysis, Explanation, Game, Level, Move, MoveError, NimSumBreakdown, Outcome,
    ParseError, Phase, PositionError, SplitMix64,
};

/// A Nim position: the counters in each heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Nim {
    /// Counters in each heap.
    pub heaps: Vec<u32>,
}

impl Rules for Nim {
    fn phase(&self) -> Phase {
        heaps::phase(&self.heaps)
    }

    crate::heaps::take_only_rules!(Nim);
}

impl GameKind for Nim {
    const KEY: &'static str = "nim";
    const BOARD: Board = Board::Heaps;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn table_method(_: usize, _: u32, _: bool) -> Option<Method> {
        Some(Method::ClosedForm(|tuple| nim_sum(tuple) == 0))
    }

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Nim {
            heaps: shape.heaps,
        }
    }

    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        Nim {
            heaps: practice_heaps(level, rng),
        }
    }

    /// The rows the source documents work through, and a Fibonacci row.
    fn opening() -> Self {
        Nim {
            heaps: vec![4, 3, 2],
        }
    }

    fn presets() -> Vec<Self> {
        let rest = [&[3, 4, 5][..], &[5, 4, 3], &[13, 15, 17], &[5, 8, 16], &[1, 2, 3, 5, 8, 13]];
        std::iter::once(Self::opening())
            .chain(rest.into_iter().map(|heaps| Nim {
                heaps: heaps.to_vec(),
            }))
            .collect()
    }
}

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

/// Practice heaps for Nim and misère Nim: 2–3 heaps up to 7 (three binary columns), 3–4 up to
/// 15, 4–5 up to 31.
pub(crate) fn practice_heaps(level: Level, rng: &mut SplitMix64) -> Vec<u32> {
    let (count, max) = match level {
        Level::One => (rng.between(2, 3), 7),
        Level::Two => (rng.between(3, 4), 15),
        Level::Three => (rng.between(4, 5), 31),
    };
    rng.heaps(count, max)
}
