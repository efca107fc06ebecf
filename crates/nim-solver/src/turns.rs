//! Whose turn it is and who has won, from the moves played: forbids are not turns, misère inverts.

use std::str::FromStr;

use crate::{Game, GameEnd, Move, Outcome, ParseError, Phase, Strength};

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

impl Strength {
    /// Every strength, strongest first.
    pub const ALL: [Strength; 3] = [Strength::Perfect, Strength::Strong, Strength::Casual];

    /// The one spelling of a strength in links and saved games.
    pub fn key(self) -> &'static str {
        match self {
            Strength::Perfect => "perfect",
            Strength::Strong => "strong",
            Strength::Casual => "casual",
        }
    }
}

impl FromStr for Strength {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Strength, ParseError> {
        Strength::ALL
            .into_iter()
            .find(|strength| strength.key() == text)
            .ok_or_else(|| ParseError::UnknownPart(text.to_owned()))
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

    /// Who wins with perfect play when `mover` moves counters this turn: `N` favours the mover,
    /// even while the blocker acts in Blocking Nim.
    pub fn favours(self, mover: Player) -> Player {
        if self.is_p() {
            mover.other()
        } else {
            mover
        }
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

    /// Whether `mv`, played here while `mover` moves counters this turn, throws a win away: the
    /// player acting was winning (`before`, this position's outcome) and the other player wins
    /// after it (`after`, the outcome of the position `mv` leads to). A forbid keeps the mover.
    pub fn throws_win(&self, mover: Player, before: Outcome, mv: &Move, after: Outcome) -> bool {
        let actor = self.actor(mover);
        let next = if mv.ends_turn() { mover.other() } else { mover };
        before.favours(mover) == actor && after.favours(next) != actor
    }

    /// The action on heap `heap` down to `to` in this phase: the blocker forbids it, the mover
    /// takes it.
    pub fn take_or_forbid(&self, heap: usize, to: u32) -> Move {
        self.rules().take_or_forbid(heap, to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Blocking, Circle, Misere, Nim};

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
        let blocking = Game::Blocking(Blocking {
            heaps: vec![2, 3],
            blocks: 1,
            forbidden: vec![],
        });
        assert_eq!(blocking.actor(Player::First), Player::Second);
        assert_eq!(
            blocking.take_or_forbid(1, 0),
            Move::Forbid { heap: 1, to: 0 }
        );
    }

    #[test]
    fn the_last_counter_wins_in_nim_and_loses_in_misere() {
        let over = Game::Nim(Nim { heaps: vec![0, 0] });
        assert_eq!(over.winner(Player::Second), Some(Player::First));
        let misere = Game::Misere(Misere { heaps: vec![0] });
        assert_eq!(misere.winner(Player::Second), Some(Player::Second));
        assert_eq!(
            Game::Nim(Nim { heaps: vec![1] }).winner(Player::First),
            None
        );
    }

    #[test]
    fn legal_moves_list_each_circle_pair_once_and_removes_finds_them() {
        for places in 1..7 {
            let game = Game::Circle(Circle {
                ring: vec![true; places],
            });
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
    fn any_move() -> impl proptest::strategy::Strategy<Value = Move> {
        use proptest::prelude::*;
        prop_oneof![
            (0usize..9, any::<u32>()).prop_map(|(heap, to)| Move::Take { heap, to }),
            (0usize..9, any::<u32>()).prop_map(|(heap, to)| Move::Forbid { heap, to }),
            Just(Move::Pass),
            (0usize..30, proptest::option::of(0usize..30))
                .prop_map(|(first, second)| Move::Remove { first, second }),
        ]
    }

    proptest::proptest! {
        #[test]
        fn a_move_reads_back_from_its_text(mv in any_move()) {
            proptest::prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        }

        #[test]
        fn any_text_reads_as_a_move_or_an_error(text in "\\PC{0,12}") {
            let _ = text.parse::<Move>();
        }
    }

    #[test]
    fn move_texts_are_short_and_bad_ones_are_refused() {
        assert_eq!(Move::Take { heap: 2, to: 0 }.to_string(), "t2-0");
        assert_eq!(
            "r4-5".parse::<Move>(),
            Ok(Move::Remove {
                first: 4,
                second: Some(5)
            })
        );
        for bad in [
            "", "t", "t2", "t2-", "x1-2", "p1", "r", "r1-", "r1+2", "t-1-2", "é",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad:?} was read as a move");
        }
        for strength in Strength::ALL {
            assert_eq!(strength.key().parse::<Strength>(), Ok(strength));
        }
        assert!("best".parse::<Strength>().is_err());
    }
}
