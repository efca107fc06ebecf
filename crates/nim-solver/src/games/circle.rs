//! Circle Nim: an intact ring by symmetry (seed 001), a broken ring as a sum of Kayles rows.

use crate::game::{Board, GameKind, Rules, Shape};
use crate::kayles::kayles_grundy;
use crate::{
    Analysis, CircleExplanation, Explanation, Game, GameEnd, KaylesRow, Level, Move, MoveError,
    Outcome, ParseError, Phase, PositionError, SplitMix64,
};

/// A Circle Nim position: one entry per place on the ring, `true` where a marker remains; the
/// last place is next to the first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Circle {
    /// The places of the ring, `true` where a marker is.
    pub ring: Vec<bool>,
}

impl Rules for Circle {
    fn phase(&self) -> Phase {
        if self.ring.contains(&true) {
            Phase::Move
        } else {
            Phase::Over(GameEnd::NoMovesLeft)
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        legal_moves(&self.ring)
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        match (self.phase(), mv) {
            (Phase::Over(_), _) => Err(MoveError::GameOver),
            (_, &Move::Remove { first, second }) => Ok(Game::Circle(Circle {
                ring: apply(&self.ring, first, second)?,
            })),
            _ => Err(MoveError::WrongKind),
        }
    }

    fn analyze(&self) -> Analysis {
        analyze(&self.ring)
    }

    fn validate(&self) -> Result<(), PositionError> {
        if self.ring.is_empty() {
            Err(PositionError::EmptyRing)
        } else {
            Ok(())
        }
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    fn canonical(&self) -> Game {
        Game::Circle(Circle {
            ring: greatest_symmetric(&self.ring),
        })
    }

    fn write_fields(&self, text: &mut String) {
        text.push_str("&ring=");
        text.push_str(&crate::write_ring(&self.ring));
    }

    fn shape(&self) -> Shape {
        Shape {
            ring: self.ring.clone(),
            ..Shape::default()
        }
    }

    fn ring(&self) -> Option<&[bool]> {
        Some(&self.ring)
    }
}

impl GameKind for Circle {
    const KEY: &'static str = "circle";
    const BOARD: Board = Board::Ring;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        Circle { ring: shape.ring }
    }

    /// Level 1 a whole ring or one gap, level 2 two gaps, level 3 three or four gaps on larger
    /// rings (seed 001: a whole ring is the symmetry argument, a broken one is Kayles).
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let (places, gaps) = match level {
            Level::One => (rng.between(5, 9), rng.between(0, 1)),
            Level::Two => (rng.between(8, 14), 2),
            Level::Three => (rng.between(12, 20), rng.between(3, 4)),
        };
        let mut markers = vec![true; places as usize];
        for _ in 0..gaps {
            let start = rng.below(u64::from(places)) as usize;
            let width = rng.between(1, 2) as usize;
            for offset in 0..width {
                markers[(start + offset) % places as usize] = false;
            }
        }
        if !markers.contains(&true) {
            markers[0] = true;
        }
        Circle { ring: markers }
    }

    /// Whole rings of 10 and 7 (the symmetry argument), and a ring of 10 broken in two places.
    fn opening() -> Self {
        Circle {
            ring: vec![true; 10],
        }
    }

    fn presets() -> Vec<Self> {
        vec![
            Self::opening(),
            Circle {
                ring: vec![true; 7],
            },
            Circle {
                ring: (0..10).map(|place| place != 0 && place != 4).collect(),
            },
        ]
    }
}

/// The greatest of a ring's rotations and reflections (`true` > `false`: markers first).
pub(crate) fn greatest_symmetric(ring: &[bool]) -> Vec<bool> {
    let places = ring.len();
    let mut best = ring.to_vec();
    for start in 0..places {
        let turned: Vec<bool> = (0..places).map(|i| ring[(start + i) % places]).collect();
        let mirrored: Vec<bool> = (0..places)
            .map(|i| ring[(start + places - i) % places])
            .collect();
        best = best.max(turned).max(mirrored);
    }
    best
}

/// Whether `a` and `b` are different neighbouring places on a ring of `places`.
fn adjacent(places: usize, a: usize, b: usize) -> bool {
    a != b && ((a + 1) % places == b || (b + 1) % places == a)
}

