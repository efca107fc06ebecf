//! Moore's Nim (`Nim_k`): a move takes any number of counters from at least one and at most k heaps,
//! and the last to move wins; k = 1 is Nim. A position is P exactly when every binary column
//! holds a multiple of k + 1 ones (Moore, *A generalization of the game called Nim*, 1910).

use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    heaps, Analysis, Explanation, Game, Level, Move, MoveError, Outcome, ParseError, Phase,
    PositionError, SplitMix64,
};

/// The most heaps one move may take from.
pub const MOST_K: u32 = *crate::game::HEAPS_PER_MOVE.end();

/// A position: the heaps, and how many of them one move may take from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Moore {
    /// Counters in each heap.
    pub heaps: Vec<u32>,
    /// The most heaps one move takes from, 1 to [`MOST_K`].
    pub k: u32,
}

/// One column of Moore's construction of a winning move, highest column first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MooreStep {
    /// The column's value (a power of two).
    pub column: u32,
    /// Ones in the column among the heaps not changed yet.
    pub ones: u32,
    /// Heaps changed from here on: their 1 in this column becomes 0, so whatever their lower
    /// columns hold they end smaller.
    pub lowered: Vec<usize>,
    /// Heaps changed higher up given a 1 here to make the column's count a multiple of k + 1.
    pub raised: Vec<usize>,
}

/// Why a position of Moore's Nim is `P` or `N`: the binary table with each column's count of
/// ones modulo k + 1, and Moore's construction of one winning move, column by column.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MooreExplanation {
    /// The most heaps a move takes from.
    pub k: u32,
    /// The heaps, as given.
    pub heaps: Vec<u32>,
    /// Column values, highest first; at least `[1]`.
    pub columns: Vec<u32>,
    /// `rows[h][c]`: whether heap `h` has the bit of `columns[c]`.
    pub rows: Vec<Vec<bool>>,
    /// Ones in each column.
    pub counts: Vec<u32>,
    /// Each column's count modulo k + 1: all 0 exactly in a P-position.
    pub residues: Vec<u32>,
    /// Moore's construction, one step per column from the highest, when the position is `N`.
    pub construction: Vec<MooreStep>,
    /// The heaps after the constructed move, when the position is `N`.
    pub after: Option<Vec<u32>>,
}

impl Moore {
    /// Heaps played with moves from at most `k` of them.
    pub fn new(heaps: &[u32], k: u32) -> Moore {
        Moore {
            heaps: heaps.to_vec(),
            k,
        }
    }

    /// The column values a table of `heaps` needs, highest first.
    fn columns(&self) -> Vec<u32> {
        let top = self.heaps.iter().copied().max().unwrap_or(0).max(1);
        (0..=top.ilog2()).rev().map(|bit| 1 << bit).collect()
    }

    /// Ones in column `bit` among the heaps not in `skip`.
    fn ones(&self, bit: u32, skip: impl Fn(usize) -> bool) -> u32 {
        self.heaps
            .iter()
            .enumerate()
            .filter(|&(heap, &size)| !skip(heap) && size & bit != 0)
            .count() as u32
    }

    /// Moore's construction from the highest column down; its steps and the heaps it leaves.
    fn construct(&self) -> (Vec<MooreStep>, Vec<u32>) {
        let modulus = self.k + 1;
        let mut changed = vec![false; self.heaps.len()];
        let mut after = self.heaps.clone();
        let mut steps = Vec::new();
        for bit in self.columns() {
            let ones = self.ones(bit, |heap| changed[heap]);
            let need = (modulus - ones % modulus) % modulus;
            let touched: Vec<usize> = (0..after.len()).filter(|&h| changed[h]).collect();
            let (mut lowered, mut raised) = (Vec::new(), Vec::new());
            if need as usize <= touched.len() {
                raised = touched[..need as usize].to_vec();
            } else {
                // Too few changed heaps to make up the count: lower as many of the column's ones.
                lowered = (0..after.len())
                    .filter(|&h| !changed[h] && self.heaps[h] & bit != 0)
                    .take((ones % modulus) as usize)
                    .collect();
            }
            for &heap in &lowered {
                changed[heap] = true;
            }
            for (heap, size) in after.iter_mut().enumerate() {
                if changed[heap] {
                    *size = if raised.contains(&heap) {
                        *size | bit
                    } else {
                        *size & !bit
                    };
                }
            }
            steps.push(MooreStep {
                column: bit,
                ones,
                lowered,
                raised,
            });
        }
        (steps, after)
    }

