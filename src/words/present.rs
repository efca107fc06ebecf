//! Projector mode in words: its buttons, the class vote, and each step of the walk (the nim-sum
//! table, a broken ring's rows of Kayles, the symmetry argument on a whole ring, Blocking Nim's
//! moves to P-positions against the blocks, Wythoff's pairs, Fibonacci Nim's Zeckendorf parts).

use nim_solver::{BlockingExplanation, Game, KaylesRow, Move, NimSumBreakdown, Outcome};

use crate::t;
use crate::views::present::walk::{Subject, Symmetry, Walk};
use crate::words::{describe_move, describe_moves};

/// The board's region, named after the game.
pub fn board_label(game: &str) -> String {
    t!(PresentBoardLabel, game = game)
}

/// The walk's step sentence after its name, for screen readers only: ". The winning move: …".
pub fn detail_after(detail: &str) -> String {
    t!(PresentDetailAfter, detail = detail)
}

/// The walk's region and caption, for screen readers: what is walked through.
pub fn walk_label(walk: &Walk) -> String {
    match walk.subject {
        Subject::NimSum(_) => t!(PresentWalkNimSum),
        Subject::Rows { .. } => t!(PresentWalkRows),
        Subject::Symmetry { .. } | Subject::SmallRing { .. } => t!(PresentWalkRing),
        Subject::Blocking(_) => t!(PresentWalkBlocking),
        Subject::Wythoff(_) => t!(PresentWalkWythoff),
        Subject::Moore(_) => t!(PresentWalkMoore),
        Subject::Fibonacci(_) => t!(PresentWalkFibonacci),
        Subject::Picture(_) => t!(PresentWalkPicture),
    }
}

/// Where the walk is, as the live region says it: "Step 3 of 7: the 4 column".
pub fn progress(game: &Game, walk: &Walk, step: usize) -> String {
    let Progress { shown, detail } = progress_parts(game, walk, step);
    match detail {
        Some(detail) => t!(PresentProgressDetail, shown = shown, detail = detail),
        None => shown,
    }
}

/// A step's words in two parts: the line shown on the wall, and the sentence the panel shows
/// in full, which only screen readers hear again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// "Step 2 of 4: the answer across the ring".
    pub shown: String,
    /// The step's sentence as the panel shows it, for the live region only.
    pub detail: Option<String>,
}

/// Where the walk is, with the panel's sentence apart (see [`Progress`]).
pub fn progress_parts(game: &Game, walk: &Walk, step: usize) -> Progress {
    let last = walk.last();
    let step = step.min(last);
    let (name, detail) = match (&walk.subject, walk.part_at(step)) {
        (Subject::NimSum(breakdown), _) => (nim_sum_step(game, breakdown, step), None),
        (_, None) if step == 0 => (start(game, walk), None),
        (Subject::Rows { rows, nim_sum }, None) if step == walk.parts() + 1 => {
            (rows_conclusion(rows, *nim_sum), None)
        }
        (_, None) if step == walk.parts() + 1 => {
            let name = if matches!(walk.subject, Subject::Blocking(_)) {
                t!(PresentStepCount)
            } else {
                t!(PresentStepVerdict)
            };
            (name, Some(conclusion_sentence(walk)))
        }
        (_, None) => {
            let name = if walk
                .winning_moves
                .iter()
                .any(|mv| matches!(mv, Move::Forbid { .. }))
            {
                t!(PresentStepForbids)
            } else {
                t!(PresentStepMove)
            };
            (name, Some(move_sentence(game, walk)))
        }
        (Subject::Rows { rows, .. }, Some(part)) => (row(part, &rows[part]), None),
        (Subject::Symmetry { markers }, Some(part)) => {
            let statement = Symmetry::ALL[part];
            let name = match statement {
                Symmetry::Whole => t!(PresentStepWhole),
                Symmetry::Answer => t!(PresentStepAnswer),
                Symmetry::Mirror => t!(PresentStepMirror),
            };
            (name, Some(symmetry(statement, *markers)))
        }
        (Subject::SmallRing { markers }, Some(_)) => {
            (t!(PresentStepWhole), Some(whole_ring(*markers)))
        }
        (Subject::Wythoff(_), Some(0)) => (t!(PresentStepWythoffPairs), None),
        (Subject::Wythoff(_), Some(_)) => (t!(PresentStepWythoffWhy), Some(t!(ExplainWythoffWhy))),
        (Subject::Moore(explanation), Some(part)) => (
            t!(
                PresentStepMooreColumn,
                column = explanation.columns[part],
                count = explanation.counts[part],
                residue = explanation.residues[part],
                modulus = explanation.k + 1
            ),
            None,
        ),
        (Subject::Fibonacci(explanation), Some(part)) => {
            // What is left before this part: the heap less the larger parts already taken.
            let left = explanation.heap - explanation.parts[..part].iter().sum::<u32>();
            (
                t!(
                    PresentStepFibonacciPart,
                    part = explanation.parts[part],
                    left = left
                ),
                None,
            )
        }
        // The fusions first, then the colon steps: the panel's sentence is the detail.
        (Subject::Picture(steps), Some(part)) => match steps.fusions.get(part) {
            Some(step) => (
                t!(PresentStepPictureFusion),
                Some(super::picture::fusion(step)),
            ),
            None => match steps.colon_steps.get(part - steps.fusions.len()) {
                Some(step) => (
                    t!(
                        PresentStepPictureColon,
                        vertex = super::picture::vertex(step.vertex)
                    ),
                    Some(super::picture::colon(step)),
                ),
                None => (t!(PresentStepVerdict), None),
            },
        },
        (Subject::Blocking(explanation), Some(part)) => (
            t!(
                PresentStepMoveToP,
                index = part + 1,
                count = explanation.moves_to_p.len(),
                change = describe_move(game, &explanation.moves_to_p[part])
            ),
            None,
        ),
    };
    Progress {
        shown: t!(PresentStep, step = step, last = last, name = name),
        detail,
    }
}

