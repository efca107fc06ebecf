//! The seeds' worked examples and the API's behaviour at the edges, one test each.

use nim_solver::{Blocking, Circle, Misere, Nim, Pass};
use nim_solver::{
    BlockingRule, CircleExplanation, Explanation, Game, GameEnd, MisereRegime, Move, MoveError,
    Outcome, PassTheorem, Phase, SolveError, Strength, STATE_BUDGET,
};

const P: Outcome = Outcome::PreviousPlayerWins;
const N: Outcome = Outcome::NextPlayerWins;

fn take(heap: usize, to: u32) -> Move {
    Move::Take { heap, to }
}

fn nim(heaps: &[u32]) -> Game {
    Game::Nim(Nim {
        heaps: heaps.to_vec(),
    })
}

fn misere(heaps: &[u32]) -> Game {
    Game::Misere(Misere {
        heaps: heaps.to_vec(),
    })
}

fn pass(heaps: &[u32]) -> Game {
    Game::Pass(Pass {
        heaps: heaps.to_vec(),
        pass_available: true,
    })
}

fn ring(text: &str) -> Game {
    Game::Circle(Circle {
        ring: text.chars().map(|c| c == 'o').collect(),
    })
}

#[test]
fn seed_000_n_13_15_17_has_one_winning_move_to_2_in_the_heap_of_17() {
    let analysis = nim(&[13, 15, 17]).analyze().unwrap();
    assert_eq!(analysis.outcome, N);
    assert_eq!(analysis.winning_moves, vec![take(2, 2)]);
}

#[test]
fn seed_001_example_4_takes_3_from_the_heap_of_16() {
    let analysis = nim(&[5, 8, 16]).analyze().unwrap();
    assert_eq!(analysis.winning_moves, vec![take(2, 13)]);
    let Explanation::NimSum(table) = analysis.explanation else {
        panic!("nim explains by nim-sum")
    };
    assert_eq!(table.nim_sum, 29);
    assert_eq!(table.highest_unbalanced, Some(16));
}

#[test]
fn seed_001_one_two_three_five_eight_thirteen_is_p() {
    let analysis = nim(&[1, 2, 3, 5, 8, 13]).analyze().unwrap();
    assert_eq!(analysis.outcome, P);
    assert!(analysis.winning_moves.is_empty());
}

#[test]
fn seed_001_example_3_five_four_three_takes_two_from_the_three() {
    assert_eq!(
        nim(&[5, 4, 3]).analyze().unwrap().winning_moves,
        vec![take(2, 1)]
    );
}

#[test]
fn seed_001_four_three_two_opens_the_same_in_nim_and_classic_nim() {
    assert_eq!(
        nim(&[4, 3, 2]).analyze().unwrap().winning_moves,
        vec![take(0, 1)]
    );
    assert_eq!(
        misere(&[4, 3, 2]).analyze().unwrap().winning_moves,
        vec![take(0, 1)]
    );
}

#[test]
fn seed_001_classic_nim_examples() {
    let two_big = misere(&[1, 1, 5, 5]).analyze().unwrap();
    assert_eq!(two_big.outcome, P);
    let Explanation::Misere(why) = two_big.explanation else {
        panic!("misère explanation")
    };
    assert_eq!(
        (why.big_rows, why.single_rows, why.regime),
        (2, 2, MisereRegime::LikeNim)
    );

    // One big row: leave an odd number of single rows (here, remove the big row entirely).
    let one_big = misere(&[1, 1, 1, 14]).analyze().unwrap();
    assert_eq!(one_big.outcome, N);
    assert_eq!(one_big.winning_moves, vec![take(3, 0)]);
    let one_big_even = misere(&[1, 1, 14]).analyze().unwrap();
    assert_eq!(one_big_even.winning_moves, vec![take(2, 1)]);

    assert_eq!(misere(&[1, 1, 1]).analyze().unwrap().outcome, P);
    assert_eq!(misere(&[1, 1]).analyze().unwrap().outcome, N);
}

