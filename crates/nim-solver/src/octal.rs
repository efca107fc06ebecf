//! Octal games, subtraction games and Grundy's game: their rules by code, their Grundy sequences
//! (naive mex and the sparse-space method) and proven periods (Guy–Smith).
//!
//! Memory: a sequence to `N` is one byte per value while every value is below 256 (most octal
//! games; Grundy's game below heap 7,250,049, whose value is 256), two below 65,536, four above
//! ([`Values`]); the sparse-space method adds its list of rare positions and its tables of marks,
//! counts and witnesses, an entry per possible value ([`sequence_bytes`]).

mod storage;

use storage::{widen, width_limit, WIDTHS};
pub use storage::{Value, Values, ValuesRef};

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use thiserror::Error;

/// Most digits after the point a code may have, unless it is a subtraction game's.
pub const MAX_CODE_DIGITS: usize = 16;

/// Largest number a subtraction set may hold.
pub const MAX_SUBTRACTION: u32 = 31;

/// Most digits after the point a subtraction game's code (digits 0 and 3) may have: one per
/// take a set may hold, so every set within `1..=MAX_SUBTRACTION` has its code.
pub const MAX_SUBTRACTION_DIGITS: usize = MAX_SUBTRACTION as usize;

/// Values the naive mex's `u16` sequence can hold; a mex reaching this is refused.
const VALUE_LIMIT: usize = 1 << 16;

/// An octal game `0.d1d2…`: removing `i` tokens may leave no heap (bit 1 of `d_i`), one non-empty
/// heap (bit 2), or two non-empty heaps (bit 4); written `4.d1d2…`, a move may also split a heap
/// into two non-empty heaps without removing any (`d_0 = 4`, as the published tables write it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OctalCode {
    /// `d_0`: 0, or 4 for a free split.
    before: u8,
    digits: [u8; MAX_SUBTRACTION_DIGITS],
    len: u8,
}

/// The digits a code may have before its point: removing no token may leave two heaps (4) or not (0).
pub const BEFORE_POINT: [u8; 2] = [0, 4];

impl OctalCode {
    /// The code `0.d1d2…` of the given digits, checked (each 0..=7, 1 to [`MAX_CODE_DIGITS`] of
    /// them, or up to [`MAX_SUBTRACTION_DIGITS`] for a subtraction game's code).
    pub fn new(digits: &[u8]) -> Result<OctalCode, RuleError> {
        OctalCode::with_before_point(0, digits)
    }

    /// The code `d0.d1d2…`, `d0` one of [`BEFORE_POINT`], checked as [`OctalCode::new`] checks.
    pub fn with_before_point(before: u8, digits: &[u8]) -> Result<OctalCode, RuleError> {
        if !BEFORE_POINT.contains(&before) {
            return Err(RuleError::BeforePoint {
                digit: char::from(b'0' + before.min(9)),
            });
        }
        if digits.is_empty() {
            return Err(RuleError::NoDigits);
        }
        if let Some(position) = digits.iter().position(|&digit| digit > 7) {
            return Err(RuleError::NotOctal {
                digit: char::from(b'0' + digits[position].min(9)),
                position: position + 1,
            });
        }
        let subtraction =
            before == 0 && digits.last() == Some(&3) && digits.iter().all(|&d| d == 0 || d == 3);
        let limit = if subtraction {
            MAX_SUBTRACTION_DIGITS
        } else {
            MAX_CODE_DIGITS
        };
        if digits.len() > limit {
            return Err(RuleError::TooManyDigits {
                count: digits.len(),
            });
        }
        let mut code = OctalCode {
            before,
            digits: [0; MAX_SUBTRACTION_DIGITS],
            len: digits.len() as u8,
        };
        code.digits[..digits.len()].copy_from_slice(digits);
        Ok(code)
    }

    /// `d_0`, the digit before the point: 4 when a heap may be split without removing any.
    pub fn before_point(&self) -> u8 {
        self.before
    }

    /// The digits after the point: `digits()[i - 1]` is `d_i`.
    pub fn digits(&self) -> &[u8] {
        &self.digits[..usize::from(self.len)]
    }

    /// The subtraction set this code is, if every digit is 0 or 3 and the last is 3.
    pub fn subtraction_set(&self) -> Option<SubtractionSet> {
        let digits = self.digits();
        if self.before != 0
            || digits.last() != Some(&3)
            || digits.iter().any(|&digit| digit != 0 && digit != 3)
        {
            return None;
        }
        let takes = (1..=digits.len() as u32)
            .filter(|&take| digits[take as usize - 1] == 3)
            .collect();
        Some(SubtractionSet { takes })
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.before)?;
        for digit in self.digits() {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

/// A subtraction game's set: a move takes `s` tokens from one heap, `s` in the set.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    /// Sorted, distinct, each in `1..=MAX_SUBTRACTION`.
    takes: Vec<u32>,
}

impl SubtractionSet {
    /// The set of `takes`, checked: not empty, no 0, no duplicates, none above [`MAX_SUBTRACTION`].
    pub fn new(takes: &[u32]) -> Result<SubtractionSet, SubtractionSetError> {
        if takes.is_empty() {
            return Err(SubtractionSetError::Empty);
        }
        let mut sorted = Vec::with_capacity(takes.len());
        for &take in takes {
            if take == 0 {
                return Err(SubtractionSetError::Zero);
            }
            if take > MAX_SUBTRACTION {
                return Err(SubtractionSetError::AboveLimit { take });
            }
            if sorted.contains(&take) {
                return Err(SubtractionSetError::Duplicate { take });
            }
            sorted.push(take);
        }
        sorted.sort_unstable();
        Ok(SubtractionSet { takes: sorted })
    }

    /// The numbers a move may take, ascending.
    pub fn takes(&self) -> &[u32] {
        &self.takes
    }

    /// The octal code of the same game, digit 3 (leave nothing or one heap) at each take.
    pub fn to_code(&self) -> OctalCode {
        let mut code = OctalCode {
            before: 0,
            digits: [0; MAX_SUBTRACTION_DIGITS],
            len: 1,
        };
        // Takes are within 1..=MAX_SUBTRACTION, checked by `new`: each has its digit.
        for &take in &self.takes {
            code.digits[take as usize - 1] = 3;
            code.len = code.len.max(take as u8);
        }
        code
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let takes: Vec<String> = self.takes.iter().map(u32::to_string).collect();
        f.write_str(&takes.join(","))
    }
}

/// Reads `1,2,3`.
impl FromStr for SubtractionSet {
    type Err = SubtractionSetError;

    fn from_str(text: &str) -> Result<SubtractionSet, SubtractionSetError> {
        if text.trim().is_empty() {
            return Err(SubtractionSetError::Empty);
        }
        let takes = text
            .split(',')
            .map(|entry| {
                entry
                    .trim()
                    .parse::<u32>()
                    .map_err(|_| SubtractionSetError::NotANumber {
                        entry: entry.to_owned(),
                    })
            })
            .collect::<Result<Vec<u32>, _>>()?;
        SubtractionSet::new(&takes)
    }
}

/// Why a subtraction set cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SubtractionSetError {
    /// No numbers at all.
    #[error("the subtraction set is empty")]
    Empty,
    /// A move must take at least one token.
    #[error("a subtraction set cannot hold 0: a move takes at least one token")]
    Zero,
    /// A number given twice.
    #[error("{take} is in the subtraction set twice")]
    Duplicate {
        /// The repeated number.
        take: u32,
    },
    /// A number above the limit.
    #[error("{take} is above {MAX_SUBTRACTION}, the largest a subtraction set may hold")]
    AboveLimit {
        /// The number.
        take: u32,
    },
    /// An entry that is not a whole number.
    #[error("{entry:?} is not a whole number")]
    NotANumber {
        /// The entry as written.
        entry: String,
    },
}

/// A heap game whose Grundy sequence the solver computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Rule {
    /// An octal game by its code.
    Octal(OctalCode),
    /// Grundy's game: split one heap into two heaps of different sizes.
    Grundy,
}

/// Named octal games, one name each: the name links, menus and the CLI write, and its code.
pub const PRESETS: [(&str, &str); 4] = [
    ("kayles", "0.77"),
    ("dawson", "0.07"),
    ("guiles", "0.15"),
    ("dawson-chess", "0.137"),
];

/// Other names read for a preset: an alias and the preset's own name.
const ALIASES: [(&str, &str); 1] = [("dawsons-kayles", "dawson")];

impl Rule {
    /// The rule of a named game (see [`PRESETS`]), or `grundy`.
    pub fn named(name: &str) -> Option<Rule> {
        if name == "grundy" {
            return Some(Rule::Grundy);
        }
        let name = ALIASES
            .iter()
            .find(|(alias, _)| *alias == name)
            .map_or(name, |(_, preset)| preset);
        PRESETS
            .iter()
            .find(|(preset, _)| *preset == name)
            .and_then(|(_, code)| code.parse().ok())
    }

    /// The name [`PRESETS`] gives this rule, or `grundy`, if any.
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Rule::Grundy => Some("grundy"),
            Rule::Octal(code) => PRESETS
                .iter()
                .find(|(_, text)| text.parse::<Rule>().ok() == Some(Rule::Octal(*code)))
                .map(|(name, _)| *name),
        }
    }

    /// The number of digits after the point (`t` of the periodicity theorem); 0 for Grundy's game.
    pub fn code_len(&self) -> usize {
        match self {
            Rule::Octal(code) => code.digits().len(),
            Rule::Grundy => 0,
        }
    }

    /// Every move from a heap of `n`, each once: what it leaves, one heap largest first, then two
    /// heaps (fewer tokens taken first, the smaller heap growing), then nothing.
    pub fn options(&self, n: usize) -> Vec<Leaves> {
        let moves = self.moves();
        // Takes are listed by digit, so what they leave comes largest first; a split's total
        // differs from every other take's, so no option repeats.
        let ones = moves
            .shrink
            .iter()
            .filter(|&&take| take < n)
            .map(|&take| Leaves::One(n - take));
        let twos = moves.splits.iter().flat_map(|split| {
            let rest = n.saturating_sub(split.take);
            split_pairs(rest, split.unequal).map(|(a, b)| Leaves::Two(a, b))
        });
        let mut options: Vec<Leaves> = ones.chain(twos).collect();
        if moves.clear.contains(&n) {
            options.push(Leaves::Nothing);
        }
        options
    }

    /// The moves of a heap of `n`, as the solver walks them.
    fn moves(&self) -> Moves {
        let mut moves = Moves::default();
        match self {
            Rule::Grundy => moves.splits.push(Split {
                take: 0,
                unequal: true,
            }),
            Rule::Octal(code) => {
                if code.before_point() == 4 {
                    moves.splits.push(Split {
                        take: 0,
                        unequal: false,
                    });
                }
                for (index, &digit) in code.digits().iter().enumerate() {
                    let take = index + 1;
                    if digit & 1 != 0 {
                        moves.clear.push(take);
                    }
                    if digit & 2 != 0 {
                        moves.shrink.push(take);
                    }
                    if digit & 4 != 0 {
                        moves.splits.push(Split {
                            take,
                            unequal: false,
                        });
                    }
                }
            }
        }
        moves
    }
}

