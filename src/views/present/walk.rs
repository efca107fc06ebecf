//! Projector mode's walk through a position's explanation, one step at a time: for a nim-sum
//! table as the notes teach it on N(13,15,17) (the heaps, one binary column at a time from the
//! highest, the parity row, the boxed heap); for Circle Nim the rows of Kayles and their nim-sum,
//! or the symmetry argument on a whole ring; for Blocking Nim the moves to P-positions and their
//! count against the blocks; for Wythoff's game the pairs, why they are P, and the pair reached;
//! for Fibonacci Nim the heap's Zeckendorf parts one at a time, the smallest against the limit,
//! and the winning take. Pure steps, so the keys, the buttons and the tests agree.

use nim_solver::{
    Analysis, BlockingExplanation, CircleExplanation, Explanation, FibonacciExplanation, Game,
    HackenbushExplanation, KaylesRow, MooreExplanation, Move, NimSumBreakdown, Outcome,
    WythoffExplanation,
};

/// How much of a walk a step shows. Every walk has the same three stages: parts one at a time,
/// then the conclusion they add up to, then the winning move when there is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// Parts shown, in order: the table's columns from the highest, the ring's rows, the moves
    /// to P-positions, or the symmetry argument's statements.
    pub parts: usize,
    /// Whether the conclusion is shown: the parity row (the nim-sum), the rows' nim-sum, the
    /// moves to P counted against the blocks, or the symmetry argument's verdict.
    pub conclusion: bool,
    /// Whether the winning move is shown: the boxed heap, the ring's move, the move or the
    /// blocker's forbids.
    pub change: bool,
}

impl Stage {
    /// Everything shown, as outside projector mode.
    pub const ALL: Stage = Stage {
        parts: usize::MAX,
        conclusion: true,
        change: true,
    };
}

/// The statements of the symmetry argument on a whole ring of three markers or more, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// The ring is whole: every place has its marker.
    Whole,
    /// Whatever the first player takes, the second answers straight across the ring, leaving
    /// two equal rows.
    Answer,
    /// From then on the second player copies every move in the other row.
    Mirror,
}

impl Symmetry {
    /// The statements, in the order the walk shows them.
    pub const ALL: [Symmetry; 3] = [Symmetry::Whole, Symmetry::Answer, Symmetry::Mirror];
}

/// Wythoff's walk's parts: the pairs' table, then why no move joins two pairs.
const WYTHOFF_PARTS: usize = 2;

/// What a walk goes through: the part of the solver's explanation that has steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// Nim, misère Nim, Nim with a Pass: the binary nim-sum table.
    NimSum(NimSumBreakdown),
    /// Circle Nim on a broken ring: its rows of Kayles and the nim-sum of their values.
    Rows {
        /// The rows, each with its places and Kayles value.
        rows: Vec<KaylesRow>,
        /// The nim-sum of the rows' values.
        nim_sum: u32,
    },
    /// Circle Nim on a whole ring of three markers or more: the symmetry argument.
    Symmetry {
        /// Markers on the ring.
        markers: usize,
    },
    /// Circle Nim on a whole ring of one or two markers: the mover takes them all.
    SmallRing {
        /// Markers on the ring.
        markers: usize,
    },
    /// Blocking Nim: the moves to P-positions, counted against the blocks.
    Blocking(BlockingExplanation),
    /// Wythoff's game: the pairs (⌊nφ⌋, ⌊nφ²⌋), why no move joins two of them, and the pair the
    /// position is or the one a winning move reaches.
    Wythoff(WythoffExplanation),
    /// Moore's Nim: the binary columns counted modulo k + 1 one at a time, then Moore's
    /// construction of a winning move.
    Moore(MooreExplanation),
    /// Fibonacci Nim: the heap's Zeckendorf parts, largest first (each the largest Fibonacci
    /// number in what is left), then the smallest against the limit, then the winning take.
    Fibonacci(FibonacciExplanation),
    /// Green Hackenbush: each fused cycle, then each vertex's branches replaced by one stalk,
    /// from the top down to the ground, whose stalk is the value.
    Picture(HackenbushExplanation),
}

/// The walk through one position's explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// What is walked through.
    pub subject: Subject,
    /// Who wins, as the solver says (in Blocking Nim, always the mover's outcome).
    pub outcome: Outcome,
    /// The solver's winning actions for whoever acts now (a mover's moves, or a blocker's forbids).
    pub winning_moves: Vec<Move>,
    /// Whether the walk ends by showing the winning move: only where the solver lists it as
    /// winning (misère's small regimes and a pass that wins are not the nim-sum recipe's).
    pub change: bool,
}

