//! Wythoff's game: two heaps; a move takes any number from one heap, or the same number from both.
//! The last to move wins. The P-positions are the pairs (⌊nφ⌋, ⌊nφ²⌋) = (aₙ, aₙ + n), φ the
//! golden ratio (Wythoff, *A modification of the game of Nim*, 1907): Beatty sequences, so every
//! size is in exactly one pair, and two pairs never share a difference.

use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    heaps, Analysis, Explanation, Game, Level, Move, MoveError, Outcome, ParseError,
    Phase, PositionError, SplitMix64,
};

/// The pairs an explanation lists go up to this heap (the app's heaps are smaller; the command line's
/// may not be).
pub const LISTED_UP_TO: u32 = 100;

/// A position: the two heaps, in their order on the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Wythoff {
    /// Counters in each heap; a position has exactly two.
    pub heaps: Vec<u32>,
}

/// The `n`-th P-position pair, smaller heap first: (⌊nφ⌋, ⌊nφ⌋ + n).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WythoffPair {
    /// Its index, from 0.
    pub n: u32,
    /// ⌊nφ⌋.
    pub low: u32,
    /// ⌊nφ²⌋ = ⌊nφ⌋ + n.
    pub high: u32,
}

impl WythoffPair {
    /// The `n`-th pair, in integers: ⌊nφ⌋ = ⌊(n + √(5n²)) / 2⌋, and √(5n²) is irrational for
    /// n > 0, so the integer square root's floor gives the same floor. `None` past `u32`.
    pub fn nth(n: u32) -> Option<WythoffPair> {
        let square = 5 * u128::from(n) * u128::from(n);
        // The float's root is within one of the integer root; the exact squares settle it (a
        // wide square root would bring a 128-bit division into the page).
        let mut root = (f64::from(n) * 5f64.sqrt()) as u128;
        while root * root > square {
            root -= 1;
        }
        while (root + 1) * (root + 1) <= square {
            root += 1;
        }
        let low = u32::try_from(u128::midpoint(u128::from(n), root)).ok()?;
        let high = low.checked_add(n)?;
        Some(WythoffPair { n, low, high })
    }

    /// The one pair holding `size` (as its smaller or its larger heap).
    pub fn holding(size: u32) -> Option<WythoffPair> {
        // n is near size / φ for the smaller heap and size / φ² for the larger; the exact check
        // settles the float's last digit.
        let phi = f64::midpoint(1.0, 5f64.sqrt());
        [f64::from(size) / phi, f64::from(size) / (phi * phi)]
            .into_iter()
            .flat_map(|near| {
                let near = near as u32;
                near.saturating_sub(2)..=near.saturating_add(2)
            })
            .filter_map(WythoffPair::nth)
            .find(|pair| pair.low == size || pair.high == size)
    }

    /// The pair whose heaps differ by `difference`: the `difference`-th.
    pub fn with_difference(difference: u32) -> Option<WythoffPair> {
        WythoffPair::nth(difference)
    }

    /// Every pair whose smaller heap is at most `most`, in order.
    pub fn up_to(most: u32) -> Vec<WythoffPair> {
        (0..)
            .map_while(WythoffPair::nth)
            .take_while(|pair| pair.low <= most)
            .collect()
    }
}

/// Why a position of Wythoff's game is `P` or `N`: the pairs up to its heaps, the one it is if it
/// is a P-position, and the pair each winning move reaches.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WythoffExplanation {
    /// The heaps, smaller first.
    pub sorted: [u32; 2],
    /// The P-position pairs whose smaller heap is at most the larger heap here (at most
    /// [`LISTED_UP_TO`]).
    pub pairs: Vec<WythoffPair>,
    /// The pair the position is, when it is a P-position.
    pub pair: Option<WythoffPair>,
    /// Each winning move with the pair it leaves, in the order of the winning moves.
    pub reaches: Vec<(Move, WythoffPair)>,
}

impl Wythoff {
    /// A position of two heaps.
    pub fn new(first: u32, second: u32) -> Wythoff {
        Wythoff {
            heaps: vec![first, second],
        }
    }

    /// The two heaps (0 for a missing one: only [`Rules::validate`] sees a wrong count).
    fn pair(&self) -> (u32, u32) {
        let heap = |index: usize| self.heaps.get(index).copied().unwrap_or(0);
        (heap(0), heap(1))
    }

