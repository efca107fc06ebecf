//! Turning Corners (Ferguson, *Game Theory, Part I*, §5.2; *Winning Ways*, ch. 14): coins on a
//! grid, `(x, y)` from 0; a move turns the four corners `(a, b)`, `(a, y)`, `(x, b)`, `(x, y)` of
//! a rectangle, `a < x`, `b < y`, the coin at `(x, y)` from heads to tails.
//!
//! A single head at `(x, y)` is worth the nim product `x ⊗ y` (Ferguson, §5.3), and a grid the
//! nim-sum of its heads; `nimber::product`'s tests hold this against exhaustive search over every
//! position of every grid up to 4x5 (5x5 with `--release -- --ignored`), and this file's tests
//! hold the winning moves against plain search on the 4x4 grid.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    nim_mul, Analysis, Explanation, Game, Level, Move, MoveError, NimSumBreakdown, Outcome,
    ParseError, Phase, SplitMix64,
};

/// The grid's side: coordinates run from 0 to 15.
pub const GRID_SIDE: usize = 16;

/// A coin of the grid, `(x, y)` from 0.
pub type GridCell = (usize, usize);

/// Why a list of heads cannot be read; heads count from 0, as in `heads=`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CornersError {
    /// A head not written `x:y` with whole numbers.
    #[error("head {index} is {text:?}: write x:y, like 3:5")]
    Malformed {
        /// The head's index in the list.
        index: usize,
        /// The head as written.
        text: String,
    },
    /// A head off the 16x16 grid.
    #[error("head {index} is at {x}:{y}, off the grid (0 to 15 each way)")]
    OffGrid {
        /// The head's index in the list.
        index: usize,
        /// Its column.
        x: usize,
        /// Its row.
        y: usize,
    },
    /// A head listed twice.
    #[error("head {index} at {x}:{y} is listed already")]
    Repeated {
        /// The head's index in the list.
        index: usize,
        /// Its column.
        x: usize,
        /// Its row.
        y: usize,
    },
}

/// Why a rectangle is not a move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CornerMoveError {
    /// A corner off the grid.
    #[error("{x}:{y} is off the grid (0 to 15 each way)")]
    OffGrid {
        /// Its column.
        x: usize,
        /// Its row.
        y: usize,
    },
    /// The other corner is not above and to the left: `a < x` and `b < y` are both needed.
    #[error("the other corner {a}:{b} must be below {x}:{y} in both coordinates")]
    NotBelow {
        /// The heads corner's column.
        x: usize,
        /// The heads corner's row.
        y: usize,
        /// The other corner's column.
        a: usize,
        /// The other corner's row.
        b: usize,
    },
    /// The corner that turns from heads to tails shows tails.
    #[error("{x}:{y} shows tails: the corner farthest from 0:0 must turn from heads to tails")]
    NotHeads {
        /// Its column.
        x: usize,
        /// Its row.
        y: usize,
    },
}

/// A move: the rectangle with `(x, y)` (heads to tails) and `(a, b)` as opposite corners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CornerMove {
    /// The corner turned from heads to tails.
    pub heads: GridCell,
    /// The opposite corner, below it in both coordinates.
    pub other: GridCell,
}

impl CornerMove {
    /// The four coins turned: `(a, b)`, `(a, y)`, `(x, b)`, `(x, y)`.
    pub fn corners(self) -> [GridCell; 4] {
        let ((x, y), (a, b)) = (self.heads, self.other);
        [(a, b), (a, y), (x, b), (x, y)]
    }

    /// The move that turns these corners.
    pub fn to_move(self) -> Move {
        Move::Corner {
            heads: self.heads,
            other: self.other,
        }
    }
}

/// Why a grid is `P` or `N`: each head's value `x ⊗ y`, and the nim-sum table of those values
/// (its rows the heads, by column then row).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CornersExplanation {
    /// Each head: the table's rows.
    pub heads: Vec<GridCell>,
    /// The heads' products' nim-sum table. Its `changes` are left empty: a winning move turns
    /// four coins, whose products together make up the grid's value.
    pub breakdown: NimSumBreakdown,
}

/// A Turning Corners position: which coins of the 16x16 grid show heads.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Corners {
    /// `columns[x]` has bit `y` set where `(x, y)` shows heads.
    columns: [u16; GRID_SIDE],
}

