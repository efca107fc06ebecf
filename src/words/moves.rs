//! Moves, players and numbers in people's words, 1-based, for the panel, the history and announcements.

use nim_solver::{Board, Game, Move};

use crate::i18n::{format_list, left_to_right, shown, tr, Arg, Msg};
use crate::t;

/// A grid's cell as links write it, `x:y` from 0, one run left to right in every script.
pub fn cell((x, y): nim_solver::GridCell) -> String {
    left_to_right(format!("{x}:{y}"))
}

/// A move as a person says it: "take 2 from heap 1 (5 → 3)", "remove markers 4 and 5", "pass",
/// "forbid taking 7 from heap 2 (10 → 3)". Heaps and ring places are counted from 1.
pub fn describe_move(game: &Game, mv: &Move) -> String {
    let take_or_forbid = |heap: usize, to: u32, fits: Msg, unfit: Msg| {
        match game.heaps().and_then(|heaps| heaps.get(heap).copied()) {
            Some(from) if to < from => tr(
                fits,
                &[
                    ("taken", Arg::from(from - to)),
                    ("heap", Arg::from(heap + 1)),
                    ("from", Arg::from(from)),
                    ("to", Arg::from(to)),
                ],
            ),
            // The move does not fit this position (e.g. an old history entry): say it plainly.
            _ => tr(
                unfit,
                &[("heap", Arg::from(heap + 1)), ("to", Arg::from(to))],
            ),
        }
    };
    // A staircase's coins land on the step below: a move says where they go.
    if let (Board::Stairs, &Move::Take { heap, to }) = (game.variant().board(), mv) {
        let from = game
            .heaps()
            .and_then(|steps| steps.get(heap).copied())
            .unwrap_or(to);
        return t!(
            MovesStairs,
            moved = from.saturating_sub(to),
            step = heap + 1,
            below = heap,
            from = from,
            to = to
        );
    }
    // A sum's parts are not heaps: a move says what its part becomes.
    if let Some(parts) = game.rules().parts() {
        let from = |heap: usize| parts.get(heap).map_or(0, |part| part.size);
        match *mv {
            Move::Take { heap, to: 0 } => {
                return t!(MovesPartEmpty, part = heap + 1, from = from(heap))
            }
            Move::Take { heap, to } => {
                return t!(MovesPartTo, part = heap + 1, from = from(heap), to = to)
            }
            Move::Split {
                heap,
                into: [first, second],
            } => {
                return t!(
                    MovesPartSplit,
                    part = heap + 1,
                    from = from(heap),
                    first = first,
                    second = second
                )
            }
            _ => {}
        }
    }
    match *mv {
        Move::Take { heap, to } => take_or_forbid(heap, to, Msg::MovesTake, Msg::MovesTakeUnfit),
        Move::Split {
            heap,
            into: [first, second],
        } => t!(
            MovesPartSplit,
            part = heap + 1,
            from = first + second,
            first = first,
            second = second
        ),
        Move::Forbid { heap, to } => {
            take_or_forbid(heap, to, Msg::MovesForbid, Msg::MovesForbidUnfit)
        }
        Move::Pass => t!(MovesPass),
        Move::Both { taken } => t!(MovesBoth, taken = taken),
        // A move from several heaps says each take, listed as the language lists.
        Move::Several { ref takes } => {
            let words: Vec<String> = takes
                .iter()
                .map(|&(heap, to)| take_or_forbid(heap, to, Msg::MovesTake, Msg::MovesTakeUnfit))
                .collect();
            format_list(shown(), &words)
        }
        // People count edges from 1; the move's text and `edges=` from 0.
        Move::Chop { edge } => t!(MovesChop, edge = super::picture::edge_number(edge)),
        // Coins count from 1, as the row's letters and the board do.
        Move::Turn { ref coins } => {
            let positions: Vec<String> = coins.iter().map(usize::to_string).collect();
            t!(
                MovesTurn,
                count = coins.len(),
                coins = format_list(shown(), &positions)
            )
        }
        Move::Corner { heads, other } => t!(MovesCorner, heads = cell(heads), other = cell(other)),
        Move::Remove {
            first,
            second: None,
        } => t!(MovesRemoveOne, place = first + 1),
        Move::Remove {
            first,
            second: Some(second),
        } => t!(MovesRemoveTwo, first = first + 1, second = second + 1),
    }
}

