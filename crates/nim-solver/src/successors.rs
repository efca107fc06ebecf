//! The successors of a position: every legal move, where it leads and who wins there, within a
//! budget, for pictures of the game such as the state diagram.

use crate::{Game, Move, Outcome, SolveError};

/// One legal move and what it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Successor {
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub game: Game,
    /// Who wins from that position, in its own terms (`P`: the player who just acted there wins).
    pub outcome: Outcome,
}

impl crate::Analysis {
    /// The nim-sum the explanation rests on, where the variant has one: the heaps' (Nim, misère,
    /// Nim with a Pass) or the Kayles rows' (a broken Circle Nim ring).
    pub fn nim_sum(&self) -> Option<crate::Nimber> {
        self.explanation.nim_sum()
    }
}

impl Game {
    /// Who wins with perfect play; refused like [`Game::analyze`] over the budget.
    pub fn outcome(&self) -> Result<Outcome, SolveError> {
        self.analyze().map(|analysis| analysis.outcome)
    }

    /// Every legal move in [`Game::legal_moves`] order with the position it leads to and its
    /// outcome; refused at once, with the work it would take, when that is over `budget` (counted
    /// as in [`Game::search_size`], plus one for each successor).
    pub fn successors(&self, budget: u64) -> Result<Vec<Successor>, SolveError> {
        let children: Vec<(Move, Game)> = self
            .legal_moves()
            .into_iter()
            .filter_map(|mv| self.apply(&mv).ok().map(|game| (mv, game)))
            .collect();
        let work = children.iter().fold(0u64, |work, (_, game)| {
            work.saturating_add(game.search_size()).saturating_add(1)
        });
        if work > budget {
            return Err(SolveError::TooLarge {
                states: work,
                limit: budget,
            });
        }
        children
            .into_iter()
            .map(|(mv, game)| {
                let outcome = game.outcome()?;
                Ok(Successor { mv, game, outcome })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::STATE_BUDGET;
    use crate::{Blocking, Circle, Misere, Nim, Pass};
    use proptest::prelude::*;

    fn small_game() -> impl Strategy<Value = Game> {
        let heaps = prop::collection::vec(0u32..6, 1..4);
        prop_oneof![
            heaps.clone().prop_map(|heaps| Game::Nim(Nim { heaps })),
            heaps
                .clone()
                .prop_map(|heaps| Game::Misere(Misere { heaps })),
            prop::collection::vec(any::<bool>(), 1..9)
                .prop_map(|ring| Game::Circle(Circle { ring })),
            (heaps, any::<bool>()).prop_map(|(heaps, pass_available)| Game::Pass(Pass {
                heaps,
                pass_available
            })),
        ]
    }

    proptest! {
        // The labelling procedure of "P-positions, N-positions and Bouton's theorem": N iff some
        // move reaches a P-position (an ended game counts through its own outcome).
        #[test]
        fn a_position_is_n_iff_a_successor_is_p(game in small_game()) {
            let successors = game.successors(STATE_BUDGET).expect("small");
            let outcome = game.outcome().expect("small");
            if !successors.is_empty() {
                let reaches_p = successors.iter().any(|s| s.outcome.is_p());
                prop_assert_eq!(outcome, Outcome::from_p(!reaches_p));
            }
            for successor in &successors {
                prop_assert_eq!(Ok(successor.game.clone()), game.apply(&successor.mv));
            }
        }
    }

    #[test]
    fn four_three_two_nim_has_nine_successors_and_a_winning_one() {
        // The lecture notes' 4-3-2 Nim: 4 + 3 + 2 moves; 4-3-2 -> 1-3-2 is the winning move.
        let game = Game::Nim(Nim {
            heaps: vec![4, 3, 2],
        });
        let successors = game.successors(1000).expect("small");
        assert_eq!(successors.len(), 9);
        let winning: Vec<&Move> = successors
            .iter()
            .filter(|s| s.outcome.is_p())
            .map(|s| &s.mv)
            .collect();
        assert_eq!(winning, vec![&Move::Take { heap: 0, to: 1 }]);
    }

    #[test]
    fn a_position_over_the_budget_is_refused_with_its_size() {
        let game = Game::Blocking(Blocking {
            heaps: vec![9, 9, 9, 9],
            blocks: 1,
            forbidden: vec![],
        });
        match game.successors(100) {
            Err(SolveError::TooLarge { states, limit }) => {
                assert!(states > 100);
                assert_eq!(limit, 100);
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
}
