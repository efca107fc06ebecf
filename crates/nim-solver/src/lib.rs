//! Exact play for Nim and its variants: legal moves, outcomes, winning moves, explanations as data.
//!
//! Every variant answers the same questions through [`Game`]. Outcomes use the convention of the
//! source documents: `P` (the previous player wins) and `N` (the next player wins), where "the next
//! player" is the player who acts now; in Blocking Nim it is the *mover* (the player about to take
//! counters) in both phases of a turn, so `P` always means the blocker, who made the last move, wins.
#![warn(missing_docs)]

pub mod analyzers;
mod atlas;
mod breakdown;
mod diagram;
mod game;
mod games;
mod heaps;
mod kayles;
pub mod lasker;
mod nimber;
mod octal;
mod play;
mod practice;
mod rng;
mod search;
mod successors;
mod tables;
mod text;
mod turns;

pub use atlas::{compare, Comparison, Contradiction, Prediction};
pub use diagram::{
    Diagram, DiagramError, DiagramNode, Edge, EdgeKind, NodeCount, Reason, Step, COUNT_LIMIT,
    DIAGRAM_NODES,
};
pub use game::{Board, GameKind, Member, Rules, Shape, HEAPS_PER_MOVE};
pub use games::blocking::{blocking_theorem_applies, Blocking};
pub use games::circle::Circle;
pub use games::coins::{
    CoinRule, Coins, CoinsError, CoinsExplanation, CoinsReading, Turn, TurnError, UnknownCoinRule,
    MAX_COINS,
};
pub use games::corners::{
    corner_value, CornerMove, CornerMoveError, Corners, CornersError, CornersExplanation,
    CornersReading, GridCell, GRID_SIDE,
};
pub use games::fibonacci::{
    fibonacci_numbers, zeckendorf, Fibonacci, FibonacciExplanation, FibonacciTake,
};
pub use games::hackenbush::{
    preset_name, read_layout, vertices, write_layout, Branch, Chop, ChopError, ColonStep,
    Edge as HackenbushEdge, Fusion, Hackenbush, HackenbushExplanation, Layout, LayoutError,
    Picture, PictureComponent, PictureError, PictureExplanation, PictureReading, Vertex,
    LAYOUT_HEIGHT, LAYOUT_WIDTH, MAX_EDGES, MAX_VERTEX, NAMED as HACKENBUSH_NAMED,
    PRESETS as HACKENBUSH_PRESETS,
};
pub use games::misere::Misere;
pub use games::moore::{Moore, MooreExplanation, MooreStep};
pub use games::nim::Nim;
pub use games::pass::{
    pass_three_heap_p_positions, ListedFamily, Pass, PassFamily, Term, PASS_FAMILIES,
    PASS_LISTS_END,
};
pub use games::staircase::{is_odd_step, StairMove, Staircase, StaircaseExplanation};
pub use games::sum::{
    Knock, Part, PartError, PartRule, PartValue, SumExplanation, SumOfGames, MAX_PART_SIZE,
};
pub use games::wythoff::{Wythoff, WythoffExplanation, WythoffPair};
pub use games::{Game, Variant};
pub use kayles::kayles_grundy;
pub use nimber::{nim_inv, nim_inv_u32, nim_mul, nim_mul_u32, nim_product_table, Nimber};
pub use octal::{
    grundy_sequence, grundy_sequence_from, grundy_sequence_with, naive_sequence, proven_period,
    sequence_bytes, sparseness, Leaves, OctalCode, Periodicity, Rule, RuleError, SequenceError,
    Sparseness, SubtractionSet, SubtractionSetError, Value, Values, ValuesRef, MAX_CODE_DIGITS,
    MAX_SUBTRACTION, MAX_SUBTRACTION_DIGITS, PRESETS,
};
pub use practice::{
    practice_position, practice_questions, quiz_questions, random_play, Level, Question, QuizKind,
    QuizQuestion, MAX_QUESTIONS, QUIZ_QUESTIONS,
};
pub use rng::SplitMix64;
pub use search::LARGE_STATE_BUDGET;
pub use successors::Successor;
pub use tables::{
    each_p_pair_in_slice, each_p_position, p_positions, Family, Slice, SliceValues,
    MAX_TABLE_HEAPS, TABLE_BUDGET,
};
pub use text::{
    parse_heaps, parse_number, parse_ring, parse_steps, read, write_forbidden, write_heaps,
    write_ring, NumberProblem, ParseError, Position, Reading, UnknownVariant,
};
pub use turns::Player;

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// One action in a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Reduce heap `heap` (index from 0) to `to` counters (`to` < current size).
    Take {
        /// Heap index, from 0.
        heap: usize,
        /// The heap's new size.
        to: u32,
    },
    /// Nim*: use the game's single pass.
    Pass,
    /// Circle Nim: remove one marker, or two markers on adjacent places (`second` = `first` ± 1
    /// around the ring, both present).
    Remove {
        /// Index of a place on the ring.
        first: usize,
        /// The adjacent place, for a two-marker move.
        second: Option<usize>,
    },
    /// Blocking Nim, blocker's phase: forbid the mover's move `Take { heap, to }` for this turn.
    Forbid {
        /// Heap index of the forbidden move.
        heap: usize,
        /// New size of the forbidden move.
        to: u32,
    },
    /// Sums: take from part `heap` and leave two parts of the sizes `into`, in that order, in its
    /// place (Kayles knocking a middle pin, Grundy's game splitting a heap).
    Split {
        /// Index of the part, from 0.
        heap: usize,
        /// The two parts left.
        into: [u32; 2],
    },
    /// Wythoff's game: take `taken` counters from each of the two heaps.
    Both {
        /// Counters taken from each heap.
        taken: u32,
    },
    /// Moore's Nim: reduce each of two or more heaps, `(heap, to)` by heap index.
    Several {
        /// Each heap taken from and its new size.
        takes: Vec<(usize, u32)>,
    },
    /// Coin-turning games: turn over these coins (positions from 1, left to right), the
    /// rightmost from heads to tails.
    Turn {
        /// The positions turned, from 1.
        coins: Vec<usize>,
    },
    /// Turning Corners: turn the four corners of the rectangle from `heads` (heads to tails) to
    /// `other`, below it in both coordinates (from 0).
    Corner {
        /// The corner turned from heads to tails, `(x, y)`.
        heads: GridCell,
        /// The opposite corner, `(a, b)` with `a < x` and `b < y`.
        other: GridCell,
    },
    /// Green Hackenbush: chop this edge (by its index in `edges=`, from 0).
    Chop {
        /// The edge's index.
        edge: usize,
    },
}

