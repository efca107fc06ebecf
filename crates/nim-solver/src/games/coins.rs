//! Coin-turning games on a row of coins (Ferguson, *Game Theory, Part I*, ch. 5; *Winning Ways*,
//! ch. 14): a move turns over a set of coins the rule allows, the rightmost from heads to tails.
//!
//! Positions count from 1 on the left, as the app's links do (`coins=HTTH`). Because a move's set
//! depends only on its rightmost coin, a row is the nim-sum of its single heads (Ferguson, §5.1),
//! and each rule's single head at position `n` has a closed form:
//! - `turtles` (Turning Turtles: one or two coins): `n`.
//! - `mock` (Mock Turtles: one, two or three coins): the `n`-th odious number (1, 2, 4, 7, 8, 11,
//!   ...). Ferguson numbers the coins from 0, where the head at 0 is worth 1: his `g(n)` is our
//!   value at `n + 1`.
//! - `ruler` (any run of consecutive coins): the largest power of 2 dividing `n`.
//! - `twins` (exactly two coins): `n − 1`. Ferguson numbers from 0 and writes `g(n) = n`; the
//!   head on the left has no move.
//!
//! The tests hold each closed form, and the winning moves it gives, against plain search over
//! every row of up to 16 coins.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    Analysis, Explanation, Game, Level, Move, MoveError, NimSumBreakdown, Outcome, ParseError,
    Phase, SplitMix64,
};

/// The most coins a row has.
pub const MAX_COINS: usize = 32;

/// The rule of a coin-turning game: which sets of coins a move may turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CoinRule {
    /// Turning Turtles: one or two coins.
    Turtles,
    /// Mock Turtles: one, two or three coins.
    Mock,
    /// The Ruler game: any number of consecutive coins.
    Ruler,
    /// Twins: exactly two coins.
    Twins,
}

/// A word that names no coin-turning rule.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown coin rule {0:?}: use turtles, mock, ruler or twins")]
pub struct UnknownCoinRule(pub String);

impl CoinRule {
    /// Every rule, in the order the links list them.
    pub const ALL: [CoinRule; 4] = [
        CoinRule::Turtles,
        CoinRule::Mock,
        CoinRule::Ruler,
        CoinRule::Twins,
    ];

    /// The rule's name in links (`rule=`).
    pub fn key(self) -> &'static str {
        match self {
            CoinRule::Turtles => "turtles",
            CoinRule::Mock => "mock",
            CoinRule::Ruler => "ruler",
            CoinRule::Twins => "twins",
        }
    }

    /// The value of a single head at `position` (from 1), by the rule's closed form.
    pub fn head_value(self, position: usize) -> u32 {
        let n = position as u32;
        match self {
            CoinRule::Turtles => n,
            CoinRule::Mock => odious(n.saturating_sub(1)),
            CoinRule::Ruler => n & n.wrapping_neg(),
            CoinRule::Twins => n.saturating_sub(1),
        }
    }
}

/// The odious number at place `k` from 0: `2k` or `2k + 1`, whichever has an odd count of ones.
fn odious(k: u32) -> u32 {
    let double = 2 * k;
    if double.count_ones() % 2 == 1 {
        double
    } else {
        double + 1
    }
}

impl fmt::Display for CoinRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for CoinRule {
    type Err = UnknownCoinRule;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        CoinRule::ALL
            .into_iter()
            .find(|rule| rule.key() == text)
            .ok_or_else(|| UnknownCoinRule(text.to_owned()))
    }
}

/// Why a row of coins cannot be read; positions count from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CoinsError {
    /// More coins than [`MAX_COINS`]: the whole row is refused.
    #[error("{count} coins, more than the {MAX_COINS} a row may have")]
    TooMany {
        /// How many coins were given.
        count: usize,
    },
    /// A letter other than `H` (heads) or `T` (tails); the lenient reader keeps it as tails.
    #[error("coin {position} is {found:?}: use H for heads, T for tails")]
    Letter {
        /// The coin's position, from 1.
        position: usize,
        /// The character found.
        found: char,
    },
}