/// Several moves listed as the language shown lists them: "a, b, and c"; "none" when there are
/// none.
pub fn describe_moves(game: &Game, moves: &[Move]) -> String {
    if moves.is_empty() {
        return t!(MovesNone);
    }
    let words: Vec<String> = moves.iter().map(|mv| describe_move(game, mv)).collect();
    format_list(shown(), &words)
}

/// A large number with thousands separators, e.g. "1,048,576".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{Blocking, Circle, Misere, Nim, Pass};

    fn nim(heaps: &[u32]) -> Game {
        Game::Nim(Nim {
            heaps: heaps.to_vec(),
        })
    }

    #[test]
    fn take_names_heap_from_one_and_counts_what_is_taken() {
        let game = nim(&[5, 8, 16]);
        // Seed 001 Example 4: from 5, 8, 16 the winning move takes 3 from the third row.
        assert_eq!(
            describe_move(&game, &Move::Take { heap: 2, to: 13 }),
            "take 3 from heap 3 (16 → 13)"
        );
        assert_eq!(
            describe_move(&game, &Move::Take { heap: 0, to: 0 }),
            "take 5 from heap 1 (5 → 0)"
        );
    }

    #[test]
    fn take_reads_the_heap_in_every_heap_variant() {
        let heaps = vec![13, 15, 17];
        let games = [
            Game::Misere(Misere {
                heaps: heaps.clone(),
            }),
            Game::Blocking(Blocking {
                heaps: heaps.clone(),
                blocks: 1,
                forbidden: vec![],
            }),
            Game::Pass(Pass {
                heaps,
                pass_available: true,
            }),
        ];
        for game in &games {
            assert_eq!(
                describe_move(game, &Move::Take { heap: 2, to: 2 }),
                "take 15 from heap 3 (17 → 2)",
                "{game:?}"
            );
        }
    }

    #[test]
    fn take_that_does_not_fit_the_position_is_described_without_arithmetic() {
        let game = nim(&[3]);
        assert_eq!(
            describe_move(&game, &Move::Take { heap: 4, to: 1 }),
            "heap 5 → 1"
        );
        assert_eq!(
            describe_move(&game, &Move::Take { heap: 0, to: 3 }),
            "heap 1 → 3"
        );
    }

    #[test]
    fn a_chop_names_its_edge_counting_from_one() {
        let picture: Game = "variant=hackenbush&edges=g-1,1-2"
            .parse()
            .expect("a picture");
        assert_eq!(
            describe_move(&picture, &Move::Chop { edge: 0 }),
            "chop edge 1"
        );
        assert_eq!(
            describe_move(&picture, &Move::Chop { edge: 1 }),
            "chop edge 2"
        );
    }

    #[test]
    fn pass_remove_and_forbid() {
        let ring = Game::Circle(Circle {
            ring: vec![true; 10],
        });
        assert_eq!(describe_move(&ring, &Move::Pass), "pass");
        assert_eq!(
            describe_move(
                &ring,
                &Move::Remove {
                    first: 3,
                    second: None
                }
            ),
            "remove marker 4"
        );
        assert_eq!(
            describe_move(
                &ring,
                &Move::Remove {
                    first: 3,
                    second: Some(4)
                }
            ),
            "remove markers 4 and 5"
        );
        let blocking = Game::Blocking(Blocking {
            heaps: vec![6, 10, 10],
            blocks: 1,
            forbidden: vec![],
        });
        assert_eq!(
            describe_move(&blocking, &Move::Forbid { heap: 1, to: 3 }),
            "forbid taking 7 from heap 2 (10 → 3)"
        );
        assert_eq!(
            describe_move(&blocking, &Move::Forbid { heap: 1, to: 12 }),
            "forbid heap 2 → 12",
            "a forbid that does not fit the position is said plainly"
        );
    }

    #[test]
    fn lists_and_numbers() {
        let game = nim(&[4, 3, 2]);
        assert_eq!(describe_moves(&game, &[]), "none");
        assert_eq!(
            describe_moves(
                &game,
                &[
                    Move::Take { heap: 0, to: 1 },
                    Move::Take { heap: 1, to: 2 },
                    Move::Take { heap: 2, to: 0 }
                ]
            ),
            "take 3 from heap 1 (4 → 1), take 1 from heap 2 (3 → 2), and take 2 from heap 3 (2 → 0)"
        );
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1 << 20), "1,048,576");
    }
}