#[test]
fn misere_all_empty_means_the_player_to_move_has_won() {
    let game = misere(&[0, 0]);
    assert_eq!(game.phase(), Phase::Over(GameEnd::LastCounterTaken));
    assert!(game.legal_moves().is_empty());
    let analysis = game.analyze().unwrap();
    assert_eq!(analysis.outcome, N);
    assert!(analysis.winning_moves.is_empty());
    assert_eq!(game.apply(&take(0, 0)), Err(MoveError::GameOver));
}

#[test]
fn seed_004_theorem_1_two_heaps() {
    assert_eq!(pass(&[1, 2]).analyze().unwrap().outcome, P);
    assert_eq!(pass(&[1, 3]).analyze().unwrap().outcome, N);
    assert_eq!(pass(&[5, 6]).analyze().unwrap().outcome, P);
    assert_eq!(pass(&[4, 5]).analyze().unwrap().outcome, N);
    let analysis = pass(&[3, 3]).analyze().unwrap();
    assert_eq!(analysis.outcome, N);
    assert!(
        analysis.winning_moves.contains(&Move::Pass),
        "passing on equal heaps wins"
    );
    let Explanation::Pass(why) = analysis.explanation else {
        panic!("pass explanation")
    };
    assert_eq!(why.theorem, Some(PassTheorem::TwoHeaps { m: 3, n: 3 }));
    assert!(why.pass_wins);
}

#[test]
fn seed_004_theorem_2_one_m_n() {
    for m in [1, 3, 4, 5, 9] {
        assert_eq!(
            pass(&[1, m, m]).analyze().unwrap().outcome,
            P,
            "[1, {m}, {m}]"
        );
    }
    assert_eq!(pass(&[1, 2, 2]).analyze().unwrap().outcome, N);
    assert_eq!(
        pass(&[1, 2, 7]).analyze().unwrap().winning_moves[0],
        take(2, 0)
    );
    assert_eq!(
        pass(&[1, 4, 6]).analyze().unwrap().winning_moves,
        vec![take(2, 4)]
    );
}

/// Seed 004 Table 1: `(m1, m2, outcome)` for Nim* on heaps of sizes 1 and 2.
const TABLE_1: [(usize, usize, Outcome); 19] = [
    (1, 0, N),
    (2, 0, N),
    (0, 1, N),
    (3, 0, P),
    (1, 1, P),
    (4, 0, N),
    (2, 1, N),
    (0, 2, N),
    (5, 0, P),
    (3, 1, N),
    (1, 2, N),
    (6, 0, N),
    (4, 1, N),
    (2, 2, N),
    (0, 3, P),
    (7, 0, P),
    (5, 1, N),
    (3, 2, P),
    (1, 3, N),
];

/// Seed 004 Table 2: `(m1, m2, m3, outcome)` for Nim* on heaps of sizes 1, 2 and 3.
const TABLE_2: [(usize, usize, usize, Outcome); 20] = [
    (0, 0, 1, N),
    (1, 0, 1, N),
    (0, 1, 1, N),
    (1, 1, 1, N),
    (2, 1, 1, P),
    (1, 0, 2, P),
    (0, 2, 1, N),
    (1, 2, 1, N),
    (0, 1, 2, N),
    (1, 1, 2, N),
    (0, 3, 1, N),
    (0, 0, 3, N),
    (1, 3, 1, N),
    (1, 0, 3, N),
    (0, 2, 2, N),
    (2, 3, 1, P),
    (1, 2, 2, P),
    (0, 4, 1, N),
    (0, 1, 3, P),
    (1, 4, 1, N),
];

fn heaps_of(m1: usize, m2: usize, m3: usize) -> Vec<u32> {
    [vec![1; m1], vec![2; m2], vec![3; m3]].concat()
}

#[test]
fn seed_004_tables_1_and_2() {
    for (m1, m2, outcome) in TABLE_1 {
        assert_eq!(
            pass(&heaps_of(m1, m2, 0)).analyze().unwrap().outcome,
            outcome,
            "Table 1 row ({m1}, {m2})"
        );
    }
    for (m1, m2, m3, outcome) in TABLE_2 {
        let got = pass(&heaps_of(m1, m2, m3)).analyze().unwrap().outcome;
        assert_eq!(got, outcome, "Table 2 row ({m1}, {m2}, {m3})");
    }
}