/// Why a set of coins is not a move; positions count from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TurnError {
    /// No coin chosen.
    #[error("no coin chosen")]
    Empty,
    /// A position outside the row.
    #[error("there is no coin {position}: the row has {len}")]
    OutOfRange {
        /// The position chosen.
        position: usize,
        /// The row's length.
        len: usize,
    },
    /// A coin chosen twice.
    #[error("coin {position} is chosen twice")]
    Repeated {
        /// The position chosen twice.
        position: usize,
    },
    /// More coins than the rule turns (turtles: 2, mock: 3).
    #[error("{count} coins chosen: the rule turns at most {most}")]
    TooMany {
        /// How many were chosen.
        count: usize,
        /// The most the rule allows.
        most: usize,
    },
    /// The ruler's coins are not one run: `next` follows `after` with a gap.
    #[error("the coins must be consecutive: {next} does not follow {after}")]
    NotConsecutive {
        /// The last coin of the run.
        after: usize,
        /// The next coin chosen, beyond a gap.
        next: usize,
    },
    /// Twins turns exactly two coins.
    #[error("{count} coins chosen: twins turns exactly two")]
    NotExactlyTwo {
        /// How many were chosen.
        count: usize,
    },
    /// The rightmost coin chosen shows tails; it must go from heads to tails.
    #[error(
        "the rightmost coin chosen, {position}, shows tails: it must turn from heads to tails"
    )]
    RightmostNotHeads {
        /// The rightmost position chosen.
        position: usize,
    },
}

/// A legal move: the set of coins it turns, as a bit set (bit `p − 1` for position `p`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Turn(u32);

impl Turn {
    /// The positions turned, from 1, left to right.
    pub fn positions(self) -> Vec<usize> {
        (1..=MAX_COINS).filter(|&p| self.0 & bit(p) != 0).collect()
    }

    /// The rightmost position turned, which goes from heads to tails.
    pub fn rightmost(self) -> usize {
        (u32::BITS - self.0.leading_zeros()) as usize
    }

    /// The turned coins as a bit set (bit `p − 1` for position `p`).
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The move that turns these coins.
    pub fn to_move(self) -> Move {
        Move::Turn {
            coins: self.positions(),
        }
    }
}

/// The bit of position `p` (from 1).
fn bit(position: usize) -> u32 {
    1 << (position - 1)
}

/// A row of coins under a rule: the position of a coin-turning game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "CoinsText", into = "CoinsText"))]
pub struct Coins {
    rule: CoinRule,
    /// Bit `p − 1` set where coin `p` shows heads.
    heads: u32,
    len: usize,
}

/// Why a row of coins is `P` or `N`: each head's value under its rule's closed form, and the
/// nim-sum table of those values (its rows the heads, left to right).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CoinsExplanation {
    /// The rule whose closed form gives the values.
    pub rule: CoinRule,
    /// Each head's position (from 1), left to right: the table's rows.
    pub heads: Vec<usize>,
    /// The heads' values' nim-sum table. Its `changes` are left empty: a winning move turns
    /// several coins, whose values together make up the row's value.
    pub breakdown: NimSumBreakdown,
}

/// A row as links write it, its rule and letters: serde's form, read through [`Coins::parse`].
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct CoinsText {
    rule: CoinRule,
    coins: String,
}

#[cfg(feature = "serde")]
impl TryFrom<CoinsText> for Coins {
    type Error = CoinsError;

    fn try_from(text: CoinsText) -> Result<Coins, CoinsError> {
        Coins::parse(text.rule, &text.coins)
    }
}

#[cfg(feature = "serde")]
impl From<Coins> for CoinsText {
    fn from(coins: Coins) -> CoinsText {
        CoinsText {
            rule: coins.rule,
            coins: coins.letters(),
        }
    }
}

/// A row read leniently: the coins, and each problem found (a bad letter kept as tails).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinsReading {
    /// The row, every coin in its place.
    pub coins: Coins,
    /// Each letter that was neither `H` nor `T`.
    pub problems: Vec<CoinsError>,
}