    /// Every move, or with `balanced` every move to a P-position, in one order: sets of heaps
    /// as [`subsets`] lists them, and in each the new sizes found column by column from the
    /// highest, larger first.
    fn moves(&self, balanced: bool) -> Vec<Move> {
        let mut moves = Vec::new();
        let columns = self.columns();
        for chosen in subsets(self.heaps.len(), self.k as usize) {
            let mut sizes = vec![0u32; chosen.len()];
            let all_tight = (1 << chosen.len()) - 1;
            let mut found = |sizes: &[u32]| moves.push(several(&chosen, sizes));
            let fill = Fill {
                game: self,
                chosen: &chosen,
                columns: &columns,
                balanced,
            };
            fill.column(0, all_tight, &mut sizes, &mut found);
        }
        moves
    }
}

/// New sizes for a set of heaps, each below its old size, found column by column.
struct Fill<'a> {
    game: &'a Moore,
    chosen: &'a [usize],
    columns: &'a [u32],
    /// Whether every column must end a multiple of k + 1 (a move to a P-position).
    balanced: bool,
}

impl Fill<'_> {
    /// Fills column `at` and those below of `sizes`; `tight` marks the chosen heaps whose new
    /// size still equals the old one in the columns so far, which may not take a 1 over a 0.
    fn column(&self, at: usize, tight: u32, sizes: &mut [u32], found: &mut dyn FnMut(&[u32])) {
        let Some(&bit) = self.columns.get(at) else {
            if tight == 0 {
                found(sizes);
            }
            return;
        };
        let modulus = self.game.k + 1;
        let kept = self.game.ones(bit, |heap| self.chosen.contains(&heap));
        let need = (modulus - kept % modulus) % modulus;
        // Larger first; with fewer chosen heaps than k + 1 the chosen ones must be exactly `need`.
        for pattern in (0u32..(1 << self.chosen.len())).rev() {
            if self.balanced && pattern.count_ones() != need {
                continue;
            }
            let mut next = tight;
            let fits = self.chosen.iter().enumerate().all(|(j, &heap)| {
                let (new, old) = (pattern >> j & 1, u32::from(self.game.heaps[heap] & bit != 0));
                if tight >> j & 1 == 1 {
                    if new > old {
                        return false;
                    }
                    if new < old {
                        next &= !(1 << j);
                    }
                }
                true
            });
            if fits {
                for (j, size) in sizes.iter_mut().enumerate() {
                    *size = (*size & !bit) | if pattern >> j & 1 == 1 { bit } else { 0 };
                }
                self.column(at + 1, next, sizes, found);
            }
        }
    }
}

/// Every set of 1 to `most` of `n` heaps, smaller sets first, each in lexicographic order.
fn subsets(n: usize, most: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    for size in 1..=most.min(n) {
        extend_subsets(n, size, 0, &mut Vec::new(), &mut all);
    }
    all
}

/// Adds to `all` every set of `size` heaps that starts with `current` and goes on from `from`.
fn extend_subsets(
    n: usize,
    size: usize,
    from: usize,
    current: &mut Vec<usize>,
    all: &mut Vec<Vec<usize>>,
) {
    if current.len() == size {
        all.push(current.clone());
        return;
    }
    for heap in from..n {
        current.push(heap);
        extend_subsets(n, size, heap + 1, current, all);
        current.pop();
    }
}

/// The move leaving `sizes` in the heaps `chosen`: a take from one heap, else from several.
fn several(chosen: &[usize], sizes: &[u32]) -> Move {
    match (chosen, sizes) {
        (&[heap], &[to]) => Move::Take { heap, to },
        _ => Move::Several {
            takes: chosen.iter().copied().zip(sizes.iter().copied()).collect(),
        },
    }
}

impl Rules for Moore {
    fn phase(&self) -> Phase {
        heaps::phase(&self.heaps)
    }

    /// Takes from one heap (heaps by index, larger new sizes first), then from two, three, ...
    /// heaps (sets in lexicographic order, new sizes found column by column, larger first).
    fn legal_moves(&self) -> Vec<Move> {
        self.moves(false)
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        if let Phase::Over(_) = self.phase() {
            return Err(MoveError::GameOver);
        }
        let heaps = match mv {
            &Move::Take { heap, to } => heaps::take(&self.heaps, heap, to)?,
            Move::Several { takes } => {
                if takes.len() < 2 || takes.len() > self.k as usize {
                    return Err(MoveError::HeapsInMove {
                        heaps: takes.len(),
                        most: self.k,
                    });
                }
                let mut heaps = self.heaps.clone();
                for (index, &(heap, to)) in takes.iter().enumerate() {
                    if takes[..index].iter().any(|&(other, _)| other == heap) {
                        return Err(MoveError::HeapTwice { heap });
                    }
                    heaps = heaps::take(&heaps, heap, to)?;
                }
                heaps
            }
            _ => return Err(MoveError::WrongKind),
        };
        Ok(Game::Moore(Moore { heaps, k: self.k }))
    }

