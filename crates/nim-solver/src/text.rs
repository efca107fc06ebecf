//! The one text format of a position, shared by links, saved games, the CLI, benches and tests:
//! `variant=blocking&heaps=3,4,5&blocks=1&forbid=0-2` (each game writes its own fields), plus
//! `turn=2` when the second player is to act. One writer ([`Position`]'s and [`Game`]'s
//! `Display`) and one reader ([`read`], lenient: a problem per bad field; `FromStr`, strict).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::game::{Board, Shape};
use crate::games::coins::read_row;
use crate::games::corners::read_grid;
use crate::games::hackenbush::read_drawing;
use crate::{Game, Player, Variant};

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A word that names no variant.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown variant {0:?}: use {names}", names = variant_names())]
pub struct UnknownVariant(pub String);

fn variant_names() -> String {
    let keys: Vec<&str> = Variant::ALL.iter().map(|v| v.key()).collect();
    keys.join(", ")
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Reads a variant's key; `normal` is an older spelling of `nim`, still accepted.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = if text == "normal" { "nim" } else { text };
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == text)
            .ok_or_else(|| UnknownVariant(text.to_owned()))
    }
}

impl Variant {
    /// Whether positions are a ring of markers rather than heaps.
    pub fn is_ring(self) -> bool {
        self.board() == Board::Ring
    }

    /// The field holding its position: `heap` in a game on one heap, else its board's.
    pub fn position_key(self) -> &'static str {
        match self.board() {
            Board::Ring => "ring",
            Board::Heaps if self.heap_count() == Some(1) => "heap",
            Board::Heaps => "heaps",
            Board::Parts => "parts",
            Board::Stairs => "steps",
            Board::CoinRow => "coins",
            Board::Grid => "heads",
            Board::Picture => "edges",
        }
    }
}

/// What is wrong with a number in a position's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberProblem {
    /// It is below zero.
    Negative,
    /// It is not a whole number.
    NotANumber,
    /// It is larger than any heap can be.
    Huge,
}