impl Walk {
    /// The walk through `analysis`' explanation: over its nim-sum table, or its own steps;
    /// `None` for an explanation with neither.
    pub fn of(analysis: &Analysis) -> Option<Walk> {
        let winning_moves = analysis.winning_moves.clone();
        let subject = match &analysis.explanation {
            Explanation::Circle(CircleExplanation::Rows { rows, nim_sum }) => Subject::Rows {
                rows: rows.clone(),
                nim_sum: *nim_sum,
            },
            Explanation::Circle(CircleExplanation::IntactRing { markers }) => {
                Subject::Symmetry { markers: *markers }
            }
            Explanation::Circle(CircleExplanation::SmallRing { markers }) => {
                Subject::SmallRing { markers: *markers }
            }
            Explanation::Blocking(explanation) => Subject::Blocking(explanation.clone()),
            Explanation::Wythoff(explanation) => Subject::Wythoff(explanation.clone()),
            Explanation::Moore(explanation) => Subject::Moore(explanation.clone()),
            Explanation::Fibonacci(explanation) => Subject::Fibonacci(explanation.clone()),
            Explanation::Hackenbush(explanation) => Subject::Picture(explanation.steps.clone()),
            other => Subject::NimSum(other.nim_sum_table()?.clone()),
        };
        let change = match &subject {
            Subject::NimSum(breakdown) => breakdown.changes.first().is_some_and(|c| {
                winning_moves.contains(&Move::Take {
                    heap: c.heap,
                    to: c.to,
                })
            }),
            _ => !winning_moves.is_empty(),
        };
        Some(Walk {
            subject,
            outcome: analysis.outcome,
            winning_moves,
            change,
        })
    }

    /// The nim-sum table walked through, for the three games that have one.
    pub fn breakdown(&self) -> Option<&NimSumBreakdown> {
        match &self.subject {
            Subject::NimSum(breakdown) => Some(breakdown),
            _ => None,
        }
    }

    /// How many parts are shown one at a time before the conclusion.
    pub fn parts(&self) -> usize {
        match &self.subject {
            Subject::NimSum(breakdown) => breakdown.columns.len(),
            Subject::Rows { rows, .. } => rows.len(),
            Subject::Symmetry { .. } => Symmetry::ALL.len(),
            Subject::SmallRing { .. } => 1,
            Subject::Blocking(explanation) => explanation.moves_to_p.len(),
            Subject::Wythoff(_) => WYTHOFF_PARTS,
            Subject::Moore(explanation) => explanation.columns.len(),
            Subject::Fibonacci(explanation) => explanation.parts.len(),
            Subject::Picture(steps) => steps.fusions.len() + steps.colon_steps.len(),
        }
    }

    /// The last step: every part, the conclusion, and the winning move when there is one.
    pub fn last(&self) -> usize {
        self.parts() + 1 + usize::from(self.change)
    }

    /// What step `step` shows (steps past the last show everything).
    pub fn stage(&self, step: usize) -> Stage {
        let parts = self.parts();
        Stage {
            parts: step.min(parts),
            conclusion: step > parts,
            change: self.change && step > parts + 1,
        }
    }

    /// The part step `step` adds, or `None` at the start, the conclusion and the move.
    pub fn part_at(&self, step: usize) -> Option<usize> {
        (1..=self.parts()).contains(&step).then(|| step - 1)
    }

    /// The row of a broken ring holding the first winning move, to highlight at the end.
    pub fn changed_row(&self) -> Option<usize> {
        let Subject::Rows { rows, .. } = &self.subject else {
            return None;
        };
        let Some(&Move::Remove { first, .. }) = self.winning_moves.first() else {
            return None;
        };
        rows.iter().position(|row| row.places.contains(&first))
    }
}

/// Projector mode's state: the walk's step on the position it was taken on, and the class vote.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)] // Four independent switches of what the wall shows.
pub struct Presentation {
    /// The position the walk's step belongs to; another position starts the walk again.
    pub at: Game,
    /// Steps taken on `at`.
    pub step: usize,
    /// "Class vote": the verdict and the highlighted moves hidden, so the class votes first.
    pub hidden: bool,
    /// Whether the walk shows the powers of two instead of the binary table.
    pub powers: bool,
    /// Whether the QR code of the position's link is shown, for the class to scan.
    pub qr: bool,
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
            qr: false,
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

    fn game(text: &str) -> Game {
        text.parse().expect("a position")
    }