impl Move {
    /// Whether the move hands the turn to the other player (every move but a forbid).
    pub fn ends_turn(&self) -> bool {
        !matches!(self, Move::Forbid { .. })
    }

    /// Circle Nim: whether the move takes the marker at `place`.
    pub fn removes(&self, place: usize) -> bool {
        matches!(*self, Move::Remove { first, second } if first == place || second == Some(place))
    }
}

/// A move's text, the one notation of saved games: `t0-3` (heap 0 to 3), `f0-3` (forbid it),
/// `p` (pass), `r4` or `r4-5` (ring places; no `+`, which links read as a space), `s1-3-4` (part 1
/// split into 3 and 4), `b2` (2 from both heaps), `m0-3.2-1` (heap 0 to 3 and heap 2 to 1); heaps
/// and places count from 0; `c2.5` (turn coins 2 and 5: coins count from 1, as in `coins=`);
/// `g3:3-2:1` (the rectangle from the head at 3:3 to 2:1, cells as in `heads=`);
/// `e3` (chop edge 3, from 0 as in `edges=`).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Take { heap, to } => write!(f, "t{heap}-{to}"),
            Move::Forbid { heap, to } => write!(f, "f{heap}-{to}"),
            Move::Pass => f.write_str("p"),
            Move::Split { heap, into: [a, b] } => write!(f, "s{heap}-{a}-{b}"),
            Move::Both { taken } => write!(f, "b{taken}"),
            Move::Several { ref takes } => {
                f.write_str("m")?;
                for (index, (heap, to)) in takes.iter().enumerate() {
                    let dot = if index == 0 { "" } else { "." };
                    write!(f, "{dot}{heap}-{to}")?;
                }
                Ok(())
            }
            Move::Turn { ref coins } => {
                let positions: Vec<String> = coins.iter().map(usize::to_string).collect();
                write!(f, "c{}", positions.join("."))
            }
            Move::Corner { heads, other } => {
                write!(f, "g{}:{}-{}:{}", heads.0, heads.1, other.0, other.1)
            }
            Move::Chop { edge } => write!(f, "e{edge}"),
            Move::Remove {
                first,
                second: None,
            } => write!(f, "r{first}"),
            Move::Remove {
                first,
                second: Some(second),
            } => write!(f, "r{first}-{second}"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Move, ParseError> {
        let bad = || ParseError::UnknownPart(text.to_owned());
        let number = |digits: &str| parse_number(digits).map_err(|_| bad());
        let pair = |rest: &str| -> Result<(usize, u32), ParseError> {
            let (heap, to) = rest.split_once('-').ok_or_else(bad)?;
            Ok((number(heap)? as usize, number(to)?))
        };
        let (kind, rest) = text.split_at(text.chars().next().map_or(0, char::len_utf8));
        match kind {
            "t" => pair(rest).map(|(heap, to)| Move::Take { heap, to }),
            "f" => pair(rest).map(|(heap, to)| Move::Forbid { heap, to }),
            "p" if rest.is_empty() => Ok(Move::Pass),
            "b" => Ok(Move::Both {
                taken: number(rest)?,
            }),
            "m" => Ok(Move::Several {
                takes: rest.split('.').map(pair).collect::<Result<_, _>>()?,
            }),
            "c" => Ok(Move::Turn {
                coins: rest
                    .split('.')
                    .map(|position| number(position).map(|p| p as usize))
                    .collect::<Result<_, _>>()?,
            }),
            "g" => {
                let cell = |text: &str| -> Result<GridCell, ParseError> {
                    let (x, y) = text.split_once(':').ok_or_else(bad)?;
                    Ok((number(x)? as usize, number(y)? as usize))
                };
                let (heads, other) = rest.split_once('-').ok_or_else(bad)?;
                Ok(Move::Corner {
                    heads: cell(heads)?,
                    other: cell(other)?,
                })
            }
            "e" => Ok(Move::Chop {
                edge: number(rest)? as usize,
            }),
            "s" => {
                let (heap, into) = rest.split_once('-').ok_or_else(bad)?;
                let (heap, (a, b)) = (number(heap)? as usize, pair(into)?);
                Ok(Move::Split {
                    heap,
                    into: [a as u32, b],
                })
            }
            "r" => match rest.split_once('-') {
                Some((first, second)) => Ok(Move::Remove {
                    first: number(first)? as usize,
                    second: Some(number(second)? as usize),
                }),
                None => Ok(Move::Remove {
                    first: number(rest)? as usize,
                    second: None,
                }),
            },
            _ => Err(bad()),
        }
    }
}

