//! Whose turn it is and who has won, from the moves played: forbids are not turns, misère inverts.

use crate::{Game, GameEnd, Move, Outcome, Phase};

/// One of the two players, by the order they first move counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// Makes the first move of the game.
    First,
    /// Moves second.
    Second,
}

impl Player {
    /// The other player.
    #[must_use]
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// Who moves counters next after `moves` were played from the start: a Blocking Nim forbid is
    /// part of the mover's turn, not a turn of its own.
    pub fn mover_after(moves: &[Move]) -> Player {
        let turns = moves.iter().filter(|m| m.ends_turn()).count();
        if turns % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }
}

impl Move {
    /// Whether the move hands the turn to the other player (every move but a forbid).
    pub fn ends_turn(&self) -> bool {
        !matches!(self, Move::Forbid { .. })
    }

    /// Circle Nim: whether the move takes the marker at `place`.
    pub fn removes(&self, place: usize) -> bool {
        matches!(*self, Move::Remove { first, second } if first == place || second == Some(place))
    }
}

impl Outcome {
    /// The outcome of a position that a `P`-position test accepted (`true`) or refused.
    pub fn from_p(is_p: bool) -> Outcome {
        if is_p {
            Outcome::PreviousPlayerWins
        } else {
            Outcome::NextPlayerWins
        }
    }

    /// Whether the previous player wins (a `P`-position).
    pub fn is_p(self) -> bool {
        self == Outcome::PreviousPlayerWins
    }

    /// The notation of the source documents: `P` or `N`.
    pub fn letter(self) -> char {
        if self.is_p() {
            'P'
        } else {
            'N'
        }
    }
}

impl GameEnd {
    /// Whether the player who would act next has won: only in misère, where the opponent took the
    /// last counter.
    pub fn next_player_wins(self) -> bool {
        self == GameEnd::LastCounterTaken
    }
}

impl Game {
    /// Who acts now when `mover` moves counters this turn: in Blocking Nim's first phase the
    /// blocker, the other player.
    pub fn actor(&self, mover: Player) -> Player {
        match self.phase() {
            Phase::Block { .. } => mover.other(),
            Phase::Move | Phase::Over(_) => mover,
        }
    }

    /// The winner once the game is over, when `mover` would move counters next.
    pub fn winner(&self, mover: Player) -> Option<Player> {
        match self.phase() {
            Phase::Over(end) if end.next_player_wins() => Some(mover),
            Phase::Over(_) => Some(mover.other()),
            Phase::Move | Phase::Block { .. } => None,
        }
    }

    /// The action on heap `heap` down to `to` in this phase: the blocker forbids it, the mover
    /// takes it.
    pub fn take_or_forbid(&self, heap: usize, to: u32) -> Move {
        match self.phase() {
            Phase::Block { .. } => Move::Forbid { heap, to },
            Phase::Move | Phase::Over(_) => Move::Take { heap, to },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forbids_are_not_turns_and_roles_swap_each_turn() {
        let take = Move::Take { heap: 0, to: 0 };
        let forbid = Move::Forbid { heap: 0, to: 1 };
        assert_eq!(Player::mover_after(&[]), Player::First);
        assert_eq!(
            Player::mover_after(std::slice::from_ref(&forbid)),
            Player::First
        );
        assert_eq!(Player::mover_after(&[forbid, take]), Player::Second);
        let blocking = Game::Blocking {
            heaps: vec![2, 3],
            blocks: 1,
            forbidden: vec![],
        };
        assert_eq!(blocking.actor(Player::First), Player::Second);
        assert_eq!(
            blocking.take_or_forbid(1, 0),
            Move::Forbid { heap: 1, to: 0 }
        );
    }

    #[test]
    fn the_last_counter_wins_in_nim_and_loses_in_misere() {
        let over = Game::Nim { heaps: vec![0, 0] };
        assert_eq!(over.winner(Player::Second), Some(Player::First));
        let misere = Game::Misere { heaps: vec![0] };
        assert_eq!(misere.winner(Player::Second), Some(Player::Second));
        assert_eq!(Game::Nim { heaps: vec![1] }.winner(Player::First), None);
    }

    #[test]
    fn legal_moves_list_each_circle_pair_once_and_removes_finds_them() {
        for places in 1..7 {
            let game = Game::Circle {
                ring: vec![true; places],
            };
            let legal = game.legal_moves();
            let pairs = legal
                .iter()
                .filter(|mv| {
                    matches!(
                        mv,
                        Move::Remove {
                            second: Some(_),
                            ..
                        }
                    )
                })
                .count();
            // A ring of n >= 3 has n adjacent pairs, a ring of 2 one, a ring of 1 none.
            let expected = match places {
                1 => 0,
                2 => 1,
                n => n,
            };
            assert_eq!(pairs, expected);
            for place in 0..places {
                // The ring board offers the moves that take a marker: itself, and each neighbour.
                let offered = legal.iter().filter(|mv| mv.removes(place)).count();
                assert_eq!(
                    offered,
                    1 + usize::from(places > 1) + usize::from(places > 2)
                );
            }
        }
    }

    #[test]
    fn outcomes_from_a_p_test() {
        assert_eq!(Outcome::from_p(true), Outcome::PreviousPlayerWins);
        assert_eq!(Outcome::from_p(false).letter(), 'N');
    }
}