#[test]
fn pass_rules_and_errors() {
    let game = pass(&[2, 3]);
    assert_eq!(game.legal_moves().last(), Some(&Move::Pass));
    let passed = game.apply(&Move::Pass).unwrap();
    assert_eq!(
        passed,
        Game::Pass(Pass {
            heaps: vec![2, 3],
            pass_available: false
        })
    );
    assert_eq!(passed.apply(&Move::Pass), Err(MoveError::PassUsed));
    assert!(!passed.legal_moves().contains(&Move::Pass));
    assert_eq!(
        pass(&[0, 0]).apply(&Move::Pass),
        Err(MoveError::PassOnEmpty)
    );
    let Explanation::NimSum(_) = passed.analyze().unwrap().explanation else {
        panic!("nim-sum after the pass")
    };
    assert_eq!(nim(&[1]).apply(&Move::Pass), Err(MoveError::WrongKind));
}

#[test]
fn seed_000_blocking_theorem_positions() {
    let blocking = |heaps: &[u32]| {
        Game::Blocking(Blocking {
            heaps: heaps.to_vec(),
            blocks: 1,
            forbidden: Vec::new(),
        })
    };
    for (heaps, outcome) in [
        (vec![5, 5, 5], P),
        (vec![2, 3, 6], P),
        (vec![6, 3, 2], P),
        (vec![6, 10, 10], N),
        (vec![1, 2, 3], N),
    ] {
        let analysis = blocking(&heaps).analyze().unwrap();
        assert_eq!(analysis.outcome, outcome, "{heaps:?}");
        let Explanation::Blocking(why) = analysis.explanation else {
            panic!("blocking explanation")
        };
        let BlockingRule::ThreeHeapTheorem {
            all_equal,
            sum_plus_one,
            ..
        } = why.rule
        else {
            panic!("theorem")
        };
        assert_eq!(all_equal || sum_plus_one, outcome == P);
        // N iff at least two moves lead to P (one block is not enough to stop them).
        assert_eq!(why.moves_to_p.len() >= 2, outcome == N, "{heaps:?}");
    }
}

#[test]
fn blocking_turn_structure_and_errors() {
    let game = Game::Blocking(Blocking {
        heaps: vec![1, 2, 4],
        blocks: 1,
        forbidden: Vec::new(),
    });
    assert_eq!(game.phase(), Phase::Block { remaining: 1 });
    // (1, 2, 4) is P (1 + 2 + 1 = 4): every mover's move leads to N, so the blocker wins anyway.
    let analysis = game.analyze().unwrap();
    assert_eq!(analysis.outcome, P);
    assert!(game
        .legal_moves()
        .iter()
        .all(|mv| matches!(mv, Move::Forbid { .. })));
    assert_eq!(game.apply(&take(0, 0)), Err(MoveError::WrongKind));
    let blocked = game.apply(&Move::Forbid { heap: 2, to: 0 }).unwrap();
    assert_eq!(blocked.phase(), Phase::Move);
    assert_eq!(
        blocked.apply(&take(2, 0)),
        Err(MoveError::Forbidden { heap: 2, to: 0 })
    );
    assert_eq!(
        blocked.apply(&Move::Forbid { heap: 0, to: 0 }),
        Err(MoveError::WrongKind)
    );
    let moved = blocked.apply(&take(2, 3)).unwrap();
    assert_eq!(
        moved,
        Game::Blocking(Blocking {
            heaps: vec![1, 2, 3],
            blocks: 1,
            forbidden: Vec::new()
        })
    );

    // (1, 2, 3) is N: three moves lead to P, to (0, 2, 3), (1, 1, 3) and (1, 2, 0).
    let analysis = moved.analyze().unwrap();
    assert_eq!(analysis.outcome, N);
    let Explanation::Blocking(why) = analysis.explanation else {
        panic!("blocking explanation")
    };
    assert_eq!(why.moves_to_p, vec![take(0, 0), take(1, 1), take(2, 0)]);
    assert!(
        why.must_forbid.is_empty(),
        "three moves to P, one block: the blocker cannot stop them"
    );

    let twice = Game::Blocking(Blocking {
        heaps: vec![1, 2, 3],
        blocks: 1,
        forbidden: vec![(0, 0)],
    });
    assert_eq!(
        twice.apply(&Move::Forbid { heap: 0, to: 0 }),
        Err(MoveError::WrongKind)
    );
    let two_blocks = Game::Blocking(Blocking {
        heaps: vec![1, 2, 3],
        blocks: 2,
        forbidden: vec![(0, 0)],
    });
    assert_eq!(
        two_blocks.apply(&Move::Forbid { heap: 0, to: 0 }),
        Err(MoveError::AlreadyForbidden { heap: 0, to: 0 })
    );

    let last = Game::Blocking(Blocking {
        heaps: vec![0, 1, 0],
        blocks: 1,
        forbidden: vec![(1, 0)],
    });
    assert_eq!(last.phase(), Phase::Over(GameEnd::AllMovesBlocked));
    assert_eq!(last.analyze().unwrap().outcome, P);
    assert_eq!(
        Game::Blocking(Blocking {
            heaps: vec![0; 3],
            blocks: 1,
            forbidden: vec![]
        })
        .phase(),
        Phase::Over(GameEnd::NoMovesLeft)
    );
}

