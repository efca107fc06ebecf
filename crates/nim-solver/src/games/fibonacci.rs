//! Fibonacci Nim: one heap; the first move takes any number but not all, each later move at least
//! one and at most twice the move before. The last to move wins. The first player wins exactly
//! when the heap is not a Fibonacci number (Whinihan, *Fibonacci Nim*, The Fibonacci Quarterly 1,
//! 1963), and a position is a loss for the mover exactly when the smallest part of the heap's
//! Zeckendorf sum (non-consecutive Fibonacci numbers) is more than the take allowed now.

use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    Analysis, Explanation, Game, GameEnd, Level, Move, MoveError, Outcome, ParseError, Phase,
    PositionError, SplitMix64,
};

/// A position: the heap, and the take the move before made.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Fibonacci {
    /// Counters in the heap: a list of one, as the heap board draws heaps.
    pub heaps: Vec<u32>,
    /// Counters the move before took (`None` before the first move): this move takes at most
    /// twice as many.
    pub last: Option<u32>,
}

/// A winning take and what it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FibonacciTake {
    /// Counters taken.
    pub taken: u32,
    /// Counters left.
    pub left: u32,
    /// The left heap's Zeckendorf parts, largest first (empty when none is left).
    pub parts: Vec<u32>,
}

/// Why a position of Fibonacci Nim is `P` or `N`: the heap as a sum of non-consecutive Fibonacci
/// numbers, the take allowed now, and what each winning take leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FibonacciExplanation {
    /// Counters in the heap.
    pub heap: u32,
    /// The previous take, `None` before the first move.
    pub last: Option<u32>,
    /// The most this move may take: twice the previous take, or all but one on the first move
    /// (never more than the heap).
    pub limit: u32,
    /// The table's columns: the Fibonacci numbers 1, 2, 3, 5, … up to the heap, largest first;
    /// at least `[1]`.
    pub columns: Vec<u32>,
    /// The heap's Zeckendorf parts, largest first (empty for an empty heap).
    pub parts: Vec<u32>,
    /// Each winning take, smallest first (the order of the legal moves).
    pub takes: Vec<FibonacciTake>,
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `most`, smallest first (at least `[1]`).
pub fn fibonacci_numbers(most: u32) -> Vec<u32> {
    let (mut numbers, mut next) = (vec![1u32], 2u32);
    while next <= most {
        let previous = numbers[numbers.len() - 1];
        numbers.push(next);
        match next.checked_add(previous) {
            Some(after) => next = after,
            None => break,
        }
    }
    numbers
}

/// `n` as a sum of non-consecutive Fibonacci numbers, largest first (Zeckendorf: the sum is
/// unique, and the greedy choice finds it).
pub fn zeckendorf(n: u32) -> Vec<u32> {
    let mut parts = Vec::new();
    let mut rest = n;
    for &number in fibonacci_numbers(n).iter().rev() {
        if number <= rest {
            parts.push(number);
            rest -= number;
        }
    }
    parts
}

/// The smallest Zeckendorf part of `n`, `None` for 0.
pub fn smallest_part(n: u32) -> Option<u32> {
    zeckendorf(n).last().copied()
}

/// Whether the player to move loses from `n` counters with at most `limit` to take: the heap is
/// empty, or its smallest Zeckendorf part is more than the limit.
pub fn mover_loses(n: u32, limit: u32) -> bool {
    smallest_part(n).is_none_or(|smallest| smallest > limit)
}

impl Fibonacci {
    /// A heap of `n` before the first move.
    pub fn new(n: u32) -> Fibonacci {
        Fibonacci {
            heaps: vec![n],
            last: None,
        }
    }

    /// The heap (0 for a missing one: only [`Rules::validate`] sees a wrong count).
    pub fn heap(&self) -> u32 {
        self.heaps.first().copied().unwrap_or(0)
    }

    /// The most this move may take: all but one on the first move, else twice the previous take,
    /// never more than the heap.
    pub fn limit(&self) -> u32 {
        let n = self.heap();
        match self.last {
            None => n.saturating_sub(1),
            Some(taken) => taken.saturating_mul(2).min(n),
        }
    }

