//! Nim with a Pass (Nim*, seed 004): exact search for the answer, the paper's theorems as reasons.

use crate::breakdown::nim_sum;
use crate::search::{self, Rule, Table};
use crate::game::{Board, GameKind, Rules, Shape};
use crate::game::Method;
use crate::tables::Slice;
use crate::Prediction;
use crate::{
    heaps, Analysis, Explanation, Game, Level, Move, MoveError, NimSumBreakdown, Outcome,
    ParseError, PassExplanation, PassTheorem, Phase, PositionError, SplitMix64,
};

/// A Nim with a Pass position: the heaps and whether the game's single pass is still unused.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pass {
    /// Counters in each heap.
    pub heaps: Vec<u32>,
    /// Whether the single pass of the game is still unused.
    pub pass_available: bool,
}

impl Rules for Pass {
    fn phase(&self) -> Phase {
        heaps::phase(&self.heaps)
    }

    /// The takes, then the pass while it is unused.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = heaps::takes(&self.heaps).collect();
        moves.extend(self.extra_moves());
        moves
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        if *mv == Move::Pass {
            // The pass's own errors say more than "the game is over".
            return if !self.pass_available {
                Err(MoveError::PassUsed)
            } else if heaps::all_empty(&self.heaps) {
                Err(MoveError::PassOnEmpty)
            } else {
                Ok(Game::Pass(Pass {
                    heaps: self.heaps.clone(),
                    pass_available: false,
                }))
            };
        }
        Ok(Game::Pass(Pass {
            heaps: heaps::apply_take(&self.heaps, self.phase(), mv)?,
            pass_available: self.pass_available,
        }))
    }

    fn search_size(&self) -> u64 {
        if self.pass_available {
            search_size(&self.heaps)
        } else {
            0
        }
    }

    /// Once the pass is used the game is Nim.
    fn analyze(&self) -> Analysis {
        if self.pass_available {
            analyze_available(&self.heaps)
        } else {
            super::nim::analyze(&self.heaps)
        }
    }

    fn validate(&self) -> Result<(), PositionError> {
        heaps::validate(&self.heaps)
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    fn canonical(&self) -> Game {
        Game::Pass(Pass {
            heaps: heaps::largest_first(&self.heaps),
            pass_available: self.pass_available,
        })
    }

    fn write_fields(&self, text: &mut String) {
        heaps::write_field(text, &self.heaps);
        text.push_str(if self.pass_available {
            "&pass=1"
        } else {
            "&pass=0"
        });
    }

    fn shape(&self) -> Shape {
        Shape {
            heaps: self.heaps.clone(),
            pass_available: self.pass_available,
            ..Shape::default()
        }
    }

    fn heaps(&self) -> Option<&[u32]> {
        Some(&self.heaps)
    }

    fn extra_moves(&self) -> Vec<Move> {
        if self.pass_available && !heaps::all_empty(&self.heaps) {
            vec![Move::Pass]
        } else {
            Vec::new()
        }
    }

    fn pass_available(&self) -> Option<bool> {
        Some(self.pass_available)
    }
}

impl GameKind for Pass {
    /// Seed 004's structure on three heaps (one `P` third per pair), exact search otherwise.
    fn table_method(heaps: usize, _: u32, _: bool) -> Option<Method> {
        Some(if heaps == 3 {
            Method::Rows {
                work: three_heap_work,
            }
        } else {
            Method::Search(RULE)
        })
    }

    fn table_rows(max: u32, rows: u32, emit: &mut dyn FnMut([u32; 3])) {
        each_three_heap_p_position(max, rows, emit);
    }

    fn prediction(heaps: usize, _: u32) -> Option<Prediction> {
        (heaps == 3).then_some(Prediction {
            predicts: predicts_three_heaps,
            silent_from: lists_silent_from,
        })
    }

