//! The app's vocabulary: modes, limits, and the editable shape of a position; the variants and the
//! players are the solver's.

use nim_solver::{
    CoinRule, Family, Game, GridCell, Layout, Part, Picture, PositionError, Prediction, Shape,
    Slice, STATE_BUDGET,
};

pub use nim_solver::{Player, Variant};

/// Most heaps a position may have in any heap variant.
pub const MAX_HEAPS: usize = 8;
/// Largest heap in Nim and misère Nim: five binary columns (16 8 4 2 1), as in seed 000's table.
pub const MAX_HEAP_SIZE: u32 = 31;
/// Most coins on a staircase, on all its steps: as many as its most steps of the largest heap.
pub const MAX_STAIR_COINS: u32 = MAX_HEAPS as u32 * MAX_HEAP_SIZE;
/// Most legal moves a position of a game with moves from several heaps may have: each is listed
/// for the state diagram's turns and the hints.
pub const MAX_MOVES: u64 = 10_000;
/// Most places on a Circle Nim ring: enough for every classroom ring, small enough to draw.
pub const MAX_RING: usize = 24;
/// Most forbidden moves per turn in Blocking Nim.
pub const MAX_BLOCKS: u32 = 5;
/// Most parts a sum is built with (play may split parts further).
pub const MAX_PARTS: usize = 8;
/// Largest part of a sum in play: five binary columns, as a heap.
pub const MAX_PART_SIZE: u32 = 31;
/// Most counters in all of a sum's parts: a sum built within the limits never holds more, however
/// play splits its parts, so a position play reached is always within them.
pub const MAX_SUM_TOKENS: u32 = MAX_PARTS as u32 * MAX_PART_SIZE;

/// Fewest and most heaps of an Explore slice (two of them free).
pub const EXPLORE_HEAPS: std::ops::RangeInclusive<usize> = 3..=6;

/// The heap counts Explore draws `family` with: a game played on a set number of heaps (two:
/// no fixed heap) is drawn with that number only, others with [`EXPLORE_HEAPS`].
pub fn explore_heaps(family: Family) -> std::ops::RangeInclusive<usize> {
    match family.variant().heap_count() {
        Some(count) => count..=count,
        None => EXPLORE_HEAPS,
    }
}

/// `fixed` with as many heaps as `family` takes, cut from the end or filled with fives.
pub fn fit_fixed(family: Family, mut fixed: Vec<u32>) -> Vec<u32> {
    let heaps = explore_heaps(family);
    let count = (fixed.len() + 2).clamp(*heaps.start(), *heaps.end());
    fixed.resize(count.saturating_sub(2), 5);
    fixed
}
/// Most blocks per turn in Explore's Blocking Nim.
pub const EXPLORE_MAX_BLOCKS: u32 = 4;
/// The largest free heap of an Explore slice: a grid of 1024 x 1024 cells at the most.
pub const EXPLORE_MAX_SIDE: u32 = 1023;
/// The largest fixed heap of an Explore slice (the table budget refuses long work before this).
pub const EXPLORE_MAX_FIXED: u32 = 100_000;

/// The slice Explore opens on for a board of `variant`: three heaps, the third fixed at 5, free
/// heaps to 64; for a game without tables (a ring), the first family a source makes a statement
/// over, with one block.
pub fn default_slice(variant: Variant, blocks: u32) -> Slice {
    let first_stated = || {
        Family::all(1)
            .into_iter()
            .find(|family| Prediction::of(*family, 3).is_some())
    };
    let family = Family::of(variant, blocks.clamp(1, EXPLORE_MAX_BLOCKS))
        .or_else(first_stated)
        .or_else(|| Family::of(Variant::Nim, 1))
        .expect("Nim has P-position tables");
    Slice {
        family,
        fixed: fit_fixed(family, vec![5]),
        max: 64,
    }
}

/// Why a slice is outside Explore's limits (the table budget is checked by the view, with the work).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExploreProblem {
    /// A heap count outside the family's [`explore_heaps`].
    Heaps {
        /// The slice's family.
        family: Family,
        /// Its heap count.
        heaps: usize,
    },
    /// Blocks per turn outside `1..=EXPLORE_MAX_BLOCKS`.
    Blocks(u32),
    /// Free heaps up to 0 or past [`EXPLORE_MAX_SIDE`].
    Max(u32),
    /// A fixed heap past [`EXPLORE_MAX_FIXED`].
    Fixed(u32),
    /// A field holds something other than a whole number from 0 up.
    NotAWholeNumber,
}