/// Who wins from a position with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// `P`: the previous player (who just moved) wins.
    PreviousPlayerWins,
    /// `N`: the next player (who acts now) wins.
    NextPlayerWins,
}

/// Who acts now in a game whose turns have more than one phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The player to move takes counters (or markers, or passes).
    Move,
    /// Blocking Nim: the blocker still has `remaining` moves to forbid before the mover moves.
    Block {
        /// Forbids still to be made this turn.
        remaining: u32,
    },
    /// The game is over.
    Over(GameEnd),
}

/// Why a game ended. The player who would act next has lost in every case but misère's, where
/// they have won (the opponent took the last counter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameEnd {
    /// Nothing left to take; the player to move has no move and loses.
    NoMovesLeft,
    /// Misère: the opponent took the last counter, so the player to move has won.
    LastCounterTaken,
    /// Blocking Nim: every move the mover had was forbidden; the mover loses.
    AllMovesBlocked,
}

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Strength {
    /// Always a winning move when there is one.
    Perfect,
    /// Usually a winning move; sometimes a random legal one.
    Strong,
    /// Often a random legal move.
    Casual,
}

/// Why a move cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The heap index does not exist.
    #[error("there is no heap {heap}: the position has {heaps} heaps")]
    NoSuchHeap {
        /// The index asked for.
        heap: usize,
        /// How many heaps there are.
        heaps: usize,
    },
    /// A move must take at least one counter.
    #[error("heap {heap} has {size} counters: it cannot become {to}")]
    NotSmaller {
        /// Heap index.
        heap: usize,
        /// Its current size.
        size: u32,
        /// The size asked for.
        to: u32,
    },
    /// The ring place does not exist.
    #[error("there is no place {place}: the ring has {places} places")]
    NoSuchPlace {
        /// The index asked for.
        place: usize,
        /// How many places the ring has.
        places: usize,
    },
    /// The ring place is already empty.
    #[error("place {place} has no marker")]
    EmptyPlace {
        /// The index asked for.
        place: usize,
    },
    /// Two markers taken together must be neighbours on the ring.
    #[error("places {first} and {second} are not next to each other")]
    NotAdjacent {
        /// First place.
        first: usize,
        /// Second place.
        second: usize,
    },
    /// The pass was used already.
    #[error("the pass has already been used")]
    PassUsed,
    /// Passing is never allowed when every heap is empty.
    #[error("no pass when every heap is empty")]
    PassOnEmpty,
    /// The move was forbidden this turn by the blocker.
    #[error("the move to {to} in heap {heap} is forbidden this turn")]
    Forbidden {
        /// Heap index.
        heap: usize,
        /// New size.
        to: u32,
    },
    /// The move is already forbidden.
    #[error("the move to {to} in heap {heap} is already forbidden")]
    AlreadyForbidden {
        /// Heap index.
        heap: usize,
        /// New size.
        to: u32,
    },
    /// The kind of move does not belong to this variant or to this phase of the turn.
    #[error("that kind of move is not possible now")]
    WrongKind,
    /// A sum's part cannot become that by its game's rule.
    #[error("part {heap} of {size} cannot become that by its game's rule")]
    NotInRule {
        /// Part index.
        heap: usize,
        /// Its size.
        size: u32,
    },
    /// A part of an octal game, read as a row, cannot lose that run of neighbouring tokens: its
    /// code's digit for the run's length lacks the bit for what the run leaves.
    #[error("part {heap} ({rule}) cannot lose {removed} neighbouring tokens leaving {heaps} heaps: digit {removed} of its code is {digit}")]
    NotInCode {
        /// Part index.
        heap: usize,
        /// Its game.
        rule: PartRule,
        /// The tokens the run holds.
        removed: u32,
        /// The heaps left: 0 (the whole row), 1 (a run at an end) or 2 (a run inside).
        heaps: u8,
        /// The code's digit for `removed` (0 beyond its last digit).
        digit: u8,
    },
    /// Wythoff's game: a move from both heaps takes at least one counter and at most the smaller
    /// heap.
    #[error("{taken} cannot be taken from both heaps: take 1 to {most}")]
    NotFromBoth {
        /// The counters asked for.
        taken: u32,
        /// The smaller heap.
        most: u32,
    },
    /// Fibonacci Nim: a take beyond the limit (twice the previous take; not all on the first).
    #[error("{taken} cannot be taken now: take 1 to {most}")]
    OverLimit {
        /// The counters asked for.
        taken: u32,
        /// The most this move may take.
        most: u32,
    },
    /// Moore's Nim: a move from several heaps takes from 2 to k of them.
    #[error("a move takes from at most {most} heaps; this one takes from {heaps}")]
    HeapsInMove {
        /// Heaps the move takes from.
        heaps: usize,
        /// The most one move may take from.
        most: u32,
    },
    /// Moore's Nim: a move names one heap twice.
    #[error("heap {heap} is named twice in one move")]
    HeapTwice {
        /// Heap index.
        heap: usize,
    },
    /// Coin-turning games: the coins chosen are not a move of the rule, and why.
    #[error(transparent)]
    Turn(#[from] TurnError),
    /// Turning Corners: the rectangle chosen is not a move, and why.
    #[error(transparent)]
    Corner(#[from] CornerMoveError),
    /// Green Hackenbush: the edge cannot be chopped, and why.
    #[error(transparent)]
    Chop(#[from] ChopError),
    /// The game is over.
    #[error("the game is over")]
    GameOver,
}

/// Why a position cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// Exact search would visit more states than the budget allows.
    #[error("the position has {states} states to search; the limit is {limit}")]
    TooLarge {
        /// States the search would need (an upper bound).
        states: u64,
        /// The budget, [`STATE_BUDGET`] unless another was given.
        limit: u64,
    },
    /// The game's analysis is not in the program yet: only with the feature `lazy`, before
    /// its code is fetched and registered ([`analyzers::register`]).
    #[error("the analysis of {} is not loaded yet", .0.key())]
    NotLoaded(Variant),
}

/// Why a position is malformed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Blocking Nim needs at least one block per turn.
    #[error("the blocker must forbid at least one move")]
    NoBlocks,
    /// A ring needs at least one place.
    #[error("the ring has no places")]
    EmptyRing,
    /// A game on heaps needs at least one heap.
    #[error("the position has no heaps")]
    NoHeaps,
    /// A game played on a set number of heaps (Wythoff's game: two) was given another number.
    #[error("the game is played on {needs} heaps; the position has {heaps}")]
    HeapCount {
        /// Heaps given.
        heaps: usize,
        /// Heaps the game is played on.
        needs: usize,
    },
    /// More counters than a heap can hold, in a game whose moves gather them (Staircase Nim).
    #[error("the position has {total} counters; a heap holds at most 4294967295")]
    TooManyCounters {
        /// Counters in the position.
        total: u64,
    },
    /// Moore's Nim: k, the most heaps a move takes from, is outside 1 to its most.
    #[error("k is {k}: a move may take from 1 to {most} heaps")]
    HeapsPerMove {
        /// The k given.
        k: u32,
        /// The largest k played.
        most: u32,
    },
    /// A sum's part is over the size the solver values.
    #[error("part {part} has {size} tokens; at most {limit} are allowed")]
    PartTooLarge {
        /// Part index.
        part: usize,
        /// Its size.
        size: u32,
        /// The limit.
        limit: u32,
    },
}