    /// The P-position pair these two heaps are, if they are one.
    pub fn p_pair(first: u32, second: u32) -> Option<WythoffPair> {
        let (low, high) = (first.min(second), first.max(second));
        WythoffPair::with_difference(high - low).filter(|pair| pair.low == low)
    }

    /// Every winning move, in the order of [`Rules::legal_moves`], with the pair it leaves: at
    /// most one per heap (each size has one partner) and one from both (one pair per difference).
    fn winning(&self) -> Vec<(Move, WythoffPair)> {
        let (x, y) = self.pair();
        let mut moves = Vec::new();
        for (heap, kept, other) in [(0, y, x), (1, x, y)] {
            if let Some(pair) = WythoffPair::holding(kept) {
                let to = if pair.low == kept { pair.high } else { pair.low };
                if to < other {
                    moves.push((Move::Take { heap, to }, pair));
                }
            }
        }
        let (low, high) = (x.min(y), x.max(y));
        if let Some(pair) = WythoffPair::with_difference(high - low).filter(|pair| pair.low < low) {
            moves.push((
                Move::Both {
                    taken: low - pair.low,
                },
                pair,
            ));
        }
        moves
    }
}

impl Rules for Wythoff {
    fn phase(&self) -> Phase {
        heaps::phase(&self.heaps)
    }

    /// Takes from the first heap, then the second (larger new sizes first), then from both
    /// (fewer first).
    fn legal_moves(&self) -> Vec<Move> {
        let (x, y) = self.pair();
        heaps::takes(&self.heaps)
            .chain((1..=x.min(y)).map(|taken| Move::Both { taken }))
            .collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        if let Phase::Over(_) = self.phase() {
            return Err(MoveError::GameOver);
        }
        let heaps = match *mv {
            Move::Take { heap, to } => heaps::take(&self.heaps, heap, to)?,
            Move::Both { taken } => {
                let (x, y) = self.pair();
                let most = x.min(y);
                if taken == 0 || taken > most {
                    return Err(MoveError::NotFromBoth { taken, most });
                }
                vec![x - taken, y - taken]
            }
            _ => return Err(MoveError::WrongKind),
        };
        Ok(Game::Wythoff(Wythoff { heaps }))
    }

    fn analyze(&self) -> Analysis {
        let (x, y) = self.pair();
        let reaches = self.winning();
        Analysis {
            outcome: Outcome::from_p(reaches.is_empty()),
            winning_moves: reaches.iter().map(|(mv, _)| mv.clone()).collect(),
            explanation: Explanation::Wythoff(WythoffExplanation {
                sorted: [x.min(y), x.max(y)],
                pairs: WythoffPair::up_to(x.max(y).min(LISTED_UP_TO)),
                pair: Wythoff::p_pair(x, y),
                reaches,
            }),
        }
    }

    fn validate(&self) -> Result<(), PositionError> {
        match self.heaps.len() {
            2 => Ok(()),
            heaps => Err(PositionError::HeapCount { heaps, needs: 2 }),
        }
    }

    heaps::heap_position_rules!(Wythoff);

    fn extra_moves(&self) -> Vec<Move> {
        let (x, y) = self.pair();
        (1..=x.min(y)).map(|taken| Move::Both { taken }).collect()
    }
}