/// Why `slice` is outside Explore's limits, if it is.
pub fn explore_problem(slice: &Slice) -> Option<ExploreProblem> {
    if !explore_heaps(slice.family).contains(&slice.heaps()) {
        return Some(ExploreProblem::Heaps {
            family: slice.family,
            heaps: slice.heaps(),
        });
    }
    if let Some(blocks) = slice.family.blocks() {
        if !(1..=EXPLORE_MAX_BLOCKS).contains(&blocks) {
            return Some(ExploreProblem::Blocks(blocks));
        }
    }
    if !(1..=EXPLORE_MAX_SIDE).contains(&slice.max) {
        return Some(ExploreProblem::Max(slice.max));
    }
    if let Some(&size) = slice.fixed.iter().find(|&&h| h > EXPLORE_MAX_FIXED) {
        return Some(ExploreProblem::Fixed(size));
    }
    None
}

/// The board position of an Explore cell, at the start of a turn (pass available).
pub fn explore_setup(slice: &Slice, a: u32, b: u32) -> Setup {
    let (variant, blocks) = (slice.family.variant(), slice.family.blocks().unwrap_or(1));
    Setup {
        variant,
        heaps: slice.position(a, b),
        blocks,
        pass_available: true,
        ..Setup::default()
    }
}

/// How the game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
}

/// How much of the controls an embedded board shows (`controls=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EmbedControls {
    /// Every setting and command.
    #[default]
    Full,
    /// Undo, new game and the hints switch.
    Min,
    /// None: the board alone.
    None,
}

/// Which part of the teaching panel an embedded board shows when hints are on (`panel=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EmbedPanel {
    /// No panel.
    None,
    /// Who wins, and the winning moves.
    Verdict,
    /// The verdict and the variant's table (the nim-sum table in nim-sum games).
    Table,
    /// The whole panel.
    #[default]
    Full,
}

/// How a page embedded in another (`embed=1`) is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    /// The controls shown.
    pub controls: EmbedControls,
    /// The part of the teaching panel shown.
    pub panel: EmbedPanel,
}

impl EmbedControls {
    /// Every choice, fullest first.
    pub const ALL: [EmbedControls; 3] =
        [EmbedControls::Full, EmbedControls::Min, EmbedControls::None];

    /// The word used in links.
    pub fn key(self) -> &'static str {
        match self {
            EmbedControls::Full => "full",
            EmbedControls::Min => "min",
            EmbedControls::None => "none",
        }
    }

    /// The choice a link word names.
    pub fn from_key(key: &str) -> Option<EmbedControls> {
        EmbedControls::ALL.into_iter().find(|c| c.key() == key)
    }
}

impl EmbedPanel {
    /// Every choice, emptiest first.
    pub const ALL: [EmbedPanel; 4] = [
        EmbedPanel::None,
        EmbedPanel::Verdict,
        EmbedPanel::Table,
        EmbedPanel::Full,
    ];

    /// The word used in links.
    pub fn key(self) -> &'static str {
        match self {
            EmbedPanel::None => "none",
            EmbedPanel::Verdict => "verdict",
            EmbedPanel::Table => "table",
            EmbedPanel::Full => "full",
        }
    }

    /// The choice a link word names.
    pub fn from_key(key: &str) -> Option<EmbedPanel> {
        EmbedPanel::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// What the page shows beside the controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ViewKey {
    /// The board alone.
    Board,
    /// The board and the state diagram of its position.
    Diagram,
    /// The board and the atlas of P-positions (a two-heap slice as a grid).
    Explore,
    /// The board and the review of the game so far.
    Review,
    /// The board and the Grundy sequence of a heap game.
    Grundy,
}

impl ViewKey {
    /// The word used in URLs (`view=...`).
    pub fn key(self) -> &'static str {
        match self {
            ViewKey::Board => "board",
            ViewKey::Diagram => "diagram",
            ViewKey::Explore => "explore",
            ViewKey::Review => "review",
            ViewKey::Grundy => "grundy",
        }
    }

    /// The view named by a URL word.
    pub fn from_key(key: &str) -> Option<ViewKey> {
        [
            ViewKey::Board,
            ViewKey::Diagram,
            ViewKey::Explore,
            ViewKey::Review,
            ViewKey::Grundy,
        ]
        .into_iter()
        .find(|v| v.key() == key)
    }
}