    fn analyze(&self) -> Analysis {
        let winning_moves = self.moves(true);
        let columns = self.columns();
        let rows = self
            .heaps
            .iter()
            .map(|&size| columns.iter().map(|&bit| size & bit != 0).collect())
            .collect();
        let counts: Vec<u32> = columns.iter().map(|&bit| self.ones(bit, |_| false)).collect();
        let residues: Vec<u32> = counts.iter().map(|&count| count % (self.k + 1)).collect();
        let p = residues.iter().all(|&residue| residue == 0);
        let (construction, after) = if p {
            (Vec::new(), None)
        } else {
            let (steps, after) = self.construct();
            (steps, Some(after))
        };
        Analysis {
            outcome: Outcome::from_p(p),
            winning_moves,
            explanation: Explanation::Moore(MooreExplanation {
                k: self.k,
                heaps: self.heaps.clone(),
                columns,
                rows,
                counts,
                residues,
                construction,
                after,
            }),
        }
    }

    fn validate(&self) -> Result<(), PositionError> {
        heaps::validate(&self.heaps)?;
        if !(1..=MOST_K).contains(&self.k) {
            return Err(PositionError::HeapsPerMove {
                k: self.k,
                most: MOST_K,
            });
        }
        Ok(())
    }

    /// For each set of at most k heaps, the product of their sizes: the elementary symmetric
    /// sums `e_1..e_k` of the sizes, saturating.
    fn move_count(&self) -> u64 {
        let k = self.k as usize;
        let mut sums = vec![0u64; k + 1];
        sums[0] = 1;
        for &size in &self.heaps {
            for j in (1..=k).rev() {
                sums[j] = sums[j].saturating_add(sums[j - 1].saturating_mul(u64::from(size)));
            }
        }
        sums[1..]
            .iter()
            .fold(0u64, |total, &sum| total.saturating_add(sum))
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    fn canonical(&self) -> Game {
        Game::Moore(Moore {
            heaps: heaps::largest_first(&self.heaps),
            k: self.k,
        })
    }

    /// `k=` before the heaps, as links name the game's rule before its position.
    fn write_fields(&self, text: &mut String) {
        text.push_str("&k=");
        text.push_str(&self.k.to_string());
        heaps::write_field(text, &self.heaps);
    }

    fn shape(&self) -> Shape {
        Shape {
            heaps: self.heaps.clone(),
            heaps_per_move: self.k,
            ..Shape::default()
        }
    }

    fn heaps(&self) -> Option<&[u32]> {
        Some(&self.heaps)
    }

    fn heaps_per_move(&self) -> Option<u32> {
        Some(self.k)
    }
}

impl GameKind for Moore {
    const KEY: &'static str = "moore";
    const BOARD: Board = Board::Heaps;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Moore {
            heaps: shape.heaps,
            k: shape.heaps_per_move,
        }
    }

