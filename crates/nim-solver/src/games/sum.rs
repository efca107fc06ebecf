//! Sums of games: each part a heap of Nim, of an octal game (subtraction games and Kayles among
//! them), of Grundy's game or of Lasker's Nim. A move is made in one part; the last to move wins. By the
//! Sprague–Grundy theorem each part is a Nim heap of its Grundy value, and the sum is `P` iff the
//! nim-sum of those values is 0 (Ferguson, Game Theory Part I, ch. 4).

use std::fmt;
use std::str::FromStr;

use crate::breakdown::nim_sum;
use crate::game::{Board, GameKind, Rules, Shape};
use crate::octal::{Leaves, Rule, RuleError};
use crate::{
    Analysis, Explanation, Game, GameEnd, Level, Move, MoveError, NimSumBreakdown, Outcome,
    ParseError, Phase, PositionError, SplitMix64,
};

/// The largest part the solver values (the app allows less, `model::MAX_PART_SIZE`).
pub const MAX_PART_SIZE: u32 = 63;

/// The game one part is a heap of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PartRule {
    /// Nim: take any number of tokens.
    Nim,
    /// Lasker's Nim: take any number of tokens, or split a heap in two without taking any.
    Lasker,
    /// An octal game or Grundy's game; `by_name` when written by its name (`kayles`), so that a
    /// link keeps the spelling it was given.
    Heap {
        /// The rule.
        rule: Rule,
        /// Written by name rather than code.
        by_name: bool,
    },
}

impl PartRule {
    /// The part rule of a solver rule, written as its code (Grundy's game by name).
    pub fn of(rule: Rule) -> PartRule {
        PartRule::Heap {
            rule,
            by_name: rule == Rule::Grundy,
        }
    }

    /// The solver's rule, `None` for Nim and Lasker's Nim (any take: no code).
    pub fn rule(self) -> Option<Rule> {
        match self {
            PartRule::Nim | PartRule::Lasker => None,
            PartRule::Heap { rule, .. } => Some(rule),
        }
    }

    /// Whether the game is played on a row: an octal game's move removing `i` tokens and leaving
    /// heaps `a` and `b` is exactly knocking `i` neighbouring tokens of a row with `a` before them
    /// and `b` after (one heap left: the run is at an end; none: it is the whole row). Nim and
    /// Grundy's game split no row.
    pub fn is_row(self) -> bool {
        matches!(self.rule(), Some(Rule::Octal(_)))
    }

    /// The code's digit for removing `removed` tokens (0 beyond its last digit, and for Nim and
    /// Grundy's game, which have no code).
    pub fn digit(self, removed: u32) -> u8 {
        match self.rule() {
            Some(Rule::Octal(code)) => (removed as usize)
                .checked_sub(1)
                .and_then(|index| code.digits().get(index).copied())
                .unwrap_or(0),
            _ => 0,
        }
    }

    /// Grundy values of heaps `0..=max` of this game (Nim's are the sizes).
    pub fn values(self, max: u32) -> Vec<u16> {
        match self {
            // Sizes are at most MAX_PART_SIZE: every value fits.
            PartRule::Nim => (0..=max).map(|n| n as u16).collect(),
            PartRule::Lasker => crate::lasker::values(max),
            PartRule::Heap { rule, .. } => {
                crate::octal::naive_sequence(&rule, max as usize).unwrap_or_default()
            }
        }
    }

    /// Every move from a heap of `size`, as what it leaves.
    pub fn options(self, size: u32) -> Vec<Leaves> {
        match self.rule() {
            None if self == PartRule::Lasker => crate::lasker::options(size as usize),
            None => (0..size)
                .rev()
                .map(|to| {
                    if to == 0 {
                        Leaves::Nothing
                    } else {
                        Leaves::One(to as usize)
                    }
                })
                .collect(),
            Some(rule) => rule.options(size as usize),
        }
    }
}