/// The shape of a position the editor works on, independent of whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The parts of a sum of games.
    pub parts: Vec<Part>,
    /// The previous move's take, in a game whose limit depends on it (`None` before the first).
    pub last: Option<u32>,
    /// The most heaps one move takes from, in a game where a move may take from several.
    pub heaps_per_move: u32,
    /// A row of coins, `true` for heads, coin 1 first (coin-turning games).
    pub coins: Vec<bool>,
    /// Which sets of coins a move turns (coin-turning games).
    pub coin_rule: CoinRule,
    /// The heads of a grid of coins, `(x, y)` from 0 (Turning Corners).
    pub grid: Vec<GridCell>,
    /// A picture of edges on the ground (picture boards).
    pub picture: Picture,
    /// Where the picture's vertices are drawn, where placed by hand.
    pub layout: Layout,
    /// Who moves counters in the position's turn (a link's `turn=2`: Player 2 to move).
    pub turn: Player,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            variant: Variant::Nim,
            heaps: vec![3, 4, 5],
            ring: vec![true; 10],
            blocks: 1,
            pass_available: true,
            parts: Vec::new(),
            last: None,
            heaps_per_move: Shape::default().heaps_per_move,
            coins: vec![false, true, true, false, true],
            coin_rule: CoinRule::Turtles,
            grid: vec![(1, 1), (2, 3), (3, 2), (3, 3)],
            picture: Picture::default(),
            layout: Layout::new(),
            turn: Player::First,
        }
    }
}

impl Setup {
    /// The position and who acts on it, as links and saved games write it.
    pub fn position(&self) -> nim_solver::Position {
        nim_solver::Position {
            game: self.game(),
            turn: self.turn,
        }
    }

    /// The solver position at the start of a turn.
    pub fn game(&self) -> Game {
        let shape = Shape {
            heaps: self.heaps.clone(),
            ring: self.ring.clone(),
            blocks: self.blocks,
            pass_available: self.pass_available,
            forbidden: Vec::new(),
            parts: self.parts.clone(),
            last: self.last,
            heaps_per_move: self.heaps_per_move,
            coins: self.coins.clone(),
            coin_rule: self.coin_rule,
            grid: self.grid.clone(),
            picture: self.picture.clone(),
            layout: self.layout.clone(),
        };
        self.variant.from_shape(shape, &mut Vec::new())
    }

    /// The editable shape of a position at the start of a turn, the first player's, keeping
    /// `base`'s values for what the game lacks.
    pub fn from_game(game: &Game, base: &Setup) -> Setup {
        let mut setup = base.clone();
        setup.turn = Player::First;
        setup.variant = game.variant();
        if let Some(heaps) = game.heaps() {
            setup.heaps = heaps.to_vec();
        }
        if let Some(ring) = game.ring() {
            setup.ring = ring.to_vec();
        }
        if let Some(parts) = game.rules().parts() {
            setup.parts = parts.to_vec();
        }
        if let Some((rule, coins)) = game.rules().coin_row() {
            setup.coin_rule = rule;
            setup.coins = coins;
        }
        if let Some(grid) = game.rules().grid() {
            setup.grid = grid;
        }
        if let Some((picture, layout)) = game.rules().drawing() {
            setup.picture = picture.clone();
            setup.layout = layout.clone();
        }
        setup.blocks = game.blocks().unwrap_or(setup.blocks);
        setup.pass_available = game.pass_available().unwrap_or(setup.pass_available);
        setup.last = game.rules().last_take();
        setup.heaps_per_move = game
            .rules()
            .heaps_per_move()
            .unwrap_or(setup.heaps_per_move);
        setup
    }

    /// Whether the game keeps a previous take given to it: it has the `last=` field.
    pub fn has_last_take(&self) -> bool {
        let mut setup = self.clone();
        setup.last = Some(1);
        setup.game().rules().last_take().is_some()
    }

    /// The most the previous take may have been: the heap before it fitted the board.
    pub fn most_last_take(&self) -> u32 {
        let counters = self
            .heaps
            .iter()
            .fold(0, |all: u32, &h| all.saturating_add(h));
        MAX_HEAP_SIZE.saturating_sub(counters)
    }

