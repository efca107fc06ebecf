//! Projector mode's walk through the nim-sum, as the notes teach it on N(13,15,17): the heaps, then
//! one binary column at a time from the highest, then the parity row, then the boxed heap and its
//! new size. Pure steps, so the keys, the buttons and the tests agree.

use nim_solver::{Analysis, Explanation, Game, Move, NimSumBreakdown};

/// How much of a nim-sum table (or of the powers of two) a step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// Columns shown, from the highest.
    pub columns: usize,
    /// Whether the parity row (the nim-sum) is shown.
    pub parity: bool,
    /// Whether the heap to change is boxed with its new size.
    pub change: bool,
}

impl Stage {
    /// Everything shown, as outside projector mode.
    pub const ALL: Stage = Stage {
        columns: usize::MAX,
        parity: true,
        change: true,
    };
}

/// The walk through one position's nim-sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// The table walked through.
    pub breakdown: NimSumBreakdown,
    /// Whether the recipe's heap change is a winning move here, so the walk ends by boxing it.
    pub change: bool,
}

impl Walk {
    /// The walk for a position whose explanation has a nim-sum table (Nim, misère Nim, Nim with a
    /// Pass); `None` for the others.
    pub fn of(analysis: &Analysis) -> Option<Walk> {
        let breakdown = match &analysis.explanation {
            Explanation::NimSum(b) => b,
            Explanation::Misere(m) => &m.breakdown,
            Explanation::Pass(p) => &p.breakdown,
            Explanation::Circle(_) | Explanation::Blocking(_) => return None,
        };
        // The boxed heap is shown only where the solver says its move wins (misère's small
        // regimes and a pass that wins are not the recipe's).
        let change = breakdown.changes.first().is_some_and(|c| {
            analysis.winning_moves.contains(&Move::Take {
                heap: c.heap,
                to: c.to,
            })
        });
        Some(Walk {
            breakdown: breakdown.clone(),
            change,
        })
    }

    /// The last step: every column, the parity row, and the change when there is one.
    pub fn last(&self) -> usize {
        self.breakdown.columns.len() + 1 + usize::from(self.change)
    }

    /// What step `step` shows (steps past the last show everything).
    pub fn stage(&self, step: usize) -> Stage {
        let columns = self.breakdown.columns.len();
        Stage {
            columns: step.min(columns),
            parity: step > columns,
            change: self.change && step > columns + 1,
        }
    }
}

/// Projector mode's state: the walk's step on the position it was taken on, and the class vote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presentation {
    /// The position the walk's step belongs to; another position starts the walk again.
    pub at: Game,
    /// Steps taken on `at`.
    pub step: usize,
    /// "Class vote": the verdict and the highlighted moves hidden, so the class votes first.
    pub hidden: bool,
    /// Whether the walk shows the powers of two instead of the binary table.
    pub powers: bool,
    /// Whether hints were on before projector mode turned them on, to put back on leaving.
    pub hints_before: bool,
}

impl Presentation {
    /// Projector mode opened on `game`, at the walk's start; `hints_before` is put back on leaving.
    pub fn new(game: Game, hints_before: bool) -> Presentation {
        Presentation {
            at: game,
            step: 0,
            hidden: false,
            powers: false,
            hints_before,
        }
    }

    /// The walk's step on `game`: 0 on a position other than the one it was taken on.
    pub fn step_on(&self, game: &Game) -> usize {
        if *game == self.at {
            self.step
        } else {
            0
        }
    }

    /// One step forward (`forward`) or back on `game`, within `walk`; `None` at either end.
    pub fn stepped(&self, game: &Game, walk: &Walk, forward: bool) -> Option<Presentation> {
        let step = self.step_on(game);
        let step = if forward {
            Some(step + 1).filter(|&s| s <= walk.last())?
        } else {
            step.checked_sub(1)?
        };
        Some(Presentation {
            at: game.clone(),
            step,
            ..self.clone()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{Misere, Nim};

    fn nim(heaps: &[u32]) -> Game {
        Game::Nim(Nim {
            heaps: heaps.to_vec(),
        })
    }

    fn walk(game: &Game) -> Walk {
        Walk::of(&game.analyze().expect("small")).expect("a nim-sum table")
    }

    #[test]
    fn thirteen_fifteen_seventeen_is_walked_as_the_notes_do() {
        let game = nim(&[13, 15, 17]);
        let walk = walk(&game);
        assert_eq!(walk.breakdown.columns, [16, 8, 4, 2, 1]);
        assert!(walk.change, "17 → 2 is the only winning move");
        assert_eq!(walk.last(), 7);
        let stages: Vec<Stage> = (0..=walk.last()).map(|s| walk.stage(s)).collect();
        assert_eq!(
            stages[0],
            Stage {
                columns: 0,
                parity: false,
                change: false
            }
        );
        for (step, stage) in stages.iter().enumerate().take(6).skip(1) {
            assert_eq!(stage.columns, step, "one column per step");
            assert!(!stage.parity);
        }
        assert_eq!(
            stages[6],
            Stage {
                columns: 5,
                parity: true,
                change: false
            }
        );
        assert_eq!(
            stages[7],
            Stage {
                columns: 5,
                parity: true,
                change: true
            }
        );
        assert_eq!(walk.stage(99), stages[7], "past the end shows everything");
        let change = walk.breakdown.changes[0];
        assert_eq!((change.heap, change.from, change.to), (2, 17, 2));
    }

    #[test]
    fn a_p_position_ends_at_its_parity_row_and_other_games_have_no_walk() {
        let walk = walk(&nim(&[1, 2, 3]));
        assert!(!walk.change);
        assert_eq!(walk.last(), 3);
        // Misère with one big row: the recipe's move is not the winning one.
        let misere = Game::Misere(Misere {
            heaps: vec![1, 1, 5],
        });
        let misere_walk = super::Walk::of(&misere.analyze().expect("small")).expect("a table");
        let recipe = misere_walk.breakdown.changes[0];
        let analysis = misere.analyze().expect("small");
        assert_eq!(
            misere_walk.change,
            analysis.winning_moves.contains(&Move::Take {
                heap: recipe.heap,
                to: recipe.to
            })
        );
        let blocking: Game = "variant=blocking&heaps=1,2,3&blocks=1"
            .parse()
            .expect("a position");
        assert!(Walk::of(&blocking.analyze().expect("small")).is_none());
        let ring: Game = "variant=circle&ring=oooo".parse().expect("a position");
        assert!(Walk::of(&ring.analyze().expect("small")).is_none());
    }

    #[test]
    fn steps_stay_within_the_walk_and_restart_on_a_new_position() {
        let game = nim(&[3, 4, 5]);
        let walk = walk(&game);
        let mut presentation = Presentation::new(game.clone(), false);
        assert!(
            presentation.stepped(&game, &walk, false).is_none(),
            "no step before the start"
        );
        for expected in 1..=walk.last() {
            presentation = presentation.stepped(&game, &walk, true).expect("a step");
            assert_eq!(presentation.step_on(&game), expected);
        }
        assert!(
            presentation.stepped(&game, &walk, true).is_none(),
            "no step past the end"
        );
        let other = nim(&[1, 4, 5]);
        assert_eq!(
            presentation.step_on(&other),
            0,
            "a new position starts again"
        );
        let on_other = presentation
            .stepped(&other, &walk, true)
            .expect("the first step on the new position");
        assert_eq!((on_other.step, &on_other.at), (1, &other));
    }
}