/// The full analysis of a position: outcome, every winning action, and the reasoning as data.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Analysis {
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// Every action available now that wins for the player who acts now, in the order of
    /// [`Game::legal_moves`]. For the blocker these are the `Forbid`s that win (all of them are
    /// needed); empty when nothing wins.
    pub winning_moves: Vec<Move>,
    /// Why, for the UI to draw.
    pub explanation: Explanation,
}

/// The reasoning behind an [`Analysis`], one shape per variant.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Explanation {
    /// Nim, and Nim* once the pass is used: decided by the nim-sum (Bouton).
    NimSum(NimSumBreakdown),
    /// Misère Nim: the big-row regime, with the nim-sum breakdown.
    Misere(MisereExplanation),
    /// Circle Nim: an intact ring, or rows of Kayles.
    Circle(CircleExplanation),
    /// Blocking Nim.
    Blocking(BlockingExplanation),
    /// Nim with a Pass, pass still available.
    Pass(PassExplanation),
    /// A sum of games: each part's Grundy value, and the nim-sum table over the values.
    SumOfGames(SumExplanation),
    /// Wythoff's game: the P-position pairs (⌊nφ⌋, ⌊nφ²⌋) and the ones the winning moves reach.
    Wythoff(WythoffExplanation),
    /// Staircase Nim: the odd steps' nim-sum table, and the odd step each winning move changes.
    Staircase(StaircaseExplanation),
    /// Fibonacci Nim: the heap's Zeckendorf sum, the limit, and what each winning take leaves.
    Fibonacci(FibonacciExplanation),
    /// Moore's Nim: the binary columns counted modulo k + 1, and Moore's construction of a move.
    Moore(MooreExplanation),
    /// Coin-turning games: each head's value by its rule's closed form, and their nim-sum table.
    Coins(CoinsExplanation),
    /// Turning Corners: each head's value, the nim product of its coordinates, and their nim-sum
    /// table.
    Corners(CornersExplanation),
    /// Green Hackenbush: the value by fusion then the colon principle, and the components' table.
    Hackenbush(PictureExplanation),
}