/// Why a field of a position's text cannot be read; indexes count from 0.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// `variant=` names no game.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// A heap size is not a whole number from 0 up.
    #[error("heap {index} is {value:?}: {problem:?}")]
    Heap {
        /// Index of the heap in the list.
        index: usize,
        /// The text as written.
        value: String,
        /// What is wrong with it.
        problem: NumberProblem,
    },
    /// A staircase's step holds no whole number of coins from 0 up.
    #[error("step {index} is {value:?}: {problem:?}")]
    Step {
        /// Index of the step in the list.
        index: usize,
        /// The text as written.
        value: String,
        /// What is wrong with it.
        problem: NumberProblem,
    },
    /// A ring place is not `o` (marker) or `.` (empty).
    #[error("place {index} of the ring is {found:?}: use o for a marker, . for an empty place")]
    Ring {
        /// Index of the place.
        index: usize,
        /// The character found.
        found: char,
    },
    /// `blocks=` is not a whole number.
    #[error("blocks is {0:?}, not a whole number")]
    Blocks(String),
    /// A switch (`pass=`) is not 0 or 1.
    #[error("{key} is {value:?}, not 0 or 1")]
    Switch {
        /// The field.
        key: &'static str,
        /// The text as written.
        value: String,
    },
    /// `forbid=` is not a list of the blocker's moves here (not written `heap-to,…`, not a
    /// move, forbidden twice, or more than the turn's blocks): every forbid is dropped.
    #[error("forbid is {0:?}, not moves the blocker can forbid here")]
    Forbid(String),
    /// `turn=` is not 1 or 2.
    #[error("turn is {0:?}, not 1 or 2")]
    Turn(String),
    /// `last=` (the previous take) is not a whole number from 1 up: the position is read as the
    /// game's start.
    #[error("last is {0:?}, not a take of 1 or more")]
    Last(String),
    /// `k=` (the most heaps a move takes from) is not a whole number in its range: the game's
    /// default is kept.
    #[error("k is {0:?}, not a number of heaps from 1 to 4")]
    HeapsPerMove(String),
    /// A coin game's `rule=` names no rule: turtles is kept.
    #[error(transparent)]
    CoinRule(crate::UnknownCoinRule),
    /// A coin game's `coins=` has a letter other than `H` or `T` (kept as tails), or more coins
    /// than a row may have (the row is not read).
    #[error(transparent)]
    Coins(crate::CoinsError),
    /// A grid's `heads=` names a head that cannot be read, is off the grid or is listed twice:
    /// it is dropped, the rest kept.
    #[error(transparent)]
    Heads(crate::CornersError),
    /// A picture's `edges=` has an edge that cannot be read (dropped), or more edges than a
    /// picture may have (the picture is not read).
    #[error(transparent)]
    Picture(crate::PictureError),
    /// A picture's `at=` has a place that cannot be read: dropped.
    #[error(transparent)]
    Layout(crate::LayoutError),
    /// A `key=value` part names nothing of a position, or lacks its `=`.
    #[error("{0:?} is not part of a position")]
    UnknownPart(String),
    /// A part of a sum's `parts=` cannot be read: it is left out, the other parts kept.
    #[error("{0}")]
    Part(#[from] crate::PartError),
    /// The variant's position field (`heaps=` or `ring=`) is missing.
    #[error("the position has no {0}=")]
    Missing(&'static str),
    /// The position field of another game (`heaps=` for Fibonacci Nim, written `heap=`): not read.
    #[error("{key}= is not read: this game's position is written {own}=")]
    OtherField {
        /// The field given.
        key: &'static str,
        /// The game's own position field.
        own: &'static str,
    },
}

impl ParseError {
    /// Whether the problem leaves no usable position (a bad heap, ring or block count), rather
    /// than one field set back to its default.
    pub fn loses_position(&self) -> bool {
        matches!(
            self,
            ParseError::Heap { .. }
                | ParseError::Step { .. }
                | ParseError::Ring { .. }
                | ParseError::Blocks(_)
                | ParseError::Missing(_)
                | ParseError::Coins(crate::CoinsError::TooMany { .. })
                | ParseError::Picture(crate::PictureError::TooManyEdges { .. })
        )
    }
}

/// Reads heap sizes written `3,4,5` (at least one).
pub fn parse_heaps(text: &str) -> Result<Vec<u32>, ParseError> {
    parse_numbers(text, |index, value, problem| ParseError::Heap {
        index,
        value,
        problem,
    })
}

/// Reads a staircase's coins written `3,0,2`, step 1 first (at least one step).
pub fn parse_steps(text: &str) -> Result<Vec<u32>, ParseError> {
    parse_numbers(text, |index, value, problem| ParseError::Step {
        index,
        value,
        problem,
    })
}

/// Reads numbers written `3,4,5`, the first bad one named by `bad` (its index, text, problem).
fn parse_numbers(
    text: &str,
    bad: fn(usize, String, NumberProblem) -> ParseError,
) -> Result<Vec<u32>, ParseError> {
    text.split(',')
        .enumerate()
        .map(|(index, part)| {
            parse_number(part).map_err(|problem| bad(index, part.to_owned(), problem))
        })
        .collect()
}

/// Reads a whole number from 0 up, saying what is wrong otherwise.
pub fn parse_number(text: &str) -> Result<u32, NumberProblem> {
    let text = text.trim();
    if text.starts_with('-') && text.len() > 1 {
        return Err(NumberProblem::Negative);
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberProblem::NotANumber);
    }
    text.parse::<u32>().map_err(|_| NumberProblem::Huge)
}

/// Reads a ring written `oo.ooo` (`O` and `_` are accepted too).
pub fn parse_ring(text: &str) -> Result<Vec<bool>, ParseError> {
    text.chars()
        .enumerate()
        .map(|(index, found)| match found {
            'o' | 'O' => Ok(true),
            '.' | '_' => Ok(false),
            _ => Err(ParseError::Ring { index, found }),
        })
        .collect()
}

/// Writes heaps as `3,4,5`.
pub fn write_heaps(heaps: &[u32]) -> String {
    let words: Vec<String> = heaps.iter().map(u32::to_string).collect();
    words.join(",")
}

