//! Blocking Nim: seed 000's theorem for three heaps and one block, exact search otherwise.

use crate::search::{self, Rule, Table};
use crate::{
    heaps, Analysis, BlockingExplanation, BlockingRule, Explanation, Move, MoveError, Outcome,
    Phase,
};

/// The distinct forbidden moves that are real moves of `heaps` (malformed entries are ignored).
fn active_forbids(heaps: &[u32], forbidden: &[(usize, u32)]) -> Vec<(usize, u32)> {
    let mut active: Vec<(usize, u32)> = forbidden
        .iter()
        .copied()
        .filter(|&(heap, to)| heaps.get(heap).is_some_and(|&size| to < size))
        .collect();
    active.sort_unstable();
    active.dedup();
    active
}

pub(crate) fn phase(heaps: &[u32], blocks: u32, forbidden: &[(usize, u32)]) -> Phase {
    let moves = heaps::counters(heaps);
    if moves == 0 {
        return Phase::Over(crate::GameEnd::NoMovesLeft);
    }
    let needed = moves.min(u64::from(blocks));
    let made = active_forbids(heaps, forbidden).len() as u64;
    if made < needed {
        Phase::Block {
            remaining: (needed - made) as u32,
        }
    } else if made >= moves {
        Phase::Over(crate::GameEnd::AllMovesBlocked)
    } else {
        Phase::Move
    }
}

pub(crate) fn legal_moves(heaps: &[u32], blocks: u32, forbidden: &[(usize, u32)]) -> Vec<Move> {
    let phase = phase(heaps, blocks, forbidden);
    let active = active_forbids(heaps, forbidden);
    let allowed = heaps::takes(heaps).filter_map(|mv| match mv {
        Move::Take { heap, to } if active.binary_search(&(heap, to)).is_err() => Some((heap, to)),
        _ => None,
    });
    match phase {
        Phase::Block { .. } => allowed
            .map(|(heap, to)| Move::Forbid { heap, to })
            .collect(),
        Phase::Move => allowed.map(|(heap, to)| Move::Take { heap, to }).collect(),
        Phase::Over(_) => Vec::new(),
    }
}

pub(crate) fn apply(
    heaps: &[u32],
    blocks: u32,
    forbidden: &[(usize, u32)],
    mv: &Move,
) -> Result<crate::Game, MoveError> {
    let phase = phase(heaps, blocks, forbidden);
    match (phase, mv) {
        (Phase::Over(_), _) => Err(MoveError::GameOver),
        (Phase::Block { .. }, &Move::Forbid { heap, to }) => {
            heaps::take(heaps, heap, to)?;
            if forbidden.contains(&(heap, to)) {
                return Err(MoveError::AlreadyForbidden { heap, to });
            }
            let mut forbidden = forbidden.to_vec();
            forbidden.push((heap, to));
            Ok(crate::Game::Blocking {
                heaps: heaps.to_vec(),
                blocks,
                forbidden,
            })
        }
        (Phase::Move, &Move::Take { heap, to }) => {
            let after = heaps::take(heaps, heap, to)?;
            if forbidden.contains(&(heap, to)) {
                return Err(MoveError::Forbidden { heap, to });
            }
            Ok(crate::Game::Blocking {
                heaps: after,
                blocks,
                forbidden: Vec::new(),
            })
        }
        _ => Err(MoveError::WrongKind),
    }
}

/// Whether the theorem of *Three Pile Nim with Blocking* decides Blocking Nim with `heaps` heaps
/// and `blocks` forbidden moves per turn: three heaps, one block.
pub fn blocking_theorem_applies(heaps: usize, blocks: u32) -> bool {
    heaps == 3 && blocks == 1
}

/// Seed 000's theorem: sorted `a <= b <= c` is `P` iff `a = b = c` or `a + b + 1 = c`.
pub(crate) fn theorem(heaps: [u32; 3]) -> BlockingRule {
    let mut sorted = heaps;
    sorted.sort_unstable();
    let [a, b, c] = sorted;
    BlockingRule::ThreeHeapTheorem {
        sorted,
        all_equal: a == b && b == c,
        sum_plus_one: u64::from(a) + u64::from(b) + 1 == u64::from(c),
    }
}

fn theorem_says_p(heaps: [u32; 3]) -> bool {
    matches!(theorem(heaps), BlockingRule::ThreeHeapTheorem { all_equal, sum_plus_one, .. } if all_equal || sum_plus_one)
}