/// A list of heads read leniently: the grid, and each head dropped with its problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CornersReading {
    /// The heads read.
    pub corners: Corners,
    /// Each head dropped, and why.
    pub problems: Vec<CornersError>,
}

/// The value of a single head at `(x, y)`: `x ⊗ y`.
pub fn corner_value((x, y): GridCell) -> u32 {
    u32::from(nim_mul(x as u16, y as u16))
}

/// Reads one head, `x:y`, on the grid.
fn read_head(index: usize, text: &str) -> Result<GridCell, CornersError> {
    let malformed = || CornersError::Malformed {
        index,
        text: text.to_owned(),
    };
    let (x, y) = text.split_once(':').ok_or_else(malformed)?;
    let number = |part: &str| {
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse::<usize>().ok())
            .flatten()
    };
    let (Some(x), Some(y)) = (number(x), number(y)) else {
        return Err(malformed());
    };
    if x >= GRID_SIDE || y >= GRID_SIDE {
        return Err(CornersError::OffGrid { index, x, y });
    }
    Ok((x, y))
}

impl Corners {
    /// Reads `x:y,...` leniently: each head that cannot be read, or is listed again, is dropped
    /// with its problem and the rest kept.
    pub fn read(text: &str) -> CornersReading {
        let mut corners = Corners::default();
        let mut problems = Vec::new();
        for (index, item) in text.split(',').enumerate().filter(|_| !text.is_empty()) {
            match read_head(index, item) {
                Ok((x, y)) if corners.is_heads((x, y)) => {
                    problems.push(CornersError::Repeated { index, x, y });
                }
                Ok((x, y)) => corners.columns[x] |= 1 << y,
                Err(problem) => problems.push(problem),
            }
        }
        CornersReading { corners, problems }
    }

    /// Whether `(x, y)` shows heads; `false` off the grid.
    pub fn is_heads(&self, (x, y): GridCell) -> bool {
        x < GRID_SIDE && y < GRID_SIDE && self.columns[x] & (1 << y) != 0
    }

    /// The heads, by column then row.
    pub fn heads(&self) -> Vec<GridCell> {
        let mut heads = Vec::new();
        for (x, &column) in self.columns.iter().enumerate() {
            let mut rows = column;
            while rows != 0 {
                heads.push((x, rows.trailing_zeros() as usize));
                rows &= rows - 1;
            }
        }
        heads
    }

    /// Each head with its value `x ⊗ y`: the rows of the nim-sum table.
    pub fn head_values(&self) -> Vec<(GridCell, u32)> {
        self.heads()
            .into_iter()
            .map(|cell| (cell, corner_value(cell)))
            .collect()
    }

    /// The grid's Grundy value: the nim-sum of its heads' products.
    pub fn value(&self) -> u32 {
        self.head_values()
            .into_iter()
            .fold(0, |sum, (_, value)| sum ^ value)
    }

    /// The rectangle from `heads` to `other` as a move, or why it is not one.
    pub fn check(&self, heads: GridCell, other: GridCell) -> Result<CornerMove, CornerMoveError> {
        let ((x, y), (a, b)) = (heads, other);
        if let Some(&(x, y)) = [heads, other]
            .iter()
            .find(|(x, y)| *x >= GRID_SIDE || *y >= GRID_SIDE)
        {
            return Err(CornerMoveError::OffGrid { x, y });
        }
        if a >= x || b >= y {
            return Err(CornerMoveError::NotBelow { x, y, a, b });
        }
        if !self.is_heads(heads) {
            return Err(CornerMoveError::NotHeads { x, y });
        }
        Ok(CornerMove { heads, other })
    }

    /// The grid after a legal move.
    #[must_use]
    pub fn after(&self, turn: CornerMove) -> Corners {
        let mut after = self.clone();
        for (x, y) in turn.corners() {
            after.columns[x] ^= 1 << y;
        }
        after
    }

    /// Every legal move: by heads corner (column, then row), then by the other corner.
    pub fn legal_moves(&self) -> Vec<CornerMove> {
        self.heads()
            .into_iter()
            .flat_map(|(x, y)| {
                (0..x).flat_map(move |a| {
                    (0..y).map(move |b| CornerMove {
                        heads: (x, y),
                        other: (a, b),
                    })
                })
            })
            .collect()
    }