impl Coins {
    /// A row from its coins, `true` for heads, position 1 first.
    pub fn new(rule: CoinRule, heads: &[bool]) -> Result<Coins, CoinsError> {
        if heads.len() > MAX_COINS {
            return Err(CoinsError::TooMany { count: heads.len() });
        }
        let bits = (1..=heads.len())
            .filter(|&p| heads[p - 1])
            .fold(0, |bits, p| bits | bit(p));
        Ok(Coins {
            rule,
            heads: bits,
            len: heads.len(),
        })
    }

    /// Reads `HTTH...` leniently: a row over [`MAX_COINS`] is refused whole; any other letter is
    /// named and kept as tails, so every coin keeps its position.
    pub fn read(rule: CoinRule, letters: &str) -> Result<CoinsReading, CoinsError> {
        let count = letters.chars().count();
        if count > MAX_COINS {
            return Err(CoinsError::TooMany { count });
        }
        let mut problems = Vec::new();
        let heads: Vec<bool> = letters
            .chars()
            .zip(1..)
            .map(|(letter, position)| match letter {
                'H' => true,
                'T' => false,
                found => {
                    problems.push(CoinsError::Letter { position, found });
                    false
                }
            })
            .collect();
        Ok(CoinsReading {
            coins: Coins::new(rule, &heads)?,
            problems,
        })
    }

    /// Reads `HTTH...` strictly: the first problem refuses the row.
    pub fn parse(rule: CoinRule, letters: &str) -> Result<Coins, CoinsError> {
        let reading = Coins::read(rule, letters)?;
        match reading.problems.into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(reading.coins),
        }
    }

    /// The rule.
    pub fn rule(&self) -> CoinRule {
        self.rule
    }

    /// The number of coins.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the row has no coin.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether coin `position` (from 1) shows heads; `false` outside the row.
    pub fn is_heads(&self, position: usize) -> bool {
        (1..=self.len).contains(&position) && self.heads & bit(position) != 0
    }

    /// The row as letters, `H` and `T`, position 1 first: the links' `coins=`.
    pub fn letters(&self) -> String {
        (1..=self.len)
            .map(|p| if self.is_heads(p) { 'H' } else { 'T' })
            .collect()
    }

    /// Each head's position (from 1) and value, left to right: the row's nim-sum table.
    pub fn head_values(&self) -> Vec<(usize, u32)> {
        (1..=self.len)
            .filter(|&p| self.is_heads(p))
            .map(|p| (p, self.rule.head_value(p)))
            .collect()
    }

    /// The row's Grundy value: the nim-sum of its heads' values.
    pub fn value(&self) -> u32 {
        self.head_values()
            .into_iter()
            .fold(0, |sum, (_, value)| sum ^ value)
    }

    /// The set `positions` as a move, or why it is not one. Checked as a bit set, unsorted: the
    /// main module then carries no sort of positions of its own.
    pub fn check(&self, positions: &[usize]) -> Result<Turn, TurnError> {
        let (Some(&first), Some(&rightmost)) = (positions.iter().min(), positions.iter().max())
        else {
            return Err(TurnError::Empty);
        };
        if let Some(&position) = [first, rightmost]
            .iter()
            .find(|&&p| !(1..=self.len).contains(&p))
        {
            return Err(TurnError::OutOfRange {
                position,
                len: self.len,
            });
        }
        let (mut bits, mut repeated) = (0, None);
        for &p in positions {
            if bits & bit(p) != 0 {
                repeated = Some(repeated.map_or(p, |r: usize| r.min(p)));
            }
            bits |= bit(p);
        }
        if let Some(position) = repeated {
            return Err(TurnError::Repeated { position });
        }
        self.check_shape(bits)?;
        if !self.is_heads(rightmost) {
            return Err(TurnError::RightmostNotHeads {
                position: rightmost,
            });
        }
        Ok(Turn(bits))
    }

    /// The rule's own condition on a set of distinct positions in the row, as a bit set.
    fn check_shape(&self, bits: u32) -> Result<(), TurnError> {
        let count = bits.count_ones() as usize;
        match self.rule {
            CoinRule::Turtles | CoinRule::Mock => {
                let most = if self.rule == CoinRule::Turtles { 2 } else { 3 };
                if count > most {
                    return Err(TurnError::TooMany { count, most });
                }
            }
            CoinRule::Ruler => {
                // From the lowest coin chosen up, a run is all ones; the first gap names its ends.
                let run = bits >> bits.trailing_zeros();
                if run & run.wrapping_add(1) != 0 {
                    let after = bits.trailing_zeros() as usize + run.trailing_ones() as usize;
                    let next = after + (bits >> after).trailing_zeros() as usize + 1;
                    return Err(TurnError::NotConsecutive { after, next });
                }
            }
            CoinRule::Twins => {
                if count != 2 {
                    return Err(TurnError::NotExactlyTwo { count });
                }
            }
        }
        Ok(())
    }

    /// The row after turning `positions`, or why they are not a move.
    pub fn turn(&self, positions: &[usize]) -> Result<Coins, TurnError> {
        self.check(positions).map(|turn| self.after(turn))
    }

    /// The row after a legal move.
    #[must_use]
    pub fn after(&self, turn: Turn) -> Coins {
        Coins {
            heads: self.heads ^ turn.0,
            ..self.clone()
        }
    }

    /// Every legal move: by rightmost coin left to right, then by the other coins' bit sets.
    pub fn legal_moves(&self) -> Vec<Turn> {
        let mut moves = Vec::new();
        for rightmost in (1..=self.len).filter(|&p| self.is_heads(p)) {
            let top = bit(rightmost);
            // The sets of coins left of the rightmost the rule turns with it.
            let mut others: Vec<u32> = Vec::new();
            match self.rule {
                // The runs ending at the rightmost: positions l..rightmost − 1, none for l = rightmost.
                CoinRule::Ruler => others.extend((1..=rightmost).map(|l| top - bit(l))),
                CoinRule::Turtles | CoinRule::Mock | CoinRule::Twins => {
                    if self.rule != CoinRule::Twins {
                        others.push(0);
                    }
                    for m in 1..rightmost {
                        others.push(bit(m));
                        if self.rule == CoinRule::Mock {
                            others.extend((1..m).map(|l| bit(l) | bit(m)));
                        }
                    }
                }
            }
            // The heaps' sort of u32, which the bundle already has.
            others.sort_unstable();
            moves.extend(others.into_iter().map(|set| Turn(set | top)));
        }
        moves
    }

    /// Every legal move to a row of value 0: turning a coin adds its value to the nim-sum, so a
    /// move wins iff its coins' values add up to the row's.
    pub fn winning_moves(&self) -> Vec<Turn> {
        let value = self.value();
        let values: Vec<u32> = (1..=self.len).map(|p| self.rule.head_value(p)).collect();
        self.legal_moves()
            .into_iter()
            .filter(|turn| {
                let mut turned = 0;
                let mut bits = turn.0;
                while bits != 0 {
                    turned ^= values[bits.trailing_zeros() as usize];
                    bits &= bits - 1;
                }
                turned == value
            })
            .collect()
    }
}