/// Writes a ring as `oo.ooo`.
pub fn write_ring(ring: &[bool]) -> String {
    ring.iter().map(|&m| if m { 'o' } else { '.' }).collect()
}

/// Writes forbidden moves as `0-2,1-0` (heap, then the size the move would leave).
pub fn write_forbidden(forbidden: &[(usize, u32)]) -> String {
    let words: Vec<String> = forbidden
        .iter()
        .map(|(heap, to)| format!("{heap}-{to}"))
        .collect();
    words.join(",")
}

/// Reads forbidden moves written as [`write_forbidden`] writes them.
fn parse_forbidden(text: &str) -> Result<Vec<(usize, u32)>, ParseError> {
    let bad = || ParseError::Forbid(text.to_owned());
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|pair| {
            let (heap, to) = pair.split_once('-').ok_or_else(bad)?;
            let heap = parse_number(heap).map_err(|_| bad())? as usize;
            let to = parse_number(to).map_err(|_| bad())?;
            Ok((heap, to))
        })
        .collect()
}

/// Reads a `0|1` switch (`true` and `false` too).
fn parse_switch(text: &str) -> Option<bool> {
    match text {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => None,
    }
}

/// A position and who acts on it: what a link or a saved game carries.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The game's position.
    pub game: Game,
    /// The player to act (who moves counters this turn): written `turn=2` for the second.
    pub turn: Player,
}

impl From<Game> for Position {
    /// The position with the first player to act.
    fn from(game: Game) -> Position {
        Position {
            game,
            turn: Player::First,
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.game)?;
        if self.turn == Player::Second {
            f.write_str("&turn=2")?;
        }
        Ok(())
    }
}

/// What [`read`] found in a position's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The game named by `variant=` (a lone `ring=` means Circle Nim; otherwise Nim).
    pub variant: Variant,
    /// The position, when the text holds its position field and that field could be read.
    pub game: Option<Game>,
    /// Who moves counters this turn (`turn=`; the first player when absent or bad).
    pub turn: Player,
    /// One problem per field that was bad, in the order read; a field with a problem is left
    /// at its default (a bad forbid drops every forbid), or loses the position
    /// ([`ParseError::loses_position`]).
    pub problems: Vec<ParseError>,
}

/// Reads a position's fields from `key=value` pairs (already decoded), leniently: every bad
/// field becomes a problem and the rest is kept; keys that are no part of a position are left
/// to the caller.
pub fn read(pairs: &[(&str, &str)]) -> Reading {
    let mut problems = Vec::new();
    let (mut variant, mut heaps, mut ring, mut parts) = (None, None, None, None);
    let (mut steps, mut heap) = (None, None);
    let (mut turn, mut forbidden) = (Player::First, Vec::new());
    let mut shape = Shape::default();
    let mut bad_blocks = false;
    for &(key, value) in pairs {
        match key {
            "variant" => match value.parse::<Variant>() {
                Ok(v) => variant = Some(v),
                Err(e) => problems.push(e.into()),
            },
            "heaps" => heaps = Some(parse_heaps(value)),
            "steps" => steps = Some(parse_steps(value)),
            "heap" => {
                heap = Some(parse_number(value).map(|n| vec![n]).map_err(|problem| {
                    ParseError::Heap {
                        index: 0,
                        value: value.to_owned(),
                        problem,
                    }
                }));
            }
            "last" => match parse_number(value) {
                Ok(taken) if taken > 0 => shape.last = Some(taken),
                _ => problems.push(ParseError::Last(value.to_owned())),
            },
            "ring" => ring = Some(parse_ring(value)),
            "parts" => {
                let (read, bad) = crate::games::sum::read_parts(value);
                problems.extend(bad.into_iter().map(ParseError::Part));
                parts = Some(read);
            }
            "blocks" => {
                if let Ok(blocks) = parse_number(value) {
                    shape.blocks = blocks;
                } else {
                    bad_blocks = true;
                    problems.push(ParseError::Blocks(value.to_owned()));
                }
            }
            "pass" => match parse_switch(value) {
                Some(available) => shape.pass_available = available,
                None => problems.push(ParseError::Switch {
                    key: "pass",
                    value: value.to_owned(),
                }),
            },
            "forbid" => match parse_forbidden(value) {
                Ok(moves) => forbidden = moves,
                Err(e) => problems.push(e),
            },
            "turn" => turn = read_turn(value, &mut problems).unwrap_or(turn),
            _ => {}
        }
    }
    // A lone `ring=` names the game played on a ring; otherwise Nim, the first of the list.
    let ring_game = Variant::ALL.into_iter().find(|v| v.board() == Board::Ring);
    let variant = match (variant, ring_game) {
        (Some(variant), _) => variant,
        (None, Some(ring_game)) if ring.is_some() && heaps.is_none() => ring_game,
        _ => Variant::ALL[0],
    };
    read_heaps_per_move(pairs, variant, &mut shape, &mut problems);
    other_fields(pairs, variant, &mut problems);
    let field = match variant.board() {
        Board::Ring => ring.map(|r| r.map(|ring| shape.ring = ring)),
        Board::Heaps if variant.position_key() == "heap" => {
            heap.map(|h| h.map(|h| shape.heaps = h))
        }
        Board::Heaps => heaps.map(|h| h.map(|heaps| shape.heaps = heaps)),
        Board::Stairs => steps.map(|s| s.map(|steps| shape.heaps = steps)),
        Board::Parts => parts.map(|parts| shape.parts = parts).map(Ok),
        Board::CoinRow | Board::Grid | Board::Picture => {
            read_fields(variant.board(), pairs, &mut shape, &mut problems)
        }
    };
    let game = match field {
        Some(Ok(())) if !bad_blocks => {
            shape.forbidden = forbidden;
            Some(variant.from_shape(shape, &mut problems))
        }
        Some(Err(e)) => {
            problems.push(e);
            None
        }
        _ => None,
    };
    Reading {
        variant,
        game,
        turn,
        problems,
    }
}

