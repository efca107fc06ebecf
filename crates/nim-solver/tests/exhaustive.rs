//! Every fast rule against a plain game-tree search through `legal_moves` and `apply`.

use nim_solver::{Blocking, Circle, Misere, Nim, Pass};
use std::collections::HashMap;

use nim_solver::{Game, GameEnd, Move, Outcome, PassTheorem, Phase};
use proptest::prelude::*;

/// Plain memoised game-tree search: whether the player the outcome is relative to (the player to
/// move; in Blocking Nim the mover, also while the blocker forbids) wins.
struct Exhaustive(HashMap<Game, bool>);

impl Exhaustive {
    fn new() -> Self {
        Self(HashMap::new())
    }

    fn next_wins(&mut self, game: &Game) -> bool {
        if let Some(&known) = self.0.get(game) {
            return known;
        }
        let wins = match game.phase() {
            Phase::Over(end) => end == GameEnd::LastCounterTaken,
            // The blocker moves, but the mover keeps the outcome: the mover wins iff every forbid
            // still leaves the mover winning.
            Phase::Block { .. } => game.legal_moves().iter().all(|mv| {
                let after = game.apply(mv).expect("listed moves are legal");
                self.next_wins(&after)
            }),
            Phase::Move => game.legal_moves().iter().any(|mv| {
                let after = game.apply(mv).expect("listed moves are legal");
                !self.next_wins(&after)
            }),
        };
        self.0.insert(game.clone(), wins);
        wins
    }

    fn outcome(&mut self, game: &Game) -> Outcome {
        if self.next_wins(game) {
            Outcome::NextPlayerWins
        } else {
            Outcome::PreviousPlayerWins
        }
    }
}

/// The fast answer agrees with the search, and the winning moves are exactly the moves to `P`
/// (for the blocker: forbids after which the mover still loses).
fn check(game: &Game) -> Result<(), TestCaseError> {
    let mut search = Exhaustive::new();
    let analysis = game
        .analyze()
        .expect("small positions are within the budget");
    prop_assert_eq!(
        analysis.outcome,
        search.outcome(game),
        "outcome of {:?}",
        game
    );
    let legal = game.legal_moves();
    match game.phase() {
        Phase::Move => {
            let to_p: Vec<Move> = legal
                .iter()
                .filter(|mv| !search.next_wins(&game.apply(mv).unwrap()))
                .cloned()
                .collect();
            prop_assert_eq!(
                &analysis.winning_moves,
                &to_p,
                "winning moves of {:?}",
                game
            );
            for mv in &legal {
                let child = game.apply(mv).unwrap().analyze().unwrap().outcome;
                if analysis.outcome == Outcome::PreviousPlayerWins {
                    prop_assert_eq!(
                        child,
                        Outcome::NextPlayerWins,
                        "P {:?} moves to P by {:?}",
                        game,
                        mv
                    );
                }
                prop_assert_eq!(
                    analysis.winning_moves.contains(mv),
                    child == Outcome::PreviousPlayerWins
                );
            }
        }
        Phase::Block { .. } => {
            if analysis.outcome == Outcome::NextPlayerWins {
                prop_assert!(analysis.winning_moves.is_empty());
            }
            for mv in &analysis.winning_moves {
                prop_assert!(legal.contains(mv));
                prop_assert!(
                    !search.next_wins(&game.apply(mv).unwrap()),
                    "forbid {:?} of {:?} loses",
                    mv,
                    game
                );
            }
        }
        Phase::Over(_) => prop_assert!(analysis.winning_moves.is_empty() && legal.is_empty()),
    }
    Ok(())
}