/// Singles and pairs, by place: `Remove { i }` then `Remove { i, i + 1 }`.
pub(crate) fn legal_moves(ring: &[bool]) -> Vec<Move> {
    let places = ring.len();
    let mut moves = Vec::new();
    for first in 0..places {
        if !ring[first] {
            continue;
        }
        moves.push(Move::Remove {
            first,
            second: None,
        });
        let second = (first + 1) % places;
        // On a ring of two, (1, 0) is the same pair as (0, 1).
        if second != first && ring[second] && !(places == 2 && first == 1) {
            moves.push(Move::Remove {
                first,
                second: Some(second),
            });
        }
    }
    moves
}

pub(crate) fn apply(
    ring: &[bool],
    first: usize,
    second: Option<usize>,
) -> Result<Vec<bool>, MoveError> {
    let places = ring.len();
    let present = |place: usize| -> Result<(), MoveError> {
        match ring.get(place) {
            None => Err(MoveError::NoSuchPlace { place, places }),
            Some(false) => Err(MoveError::EmptyPlace { place }),
            Some(true) => Ok(()),
        }
    };
    present(first)?;
    let mut after = ring.to_vec();
    after[first] = false;
    if let Some(second) = second {
        if second >= places {
            return Err(MoveError::NoSuchPlace {
                place: second,
                places,
            });
        }
        if !adjacent(places, first, second) {
            return Err(MoveError::NotAdjacent { first, second });
        }
        present(second)?;
        after[second] = false;
    }
    Ok(after)
}

/// The maximal runs of markers of a ring with at least one empty place, starting after the first
/// empty place and going round.
fn rows(ring: &[bool]) -> Vec<Vec<usize>> {
    let places = ring.len();
    let Some(gap) = ring.iter().position(|&m| !m) else {
        return Vec::new();
    };
    let mut rows = Vec::new();
    let mut current = Vec::new();
    for step in 1..=places {
        let place = (gap + step) % places;
        if ring[place] {
            current.push(place);
        } else if !current.is_empty() {
            rows.push(std::mem::take(&mut current));
        }
    }
    rows
}

pub(crate) fn analyze(ring: &[bool]) -> Analysis {
    let markers = ring.iter().filter(|&&m| m).count();
    if markers == ring.len() && markers > 0 {
        if markers >= 3 {
            return Analysis {
                outcome: Outcome::PreviousPlayerWins,
                winning_moves: Vec::new(),
                explanation: Explanation::Circle(CircleExplanation::IntactRing { markers }),
            };
        }
        // One or two markers: take them all at once.
        let winning = Move::Remove {
            first: 0,
            second: (markers == 2).then_some(1),
        };
        return Analysis {
            outcome: Outcome::NextPlayerWins,
            winning_moves: vec![winning],
            explanation: Explanation::Circle(CircleExplanation::SmallRing { markers }),
        };
    }
    let rows: Vec<KaylesRow> = rows(ring)
        .into_iter()
        .map(|places| KaylesRow {
            grundy: kayles_grundy(places.len()),
            places,
        })
        .collect();
    let nim_sum = rows.iter().fold(0, |acc, row| acc ^ row.grundy);
    // Where each place sits: (row, offset in the row).
    let mut location = vec![None; ring.len()];
    for (r, row) in rows.iter().enumerate() {
        for (offset, &place) in row.places.iter().enumerate() {
            location[place] = Some((r, offset));
        }
    }
    let winning_moves = if nim_sum == 0 {
        Vec::new()
    } else {
        legal_moves(ring)
            .into_iter()
            .filter(|mv| {
                let Move::Remove { first, second } = *mv else {
                    return false;
                };
                let Some((r, offset_first)) = location[first] else {
                    return false;
                };
                let len = rows[r].places.len();
                let (start, taken) = match second.and_then(|s| location[s]) {
                    Some((_, offset_second)) => (offset_first.min(offset_second), 2),
                    None => (offset_first, 1),
                };
                let after = nim_sum
                    ^ rows[r].grundy
                    ^ kayles_grundy(start)
                    ^ kayles_grundy(len - start - taken);
                after == 0
            })
            .collect()
    };
    Analysis {
        outcome: Outcome::from_p(nim_sum == 0),
        winning_moves,
        explanation: Explanation::Circle(CircleExplanation::Rows { rows, nim_sum }),
    }
}