/// Reads a row of coins' or a picture's fields, each read only for its own board (the Grundy
/// view's links have a `rule=` of their own); `None` when the position's field is missing.
fn read_fields(
    board: Board,
    pairs: &[(&str, &str)],
    shape: &mut Shape,
    problems: &mut Vec<ParseError>,
) -> Option<Result<(), ParseError>> {
    match board {
        Board::CoinRow => {
            field(pairs, "coins").map(|row| read_row(field(pairs, "rule"), row, shape, problems))
        }
        Board::Grid => field(pairs, "heads").map(|heads| {
            read_grid(heads, shape, problems);
            Ok(())
        }),
        Board::Picture => field(pairs, "edges")
            .map(|edges| read_drawing(edges, field(pairs, "at"), shape, problems)),
        Board::Heaps | Board::Ring | Board::Parts | Board::Stairs => None,
    }
}

/// The last value given to `key`, as a later field overrides an earlier one.
fn field<'a>(pairs: &[(&str, &'a str)], key: &str) -> Option<&'a str> {
    pairs
        .iter()
        .rev()
        .find(|(k, _)| *k == key)
        .map(|&(_, value)| value)
}

/// Who moves counters this turn (`turn=1` or `2`), or the problem named.
fn read_turn(value: &str, problems: &mut Vec<ParseError>) -> Option<Player> {
    match value {
        "1" => Some(Player::First),
        "2" => Some(Player::Second),
        _ => {
            problems.push(ParseError::Turn(value.to_owned()));
            None
        }
    }
}

/// Names each position field of another game in the link (`heaps=` for Fibonacci Nim).
fn other_fields(pairs: &[(&str, &str)], variant: Variant, problems: &mut Vec<ParseError>) {
    let own = variant.position_key();
    let mut named: Vec<&'static str> = Vec::new();
    for key in Variant::ALL.map(Variant::position_key) {
        if key != own && !named.contains(&key) && pairs.iter().any(|(k, _)| *k == key) {
            named.push(key);
            problems.push(ParseError::OtherField { key, own });
        }
    }
}