impl Coins {
    /// Whether some head can be turned: every rule turns a lone head but twins, whose head at
    /// position 1 has no coin to its left to turn with it.
    fn has_move(&self) -> bool {
        let movable = match self.rule {
            CoinRule::Twins => self.heads & !1,
            CoinRule::Turtles | CoinRule::Mock | CoinRule::Ruler => self.heads,
        };
        movable != 0
    }

    /// The coins, `true` for heads, position 1 first.
    pub fn row(&self) -> Vec<bool> {
        (1..=self.len).map(|p| self.is_heads(p)).collect()
    }
}

/// Reads a coin game's `rule=` and `coins=` into `shape`, leniently: an unknown rule is named
/// and turtles kept, each bad letter named and kept as tails; a row over [`MAX_COINS`] is refused.
pub(crate) fn read_row(
    rule: Option<&str>,
    letters: &str,
    shape: &mut Shape,
    problems: &mut Vec<ParseError>,
) -> Result<(), ParseError> {
    if let Some(rule) = rule {
        match rule.parse::<CoinRule>() {
            Ok(rule) => shape.coin_rule = rule,
            Err(unknown) => problems.push(ParseError::CoinRule(unknown)),
        }
    }
    let reading = Coins::read(shape.coin_rule, letters).map_err(ParseError::Coins)?;
    shape.coins = reading.coins.row();
    problems.extend(reading.problems.into_iter().map(ParseError::Coins));
    Ok(())
}