pub(crate) fn search_size(heaps: &[u32], blocks: u32) -> u64 {
    if blocking_theorem_applies(heaps.len(), blocks) {
        0
    } else {
        search::estimate(heaps, Rule::Blocking { blocks })
    }
}

/// The moves to `P` (ignoring what is forbidden) and the rule that decided them.
fn moves_to_p(heaps: &[u32], blocks: u32) -> (Vec<(usize, u32)>, BlockingRule) {
    if let Ok(three) = <[u32; 3]>::try_from(heaps) {
        if blocks == 1 {
            // After a move to P the new heap is equal to both others, or one more than their sum,
            // or the larger other minus the smaller minus one.
            let moves = heaps::candidate_takes(heaps, |heap| {
                let mut others: Vec<u32> =
                    (0..3).filter(|&i| i != heap).map(|i| three[i]).collect();
                others.sort_unstable();
                let (x, y) = (others[0], others[1]);
                let mut sizes = vec![x.saturating_add(y).saturating_add(1)];
                if x == y {
                    sizes.push(x);
                }
                if y > x {
                    sizes.push(y - x - 1);
                }
                sizes
            })
            .into_iter()
            .filter(|&(heap, to)| {
                let mut after = three;
                after[heap] = to;
                theorem_says_p(after)
            })
            .collect();
            return (moves, theorem(three));
        }
    }
    let table = Table::build(heaps, Rule::Blocking { blocks });
    (
        table.moves_to_p(heaps),
        BlockingRule::ExactSearch {
            states: table.visits,
        },
    )
}

pub(crate) fn analyze(heaps: &[u32], blocks: u32, forbidden: &[(usize, u32)]) -> Analysis {
    let (to_p, rule) = moves_to_p(heaps, blocks);
    let active = active_forbids(heaps, forbidden);
    let allowed: Vec<(usize, u32)> = to_p
        .iter()
        .copied()
        .filter(|mv| active.binary_search(mv).is_err())
        .collect();
    let (outcome, winning_moves) = match phase(heaps, blocks, forbidden) {
        Phase::Over(_) => (Outcome::PreviousPlayerWins, Vec::new()),
        Phase::Move if allowed.is_empty() => (Outcome::PreviousPlayerWins, Vec::new()),
        Phase::Move => (
            Outcome::NextPlayerWins,
            allowed
                .iter()
                .map(|&(heap, to)| Move::Take { heap, to })
                .collect(),
        ),
        Phase::Block { remaining } if allowed.len() as u64 > u64::from(remaining) => {
            (Outcome::NextPlayerWins, Vec::new())
        }
        Phase::Block { .. } => (
            Outcome::PreviousPlayerWins,
            allowed
                .iter()
                .map(|&(heap, to)| Move::Forbid { heap, to })
                .collect(),
        ),
    };
    let to_p: Vec<Move> = to_p
        .into_iter()
        .map(|(heap, to)| Move::Take { heap, to })
        .collect();
    let must_forbid = if to_p.len() as u64 <= u64::from(blocks) {
        to_p.clone()
    } else {
        Vec::new()
    };
    Analysis {
        outcome,
        winning_moves,
        explanation: Explanation::Blocking(BlockingExplanation {
            blocks,
            rule,
            moves_to_p: to_p,
            must_forbid,
        }),
    }
}

/// Whether seed 000's theorem makes the three heaps `tuple` a `P`-position (for tables).
pub(crate) fn theorem_p(tuple: &[u32]) -> bool {
    <[u32; 3]>::try_from(tuple).is_ok_and(theorem_says_p)
}

/// The mover's whole turns from a start-of-turn position: every `Take` (whatever the blocker may
/// forbid) and the next start-of-turn position it leads to, in legal-move order.
pub(crate) fn turns(heaps: &[u32], blocks: u32) -> Vec<(Move, crate::Game)> {
    heaps::takes(heaps)
        .filter_map(|mv| match mv {
            Move::Take { heap, to } => heaps::take(heaps, heap, to).ok().map(|after| {
                let next = crate::Game::Blocking {
                    heaps: after,
                    blocks,
                    forbidden: Vec::new(),
                };
                (mv, next)
            }),
            _ => None,
        })
        .collect()
}