    fn walk(game: &Game) -> Walk {
        Walk::of(&game.analyze().expect("small")).expect("a walk")
    }

    /// Every stage of `walk`, from the start to the last step.
    fn stages(walk: &Walk) -> Vec<Stage> {
        (0..=walk.last()).map(|s| walk.stage(s)).collect()
    }

    fn stage(parts: usize, conclusion: bool, change: bool) -> Stage {
        Stage {
            parts,
            conclusion,
            change,
        }
    }

    #[test]
    fn thirteen_fifteen_seventeen_is_walked_as_the_notes_do() {
        let game = nim(&[13, 15, 17]);
        let walk = walk(&game);
        let breakdown = walk.breakdown().expect("a nim-sum table");
        assert_eq!(breakdown.columns, [16, 8, 4, 2, 1]);
        assert!(walk.change, "17 → 2 is the only winning move");
        assert_eq!(walk.last(), 7);
        let stages = stages(&walk);
        assert_eq!(stages[0], stage(0, false, false));
        for (step, stage) in stages.iter().enumerate().take(6).skip(1) {
            assert_eq!(stage.parts, step, "one column per step");
            assert!(!stage.conclusion);
            assert_eq!(walk.part_at(step), Some(step - 1));
        }
        assert_eq!(stages[6], stage(5, true, false));
        assert_eq!(stages[7], stage(5, true, true));
        assert_eq!(walk.stage(99), stages[7], "past the end shows everything");
        assert_eq!((walk.part_at(0), walk.part_at(6)), (None, None));
        let change = breakdown.changes[0];
        assert_eq!((change.heap, change.from, change.to), (2, 17, 2));
    }

    #[test]
    fn a_p_position_ends_at_its_parity_row_and_misere_boxes_only_a_winning_move() {
        let walk = walk(&nim(&[1, 2, 3]));
        assert!(!walk.change);
        assert_eq!(walk.last(), 3);
        // Misère with one big row: the recipe's move is not the winning one.
        let misere = Game::Misere(Misere {
            heaps: vec![1, 1, 5],
        });
        let misere_walk = super::Walk::of(&misere.analyze().expect("small")).expect("a walk");
        let recipe = misere_walk.breakdown().expect("a table").changes[0];
        let analysis = misere.analyze().expect("small");
        assert_eq!(
            misere_walk.change,
            analysis.winning_moves.contains(&Move::Take {
                heap: recipe.heap,
                to: recipe.to
            })
        );
        let pass = walk_of("variant=pass&heaps=3,5,6");
        assert!(matches!(pass.subject, Subject::NimSum(_)));
    }

    #[test]
    fn every_game_has_a_walk_through_its_own_explanation() {
        let kinds: Vec<(&str, usize)> = [
            "variant=nim&heaps=3,4,5",
            "variant=misere&heaps=1,1,4",
            "variant=pass&heaps=3,5,6",
            "variant=circle&ring=ooo.oo.o",
            "variant=circle&ring=oooooo",
            "variant=circle&ring=oo",
            "variant=blocking&heaps=6,10,10&blocks=1",
            "variant=wythoff&heaps=4,6",
            "variant=staircase&steps=0,6,1",
            "variant=moore&k=2&heaps=1,2,3",
            "variant=fibonacci&heap=20&last=3",
            "variant=hackenbush&edges=g-1,1-2,2-3,3-1,3-4",
        ]
        .iter()
        .map(|text| {
            let walk = walk(&game(text));
            let kind = match walk.subject {
                Subject::NimSum(_) => "nim-sum",
                Subject::Rows { .. } => "rows",
                Subject::Symmetry { .. } => "symmetry",
                Subject::SmallRing { .. } => "small ring",
                Subject::Blocking(_) => "blocking",
                Subject::Wythoff(_) => "wythoff",
                Subject::Moore(_) => "moore",
                Subject::Fibonacci(_) => "fibonacci",
                Subject::Picture(_) => "picture",
            };
            assert!(walk.last() >= 1, "{text}: at least one step");
            (kind, walk.last())
        })
        .collect();
        assert_eq!(
            kinds,
            [
                ("nim-sum", 3 + 1 + 1),
                ("nim-sum", 3 + 1),
                ("nim-sum", 3 + 1),
                ("rows", 2 + 1 + 1),
                ("symmetry", 3 + 1),
                ("small ring", 1 + 1 + 1),
                ("blocking", 2 + 1),
                ("wythoff", 2 + 1 + 1),
                ("nim-sum", 1 + 1),
                ("moore", 2 + 1 + 1),
                ("fibonacci", 3 + 1 + 1),
                ("picture", 1 + 2 + 1 + 1),
            ]
        );
    }

