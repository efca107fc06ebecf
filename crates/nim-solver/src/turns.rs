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

    /// Circle Nim's removal of `a` (and `b`) in its one canonical form, the form
    /// [`Game::legal_moves`] lists: a pair as (place, next place clockwise) on a ring of `places`.
    pub fn removal(places: usize, a: usize, b: Option<usize>) -> Move {
        match b {
            Some(b) if places > 0 && (b + 1) % places == a && (a + 1) % places != b => {
                Move::Remove {
                    first: b,
                    second: Some(a),
                }
            }
            Some(b) if places == 2 => Move::Remove {
                first: a.min(b),
                second: Some(a.max(b)),
            },
            _ => Move::Remove {
                first: a,
                second: b,
            },
        }
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
    fn a_removal_has_one_form_whatever_the_order() {
        let game = Game::Circle {
            ring: vec![true; 5],
        };
        let legal = game.legal_moves();
        for a in 0..5 {
            for b in [None, Some((a + 1) % 5), Some((a + 4) % 5)] {
                let mv = Move::removal(5, a, b);
                assert!(legal.contains(&mv), "{mv:?}");
                assert!(mv.removes(a));
            }
        }
        let pair = Game::Circle {
            ring: vec![true; 2],
        };
        assert!(pair.legal_moves().contains(&Move::removal(2, 1, Some(0))));
    }

    #[test]
    fn outcomes_from_a_p_test() {
        assert_eq!(Outcome::from_p(true), Outcome::PreviousPlayerWins);
        assert_eq!(Outcome::from_p(false).letter(), 'N');
    }
}