    /// Every legal move to a grid of value 0: the four corners' products add up to the value.
    pub fn winning_moves(&self) -> Vec<CornerMove> {
        let value = self.value();
        self.legal_moves()
            .into_iter()
            .filter(|turn| {
                turn.corners()
                    .into_iter()
                    .fold(0, |sum, cell| sum ^ corner_value(cell))
                    == value
            })
            .collect()
    }
}

impl FromStr for Corners {
    type Err = CornersError;

    /// The strict reading: the first problem refuses the list.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let reading = Corners::read(text);
        match reading.problems.into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(reading.corners),
        }
    }
}

impl TryFrom<String> for Corners {
    type Error = CornersError;

    /// The strict reading, so a grid from elsewhere (serde) is checked as a link's is.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        text.parse()
    }
}

impl From<Corners> for String {
    fn from(corners: Corners) -> String {
        corners.to_string()
    }
}

impl fmt::Display for Corners {
    /// The heads as links write them, `x:y,...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (x, y)) in self.heads().into_iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{x}:{y}")?;
        }
        Ok(())
    }
}

impl Corners {
    /// A grid with heads at `cells`; a cell off the grid is left out and named.
    fn with_heads(cells: &[GridCell], problems: &mut Vec<ParseError>) -> Corners {
        let mut corners = Corners::default();
        for (index, &(x, y)) in cells.iter().enumerate() {
            if x < GRID_SIDE && y < GRID_SIDE {
                corners.columns[x] |= 1 << y;
            } else {
                problems.push(ParseError::Heads(CornersError::OffGrid { index, x, y }));
            }
        }
        corners
    }

    /// Whether some head can be the far corner of a rectangle: one off both edges at 0.
    fn has_move(&self) -> bool {
        self.columns[1..].iter().any(|&column| column & !1 != 0)
    }

    /// The grid mirrored in its diagonal: `(x, y)` to `(y, x)`, worth the same (`⊗` commutes).
    fn transposed(&self) -> Corners {
        let mut mirrored = Corners::default();
        for (x, y) in self.heads() {
            mirrored.columns[y] |= 1 << x;
        }
        mirrored
    }
}

/// Reads a grid's `heads=` into `shape`, leniently: each head that cannot be read is named and
/// dropped, the rest kept.
pub(crate) fn read_grid(text: &str, shape: &mut Shape, problems: &mut Vec<ParseError>) {
    let reading = Corners::read(text);
    shape.grid = reading.corners.heads();
    problems.extend(reading.problems.into_iter().map(ParseError::Heads));
}