    #[test]
    fn a_broken_ring_is_walked_a_row_at_a_time_then_its_nim_sum_then_the_move() {
        // Places 8, 1, 2, 3 make one row across the ring's join, places 5 and 6 another.
        let game = game("variant=circle&ring=ooo.oo.o");
        let analysis = game.analyze().expect("small");
        let walk = Walk::of(&analysis).expect("a walk");
        let Subject::Rows { rows, nim_sum } = &walk.subject else {
            panic!("a broken ring walks its rows: {:?}", walk.subject);
        };
        assert_eq!(rows.len(), 2);
        assert_ne!(*nim_sum, 0, "the solver says the mover wins");
        assert_eq!(analysis.outcome, Outcome::NextPlayerWins);
        assert!(walk.change);
        assert_eq!(
            stages(&walk),
            [
                stage(0, false, false),
                stage(1, false, false),
                stage(2, false, false),
                stage(2, true, false),
                stage(2, true, true),
            ]
        );
        let row = walk.changed_row().expect("the winning move is in a row");
        let Some(&Move::Remove { first, .. }) = walk.winning_moves.first() else {
            panic!("a ring's move removes markers");
        };
        assert!(rows[row].places.contains(&first));

        // A P-position ends at its nim-sum, with no move to show.
        let balanced = walk_of("variant=circle&ring=oo.oo.");
        assert!(!balanced.change && balanced.changed_row().is_none());
        assert_eq!(balanced.last(), 2 + 1);
    }

    fn walk_of(text: &str) -> Walk {
        walk(&game(text))
    }

    #[test]
    fn a_whole_ring_is_walked_through_the_symmetry_argument_statement_by_statement() {
        let walk = walk_of("variant=circle&ring=oooooooooooo");
        assert_eq!(walk.subject, Subject::Symmetry { markers: 12 });
        assert!(walk.winning_moves.is_empty() && !walk.change);
        assert_eq!(walk.last(), 4);
        let shown: Vec<Option<Symmetry>> = (0..=walk.last())
            .map(|s| walk.part_at(s).map(|p| Symmetry::ALL[p]))
            .collect();
        assert_eq!(
            shown,
            [
                None,
                Some(Symmetry::Whole),
                Some(Symmetry::Answer),
                Some(Symmetry::Mirror),
                None
            ]
        );
        assert_eq!(walk.stage(4), stage(3, true, false), "then the verdict");

        // Two neighbours: the ring is whole, the mover takes both, and the move is shown.
        let small = walk_of("variant=circle&ring=oo");
        assert_eq!(small.subject, Subject::SmallRing { markers: 2 });
        assert_eq!(
            stages(&small),
            [
                stage(0, false, false),
                stage(1, false, false),
                stage(1, true, false),
                stage(1, true, true),
            ]
        );
    }