    const KEY: &'static str = "pass";
    const BOARD: Board = Board::Heaps;

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Pass {
            heaps: shape.heaps,
            pass_available: shape.pass_available,
        }
    }

    /// Level 1 two heaps or `[1, m, n]` (seed 004's Theorems 1 and 2), level 2 three heaps (the
    /// paper's lists, no theorem) or ones and twos (Theorem 3 when they weigh 7 or more), level 3
    /// four heaps (no theorem) or ones, twos and threes (Theorem 4 from weight 10).
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let mut heaps = match level {
            Level::One if rng.chance(1, 2) => rng.heaps(2, 9),
            Level::One => {
                let mut sizes = vec![1];
                sizes.extend(rng.heaps(2, 9));
                sizes
            }
            Level::Two if rng.chance(1, 2) => {
                let count = rng.between(4, 6);
                rng.heaps(count, 2)
            }
            Level::Two => {
                let mut sizes = vec![rng.between(2, 5)];
                sizes.extend(rng.heaps(2, 12));
                sizes
            }
            Level::Three if rng.chance(1, 2) => {
                let count = rng.between(4, 6);
                rng.heaps(count, 3)
            }
            Level::Three => rng.heaps(4, 9),
        };
        crate::practice::halve_until_solvable(&mut heaps, search_size);
        Pass {
            heaps,
            pass_available: true,
        }
    }

    /// Small cases of seed 004's theorems and lists, the pass unused.
    fn opening() -> Self {
        Pass {
            heaps: vec![1, 2],
            pass_available: true,
        }
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain(
                [&[1, 3][..], &[1, 2, 3], &[2, 3, 5]]
                    .into_iter()
                    .map(|heaps| Pass {
                        heaps: heaps.to_vec(),
                        pass_available: true,
                    }),
            )
            .collect()
    }
}

/// Passing wins iff the heaps form a Nim `P`-position that is not the end of the game.
fn pass_wins(heaps: &[u32]) -> bool {
    nim_sum(heaps) == 0 && !heaps::all_empty(heaps)
}

/// The smallest heap at which the lists of *Nim with a Pass* stop ("no obvious pattern").
pub const PASS_LISTS_END: u32 = 10;

/// What *Nim with a Pass* says of three heaps: its theorems for two non-empty heaps and for
/// `[1, m, n]`, and its lists for smallest heap 2 to 9; nothing from [`PASS_LISTS_END`] on.
fn predicts_three_heaps(heaps: &[u32]) -> Option<bool> {
    if heaps.len() != 3 {
        return None;
    }
    if let Some(theorem) = PassTheorem::covering(heaps) {
        return Some(theorem.outcome() == Outcome::PreviousPlayerWins);
    }
    let smallest = heaps.iter().copied().filter(|&h| h > 0).min()?;
    let non_empty = heaps.iter().filter(|&&h| h > 0).count();
    (non_empty == 3 && (2..PASS_LISTS_END).contains(&smallest))
        .then(|| ListedFamily::find(heaps).is_some())
}

/// The lists' end, when every fixed heap of the slice is past it (the open corner).
fn lists_silent_from(slice: &Slice) -> Option<u32> {
    slice
        .fixed
        .iter()
        .all(|&h| h >= PASS_LISTS_END)
        .then_some(PASS_LISTS_END)
        .filter(|&s| s <= slice.max)
}

/// The search's rule with the pass available: `N` iff passing wins or a move leads to `P`.
pub(crate) const RULE: Rule = Rule {
    tolerated: 0,
    wins_outright: Some(pass_wins),
};

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

/// The non-empty heaps, sorted ascending, when there are exactly three: the shape the three-heap
/// method answers.
fn three_heaps(heaps: &[u32]) -> Option<[u32; 3]> {
    let mut sizes: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
    sizes.sort_unstable();
    sizes.try_into().ok()
}

pub(crate) fn search_size(heaps: &[u32]) -> u64 {
    match three_heaps(heaps) {
        Some([_, middle, largest]) => three_heap_work(largest, middle),
        None => search::estimate(heaps, RULE),
    }
}

