//! Misère (Classic) Nim, by big rows: seed 001 Theorem 2 and seed 002's misère adaptation.

use crate::game::{Board, GameKind, Rules, Shape};
use crate::game::Method;
use crate::{
    heaps, Analysis, Explanation, Game, GameEnd, Level, MisereExplanation, MisereRegime, Move,
    MoveError, NimSumBreakdown, Outcome, ParseError, Phase, PositionError, SplitMix64,
};

/// A misère Nim position: the counters in each heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Misere {
    /// Counters in each heap.
    pub heaps: Vec<u32>,
}

impl Rules for Misere {
    fn phase(&self) -> Phase {
        if heaps::all_empty(&self.heaps) {
            // The opponent took the last counter: the player to move has won.
            Phase::Over(GameEnd::LastCounterTaken)
        } else {
            Phase::Move
        }
    }

    crate::heaps::take_only_rules!(Misere);
}

impl GameKind for Misere {
    fn table_method(_: usize, _: u32, _: bool) -> Option<Method> {
        Some(Method::ClosedForm(is_p))
    }

    const KEY: &'static str = "misere";
    const BOARD: Board = Board::Heaps;

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Misere {
            heaps: shape.heaps,
        }
    }

    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        Misere {
            heaps: super::nim::practice_heaps(level, rng),
        }
    }

    /// Classic Nim's 4-3-2, then 5-4-3 and two positions of the small regimes.
    fn opening() -> Self {
        Misere {
            heaps: vec![4, 3, 2],
        }
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain(
                [&[5, 4, 3][..], &[1, 1, 5, 5], &[1, 1, 1, 14]]
                    .into_iter()
                    .map(|heaps| Misere {
                        heaps: heaps.to_vec(),
                    }),
            )
            .collect()
    }
}

fn regime(heaps: &[u32]) -> (usize, usize, MisereRegime) {
    let big_rows = heaps.iter().filter(|&&h| h > 1).count();
    let single_rows = heaps.iter().filter(|&&h| h == 1).count();
    let regime = match big_rows {
        0 => MisereRegime::OnlySingles,
        1 => MisereRegime::OneBigRow,
        _ => MisereRegime::LikeNim,
    };
    (big_rows, single_rows, regime)
}

/// Outcome for the player to move; all-empty means the opponent took the last counter: `N`.
/// Whether heaps are a misère `P`-position (for tables).
fn is_p(heaps: &[u32]) -> bool {
    outcome(heaps) == Outcome::PreviousPlayerWins
}

pub(crate) fn outcome(heaps: &[u32]) -> Outcome {
    let (_, single_rows, regime) = regime(heaps);
    let next_wins = match regime {
        MisereRegime::LikeNim => crate::breakdown::nim_sum(heaps) != 0,
        // One big row: shrink it to 0 or 1 so that an odd number of single rows remains.
        MisereRegime::OneBigRow => true,
        MisereRegime::OnlySingles => single_rows % 2 == 0,
    };
    Outcome::from_p(!next_wins)
}

/// A move to `P` leaves either two big rows and nim-sum 0, or single rows only (an odd number),
/// so in each heap the only candidates are the others' nim-sum, 1 and 0.
pub(crate) fn winning_moves(heaps: &[u32]) -> Vec<Move> {
    heaps::candidate_takes(heaps, |heap| {
        vec![heaps::nim_sum_without(heaps, heap), 1, 0]
    })
    .into_iter()
    .filter(|&(heap, to)| {
        let mut after = heaps.to_vec();
        after[heap] = to;
        outcome(&after) == Outcome::PreviousPlayerWins
    })
    .map(|(heap, to)| Move::Take { heap, to })
    .collect()
}

pub(crate) fn analyze(heaps: &[u32]) -> Analysis {
    let (big_rows, single_rows, regime) = regime(heaps);
    Analysis {
        outcome: outcome(heaps),
        winning_moves: winning_moves(heaps),
        explanation: Explanation::Misere(MisereExplanation {
            big_rows,
            single_rows,
            regime,
            breakdown: NimSumBreakdown::of(heaps),
        }),
    }
}
