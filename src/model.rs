//! The app's vocabulary: variants, modes, players, limits, and building solver positions from them.

use nim_solver::{Game, Move, Phase, STATE_BUDGET};
use serde::{Deserialize, Serialize};

/// Most heaps a position may have in any heap variant.
pub const MAX_HEAPS: usize = 8;
/// Largest heap in Nim and misère Nim: five binary columns (16 8 4 2 1), as in seed 000's table.
pub const MAX_HEAP_SIZE: u32 = 31;
/// Most places on a Circle Nim ring: enough for every classroom ring, small enough to draw.
pub const MAX_RING: usize = 24;
/// Most forbidden moves per turn in Blocking Nim.
pub const MAX_BLOCKS: u32 = 5;

/// The five games Nim Lab plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// Normal-play Nim.
    Nim,
    /// Misère (Classic) Nim.
    Misere,
    /// Circle Nim.
    Circle,
    /// Blocking Nim.
    Blocking,
    /// Nim with a Pass.
    Pass,
}

impl Variant {
    /// Every variant, in menu order.
    pub const ALL: [Variant; 5] = [
        Variant::Nim,
        Variant::Misere,
        Variant::Circle,
        Variant::Blocking,
        Variant::Pass,
    ];

    /// The word used in URLs (`variant=...`).
    pub fn key(self) -> &'static str {
        match self {
            Variant::Nim => "nim",
            Variant::Misere => "misere",
            Variant::Circle => "circle",
            Variant::Blocking => "blocking",
            Variant::Pass => "pass",
        }
    }

    /// The variant named by a URL word.
    pub fn from_key(key: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.key() == key)
    }

    /// The name people read.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Nim => "Nim",
            Variant::Misere => "Misère Nim",
            Variant::Circle => "Circle Nim",
            Variant::Blocking => "Blocking Nim",
            Variant::Pass => "Nim with a Pass",
        }
    }

    /// The variant of a solver position.
    pub fn of(game: &Game) -> Variant {
        match game {
            Game::Nim { .. } => Variant::Nim,
            Game::Misere { .. } => Variant::Misere,
            Game::Circle { .. } => Variant::Circle,
            Game::Blocking { .. } => Variant::Blocking,
            Game::Pass { .. } => Variant::Pass,
        }
    }

    /// Whether the position is a ring rather than heaps.
    pub fn is_ring(self) -> bool {
        self == Variant::Circle
    }

    /// Largest heap allowed, before the search budget is checked.
    pub fn max_heap_size(self) -> u32 {
        MAX_HEAP_SIZE
    }

    /// The limits in words, shown next to the editor.
    pub fn limits_text(self) -> String {
        match self {
            Variant::Nim | Variant::Misere => format!(
                "Up to {MAX_HEAPS} heaps of at most {MAX_HEAP_SIZE} counters: five binary columns, 16 8 4 2 1."
            ),
            Variant::Circle => format!("Rings of 1 to {MAX_RING} places."),
            Variant::Blocking | Variant::Pass => format!(
                "Up to {MAX_HEAPS} heaps of at most {MAX_HEAP_SIZE} counters, and no more than {STATE_BUDGET} positions for the exact search, so every answer comes within one screen frame; a larger position is refused with its size."
            ),
        }
    }
}

/// How the game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// One person against the computer.
    Computer,
    /// Two people sharing one device.
    TwoPlayers,
    /// Set up any position and move for both sides.
    Analysis,
}

impl Mode {
    /// Every mode, in menu order.
    pub const ALL: [Mode; 3] = [Mode::Computer, Mode::TwoPlayers, Mode::Analysis];

    /// The word used in URLs (`mode=...`).
    pub fn key(self) -> &'static str {
        match self {
            Mode::Computer => "computer",
            Mode::TwoPlayers => "two",
            Mode::Analysis => "analysis",
        }
    }

    /// The mode named by a URL word.
    pub fn from_key(key: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.key() == key)
    }

    /// The name people read.
    pub fn title(self) -> &'static str {
        match self {
            Mode::Computer => "Against the computer",
            Mode::TwoPlayers => "Two players",
            Mode::Analysis => "Analysis",
        }
    }
}

/// The shape of a position the editor works on, independent of whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The game.
    pub variant: Variant,
    /// Heap sizes (heap variants).
    pub heaps: Vec<u32>,
    /// Ring places, `true` where a marker is (Circle Nim).
    pub ring: Vec<bool>,
    /// Forbidden moves per turn (Blocking Nim).
    pub blocks: u32,
    /// Whether the pass is still unused (Nim with a Pass).
    pub pass_available: bool,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            variant: Variant::Nim,
            heaps: vec![3, 4, 5],
            ring: vec![true; 10],
            blocks: 1,
            pass_available: true,
        }
    }
}

impl Setup {
    /// The solver position at the start of a turn.
    pub fn game(&self) -> Game {
        let heaps = self.heaps.clone();
        match self.variant {
            Variant::Nim => Game::Nim { heaps },
            Variant::Misere => Game::Misere { heaps },
            Variant::Circle => Game::Circle {
                ring: self.ring.clone(),
            },
            Variant::Blocking => Game::Blocking {
                heaps,
                blocks: self.blocks,
                forbidden: Vec::new(),
            },
            Variant::Pass => Game::Pass {
                heaps,
                pass_available: self.pass_available,
            },
        }
    }