impl Explanation {
    /// The binary nim-sum table the explanation shows, where it has one: the heaps' (Nim, misère
    /// Nim, and Nim with a Pass, whose table is the game after the pass).
    pub fn nim_sum_table(&self) -> Option<&NimSumBreakdown> {
        match self {
            Explanation::NimSum(breakdown) => Some(breakdown),
            Explanation::Misere(why) => Some(&why.breakdown),
            Explanation::Pass(why) => Some(&why.breakdown),
            Explanation::SumOfGames(why) => Some(&why.breakdown),
            Explanation::Staircase(why) => Some(&why.breakdown),
            Explanation::Coins(why) => Some(&why.breakdown),
            Explanation::Corners(why) => Some(&why.breakdown),
            Explanation::Hackenbush(why) => Some(&why.breakdown),
            Explanation::Circle(_)
            | Explanation::Blocking(_)
            | Explanation::Wythoff(_)
            | Explanation::Fibonacci(_)
            | Explanation::Moore(_) => None,
        }
    }

    /// The nim-sum the explanation rests on, where it has one: its table's, or the Kayles rows'
    /// of a broken ring.
    pub fn nim_sum(&self) -> Option<Nimber> {
        match self {
            Explanation::Circle(CircleExplanation::Rows { nim_sum, .. }) => Some(Nimber(*nim_sum)),
            other => other.nim_sum_table().map(|table| Nimber(table.nim_sum)),
        }
    }