/// `nim`, `lasker`, `grundy`, a name (`kayles`) or a code (`0.77`), as it was given.
impl fmt::Display for PartRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PartRule::Nim => f.write_str("nim"),
            PartRule::Lasker => f.write_str("lasker"),
            PartRule::Heap { rule, by_name } => match rule.name() {
                Some(name) if *by_name || *rule == Rule::Grundy => f.write_str(name),
                _ => rule.fmt(f),
            },
        }
    }
}

impl FromStr for PartRule {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<PartRule, RuleError> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("nim") {
            return Ok(PartRule::Nim);
        }
        if text.eq_ignore_ascii_case("lasker") {
            return Ok(PartRule::Lasker);
        }
        let rule: Rule = text.parse()?;
        Ok(PartRule::Heap {
            rule,
            by_name: !text.starts_with("0."),
        })
    }
}

/// A rule is its text in JSON, as in links: `"kayles"`, `"0.137"`.
#[cfg(feature = "serde")]
impl serde::Serialize for PartRule {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for PartRule {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One part of a sum: a heap of `size` tokens of its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Part {
    /// Its game.
    pub rule: PartRule,
    /// Its tokens.
    pub size: u32,
}

impl Part {
    /// Its Grundy value: the Nim heap it plays like.
    pub fn value(&self) -> u32 {
        self.rule.values(self.size).last().copied().map_or(0, u32::from)
    }
}

/// `RULE:SIZE`, as links write a part.
impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.rule, self.size)
    }
}

/// Why a part of `parts=` cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PartError {
    /// Not written `RULE:SIZE`.
    #[error("{0:?} is not a part: write it RULE:SIZE, like kayles:8")]
    Shape(String),
    /// The rule cannot be read.
    #[error("{text:?}: {error}")]
    Rule {
        /// The part as written.
        text: String,
        /// What is wrong with its rule.
        error: RuleError,
    },
    /// The size is not a whole number.
    #[error("{0:?}: its size is not a whole number")]
    Size(String),
}

impl FromStr for Part {
    type Err = PartError;

    fn from_str(text: &str) -> Result<Part, PartError> {
        let (rule, size) = text
            .rsplit_once(':')
            .ok_or_else(|| PartError::Shape(text.to_owned()))?;
        let rule = rule.parse().map_err(|error| PartError::Rule {
            text: text.to_owned(),
            error,
        })?;
        let size = crate::parse_number(size.trim()).map_err(|_| PartError::Size(text.to_owned()))?;
        Ok(Part { rule, size })
    }
}

/// A run of neighbouring tokens knocked from a part's row (see [`PartRule::is_row`]): `left`
/// tokens before it, `removed` in it, `right` after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Knock {
    /// The part's index.
    pub part: usize,
    /// Tokens before the run.
    pub left: u32,
    /// Tokens in the run.
    pub removed: u32,
    /// Tokens after the run.
    pub right: u32,
}

impl Knock {
    /// The move that knocks this run: what it leaves, written in the row's order (`apply`
    /// accepts a split either way round). Whether the part's rule allows it is `apply`'s to say.
    pub fn to_move(self) -> Move {
        match (self.left, self.right) {
            (0, rest) | (rest, 0) => Move::Take {
                heap: self.part,
                to: rest,
            },
            (left, right) => Move::Split {
                heap: self.part,
                into: [left, right],
            },
        }
    }

    /// The runs of a row of `size` that `mv` knocks: a take from either end (the whole row if it
    /// leaves nothing), a split with its heaps either way round; none for another kind of move or
    /// one that does not fit the row.
    pub fn runs(mv: &Move, size: u32) -> Vec<Knock> {
        let run = |part, left, right: u32| {
            size.checked_sub(left + right)
                .filter(|&removed| removed > 0)
                .map(|removed| Knock {
                    part,
                    left,
                    removed,
                    right,
                })
        };
        let mut runs: Vec<Knock> = match *mv {
            Move::Take { heap, to } => [run(heap, to, 0), run(heap, 0, to)].into_iter().flatten().collect(),
            Move::Split { heap, into: [a, b] } => {
                [run(heap, a, b), run(heap, b, a)].into_iter().flatten().collect()
            }
            _ => Vec::new(),
        };
        runs.dedup();
        runs
    }

