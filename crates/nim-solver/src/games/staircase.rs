//! Staircase Nim: coins on the steps of a staircase; a move moves any number of coins from one
//! step to the step below, from step 1 off the stairs, and the last to move wins. It is Nim on
//! the odd steps (Ferguson, *Game Theory, Part I*): coins moved down from an even step can be
//! moved on down at once, so the even steps never change who wins.

use crate::breakdown::nim_sum;
use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    heaps, Analysis, Explanation, Game, Level, Move, MoveError, NimSumBreakdown, Outcome,
    ParseError, Phase, PositionError, SplitMix64,
};

/// A position: the coins on each step, step 1 (next to the ground) first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Staircase {
    /// Coins on each step, from step 1 up.
    pub steps: Vec<u32>,
}

/// A winning move and what it does to the odd steps' table.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StairMove {
    /// The move.
    pub mv: Move,
    /// The odd step whose coins it changes (an index into the steps, from 0).
    pub odd_step: usize,
    /// The coins that odd step holds after it: its coins nim-added to the nim-sum.
    pub to: u32,
}

/// Why a position of Staircase Nim is `P` or `N`: the odd steps' nim-sum table, and each winning
/// move as the odd step it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StaircaseExplanation {
    /// The odd steps' table, one row per odd step (1, 3, 5, ...). Its `changes` are left empty:
    /// a winning move may add coins to an odd step as well as take them, and `moves` says which.
    pub breakdown: NimSumBreakdown,
    /// Each winning move, in the order of the winning moves.
    pub moves: Vec<StairMove>,
}

/// Whether step `index` (from 0) is an odd step (1, 3, 5, ... counted from 1).
pub fn is_odd_step(index: usize) -> bool {
    index % 2 == 0
}

impl Staircase {
    /// A staircase with these coins on steps 1, 2, ...
    pub fn new(steps: &[u32]) -> Staircase {
        Staircase {
            steps: steps.to_vec(),
        }
    }

    /// The coins on the odd steps, step 1 first.
    pub fn odd_steps(&self) -> Vec<u32> {
        self.steps.iter().step_by(2).copied().collect()
    }

    /// Every move that leaves the odd steps' nim-sum 0, in the order of [`Rules::legal_moves`]:
    /// at most one per step (from an odd step, down to its coins ⊕ the sum; from an even step,
    /// the coins that raise the odd step below it to that).
    fn winning(&self) -> Vec<StairMove> {
        let sum = nim_sum(&self.odd_steps());
        if sum == 0 {
            return Vec::new();
        }
        let coins = |index: usize| self.steps.get(index).copied().unwrap_or(0);
        (0..self.steps.len())
            .filter_map(|step| {
                if is_odd_step(step) {
                    let to = coins(step) ^ sum;
                    (to < coins(step)).then_some(StairMove {
                        mv: Move::Take { heap: step, to },
                        odd_step: step,
                        to,
                    })
                } else {
                    let below = coins(step - 1);
                    let to = below ^ sum;
                    let moved = to.checked_sub(below).filter(|&m| m > 0 && m <= coins(step))?;
                    Some(StairMove {
                        mv: Move::Take {
                            heap: step,
                            to: coins(step) - moved,
                        },
                        odd_step: step - 1,
                        to,
                    })
                }
            })
            .collect()
    }
}

impl Rules for Staircase {
    fn phase(&self) -> Phase {
        heaps::phase(&self.steps)
    }

    /// Moves from step 1 up, more coins moved later (larger coins left first).
    fn legal_moves(&self) -> Vec<Move> {
        heaps::takes(&self.steps).collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        let mut steps = heaps::apply_take(&self.steps, self.phase(), mv)?;
        if let Move::Take { heap, to } = *mv {
            // The coins land on the step below; from step 1 they leave the stairs.
            if let Some(below) = heap.checked_sub(1) {
                let moved = self.steps[heap] - to;
                // `validate` keeps the total within a step's count: this fails only on a position it refuses.
                steps[below] = steps[below]
                    .checked_add(moved)
                    .ok_or(MoveError::WrongKind)?;
            }
        }
        Ok(Game::Staircase(Staircase { steps }))
    }

    fn analyze(&self) -> Analysis {
        let moves = self.winning();
        let mut breakdown = NimSumBreakdown::of(&self.odd_steps());
        breakdown.changes.clear();
        Analysis {
            outcome: Outcome::from_p(breakdown.nim_sum == 0),
            winning_moves: moves.iter().map(|m| m.mv.clone()).collect(),
            explanation: Explanation::Staircase(StaircaseExplanation { breakdown, moves }),
        }
    }