/// What the rows of `game`'s nim-sum table are, as the catalogue's selector names them.
fn table_rows(game: &Game) -> &'static str {
    match game {
        Game::SumOfGames(_) => "parts",
        Game::Staircase(_) => "steps",
        Game::Coins(_) | Game::Corners(_) => "heads",
        _ => "heaps",
    }
}

/// What a step adds to the nim-sum table.
fn nim_sum_step(game: &Game, breakdown: &NimSumBreakdown, step: usize) -> String {
    let columns = breakdown.columns.len();
    let rows = table_rows(game);
    match step {
        0 => t!(PresentStepHeaps, rows = rows),
        s if s <= columns => t!(
            PresentStepColumn,
            column = breakdown.columns[s - 1],
            rows = rows
        ),
        s if s == columns + 1 => t!(PresentStepParity, nim_sum = breakdown.nim_sum),
        _ => t!(PresentStepChange),
    }
}

/// What the walk's first step shows, before any part.
fn start(game: &Game, walk: &Walk) -> String {
    match &walk.subject {
        Subject::NimSum(_) => t!(PresentStepHeaps, rows = table_rows(game)),
        Subject::Rows { rows, .. } => t!(PresentStepBroken, rows = rows.len()),
        Subject::Symmetry { .. } | Subject::SmallRing { .. } => t!(PresentStepRing),
        Subject::Blocking(explanation) => t!(PresentStepBlocks, blocks = explanation.blocks),
        Subject::Wythoff(explanation) => {
            let [low, high] = explanation.sorted;
            t!(PresentStepWythoffStart, low = low, high = high)
        }
        Subject::Moore(_) => t!(PresentStepMooreStart),
        Subject::Fibonacci(explanation) => {
            t!(PresentStepFibonacciStart, heap = explanation.heap)
        }
        Subject::Picture(steps) => t!(PresentStepPictureStart, cycles = steps.fusions.len()),
    }
}

/// A broken ring's last step: the nim-sum of its rows' Kayles values, and who wins.
fn rows_conclusion(rows: &[KaylesRow], nim_sum: u32) -> String {
    let values: Vec<String> = rows.iter().map(|row| row.grundy.to_string()).collect();
    let values = values.join(" ⊕ ");
    if nim_sum == 0 {
        t!(PresentStepRowsLose, values = values, nim_sum = nim_sum)
    } else {
        t!(PresentStepRowsWin, values = values, nim_sum = nim_sum)
    }
}