#[test]
fn blocking_blocker_phase_names_the_forbids_that_win() {
    // (1, 1, 2) with two blocks: too few moves lead to P for the mover to get through.
    let game = Game::Blocking(Blocking {
        heaps: vec![1, 1, 2],
        blocks: 2,
        forbidden: Vec::new(),
    });
    let analysis = game.analyze().unwrap();
    assert_eq!(analysis.outcome, P);
    let Explanation::Blocking(why) = &analysis.explanation else {
        panic!("blocking explanation")
    };
    assert!(matches!(why.rule, BlockingRule::ExactSearch { .. }));
    assert_eq!(why.must_forbid, why.moves_to_p);
    let forbids: Vec<Move> = why
        .moves_to_p
        .iter()
        .map(|mv| match *mv {
            Move::Take { heap, to } => Move::Forbid { heap, to },
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(analysis.winning_moves, forbids);
}

#[test]
fn circle_rings() {
    for n in 3..12 {
        let analysis = ring(&"o".repeat(n)).analyze().unwrap();
        assert_eq!(analysis.outcome, P);
        assert_eq!(
            analysis.explanation,
            Explanation::Circle(CircleExplanation::IntactRing { markers: n })
        );
    }
    assert_eq!(
        ring("oo").analyze().unwrap().winning_moves,
        vec![Move::Remove {
            first: 0,
            second: Some(1)
        }]
    );
    assert_eq!(
        ring("o").analyze().unwrap().winning_moves,
        vec![Move::Remove {
            first: 0,
            second: None
        }]
    );

    // "ooo.oooo": the wrap joins places 4..7 and 0..2 into one row of 7 (Kayles value 2).
    let analysis = ring("ooo.oooo").analyze().unwrap();
    let Explanation::Circle(CircleExplanation::Rows { rows, nim_sum }) = analysis.explanation
    else {
        panic!("rows")
    };
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].places, vec![4, 5, 6, 7, 0, 1, 2]);
    assert_eq!((rows[0].grundy, nim_sum), (2, 2));
    // The middle marker splits 7 into 3 + 3.
    assert!(analysis.winning_moves.contains(&Move::Remove {
        first: 7,
        second: None
    }));

    let game = ring("o.oo");
    assert_eq!(
        game.apply(&Move::Remove {
            first: 1,
            second: None
        }),
        Err(MoveError::EmptyPlace { place: 1 })
    );
    assert_eq!(
        game.apply(&Move::Remove {
            first: 9,
            second: None
        }),
        Err(MoveError::NoSuchPlace {
            place: 9,
            places: 4
        })
    );
    assert_eq!(
        game.apply(&Move::Remove {
            first: 0,
            second: Some(2)
        }),
        Err(MoveError::NotAdjacent {
            first: 0,
            second: 2
        })
    );
    assert!(
        game.apply(&Move::Remove {
            first: 3,
            second: Some(0)
        })
        .is_ok(),
        "the last place is next to the first"
    );
    assert!(game
        .apply(&Move::Remove {
            first: 0,
            second: Some(3)
        })
        .is_ok());
    assert_eq!(
        Game::Circle(Circle { ring: vec![] }).validate(),
        Err(nim_solver::PositionError::EmptyRing)
    );
}