/// Analysis with the pass still available; the caller has checked the budget.
pub(crate) fn analyze_available(heaps: &[u32]) -> Analysis {
    let (p, moves_to_p, states_searched) = if let Some(three) = three_heaps(heaps) {
        three_heap_answer(heaps, three)
    } else {
        let table = Table::build(heaps, RULE);
        (table.is_p(heaps), table.moves_to_p(heaps), table.visits)
    };
    let pass_wins = pass_wins(heaps);
    let mut winning_moves: Vec<Move> = moves_to_p
        .into_iter()
        .map(|(heap, to)| Move::Take { heap, to })
        .collect();
    if pass_wins {
        winning_moves.push(Move::Pass);
    }
    Analysis {
        outcome: Outcome::from_p(p),
        winning_moves,
        explanation: Explanation::Pass(PassExplanation {
            theorem: PassTheorem::covering(heaps),
            listed: ListedFamily::find(heaps),
            pass_wins,
            breakdown: NimSumBreakdown::of(heaps),
            states_searched,
        }),
    }
}

/// Whether `heaps` (three of them non-empty, `[x, y, z]` sorted) is `P`, its moves to `P` in
/// legal-move order, and the pairs searched: the three-heap method on rows up to `y`, which holds
/// the `P` third of every pair of the three.
fn three_heap_answer(heaps: &[u32], [x, y, z]: [u32; 3]) -> (bool, Vec<(usize, u32)>, u64) {
    let mut thirds: [((u32, u32), Option<u32>); 3] =
        [((x, y), None), ((x, z), None), ((y, z), None)];
    let searched = each_pair_third(z, y, |a, b, c| {
        for (pair, third) in &mut thirds {
            if *pair == (a, b) {
                *third = Some(c);
            }
        }
    });
    let third_of = |pair: (u32, u32)| {
        thirds
            .iter()
            .find(|&&(known, _)| known == pair)
            .and_then(|&(_, third)| third)
    };
    let mut moves = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        let mut others: Vec<u32> = heaps
            .iter()
            .enumerate()
            .filter(|&(i, &h)| i != heap && h > 0)
            .map(|(_, &h)| h)
            .collect();
        others.sort_unstable();
        // Only a non-empty heap moves, and then the others are two of the three.
        if let [p, q] = others[..] {
            if let Some(to) = third_of((p, q)).filter(|&to| to < size) {
                moves.push((heap, to));
            }
        }
    }
    (third_of((x, y)) == Some(z), moves, searched)
}

/// Every three-heap `P`-position `[a, b, c]` of Nim* (pass available, `a <= b <= c <= max`, empty
/// heaps included), in lexicographic order.
pub fn pass_three_heap_p_positions(max: u32) -> Vec<[u32; 3]> {
    let mut positions = Vec::new();
    each_three_heap_p_position(max, max, |position| positions.push(position));
    positions
}

/// An upper bound on the work of [`each_pair_third`]: the pairs `a <= b` it visits
/// plus the 64-bit words it scans (at most `(a + b + 1) / 64 + 1` for the pair `a, b`).
pub(crate) fn three_heap_work(max: u32, rows: u32) -> u64 {
    // Row 0 alone scans about max^2 / 128 words, over every budget from here on.
    if max >= 1 << 22 {
        return u64::MAX;
    }
    let m = u64::from(max);
    (0..=u64::from(rows.min(max))).fold(0u64, |work, a| {
        let pairs = m - a + 1;
        // The sum of a + b over b in a..=max.
        let sums = pairs * a + (a + m) * pairs / 2;
        work.saturating_add(pairs + (sums + pairs) / 64 + pairs)
    })
}

/// Calls `emit` with every three-heap `P`-position of Nim* (pass available) up to `max` whose
/// smallest heap is at most `rows`, sorted ascending, in lexicographic order.
pub(crate) fn each_three_heap_p_position(max: u32, rows: u32, mut emit: impl FnMut([u32; 3])) {
    each_pair_third(max, rows, |a, b, c| {
        if b <= c {
            emit([a, b, c]);
        }
    });
}