fn small_heaps() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(0u32..6, 0..5)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn nim_agrees_with_search(heaps in small_heaps()) {
        check(&Game::Nim(Nim { heaps }))?;
    }

    #[test]
    fn misere_agrees_with_search(heaps in small_heaps()) {
        check(&Game::Misere(Misere { heaps }))?;
    }

    #[test]
    fn circle_agrees_with_search(ring in prop::collection::vec(any::<bool>(), 1..11)) {
        check(&Game::Circle(Circle { ring }))?;
    }

    #[test]
    fn intact_rings_agree_with_search(places in 1usize..11) {
        check(&Game::Circle(Circle { ring: vec![true; places] }))?;
    }

    #[test]
    fn pass_agrees_with_search(heaps in small_heaps(), pass_available in any::<bool>()) {
        check(&Game::Pass(Pass { heaps, pass_available }))?;
    }

    #[test]
    fn blocking_agrees_with_search(
        heaps in prop::collection::vec(0u32..4, 1..4),
        blocks in 1u32..4,
        forbid_first in any::<bool>(),
    ) {
        let game = Game::Blocking(Blocking { heaps, blocks, forbidden: Vec::new() });
        check(&game)?;
        // Also mid-turn: after the blocker's first forbid.
        if forbid_first {
            if let Some(mv) = game.legal_moves().first() {
                check(&game.apply(mv).unwrap())?;
            }
        }
    }

    #[test]
    fn blocking_theorem_three_heaps_agrees_with_search(heaps in prop::array::uniform3(0u32..5)) {
        check(&Game::Blocking(Blocking { heaps: heaps.to_vec(), blocks: 1, forbidden: Vec::new() }))?;
    }
}

/// Every position each seed 004 theorem covers, over small ranges, against the search.
#[test]
fn pass_theorems_state_what_the_search_finds() {
    let mut positions: Vec<Vec<u32>> = Vec::new();
    for m in 1..=30 {
        for n in m..=30 {
            positions.push(vec![m, n]);
            positions.push(vec![1, m, n]);
        }
    }
    for m1 in 0..=10 {
        for m2 in 0..=7 {
            positions.push([vec![1; m1], vec![2; m2]].concat());
            for m3 in 1..=6 {
                positions.push([vec![1; m1], vec![2; m2], vec![3; m3]].concat());
            }
        }
    }
    let mut checked = [0usize; 4];
    for heaps in positions {
        let Some(theorem) = PassTheorem::covering(&heaps) else {
            continue;
        };
        // Many heaps of 1, 2 and 3 can exceed the search budget; those are skipped and counted.
        let Ok(analysis) = (Game::Pass(Pass {
            heaps: heaps.clone(),
            pass_available: true,
        }))
        .analyze() else {
            continue;
        };
        assert_eq!(
            theorem.outcome(),
            analysis.outcome,
            "{theorem:?} on {heaps:?}"
        );
        checked[match theorem {
            PassTheorem::TwoHeaps { .. } => 0,
            PassTheorem::OneMN { .. } => 1,
            PassTheorem::OnesAndTwos { .. } => 2,
            PassTheorem::OnesTwosThrees { .. } => 3,
        }] += 1;
    }
    assert!(
        checked.iter().all(|&count| count >= 40),
        "positions checked per theorem: {checked:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every game in the list, without naming it: a level-one practice position, a few random
    /// legal actions (a blocker's forbids too), then the fast answer against the search.
    #[test]
    fn every_game_in_the_list_agrees_with_the_search(
        variant in 0..nim_solver::Variant::ALL.len(),
        seed: u64,
        actions in 0usize..6,
    ) {
        let mut rng = nim_solver::SplitMix64::new(seed);
        let start = nim_solver::Variant::ALL[variant].practice(nim_solver::Level::One, &mut rng);
        check(&nim_solver::random_play(start, actions, &mut rng))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Random sums of every kind of part: values, verdicts and winning moves against the search.
    #[test]
    fn random_sums_agree_with_the_search(
        parts in proptest::collection::vec(
            (
                prop_oneof![
                    Just("nim"), Just("kayles"), Just("dawson"), Just("guiles"), Just("0.137"),
                    Just("0.56"), Just("0.333"), Just("0.3033"), Just("grundy"), Just("0.4"),
                    Just("lasker"),
                ],
                1u32..8,
            ),
            1..4,
        ),
    ) {
        let text: Vec<String> = parts.iter().map(|(rule, size)| format!("{rule}:{size}")).collect();
        let game: Game = format!("variant=sum&parts={}", text.join(",")).parse().expect("a sum");
        check(&game)?;
    }
}