/// Reads the last `k=` into `shape`, or names it as a problem; only in a game whose moves take
/// from several heaps, since Explore's links have a `k=` of their own.
fn read_heaps_per_move(
    pairs: &[(&str, &str)],
    variant: Variant,
    shape: &mut Shape,
    problems: &mut Vec<ParseError>,
) {
    let Some(&(_, value)) = pairs.iter().rev().find(|(key, _)| *key == "k") else {
        return;
    };
    let takes_several = variant
        .from_shape(Shape::default(), &mut Vec::new())
        .rules()
        .heaps_per_move()
        .is_some();
    if takes_several {
        match parse_number(value) {
            Ok(k) if crate::game::HEAPS_PER_MOVE.contains(&k) => shape.heaps_per_move = k,
            _ => problems.push(ParseError::HeapsPerMove(value.to_owned())),
        }
    }
}

/// The `key=value` pairs of a position's text, or the first part that is not one.
fn pairs(text: &str) -> Result<Vec<(&str, &str)>, ParseError> {
    text.split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            part.split_once('=')
                .ok_or_else(|| ParseError::UnknownPart(part.to_owned()))
        })
        .collect()
}

/// The keys [`read`] takes.
const POSITION_KEYS: [&str; 17] = [
    "variant", "heaps", "heap", "steps", "ring", "parts", "blocks", "pass", "forbid", "turn",
    "last", "k", "rule", "coins", "heads", "edges", "at",
];

impl FromStr for Position {
    type Err = ParseError;

    /// Reads what `Display` writes, strictly: the first problem, or a part that is no part of a
    /// position, is an error; `blocks` defaults to 1 and `pass` to 1.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let pairs = pairs(text)?;
        if let Some((key, value)) = pairs.iter().find(|(key, _)| !POSITION_KEYS.contains(key)) {
            return Err(ParseError::UnknownPart(format!("{key}={value}")));
        }
        let reading = read(&pairs);
        if let Some(problem) = reading.problems.into_iter().next() {
            return Err(problem);
        }
        let missing = reading.variant.position_key();
        Ok(Position {
            game: reading.game.ok_or(ParseError::Missing(missing))?,
            turn: reading.turn,
        })
    }
}

impl fmt::Display for Game {
    /// The position in the link format, e.g. `variant=blocking&heaps=3,4,5&blocks=1`; each game
    /// writes its own fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = format!("variant={}", self.variant());
        self.rules().write_fields(&mut text);
        f.write_str(&text)
    }
}

impl FromStr for Game {
    type Err = ParseError;

    /// Reads the format [`Game`]'s `Display` writes (a `turn=` is read and left out).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse::<Position>().map(|position| position.game)
    }
}

impl Game {
    /// A position of `variant` from the fields links and the editor hold; each game takes what
    /// it has (`ring` for Circle Nim, `heaps` for the others).
    pub fn start(
        variant: Variant,
        heaps: Vec<u32>,
        ring: Vec<bool>,
        blocks: u32,
        pass_available: bool,
    ) -> Game {
        let shape = Shape {
            heaps,
            ring,
            blocks,
            pass_available,
            forbidden: Vec::new(),
            parts: Vec::new(),
            ..Shape::default()
        };
        variant.from_shape(shape, &mut Vec::new())
    }

    /// The heaps, in every game played on heaps.
    pub fn heaps(&self) -> Option<&[u32]> {
        self.rules().heaps()
    }

    /// The ring, in games played on a ring.
    pub fn ring(&self) -> Option<&[bool]> {
        self.rules().ring()
    }

    /// Moves forbidden per turn, in games with a blocker.
    pub fn blocks(&self) -> Option<u32> {
        self.rules().blocks()
    }

    /// Moves forbidden so far this turn, as `(heap, to)`; empty in other games.
    pub fn forbidden(&self) -> &[(usize, u32)] {
        self.rules().forbidden()
    }

    /// Whether the single pass is still unused, in games with a pass.
    pub fn pass_available(&self) -> Option<bool> {
        self.rules().pass_available()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Blocking, Circle, Misere, Nim, Pass};
    use proptest::prelude::*;