    /// Every winning take, smallest first. A take `t` wins when it leaves `r = n - t` with
    /// nothing, or with a smallest part `s > 2t`; then `r` is the largest number up to `n - 1`
    /// whose parts are all at least `s` (a larger one would be within `t < s / 2` of `r`, and two
    /// such numbers differ by at least the Fibonacci number below `s`), that is `n - 1` without its
    /// parts below `s`. So the candidates are `n` and `n - 1` cut below each Fibonacci number, a
    /// few dozen at most; each is checked exactly.
    fn winning(&self) -> Vec<FibonacciTake> {
        let (n, limit) = (self.heap(), self.limit());
        if n == 0 {
            return Vec::new();
        }
        let below = zeckendorf(n - 1);
        let mut takes: Vec<u32> = fibonacci_numbers(n)
            .into_iter()
            .map(|cut| n - below.iter().filter(|&&part| part >= cut).sum::<u32>())
            .chain([n])
            .filter(|&taken| {
                (1..=limit).contains(&taken) && mover_loses(n - taken, taken.saturating_mul(2))
            })
            .collect();
        takes.sort_unstable();
        takes.dedup();
        takes
            .into_iter()
            .map(|taken| FibonacciTake {
                taken,
                left: n - taken,
                parts: zeckendorf(n - taken),
            })
            .collect()
    }
}

impl Rules for Fibonacci {
    fn phase(&self) -> Phase {
        // A heap of one before the first move has no move either: taking all is not allowed.
        if self.limit() == 0 {
            Phase::Over(GameEnd::NoMovesLeft)
        } else {
            Phase::Move
        }
    }

    /// Smaller takes first (larger new sizes first, as in every heap game).
    fn legal_moves(&self) -> Vec<Move> {
        let n = self.heap();
        (1..=self.limit())
            .map(|taken| Move::Take {
                heap: 0,
                to: n - taken,
            })
            .collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        if let Phase::Over(_) = self.phase() {
            return Err(MoveError::GameOver);
        }
        let Move::Take { heap, to } = *mv else {
            return Err(MoveError::WrongKind);
        };
        let left = crate::heaps::take(&self.heaps, heap, to)?;
        let taken = self.heap() - to;
        let most = self.limit();
        if taken > most {
            return Err(MoveError::OverLimit { taken, most });
        }
        Ok(Game::Fibonacci(Fibonacci {
            heaps: left,
            last: Some(taken),
        }))
    }

    fn analyze(&self) -> Analysis {
        let n = self.heap();
        let takes = self.winning();
        Analysis {
            outcome: Outcome::from_p(takes.is_empty()),
            winning_moves: takes
                .iter()
                .map(|take| Move::Take {
                    heap: 0,
                    to: take.left,
                })
                .collect(),
            explanation: Explanation::Fibonacci(FibonacciExplanation {
                heap: n,
                last: self.last,
                limit: self.limit(),
                columns: fibonacci_numbers(n).into_iter().rev().collect(),
                parts: zeckendorf(n),
                takes,
            }),
        }
    }

    fn validate(&self) -> Result<(), PositionError> {
        match self.heaps.len() {
            1 => Ok(()),
            heaps => Err(PositionError::HeapCount { heaps, needs: 1 }),
        }
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    /// A previous take of half the heap or more lets the mover take everything, whatever it was:
    /// those positions are one, written with the smallest such take.
    fn canonical(&self) -> Game {
        let n = self.heap();
        let last = self
            .last
            .map(|taken| if taken.saturating_mul(2) >= n { n.div_ceil(2).max(1) } else { taken });
        Game::Fibonacci(Fibonacci {
            heaps: self.heaps.clone(),
            last,
        })
    }

    /// `&heap=20`, and `&last=3` after the first move.
    fn write_fields(&self, text: &mut String) {
        text.push_str("&heap=");
        text.push_str(&self.heap().to_string());
        if let Some(taken) = self.last {
            text.push_str("&last=");
            text.push_str(&taken.to_string());
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            heaps: self.heaps.clone(),
            last: self.last,
            ..Shape::default()
        }
    }

    fn heaps(&self) -> Option<&[u32]> {
        Some(&self.heaps)
    }

    fn last_take(&self) -> Option<u32> {
        self.last
    }
}

impl GameKind for Fibonacci {
    const KEY: &'static str = "fibonacci";
    const BOARD: Board = Board::Heaps;
    const HEAPS: Option<usize> = Some(1);

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    /// A previous take of 0 is no take: it is dropped, and the position starts the game.
    fn from_shape(shape: Shape, problems: &mut Vec<ParseError>) -> Self {
        let last = match shape.last {
            Some(0) => {
                problems.push(ParseError::Last("0".to_owned()));
                None
            }
            last => last,
        };
        Fibonacci {
            heaps: shape.heaps,
            last,
        }
    }