/// The sentence under the parts, what they add up to: "2 moves lead … wins."
pub fn conclusion_sentence(walk: &Walk) -> String {
    match &walk.subject {
        Subject::NimSum(breakdown) => t!(PresentNimSumIs, nim_sum = breakdown.nim_sum),
        Subject::Rows { rows, nim_sum } => rows_conclusion(rows, *nim_sum),
        Subject::Symmetry { .. } => t!(PresentSymmetryVerdict),
        Subject::SmallRing { markers } => small_ring_verdict(*markers),
        Subject::Blocking(explanation) => blocking_count(explanation, walk),
        Subject::Wythoff(explanation) => {
            let [low, high] = explanation.sorted;
            match explanation.pair {
                Some(pair) => t!(ExplainWythoffIsPair, n = pair.n, low = low, high = high),
                None => t!(PresentWythoffNoPair, low = low, high = high),
            }
        }
        Subject::Moore(explanation) if explanation.after.is_none() => t!(
            ExplainMooreLosing,
            modulus = explanation.k + 1,
            k = explanation.k
        ),
        Subject::Moore(explanation) => t!(ExplainMooreWinning, modulus = explanation.k + 1),
        Subject::Picture(steps) => t!(PictureTotal, value = steps.value),
        Subject::Fibonacci(explanation) => {
            let limit = explanation.limit;
            // An empty heap has no part: the game is over and no move is left.
            let Some(&smallest) = explanation.parts.last() else {
                return t!(PresentNoMove);
            };
            if explanation.takes.is_empty() {
                t!(ExplainFibonacciLosing, smallest = smallest, limit = limit)
            } else {
                t!(ExplainFibonacciWinning, smallest = smallest, limit = limit)
            }
        }
    }
}

/// A row of a broken ring: its places, its length and its Kayles value.
fn row(index: usize, row: &KaylesRow) -> String {
    t!(
        PresentStepRow,
        row = index + 1,
        places = places(&row.places),
        markers = row.places.len(),
        value = row.grundy
    )
}