    #[test]
    fn blocking_walks_the_moves_to_p_then_counts_them_against_the_blocks() {
        // (6, 10, 10): either 10 → 3 reaches P, two moves, more than the one block.
        let open = walk_of("variant=blocking&heaps=6,10,10&blocks=1");
        let Subject::Blocking(explanation) = &open.subject else {
            panic!("Blocking walks its moves to P");
        };
        assert_eq!(explanation.moves_to_p.len(), 2);
        assert!(
            explanation.must_forbid.is_empty(),
            "the blocker cannot stop both"
        );
        assert!(
            !open.change,
            "the blocker acts first and has no winning forbid"
        );
        assert_eq!(
            stages(&open),
            [
                stage(0, false, false),
                stage(1, false, false),
                stage(2, false, false),
                stage(2, true, false),
            ]
        );

        // (1, 2, 4) is P: one move to P, which the blocker forbids, and the walk ends on it.
        let held = walk_of("variant=blocking&heaps=1,2,4&blocks=1");
        let Subject::Blocking(explanation) = &held.subject else {
            panic!("Blocking walks its moves to P");
        };
        assert_eq!(explanation.moves_to_p, explanation.must_forbid);
        assert_eq!(explanation.moves_to_p.len(), 1);
        assert!(held.change);
        assert!(held
            .winning_moves
            .iter()
            .all(|mv| matches!(mv, Move::Forbid { .. })));
        assert_eq!(held.last(), 1 + 1 + 1);

        // After the forbid the mover moves: a move to P left open ends the walk on it.
        let moving = walk_of("variant=blocking&heaps=6,10,10&blocks=1&forbid=1-3");
        assert!(moving.change);
        assert!(moving
            .winning_moves
            .iter()
            .all(|mv| matches!(mv, Move::Take { .. })));
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

    #[test]
    fn circle_and_blocking_walks_step_forward_to_the_end_and_back_to_the_start() {
        for text in [
            "variant=circle&ring=ooo.oo.o",
            "variant=circle&ring=oooooo",
            "variant=blocking&heaps=1,2,4&blocks=1",
        ] {
            let game = game(text);
            let walk = Walk::of(&game.analyze().expect("small")).expect("a walk");
            let mut presentation = Presentation::new(game.clone(), false);
            let mut seen = vec![walk.stage(0)];
            while let Some(next) = presentation.stepped(&game, &walk, true) {
                presentation = next;
                seen.push(walk.stage(presentation.step));
            }
            assert_eq!(presentation.step, walk.last(), "{text}: forward to the end");
            assert_eq!(seen, stages(&walk));
            while let Some(back) = presentation.stepped(&game, &walk, false) {
                presentation = back;
                assert_eq!(walk.stage(presentation.step), seen[presentation.step]);
            }
            assert_eq!(presentation.step, 0, "{text}: back to the start");
            // A move on the ring (or a forbid) is a new position: the walk starts again.
            let moved = game.apply(&game.legal_moves()[0]).expect("a legal move");
            let ahead = Presentation {
                step: 2,
                ..presentation.clone()
            };
            assert_eq!(ahead.step_on(&moved), 0, "{text}");
        }
    }

    #[test]
    fn wythoffs_walk_shows_the_pairs_then_why_then_the_verdict_and_the_move_to_a_pair() {
        // (4, 6) is no pair: the walk ends on the moves that reach one.
        let open = walk_of("variant=wythoff&heaps=4,6");
        assert!(matches!(open.subject, Subject::Wythoff(_)));
        assert!(open.change);
        assert_eq!(
            stages(&open),
            [
                stage(0, false, false),
                stage(1, false, false),
                stage(2, false, false),
                stage(2, true, false),
                stage(2, true, true),
            ]
        );
        // (3, 5) is pair 2: no move wins, and the walk ends on the verdict.
        let pair = walk_of("variant=wythoff&heaps=5,3");
        assert!(!pair.change);
        assert_eq!(pair.last(), 3);
    }

    #[test]
    fn moores_walk_counts_each_column_then_gives_the_verdict_and_the_constructed_move() {
        // 1, 2, 3 with k = 2: two columns of two ones each, neither a multiple of 3.
        let open = walk_of("variant=moore&k=2&heaps=1,2,3");
        let Subject::Moore(explanation) = &open.subject else {
            panic!("Moore's walk");
        };
        assert_eq!(explanation.residues, [2, 2]);
        assert!(open.change);
        assert_eq!(open.last(), 2 + 1 + 1);
        // With k = 1 it is Nim's P-position: the walk ends on the verdict.
        let nim = walk_of("variant=moore&k=1&heaps=1,2,3");
        assert!(!nim.change);
        assert_eq!(nim.last(), 2 + 1);
    }

    #[test]
    fn fibonaccis_walk_builds_the_zeckendorf_sum_then_weighs_the_smallest_part_then_takes_it() {
        // 20 = 13 + 5 + 2; after a take of 3 the limit is 6: the smallest part, 2, may be taken.
        let open = walk_of("variant=fibonacci&heap=20&last=3");
        let Subject::Fibonacci(explanation) = &open.subject else {
            panic!("a Fibonacci walk");
        };
        assert_eq!(explanation.parts, [13, 5, 2]);
        assert!(open.change);
        assert!(open.winning_moves.contains(&Move::Take { heap: 0, to: 18 }));
        assert_eq!(
            stages(&open),
            [
                stage(0, false, false),
                stage(1, false, false),
                stage(2, false, false),
                stage(3, false, false),
                stage(3, true, false),
                stage(3, true, true),
            ]
        );
        assert_eq!(
            (open.part_at(1), open.part_at(3), open.part_at(4)),
            (Some(0), Some(2), None)
        );
        // After a take of 1 the limit is 2, and 21 is one part, 21: no take wins.
        let lost = walk_of("variant=fibonacci&heap=21&last=1");
        assert!(!lost.change);
        assert_eq!(lost.parts(), 1);
        assert_eq!(lost.last(), 2, "the part, then the verdict");
    }
}