impl Rules for Corners {
    fn phase(&self) -> Phase {
        if self.has_move() {
            Phase::Move
        } else {
            Phase::Over(crate::GameEnd::NoMovesLeft)
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        Corners::legal_moves(self)
            .into_iter()
            .map(CornerMove::to_move)
            .collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        match *mv {
            _ if !self.has_move() => Err(MoveError::GameOver),
            Move::Corner { heads, other } => self
                .check(heads, other)
                .map(|turn| Game::Corners(self.after(turn)))
                .map_err(MoveError::Corner),
            _ => Err(MoveError::WrongKind),
        }
    }

    fn analyze(&self) -> Analysis {
        let heads = self.head_values();
        let values: Vec<u32> = heads.iter().map(|&(_, value)| value).collect();
        let mut breakdown = NimSumBreakdown::of(&values);
        breakdown.changes.clear();
        Analysis {
            outcome: Outcome::from_p(breakdown.nim_sum == 0),
            winning_moves: self
                .winning_moves()
                .into_iter()
                .map(CornerMove::to_move)
                .collect(),
            explanation: Explanation::Corners(CornersExplanation {
                heads: heads.into_iter().map(|(cell, _)| cell).collect(),
                breakdown,
            }),
        }
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    /// The greater of the grid and its mirror image: the two have the same moves, mirrored.
    fn canonical(&self) -> Game {
        self.clone().max(self.transposed()).into()
    }

    fn write_fields(&self, text: &mut String) {
        text.push_str("&heads=");
        text.push_str(&self.to_string());
    }

    fn shape(&self) -> Shape {
        Shape {
            grid: self.heads(),
            ..Shape::default()
        }
    }

    fn grid(&self) -> Option<Vec<GridCell>> {
        Some(self.heads())
    }

    fn stated_value(&self, analysis: &Analysis) -> Option<u32> {
        match &analysis.explanation {
            Explanation::Corners(why) => Some(why.breakdown.nim_sum),
            _ => None,
        }
    }
}

impl GameKind for Corners {
    const KEY: &'static str = "corners";
    const BOARD: Board = Board::Grid;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, problems: &mut Vec<ParseError>) -> Self {
        Corners::with_heads(&shape.grid, problems)
    }

    /// Two heads on a 4x4 grid, three on 6x6, four on 8x8, none on the edges at 0 (worth 0,
    /// they never move): the products within the field of 4 first, then the table's larger rows.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let (side, count) = match level {
            Level::One => (4, 2),
            Level::Two => (6, 3),
            Level::Three => (8, 4),
        };
        let mut corners = Corners::default();
        while corners.heads().len() < count || !corners.has_move() {
            let x = 1 + rng.below(side - 1) as usize;
            let y = 1 + rng.below(side - 1) as usize;
            corners.columns[x] |= 1 << y;
            if corners.heads().len() > count {
                corners = Corners::default();
            }
        }
        corners
    }

    /// Two grids within the field of 4 (products as ordinary ones but where 2 ⊗ 2 = 3), one
    /// within 8 and one across the 16x16 grid, each with a winning move to find.
    fn opening() -> Self {
        "1:1,2:3,3:2,3:3".parse().unwrap_or_default()
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain(
                ["2:2,3:3,1:3", "4:5,6:6,7:3", "8:8,10:12,15:15"]
                    .into_iter()
                    .filter_map(|text| text.parse().ok()),
            )
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The side of the grid searched: every position of the 4x4 grid.
    const SIDE: usize = 4;

    /// Every position of the 4x4 grid by plain search, index bit `x * 4 + y` for `(x, y)`: the
    /// mex over its moves, in increasing order (a move clears its highest bit, at `(x, y)`).
    fn values_by_search() -> Vec<u8> {
        let bit = |(x, y): GridCell| 1usize << (x * SIDE + y);
        let mut values = vec![0u8; 1 << (SIDE * SIDE)];
        for position in 1..values.len() {
            let mut seen = 0u64;
            for x in 0..SIDE {
                for y in (0..SIDE).filter(|&y| position & bit((x, y)) != 0) {
                    for a in 0..x {
                        for b in 0..y {
                            let after =
                                position ^ bit((a, b)) ^ bit((a, y)) ^ bit((x, b)) ^ bit((x, y));
                            seen |= 1 << values[after];
                        }
                    }
                }
            }
            values[position] = seen.trailing_ones() as u8;
        }
        values
    }

    #[test]
    fn every_position_of_the_4x4_grid_agrees_with_the_search() {
        let values = values_by_search();
        let index = |turn: CornerMove| {
            turn.corners()
                .into_iter()
                .fold(0, |index, (x, y)| index ^ 1 << (x * SIDE + y))
        };
        for (position, &value) in values.iter().enumerate() {
            let mut corners = Corners::default();
            for cell in (0..SIDE * SIDE).filter(|cell| position & (1 << cell) != 0) {
                corners.columns[cell / SIDE] |= 1 << (cell % SIDE);
            }
            assert_eq!(corners.value(), u32::from(value), "{corners}");
            let by_search: Vec<CornerMove> = corners
                .legal_moves()
                .into_iter()
                .filter(|&turn| values[position ^ index(turn)] == 0)
                .collect();
            assert_eq!(corners.winning_moves(), by_search, "{corners}");
        }
    }

    #[test]
    fn heads_are_read_and_written_as_links_do() {
        let reading = Corners::read("3:5,x,16:0,3:5,15:15,2:");
        assert_eq!(reading.corners.to_string(), "3:5,15:15");
        assert_eq!(
            reading.problems,
            [
                CornersError::Malformed {
                    index: 1,
                    text: "x".into()
                },
                CornersError::OffGrid {
                    index: 2,
                    x: 16,
                    y: 0
                },
                CornersError::Repeated {
                    index: 3,
                    x: 3,
                    y: 5
                },
                CornersError::Malformed {
                    index: 5,
                    text: "2:".into()
                },
            ]
        );
        assert_eq!(Corners::read("").corners, Corners::default());
        assert_eq!("3:5,15:15".parse(), Ok(reading.corners.clone()));
        assert_eq!(
            "3:5,3:5".parse::<Corners>(),
            Err(CornersError::Repeated {
                index: 1,
                x: 3,
                y: 5
            })
        );
        assert_eq!(
            reading.corners.head_values(),
            // 3 ⊗ 5 = 3 ⊗ 4 ⊕ 3 ⊗ 1 = 12 ⊕ 3.
            [((3, 5), 15), ((15, 15), u32::from(nim_mul(15, 15)))]
        );
    }

    #[test]
    fn a_rectangle_that_is_not_a_move_says_why() {
        let corners = Corners::read("2:2,3:3").corners;
        assert_eq!(
            corners.check((3, 3), (3, 1)),
            Err(CornerMoveError::NotBelow {
                x: 3,
                y: 3,
                a: 3,
                b: 1
            })
        );
        assert_eq!(
            corners.check((2, 3), (0, 0)),
            Err(CornerMoveError::NotHeads { x: 2, y: 3 })
        );
        assert_eq!(
            corners.check((16, 3), (0, 0)),
            Err(CornerMoveError::OffGrid { x: 16, y: 3 })
        );
        let turn = corners.check((3, 3), (2, 2));
        assert_eq!(
            turn.map(|turn| corners.after(turn).to_string()),
            Ok("2:3,3:2".into())
        );
        // 2⊗2 ⊕ 3⊗3 = 3 ⊕ 2 = 1, and 2:3, 3:2 are worth 1 each: a zero.
        assert_eq!(corners.value(), 1);
        assert!(corners.winning_moves().contains(&CornerMove {
            heads: (3, 3),
            other: (2, 2)
        }));
    }

    #[test]
    fn a_link_reads_the_heads_and_names_each_bad_one_keeping_the_rest() {
        let position: crate::Position = "variant=corners&heads=3:3,1:2".parse().unwrap();
        assert_eq!(position.to_string(), "variant=corners&heads=1:2,3:3");
        let reading = crate::text::read(&[("variant", "corners"), ("heads", "2:2,9:x,16:1,2:2")]);
        let kept = reading.game.map(|game| game.to_string());
        assert_eq!(kept.as_deref(), Some("variant=corners&heads=2:2"));
        assert_eq!(
            reading.problems,
            [
                ParseError::Heads(CornersError::Malformed {
                    index: 1,
                    text: "9:x".into()
                }),
                ParseError::Heads(CornersError::OffGrid {
                    index: 2,
                    x: 16,
                    y: 1
                }),
                ParseError::Heads(CornersError::Repeated {
                    index: 3,
                    x: 2,
                    y: 2
                }),
            ]
        );
    }

    #[test]
    fn a_corner_move_is_written_read_applied_and_refused_with_why() {
        let game: Game = "variant=corners&heads=2:2,3:3"
            .parse::<crate::Position>()
            .unwrap()
            .game;
        let mv: Move = "g3:3-2:2".parse().unwrap();
        assert_eq!(mv.to_string(), "g3:3-2:2");
        let after = game.apply(&mv).unwrap();
        assert_eq!(after.to_string(), "variant=corners&heads=2:3,3:2");
        assert_eq!(
            game.apply(&"g2:3-0:0".parse().unwrap()),
            Err(MoveError::Corner(CornerMoveError::NotHeads { x: 2, y: 3 }))
        );
        assert_eq!(
            game.apply(&Move::Pass),
            Err(MoveError::WrongKind)
        );
        let analysis = game.analyze().unwrap();
        assert_eq!(game.stated_value(&analysis), Some(1));
        assert!(analysis.winning_moves.contains(&mv));
        // Heads on the edges at 0 never move: the game is over.
        let edge: Game = "variant=corners&heads=0:5,7:0"
            .parse::<crate::Position>()
            .unwrap()
            .game;
        assert!(matches!(edge.phase(), Phase::Over(_)));
        assert_eq!(edge.apply(&mv), Err(MoveError::GameOver));
    }

    #[test]
    fn presets_and_practice_grids_have_a_move_and_a_mirror_is_the_same_position() {
        for preset in Corners::presets() {
            assert!(preset.has_move(), "{preset}");
            assert!(!preset.winning_moves().is_empty(), "{preset}");
        }
        for level in Level::ALL {
            let mut rng = SplitMix64::new(7);
            for _ in 0..50 {
                let grid = Corners::practice(level, &mut rng);
                assert!(grid.has_move(), "{grid}");
            }
        }
        let grid: Corners = "1:2,3:5".parse().unwrap();
        assert_eq!(grid.canonical(), grid.transposed().canonical());
        assert_eq!(grid.transposed().value(), grid.value());
    }
}