    /// Heaps up to 10, 20 or 31 counters: a start a third of the time (a Fibonacci number, a
    /// loss for the first player, half of those), else a heap of 3 or more after a take that
    /// leaves a choice (twice it is less than the heap) and fits in the level's heap.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let max = match level {
            Level::One => 10,
            Level::Two => 20,
            Level::Three => 31,
        };
        if rng.chance(1, 3) {
            let heap = if rng.chance(1, 2) {
                let numbers: Vec<u32> = fibonacci_numbers(max)
                    .into_iter()
                    .filter(|&n| n >= 2)
                    .collect();
                numbers[rng.between(0, numbers.len() as u32 - 1) as usize]
            } else {
                rng.between(2, max)
            };
            return Fibonacci::new(heap);
        }
        let heap = rng.between(3, max - 1);
        // Twice the previous take below the heap: else the mover simply takes everything.
        let taken = rng.between(1, ((heap - 1) / 2).min(max - heap));
        Fibonacci {
            heaps: vec![heap],
            last: Some(taken),
        }
    }

    /// A first game to win, a Fibonacci heap the first player loses, and larger heaps.
    fn opening() -> Self {
        Fibonacci::new(20)
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain([21, 10, 13, 30].into_iter().map(Fibonacci::new))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Whether the mover wins with `n` counters and at most `limit` to take, by plain memoised
    /// search over every take.
    fn mover_wins(n: u32, limit: u32, memo: &mut HashMap<(u32, u32), bool>) -> bool {
        let limit = limit.min(n);
        if let Some(&known) = memo.get(&(n, limit)) {
            return known;
        }
        let wins = (1..=limit).any(|taken| !mover_wins(n - taken, 2 * taken, memo));
        memo.insert((n, limit), wins);
        wins
    }

    #[test]
    fn zeckendorf_sums_are_unique_non_consecutive_fibonacci_numbers() {
        assert_eq!(fibonacci_numbers(21), [1, 2, 3, 5, 8, 13, 21]);
        assert_eq!(zeckendorf(20), [13, 5, 2]);
        assert_eq!(zeckendorf(100), [89, 8, 3]);
        assert_eq!(zeckendorf(0), Vec::<u32>::new());
        assert_eq!(smallest_part(u32::MAX).map(|s| s > 0), Some(true));
        let numbers = fibonacci_numbers(100_000);
        for n in 1..=100_000u32 {
            let parts = zeckendorf(n);
            assert_eq!(parts.iter().sum::<u32>(), n);
            let places: Vec<usize> = parts
                .iter()
                .map(|p| numbers.iter().position(|f| f == p).expect("a Fibonacci number"))
                .collect();
            assert!(places.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {parts:?}");
        }
    }

    #[test]
    fn the_first_player_wins_exactly_when_the_heap_is_not_a_fibonacci_number() {
        let numbers = fibonacci_numbers(400);
        for n in 2..=400 {
            let analysis = Fibonacci::new(n).analyze();
            assert_eq!(
                analysis.outcome == Outcome::PreviousPlayerWins,
                numbers.contains(&n),
                "{n}"
            );
        }
        assert_eq!(Fibonacci::new(1).phase(), Phase::Over(GameEnd::NoMovesLeft));
    }

    #[test]
    fn the_smallest_part_against_the_limit_agrees_with_the_search_and_so_do_the_winning_moves() {
        let mut memo = HashMap::new();
        for n in 0..=300u32 {
            for last in std::iter::once(None).chain((1..=n.max(1) + 1).map(Some)) {
                let game = Fibonacci {
                    heaps: vec![n],
                    last,
                };
                let limit = game.limit();
                let wins = mover_wins(n, limit, &mut memo);
                assert_eq!(mover_loses(n, limit), !wins, "({n}, {last:?})");
                let analysis = game.analyze();
                assert_eq!(analysis.outcome == Outcome::NextPlayerWins, wins);
                let by_search: Vec<Move> = game
                    .legal_moves()
                    .into_iter()
                    .filter(|mv| {
                        let Ok(Game::Fibonacci(after)) = game.apply(mv) else {
                            return false;
                        };
                        !mover_wins(after.heap(), after.limit(), &mut memo)
                    })
                    .collect();
                assert_eq!(analysis.winning_moves, by_search, "({n}, {last:?})");
            }
        }
    }

    #[test]
    fn takes_are_checked_against_the_limit() {
        let start = Fibonacci::new(10);
        assert_eq!(start.legal_moves().len(), 9);
        assert_eq!(
            start.apply(&Move::Take { heap: 0, to: 0 }),
            Err(MoveError::OverLimit { taken: 10, most: 9 })
        );
        let Ok(Game::Fibonacci(after)) = start.apply(&Move::Take { heap: 0, to: 7 }) else {
            panic!("a take of 3 is legal");
        };
        assert_eq!(after.last, Some(3));
        assert_eq!(after.limit(), 6);
        assert_eq!(
            after.apply(&Move::Take { heap: 0, to: 0 }),
            Err(MoveError::OverLimit { taken: 7, most: 6 })
        );
        assert_eq!(
            after.apply(&Move::Take { heap: 1, to: 0 }),
            Err(MoveError::NoSuchHeap { heap: 1, heaps: 1 })
        );
        assert_eq!(
            after.apply(&Move::Pass),
            Err(MoveError::WrongKind)
        );
        assert_eq!(
            Fibonacci {
                heaps: vec![3, 4],
                last: None
            }
            .validate(),
            Err(PositionError::HeapCount { heaps: 2, needs: 1 })
        );
    }

    #[test]
    fn a_position_is_written_with_its_heap_and_its_last_take() {
        let start: Game = "variant=fibonacci&heap=20".parse().expect("a position");
        assert_eq!(start, Game::Fibonacci(Fibonacci::new(20)));
        assert_eq!(start.to_string(), "variant=fibonacci&heap=20");
        let later: Game = "variant=fibonacci&heap=17&last=3".parse().expect("a position");
        assert_eq!(later.to_string(), "variant=fibonacci&heap=17&last=3");
        assert_eq!(
            "variant=fibonacci&heap=17&last=0".parse::<Game>(),
            Err(ParseError::Last("0".into()))
        );
        assert_eq!(
            "variant=fibonacci&heap=17&last=x".parse::<Game>(),
            Err(ParseError::Last("x".into()))
        );
        assert_eq!(
            "variant=fibonacci".parse::<Game>(),
            Err(ParseError::Missing("heap"))
        );
    }

    #[test]
    fn positions_whose_limit_is_the_whole_heap_are_one_in_the_diagram() {
        let at = |n: u32, last: u32| Fibonacci {
            heaps: vec![n],
            last: Some(last),
        };
        assert_eq!(at(6, 3).canonical(), at(6, 9).canonical());
        assert_eq!(at(7, 4).canonical(), at(7, 5).canonical());
        assert_ne!(at(7, 3).canonical(), at(7, 4).canonical());
        assert_eq!(at(0, 2).canonical(), at(0, 1).canonical());
        for n in 0..40 {
            for last in 1..40 {
                let Game::Fibonacci(same) = at(n, last).canonical() else {
                    panic!("a Fibonacci position");
                };
                assert_eq!(same.legal_moves(), at(n, last).legal_moves(), "({n}, {last})");
            }
        }
    }

    #[test]
    fn practice_positions_fit_their_level_and_leave_a_choice() {
        let mut rng = SplitMix64::new(7);
        for (level, max) in [(Level::One, 10), (Level::Two, 20), (Level::Three, 31)] {
            for _ in 0..500 {
                let game = Fibonacci::practice(level, &mut rng);
                let taken = game.last.unwrap_or(0);
                assert!(game.heap() >= 2 && game.heap() + taken <= max, "{game:?}");
                assert!(game.limit() < game.heap(), "{game:?} lets the mover take all");
            }
        }
    }

    proptest! {
        // Far past the search: the exact takes are the takes that leave a loss for the mover,
        // checked over every take the limit allows.
        #[test]
        fn winning_takes_are_every_take_to_a_loss(n in 1u32..5_000, last in proptest::option::of(1u32..3_000)) {
            let game = Fibonacci { heaps: vec![n], last };
            let every: Vec<u32> = (1..=game.limit())
                .filter(|&taken| mover_loses(n - taken, 2 * taken))
                .collect();
            let found: Vec<u32> = game.winning().iter().map(|take| take.taken).collect();
            prop_assert_eq!(found, every);
        }

        #[test]
        fn the_smallest_part_is_a_winning_take_when_the_limit_allows_it(n in 1u32..u32::MAX, limit in 1u32..u32::MAX) {
            let smallest = smallest_part(n).expect("a part");
            let game = Fibonacci { heaps: vec![n], last: Some(limit.div_ceil(2)) };
            let takes: Vec<u32> = game.winning().iter().map(|take| take.taken).collect();
            prop_assert_eq!(takes.contains(&smallest), smallest <= game.limit());
        }
    }
}