    /// The nim-sum table when the nim-sum alone decides who wins and which moves win (Nim, and
    /// misère Nim with two or more big rows).
    pub fn deciding_table(&self) -> Option<&NimSumBreakdown> {
        match self {
            Explanation::NimSum(breakdown) => Some(breakdown),
            Explanation::Misere(why) if why.regime == MisereRegime::LikeNim => Some(&why.breakdown),
            _ => None,
        }
    }

    /// What a blocker weighs, where the game has one: the mover's moves to `P`-positions and
    /// those the blocker must forbid to win.
    pub fn blocker_choices(&self) -> Option<(&[Move], &[Move])> {
        match self {
            Explanation::Blocking(why) => Some((&why.moves_to_p, &why.must_forbid)),
            _ => None,
        }
    }
}

/// The binary nim-sum table of seed 000 and the power-of-two components of seed 003.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NimSumBreakdown {
    /// The heaps, as given.
    pub heaps: Vec<u32>,
    /// Column values, highest first, e.g. `[16, 8, 4, 2, 1]`; at least `[1]`.
    pub columns: Vec<u32>,
    /// `rows[h][c]`: whether heap `h` has the bit of `columns[c]`.
    pub rows: Vec<Vec<bool>>,
    /// `column_parity[c]`: whether column `c` holds an odd number of ones (unbalanced).
    pub column_parity: Vec<bool>,
    /// The nim-sum (XOR) of the heaps.
    pub nim_sum: u32,
    /// The highest unbalanced column's value, when the nim-sum is not 0.
    pub highest_unbalanced: Option<u32>,
    /// Every heap whose size has the highest unbalanced bit, with the size that balances it
    /// (`heap ^ nim_sum`), in heap order; the first is the one the recipe (seed 001 Corollary 1)
    /// picks.
    pub changes: Vec<HeapChange>,
    /// `components[h]`: heap `h` as powers of two, highest first, each marked if it cancels with
    /// a partner in another heap.
    pub components: Vec<Vec<Component>>,
}