/// What a move leaves of a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leaves {
    /// No heap: the move took it all.
    Nothing,
    /// One non-empty heap of this size.
    One(usize),
    /// Two non-empty heaps, the smaller first.
    Two(usize, usize),
}

impl Leaves {
    /// The Grundy value of what is left, given the values of smaller heaps.
    pub fn value(self, values: &[u16]) -> u16 {
        match self {
            Leaves::Nothing => 0,
            Leaves::One(a) => values[a],
            Leaves::Two(a, b) => values[a] ^ values[b],
        }
    }
}

/// `grundy`, or the code (`0.77` for Kayles).
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Grundy => f.write_str("grundy"),
            Rule::Octal(code) => code.fmt(f),
        }
    }
}

/// Reads a preset name (`kayles`), `grundy`, or a code (`0.77`).
impl FromStr for Rule {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Rule, RuleError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(RuleError::Empty);
        }
        if let Some(rule) = Rule::named(&text.to_ascii_lowercase()) {
            return Ok(rule);
        }
        let Some((before, digits)) = text.split_once('.').filter(|(before, _)| {
            before.len() == 1 && before.starts_with(|c: char| c.is_ascii_digit())
        }) else {
            return Err(if text.starts_with(|c: char| c.is_ascii_digit()) {
                RuleError::NoPoint {
                    text: text.to_owned(),
                }
            } else {
                RuleError::UnknownName {
                    text: text.to_owned(),
                }
            });
        };
        let before = before.as_bytes()[0] - b'0';
        // Past the longest code of all, before anything is allocated for a long text.
        if digits.chars().count() > MAX_SUBTRACTION_DIGITS {
            return Err(RuleError::TooManyDigits {
                count: digits.chars().count(),
            });
        }
        let digits = digits
            .chars()
            .enumerate()
            .map(|(index, digit)| match digit {
                '0'..='7' => Ok(digit as u8 - b'0'),
                _ => Err(RuleError::NotOctal {
                    digit,
                    position: index + 1,
                }),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        OctalCode::with_before_point(before, &digits).map(Rule::Octal)
    }
}

/// Why a rule cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// Nothing was given.
    #[error("the rule is empty: give a name such as kayles or grundy, or a code such as 0.77")]
    Empty,
    /// A code that does not start with a digit and a point.
    #[error("{text:?} is not a code: an octal code starts with \"0.\" (or \"4.\"), like 0.77")]
    NoPoint {
        /// The text as given.
        text: String,
    },
    /// Neither a known name nor a code.
    #[error(
        "{text:?} is not a rule: use kayles, dawson, guiles, dawson-chess, grundy or a code like 0.77"
    )]
    UnknownName {
        /// The text as given.
        text: String,
    },
    /// A digit before the point other than 0 or 4.
    #[error(
        "the code starts with {digit:?}: before the point comes 0, or 4 when a heap may also be \
         split in two without removing any"
    )]
    BeforePoint {
        /// The digit before the point.
        digit: char,
    },
    /// `0.` with nothing after it.
    #[error("the code has no digits after the point")]
    NoDigits,
    /// More digits than the limit.
    #[error(
        "the code has {count} digits after the point; at most {MAX_CODE_DIGITS} are allowed \
         ({MAX_SUBTRACTION_DIGITS} for a subtraction game's code, of digits 0 and 3)"
    )]
    TooManyDigits {
        /// Digits after the point.
        count: usize,
    },
    /// A digit outside 0..=7.
    #[error("digit {position} after the point is {digit:?}: an octal digit is 0 to 7")]
    NotOctal {
        /// The offending character.
        digit: char,
        /// Its place after the point, from 1.
        position: usize,
    },
}

/// Why a sequence cannot be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SequenceError {
    /// A value reached 65,536, beyond what a `u16` per value holds.
    #[error("the Grundy value of heap {heap} is 65536 or more, beyond what is stored")]
    ValueTooLarge {
        /// The heap.
        heap: usize,
    },
}

/// A split: take `take` tokens and leave two non-empty heaps (`unequal`: of different sizes).
#[derive(Clone, Copy, Debug)]
struct Split {
    take: usize,
    unequal: bool,
}

/// A rule's moves by kind.
#[derive(Clone, Debug, Default)]
struct Moves {
    /// Takes that may empty the heap (`n == take`).
    clear: Vec<usize>,
    /// Takes that may leave one non-empty heap.
    shrink: Vec<usize>,
    /// Takes that split the rest in two.
    splits: Vec<Split>,
}

impl Moves {
    /// Marks, with `stamp`, every value a heap of `n` reaches without splitting.
    fn mark_simple<V: Value>(&self, n: usize, values: &[V], marks: &mut [u32], stamp: u32) {
        if self.clear.contains(&n) {
            marks[0] = stamp;
        }
        for &take in self.shrink.iter().filter(|&&take| take < n) {
            marks[values[n - take].index()] = stamp;
        }
    }
}

/// The pairs `(a, rest - a)`, `1 <= a <= rest - a`, a split of `rest` may leave.
fn split_pairs(rest: usize, unequal: bool) -> impl Iterator<Item = (usize, usize)> {
    (1..=rest / 2)
        .map(move |a| (a, rest - a))
        .filter(move |&(a, b)| !unequal || a != b)
}

/// The smallest value not marked with `stamp`.
fn mex(marks: &[u32], stamp: u32) -> usize {
    marks
        .iter()
        .position(|&mark| mark != stamp)
        .unwrap_or(marks.len())
}

/// `g(0..=max)` by the mex over every option, O(max²): the test oracle.
pub fn naive_sequence(rule: &Rule, max: usize) -> Result<Vec<u16>, SequenceError> {
    let moves = rule.moves();
    let mut values: Vec<u16> = Vec::with_capacity(max + 1);
    let mut marks = vec![0u32; VALUE_LIMIT];
    for n in 0..=max {
        let stamp = n as u32 + 1;
        moves.mark_simple(n, &values, &mut marks, stamp);
        for split in &moves.splits {
            let Some(rest) = n.checked_sub(split.take) else {
                continue;
            };
            for (a, b) in split_pairs(rest, split.unequal) {
                marks[usize::from(values[a] ^ values[b])] = stamp;
            }
        }
        values.push(value_at(n, mex(&marks, stamp))?);
    }
    Ok(values)
}

fn value_at(heap: usize, value: usize) -> Result<u16, SequenceError> {
    u16::try_from(value).map_err(|_| SequenceError::ValueTooLarge { heap })
}

/// How positions are classed (Winning Ways ch. 4, "Sparse space spells speed"; Flammenkamp's
/// tables): a position `a` is *common* when `parity(g(a) & mask)`, flipped by `a`'s parity when
/// `flip` says so, is 1, and *rare* otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Classes {
    mask: u16,
    /// `Some(o)`: the domain form, the class also flips with `(a ^ o) & 1`.
    flip: Option<usize>,
}

impl Classes {
    fn common(self, position: usize, value: u32) -> bool {
        let parity = (value & u32::from(self.mask)).count_ones() & 1 == 1;
        let flip = self.flip.is_some_and(|offset| (position ^ offset) & 1 == 1);
        parity != flip
    }

    /// The parity (under the mask) of what two positions of the same class give by a split of
    /// `rest`: their flips cancel but for `rest`'s parity.
    fn same_class_parity(self, rest: usize) -> u32 {
        u32::from(self.flip.is_some() && rest & 1 == 1)
    }

    fn parity(self, value: usize) -> u32 {
        (value as u32 & u32::from(self.mask)).count_ones() & 1
    }
}

/// The classes that make the fewest rare positions among `1..values.len()`, from the counts of
/// each value at even and odd positions.
fn best_classes(counts: &[[u32; 2]], largest: u32) -> Classes {
    let bits = 32 - largest.leading_zeros();
    // Masks of up to 10 bits: enough for every table we know, and a bounded search.
    let masks = 1u32 << bits.min(10);
    let seen: Vec<(u32, [u32; 2])> = counts
        .iter()
        .enumerate()
        .filter(|(_, count)| count[0] + count[1] > 0)
        .map(|(value, count)| (value as u32, *count))
        .collect();
    let mut best = (
        u64::MAX,
        Classes {
            mask: 0,
            flip: None,
        },
    );
    for mask in 1..masks {
        for flip in [None, Some(0), Some(1)] {
            let classes = Classes {
                mask: mask as u16,
                flip,
            };
            let rare: u64 = seen
                .iter()
                .map(|&(value, count)| {
                    (0..2)
                        .filter(|&parity| !classes.common(parity, value))
                        .map(|parity| u64::from(count[parity]))
                        .sum::<u64>()
                })
                .sum();
            if rare < best.0 {
                best = (rare, classes);
            }
        }
    }
    best.1
}

/// Pairs split at once before the needed values are checked again.
const BLOCK: usize = 256;

/// Needed values few enough to be looked for by comparison instead of marking.
const FEW: usize = 4;

/// Pairs compared at once before the values looked for are checked again.
const CHUNK: usize = 256;

/// Pairs kept per value as witnesses.
const WITNESSES: usize = 4;