/// Calls `emit(a, b, c)` for every pair `a <= b <= max` with `a <= rows` whose `P` third `c`
/// (pass available) is at most `max`, rows in order and `b` ascending in each; returns the pairs
/// visited. Holds only bit tables of `(max + 1)^2` bits.
///
/// The method: for fixed `a, b` at most one `c` makes `[a, b, c]` a `P`-position (from any larger
/// `c` the mover lowers `c` to it), and it is the smallest `c` that is neither the `P` third of
/// `[a', b]` or `[a, b']` with `a' < a`, `b' < b`, nor the one where passing wins. Only the pairs
/// `a <= b` are searched: the third of `[b', a]` with `b' < a` was found in the row of `b'`.
fn each_pair_third(max: u32, rows: u32, mut emit: impl FnMut(u32, u32, u32)) -> u64 {
    let size = max as usize + 1;
    let words = size.div_ceil(64);
    // below[b]: the P thirds of [a', b] for the rows a' done so far (a' <= b).
    let mut below = vec![0u64; size * words];
    // full[b]: how many leading words of below[b] are all ones; no free third lies there.
    let mut full = vec![0usize; size];
    let mut row = vec![0u64; words];
    let mut visited = 0u64;
    for a in 0..=rows.min(max) {
        // The row's thirds of [a, b'] for b' < a are those of [b', a], found in earlier rows.
        let start = a as usize * words;
        row.copy_from_slice(&below[start..start + words]);
        let mut row_full = full[a as usize];
        for b in a..=max {
            visited += 1;
            let column = &below[b as usize * words..(b as usize + 1) * words];
            let mut third = None;
            'scan: for word in row_full.max(full[b as usize])..words {
                let mut free = !(column[word] | row[word]);
                while free != 0 {
                    let c = (word * 64) as u32 + free.trailing_zeros();
                    if c > max {
                        break 'scan;
                    }
                    if !pass_wins(&[a, b, c]) {
                        third = Some(c);
                        break 'scan;
                    }
                    free &= free - 1;
                }
            }
            if let Some(c) = third {
                let (word, bit) = (c as usize / 64, 1u64 << (c % 64));
                let column = &mut below[b as usize * words..(b as usize + 1) * words];
                column[word] |= bit;
                row[word] |= bit;
                let column_full = &mut full[b as usize];
                while *column_full < words && column[*column_full] == u64::MAX {
                    *column_full += 1;
                }
                while row_full < words && row[row_full] == u64::MAX {
                    row_full += 1;
                }
                emit(a, b, c);
            }
        }
    }
    visited
}

/// A heap size in a listed family, `coefficient·k + constant` (a fixed size when the coefficient
/// is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Term {
    /// What multiplies `k`.
    pub coefficient: u32,
    /// What is added.
    pub constant: u32,
}

impl Term {
    const fn fixed(size: u32) -> Self {
        Term {
            coefficient: 0,
            constant: size,
        }
    }

    const fn of_k(coefficient: u32, constant: u32) -> Self {
        Term {
            coefficient,
            constant,
        }
    }

    /// The size for a given `k`.
    pub fn at(self, k: u32) -> u64 {
        u64::from(self.coefficient) * u64::from(k) + u64::from(self.constant)
    }
}

/// One entry of seed 004's lists of three-heap Nim* `P`-positions (pass available): the
/// positions `[smallest, middle(k), largest(k)]` for every `k >= first_k`, or one position
/// when neither term depends on `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PassFamily {
    /// The smallest heap, `s` in the paper (2 to 9).
    pub smallest: u32,
    /// The middle heap.
    pub middle: Term,
    /// The largest heap.
    pub largest: Term,
    /// The first `k` of the family (the paper's "where k = ..."); unused for a single position.
    pub first_k: u32,
}

impl PassFamily {
    /// Whether the family is one position rather than a sequence in `k`.
    pub fn is_single(self) -> bool {
        self.middle.coefficient == 0 && self.largest.coefficient == 0
    }

    /// The family with this sorted position's `k`, when the family holds the position.
    pub fn holding(self, [a, b, c]: [u32; 3]) -> Option<ListedFamily> {
        if a != self.smallest {
            return None;
        }
        if self.is_single() {
            let same = self.middle.at(0) == u64::from(b) && self.largest.at(0) == u64::from(c);
            return same.then_some(ListedFamily {
                family: self,
                k: None,
            });
        }
        // Every listed sequence has the same coefficient on both terms; solve from the middle.
        let step = self.middle.coefficient;
        let over = b.checked_sub(self.middle.constant)?;
        if step == 0 || over % step != 0 {
            return None;
        }
        let k = over / step;
        (k >= self.first_k && self.largest.at(k) == u64::from(c)).then_some(ListedFamily {
            family: self,
            k: Some(k),
        })
    }