impl Rules for Coins {
    fn phase(&self) -> Phase {
        if self.has_move() {
            Phase::Move
        } else {
            Phase::Over(crate::GameEnd::NoMovesLeft)
        }
    }

    /// By rightmost coin left to right, as [`Coins::legal_moves`] lists them.
    fn legal_moves(&self) -> Vec<Move> {
        Coins::legal_moves(self)
            .into_iter()
            .map(Turn::to_move)
            .collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        match mv {
            _ if !self.has_move() => Err(MoveError::GameOver),
            Move::Turn { coins } => self.turn(coins).map(Game::Coins).map_err(MoveError::Turn),
            _ => Err(MoveError::WrongKind),
        }
    }

    fn analyze(&self) -> Analysis {
        let heads: Vec<(usize, u32)> = self.head_values();
        let values: Vec<u32> = heads.iter().map(|&(_, value)| value).collect();
        let mut breakdown = NimSumBreakdown::of(&values);
        breakdown.changes.clear();
        Analysis {
            outcome: Outcome::from_p(breakdown.nim_sum == 0),
            winning_moves: self
                .winning_moves()
                .into_iter()
                .map(Turn::to_move)
                .collect(),
            explanation: Explanation::Coins(CoinsExplanation {
                rule: self.rule,
                heads: heads.into_iter().map(|(position, _)| position).collect(),
                breakdown,
            }),
        }
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    /// Coins keep their places: the row is its own representative.
    fn canonical(&self) -> Game {
        self.clone().into()
    }

    fn write_fields(&self, text: &mut String) {
        text.push_str("&rule=");
        text.push_str(self.rule.key());
        text.push_str("&coins=");
        text.push_str(&self.letters());
    }

    fn shape(&self) -> Shape {
        Shape {
            coins: self.row(),
            coin_rule: self.rule,
            ..Shape::default()
        }
    }

    fn coin_row(&self) -> Option<(CoinRule, Vec<bool>)> {
        Some((self.rule, self.row()))
    }

    fn stated_value(&self, analysis: &Analysis) -> Option<u32> {
        match &analysis.explanation {
            Explanation::Coins(why) => Some(why.breakdown.nim_sum),
            _ => None,
        }
    }
}

impl GameKind for Coins {
    const KEY: &'static str = "coins";
    const BOARD: Board = Board::CoinRow;

    /// Normal play, impartial: the last move wins and both players have the same moves.
    fn has_grundy_values() -> bool {
        true
    }

    /// A row over [`MAX_COINS`] keeps its first coins, the rest named as a problem.
    fn from_shape(shape: Shape, problems: &mut Vec<ParseError>) -> Self {
        let count = shape.coins.len();
        if count > MAX_COINS {
            problems.push(ParseError::Coins(CoinsError::TooMany { count }));
        }
        let row = &shape.coins[..count.min(MAX_COINS)];
        Coins::new(shape.coin_rule, row).unwrap_or(Coins {
            rule: shape.coin_rule,
            heads: 0,
            len: 0,
        })
    }