/// Values kept newest first in [`Recent`]: those the pairs a search reaches first read, each
/// kept twice (16 KB, in the first-level cache, at one byte a value).
const RECENT: usize = 1 << 13;

/// The last [`RECENT`] values newest first, each written twice, so that `g(m), g(m - 1), ...`
/// is one forward slice: a pair `(a, rest - a)` is then read from two forward slices, which the
/// compiler vectorises without the shuffles a reversed read costs.
struct Recent<V> {
    values: Vec<V>,
}

impl<V: Value> Recent<V> {
    fn new() -> Recent<V> {
        Recent {
            values: vec![V::default(); 2 * RECENT],
        }
    }

    fn slot(m: usize) -> usize {
        (RECENT - 1) - (m & (RECENT - 1))
    }

    fn push(&mut self, m: usize, value: V) {
        let slot = Self::slot(m);
        self.values[slot] = value;
        self.values[slot + RECENT] = value;
    }

    /// `g(top), g(top - 1), ...`, `len <= RECENT` of them, all among the last pushed.
    fn down_from(&self, top: usize, len: usize) -> &[V] {
        let slot = Self::slot(top);
        &self.values[slot..slot + len]
    }
}

/// What the search for the values splits give keeps from one heap to the next.
struct Search {
    /// `found[v] == stamp`: a pair gave `v` for the current heap.
    found: Vec<u32>,
    /// For each value, the last pairs of positions found to give it: most values come back with
    /// one of its members, and checking it costs two reads where a search costs a scan.
    witness: Vec<[[u32; 2]; WITNESSES]>,
    /// Per split, where the scan left off.
    starts: Vec<usize>,
}

/// Marks with `stamp` the value of every pair `(left[i], right[i])`.
fn mark_pairs<'a, V: Value>(
    found: &mut [u32],
    left: &[V],
    right: impl Iterator<Item = &'a V>,
    stamp: u32,
) {
    // A fixed length lets every index by a value skip its bounds check.
    let found = &mut found[..=V::LIMIT];
    let mut given = [V::default(); BLOCK];
    // The values first, vectorised; then the marks, one store each.
    for ((given, &l), &r) in given.iter_mut().zip(left).zip(right) {
        *given = l ^ r;
    }
    for &value in &given[..left.len().min(BLOCK)] {
        found[value.index()] = stamp;
    }
}

impl Search {
    fn new(splits: usize, limit: usize) -> Search {
        Search {
            found: vec![0; limit + 1],
            witness: vec![[[0, 0]; WITNESSES]; limit],
            starts: vec![1; splits],
        }
    }

    /// Removes from `needed` every value some split of a heap of `n` gives: the first pairs go
    /// in blocks, a block of each split in turn, each value marked in `found` without a branch,
    /// until few needed values are left; those few are tried on their witnesses, then compared
    /// against every remaining pair, a chunk of each split in turn, a loop the compiler
    /// vectorises. `recent` holds the values before `n`.
    // Out of line: see `sparse_sequence`.
    #[cfg_attr(not(target_family = "wasm"), inline(never))]
    fn strike_found<V: Value>(
        &mut self,
        moves: &Moves,
        n: usize,
        values: &[V],
        recent: &Recent<V>,
        needed: &mut Vec<usize>,
        stamp: u32,
    ) {
        let rests = moves.splits.iter().map(|split| {
            let rest = n.checked_sub(split.take).filter(|&rest| rest >= 2);
            // Grundy's game never splits into two equal heaps.
            rest.map(|rest| {
                (
                    rest,
                    if split.unequal {
                        (rest - 1) / 2
                    } else {
                        rest / 2
                    },
                )
            })
        });
        self.starts.fill(1);
        // A block of each split in turn: a value one split gives only far along, another often
        // gives near its start (0.376 scanned a whole split first for a fifth of its heaps).
        let mut marking = true;
        while marking && needed.len() > FEW {
            marking = false;
            for (start, rest) in self.starts.iter_mut().zip(rests.clone()) {
                let Some((rest, half)) = rest else { continue };
                if *start > half || needed.len() <= FEW {
                    continue;
                }
                marking = true;
                // Pairs `(a, rest - a)` with `a` below this have `rest - a` among the recent
                // values.
                let reach = (rest + 1 + RECENT).saturating_sub(n);
                let end = (*start + BLOCK).min(half + 1);
                let left = &values[*start..end];
                if end <= reach {
                    let right = recent.down_from(rest - *start, end - *start);
                    mark_pairs(&mut self.found, left, right.iter(), stamp);
                } else {
                    let right = values[rest + 1 - end..=rest - *start].iter().rev();
                    mark_pairs(&mut self.found, left, right, stamp);
                }
                keep_unfound(needed, &self.found[..=V::LIMIT], stamp);
                *start = end;
            }
        }
        needed.retain(|&value| {
            !moves.splits.iter().zip(rests.clone()).any(|(split, rest)| {
                let Some((rest, _)) = rest else { return false };
                self.witness[value]
                    .iter()
                    .map(|&[a, b]| [a as usize, b as usize])
                    .flat_map(|[a, b]| [(a, rest.wrapping_sub(a)), (rest.wrapping_sub(b), b)])
                    .any(|(p, q)| {
                        p >= 1
                            && q >= 1
                            && p < rest
                            && q < rest
                            && !(split.unequal && p == q)
                            && (values[p] ^ values[q]).index() == value
                    })
            })
        });
        // A chunk of each split in turn, as the blocks above.
        let mut comparing = true;
        while comparing && !needed.is_empty() {
            comparing = false;
            for (start, rest) in self.starts.iter_mut().zip(rests.clone()) {
                let Some((rest, half)) = rest else { continue };
                if *start > half || needed.is_empty() {
                    continue;
                }
                comparing = true;
                let reach = (rest + 1 + RECENT).saturating_sub(n);
                *start = compare_chunk(
                    values,
                    recent,
                    rest,
                    (*start, half, reach),
                    needed,
                    &mut self.witness,
                );
            }
        }
    }
}

/// Removes from `needed` every value marked with `stamp` in `found`, keeping the order: every
/// value is written back and the count moves by the test, as a branch on it would be mispredicted
/// about once a value (Grundy's game spent a sixth of its time here).
fn keep_unfound(needed: &mut Vec<usize>, found: &[u32], stamp: u32) {
    let mut kept = 0;
    for index in 0..needed.len() {
        let value = needed[index];
        needed[kept] = value;
        kept += usize::from(found[value] != stamp);
    }
    needed.truncate(kept);
}

/// Removes from `needed` (at most [`FEW`] values) every value a pair `(a, rest - a)` with
/// `start <= a <= half` gives among the next [`CHUNK`] of them, and returns where the chunk
/// ended; each pair found becomes its value's witness. Pairs with `a < reach` are read from
/// `recent`.
fn compare_chunk<V: Value>(
    values: &[V],
    recent: &Recent<V>,
    rest: usize,
    (start, half, reach): (usize, usize, usize),
    needed: &mut Vec<usize>,
    witness: &mut [[[u32; 2]; WITNESSES]],
) -> usize {
    // The blocks stop before `half` only once few values are left.
    debug_assert!(needed.len() <= FEW);
    let end = (start + CHUNK).min(half + 1);
    let left = &values[start..end];
    let chunk = Chunk { start, rest, left };
    if end <= reach {
        chunk.strike(
            recent.down_from(rest - start, end - start).iter(),
            needed,
            witness,
        );
    } else {
        let right = values[rest + 1 - end..=rest - start].iter().rev();
        chunk.strike(right, needed, witness);
    }
    end
}

/// Pairs `(start + i, rest - start - i)`, their smaller members' values `left`.
struct Chunk<'a, V> {
    start: usize,
    rest: usize,
    left: &'a [V],
}

impl<V: Value> Chunk<'_, V> {
    /// Removes from `needed` every value a pair gives, its larger member's value from `right`.
    fn strike<'b>(
        &self,
        right: impl Iterator<Item = &'b V> + Clone,
        needed: &mut Vec<usize>,
        witness: &mut [[[u32; 2]; WITNESSES]],
    ) {
        // One pass per value over the chunk, which stays in cache: each pass vectorises.
        needed.retain(|&value| {
            let Some(target) = V::of(value) else {
                return true;
            };
            let pairs = || self.left.iter().zip(right.clone());
            let given = pairs().fold(0u8, |given, (&l, &r)| given | u8::from(l ^ r == target));
            if given == 0 {
                return true;
            }
            if let Some(offset) = pairs().position(|(&l, &r)| l ^ r == target) {
                let a = self.start + offset;
                witness[value].rotate_right(1);
                witness[value][0] = [a as u32, (self.rest - a) as u32];
            }
            false
        });
    }
}

/// The bytes [`grundy_sequence_from`] holds for `g(0..=max)` stored `bytes` (1, 2 or 4) a value,
/// but for its rare positions (ten bytes each, few where the method pays): the values, and the
/// tables kept per possible value.
pub fn sequence_bytes(max: usize, bytes: usize) -> u64 {
    let limit = width_limit(bytes) as u64;
    // Marks (4 bytes a heap of a batch), finds (4), counts (8), witnesses (8 per pair).
    let per_value = (BATCH as u64 + 1) * (limit + 1) * 4 + limit * 8 + limit * WITNESSES as u64 * 8;
    // The recent values, twice over.
    let recent = 2 * RECENT as u64 * bytes as u64;
    bytes as u64 * (max as u64 + 1) + per_value + recent
}

/// `g(0..=max)` by the sparse-space method: the options of every pair with a rare member are
/// listed through the few rare positions; every value of the other parity is looked for among
/// the pairs (first on its witnesses) only until each one below the candidate is found, which is
/// soon. Exact for any classes (the classes only change the speed), re-chosen as the sequence
/// doubles; once a period is proven (at the first length the theorem accepts) the rest follows
/// from it. Agrees with [`naive_sequence`] (tested). A value of 65,536 or more is refused here;
/// [`grundy_sequence_from`] stores wider ones.
pub fn grundy_sequence(rule: &Rule, max: usize) -> Result<Vec<u16>, SequenceError> {
    grundy_sequence_with(rule, max, |_, _| {})
}