    /// The member of the family for `k` (for a single position, `k` is ignored).
    pub fn member(self, k: u32) -> [u64; 3] {
        [
            u64::from(self.smallest),
            self.middle.at(k),
            self.largest.at(k),
        ]
    }
}

/// Seed 004's lists, smallest heap 2 to 9, in the paper's order.
pub const PASS_FAMILIES: &[PassFamily] = &{
    const fn one(smallest: u32, middle: u32, largest: u32) -> PassFamily {
        PassFamily {
            smallest,
            middle: Term::fixed(middle),
            largest: Term::fixed(largest),
            first_k: 0,
        }
    }
    const fn seq(smallest: u32, step: u32, middle: u32, largest: u32, first_k: u32) -> PassFamily {
        PassFamily {
            smallest,
            middle: Term::of_k(step, middle),
            largest: Term::of_k(step, largest),
            first_k,
        }
    }
    [
        one(2, 2, 2),
        one(2, 3, 5),
        one(2, 4, 7),
        one(2, 6, 8),
        seq(2, 4, 1, 4, 2),
        seq(2, 4, 2, 3, 2),
        one(3, 6, 7),
        one(3, 8, 9),
        seq(3, 4, 2, 4, 2),
        seq(3, 4, 3, 5, 2),
        one(4, 5, 8),
        one(4, 6, 9),
        seq(4, 8, 2, 5, 1),
        seq(4, 8, 3, 6, 1),
        seq(4, 8, 4, 7, 1),
        seq(4, 8, 8, 9, 1),
        one(5, 7, 9),
        one(5, 10, 14),
        one(5, 11, 15),
        one(5, 12, 13),
        one(5, 16, 18),
        one(5, 17, 19),
        seq(5, 8, 4, 5, 2),
        seq(5, 8, 6, 9, 2),
        seq(5, 8, 7, 10, 2),
        seq(5, 8, 8, 11, 2),
        one(6, 10, 15),
        one(6, 11, 16),
        one(6, 12, 14),
        seq(6, 8, 5, 9, 1),
        seq(6, 8, 10, 14, 1),
        seq(6, 8, 11, 15, 1),
        seq(6, 8, 12, 16, 1),
        one(7, 10, 16),
        one(7, 11, 17),
        one(7, 12, 18),
        one(7, 13, 15),
        one(7, 14, 19),
        seq(7, 4, 0, 2, 5),
        seq(7, 4, 1, 3, 5),
        one(8, 10, 17),
        one(8, 11, 18),
        one(8, 12, 16),
        one(8, 13, 19),
        one(8, 14, 20),
        one(8, 15, 21),
        seq(8, 8, 6, 10, 2),
        seq(8, 8, 7, 11, 2),
        seq(8, 8, 8, 12, 2),
        seq(8, 8, 9, 13, 2),
        one(9, 11, 19),
        one(9, 13, 18),
        one(9, 14, 17),
        seq(9, 10, 5, 10, 1),
        seq(9, 10, 6, 11, 1),
        seq(9, 10, 12, 17, 1),
        seq(9, 10, 13, 18, 1),
        seq(9, 10, 14, 19, 1),
    ]
};

/// A position found in seed 004's lists: the family, and its `k` when the family is a sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ListedFamily {
    /// The listed family.
    pub family: PassFamily,
    /// The family's `k` for this position; `None` for a single listed position.
    pub k: Option<u32>,
}

