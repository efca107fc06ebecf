//! Wythoff's game: two heaps; a move takes any number from one heap, or the same number from both.
//! The last to move wins. The P-positions are the pairs (⌊nφ⌋, ⌊nφ²⌋) = (aₙ, aₙ + n), φ the
//! golden ratio (Wythoff, *A modification of the game of Nim*, 1907): Beatty sequences, so every
//! size is in exactly one pair, and two pairs never share a difference.

use crate::game::{Board, GameKind, Method, Rules, Shape};
use crate::{
    heaps, Analysis, Explanation, Game, Level, Move, MoveError, Outcome, ParseError,
    Phase, PositionError, Prediction, SplitMix64,
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

/// 64-bit words per set of values seen: a cell `(a, b)` has `a + b + min(a, b)` options, so its
/// mex is at most `3 * max`, and `3 * max + 1` bits hold every value with room for the mex.
fn value_words(max: u32) -> usize {
    (3 * max as usize + 1) / 64 + 1
}

/// The work of [`grundy_values`] up to `max`: per cell, one scan of three sets of
/// [`value_words`] (stopping at the first word with a value unseen) and three bits set.
fn grundy_work(max: u32) -> u64 {
    let side = u64::from(max) + 1;
    side.saturating_mul(side)
        .saturating_mul(value_words(max) as u64 + 3)
}

/// The Grundy value of every pair `(a, b)` with `a` and `b` from 0 to `max`, row `a` by column
/// `b`: the mex of the values one move away (left in the row, up the column, back along the
/// diagonal). Each row, column and diagonal keeps a bit set of the values it holds so far, so a
/// cell's mex is the first zero bit of three sets or-ed together, not a scan of its options.
/// Reports `progress(rows done, rows)` after each row.
pub fn grundy_values(max: u32, progress: &mut dyn FnMut(u64, u64)) -> Vec<u32> {
    let side = max as usize + 1;
    let words = value_words(max);
    let mut values = vec![0u32; side * side];
    let mut columns = vec![0u64; side * words];
    // Diagonal `b - a + max`, so every difference has its own set.
    let mut diagonals = vec![0u64; (2 * side - 1) * words];
    let mut row = vec![0u64; words];
    for a in 0..side {
        row.fill(0);
        for b in 0..side {
            let column = b * words;
            let diagonal = (b + side - 1 - a) * words;
            let mut value = 0;
            for word in 0..words {
                let seen = row[word] | columns[column + word] | diagonals[diagonal + word];
                if seen != u64::MAX {
                    value = word * 64 + (!seen).trailing_zeros() as usize;
                    break;
                }
            }
            values[a * side + b] = value as u32;
            let (word, bit) = (value / 64, 1u64 << (value % 64));
            row[word] |= bit;
            columns[column + word] |= bit;
            diagonals[diagonal + word] |= bit;
        }
        progress(a as u64 + 1, side as u64);
    }
    values
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

    /// Two heaps only: by the pairs' closed form, or for an atlas slice (drawn against the
    /// pairs) by the mex of every cell ([`grundy_values`]), which gives the Grundy picture too.
    fn table_method(heaps: usize, _: u32, searched: bool) -> Option<Method> {
        (heaps == 2).then_some(if searched {
            Method::Values { work: grundy_work }
        } else {
            Method::ClosedForm(|sorted| Wythoff::p_pair(sorted[0], sorted[1]).is_some())
        })
    }

    /// Wythoff's theorem: two heaps are P exactly when they are a pair (⌊nφ⌋, ⌊nφ²⌋).
    fn prediction(heaps: usize, _: u32) -> Option<Prediction> {
        (heaps == 2).then_some(Prediction {
            predicts: |heaps| match *heaps {
                [a, b] => Some(Wythoff::p_pair(a, b).is_some()),
                _ => None,
            },
            silent_from: |_| None,
        })
    }

    fn pair_values(max: u32, progress: &mut dyn FnMut(u64, u64)) -> Vec<u32> {
        grundy_values(max, progress)
    }

    /// A first game to win, the first P-positions, and a larger one.
    fn opening() -> Self {
        Wythoff::new(5, 9)
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain(
                [(3, 5), (4, 7), (10, 13), (12, 20)]
                    .into_iter()
                    .map(|(a, b)| Wythoff::new(a, b)),
            )
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

    /// Grundy values by the mex of every option, listed one by one.
    fn naive_values(max: u32) -> Vec<u32> {
        let side = max as usize + 1;
        let mut values = vec![0u32; side * side];
        for a in 0..side {
            for b in 0..side {
                let mut options: Vec<u32> = (0..a).map(|to| values[to * side + b]).collect();
                options.extend((0..b).map(|to| values[a * side + to]));
                options.extend((1..=a.min(b)).map(|k| values[(a - k) * side + b - k]));
                values[a * side + b] = (0..=options.len() as u32)
                    .find(|v| !options.contains(v))
                    .unwrap_or(0);
            }
        }
        values
    }

    #[test]
    fn the_fast_mex_agrees_with_the_naive_mex_and_its_zeros_are_the_pairs() {
        for max in [0, 1, 7, 63, 100] {
            let mut rows = 0;
            let values = grundy_values(max, &mut |done, total| {
                assert_eq!(total, u64::from(max) + 1);
                rows = done;
            });
            assert_eq!(rows, u64::from(max) + 1, "progress after each row");
            assert_eq!(values, naive_values(max), "max {max}");
            let side = max as usize + 1;
            let search = p_by_search(max);
            for a in 0..=max {
                for b in 0..=max {
                    let zero = values[a as usize * side + b as usize] == 0;
                    assert_eq!(zero, search[a as usize][b as usize], "({a}, {b})");
                    assert_eq!(zero, Wythoff::p_pair(a, b).is_some(), "({a}, {b})");
                }
            }
            // The zeros are exactly the Beatty pairs that fit, both ways round.
            let zeros = values.iter().filter(|&&v| v == 0).count();
            let pairs = WythoffPair::up_to(max)
                .iter()
                .filter(|pair| pair.high <= max)
                .map(|pair| if pair.n == 0 { 1 } else { 2 })
                .sum::<usize>();
            assert_eq!(zeros, pairs, "max {max}");
        }
        // The first row is Nim on one heap, and the table is symmetric.
        let values = grundy_values(20, &mut |_, _| {});
        assert_eq!(values[..21], (0..=20).collect::<Vec<u32>>()[..]);
        assert!((0..21).all(|a| (0..21).all(|b| values[a * 21 + b] == values[b * 21 + a])));
        assert_eq!(values[21 + 1], 2, "(1, 1) reaches 1 and 0 only: mex 2");
    }

    #[test]
    fn a_searched_slice_is_the_mex_and_the_pairs_predict_it() {
        use crate::{compare, Family, Slice, Variant};
        let family = Family::of(Variant::Wythoff, 1).expect("two-heap tables");
        let slice = Slice { family, fixed: vec![], max: 150 };
        let mut cells = std::collections::BTreeSet::new();
        let values = slice
            .each_p_pair_with_values(|_, _| {}, |a, b| { cells.insert((a, b)); })
            .expect("within the budget")
            .expect("values by mex");
        assert_eq!(values, grundy_values(150, &mut |_, _| {}));
        let prediction = Prediction::over(&slice).expect("the pairs");
        let comparison = compare(&slice, prediction, |a, b| cells.contains(&(a, b)));
        assert_eq!(comparison.contradictions, []);
        assert_eq!(comparison.predicted_p.len(), cells.len());
        assert!(cells.contains(&(3, 5)) && cells.contains(&(55, 89)));
        // Only two heaps have tables: another count is refused at once.
        assert_eq!(Slice { fixed: vec![5], ..slice.clone() }.work(), u64::MAX);
        assert!(!family.has_tables(3) && family.has_tables(2));
        // Tables by the closed form agree.
        let table = crate::p_positions(family, 2, 150).expect("small");
        let listed: Vec<(u32, u32)> = table.iter().map(|t| (t[0], t[1])).collect();
        assert_eq!(listed, cells.into_iter().collect::<Vec<_>>());
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