    /// Whether the run holds token `token` of its row (from 0).
    pub fn holds(&self, token: u32) -> bool {
        (self.left..self.left + self.removed).contains(&token)
    }
}

/// A sum of games: its parts, in order; a part emptied by a move is dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SumOfGames {
    /// The parts, in order.
    pub parts: Vec<Part>,
}

/// One part's value, as the analysis states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartValue {
    /// The part.
    pub part: Part,
    /// Its Grundy value: the Nim heap it is equivalent to.
    pub grundy: u32,
}

/// Why a sum is `P` or `N`: each part's Grundy value, and the nim-sum table over the values.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SumExplanation {
    /// Each part with its value, in order.
    pub parts: Vec<PartValue>,
    /// The binary table over the values (its `changes`: the value a winning part must move to).
    pub breakdown: NimSumBreakdown,
}

impl SumOfGames {
    /// A sum of the given parts, empty parts dropped.
    pub fn of(parts: impl IntoIterator<Item = Part>) -> SumOfGames {
        SumOfGames {
            parts: parts.into_iter().filter(|part| part.size > 0).collect(),
        }
    }

    /// The parts as `parts=` writes them: `nim:5,kayles:8`.
    pub fn parts_text(&self) -> String {
        let parts: Vec<String> = self.parts.iter().map(Part::to_string).collect();
        parts.join(",")
    }

    /// Reads `parts=`'s value leniently: each bad part is a problem, the rest are kept.
    pub fn read_parts(text: &str) -> (Vec<Part>, Vec<PartError>) {
        read_parts(text)
    }

    /// Each part's Grundy value.
    pub fn values(&self) -> Vec<u32> {
        self.parts.iter().map(Part::value).collect()
    }

    /// The moves of part `index`, each with the value of what it leaves.
    fn part_moves(&self, index: usize) -> Vec<(Move, u32)> {
        let Some(part) = self.parts.get(index) else {
            return Vec::new();
        };
        let values = part.rule.values(part.size);
        part.rule
            .options(part.size)
            .into_iter()
            .map(|leaves| {
                let value = u32::from(leaves.value(&values));
                let mv = match leaves {
                    Leaves::Nothing => Move::Take {
                        heap: index,
                        to: 0,
                    },
                    Leaves::One(to) => Move::Take {
                        heap: index,
                        to: to as u32,
                    },
                    Leaves::Two(a, b) => Move::Split {
                        heap: index,
                        into: [a as u32, b as u32],
                    },
                };
                (mv, value)
            })
            .collect()
    }

    /// The sum after part `index` becomes `into` (no part, one or two, in their order).
    fn replaced(&self, index: usize, into: &[u32]) -> SumOfGames {
        let rule = self.parts[index].rule;
        let mut parts = self.parts[..index].to_vec();
        parts.extend(into.iter().map(|&size| Part { rule, size }));
        parts.extend_from_slice(&self.parts[index + 1..]);
        SumOfGames::of(parts)
    }
}

/// Reads `parts=`'s value leniently: each bad part is a problem, the rest are kept.
pub(crate) fn read_parts(text: &str) -> (Vec<Part>, Vec<PartError>) {
    let (mut parts, mut problems) = (Vec::new(), Vec::new());
    for entry in text.split(',').filter(|entry| !entry.trim().is_empty()) {
        match entry.parse::<Part>() {
            Ok(part) => parts.push(part),
            Err(problem) => problems.push(problem),
        }
    }
    (parts, problems)
}

/// The move as a legal move lists it: a split's smaller heap first.
fn listed(mv: &Move) -> Move {
    match *mv {
        Move::Split { heap, into: [a, b] } => Move::Split {
            heap,
            into: [a.min(b), a.max(b)],
        },
        ref other => other.clone(),
    }
}