/// A heap to change and its new size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HeapChange {
    /// Heap index.
    pub heap: usize,
    /// Its size now.
    pub from: u32,
    /// Its size after the move.
    pub to: u32,
}

/// One power of two inside a heap (seed 003's components).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Component {
    /// The power of two.
    pub value: u32,
    /// Whether it cancels with an equal component of another heap.
    pub cancelled: bool,
}

/// Misère Nim's regimes (seed 001, Classic Nim).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MisereExplanation {
    /// Heaps with more than one counter.
    pub big_rows: usize,
    /// Heaps with exactly one counter.
    pub single_rows: usize,
    /// Which rule decides.
    pub regime: MisereRegime,
    /// The nim-sum breakdown of the heaps.
    pub breakdown: NimSumBreakdown,
}

/// Which misère rule applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MisereRegime {
    /// Two or more big rows: play as in Nim; `N` iff the nim-sum is not 0.
    LikeNim,
    /// Exactly one big row: the mover wins by leaving an odd number of single rows.
    OneBigRow,
    /// No big rows: the mover wins iff the number of single rows is even.
    OnlySingles,
}

/// Circle Nim's reasoning.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CircleExplanation {
    /// The ring is whole with `markers` >= 3: the second player wins by symmetry (answer the
    /// first move across the ring, then mirror).
    IntactRing {
        /// Markers on the ring.
        markers: usize,
    },
    /// A whole ring of one or two markers: the mover takes everything.
    SmallRing {
        /// Markers on the ring.
        markers: usize,
    },
    /// The ring is broken into rows of Kayles.
    Rows {
        /// Each row of consecutive markers with its Kayles value.
        rows: Vec<KaylesRow>,
        /// The nim-sum of the rows' values.
        nim_sum: u32,
    },
}

/// A maximal run of markers on a broken ring.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct KaylesRow {
    /// Ring places of the row, in order around the ring.
    pub places: Vec<usize>,
    /// The row's Kayles Grundy value.
    pub grundy: u32,
}

/// Blocking Nim's reasoning.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BlockingExplanation {
    /// Moves forbidden per turn.
    pub blocks: u32,
    /// The rule that decided the outcome.
    pub rule: BlockingRule,
    /// Every mover's move (as `Take`) that leads to a `P`-position, ignoring what is forbidden.
    pub moves_to_p: Vec<Move>,
    /// The `Take`s the blocker must forbid to win: all of `moves_to_p` when there are at most
    /// `blocks` of them; empty when the blocker cannot stop the mover.
    pub must_forbid: Vec<Move>,
}

/// What decided a Blocking Nim position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BlockingRule {
    /// Seed 000's theorem for three heaps and one block: `P` iff `a = b = c` or `a + b + 1 = c`
    /// (sorted `a <= b <= c`).
    ThreeHeapTheorem {
        /// Sorted heaps.
        sorted: [u32; 3],
        /// Whether `a = b = c`.
        all_equal: bool,
        /// Whether `a + b + 1 = c`.
        sum_plus_one: bool,
    },
    /// Exact search: `N` iff at least `blocks + 1` moves lead to `P`-positions.
    ExactSearch {
        /// Positions searched.
        states: u64,
    },
}

/// Nim*'s reasoning while the pass is still available.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PassExplanation {
    /// The theorem of seed 004 that covers this position, if any.
    pub theorem: Option<PassTheorem>,
    /// The family of seed 004's three-heap lists (smallest heap 2 to 9) holding this position,
    /// if any; exact search still gives the answer.
    pub listed: Option<ListedFamily>,
    /// Whether passing now wins (it does iff the heaps' nim-sum is 0 and a heap is non-empty).
    pub pass_wins: bool,
    /// The nim-sum breakdown of the heaps (what the game becomes after the pass).
    pub breakdown: NimSumBreakdown,
    /// Positions searched by the exact search that gave the answer.
    pub states_searched: u64,
}