#[test]
fn nim_move_errors() {
    let game = nim(&[3, 0]);
    assert_eq!(
        game.apply(&take(2, 0)),
        Err(MoveError::NoSuchHeap { heap: 2, heaps: 2 })
    );
    assert_eq!(
        game.apply(&take(0, 3)),
        Err(MoveError::NotSmaller {
            heap: 0,
            size: 3,
            to: 3
        })
    );
    assert_eq!(
        game.apply(&Move::Remove {
            first: 0,
            second: None
        }),
        Err(MoveError::WrongKind)
    );
    assert_eq!(game.legal_moves(), vec![take(0, 2), take(0, 1), take(0, 0)]);
    assert_eq!(nim(&[0]).apply(&take(0, 0)), Err(MoveError::GameOver));
}

#[test]
fn too_large_positions_are_refused_with_their_size() {
    let game = pass(&[200, 300, 400, 500]);
    let size = game.search_size();
    assert!(size > STATE_BUDGET);
    assert_eq!(
        game.analyze(),
        Err(SolveError::TooLarge {
            states: size,
            limit: STATE_BUDGET
        })
    );
    assert_eq!(pass(&[u32::MAX; 8]).search_size(), u64::MAX);
    assert_eq!(nim(&[u32::MAX; 8]).search_size(), 0);
    assert!(nim(&[u32::MAX; 8]).analyze().is_ok());
}

#[test]
fn computer_moves_are_deterministic_and_perfect_play_wins() {
    let game = nim(&[13, 15, 17]);
    for seed in 0..50 {
        assert_eq!(
            game.computer_move(Strength::Perfect, seed).unwrap(),
            Some(take(2, 2))
        );
        assert_eq!(
            game.computer_move(Strength::Casual, seed),
            game.computer_move(Strength::Casual, seed)
        );
    }
    let casual_misses = (0..200)
        .filter(|&seed| game.computer_move(Strength::Casual, seed).unwrap() != Some(take(2, 2)))
        .count();
    let strong_misses = (0..200)
        .filter(|&seed| game.computer_move(Strength::Strong, seed).unwrap() != Some(take(2, 2)))
        .count();
    assert!(
        strong_misses > 0 && strong_misses < casual_misses,
        "strong {strong_misses}, casual {casual_misses}"
    );
    // In a lost position the computer takes a single counter to prolong the game.
    let lost = nim(&[5, 5]);
    let Some(Move::Take { heap, to }) = lost.computer_move(Strength::Perfect, 3).unwrap() else {
        panic!("a take")
    };
    assert_eq!(to, 4, "heap {heap}");
    assert_eq!(nim(&[0, 0]).computer_move(Strength::Perfect, 1), Ok(None));
    let huge = nim(&[u32::MAX, 7]);
    for seed in 0..20 {
        let mv = huge.computer_move(Strength::Casual, seed).unwrap().unwrap();
        assert!(huge.apply(&mv).is_ok());
    }
}

#[test]
fn every_game_opens_on_its_first_preset_a_position_with_moves() {
    for variant in nim_solver::Variant::ALL {
        let opening = variant.opening();
        assert_eq!(variant.presets().first(), Some(&opening), "{variant:?}");
        assert_eq!(opening.variant(), variant);
        assert!(!opening.legal_moves().is_empty(), "{variant:?}: {opening}");
    }
}