/// Why part `heap` cannot become `into`: on a row, the run it would knock and the code's digit
/// that does not allow it; otherwise only that its rule does not.
fn refusal(heap: usize, part: &Part, into: &[u32]) -> MoveError {
    let left: Vec<u32> = into.iter().copied().filter(|&size| size > 0).collect();
    let removed = left
        .iter()
        .try_fold(part.size, |rest, &size| rest.checked_sub(size))
        .filter(|&removed| removed > 0);
    match removed {
        Some(removed) if part.rule.is_row() => MoveError::NotInCode {
            heap,
            rule: part.rule,
            removed,
            heaps: left.len() as u8,
            digit: part.rule.digit(removed),
        },
        _ => MoveError::NotInRule {
            heap,
            size: part.size,
        },
    }
}

impl Rules for SumOfGames {
    fn phase(&self) -> Phase {
        if (0..self.parts.len()).all(|index| self.part_moves(index).is_empty()) {
            Phase::Over(GameEnd::NoMovesLeft)
        } else {
            Phase::Move
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        (0..self.parts.len())
            .flat_map(|index| self.part_moves(index).into_iter().map(|(mv, _)| mv))
            .collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        let (heap, into) = match *mv {
            Move::Take { heap, to } => (heap, vec![to]),
            Move::Split { heap, into } => (heap, into.to_vec()),
            _ => return Err(MoveError::WrongKind),
        };
        let Some(part) = self.parts.get(heap) else {
            return Err(MoveError::NoSuchHeap {
                heap,
                heaps: self.parts.len(),
            });
        };
        if self.part_moves(heap).is_empty() && self.phase() != Phase::Move {
            return Err(MoveError::GameOver);
        }
        let wanted = listed(mv);
        if !self.part_moves(heap).iter().any(|(legal, _)| *legal == wanted) {
            return Err(refusal(heap, part, &into));
        }
        Ok(Game::SumOfGames(self.replaced(heap, &into)))
    }

    fn analyze(&self) -> Analysis {
        let values = self.values();
        let total = nim_sum(&values);
        let winning_moves = if total == 0 {
            Vec::new()
        } else {
            values
                .iter()
                .enumerate()
                .flat_map(|(index, &value)| {
                    let target = value ^ total;
                    self.part_moves(index)
                        .into_iter()
                        .filter(move |&(_, after)| after == target)
                        .map(|(mv, _)| mv)
                })
                .collect()
        };
        Analysis {
            outcome: Outcome::from_p(total == 0),
            winning_moves,
            explanation: Explanation::SumOfGames(SumExplanation {
                parts: self
                    .parts
                    .iter()
                    .zip(&values)
                    .map(|(&part, &grundy)| PartValue { part, grundy })
                    .collect(),
                breakdown: NimSumBreakdown::of(&values),
            }),
        }
    }

    fn validate(&self) -> Result<(), PositionError> {
        match self.parts.iter().position(|part| part.size > MAX_PART_SIZE) {
            Some(index) => Err(PositionError::PartTooLarge {
                part: index,
                size: self.parts[index].size,
                limit: MAX_PART_SIZE,
            }),
            None => Ok(()),
        }
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    fn canonical(&self) -> Game {
        let mut parts = self.parts.clone();
        // A few parts: an insertion sort spares the bundle a sort of its own for them.
        for i in 1..parts.len() {
            let mut j = i;
            while j > 0 && parts[j - 1] > parts[j] {
                parts.swap(j - 1, j);
                j -= 1;
            }
        }
        Game::SumOfGames(SumOfGames { parts })
    }

    fn write_fields(&self, text: &mut String) {
        text.push_str("&parts=");
        text.push_str(&self.parts_text());
    }

    fn shape(&self) -> Shape {
        Shape {
            parts: self.parts.clone(),
            ..Shape::default()
        }
    }

    fn parts(&self) -> Option<&[Part]> {
        Some(&self.parts)
    }

    fn stated_value(&self, analysis: &Analysis) -> Option<u32> {
        match &analysis.explanation {
            Explanation::SumOfGames(why) => Some(why.breakdown.nim_sum),
            _ => None,
        }
    }
}

impl GameKind for SumOfGames {
    const KEY: &'static str = "sum";
    const BOARD: Board = Board::Parts;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, _: &mut Vec<ParseError>) -> Self {
        SumOfGames::of(shape.parts)
    }

    /// Level one: two or three small parts of Nim and Kayles, values a student finds by hand;
    /// two: three parts up to 10, Dawson's Kayles too; three: three or four parts up to 15 of
    /// every kind, the splitting games (Grundy's game, Dawson's Chess, Lasker's Nim) and a
    /// subtraction game among them.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let rules: &[&str] = match level {
            Level::One => &["nim", "kayles"],
            Level::Two => &["nim", "kayles", "dawson"],
            Level::Three => &["nim", "kayles", "dawson", "grundy", "0.137", "0.3033", "lasker"],
        };
        let (count, max) = match level {
            Level::One => (rng.between(2, 3), 5),
            Level::Two => (3, 10),
            Level::Three => (rng.between(3, 4), 15),
        };
        SumOfGames::of((0..count).map(|_| {
            let rule = rules[rng.between(0, rules.len() as u32 - 1) as usize];
            Part {
                rule: rule.parse().unwrap_or(PartRule::Nim),
                size: rng.between(1, max),
            }
        }))
    }

    /// A Nim heap beside a Kayles row, Kayles alone, Dawson's Kayles, Grundy's game, the
    /// subtraction game S = {1, 2, 3} (0.333), a sum of four kinds, and Lasker's Nim beside Nim.
    fn opening() -> Self {
        SumOfGames::of(SumOfGames::read_parts("nim:5,kayles:8").0)
    }

    fn presets() -> Vec<Self> {
        let rest = [
            "kayles:8",
            "dawson:9",
            "grundy:9",
            "0.333:10",
            "nim:3,kayles:6,grundy:7,0.137:5",
            "lasker:7,nim:6",
        ];
        std::iter::once(Self::opening())
            .chain(
                rest.into_iter()
                    .map(|text| SumOfGames::of(SumOfGames::read_parts(text).0)),
            )
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(text: &str) -> SumOfGames {
        let (parts, problems) = SumOfGames::read_parts(text);
        assert!(problems.is_empty(), "{problems:?}");
        SumOfGames::of(parts)
    }

    #[test]
    fn parts_keep_their_spelling_and_empty_parts_are_dropped() {
        let position = sum("nim:5,kayles:8,0.77:3,grundy:0,0.333:4");
        assert_eq!(position.parts_text(), "nim:5,kayles:8,0.77:3,0.333:4");
        assert_eq!(position.parts[1].rule.rule(), position.parts[2].rule.rule());
        assert_ne!(position.parts[1].rule, position.parts[2].rule);
        let (parts, problems) = SumOfGames::read_parts("nim:5,0.78:3,kayles,grundy:x,dawson:4");
        assert_eq!(parts.len(), 2);
        assert_eq!(problems.len(), 3);
        assert!(matches!(problems[0], PartError::Rule { .. }));
        assert!(matches!(problems[1], PartError::Shape(_)));
        assert!(matches!(problems[2], PartError::Size(_)));
    }

    #[test]
    fn the_values_are_grundy_values_and_the_nim_sum_decides() {
        // Kayles: 0 1 2 3 1 4 3 2 1 4 2 6 ...; Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 ...
        let position = sum("nim:5,kayles:8,grundy:7");
        assert_eq!(position.values(), vec![5, 1, 0]);
        let analysis = position.analyze();
        assert_eq!(analysis.outcome, Outcome::NextPlayerWins);
        // 5 ^ 1 ^ 0 = 4: Nim to 1, Kayles to 5 (a row of 8 has no option worth 5), Grundy to 4.
        for mv in &analysis.winning_moves {
            let Ok(Game::SumOfGames(after)) = position.apply(mv) else {
                panic!("{mv:?} is legal");
            };
            assert_eq!(nim_sum(&after.values()), 0, "{mv:?}");
        }
        assert!(analysis.winning_moves.contains(&Move::Take { heap: 0, to: 1 }));
    }

    #[test]
    fn a_split_writes_both_parts_in_place() {
        let position = sum("nim:2,kayles:5,nim:1");
        let Ok(Game::SumOfGames(after)) = position.apply(&Move::Split {
            heap: 1,
            into: [3, 1],
        }) else {
            panic!("knocking the second pin of five is legal");
        };
        assert_eq!(after.parts_text(), "nim:2,kayles:3,kayles:1,nim:1");
        assert!(position
            .apply(&Move::Split {
                heap: 0,
                into: [1, 1]
            })
            .is_err());
        let Ok(Game::SumOfGames(after)) = position.apply(&Move::Take { heap: 2, to: 0 }) else {
            panic!("Nim empties its heap");
        };
        assert_eq!(after.parts_text(), "nim:2,kayles:5");
    }

    #[test]
    fn a_run_knocked_from_a_row_is_the_octal_move_that_leaves_its_sides() {
        let position = sum("nim:3,kayles:8,dawson:6");
        let knock = |part, left, removed, right| {
            Knock {
                part,
                left,
                removed,
                right,
            }
            .to_move()
        };
        // Kayles: one pin or two neighbours, anywhere; the row keeps its order.
        let Ok(Game::SumOfGames(after)) = position.apply(&knock(1, 5, 2, 1)) else {
            panic!("two neighbouring pins of Kayles");
        };
        assert_eq!(after.parts_text(), "nim:3,kayles:5,kayles:1,dawson:6");
        let Ok(Game::SumOfGames(after)) = position.apply(&knock(1, 0, 1, 7)) else {
            panic!("an end pin of Kayles");
        };
        assert_eq!(after.parts_text(), "nim:3,kayles:7,dawson:6");
        // Three pins are never a Kayles move: digit 3 of 0.77 is 0.
        assert_eq!(
            position.apply(&knock(1, 2, 3, 3)),
            Err(MoveError::NotInCode {
                heap: 1,
                rule: position.parts[1].rule,
                removed: 3,
                heaps: 2,
                digit: 0
            })
        );
        // Dawson's Kayles (0.07): two neighbours anywhere, never a single pin.
        assert!(position.apply(&knock(2, 1, 2, 3)).is_ok());
        for (left, right, heaps) in [(2, 3, 2), (0, 5, 1)] {
            assert_eq!(
                position.apply(&knock(2, left, 1, right)),
                Err(MoveError::NotInCode {
                    heap: 2,
                    rule: position.parts[2].rule,
                    removed: 1,
                    heaps,
                    digit: 0
                })
            );
        }
        // Every legal move's runs knock back to that same move, and only legal ones apply.
        for mv in position.legal_moves() {
            let size = match mv {
                Move::Take { heap, .. } | Move::Split { heap, .. } => position.parts[heap].size,
                _ => unreachable!("a sum's moves take or split"),
            };
            let runs = Knock::runs(&mv, size);
            assert!(!runs.is_empty(), "{mv:?}");
            for run in runs {
                assert_eq!(run.left + run.removed + run.right, size);
                assert_eq!(listed(&run.to_move()), mv);
            }
        }
        assert_eq!(
            Knock::runs(&Move::Split { heap: 1, into: [2, 5] }, 8),
            [
                Knock { part: 1, left: 2, removed: 1, right: 5 },
                Knock { part: 1, left: 5, removed: 1, right: 2 }
            ]
        );
        assert_eq!(Knock::runs(&Move::Take { heap: 1, to: 0 }, 8).len(), 1);
        assert!(Knock::runs(&Move::Take { heap: 1, to: 9 }, 8).is_empty());
        // Grundy's game is no row: its refusal names no run.
        let grundy = sum("grundy:6");
        assert_eq!(
            grundy.apply(&Move::Split { heap: 0, into: [3, 3] }),
            Err(MoveError::NotInRule { heap: 0, size: 6 })
        );
    }

    #[test]
    fn a_part_without_moves_is_still_a_part() {
        let position = sum("dawson:1");
        assert_eq!(position.phase(), Phase::Over(GameEnd::NoMovesLeft));
        assert!(position.legal_moves().is_empty());
        assert_eq!(position.parts_text(), "dawson:1");
    }
}