/// Heaps computed between two calls of a progress callback: often enough for a smooth bar, rare
/// enough to cost nothing.
pub const PROGRESS_STRIDE: usize = 4096;

/// [`grundy_sequence`], calling `progress(done, total)` with the values computed so far (`done`
/// of `total = max + 1`) every [`PROGRESS_STRIDE`] heaps, and once with `done == total` at the
/// end (also when a proven period fills the rest at once). Not called after an error.
pub fn grundy_sequence_with(
    rule: &Rule,
    max: usize,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<u16>, SequenceError> {
    let total = max + 1;
    let may_widen = |bytes, _| bytes <= 2;
    let values = grundy_sequence_from(rule, max, Values::default(), may_widen, |values, total| {
        progress(values.len(), total);
    })?;
    progress(total, total);
    Ok(values
        .to_u16()
        .expect("values of at most 2 bytes fit a u16"))
}

/// `g(0..=max)` as [`grundy_sequence`] computes it, continued from `start`, the first values of
/// the same rule's sequence (an earlier run's, stopped): exactly the values an uninterrupted run
/// gives, also where a period is proven (at the same length). The values are stored in the fewest
/// bytes their largest allows, widened as a value needs it where `may_widen(bytes, heap)` allows
/// `bytes` (2 or 4) a value from `heap` on (the values before it held in the narrower width at
/// the same time; `heap` 0 for a `start` already that wide): where it does not, a value is
/// [`SequenceError::ValueTooLarge`].
///
/// `observe(values, total)` is called with the values computed so far every [`PROGRESS_STRIDE`]
/// heaps computed here (none for the heaps `start` gives), which is where a caller draws its
/// progress or saves the values; not at the end, nor after an error. Values of `start` past `max`
/// are dropped.
///
/// Nothing but the values needs keeping: the classes, the rare positions and the period watch
/// are rebuilt by walking `start` as the run that computed it did, and the witnesses only
/// change the speed. Widening is the same walk: the values so far, copied wider, are a `start`.
pub fn grundy_sequence_from(
    rule: &Rule,
    max: usize,
    start: Values,
    mut may_widen: impl FnMut(usize, usize) -> bool,
    mut observe: impl FnMut(ValuesRef<'_>, usize),
) -> Result<Values, SequenceError> {
    let mut values = start.narrowest();
    values.truncate(max + 1);
    let bytes = values.bytes_per_value();
    if bytes > 1 && !may_widen(bytes, 0) {
        let limit = width_limit(bytes / 2) as u32;
        let heap = values.as_ref().each().position(|value| value >= limit);
        return Err(SequenceError::ValueTooLarge {
            heap: heap.unwrap_or(0),
        });
    }
    let observe: &mut dyn FnMut(ValuesRef<'_>, usize) = &mut observe;
    loop {
        // Each width runs until done, or until a value needs the next: then the values so far,
        // widened, are where the next width starts.
        let outgrown = match values {
            Values::U8(narrow) => match sparse_sequence(rule, max, narrow, observe) {
                Ok(done) => return Ok(Values::U8(done)),
                Err(prefix) => Values::U8(prefix),
            },
            Values::U16(narrow) => match sparse_sequence(rule, max, narrow, observe) {
                Ok(done) => return Ok(Values::U16(done)),
                Err(prefix) => Values::U16(prefix),
            },
            Values::U32(narrow) => match sparse_sequence(rule, max, narrow, observe) {
                Ok(done) => return Ok(Values::U32(done)),
                Err(prefix) => Values::U32(prefix),
            },
        };
        let heap = outgrown.len();
        let bytes = 2 * outgrown.bytes_per_value();
        if !WIDTHS.contains(&bytes) || !may_widen(bytes, heap) {
            return Err(SequenceError::ValueTooLarge { heap });
        }
        // The narrow values' room past `heap`, never written, is given back before the copy.
        values = match outgrown {
            Values::U8(mut narrow) => {
                narrow.shrink_to_fit();
                Values::U16(widen(narrow, max + 1))
            }
            Values::U16(mut narrow) => {
                narrow.shrink_to_fit();
                Values::U32(widen(narrow, max + 1))
            }
            Values::U32(_) => unreachable!("no width past 4 bytes"),
        };
    }
}

/// The sparse-space method itself in one width, from the values `start` gives; `observe` as
/// [`grundy_sequence_from`] gives it. `Err` holds the values before the first that `V` cannot
/// hold.
// Out of line, as the loops it calls: inlined, they compiled differently in the benchmarks
// than in the command line (0.376 took twice as long there). The wasm, built for size, inlines
// them (its Grundy worker is 2.3 kB smaller so).
#[cfg_attr(not(target_family = "wasm"), inline(never))]
fn sparse_sequence<V: Value>(
    rule: &Rule,
    max: usize,
    mut values: Vec<V>,
    observe: &mut dyn FnMut(ValuesRef<'_>, usize),
) -> Result<Vec<V>, Vec<V>> {
    let total = max + 1;
    let moves = rule.moves();
    values.truncate(total);
    values.reserve_exact(total - values.len());
    // Heaps below this are given: walked for the state they leave, not computed again.
    let known = values.len();
    // One table of marks per heap of a batch, each stamped with its heap.
    let mut listed_tables = vec![0u32; BATCH * (V::LIMIT + 1)];
    let mut batch: Option<Batch> = None;
    let mut search = Search::new(moves.splits.len(), V::LIMIT);
    let mut recent = Recent::new();
    let mut needed: Vec<usize> = Vec::new();
    let mut counts = vec![[0u32; 2]; V::LIMIT];
    // Everything is rare until the first choice of classes: correct, only slower.
    let mut classes = Classes {
        mask: 0,
        flip: None,
    };
    // Positions in 32 bits, as every heap is: half the bytes the loop over them reads.
    let mut rare: Vec<u32> = Vec::new();
    // The rare positions' values, beside them, so the loop over them reads one value per pair.
    let mut rare_values: Vec<V> = Vec::new();
    let mut largest = V::default();
    let mut next_choice = 64;
    let mut watch = PeriodWatch::new(rule);
    for n in 0..=max {
        let stamp = n as u32 + 1;
        if n == next_choice {
            classes = best_classes(&counts, largest.into());
            rare.clear();
            rare_values.clear();
            for (a, &value) in values[..n].iter().enumerate().skip(1) {
                if !classes.common(a, value.into()) {
                    rare.push(a as u32);
                    rare_values.push(value);
                }
            }
            next_choice *= 2;
        }
        let value = if n < known {
            values[n]
        } else {
            if n % PROGRESS_STRIDE == 0 && n > 0 {
                observe(V::view(&values), total);
            }
            // A batch never spans a new choice of classes, nor heaps given or past max.
            let end = next_choice.min(total);
            let rare_pairs = (&rare[..], &rare_values[..]);
            let (slot, mark) = Batch::slot(
                &mut batch,
                (n, end),
                &moves,
                &values,
                rare_pairs,
                &mut listed_tables,
            );
            let listed = &mut listed_tables[slot * (V::LIMIT + 1)..(slot + 1) * (V::LIMIT + 1)];
            // A fixed length lets every index by a value skip its bounds check.
            let listed = &mut listed[..=V::LIMIT];
            moves.mark_simple(n, &values, listed, mark);
            let mut scanned_parities = [false; 2];
            for (index, split) in moves.splits.iter().enumerate() {
                let Some(rest) = n.checked_sub(split.take).filter(|&rest| rest >= 2) else {
                    continue;
                };
                scanned_parities[classes.same_class_parity(rest) as usize] = true;
                // Every pair with a rare member, through it: the mixed ones give every value of
                // the other parity, the rare pairs spare the search below. Those the batch
                // listed ahead are skipped.
                for range in Batch::left(batch.as_ref(), index, rare.len()) {
                    let rare = (&rare[range.clone()], &rare_values[range]);
                    mark_rare(listed, &values, rare, (rest, split.unequal), mark);
                }
            }
            // Every option is below the next power of two above the largest value so far.
            let bound = (largest.index() + 1).next_power_of_two().max(2);
            // The smallest value whose parity only mixed pairs give, and that none gave.
            let candidate = (0..bound)
                .find(|&value| {
                    !scanned_parities[classes.parity(value) as usize] && listed[value] != mark
                })
                .unwrap_or(bound);
            needed.clear();
            needed.extend(0..candidate);
            keep_unfound(&mut needed, listed, mark);
            search.strike_found(&moves, n, &values, &recent, &mut needed, stamp);
            let Some(value) = V::of(needed.first().copied().unwrap_or(candidate)) else {
                return Err(values);
            };
            values.push(value);
            value
        };
        largest = largest.max(value);
        recent.push(n, value);
        counts[value.index()][n & 1] += 1;
        if n > 0 && !classes.common(n, value.into()) {
            rare.push(n as u32);
            rare_values.push(value);
        }
        // A proven period gives every later value (Guy–Smith), also where no sparse space helps.
        if let Some(found) = watch.push(rule, &values[..=n]) {
            // Given values past here are the same as the period gives them.
            values.truncate(n + 1);
            for m in n + 1..=max {
                values.push(values[m - found.period]);
            }
            return Ok(values);
        }
    }
    Ok(values)
}

/// Heaps listed together: the pairs of their splits with a rare member are marked for all of them
/// in one pass over the rare positions, whose partners sit side by side in the values, so each
/// is read from one cache line instead of [`BATCH`].
const BATCH: usize = 8;

/// The batch of heaps `first..first + BATCH`, their marks of pairs with a rare member of
/// `ahead[split]` (two ranges of indexes into the list of rare positions) already made, every
/// mark of the batch stamped `first + 1`.
struct Batch {
    first: usize,
    ahead: Vec<[Range<usize>; 2]>,
}

impl Batch {
    /// Heap `n`'s place in the open batch and the stamp of its marks, opening one from `n` where
    /// its heaps all come before `end` (and every split leaves enough of them); without a batch,
    /// place 0 and stamp `n + 1`.
    fn slot<V: Value>(
        batch: &mut Option<Batch>,
        (n, end): (usize, usize),
        moves: &Moves,
        values: &[V],
        rare: (&[u32], &[V]),
        tables: &mut [u32],
    ) -> (usize, u32) {
        if let Some(open) = batch.as_ref().filter(|open| n < open.first + BATCH) {
            return (n - open.first, open.first as u32 + 1);
        }
        let most_take = moves
            .splits
            .iter()
            .map(|split| split.take)
            .max()
            .unwrap_or(0);
        let fits = n >= most_take + 2 * BATCH && n + BATCH <= end;
        *batch = fits.then(|| Batch::list_ahead(moves, n, values, rare, tables));
        (0, n as u32 + 1)
    }

    /// The ranges of the `count` rare positions that a heap of `batch` (if any) still lists
    /// through for split `index`: those the batch did not list ahead.
    fn left(batch: Option<&Batch>, index: usize, count: usize) -> [Range<usize>; 3] {
        let [first, second] = batch.map_or([0..0, 0..0], |open| open.ahead[index].clone());
        [0..first.start, first.end..second.start, second.end..count]
    }

    /// Opens the batch of heaps from `first`, all to be computed, marking for heap `first + j`
    /// (in `tables`' `j`-th table, stamped `first + 1`) the pairs `(a, rest - a)` of every split
    /// with `a` rare, at least [`BATCH`] (so `rest - a` is below `first`) and below the first
    /// heap's `rest` (so `rest - a` is a heap), but for the halves of a split into unequal heaps.
    /// A rare position every split lists is listed for all of them at once.
    // Out of line: see `sparse_sequence`.
    #[cfg_attr(not(target_family = "wasm"), inline(never))]
    fn list_ahead<V: Value>(
        moves: &Moves,
        first: usize,
        values: &[V],
        (rare, rare_values): (&[u32], &[V]),
        tables: &mut [u32],
    ) -> Batch {
        let mut ahead = Vec::with_capacity(moves.splits.len());
        // A fixed length lets the constant offsets of the tables skip their bounds checks.
        let tables = &mut tables[..BATCH * (V::LIMIT + 1)];
        // One stamp for the batch keeps it in a register.
        let stamp = first as u32 + 1;
        let index = |a: usize| rare.partition_point(|&rare| (rare as usize) < a);
        for split in &moves.splits {
            let rest = first - split.take;
            let low = index(BATCH);
            let high = index(rest).max(low);
            // The halves of the batch's `rest`s, left to each heap, which skips its own.
            let (skip_from, skip_to) = if split.unequal {
                (
                    index(rest / 2).max(low),
                    index((rest + BATCH - 1) / 2 + 1).min(high),
                )
            } else {
                (high, high)
            };
            ahead.push([low..skip_from, skip_to.max(skip_from)..high]);
        }
        // The rare positions every split lists, all splits at once: their partners of one
        // position sit in one cache line, read once for all of them.
        let shared = ahead.iter().map(|[below, _]| below.end).min().unwrap_or(0);
        let low = ahead.first().map_or(0, |[below, _]| below.start);
        let rests: Vec<usize> = moves
            .splits
            .iter()
            .map(|split| first - split.take)
            .collect();
        let mark = |tables: &mut [u32], rest: usize, a: u32, value: V| {
            let base = rest - a as usize;
            // One bounds check for the batch.
            let Ok(larger) = <&[V; BATCH]>::try_from(&values[base..base + BATCH]) else {
                unreachable!("a slice of BATCH values");
            };
            for (j, index) in value.xor_each(larger).into_iter().enumerate() {
                tables[j * (V::LIMIT + 1) + index] = stamp;
            }
        };
        let both = low..shared.max(low);
        for (&a, &value) in rare[both.clone()].iter().zip(&rare_values[both.clone()]) {
            for &rest in &rests {
                mark(tables, rest, a, value);
            }
        }
        for (ranges, &rest) in ahead.iter().zip(&rests) {
            let [below, above] = ranges.clone();
            for range in [both.end.max(below.start)..below.end, above] {
                for (&a, &value) in rare[range.clone()].iter().zip(&rare_values[range]) {
                    mark(tables, rest, a, value);
                }
            }
        }
        Batch { first, ahead }
    }
}

/// Marks with `stamp` the value of every pair `(a, rest - a)` a split of `rest` leaves, `a` one of
/// the rare positions (its value beside it); `unequal`: two equal halves are no option.
// Out of line: see `sparse_sequence`.
#[cfg_attr(not(target_family = "wasm"), inline(never))]
fn mark_rare<V: Value>(
    listed: &mut [u32],
    values: &[V],
    (rare, rare_values): (&[u32], &[V]),
    (rest, unequal): (usize, bool),
    stamp: u32,
) {
    // A fixed length lets every index by a value skip its bounds check.
    let listed = &mut listed[..=V::LIMIT];
    let upto = rare.partition_point(|&a| (a as usize) < rest);
    // The pair of halves is skipped by a cut in the list, not by a test in the loop.
    let (below, above) = if unequal && rest % 2 == 0 {
        let half = rare[..upto].partition_point(|&a| (a as usize) < rest / 2);
        let skip = usize::from(rare.get(half).is_some_and(|&a| a as usize == rest / 2));
        (half, half + skip)
    } else {
        (upto, upto)
    };
    for range in [0..below, above..upto] {
        for (&a, &value) in rare[range.clone()].iter().zip(&rare_values[range]) {
            listed[(value ^ values[rest - a as usize]).index()] = stamp;
        }
    }
}

/// Watches a growing sequence for a period, so that it is proven at the first length the theorem
/// accepts (`2q + 2p + t`) rather than at the next look.
struct PeriodWatch {
    /// The code's digits after the point; `None` where the theorem does not apply.
    digits: Option<usize>,
    /// A period the tail has kept, with the preperiod it shows so far.
    guess: Option<Periodicity>,
    /// The length at which the tail is next looked at for a period.
    next_look: usize,
}

impl PeriodWatch {
    fn new(rule: &Rule) -> PeriodWatch {
        PeriodWatch {
            digits: matches!(rule, Rule::Octal(_)).then(|| rule.code_len()),
            guess: None,
            next_look: 0,
        }
    }

    /// Called after each value is added: the proven period, once there is one.
    fn push<V: Value>(&mut self, rule: &Rule, values: &[V]) -> Option<Periodicity> {
        let digits = self.digits?;
        let last = values.len() - 1;
        if let Some(guess) = self.guess {
            if values[last] != values[last - guess.period] {
                self.guess = None;
            } else if last >= 2 * guess.preperiod + 2 * guess.period + digits {
                return proven_period(rule, values);
            }
        }
        if last >= self.next_look {
            // Looks at every eighth more: each costs about one pass over the sequence.
            self.next_look = last + (last / 8).max(1);
            self.guess = self.guess.or_else(|| tail_period(values));
        }
        None
    }
}

/// The smallest period the last eighth (at least) of `values` keeps, with its preperiod so far.
fn tail_period<V: Value>(values: &[V]) -> Option<Periodicity> {
    let last = values.len().checked_sub(1)?;
    let shown = last - last / 8;
    first_kept(values, last / 2, |period| shown.saturating_sub(period))
}

/// The smallest `period <= most` whose preperiod is at most `latest(period)`, with that
/// preperiod: `latest` must not grow with the period.
///
/// Exactly the first `period` with `kept_since(values, period) <= latest(period)`, found faster:
/// a period is only scanned down to `latest` (the one returned is then scanned fully), and the
/// multiples of a period that fails are skipped as far as its last break shows them to fail.
fn first_kept<V: Value>(
    values: &[V],
    most: usize,
    latest: impl Fn(usize) -> usize,
) -> Option<Periodicity> {
    let last = values.len().checked_sub(1)?;
    // Periods that failed, each as (its next multiple, the period, how far its multiples fail),
    // the nearest next multiple first.
    let mut failed: BinaryHeap<Reverse<(usize, usize, usize)>> = BinaryHeap::new();
    for period in 1..=most {
        let mut skipped = false;
        while let Some(&Reverse((next, step, end))) = failed.peek() {
            if next > period {
                break;
            }
            failed.pop();
            skipped |= next == period;
            let after = (period / step + 1) * step;
            if after <= end {
                failed.push(Reverse((after, step, end)));
            }
        }
        if skipped {
            continue;
        }
        let bound = latest(period);
        let top = last - period;
        // Most periods break at the last value: that is settled here, without a call.
        let broken = if top >= bound && values[last] != values[top] {
            Some(top)
        } else {
            last_break(values, period, bound)
        };
        let Some(n) = broken else {
            // Kept down to the bound: the exact preperiod is the first break below it.
            let preperiod = kept_since(&values[..bound + period], period);
            return Some(Periodicity { period, preperiod });
        };
        // The break at `n` breaks every multiple that reaches it from the kept tail, and the
        // bound only falls as the period grows.
        let end = last - n;
        if end >= 2 * period {
            failed.push(Reverse((2 * period, period, end)));
        }
    }
    None
}

/// The largest `n >= lowest` with `g(n + period) != g(n)`, if any.
fn last_break<V: Value>(values: &[V], period: usize, lowest: usize) -> Option<usize> {
    let top = values.len().checked_sub(period)?;
    // `here[i]` and `ahead[i]` are `g(lowest + i)` and `g(lowest + i + period)`.
    let here = values.get(lowest..top)?;
    let ahead = &values[lowest + period..];
    let last_in = |here: &[V], ahead: &[V]| here.iter().zip(ahead).rposition(|(a, b)| a != b);
    // Most periods break within a few values, looked at one by one.
    let near = here.len().saturating_sub(16);
    if let Some(i) = last_in(&here[near..], &ahead[near..]) {
        return Some(lowest + near + i);
    }
    // A long stretch is compared a block at a time, vectorised.
    let mut end = near;
    for (block, block_ahead) in here[..near].rchunks(64).zip(ahead[..near].rchunks(64)) {
        end -= block.len();
        if block != block_ahead {
            return last_in(block, block_ahead).map(|i| lowest + end + i);
        }
    }
    None
}

/// The smallest `q` with `g(n + period) = g(n)` for every `q <= n <= N - period`.
fn kept_since<V: Value>(values: &[V], period: usize) -> usize {
    last_break(values, period, 0).map_or(0, |n| n + 1)
}

/// A sequence's period and preperiod: `g(n + period) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Periodicity {
    /// The period `p`.
    pub period: usize,
    /// The preperiod `q`: the last exception is `q - 1`.
    pub preperiod: usize,
}

/// The proven period of `values = g(0..=N)`: the smallest `p`, and for it the smallest `q`, with
/// `g(n + p) = g(n)` for all `q <= n <= N - p` and `N >= 2q + 2p + t` (`t` the code's digits).
/// By the Guy–Smith periodicity theorem (Winning Ways ch. 4) such a pattern holds for every `n`.
/// `None` for Grundy's game (no split takes tokens: the theorem does not apply) or when no
/// period is proven within `N`.
pub fn proven_period<V: Value>(rule: &Rule, values: &[V]) -> Option<Periodicity> {
    let Rule::Octal(_) = rule else {
        return None;
    };
    let last = values.len().checked_sub(1)?;
    let digits = rule.code_len();
    // The largest preperiod the theorem still accepts with this period, at this length.
    let latest = |period: usize| (last - 2 * period - digits) / 2;
    first_kept(values, last.checked_sub(digits)? / 2, latest)
}

/// How sparse a sequence's space is, as the published tables report it: the largest value, and
/// the rare positions among `0..=N` (heap 0 counted, as the tables do) under the classes that
/// make them fewest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sparseness {
    /// The largest value of the sequence.
    pub largest: u32,
    /// The first heap with the largest value.
    pub largest_at: usize,
    /// How many positions are rare.
    pub rare: usize,
    /// The last rare position, if any.
    pub last_rare: Option<usize>,
}

/// The [`Sparseness`] of `values = g(0..=N)`.
pub fn sparseness<V: Value>(values: &[V]) -> Sparseness {
    let largest = values.iter().copied().max().unwrap_or_default();
    let largest_at = values
        .iter()
        .position(|&value| value == largest)
        .unwrap_or(0);
    let mut counts = vec![[0u32; 2]; largest.index() + 1];
    for (position, &value) in values.iter().enumerate() {
        counts[value.index()][position & 1] += 1;
    }
    let classes = best_classes(&counts, largest.into());
    let mut rare = values
        .iter()
        .enumerate()
        .filter(|&(position, &value)| !classes.common(position, value.into()))
        .map(|(position, _)| position);
    let first = rare.next();
    let (count, last) = rare.fold(
        (usize::from(first.is_some()), first),
        |(count, _), position| (count + 1, Some(position)),
    );
    Sparseness {
        largest: largest.into(),
        largest_at,
        rare: count,
        last_rare: last,
    }
}

impl ValuesRef<'_> {
    /// [`proven_period`] of these values.
    pub fn proven_period(&self, rule: &Rule) -> Option<Periodicity> {
        match *self {
            ValuesRef::U8(values) => proven_period(rule, values),
            ValuesRef::U16(values) => proven_period(rule, values),
            ValuesRef::U32(values) => proven_period(rule, values),
        }
    }

    /// [`sparseness`] of these values.
    pub fn sparseness(&self) -> Sparseness {
        match *self {
            ValuesRef::U8(values) => sparseness(values),
            ValuesRef::U16(values) => sparseness(values),
            ValuesRef::U32(values) => sparseness(values),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rule(text: &str) -> Rule {
        text.parse().expect("a rule")
    }

    #[test]
    fn the_options_listed_give_the_naive_sequence_by_mex() {
        for text in [
            "kayles", "dawson", "guiles", "0.137", "0.56", "0.333", "0.4", "grundy",
        ] {
            let rule = rule(text);
            let values = naive_sequence(&rule, 40).expect("small values");
            for n in 0..=40 {
                let options = rule.options(n);
                let mut seen: Vec<u16> = options.iter().map(|o| o.value(&values)).collect();
                seen.sort_unstable();
                let mex = (0..=u16::MAX).find(|v| !seen.contains(v)).expect("a gap");
                assert_eq!(mex, values[n], "{text} at {n}: {options:?}");
                for option in options {
                    let left = match option {
                        Leaves::Nothing => 0,
                        Leaves::One(a) => a,
                        Leaves::Two(a, b) => {
                            assert!(0 < a && a <= b, "{text} at {n}: {option:?}");
                            a + b
                        }
                    };
                    assert!(left < n || (rule == Rule::Grundy && left == n));
                }
            }
        }
        assert_eq!(
            rule("kayles").options(3),
            vec![Leaves::One(2), Leaves::One(1), Leaves::Two(1, 1)]
        );
        assert_eq!(rule("0.07").options(2), vec![Leaves::Nothing]);
        assert_eq!(
            rule("grundy").options(6),
            vec![Leaves::Two(1, 5), Leaves::Two(2, 4)]
        );
    }

    #[test]
    fn names_codes_and_grundy_are_read_and_written() {
        assert_eq!(rule("kayles").to_string(), "0.77");
        assert_eq!(rule("dawson"), rule("0.07"));
        assert_eq!(rule("guiles"), rule("0.15"));
        assert_eq!(rule("grundy"), Rule::Grundy);
        assert_eq!(rule("0.77").name(), Some("kayles"));
        assert_eq!(rule("0.333").to_string(), "0.333");
    }

    #[test]
    fn four_before_the_point_splits_a_heap_without_removing_any() {
        let free = rule("4.0");
        assert_eq!(free.to_string(), "4.0");
        assert_eq!(free.options(4), [Leaves::Two(1, 3), Leaves::Two(2, 2)]);
        assert_eq!(free.options(1), []);
        // By hand: a heap of 1 cannot be split, and an even heap splits into two odd ones or two
        // equal ones (value 0), an odd one only into an odd and an even (value 1).
        let values = naive_sequence(&free, 100).expect("small values");
        assert_eq!(values[..8], [0, 0, 1, 0, 1, 0, 1, 0]);
        assert_eq!(grundy_sequence(&free, 100), Ok(values.clone()));
        assert_eq!(
            proven_period(&free, &values),
            Some(Periodicity {
                period: 2,
                preperiod: 1
            })
        );
        // 4.7 adds the takes of 0.7: one token, leaving nothing, one heap or two.
        let options = rule("4.7").options(3);
        assert_eq!(
            options,
            [Leaves::One(2), Leaves::Two(1, 2), Leaves::Two(1, 1)],
            "take one leaving one heap, split without taking, take one splitting"
        );
        let Rule::Octal(code) = rule("4.03") else {
            panic!("a code")
        };
        assert_eq!(code.before_point(), 4);
        assert_eq!(code.subtraction_set(), None, "4.03 is no subtraction game");
    }

    #[test]
    fn bad_rules_say_what_is_wrong() {
        let error = |text: &str| text.parse::<Rule>().unwrap_err();
        assert_eq!(error(""), RuleError::Empty);
        assert_eq!(
            error("0.78"),
            RuleError::NotOctal {
                digit: '8',
                position: 2
            }
        );
        assert!(matches!(error("77"), RuleError::NoPoint { .. }));
        assert!(matches!(error("12.7"), RuleError::NoPoint { .. }));
        assert_eq!(error("1.77"), RuleError::BeforePoint { digit: '1' });
        assert_eq!(error("5.7"), RuleError::BeforePoint { digit: '5' });
        assert_eq!(error("4."), RuleError::NoDigits);
        assert!(matches!(error("chess"), RuleError::UnknownName { .. }));
        assert_eq!(error("0."), RuleError::NoDigits);
        assert_eq!(
            error("0.12345671234567123"),
            RuleError::TooManyDigits { count: 17 }
        );
        assert!(error("0.78").to_string().contains("0 to 7"));
    }

    #[test]
    fn subtraction_sets_are_codes() {
        let error_of = |text: &str| text.parse::<Rule>().unwrap_err();
        let set = |text: &str| text.parse::<SubtractionSet>().expect("a set");
        let code = |text: &str| set(text).to_code().to_string();
        assert_eq!(code("1,2,3"), "0.333");
        assert_eq!(code("4,1,3"), "0.3033");
        let Rule::Octal(code) = rule("0.3033") else {
            panic!("an octal code")
        };
        assert_eq!(code.subtraction_set(), Some(set("1,3,4")));
        let Rule::Octal(kayles) = rule("kayles") else {
            panic!("an octal code")
        };
        assert_eq!(kayles.subtraction_set(), None);
        // A take above 16 makes a code longer than a typed one may be, and still a rule.
        let far = set("1,31").to_code();
        assert_eq!(far.digits().len(), 31);
        assert_eq!(rule(&far.to_string()), Rule::Octal(far));
        assert_eq!(
            error_of(&format!("0.{}", "3".repeat(32))),
            RuleError::TooManyDigits { count: 32 }
        );
        assert_eq!(
            error_of(&format!("0.{}7", "0".repeat(16))),
            RuleError::TooManyDigits { count: 17 }
        );
        let error = |text: &str| text.parse::<SubtractionSet>().unwrap_err();
        assert_eq!(error("1,0"), SubtractionSetError::Zero);
        assert_eq!(error("1,2,1"), SubtractionSetError::Duplicate { take: 1 });
        assert_eq!(error("32"), SubtractionSetError::AboveLimit { take: 32 });
        assert_eq!(error(""), SubtractionSetError::Empty);
        assert!(matches!(
            error("1,x"),
            SubtractionSetError::NotANumber { .. }
        ));
    }

    #[test]
    fn kayles_agrees_with_the_compile_time_table() {
        let values = grundy_sequence(&rule("kayles"), 600).expect("small values");
        for (len, &value) in values.iter().enumerate() {
            assert_eq!(u32::from(value), crate::kayles_grundy(len), "row of {len}");
        }
    }

    #[test]
    fn subtraction_game_one_two_three_counts_mod_four() {
        let values = grundy_sequence(&rule("0.333"), 40).expect("small values");
        assert!(values
            .iter()
            .enumerate()
            .all(|(n, &g)| usize::from(g) == n % 4));
    }

    #[test]
    fn grundy_game_starts_as_known() {
        // OEIS A002188.
        let values = grundy_sequence(&Rule::Grundy, 20).expect("small values");
        assert_eq!(
            values,
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }

    #[test]
    fn progress_counts_up_to_the_whole_sequence_and_changes_no_value() {
        for (text, max) in [
            ("0.56", 20_000),
            ("kayles", 20_000),
            ("grundy", 9000),
            ("0.7", 0),
        ] {
            let rule = rule(text);
            let mut calls = Vec::new();
            let values = grundy_sequence_with(&rule, max, |done, total| calls.push((done, total)));
            assert_eq!(values, grundy_sequence(&rule, max), "{text}");
            assert_eq!(
                calls.last(),
                Some(&(max + 1, max + 1)),
                "{text}: ends at the whole"
            );
            assert!(calls.iter().all(|&(_, total)| total == max + 1), "{text}");
            assert!(
                calls.windows(2).all(|pair| pair[0].0 < pair[1].0),
                "{text}: rising {calls:?}"
            );
        }
        // Kayles' period is proven at 256: the rest is filled at once, and said so at once.
        let mut calls = Vec::new();
        let _ = grundy_sequence_with(&rule("kayles"), 20_000, |done, total| {
            calls.push((done, total));
        });
        assert_eq!(calls, [(20_001, 20_001)]);
        // 0.56 has no period proven before 20,000: a call per stride, then the end.
        let mut calls = 0;
        let _ = grundy_sequence_with(&rule("0.56"), 20_000, |_, _| calls += 1);
        assert_eq!(calls, 20_000 / PROGRESS_STRIDE + 1);
    }

    /// [`grundy_sequence_from`] in `u16`, as the oracle gives them.
    fn resumed(
        rule: &Rule,
        max: usize,
        start: &[u16],
        mut observe: impl FnMut(usize, usize),
    ) -> Result<Vec<u16>, SequenceError> {
        grundy_sequence_from(
            rule,
            max,
            Values::from_u16(start.to_vec()),
            |_, _| true,
            |values, total| {
                observe(values.len(), total);
            },
        )
        .map(|values| values.to_u16().expect("small values"))
    }

    /// The first length at which `values` prove a period, if any.
    fn proof_length(rule: &Rule, values: &[u16]) -> Option<usize> {
        (0..values.len()).find(|&last| proven_period(rule, &values[..=last]).is_some())
    }

    #[test]
    fn a_run_resumed_from_any_prefix_gives_the_uninterrupted_values() {
        for (text, max) in [
            ("dawson", 700),
            ("dawson-chess", 700),
            ("kayles", 700),
            ("0.16", 3000),
            ("0.56", 3000),
            ("4.7", 700),
            ("grundy", 3000),
        ] {
            let rule = rule(text);
            let whole = grundy_sequence(&rule, max).expect("small values");
            let proof = proof_length(&rule, &whole);
            // Every cut near where the classes are chosen again or the period is proven, and
            // others spread between.
            let mut cuts: Vec<usize> = (0..=max + 1).step_by(max / 20).collect();
            for edge in [64, 128, 256, 512, 1024, 2048]
                .into_iter()
                .chain(proof)
                .chain([max, max + 1])
            {
                cuts.extend(edge.saturating_sub(1)..=(edge + 2).min(max + 1));
            }
            for cut in cuts {
                let resumed = resumed(&rule, max, &whole[..cut], |_, _| {});
                assert_eq!(resumed.as_ref(), Ok(&whole), "{text} cut at {cut}");
            }
        }
        let dawson = rule("dawson");
        assert!(proof_length(
            &dawson,
            &grundy_sequence(&dawson, 700).expect("small values")
        )
        .is_some());
        // Values given past `max` are dropped.
        let long = grundy_sequence(&dawson, 300).expect("small values");
        assert_eq!(
            resumed(&dawson, 100, &long, |_, _| {}),
            grundy_sequence(&dawson, 100)
        );
    }

    #[test]
    fn a_resumed_run_proves_its_period_where_the_uninterrupted_run_does() {
        // 0.127's period is proven at 93,167: the observer is called at every stride before it,
        // none after, resumed or not.
        let rule = rule("0.127");
        let max = 100_000;
        let mut calls = Vec::new();
        let whole = resumed(&rule, max, &[], |done, total| {
            calls.push((done, total));
        })
        .expect("small values");
        assert_eq!(calls.last(), Some(&(22 * PROGRESS_STRIDE, max + 1)));
        for cut in [
            3 * PROGRESS_STRIDE,
            20 * PROGRESS_STRIDE + 1,
            93_166,
            93_168,
        ] {
            let mut resumed_calls = Vec::new();
            let resumed = resumed(&rule, max, &whole[..cut], |done, total| {
                resumed_calls.push((done, total));
            });
            assert_eq!(resumed.as_ref(), Ok(&whole), "cut at {cut}");
            let expected: Vec<_> = calls
                .iter()
                .copied()
                .filter(|&(done, _)| done >= cut)
                .collect();
            assert_eq!(resumed_calls, expected, "cut at {cut}");
        }
    }

    #[test]
    fn sparseness_finds_the_classes_with_fewest_rare_positions() {
        // 1 and 2, at both parities, are common only under the mask 0b11: 0 (at 0) and 3 (at 7)
        // are rare.
        let values: [u16; 12] = [0, 1, 2, 2, 1, 1, 2, 3, 1, 2, 2, 1];
        assert_eq!(
            sparseness(&values),
            Sparseness {
                largest: 3,
                largest_at: 7,
                rare: 2,
                last_rare: Some(7),
            }
        );
        // Under the mask 0b1 flipped at even positions, heap 0's value 0 is common too.
        let none = sparseness(&[0u8, 1, 0, 1, 0]);
        assert_eq!((none.rare, none.last_rare), (0, None));
    }

    #[test]
    fn dawson_chess_is_dawsons_kayles_one_heap_along() {
        let chess = grundy_sequence(&rule("dawson-chess"), 2000).expect("small values");
        let dawson = grundy_sequence(&rule("dawson"), 2001).expect("small values");
        assert_eq!(chess[..], dawson[1..]);
    }

    #[test]
    fn values_are_stored_in_one_byte_until_one_needs_two() {
        // 4.44 first reaches 256 at heap 2861 (its naive mex says so).
        let rule = rule("4.44");
        let naive = naive_sequence(&rule, 4000).expect("small values");
        assert_eq!(naive.iter().position(|&value| value >= 256), Some(2861));
        let mut asked = Vec::new();
        let may_widen = |bytes, heap| {
            asked.push((bytes, heap));
            true
        };
        let stored = grundy_sequence_from(&rule, 4000, Values::default(), may_widen, |_, _| {});
        assert_eq!(asked, [(2, 2861)], "asked once, where 256 comes");
        assert_eq!(stored, Ok(Values::U16(naive.clone())));
        assert_eq!(grundy_sequence(&rule, 4000), Ok(naive.clone()));
        // Stopped at a byte a value, it says where.
        assert_eq!(
            grundy_sequence_from(&rule, 4000, Values::default(), |_, _| false, |_, _| {}),
            Err(SequenceError::ValueTooLarge { heap: 2861 })
        );
        // A start in one byte a value widens as a run from nothing does; one past the
        // widening comes in two bytes, and narrowed back where it fits.
        for cut in [0, 2000, 2861, 2862, 3500] {
            let start = Values::from_u16(naive[..cut].to_vec());
            assert_eq!(start.bytes_per_value(), if cut > 2861 { 2 } else { 1 });
            let two = |bytes, _| bytes <= 2;
            let resumed = grundy_sequence_from(&rule, 4000, start, two, |_, _| {});
            assert_eq!(resumed, Ok(Values::U16(naive.clone())), "cut at {cut}");
        }
        // Grundy's game to 3000 stays in a byte a value.
        let never = |_, _| false;
        let grundy = grundy_sequence_from(&Rule::Grundy, 3000, Values::default(), never, |_, _| {});
        assert!(matches!(grundy, Ok(Values::U8(_))));
    }

    #[test]
    fn every_width_gives_the_same_values() {
        for text in ["grundy", "0.56", "0.127", "4.7", "kayles"] {
            let rule = rule(text);
            let naive = naive_sequence(&rule, 3000).expect("small values");
            let mut observe = |_: ValuesRef<'_>, _| {};
            let bytes = sparse_sequence::<u8>(&rule, 3000, Vec::new(), &mut observe);
            let words = sparse_sequence::<u32>(&rule, 3000, Vec::new(), &mut observe);
            let narrow: Vec<u16> = bytes
                .expect("below 256")
                .into_iter()
                .map(u16::from)
                .collect();
            let wide: Vec<u16> = words.expect("any").into_iter().map(|v| v as u16).collect();
            assert_eq!(narrow, naive, "{text} in u8");
            assert_eq!(wide, naive, "{text} in u32");
        }
    }

    #[test]
    fn every_preset_agrees_with_the_naive_mex() {
        for text in [
            "kayles",
            "dawson",
            "guiles",
            "dawson-chess",
            "grundy",
            "0.56",
            "0.127",
        ] {
            let rule = rule(text);
            assert_eq!(
                grundy_sequence(&rule, 5000),
                naive_sequence(&rule, 5000),
                "{text}"
            );
        }
    }

    #[test]
    fn a_period_is_proven_at_the_first_length_the_theorem_accepts() {
        for text in [
            "kayles",
            "dawson",
            "dawson-chess",
            "guiles",
            "0.333",
            "0.15",
            "4.7",
        ] {
            let rule = rule(text);
            let values = naive_sequence(&rule, 3000).expect("small values");
            let first = (0..values.len())
                .find(|&last| proven_period(&rule, &values[..=last]).is_some())
                .expect("a period within 3000");
            let mut watch = PeriodWatch::new(&rule);
            let proven = (0..values.len()).find_map(|last| {
                watch
                    .push(&rule, &values[..=last])
                    .map(|found| (last, found))
            });
            assert_eq!(
                proven,
                Some((
                    first,
                    proven_period(&rule, &values[..=first]).expect("proven")
                )),
                "{text}"
            );
        }
    }

    #[test]
    fn known_periods_are_proven() {
        let period = |text: &str, max: usize| {
            let rule = rule(text);
            proven_period(&rule, &grundy_sequence(&rule, max).expect("small values"))
        };
        assert_eq!(
            period("kayles", 1000),
            Some(Periodicity {
                period: 12,
                preperiod: 71
            })
        );
        // Dawson's Kayles: last exception 52 (Winning Ways lists 51 for 0.137, one heap along).
        assert_eq!(
            period("dawson", 1000),
            Some(Periodicity {
                period: 34,
                preperiod: 53
            })
        );
        assert_eq!(
            period("dawson-chess", 1000),
            Some(Periodicity {
                period: 34,
                preperiod: 52
            })
        );
        assert_eq!(
            period("guiles", 1000),
            Some(Periodicity {
                period: 10,
                preperiod: 1
            })
        );
        assert_eq!(
            period("0.333", 100),
            Some(Periodicity {
                period: 4,
                preperiod: 0
            })
        );
        // Kayles needs N >= 2 * 71 + 2 * 12 + 2 = 168.
        assert_eq!(period("kayles", 167), None);
        assert!(period("kayles", 168).is_some());
        assert_eq!(period("grundy", 1000), None);
    }

    #[test]
    #[ignore = "slow in debug: cargo test -p nim-solver --release -- --ignored"]
    fn gangolli_plambeck_0_127_has_period_4_last_exception_46577() {
        let rule = rule("0.127");
        let values = grundy_sequence(&rule, 100_000).expect("small values");
        assert_eq!(
            proven_period(&rule, &values),
            Some(Periodicity {
                period: 4,
                preperiod: 46_578
            })
        );
    }

    #[test]
    #[ignore = "slow in debug: cargo test -p nim-solver --release -- --ignored"]
    fn grundys_game_to_2_21_has_the_published_sparse_space() {
        let values = grundy_sequence(&Rule::Grundy, 1 << 21).expect("small values");
        let sparse = sparseness(&values);
        assert_eq!(
            (sparse.largest, sparse.rare, sparse.last_rare),
            (231, 1274, Some(82_860))
        );
        assert_eq!(values.iter().position(|&value| value == 231), Some(763_622));
    }

    #[test]
    #[ignore = "slow in debug: cargo test -p nim-solver --release -- --ignored"]
    fn gangolli_plambeck_0_56_has_period_144() {
        let rule = rule("0.56");
        let values = grundy_sequence(&rule, 660_000).expect("small values");
        assert_eq!(
            proven_period(&rule, &values),
            Some(Periodicity {
                period: 144,
                preperiod: 326_640
            })
        );
    }

    #[test]
    #[ignore = "slow in debug: cargo test -p nim-solver --release -- --ignored"]
    fn sparse_agrees_with_naive_to_60000() {
        for text in ["0.56", "0.127", "0.376", "grundy"] {
            let rule = rule(text);
            assert_eq!(
                grundy_sequence(&rule, 60_000),
                naive_sequence(&rule, 60_000),
                "{text}"
            );
        }
    }

    /// The plain backward scan `kept_since` is checked against: the first break from the top.
    fn plain_kept_since(values: &[u16], period: usize) -> usize {
        (0..values.len().saturating_sub(period))
            .rev()
            .find(|&n| values[n + period] != values[n])
            .map_or(0, |n| n + 1)
    }

    /// `tail_period` by its definition: every period in turn, each scanned fully.
    fn plain_tail_period(values: &[u16]) -> Option<Periodicity> {
        let last = values.len().checked_sub(1)?;
        let shown = last - last / 8;
        (1..=last / 2).find_map(|period| {
            let preperiod = plain_kept_since(values, period);
            (preperiod <= shown.saturating_sub(period)).then_some(Periodicity { period, preperiod })
        })
    }

    /// `proven_period` by its definition: every period the length allows, each scanned fully.
    fn plain_proven_period(rule: &Rule, values: &[u16]) -> Option<Periodicity> {
        let Rule::Octal(_) = rule else {
            return None;
        };
        let last = values.len().checked_sub(1)?;
        let digits = rule.code_len();
        (1..)
            .take_while(|period| 2 * period + digits <= last)
            .find_map(|period| {
                let latest = (last - 2 * period - digits) / 2;
                let preperiod = plain_kept_since(values, period);
                (preperiod <= latest).then_some(Periodicity { period, preperiod })
            })
    }

    /// Every check of one sequence against the plain definitions.
    fn assert_agrees_with_plain_scans(rule: &Rule, values: &[u16]) -> Result<(), TestCaseError> {
        for period in [1, 2, 3, 4, 5, 7, 8, 12, values.len() / 2, values.len()] {
            prop_assert_eq!(
                kept_since(values, period),
                plain_kept_since(values, period),
                "period {}",
                period
            );
        }
        prop_assert_eq!(tail_period(values), plain_tail_period(values));
        prop_assert_eq!(
            proven_period(rule, values),
            plain_proven_period(rule, values)
        );
        Ok(())
    }

    #[test]
    fn periods_of_real_codes_are_those_of_the_plain_scans() {
        for text in [
            "kayles", "dawson", "guiles", "0.333", "0.15", "4.7", "0.56", "0.127", "0.376", "0.16",
            "grundy",
        ] {
            let rule = rule(text);
            let values = grundy_sequence(&rule, 2500).expect("small values");
            // Every length at first, where periods are guessed and proven, then a spread.
            for last in (0..700).chain((700..values.len()).step_by(37)) {
                assert_agrees_with_plain_scans(&rule, &values[..=last])
                    .unwrap_or_else(|error| panic!("{text} to {last}: {error}"));
            }
        }
    }

    fn any_code() -> impl Strategy<Value = OctalCode> {
        (
            proptest::sample::select(BEFORE_POINT.to_vec()),
            proptest::collection::vec(0u8..8, 1..=MAX_CODE_DIGITS),
        )
            .prop_map(|(before, digits)| {
                OctalCode::with_before_point(before, &digits).expect("octal digits")
            })
    }

    proptest! {
        #[test]
        fn rules_round_trip_through_their_text(code in any_code()) {
            let rule = Rule::Octal(code);
            prop_assert_eq!(rule.to_string().parse::<Rule>(), Ok(rule));
        }

        #[test]
        fn a_run_resumed_from_any_prefix_agrees_on_random_codes(
            code in any_code(),
            max in 0usize..400,
            cut in 0usize..=401,
        ) {
            let rule = Rule::Octal(code);
            let whole = grundy_sequence(&rule, max).expect("small values");
            let start = whole[..cut.min(whole.len())].to_vec();
            prop_assert_eq!(resumed(&rule, max, &start, |_, _| {}), Ok(whole));
        }

        #[test]
        fn grundys_game_agrees_with_naive_resumed_from_any_prefix(
            max in 0usize..2500,
            cut in 0usize..=2501,
        ) {
            let naive = naive_sequence(&Rule::Grundy, max).expect("small values");
            prop_assert_eq!(grundy_sequence(&Rule::Grundy, max), Ok(naive.clone()));
            let start = &naive[..cut.min(naive.len())];
            prop_assert_eq!(resumed(&Rule::Grundy, max, start, |_, _| {}), Ok(naive));
        }

        #[test]
        fn sparse_agrees_with_naive_on_random_codes(
            before in proptest::sample::select(BEFORE_POINT.to_vec()),
            digits in proptest::collection::vec(0u8..8, 1..=5),
        ) {
            let code = OctalCode::with_before_point(before, &digits).expect("octal digits");
            let rule = Rule::Octal(code);
            prop_assert_eq!(grundy_sequence(&rule, 700), naive_sequence(&rule, 700));
        }

        #[test]
        fn periods_are_those_of_the_plain_scans_on_almost_periodic_sequences(
            code in any_code(),
            preperiod in proptest::collection::vec(0u16..4, 0..60),
            pattern in proptest::collection::vec(0u16..4, 1..9),
            len in 0usize..500,
            exceptions in proptest::collection::vec((any::<prop::sample::Index>(), 0u16..4), 0..5),
        ) {
            // A random preperiod, then a random pattern repeated, with a few values changed.
            let mut values: Vec<u16> = preperiod
                .iter()
                .chain(pattern.iter().cycle())
                .copied()
                .take(len)
                .collect();
            if !values.is_empty() {
                for (at, value) in exceptions {
                    let at = at.index(values.len());
                    values[at] = value;
                }
            }
            let rule = Rule::Octal(code);
            assert_agrees_with_plain_scans(&rule, &values)?;
        }

        #[test]
        fn periods_are_those_of_the_plain_scans_on_random_sequences(
            code in any_code(),
            values in proptest::collection::vec(0u16..3, 0..300),
        ) {
            assert_agrees_with_plain_scans(&Rule::Octal(code), &values)?;
        }

        #[test]
        fn keep_unfound_keeps_in_order_what_retain_keeps(
            needed in proptest::collection::vec(0usize..64, 0..40),
            found in proptest::collection::vec(0u32..3, 64),
            stamp in 0u32..3,
        ) {
            let mut kept = needed.clone();
            keep_unfound(&mut kept, &found, stamp);
            let mut retained = needed;
            retained.retain(|&value| found[value] != stamp);
            prop_assert_eq!(kept, retained);
        }

        #[test]
        fn sparse_agrees_with_naive_on_codes_of_several_splits(
            digits in proptest::collection::vec(0u8..8, 2..=6)
                .prop_filter("two splits or more", |digits| {
                    digits.iter().filter(|&&digit| digit & 4 != 0).count() >= 2
                }),
            max in 600usize..1500,
        ) {
            // Long enough that the splits' blocks and chunks take turns past the first, and the
            // batches list the rare positions of every split at once.
            let rule = Rule::Octal(OctalCode::new(&digits).expect("octal digits"));
            prop_assert_eq!(grundy_sequence(&rule, max), naive_sequence(&rule, max));
        }

        #[test]
        fn subtraction_sets_round_trip_through_codes(
            takes in proptest::collection::btree_set(1u32..=MAX_SUBTRACTION, 1..6),
        ) {
            let takes: Vec<u32> = takes.into_iter().collect();
            let set = SubtractionSet::new(&takes).expect("a valid set");
            let code = set.to_code();
            prop_assert_eq!(code.subtraction_set(), Some(set));
            let rule = Rule::Octal(code);
            prop_assert_eq!(rule.to_string().parse::<Rule>(), Ok(rule));
        }
    }
}