    /// Rows of 5, 7 or 10 coins, each a head with even odds: the one-coin and two-coin rules
    /// first, then mock and ruler, then any rule; never a row without a move.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let (len, rules): (usize, &[CoinRule]) = match level {
            Level::One => (5, &[CoinRule::Turtles, CoinRule::Twins]),
            Level::Two => (7, &[CoinRule::Mock, CoinRule::Ruler]),
            Level::Three => (10, &CoinRule::ALL),
        };
        let rule = rules[rng.below(rules.len() as u64) as usize];
        let mut heads: Vec<bool> = (0..len).map(|_| rng.chance(1, 2)).collect();
        if !heads[1..].contains(&true) {
            heads[len - 1] = true;
        }
        Coins::new(rule, &heads).unwrap_or(Coins {
            rule,
            heads: bit(len),
            len,
        })
    }

    /// A row of each rule: Turning Turtles first (Nim in disguise), then Mock Turtles, the
    /// Ruler game and Twins, each with a winning move to find.
    fn opening() -> Self {
        // THHTTH: heads at 2, 3 and 6.
        Coins {
            rule: CoinRule::Turtles,
            heads: bit(2) | bit(3) | bit(6),
            len: 6,
        }
    }

    fn presets() -> Vec<Self> {
        let rest = [
            (CoinRule::Mock, "HTTHTHT"),
            (CoinRule::Ruler, "TTHTHTHH"),
            (CoinRule::Twins, "THTHHTTH"),
            (CoinRule::Turtles, "THTHTTTH"),
        ];
        std::iter::once(Self::opening())
            .chain(
                rest.into_iter()
                    .filter_map(|(rule, letters)| Coins::parse(rule, letters).ok()),
            )
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    /// The longest row plain search covers: every row of up to 16 coins.
    const SEARCHED: usize = 16;

    /// The sets a move may turn with its rightmost coin at `r`, for each `r` from 1 to
    /// [`SEARCHED`] (index `r − 1`), ascending: every set of coins that `check` accepts on a row of
    /// heads. Which coins show heads matters only at the rightmost, so these are the game's moves.
    fn sets_by_rightmost(rule: CoinRule) -> Vec<Vec<u32>> {
        let heads = Coins::new(rule, &[true; SEARCHED]).unwrap();
        let mut sets = vec![Vec::new(); SEARCHED];
        for set in 1..1u32 << SEARCHED {
            let turn = Turn(set);
            if heads.check(&turn.positions()).is_ok() {
                sets[turn.rightmost() - 1].push(set);
            }
        }
        sets
    }

    /// Plain search over every row of [`SEARCHED`] coins: each row's Grundy value by heads' bit
    /// set, the mex over the rows its moves leave, filled in increasing order (a move clears its
    /// rightmost, highest bit, so it leads to a smaller set); and the moves by rightmost coin.
    struct Search {
        values: Vec<u8>,
        sets: Vec<Vec<u32>>,
    }

    fn search(rule: CoinRule) -> &'static Search {
        static SEARCHES: [OnceLock<Search>; 4] = [const { OnceLock::new() }; 4];
        let index = CoinRule::ALL.iter().position(|&r| r == rule).unwrap();
        SEARCHES[index].get_or_init(|| {
            let sets = sets_by_rightmost(rule);
            let mut values = vec![0u8; 1 << SEARCHED];
            for heads in 1..values.len() {
                let mut seen = 0u64;
                for rightmost in (0..SEARCHED).filter(|r| heads & (1 << r) != 0) {
                    for &set in &sets[rightmost] {
                        seen |= 1 << values[heads ^ set as usize];
                    }
                }
                values[heads] = seen.trailing_ones() as u8;
            }
            Search { values, sets }
        })
    }

    /// Holds a row's closed-form value and winning moves against the search's.
    fn check_row(rule: CoinRule, heads: u32, len: usize) -> Result<(), TestCaseError> {
        let Search { values, sets } = search(rule);
        let row = Coins { rule, heads, len };
        prop_assert_eq!(
            row.value(),
            u32::from(values[heads as usize]),
            "{} {}",
            rule,
            row.letters()
        );
        let by_search: Vec<Turn> = (0..len)
            .filter(|r| heads & (1 << r) != 0)
            .flat_map(|r| &sets[r])
            .filter(|&&set| values[(heads ^ set) as usize] == 0)
            .map(|&set| Turn(set))
            .collect();
        prop_assert_eq!(row.winning_moves(), by_search, "{} {}", rule, row.letters());
        Ok(())
    }

    #[test]
    fn every_row_of_up_to_12_coins_agrees_with_the_search() {
        for rule in CoinRule::ALL {
            for len in 0..=12 {
                for heads in 0..1u32 << len {
                    check_row(rule, heads, len).unwrap();
                }
            }
        }
    }

    proptest! {
        #[test]
        fn rows_of_13_to_16_coins_agree_with_the_search(len in 13..=SEARCHED, heads in any::<u32>(), rule in 0..4usize) {
            check_row(CoinRule::ALL[rule], heads & ((1 << len) - 1), len)?;
        }
    }

    #[test]
    fn the_legal_moves_are_exactly_the_sets_the_check_accepts() {
        for rule in CoinRule::ALL {
            for len in 0..=7 {
                for heads in 0..1u32 << len {
                    let row = Coins { rule, heads, len };
                    let legal = row.legal_moves();
                    for set in 1..1u32 << len {
                        let positions = Turn(set).positions();
                        let accepted = row.check(&positions).ok();
                        assert_eq!(accepted, legal.contains(&Turn(set)).then_some(Turn(set)));
                    }
                }
            }
        }
    }

    #[test]
    fn single_heads_are_worth_the_closed_forms() {
        let values = |rule: CoinRule| (1..=16).map(|n| rule.head_value(n)).collect::<Vec<_>>();
        assert_eq!(values(CoinRule::Turtles), (1..=16).collect::<Vec<_>>());
        assert_eq!(
            values(CoinRule::Mock),
            [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31]
        );
        assert_eq!(
            values(CoinRule::Ruler),
            [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
        );
        assert_eq!(values(CoinRule::Twins), (0..16).collect::<Vec<_>>());
        assert_eq!(CoinRule::Mock.head_value(32), 62);
        assert_eq!(CoinRule::Ruler.head_value(32), 32);
    }

    #[test]
    fn a_set_that_is_not_a_move_says_why() {
        let row = |rule, letters| Coins::parse(rule, letters).unwrap();
        let turtles = row(CoinRule::Turtles, "THTTH");
        assert_eq!(turtles.check(&[]), Err(TurnError::Empty));
        assert_eq!(
            turtles.check(&[0, 5]),
            Err(TurnError::OutOfRange {
                position: 0,
                len: 5
            })
        );
        assert_eq!(
            turtles.check(&[6]),
            Err(TurnError::OutOfRange {
                position: 6,
                len: 5
            })
        );
        assert_eq!(
            turtles.check(&[5, 5]),
            Err(TurnError::Repeated { position: 5 })
        );
        assert_eq!(
            turtles.check(&[1, 2, 5]),
            Err(TurnError::TooMany { count: 3, most: 2 })
        );
        assert_eq!(
            turtles.check(&[1, 4]),
            Err(TurnError::RightmostNotHeads { position: 4 })
        );
        assert_eq!(
            turtles.turn(&[5, 1]).map(|r| r.letters()),
            Ok("HHTTT".into())
        );
        let mock = row(CoinRule::Mock, "THTTH");
        assert_eq!(
            mock.check(&[1, 2, 3, 5]),
            Err(TurnError::TooMany { count: 4, most: 3 })
        );
        assert!(mock.check(&[1, 3, 5]).is_ok());
        let ruler = row(CoinRule::Ruler, "THTTH");
        assert_eq!(
            ruler.check(&[2, 4, 5]),
            Err(TurnError::NotConsecutive { after: 2, next: 4 })
        );
        assert_eq!(
            ruler.turn(&[3, 4, 5]).map(|r| r.letters()),
            Ok("THHHT".into())
        );
        let twins = row(CoinRule::Twins, "THTTH");
        assert_eq!(
            twins.check(&[5]),
            Err(TurnError::NotExactlyTwo { count: 1 })
        );
        assert_eq!(
            twins.check(&[1, 2, 5]),
            Err(TurnError::NotExactlyTwo { count: 3 })
        );
        assert!(twins.check(&[2, 5]).is_ok());
    }

    #[test]
    fn rows_are_read_from_letters_and_written_back() {
        let reading = Coins::read(CoinRule::Mock, "HTxH").unwrap();
        assert_eq!(reading.coins.letters(), "HTTH");
        assert_eq!(
            reading.problems,
            [CoinsError::Letter {
                position: 3,
                found: 'x'
            }]
        );
        assert_eq!(
            Coins::parse(CoinRule::Mock, "HTxH"),
            Err(CoinsError::Letter {
                position: 3,
                found: 'x'
            })
        );
        let long = "H".repeat(33);
        assert_eq!(
            Coins::read(CoinRule::Ruler, &long),
            Err(CoinsError::TooMany { count: 33 })
        );
        let full = Coins::parse(CoinRule::Mock, &"H".repeat(32)).unwrap();
        assert_eq!(full.len(), 32);
        assert_eq!(
            full.legal_moves().len(),
            // The rightmost, with none, one or two of the k coins on its left.
            (0..32usize)
                .map(|k| 1 + k + k * k.saturating_sub(1) / 2)
                .sum::<usize>()
        );
        assert_eq!("ruler".parse(), Ok(CoinRule::Ruler));
        assert_eq!(
            "rule".parse::<CoinRule>(),
            Err(UnknownCoinRule("rule".into()))
        );
        let row = Coins::parse(CoinRule::Turtles, "THTTHH").unwrap();
        assert_eq!(row.head_values(), [(2, 2), (5, 5), (6, 6)]);
        assert_eq!(row.value(), 2 ^ 5 ^ 6);
    }

    #[test]
    fn a_link_reads_the_rule_and_row_and_names_each_problem_keeping_the_rest() {
        let game: Game = "variant=coins&rule=mock&coins=THHT".parse().unwrap();
        assert_eq!(game.to_string(), "variant=coins&rule=mock&coins=THHT");
        assert_eq!(game.variant().position_key(), "coins");
        let reading = crate::read(&[("variant", "coins"), ("rule", "spin"), ("coins", "HXTH")]);
        assert_eq!(
            reading.problems,
            [
                ParseError::CoinRule(UnknownCoinRule("spin".into())),
                ParseError::Coins(CoinsError::Letter {
                    position: 2,
                    found: 'X'
                }),
            ]
        );
        assert!(reading.problems.iter().all(|p| !p.loses_position()));
        let kept = reading.game.expect("the row is kept");
        assert_eq!(kept.to_string(), "variant=coins&rule=turtles&coins=HTTH");
        let long = "T".repeat(33);
        let reading = crate::read(&[("variant", "coins"), ("coins", long.as_str())]);
        assert_eq!(reading.game, None);
        assert_eq!(
            reading.problems,
            [ParseError::Coins(CoinsError::TooMany { count: 33 })]
        );
        assert!(reading.problems[0].loses_position());
        // The Grundy view's rule= is not a coin rule: other games leave it alone.
        assert!(crate::read(&[("variant", "nim"), ("heaps", "3"), ("rule", "0.77")])
            .problems
            .is_empty());
    }

    #[test]
    fn a_turn_is_a_move_written_with_its_coins_and_a_set_that_is_not_is_refused_with_why() {
        let game: Game = "variant=coins&rule=twins&coins=THTH".parse().unwrap();
        let mv: Move = "c1.4".parse().unwrap();
        assert_eq!(mv, Move::Turn { coins: vec![1, 4] });
        assert_eq!(mv.to_string(), "c1.4");
        assert_eq!(
            game.apply(&mv).map(|after| after.to_string()),
            Ok("variant=coins&rule=twins&coins=HHTT".to_owned())
        );
        assert_eq!(
            game.apply(&Move::Turn { coins: vec![3] }),
            Err(MoveError::Turn(TurnError::NotExactlyTwo { count: 1 }))
        );
        assert_eq!(
            game.apply(&Move::Take { heap: 0, to: 0 }),
            Err(MoveError::WrongKind)
        );
        // Twins: a head on coin 1 alone has no move, so the game is over.
        let over: Game = "variant=coins&rule=twins&coins=HT".parse().unwrap();
        assert!(matches!(over.phase(), Phase::Over(_)));
        assert!(over.legal_moves().is_empty());
        assert_eq!(over.apply(&Move::Turn { coins: vec![1] }), Err(MoveError::GameOver));
        let analysis = game.analyze().unwrap();
        assert_eq!(game.stated_value(&analysis), Some(1 ^ 3));
    }

    #[test]
    fn practice_rows_and_presets_always_have_a_move() {
        let mut rng = SplitMix64::new(5);
        for level in Level::ALL {
            for _ in 0..200 {
                let row = Coins::practice(level, &mut rng);
                assert!(row.has_move(), "{}", row.letters());
            }
        }
        for preset in Coins::presets() {
            assert!(preset.has_move());
            assert_eq!(preset.analyze().outcome, Outcome::NextPlayerWins);
        }
        assert_eq!(Coins::presets().len(), 5);
    }
}
