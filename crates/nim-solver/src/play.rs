//! The computer opponent: perfect play, or seeded mistakes at fixed rates.

use crate::rng::SplitMix64;
use crate::{heaps, Game, Move, Phase, SolveError, Strength};

/// Chance of a random move instead of the best one, as (numerator, denominator).
fn error_rate(strength: Strength) -> (u64, u64) {
    match strength {
        Strength::Perfect => (0, 1),
        Strength::Strong => (1, 5),
        Strength::Casual => (1, 2),
    }
}

fn choose<T: Clone>(items: &[T], rng: &mut SplitMix64) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.below(items.len() as u64) as usize].clone())
}

/// A uniformly random legal move, sampled without listing every move of huge heaps.
fn random_legal(game: &Game, rng: &mut SplitMix64) -> Option<Move> {
    let Some(heaps) = game.heaps() else {
        return choose(&game.legal_moves(), rng);
    };
    let takes = heaps::counters(heaps);
    let extra = game.rules().extra_moves();
    // Forbidden moves make some samples illegal; a few retries find an allowed one.
    for _ in 0..64 {
        let mut pick = rng.below(takes + extra.len() as u64);
        let mv = heaps
            .iter()
            .enumerate()
            .find_map(|(heap, &size)| {
                if pick < u64::from(size) {
                    Some(game.take_or_forbid(heap, pick as u32))
                } else {
                    pick -= u64::from(size);
                    None
                }
            })
            .or_else(|| extra.get(pick as usize).cloned());
        let Some(mv) = mv else {
            continue;
        };
        if game.apply(&mv).is_ok() {
            return Some(mv);
        }
    }
    game.legal_moves().into_iter().next()
}

/// The smallest possible take (one counter, one marker) from a random place: it prolongs a
/// lost game, giving the opponent more chances to go wrong.
fn prolonging(game: &Game, rng: &mut SplitMix64) -> Option<Move> {
    let Some(heaps) = game.heaps() else {
        let singles: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|mv| matches!(mv, Move::Remove { second: None, .. }))
            .collect();
        // A sum's parts have no single step in common: any legal move prolongs as well.
        return choose(&singles, rng).or_else(|| random_legal(game, rng));
    };
    let start = rng.below(heaps.len().max(1) as u64) as usize;
    (0..heaps.len())
        .map(|offset| (start + offset) % heaps.len())
        .filter(|&heap| heaps[heap] > 0)
        .map(|heap| game.take_or_forbid(heap, heaps[heap] - 1))
        .find(|mv| game.apply(mv).is_ok())
        .or_else(|| random_legal(game, rng))
}

pub(crate) fn computer_move(
    game: &Game,
    strength: Strength,
    seed: u64,
) -> Result<Option<Move>, SolveError> {
    if let Phase::Over(_) = game.phase() {
        return Ok(None);
    }
    let analysis = game.analyze()?;
    let mut rng = SplitMix64::new(seed);
    let (numerator, denominator) = error_rate(strength);
    if rng.chance(numerator, denominator) {
        return Ok(random_legal(game, &mut rng));
    }
    Ok(choose(&analysis.winning_moves, &mut rng).or_else(|| prolonging(game, &mut rng)))
}
