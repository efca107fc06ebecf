//! Moves shared by the heap variants: taking counters, listing takes, the all-empty test.

use crate::{Move, MoveError, Phase, PositionError};

/// The heaps after reducing `heap` to `to`, or why that is not a move.
pub(crate) fn take(heaps: &[u32], heap: usize, to: u32) -> Result<Vec<u32>, MoveError> {
    let size = *heaps.get(heap).ok_or(MoveError::NoSuchHeap {
        heap,
        heaps: heaps.len(),
    })?;
    if to >= size {
        return Err(MoveError::NotSmaller { heap, size, to });
    }
    let mut after = heaps.to_vec();
    after[heap] = to;
    Ok(after)
}

/// Every `Take`, heaps by index, larger new sizes first.
pub(crate) fn takes(heaps: &[u32]) -> impl Iterator<Item = Move> + '_ {
    heaps
        .iter()
        .enumerate()
        .flat_map(|(heap, &size)| (0..size).rev().map(move |to| Move::Take { heap, to }))
}

/// Who acts in a normal-play game on heaps: over once no counter is left, else a move.
pub(crate) fn phase(heaps: &[u32]) -> Phase {
    if all_empty(heaps) {
        Phase::Over(crate::GameEnd::NoMovesLeft)
    } else {
        Phase::Move
    }
}

/// Whether no counter is left.
pub(crate) fn all_empty(heaps: &[u32]) -> bool {
    heaps.iter().all(|&h| h == 0)
}

/// Total counters, which is also the number of `Take`s.
pub(crate) fn counters(heaps: &[u32]) -> u64 {
    heaps.iter().map(|&h| u64::from(h)).sum()
}

/// For each heap, the given candidate new sizes that are legal, in legal-move order.
pub(crate) fn candidate_takes(
    heaps: &[u32],
    mut candidates: impl FnMut(usize) -> Vec<u32>,
) -> Vec<(usize, u32)> {
    let mut moves = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        let mut sizes: Vec<u32> = candidates(heap)
            .into_iter()
            .filter(|&to| to < size)
            .collect();
        // Ascending then reversed shares the one sort the bundle already has.
        sizes.sort_unstable();
        sizes.reverse();
        sizes.dedup();
        moves.extend(sizes.into_iter().map(|to| (heap, to)));
    }
    moves
}

/// The nim-sum of every heap but `skip`.
pub(crate) fn nim_sum_without(heaps: &[u32], skip: usize) -> u32 {
    crate::breakdown::nim_sum(heaps) ^ heaps.get(skip).copied().unwrap_or(0)
}

/// The heaps after `mv` in a game whose only moves are takes, or why `mv` is not one now.
pub(crate) fn apply_take(heaps: &[u32], phase: Phase, mv: &Move) -> Result<Vec<u32>, MoveError> {
    match (phase, mv) {
        (Phase::Over(_), _) => Err(MoveError::GameOver),
        (_, &Move::Take { heap, to }) => take(heaps, heap, to),
        _ => Err(MoveError::WrongKind),
    }
}

/// The heaps sorted largest first: one representative of every order of the same sizes.
pub(crate) fn largest_first(heaps: &[u32]) -> Vec<u32> {
    let mut heaps = heaps.to_vec();
    // Ascending then reversed shares the one sort the bundle already has.
    heaps.sort_unstable();
    heaps.reverse();
    heaps
}

/// Writes the text format's `&heaps=3,4,5`.
pub(crate) fn write_field(text: &mut String, heaps: &[u32]) {
    text.push_str("&heaps=");
    text.push_str(&crate::write_heaps(heaps));
}

/// A game on heaps needs a heap.
pub(crate) fn validate(heaps: &[u32]) -> Result<(), PositionError> {
    if heaps.is_empty() {
        Err(PositionError::NoHeaps)
    } else {
        Ok(())
    }
}

/// The rules a game on heaps whose only moves are takes shares with every other such game (all
/// but its phase, that is how it ends, and its analysis): written once, used in each game's file.
macro_rules! take_only_rules {
    ($game:ident) => {
        fn legal_moves(&self) -> Vec<Move> {
            crate::heaps::takes(&self.heaps).collect()
        }

        fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
            Ok(Game::$game($game {
                heaps: crate::heaps::apply_take(&self.heaps, self.phase(), mv)?,
            }))
        }

        fn analyze(&self) -> Analysis {
            analyze(&self.heaps)
        }

        fn validate(&self) -> Result<(), PositionError> {
            crate::heaps::validate(&self.heaps)
        }

        crate::heaps::heap_position_rules!($game);
    };
}

pub(crate) use take_only_rules;

/// The rules every game whose position is its heaps alone shares, whatever its moves: its turn's
/// start, its canonical form, its text and shape fields, its heaps.
macro_rules! heap_position_rules {
    ($game:ident) => {
        fn start_of_turn(&self) -> Game {
            self.clone().into()
        }

        fn canonical(&self) -> Game {
            Game::$game($game {
                heaps: crate::heaps::largest_first(&self.heaps),
            })
        }

        fn write_fields(&self, text: &mut String) {
            crate::heaps::write_field(text, &self.heaps);
        }

        fn shape(&self) -> Shape {
            Shape {
                heaps: self.heaps.clone(),
                ..Shape::default()
            }
        }

        fn heaps(&self) -> Option<&[u32]> {
            Some(&self.heaps)
        }
    };
}

pub(crate) use heap_position_rules;