/// The theorems of seed 004 (Nim with a Pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PassTheorem {
    /// Theorem 1: two heaps `[m, n]`.
    TwoHeaps {
        /// Smaller heap.
        m: u32,
        /// Larger heap.
        n: u32,
    },
    /// Theorem 2: `[1, m, n]`.
    OneMN {
        /// Middle heap.
        m: u32,
        /// Largest heap.
        n: u32,
    },
    /// Theorem 3: heaps of sizes 1 and 2 only, `m1` ones and `m2` twos.
    OnesAndTwos {
        /// Heaps of size 1.
        m1: u32,
        /// Heaps of size 2.
        m2: u32,
    },
    /// Theorem 4: heaps of sizes 1, 2 and 3 only.
    OnesTwosThrees {
        /// Heaps of size 1.
        m1: u32,
        /// Heaps of size 2.
        m2: u32,
        /// Heaps of size 3.
        m3: u32,
    },
}

/// The most work any exact search in the app may do, in [`Game::search_size`]'s units (sorted
/// positions times heaps plus one, and the lists' memory). Measured with `cargo bench -p
/// nim-solver` on a shared, loaded 2-core machine, the heaviest position of each shape at this
/// budget analyses in 1 to 6 ms natively (the worst, Nim* on five heaps of 22, about 6 ms; the
/// older move-by-move search's worst took about 2.5 ms but refused far more), inside a 16 ms frame
/// in wasm. Blocking Nim on 31,31,31,31 (about 280,000, or 304,000 with five blocks) and Nim* on
/// eight heaps of 8 (about 129,000) are inside it.
pub const STATE_BUDGET: u64 = 1 << 19;

impl Game {
    /// Checks a position's shape (ring not empty, at least one block).
    pub fn validate(&self) -> Result<(), PositionError> {
        self.rules().validate()
    }

    /// Who acts now, or how the game ended.
    pub fn phase(&self) -> Phase {
        self.rules().phase()
    }

    /// Every legal action now, in a fixed order (heaps by index, larger new sizes first; Nim*'s
    /// pass last); nothing once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if let Phase::Over(_) = self.phase() {
            return Vec::new();
        }
        self.rules().legal_moves()
    }

    /// The position after `mv`, or why `mv` is illegal.
    pub fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        self.rules().apply(mv)
    }

    /// An upper bound on the work exact search does (sorted positions evaluated, one list looked
    /// at per heap, and the lists' memory), counted without searching and at once; `0` when a
    /// closed form answers.
    pub fn search_size(&self) -> u64 {
        self.rules().search_size()
    }

    /// Outcome, winning moves and explanation; refuses positions over [`STATE_BUDGET`] at once.
    pub fn analyze(&self) -> Result<Analysis, SolveError> {
        self.analyze_within(STATE_BUDGET)
    }

    /// [`Game::analyze`] with another budget for the search (the command line allows
    /// [`LARGE_STATE_BUDGET`], as tables do); refuses positions over `budget` at once.
    pub fn analyze_within(&self, budget: u64) -> Result<Analysis, SolveError> {
        let states = self.search_size();
        if states > budget {
            return Err(SolveError::TooLarge {
                states,
                limit: budget,
            });
        }
        analyzers::lookup(self.variant())
            .and_then(|analyze| analyze(self))
            .ok_or(SolveError::NotLoaded(self.variant()))
    }

    /// The position's Grundy value as `analysis` (its own) states it, where the game states one
    /// (a sum of games); `None` in the others.
    pub fn stated_value(&self, analysis: &Analysis) -> Option<u32> {
        self.rules().stated_value(analysis)
    }

    /// The position at the start of its turn (a Blocking Nim position without its forbids).
    #[must_use]
    pub fn start_of_turn(&self) -> Game {
        self.rules().start_of_turn()
    }

    /// The computer's choice at `strength`, deterministic for a given `seed`; `None` when the
    /// game is over.
    pub fn computer_move(&self, strength: Strength, seed: u64) -> Result<Option<Move>, SolveError> {
        play::computer_move(self, strength, seed)
    }
}