impl ListedFamily {
    /// The listed family holding `heaps` (pass available), if any: exactly three non-empty
    /// heaps, smallest 2 to 9. Empty heaps are ignored, as in the paper's notation.
    pub fn find(heaps: &[u32]) -> Option<Self> {
        let mut sizes: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        sizes.sort_unstable();
        let sorted: [u32; 3] = sizes.try_into().ok()?;
        PASS_FAMILIES
            .iter()
            .find_map(|&family| family.holding(sorted))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    proptest! {
        #[test]
        fn the_three_heap_answer_equals_the_multiset_search(
            three in prop::array::uniform3(1u32..40),
            empty_at in prop::option::of(0usize..4),
        ) {
            let mut heaps = three.to_vec();
            if let Some(at) = empty_at {
                heaps.insert(at, 0);
            }
            let sorted = three_heaps(&heaps).expect("three non-empty heaps");
            let (p, moves, _) = three_heap_answer(&heaps, sorted);
            let table = Table::build(&heaps, RULE);
            prop_assert_eq!(p, table.is_p(&heaps), "{:?}", heaps);
            prop_assert_eq!(moves, table.moves_to_p(&heaps), "{:?}", heaps);
        }
    }

    const MAX: u32 = 120;

    fn exact_p_positions() -> BTreeSet<[u32; 3]> {
        pass_three_heap_p_positions(MAX).into_iter().collect()
    }

    /// Every member of every family with heaps up to `MAX`, with its `k`.
    fn members() -> Vec<(PassFamily, Option<u32>, [u32; 3])> {
        let mut all = Vec::new();
        for &family in PASS_FAMILIES {
            if family.is_single() {
                let [a, b, c] = family.member(0);
                all.push((family, None, [a, b, c].map(|h| h as u32)));
                continue;
            }
            let mut k = family.first_k;
            while family.largest.at(k) <= u64::from(MAX) {
                let [a, b, c] = family.member(k);
                all.push((family, Some(k), [a, b, c].map(|h| h as u32)));
                k += 1;
            }
        }
        all
    }

    #[test]
    fn every_listed_member_is_a_p_position_of_exact_search_and_is_found_with_its_family() {
        let exact = exact_p_positions();
        let members = members();
        assert!(
            members.len() > 200,
            "the lists expand to {} members",
            members.len()
        );
        for (family, k, position) in members {
            assert!(position[0] <= position[1] && position[1] <= position[2]);
            assert!(
                exact.contains(&position),
                "{position:?} is listed but not P"
            );
            assert_eq!(
                ListedFamily::find(&position),
                Some(ListedFamily { family, k }),
                "{position:?}"
            );
        }
    }

    #[test]
    fn every_p_position_with_smallest_heap_2_to_9_is_listed() {
        for position in exact_p_positions() {
            let listed = ListedFamily::find(&position);
            if (2..=9).contains(&position[0]) {
                assert!(listed.is_some(), "{position:?} is P but not listed");
            } else {
                assert_eq!(listed, None, "{position:?}");
            }
        }
    }

    #[test]
    fn worked_positions_are_found_with_their_families() {
        let found = ListedFamily::find(&[5, 2, 3]).expect("[2, 3, 5] is listed");
        assert_eq!(found.k, None);
        assert_eq!(found.family.member(0), [2, 3, 5]);

        let found = ListedFamily::find(&[12, 0, 9, 2]).expect("[2, 9, 12] is listed");
        assert_eq!(found.k, Some(2));
        assert_eq!(found.family.smallest, 2);
        assert_eq!(found.family.middle, Term::of_k(4, 1));
        assert_eq!(found.family.largest, Term::of_k(4, 4));

        // [7, 4k, 4k+2] starts at k = 5: [7, 16, 18] is not in it (and is not P).
        assert_eq!(ListedFamily::find(&[7, 16, 18]), None);
        assert_eq!(
            ListedFamily::find(&[7, 20, 22]).map(|listed| listed.k),
            Some(Some(5))
        );
        for not_listed in [
            &[2, 3, 4][..],
            &[1, 3, 3],
            &[10, 12, 14],
            &[2, 3],
            &[2, 3, 5, 6],
        ] {
            assert_eq!(ListedFamily::find(not_listed), None, "{not_listed:?}");
        }
    }

    #[test]
    fn the_analysis_carries_the_listed_family() {
        let analysis = analyze_available(&[2, 9, 12]);
        assert_eq!(analysis.outcome, Outcome::PreviousPlayerWins);
        let Explanation::Pass(explanation) = analysis.explanation else {
            panic!("Nim* explains with PassExplanation");
        };
        assert_eq!(explanation.theorem, None);
        assert_eq!(explanation.listed.and_then(|listed| listed.k), Some(2));
        let Explanation::Pass(explanation) = analyze_available(&[2, 3, 4]).explanation else {
            panic!("Nim* explains with PassExplanation");
        };
        assert_eq!(explanation.listed, None);
    }
}