    /// Why this position is outside the app's limits, if it is.
    pub fn limit_problem(&self) -> Option<LimitProblem> {
        let game = self.game();
        // The game's own rules first: a ring needs a place, heaps a heap, a blocker a block.
        match game.validate() {
            Err(PositionError::EmptyRing) => return Some(LimitProblem::EmptyRing),
            Err(PositionError::NoHeaps) => return Some(LimitProblem::NoHeaps),
            Err(PositionError::NoBlocks) => {
                return Some(LimitProblem::BadBlocks {
                    blocks: self.blocks,
                })
            }
            Err(PositionError::PartTooLarge { size, .. }) => {
                return Some(LimitProblem::PartTooLarge { size })
            }
            Err(PositionError::HeapCount { heaps, needs }) => {
                return Some(LimitProblem::HeapCount { heaps, needs })
            }
            // The app's limits hold a staircase's coins far below a step's largest count.
            Err(PositionError::TooManyCounters { .. }) => {
                return Some(LimitProblem::HeapTooLarge { size: u32::MAX })
            }
            Err(PositionError::HeapsPerMove { k, most }) => {
                return Some(LimitProblem::BadHeapsPerMove { k, most })
            }
            Ok(()) => {}
        }
        if let Some(parts) = game.rules().parts() {
            let tokens = parts
                .iter()
                .map(|part| part.size)
                .fold(0, u32::saturating_add);
            if parts.len() > MAX_PARTS && tokens > MAX_SUM_TOKENS {
                return Some(LimitProblem::TooManyParts {
                    parts: parts.len(),
                    tokens,
                });
            }
            return parts
                .iter()
                .find(|part| part.size > MAX_PART_SIZE)
                .map(|part| LimitProblem::PartTooLarge { size: part.size });
        }
        if let Some(ring) = game.ring() {
            if ring.len() > MAX_RING {
                return Some(LimitProblem::RingTooLarge { places: ring.len() });
            }
            return None;
        }
        let heaps = game.heaps().unwrap_or_default();
        let stairs = game.variant().board() == nim_solver::Board::Stairs;
        if heaps.len() > MAX_HEAPS {
            return Some(if stairs {
                LimitProblem::TooManySteps { steps: heaps.len() }
            } else {
                LimitProblem::TooManyHeaps { heaps: heaps.len() }
            });
        }
        // A staircase's coins gather on the lower steps as they are played: its limit is on them all.
        if stairs {
            let coins = heaps.iter().fold(0, |all: u32, &h| all.saturating_add(h));
            if coins > MAX_STAIR_COINS {
                return Some(LimitProblem::TooManyCoins { coins });
            }
        } else if let Some(&size) = heaps.iter().find(|&&h| h > MAX_HEAP_SIZE) {
            return Some(LimitProblem::HeapTooLarge { size });
        }
        if let Some(last) = game
            .rules()
            .last_take()
            .filter(|&t| t > self.most_last_take())
        {
            return Some(LimitProblem::LastTakeTooLarge {
                last,
                most: self.most_last_take(),
            });
        }
        if game.blocks().is_some_and(|blocks| blocks > MAX_BLOCKS) {
            return Some(LimitProblem::BadBlocks {
                blocks: self.blocks,
            });
        }
        let states = game.search_size();
        if states > STATE_BUDGET {
            return Some(LimitProblem::TooLargeToSolve { states });
        }
        // Moves from several heaps multiply: the board, the diagram and the hints list them.
        if game.rules().heaps_per_move().is_some() {
            let moves = game.rules().move_count();
            if moves > MAX_MOVES {
                return Some(LimitProblem::TooManyMoves { moves });
            }
        }
        None
    }
}

/// Why a position is outside the app's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitProblem {
    /// A heap game needs a heap.
    NoHeaps,
    /// Another number of heaps than the game is played on.
    HeapCount {
        /// Heaps asked for.
        heaps: usize,
        /// Heaps the game is played on.
        needs: usize,
    },
    /// More heaps than [`MAX_HEAPS`].
    TooManyHeaps {
        /// Heaps asked for.
        heaps: usize,
    },
    /// A staircase of more steps than [`MAX_HEAPS`].
    TooManySteps {
        /// Steps asked for.
        steps: usize,
    },
    /// A heap larger than the variant allows.
    HeapTooLarge {
        /// The size asked for.
        size: u32,
    },
    /// A ring needs a place.
    EmptyRing,
    /// More parts than [`MAX_PARTS`], holding more than [`MAX_SUM_TOKENS`] counters (no play
    /// splits a sum built within the limits into that).
    TooManyParts {
        /// Parts asked for.
        parts: usize,
        /// Counters in all of them.
        tokens: u32,
    },
    /// A part larger than [`MAX_PART_SIZE`].
    PartTooLarge {
        /// The size asked for.
        size: u32,
    },
    /// More places than [`MAX_RING`].
    RingTooLarge {
        /// Places asked for.
        places: usize,
    },
    /// A previous take larger than the heap before it could have been on the board (the heap and
    /// the take add up to more than [`MAX_HEAP_SIZE`]).
    LastTakeTooLarge {
        /// The take asked for.
        last: u32,
        /// The most it may be with this heap.
        most: u32,
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
    /// The most heaps a move takes from outside the game's range.
    BadHeapsPerMove {
        /// The number asked for.
        k: u32,
        /// The largest allowed.
        most: u32,
    },
    /// More coins on a staircase than [`MAX_STAIR_COINS`].
    TooManyCoins {
        /// Coins on all its steps.
        coins: u32,
    },
    /// More legal moves than [`MAX_MOVES`] (moves from several heaps multiply).
    TooManyMoves {
        /// Legal moves in the position.
        moves: u64,
    },
}