    /// The editable shape of a position, keeping `base`'s values for what the game lacks.
    pub fn from_game(game: &Game, base: &Setup) -> Setup {
        let mut setup = base.clone();
        setup.variant = Variant::of(game);
        match game {
            Game::Nim { heaps } | Game::Misere { heaps } => setup.heaps.clone_from(heaps),
            Game::Circle { ring } => setup.ring.clone_from(ring),
            Game::Blocking { heaps, blocks, .. } => {
                setup.heaps.clone_from(heaps);
                setup.blocks = *blocks;
            }
            Game::Pass {
                heaps,
                pass_available,
            } => {
                setup.heaps.clone_from(heaps);
                setup.pass_available = *pass_available;
            }
        }
        setup
    }

    /// Why this position is outside the app's limits, if it is.
    pub fn limit_problem(&self) -> Option<LimitProblem> {
        if self.variant.is_ring() {
            if self.ring.is_empty() {
                return Some(LimitProblem::EmptyRing);
            }
            if self.ring.len() > MAX_RING {
                return Some(LimitProblem::RingTooLarge {
                    places: self.ring.len(),
                });
            }
            return None;
        }
        if self.heaps.is_empty() {
            return Some(LimitProblem::NoHeaps);
        }
        if self.heaps.len() > MAX_HEAPS {
            return Some(LimitProblem::TooManyHeaps {
                heaps: self.heaps.len(),
            });
        }
        if let Some(&size) = self
            .heaps
            .iter()
            .find(|&&h| h > self.variant.max_heap_size())
        {
            return Some(LimitProblem::HeapTooLarge { size });
        }
        if self.variant == Variant::Blocking && !(1..=MAX_BLOCKS).contains(&self.blocks) {
            return Some(LimitProblem::BadBlocks {
                blocks: self.blocks,
            });
        }
        let states = self.game().search_size();
        if states > STATE_BUDGET {
            return Some(LimitProblem::TooLargeToSolve { states });
        }
        None
    }
}

/// Why a position is outside the app's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitProblem {
    /// A heap game needs a heap.
    NoHeaps,
    /// More heaps than [`MAX_HEAPS`].
    TooManyHeaps {
        /// Heaps asked for.
        heaps: usize,
    },
    /// A heap larger than the variant allows.
    HeapTooLarge {
        /// The size asked for.
        size: u32,
    },
    /// A ring needs a place.
    EmptyRing,
    /// More places than [`MAX_RING`].
    RingTooLarge {
        /// Places asked for.
        places: usize,
    },
    /// Blocks per turn outside `1..=MAX_BLOCKS`.
    BadBlocks {
        /// Blocks asked for.
        blocks: u32,
    },
    /// The exact search would exceed the solver's budget.
    TooLargeToSolve {
        /// States the search would need.
        states: u64,
    },
}

impl LimitProblem {
    /// The problem in words.
    pub fn message(self, variant: Variant) -> String {
        match self {
            LimitProblem::NoHeaps => "A game needs at least one heap.".into(),
            LimitProblem::TooManyHeaps { heaps } => {
                format!("{heaps} heaps is too many: the limit is {MAX_HEAPS}.")
            }
            LimitProblem::HeapTooLarge { size } => format!(
                "A heap of {size} is too large: the limit is {}.",
                variant.max_heap_size()
            ),
            LimitProblem::EmptyRing => "A ring needs at least one place.".into(),
            LimitProblem::RingTooLarge { places } => {
                format!("A ring of {places} places is too large: the limit is {MAX_RING}.")
            }
            LimitProblem::BadBlocks { blocks } => {
                format!("{blocks} blocks per turn is not possible: choose 1 to {MAX_BLOCKS}.")
            }
            LimitProblem::TooLargeToSolve { states } => format!(
                "This position is too large to analyse: {states} positions to search, the limit is {STATE_BUDGET}."
            ),
        }
    }
}

/// One of the two players, by the order they first move counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// Makes the first move of the game.
    First,
    /// Moves second.
    Second,
}

impl Player {
    /// The other player.
    #[must_use]
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// The player whose turn number `n` (from 0) it is.
    pub fn of_turn(n: usize) -> Player {
        if n % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }
}

/// Who moves counters next after `moves` were played: in Blocking Nim forbids do not count.
pub fn mover_after(moves: &[Move]) -> Player {
    Player::of_turn(
        moves
            .iter()
            .filter(|m| !matches!(m, Move::Forbid { .. }))
            .count(),
    )
}

/// Who acts now: the mover, or in Blocking Nim's first phase the blocker (the other player).
pub fn actor(game: &Game, moves: &[Move]) -> Player {
    let to_move = mover_after(moves);
    match game.phase() {
        Phase::Block { .. } => to_move.other(),
        Phase::Move | Phase::Over(_) => to_move,
    }
}

/// The winner of a finished game, or `None` while it goes on.
pub fn winner(game: &Game, moves: &[Move]) -> Option<Player> {
    match game.phase() {
        Phase::Over(nim_solver::GameEnd::LastCounterTaken) => Some(mover_after(moves)),
        Phase::Over(_) => Some(mover_after(moves).other()),
        Phase::Move | Phase::Block { .. } => None,
    }
}