    #[test]
    fn every_variant_reads_back_its_key_and_normal_is_nim() {
        for variant in Variant::ALL {
            assert_eq!(variant.key().parse::<Variant>(), Ok(variant));
        }
        assert_eq!("normal".parse::<Variant>(), Ok(Variant::Nim));
        assert!("chess".parse::<Variant>().is_err());
    }

    #[test]
    fn positions_are_written_as_links_write_them() {
        let game = Game::Blocking(Blocking {
            heaps: vec![3, 4, 5],
            blocks: 2,
            forbidden: vec![],
        });
        assert_eq!(game.to_string(), "variant=blocking&heaps=3,4,5&blocks=2");
        let ring: Game = "variant=circle&ring=oo.o".parse().expect("a ring");
        assert_eq!(
            ring,
            Game::Circle(Circle {
                ring: vec![true, true, false, true]
            })
        );
        assert_eq!(
            "heaps=13,15,17".parse::<Game>(),
            Ok(Game::Nim(Nim {
                heaps: vec![13, 15, 17]
            }))
        );
    }

    #[test]
    fn bad_text_says_what_and_where() {
        assert_eq!(
            "variant=nim&heaps=3,x".parse::<Game>(),
            Err(ParseError::Heap {
                index: 1,
                value: "x".into(),
                problem: NumberProblem::NotANumber
            })
        );
        assert!(matches!(
            "variant=circle&ring=o?o".parse::<Game>(),
            Err(ParseError::Ring {
                index: 1,
                found: '?'
            })
        ));
        assert_eq!(
            "variant=nim&heaps=-3".parse::<Game>(),
            Err(ParseError::Heap {
                index: 0,
                value: "-3".into(),
                problem: NumberProblem::Negative
            })
        );
        assert!(matches!(
            "variant=nim&heaps=99999999999".parse::<Game>(),
            Err(ParseError::Heap {
                problem: NumberProblem::Huge,
                ..
            })
        ));
        assert_eq!(
            "variant=nim".parse::<Game>(),
            Err(ParseError::Missing("heaps"))
        );
        assert!(matches!(
            "variant=nim&heaps=1&colour=red".parse::<Game>(),
            Err(ParseError::UnknownPart(_))
        ));
    }

    fn any_game() -> impl Strategy<Value = Game> {
        let heaps = prop::collection::vec(0u32..40, 1..6);
        prop_oneof![
            heaps.clone().prop_map(|heaps| Game::Nim(Nim { heaps })),
            heaps
                .clone()
                .prop_map(|heaps| Game::Misere(Misere { heaps })),
            prop::collection::vec(any::<bool>(), 1..20)
                .prop_map(|ring| Game::Circle(Circle { ring })),
            (heaps.clone(), 1u32..4)
                .prop_map(|(heaps, blocks)| Game::Blocking(Blocking::new(heaps, blocks))),
            (heaps, any::<bool>()).prop_map(|(heaps, pass_available)| Game::Pass(Pass {
                heaps,
                pass_available
            })),
        ]
    }

    /// Any position of any game that play reaches: a practice position of every game in the
    /// list, then random legal actions (a blocker's forbids included), with either player to act.
    fn any_played_position() -> impl Strategy<Value = Position> {
        (
            0..Variant::ALL.len(),
            0usize..3,
            any::<u64>(),
            0usize..12,
            any::<bool>(),
        )
            .prop_map(|(variant, level, seed, actions, second)| {
                let level = [crate::Level::One, crate::Level::Two, crate::Level::Three][level];
                let mut rng = crate::SplitMix64::new(seed);
                let start = Variant::ALL[variant].practice(level, &mut rng);
                let game = crate::random_play(start, actions, &mut rng);
                let turn = if second {
                    Player::Second
                } else {
                    Player::First
                };
                Position { game, turn }
            })
    }

    #[test]
    fn a_blocking_position_mid_turn_keeps_its_forbids_and_turn() {
        let text = "variant=blocking&heaps=3,5,6&blocks=1&forbid=1-4&turn=2";
        let position: Position = text.parse().expect("a position");
        assert_eq!(position.game.forbidden(), &[(1, 4)]);
        assert_eq!(position.game.phase(), crate::Phase::Move);
        assert_eq!(position.turn, Player::Second);
        assert_eq!(position.to_string(), text);
    }