/// Ring places counted from 1, in order around the ring: "4, 5" or "9–2" for longer rows.
pub fn places(places: &[usize]) -> String {
    match places {
        [first, _, _, ..] => format!("{}–{}", first + 1, places[places.len() - 1] + 1),
        _ => places
            .iter()
            .map(|place| (place + 1).to_string())
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// One statement of the symmetry argument on a whole ring of `markers` (three or more).
pub fn symmetry(statement: Symmetry, markers: usize) -> String {
    match statement {
        Symmetry::Whole => whole_ring(markers),
        Symmetry::Answer => t!(PresentSymmetryAnswer),
        Symmetry::Mirror => t!(PresentSymmetryMirror),
    }
}

/// The ring is whole: every place has its marker.
pub fn whole_ring(markers: usize) -> String {
    t!(PresentWholeRing, markers = markers)
}

/// Why a whole ring of one or two markers is the mover's.
pub fn small_ring_verdict(markers: usize) -> String {
    t!(PresentSmallRing, markers = markers)
}

/// Blocking Nim's moves to P-positions counted against the blocks, and what the solver makes
/// of this turn.
pub fn blocking_count(explanation: &BlockingExplanation, walk: &Walk) -> String {
    let to_p = explanation.moves_to_p.len();
    let blocks = explanation.blocks;
    // The solver's outcome is the mover's, this turn's forbids included.
    let mover_wins = walk.outcome == Outcome::NextPlayerWins;
    if to_p == 0 {
        t!(PresentCountNone)
    } else if explanation.must_forbid.is_empty() {
        t!(PresentCountMore, moves = to_p, blocks = blocks)
    } else if mover_wins {
        t!(PresentCountUncovered, moves = to_p, blocks = blocks)
    } else {
        t!(PresentCountCovered, moves = to_p, blocks = blocks)
    }
}

/// The sentence under a walk that has reached its move: the winning move (or the blocker's
/// winning forbids), named.
pub fn move_sentence(game: &Game, walk: &Walk) -> String {
    let moves = &walk.winning_moves;
    let Some(first) = moves.first() else {
        return t!(PresentNoMove);
    };
    if matches!(first, Move::Forbid { .. }) {
        return t!(PresentBlockerWins, moves = describe_moves(game, moves));
    }
    let named = describe_move(game, first);
    if moves.len() == 1 {
        t!(PresentWinningMove, change = named)
    } else {
        t!(PresentWinningMoveOf, change = named, count = moves.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Nim;

    fn walk_of(text: &str) -> (Game, Walk) {
        let game: Game = text.parse().expect("a position");
        let walk = Walk::of(&game.analyze().expect("small")).expect("a walk");
        (game, walk)
    }

    #[test]
    fn each_step_of_thirteen_fifteen_seventeen_is_named() {
        let game = nim_solver::Game::Nim(Nim {
            heaps: vec![13, 15, 17],
        });
        let walk = Walk::of(&game.analyze().expect("small")).expect("a walk");
        assert_eq!(progress(&game, &walk, 0), "Step 0 of 7: the heaps");
        assert!(progress(&game, &walk, 1).starts_with("Step 1 of 7: the 16 column"));
        assert!(progress(&game, &walk, 6).contains("the nim-sum 19"));
        assert_eq!(
            progress(&game, &walk, 7),
            "Step 7 of 7: the heap to change and its new size"
        );
    }

    #[test]
    fn a_table_of_values_names_its_rows_as_the_game_has_them() {
        let (game, walk) = walk_of("variant=coins&rule=mock&coins=THHTTHTH");
        assert!(progress(&game, &walk, 0).ends_with(": the heads' values"));
        assert!(progress(&game, &walk, 1).contains("(each value's 8 bit)"));
        let (game, walk) = walk_of("variant=corners&heads=3:3,1:2");
        assert!(progress(&game, &walk, 0).ends_with(": the heads' values"));
        let (game, walk) = walk_of("variant=staircase&steps=0,6,1");
        assert!(progress(&game, &walk, 0).ends_with(": the odd steps' coins"));
        let (game, walk) = walk_of("variant=nim&heaps=3,5");
        assert!(progress(&game, &walk, 1).contains("(each heap's 4 bit)"));
    }

    #[test]
    fn fibonaccis_walk_names_each_part_then_weighs_the_smallest_against_the_limit() {
        let (game, walk) = walk_of("variant=fibonacci&heap=20&last=3");
        let names: Vec<String> = (0..=walk.last())
            .map(|s| progress(&game, &walk, s))
            .collect();
        assert_eq!(
            names[0],
            "Step 0 of 5: the heap of 20 and the Fibonacci numbers up to it"
        );
        assert_eq!(
            names[1],
            "Step 1 of 5: 13, the largest Fibonacci number at most 20"
        );
        assert_eq!(
            names[2],
            "Step 2 of 5: 5, the largest Fibonacci number at most 7"
        );
        assert_eq!(
            names[3],
            "Step 3 of 5: 2, the largest Fibonacci number at most 2"
        );
        assert!(
            names[4].contains("The smallest part, 2, is at most 6"),
            "{}",
            names[4]
        );
        assert!(
            names[5].starts_with("Step 5 of 5: the winning move"),
            "{}",
            names[5]
        );
        // A lost position ends on the verdict: its one part is more than the limit.
        let (game, walk) = walk_of("variant=fibonacci&heap=21&last=1");
        let last = progress(&game, &walk, walk.last());
        assert!(
            last.contains("The smallest part, 21, is more than 2"),
            "{last}"
        );
    }

    #[test]
    fn a_broken_ring_names_each_row_its_nim_sum_and_the_move() {
        let (game, walk) = walk_of("variant=circle&ring=ooo.oo.o");
        let names: Vec<String> = (0..=walk.last())
            .map(|s| progress(&game, &walk, s))
            .collect();
        assert_eq!(
            names,
            [
                "Step 0 of 4: the ring is broken into 2 rows",
                "Step 1 of 4: row 1, places 5, 6 (2 markers): Kayles value 2",
                "Step 2 of 4: row 2, places 8–3 (4 markers): Kayles value 1",
                "Step 3 of 4: the nim-sum of the Kayles values, 2 ⊕ 1 = 3, is not 0: the player \
                 to move wins",
                "Step 4 of 4: the winning move. The winning move: remove markers 2 and 3 (one of 4).",
            ]
        );
        assert_eq!(
            progress_parts(&game, &walk, 4).shown,
            "Step 4 of 4: the winning move",
            "the panel names the move, the wall does not say it twice"
        );
        assert_eq!(
            move_sentence(&game, &walk),
            "The winning move: remove markers 2 and 3 (one of 4)."
        );
    }

    #[test]
    fn a_whole_ring_states_the_symmetry_argument_in_steps() {
        let (game, walk) = walk_of("variant=circle&ring=oooooo");
        let names: Vec<String> = (0..=walk.last())
            .map(|s| progress(&game, &walk, s))
            .collect();
        assert_eq!(
            names,
            [
                "Step 0 of 4: the ring",
                "Step 1 of 4: the ring is whole. All 6 places of the ring hold a marker: there is \
                 no gap.",
                "Step 2 of 4: the answer across the ring. Whatever the player to move takes (one \
                 marker or two neighbours), the other player answers by taking the one or two \
                 markers straight across the ring, leaving two rows of equal length.",
                "Step 3 of 4: the mirror. From then on the other player copies every move in the \
                 other row, so they always have a reply and take the last marker.",
                "Step 4 of 4: the verdict. So the player to move loses against perfect play: the \
                 symmetry strategy.",
            ]
        );
        let shown: Vec<String> = (0..=walk.last())
            .map(|s| progress_parts(&game, &walk, s).shown)
            .collect();
        assert_eq!(
            shown,
            [
                "Step 0 of 4: the ring",
                "Step 1 of 4: the ring is whole",
                "Step 2 of 4: the answer across the ring",
                "Step 3 of 4: the mirror",
                "Step 4 of 4: the verdict",
            ]
        );
        let (game, one) = walk_of("variant=circle&ring=o");
        assert_eq!(
            progress(&game, &one, 2),
            "Step 2 of 3: the verdict. The player to move takes the one marker and wins."
        );
        assert_eq!(
            move_sentence(&game, &one),
            "The winning move: remove marker 1."
        );
    }

    #[test]
    fn blocking_names_the_moves_to_p_and_counts_them_against_the_blocks() {
        let (game, open) = walk_of("variant=blocking&heaps=6,10,10&blocks=1");
        assert_eq!(
            progress(&game, &open, 0),
            "Step 0 of 3: the heaps, and 1 block per turn"
        );
        assert_eq!(
            progress(&game, &open, 1),
            "Step 1 of 3: move to a P-position 1 of 2: take 7 from heap 2 (10 → 3)"
        );
        assert_eq!(
            progress(&game, &open, 3),
            "Step 3 of 3: the count against the blocks. 2 moves lead to P-positions, more than \
             the 1 the blocker can forbid: the mover wins."
        );
        let (game, held) = walk_of("variant=blocking&heaps=1,2,4&blocks=1");
        assert!(progress(&game, &held, 2)
            .ends_with("the blocker forbids them all and the mover loses."));
        assert_eq!(
            move_sentence(&game, &held),
            "The blocker wins: forbid taking 4 from heap 3 (4 → 0)."
        );
        // The blocker forbade something else: the one move to P stays open.
        let (game, missed) = walk_of("variant=blocking&heaps=1,2,4&blocks=1&forbid=0-0");
        assert!(progress(&game, &missed, 2).ends_with("cannot cover them all: the mover wins."));
        assert_eq!(
            move_sentence(&game, &missed),
            "The winning move: take 4 from heap 3 (4 → 0)."
        );
        // Built by hand: two moves to P within two blocks, but a forbid spent elsewhere, so the
        // solver says the mover wins, and the words follow the solver.
        let (_, spent) = walk_of("variant=blocking&heaps=1,2,4&blocks=1");
        let Subject::Blocking(mut explanation) = spent.subject.clone() else {
            panic!("Blocking walks its moves to P");
        };
        explanation.blocks = 2;
        explanation.moves_to_p.push(Move::Take { heap: 1, to: 0 });
        explanation.must_forbid.clone_from(&explanation.moves_to_p);
        let spent = Walk {
            subject: Subject::Blocking(explanation),
            outcome: Outcome::NextPlayerWins,
            winning_moves: Vec::new(),
            change: false,
        };
        assert!(conclusion_sentence(&spent).ends_with("cannot cover them all: the mover wins."));
        let (game, none) = walk_of("variant=blocking&heaps=2,2,2&blocks=1");
        assert_eq!(none.parts(), 0);
        assert!(progress(&game, &none, 1).contains("No move leads to a P-position"));
    }
}