impl GameKind for Wythoff {
    const KEY: &'static str = "wythoff";
    const BOARD: Board = Board::Heaps;
    const HEAPS: Option<usize> = Some(2);

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Wythoff {
            heaps: shape.heaps,
        }
    }

    /// Two heaps up to 7, 15 or 31, not both empty; a P-position pair a third of the time, as
    /// random heaps are rarely one.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let max = match level {
            Level::One => 7,
            Level::Two => 15,
            Level::Three => 31,
        };
        if rng.chance(1, 3) {
            let pairs: Vec<WythoffPair> = WythoffPair::up_to(max)
                .into_iter()
                .filter(|pair| pair.n > 0 && pair.high <= max)
                .collect();
            let pair = pairs[rng.between(0, pairs.len() as u32 - 1) as usize];
            return if rng.chance(1, 2) {
                Wythoff::new(pair.low, pair.high)
            } else {
                Wythoff::new(pair.high, pair.low)
            };
        }
        let first = rng.between(1, max);
        Wythoff::new(first, rng.between(0, max))
    }

    /// A first game to win, the first P-positions, and a larger one.
    fn presets() -> Vec<Self> {
        [(5, 9), (3, 5), (4, 7), (10, 13), (12, 20)]
            .into_iter()
            .map(|(a, b)| Wythoff::new(a, b))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// P-positions by plain recursion over the grid, up to `side`.
    fn p_by_search(side: u32) -> Vec<Vec<bool>> {
        let side = side as usize;
        let mut p = vec![vec![false; side + 1]; side + 1];
        for x in 0..=side {
            for y in 0..=side {
                let wins = (0..x).any(|to| p[to][y])
                    || (0..y).any(|to| p[x][to])
                    || (1..=x.min(y)).any(|taken| p[x - taken][y - taken]);
                p[x][y] = !wins;
            }
        }
        p
    }

    #[test]
    fn the_pairs_are_the_golden_ratios_floors_and_the_search_agrees() {
        let pairs: Vec<(u32, u32)> = WythoffPair::up_to(13)
            .iter()
            .map(|pair| (pair.low, pair.high))
            .collect();
        assert_eq!(
            pairs,
            [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)]
        );
        let side = 80;
        let search = p_by_search(side);
        for x in 0..=side {
            for y in 0..=side {
                let game = Wythoff::new(x, y);
                assert_eq!(
                    Wythoff::p_pair(x, y).is_some(),
                    search[x as usize][y as usize],
                    "({x}, {y})"
                );
                assert_eq!(game.analyze().outcome == Outcome::PreviousPlayerWins, search[x as usize][y as usize]);
            }
        }
    }

    #[test]
    fn the_pairs_match_the_floors_of_n_phi_in_floating_point_where_it_is_exact() {
        let phi = f64::midpoint(1.0, 5f64.sqrt());
        for n in 0..10_000u32 {
            let pair = WythoffPair::nth(n).expect("in range");
            assert_eq!(pair.low, (f64::from(n) * phi).floor() as u32, "{n}");
            assert_eq!(pair.high, (f64::from(n) * phi * phi).floor() as u32, "{n}");
        }
        assert!(WythoffPair::nth(u32::MAX).is_none());
    }

    #[test]
    fn moves_from_both_heaps_are_checked() {
        let game = Wythoff::new(3, 5);
        assert_eq!(
            game.apply(&Move::Both { taken: 4 }),
            Err(MoveError::NotFromBoth { taken: 4, most: 3 })
        );
        assert_eq!(
            game.apply(&Move::Both { taken: 2 }),
            Ok(Game::Wythoff(Wythoff::new(1, 3)))
        );
        assert_eq!(game.legal_moves().len(), 3 + 5 + 3);
        assert_eq!(
            Wythoff { heaps: vec![1, 2, 3] }.validate(),
            Err(PositionError::HeapCount { heaps: 3, needs: 2 })
        );
    }

    proptest! {
        // Every winning move the closed form names is legal, leaves a P-pair, and they are all
        // the legal moves that do.
        #[test]
        fn winning_moves_are_exactly_the_moves_to_p_pairs(x in 0u32..200, y in 0u32..200) {
            let game = Wythoff::new(x, y);
            let to_p: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|mv| match game.apply(mv) {
                    Ok(Game::Wythoff(after)) => Wythoff::p_pair(after.heaps[0], after.heaps[1]).is_some(),
                    _ => false,
                })
                .collect();
            let analysis = game.analyze();
            prop_assert_eq!(&analysis.winning_moves, &to_p);
            let Explanation::Wythoff(why) = analysis.explanation else {
                return Err(TestCaseError::fail("a Wythoff explanation"));
            };
            for (mv, pair) in &why.reaches {
                let Ok(Game::Wythoff(after)) = game.apply(mv) else {
                    return Err(TestCaseError::fail("a legal move"));
                };
                prop_assert_eq!(Wythoff::p_pair(after.heaps[0], after.heaps[1]), Some(*pair));
            }
        }

        #[test]
        fn each_size_is_in_exactly_one_pair(size in 0u32..1_000_000_000) {
            let pair = WythoffPair::holding(size).expect("a pair");
            prop_assert!(pair.low == size || pair.high == size);
        }
    }
}