    #[test]
    fn a_bad_forbid_drops_every_forbid_and_keeps_the_rest() {
        for forbid in ["9-0", "1-5", "1-4,1-4", "1-4,2-0", "x", "1-", "0-0,1-0"] {
            let text = format!("variant=blocking&heaps=3,5,6&blocks=1&forbid={forbid}&turn=2");
            let reading = read(&pairs(&text).expect("pairs"));
            assert_eq!(
                reading.problems,
                vec![ParseError::Forbid(forbid.to_owned())],
                "{forbid}"
            );
            let game = reading.game.expect("the heaps are kept");
            assert_eq!(game, Game::Blocking(Blocking::new(vec![3, 5, 6], 1)));
            assert_eq!(reading.turn, Player::Second);
        }
        // Two blocks: two forbids are the blocker's whole phase.
        let two =
            read(&pairs("variant=blocking&heaps=3,5&blocks=2&forbid=0-0,1-0").expect("pairs"));
        assert!(two.problems.is_empty());
        assert_eq!(two.game.expect("a game").forbidden().len(), 2);
    }

    #[test]
    fn a_lenient_reading_names_each_bad_field() {
        let reading =
            read(&pairs("variant=chess&heaps=3,4&pass=maybe&turn=3&mode=two").expect("pairs"));
        assert_eq!(reading.variant, Variant::Nim);
        assert_eq!(reading.game, Some(Game::Nim(Nim { heaps: vec![3, 4] })));
        assert_eq!(
            reading.problems,
            vec![
                ParseError::Variant(UnknownVariant("chess".into())),
                ParseError::Switch {
                    key: "pass",
                    value: "maybe".into()
                },
                ParseError::Turn("3".into()),
            ]
        );
        let ring = read(&pairs("ring=oo.o").expect("pairs"));
        assert_eq!(ring.variant, Variant::Circle);
        let pass = read(&pairs("variant=pass&heaps=2,2&pass=false").expect("pairs"));
        assert_eq!(pass.game.and_then(|g| g.pass_available()), Some(false));
        let blocks = read(&pairs("variant=blocking&heaps=2,2&blocks=x").expect("pairs"));
        assert_eq!(blocks.game, None);
        assert!(blocks.problems[0].loses_position());
        // Another game's position field is named, not silently left unread.
        let fibonacci = read(&pairs("variant=fibonacci&heap=9&heaps=3,4").expect("pairs"));
        let other = ParseError::OtherField {
            key: "heaps",
            own: "heap",
        };
        assert_eq!(fibonacci.problems, vec![other.clone()]);
        assert!(!other.loses_position());
        assert_eq!(
            fibonacci.game.map(|g| g.to_string()).as_deref(),
            Some("variant=fibonacci&heap=9")
        );
        assert_eq!(
            "variant=fibonacci&heap=9&heaps=3,4".parse::<Game>(),
            Err(other)
        );
        // Every other game's field, each named once.
        let all =
            "variant=nim&heaps=1&heap=2&heap=3&steps=1&ring=o&parts=x&coins=H&heads=1:1&edges=g-1";
        let named: Vec<&str> = read(&pairs(all).expect("pairs"))
            .problems
            .iter()
            .filter_map(|problem| match problem {
                ParseError::OtherField { key, own: "heaps" } => Some(*key),
                _ => None,
            })
            .collect();
        assert_eq!(named.len(), 7, "{named:?}");
        for key in ["heap", "steps", "ring", "parts", "coins", "heads", "edges"] {
            assert!(named.contains(&key), "{key} in {named:?}");
        }
    }

    proptest! {
        #[test]
        fn every_position_reads_back_from_its_text(game in any_game()) {
            prop_assert_eq!(game.to_string().parse::<Game>(), Ok(game));
        }

        #[test]
        fn every_played_position_and_turn_reads_back(position in any_played_position()) {
            prop_assert_eq!(position.to_string().parse::<Position>(), Ok(position));
        }

        #[test]
        fn any_text_is_read_without_panicking(text in ".{0,40}") {
            let _ = text.parse::<Game>();
        }
    }
}