    /// Three, four or five heaps up to 3, 5 or 7 with k = 2 (k = 3 at the third level), not all
    /// empty; a P-position a third of the time, as random heaps are rarely one.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let (count, most, k) = match level {
            Level::One => (3, 3, 2),
            Level::Two => (4, 5, 2),
            Level::Three => (5, 7, 3),
        };
        let mut heaps: Vec<u32> = (0..count).map(|_| rng.between(0, most)).collect();
        if heaps::all_empty(&heaps) {
            heaps[count - 1] = most;
        }
        let game = Moore { heaps, k };
        if rng.chance(1, 3) {
            let (_, after) = game.construct();
            if !heaps::all_empty(&after) {
                return Moore { heaps: after, k };
            }
        }
        game
    }

    /// A first game to win with k = 2, Nim's P-position that Moore's rule wins, a P-position of
    /// `Nim_2`, and k = 3 on five heaps.
    fn opening() -> Self {
        Moore::new(&[3, 5, 6], 2)
    }

    fn presets() -> Vec<Self> {
        let rest = [
            (&[1, 2, 3][..], 2),
            (&[3, 5, 6], 1),
            (&[2, 3, 4, 5], 2),
            (&[7, 6, 5, 4, 3], 3),
        ];
        std::iter::once(Self::opening())
            .chain(rest.into_iter().map(|(heaps, k)| Moore::new(heaps, k)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Whether the player to move wins, by plain search over every legal move.
    fn wins(game: &Moore, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        let mut key = game.heaps.clone();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let win = game.legal_moves().iter().any(|mv| match game.apply(mv) {
            Ok(Game::Moore(after)) => !wins(&after, memo),
            _ => false,
        });
        memo.insert(key, win);
        win
    }

    #[test]
    fn a_move_takes_from_at_most_k_heaps_each_heap_once() {
        let game = Moore::new(&[3, 5, 6], 2);
        let two = Move::Several {
            takes: vec![(0, 1), (2, 4)],
        };
        assert_eq!(game.apply(&two), Ok(Game::Moore(Moore::new(&[1, 5, 4], 2))));
        let three = Move::Several {
            takes: vec![(0, 1), (1, 1), (2, 1)],
        };
        assert_eq!(
            game.apply(&three),
            Err(MoveError::HeapsInMove { heaps: 3, most: 2 })
        );
        let twice = Move::Several {
            takes: vec![(1, 1), (1, 0)],
        };
        assert_eq!(game.apply(&twice), Err(MoveError::HeapTwice { heap: 1 }));
        let unmoved = Move::Several {
            takes: vec![(0, 3), (1, 1)],
        };
        assert!(game.apply(&unmoved).is_err());
        assert_eq!(game.legal_moves().len() as u64, game.move_count());
        assert_eq!(game.move_count(), 3 + 5 + 6 + 3 * 5 + 3 * 6 + 5 * 6);
        assert_eq!(
            "variant=moore&k=2&heaps=3,5,6".parse::<Game>(),
            Ok(Game::Moore(game.clone()))
        );
        assert_eq!(Game::Moore(game).to_string(), "variant=moore&k=2&heaps=3,5,6");
        assert_eq!(
            Moore::new(&[1], 5).validate(),
            Err(PositionError::HeapsPerMove { k: 5, most: MOST_K })
        );
    }

    #[test]
    fn nims_p_position_is_won_when_two_heaps_move_together() {
        // 1, 2, 3 has nim-sum 0 but its columns hold 2 ones each: with k = 2 the mover leaves
        // 1, 1, 1, three ones in the 1s column, taking from the second and third heaps together.
        let analysis = Moore::new(&[1, 2, 3], 2).analyze();
        assert_eq!(analysis.outcome, Outcome::NextPlayerWins);
        assert_eq!(
            analysis.winning_moves,
            [Move::Several {
                takes: vec![(1, 1), (2, 1)]
            }]
        );
        assert_eq!(analysis.winning_moves[0].to_string(), "m1-1.2-1");
        assert_eq!("m1-1.2-1".parse::<Move>(), Ok(analysis.winning_moves[0].clone()));
        assert_eq!(Moore::new(&[1, 2, 3], 1).analyze().outcome, Outcome::PreviousPlayerWins);
    }

    proptest! {
        // Moore's theorem against plain search; the winning moves are exactly the legal moves to
        // P-positions, and the construction's move is one of them.
        #[test]
        fn moores_columns_agree_with_the_search(
            heaps in proptest::collection::vec(0u32..6, 1..5),
            k in 1u32..=4,
        ) {
            let game = Moore::new(&heaps, k);
            let mut memo = HashMap::new();
            let analysis = game.analyze();
            prop_assert_eq!(analysis.outcome == Outcome::NextPlayerWins, wins(&game, &mut memo));
            let to_p: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|mv| match game.apply(mv) {
                    Ok(Game::Moore(after)) => !wins(&after, &mut memo),
                    _ => false,
                })
                .collect();
            prop_assert_eq!(&analysis.winning_moves, &to_p);
            let Explanation::Moore(why) = &analysis.explanation else {
                return Err(TestCaseError::fail("a Moore explanation"));
            };
            match &why.after {
                Some(after) => {
                    let reached = analysis.winning_moves.iter().any(|mv| {
                        matches!(game.apply(mv), Ok(Game::Moore(left)) if &left.heaps == after)
                    });
                    prop_assert!(reached, "the construction's {:?} is a winning move", after);
                    let changed = after.iter().zip(&heaps).filter(|(a, b)| a != b).count();
                    prop_assert!(changed >= 1 && changed <= k as usize);
                }
                None => prop_assert!(analysis.winning_moves.is_empty()),
            }
        }

        #[test]
        fn the_move_count_is_the_number_of_legal_moves(
            heaps in proptest::collection::vec(0u32..7, 1..6),
            k in 1u32..=4,
        ) {
            let game = Moore::new(&heaps, k);
            prop_assert_eq!(game.legal_moves().len() as u64, game.move_count());
        }
    }
}
