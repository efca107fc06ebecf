//! What a game review calls a mistake (`Game::throws_win`), on every position of small games of
//! every variant, against a plain game-tree search and against the solver's winning moves.

use std::collections::{HashMap, HashSet};

use nim_solver::{Game, GameEnd, Phase, Player};

/// Plain memoised search: whether the mover (the player moving counters this turn) wins.
fn mover_wins(game: &Game, memo: &mut HashMap<Game, bool>) -> bool {
    if let Some(&known) = memo.get(game) {
        return known;
    }
    let next = |mv| game.apply(mv).expect("listed moves are legal");
    let wins = match game.phase() {
        Phase::Over(end) => end == GameEnd::LastCounterTaken,
        Phase::Block { .. } => game
            .legal_moves()
            .iter()
            .all(|mv| mover_wins(&next(mv), memo)),
        Phase::Move => game
            .legal_moves()
            .iter()
            .any(|mv| !mover_wins(&next(mv), memo)),
    };
    memo.insert(game.clone(), wins);
    wins
}

/// Who wins `game` with perfect play when `mover` moves counters this turn, by search alone.
fn searched_winner(game: &Game, mover: Player, memo: &mut HashMap<Game, bool>) -> Player {
    if mover_wins(game, memo) {
        mover
    } else {
        mover.other()
    }
}

/// Every position reachable from `start`, with who moves counters there, checked move by move.
fn check_every_move(start: &Game) -> usize {
    let mut memo = HashMap::new();
    let mut seen = HashSet::new();
    let mut stack = vec![(start.clone(), Player::First)];
    let mut mistakes = 0;
    while let Some((game, mover)) = stack.pop() {
        if !seen.insert((game.clone(), mover)) {
            continue;
        }
        let analysis = game.analyze().expect("small");
        let winner = searched_winner(&game, mover, &mut memo);
        assert_eq!(analysis.outcome.favours(mover), winner, "{game}");
        if game.winner(mover).is_some() {
            assert_eq!(game.winner(mover), Some(winner), "{game} is over");
        }
        let actor = game.actor(mover);
        for mv in game.legal_moves() {
            let after = game.apply(&mv).expect("legal");
            let next = if mv.ends_turn() { mover.other() } else { mover };
            let after_outcome = after.analyze().expect("small").outcome;
            let thrown = game.throws_win(mover, analysis.outcome, &mv, after_outcome);
            let by_search = winner == actor && searched_winner(&after, next, &mut memo) != actor;
            assert_eq!(thrown, by_search, "{game}: {mv}");
            let listed = analysis.winning_moves.contains(&mv);
            if mv.ends_turn() {
                let by_winning_moves = !analysis.winning_moves.is_empty() && !listed;
                assert_eq!(
                    thrown, by_winning_moves,
                    "{game}: {mv} against the winning moves"
                );
            } else {
                // The blocker's listed forbids are the needed ones; others may still keep the win.
                assert!(
                    !(listed && thrown),
                    "{game}: {mv} is a listed winning forbid"
                );
            }
            mistakes += usize::from(thrown);
            stack.push((after, next));
        }
    }
    mistakes
}

#[test]
fn a_mistake_is_a_move_from_a_won_position_to_a_lost_one_in_every_variant() {
    let starts = [
        "variant=nim&heaps=3,4,5",
        "variant=nim&heaps=1,2,3,2",
        "variant=misere&heaps=3,4,5",
        "variant=misere&heaps=1,1,2,3",
        "variant=circle&ring=ooooooo",
        "variant=circle&ring=oo.oooo.o",
        "variant=blocking&heaps=2,3,4&blocks=1",
        "variant=blocking&heaps=1,2,3,3&blocks=2",
        "variant=pass&heaps=2,3,4&pass=1",
        "variant=pass&heaps=1,1,2,3&pass=1",
    ];
    for start in starts {
        let game: Game = start.parse().expect("a position");
        let mistakes = check_every_move(&game);
        assert!(mistakes > 0, "{start} offers some mistake to check");
    }
}

#[test]
fn a_losing_player_cannot_make_a_mistake_and_misere_inverts_the_end() {
    let lost: Game = "variant=nim&heaps=2,2".parse().expect("a position");
    let analysis = lost.analyze().expect("small");
    for mv in lost.legal_moves() {
        let after = lost.apply(&mv).expect("legal").analyze().expect("small");
        assert!(!lost.throws_win(Player::First, analysis.outcome, &mv, after.outcome));
    }
    let misere: Game = "variant=misere&heaps=1,2".parse().expect("a position");
    let mv = nim_solver::Move::Take { heap: 1, to: 1 };
    let after = misere.apply(&mv).expect("legal").analyze().expect("small");
    let before = misere.analyze().expect("small").outcome;
    assert!(
        misere.throws_win(Player::First, before, &mv, after.outcome),
        "leaving 1,1 hands the opponent the misère win: they take one and leave the last counter"
    );
}