    /// At least one step, and no more coins than a step can hold once they are all moved down.
    fn validate(&self) -> Result<(), PositionError> {
        heaps::validate(&self.steps)?;
        let total = heaps::counters(&self.steps);
        if total > u64::from(u32::MAX) {
            return Err(PositionError::TooManyCounters { total });
        }
        Ok(())
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    /// Steps are in order: the position is its own representative.
    fn canonical(&self) -> Game {
        self.clone().into()
    }

    fn write_fields(&self, text: &mut String) {
        text.push_str("&steps=");
        text.push_str(&crate::write_heaps(&self.steps));
    }

    fn shape(&self) -> Shape {
        Shape {
            heaps: self.steps.clone(),
            ..Shape::default()
        }
    }

    fn heaps(&self) -> Option<&[u32]> {
        Some(&self.steps)
    }
}

impl GameKind for Staircase {
    const KEY: &'static str = "staircase";
    const BOARD: Board = Board::Stairs;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Staircase {
            steps: shape.heaps,
        }
    }

    /// Three, four or five steps of up to 3, 5 or 7 coins, not all empty.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let (steps, most) = match level {
            Level::One => (3, 3),
            Level::Two => (4, 5),
            Level::Three => (5, 7),
        };
        let mut coins: Vec<u32> = (0..steps).map(|_| rng.between(0, most)).collect();
        if heaps::all_empty(&coins) {
            coins[steps - 1] = most;
        }
        Staircase { steps: coins }
    }

    /// A first game to win, one where the even steps look decisive and are not, and a P-position
    /// with coins everywhere.
    fn opening() -> Self {
        Staircase::new(&[3, 1, 2, 4])
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain(
                [&[0, 6, 1, 5][..], &[2, 4, 3, 1, 1], &[5, 2, 5, 7, 0]]
                    .into_iter()
                    .map(Staircase::new),
            )
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Whether the player to move wins, by plain search over every move.
    fn wins(steps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        if let Some(&known) = memo.get(steps) {
            return known;
        }
        let game = Staircase::new(steps);
        let win = game.legal_moves().iter().any(|mv| match game.apply(mv) {
            Ok(Game::Staircase(after)) => !wins(&after.steps, memo),
            _ => false,
        });
        memo.insert(steps.to_vec(), win);
        win
    }

    #[test]
    fn a_move_lands_on_the_step_below_and_leaves_from_step_one() {
        let game = Staircase::new(&[1, 4, 2]);
        assert_eq!(
            game.apply(&Move::Take { heap: 1, to: 1 }),
            Ok(Game::Staircase(Staircase::new(&[4, 1, 2])))
        );
        assert_eq!(
            game.apply(&Move::Take { heap: 0, to: 0 }),
            Ok(Game::Staircase(Staircase::new(&[0, 4, 2])))
        );
        assert!(game.apply(&Move::Take { heap: 2, to: 2 }).is_err());
        assert_eq!(
            Staircase::new(&[u32::MAX, 1]).validate(),
            Err(PositionError::TooManyCounters {
                total: u64::from(u32::MAX) + 1
            })
        );
        assert_eq!(
            "variant=staircase&steps=0,6,1,5".parse::<Game>(),
            Ok(Game::Staircase(Staircase::new(&[0, 6, 1, 5])))
        );
    }

    #[test]
    fn the_even_steps_do_not_count() {
        // Step 2's six coins change nothing: steps 1 and 3 hold 0 and 1, so the mover wins by
        // emptying step 3 or by moving one coin from step 2 onto step 1.
        let analysis = Staircase::new(&[0, 6, 1]).analyze();
        assert_eq!(analysis.outcome, Outcome::NextPlayerWins);
        assert_eq!(
            analysis.winning_moves,
            [Move::Take { heap: 1, to: 5 }, Move::Take { heap: 2, to: 0 }]
        );
    }

    proptest! {
        // The odd steps' nim-sum decides, against plain search; the winning moves are exactly
        // the legal moves to P-positions, and each changes its odd step as the explanation says.
        #[test]
        fn nim_on_the_odd_steps_agrees_with_the_search(
            steps in proptest::collection::vec(0u32..5, 1..5),
        ) {
            let mut memo = HashMap::new();
            let game = Staircase::new(&steps);
            let analysis = game.analyze();
            prop_assert_eq!(analysis.outcome == Outcome::NextPlayerWins, wins(&steps, &mut memo));
            let to_p: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|mv| match game.apply(mv) {
                    Ok(Game::Staircase(after)) => !wins(&after.steps, &mut memo),
                    _ => false,
                })
                .collect();
            prop_assert_eq!(&analysis.winning_moves, &to_p);
            let Explanation::Staircase(why) = analysis.explanation else {
                return Err(TestCaseError::fail("a staircase explanation"));
            };
            for stair in &why.moves {
                let Ok(Game::Staircase(after)) = game.apply(&stair.mv) else {
                    return Err(TestCaseError::fail("a legal move"));
                };
                prop_assert!(is_odd_step(stair.odd_step));
                prop_assert_eq!(after.steps[stair.odd_step], stair.to);
            }
        }
    }
}
