//! The rules every game implements, and the macro that builds [`crate::Game`] and
//! [`crate::Variant`] from the one list of games in `games/mod.rs`.
//!
//! A game is one file under `games/`: its position type implements [`Rules`] (what a position
//! answers: phase, moves, analysis, its text) and [`GameKind`] (what the game as a whole has: its
//! key, its board, how its positions are built and drawn at random). Everything generic (search
//! budgets, successors, the state diagram, practice questions, the review's mistakes) is written
//! once over [`crate::Game`], which dispatches to these traits.

pub use crate::tables::Method;
use crate::{Analysis, Game, Level, Move, MoveError, Phase, PositionError, SplitMix64};

/// The values `k=` (the most heaps one move takes from) may have.
pub const HEAPS_PER_MOVE: std::ops::RangeInclusive<u32> = 1..=4;

/// How a game's positions are drawn: the kinds of board the app has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Board {
    /// Heaps of counters side by side; a move takes from one heap.
    Heaps,
    /// Markers on a ring of places; a move takes one marker or two neighbours.
    Ring,
    /// The parts of a sum, each drawn as its game is (a heap, a row of pins).
    Parts,
    /// Coins on the steps of a staircase, step 1 lowest; a move moves coins one step down.
    Stairs,
    /// A row of coins, heads or tails; a move turns over a set of them, the rightmost a head.
    CoinRow,
    /// A grid of coins, heads or tails; a move turns the four corners of a rectangle.
    Grid,
    /// A picture of edges standing on the ground; a move chops an edge.
    Picture,
}

/// The fields of a position that an editor or a link gives, each game taking what it has: the
/// typed form of the text format's `heaps=` (or `heap=`), `ring=`, `blocks=`, `pass=`, `forbid=`,
/// `last=`, `k=`, `rule=`, `coins=`, `heads=`, `edges=` and `at=`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Counters in each heap (heap boards).
    pub heaps: Vec<u32>,
    /// Ring places, `true` where a marker is (ring boards).
    pub ring: Vec<bool>,
    /// Moves forbidden per turn, in games with a blocker.
    pub blocks: u32,
    /// Whether the game's single pass is unused, in games with a pass.
    pub pass_available: bool,
    /// Moves forbidden so far this turn, as `(heap, to)`.
    pub forbidden: Vec<(usize, u32)>,
    /// The parts of a sum, in order.
    pub parts: Vec<crate::Part>,
    /// The previous move's take, in games whose limit depends on it (`None` before the first).
    pub last: Option<u32>,
    /// The most heaps one move takes from, in games where a move takes from several (`k=`).
    pub heaps_per_move: u32,
    /// A row of coins, `true` for heads, position 1 first (coin boards).
    pub coins: Vec<bool>,
    /// Which sets of coins a move turns, in coin-turning games (`rule=`).
    pub coin_rule: crate::CoinRule,
    /// The heads of a grid of coins, `(x, y)` from 0 (grid boards).
    pub grid: Vec<crate::GridCell>,
    /// A picture's edges (picture boards, `edges=`).
    pub picture: crate::Picture,
    /// Where a picture's vertices are drawn (`at=`).
    pub layout: crate::Layout,
}

impl Default for Shape {
    fn default() -> Self {
        Shape {
            heaps: Vec::new(),
            ring: Vec::new(),
            blocks: 1,
            pass_available: true,
            forbidden: Vec::new(),
            parts: Vec::new(),
            last: None,
            heaps_per_move: 2,
            coins: Vec::new(),
            coin_rule: crate::CoinRule::Turtles,
            grid: Vec::new(),
            picture: crate::Picture::default(),
            layout: crate::Layout::new(),
        }
    }
}

/// What a position of any game answers. Object safe: [`crate::Game`] hands out `&dyn Rules`.
pub trait Rules {
    /// Who acts now, or how the game ended.
    fn phase(&self) -> Phase;

    /// Every legal action now, in a fixed order (heaps by index, larger new sizes first).
    fn legal_moves(&self) -> Vec<Move>;

    /// The position after `mv`, or why `mv` is illegal.
    fn apply(&self, mv: &Move) -> Result<Game, MoveError>;

    /// An upper bound on the work exact search does, counted at once; `0` for a closed form.
    fn search_size(&self) -> u64 {
        0
    }

    /// Outcome, winning moves and explanation; called only within the search budget. Not in
    /// the vtable: [`crate::Game::analyze`] reaches it through [`crate::analyzers`], so a
    /// program may link only the games it has fetched.
    fn analyze(&self) -> Analysis
    where
        Self: Sized;

    /// Checks the position's shape (what the text format cannot rule out by itself).
    fn validate(&self) -> Result<(), PositionError> {
        Ok(())
    }

    /// The position at the start of its turn (without a blocker's forbids).
    fn start_of_turn(&self) -> Game;

    /// The representative of the position up to symmetry (sorted heaps, the greatest rotation of
    /// a ring), at the start of its turn: the state diagram merges positions through it.
    fn canonical(&self) -> Game;

    /// The number of legal actions now, counted without listing them where a game can (a move
    /// from several heaps multiplies them): pictures of the game refuse a position by it.
    fn move_count(&self) -> u64 {
        self.legal_moves().len() as u64
    }

    /// Every whole turn from this start-of-turn position and where it leads.
    fn turns(&self) -> Vec<(Move, Game)> {
        self.legal_moves()
            .into_iter()
            .filter_map(|mv| self.apply(&mv).ok().map(|game| (mv, game)))
            .collect()
    }

    /// The action on heap `heap` down to `to` in this phase (a blocker forbids it, a mover takes
    /// it).
    fn take_or_forbid(&self, heap: usize, to: u32) -> Move {
        Move::Take { heap, to }
    }

    /// Writes the position's own fields of the text format, each as `&key=value`.
    fn write_fields(&self, text: &mut String);

    /// The position's fields in typed form, for an editor.
    fn shape(&self) -> Shape;

    /// The heaps, in games played on heaps.
    fn heaps(&self) -> Option<&[u32]> {
        None
    }

    /// The ring, in games played on a ring.
    fn ring(&self) -> Option<&[bool]> {
        None
    }

    /// The parts, in a sum of games.
    fn parts(&self) -> Option<&[crate::Part]> {
        None
    }

    /// Moves forbidden per turn, in games with a blocker.
    fn blocks(&self) -> Option<u32> {
        None
    }

    /// Moves forbidden so far this turn, as `(heap, to)`.
    fn forbidden(&self) -> &[(usize, u32)] {
        &[]
    }

    /// Whether the single pass is unused, in games with a pass.
    fn pass_available(&self) -> Option<bool> {
        None
    }

    /// The previous move's take, in games whose limit depends on it, once a move is made.
    fn last_take(&self) -> Option<u32> {
        None
    }

    /// The most heaps one move takes from, in games where a move may take from several.
    fn heaps_per_move(&self) -> Option<u32> {
        None
    }

    /// The rule and the row (`true` for heads), in coin-turning games.
    fn coin_row(&self) -> Option<(crate::CoinRule, Vec<bool>)> {
        None
    }

    /// The heads, in games played on a grid of coins.
    fn grid(&self) -> Option<Vec<crate::GridCell>> {
        None
    }

    /// The picture and where its vertices are drawn, in games played on a picture.
    fn drawing(&self) -> Option<(&crate::Picture, &crate::Layout)> {
        None
    }

    /// The legal moves beside the heaps' takes (a pass), which a random opponent samples with
    /// them without listing every take.
    fn extra_moves(&self) -> Vec<Move> {
        Vec::new()
    }

    /// The position's Grundy value as `analysis` (this position's) states it, in a game whose
    /// explanation states one (a sum: the nim-sum of its parts' values); `None` otherwise, and
    /// the quiz then never asks "what is its value?".
    fn stated_value(&self, analysis: &Analysis) -> Option<u32> {
        let _ = analysis;
        None
    }
}

/// What a game has as a whole, beside its positions.
pub trait GameKind: Rules + Sized + Into<Game> {
    /// The game's one spelling in links, the CLI and the text format.
    const KEY: &'static str;
    /// How its positions are drawn.
    const BOARD: Board;
    /// The number of heaps every position has, in a game played on a set number of them.
    const HEAPS: Option<usize> = None;

    /// A position from the fields an editor or a link gives; a field the game cannot use as given
    /// (a forbid that is no move) is dropped, and its problem pushed.
    fn from_shape(shape: Shape, problems: &mut Vec<crate::ParseError>) -> Self;

    /// One random position at `level`, small enough for exact analysis.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self;

    /// The position a new game of this kind opens on: the first of its presets, alone so a
    /// new game does not carry the whole list.
    fn opening() -> Self;

    /// The positions the source documents study, in their order, [`GameKind::opening`] first.
    fn presets() -> Vec<Self>;

    /// Whether every position has a Grundy value, the mex of its options' values, that says who
    /// wins (0 for `P`): true of normal-play impartial games, where the last move wins and both
    /// players have the same moves. The state diagram then labels values, not only `P` and `N`.
    fn has_grundy_values() -> bool {
        false
    }

    /// How its P-position tables with `heaps` heaps are computed (the CLI's `p-positions`, the
    /// Explore atlas), with `blocks` moves forbidden per turn (0 without a blocker); for an atlas
    /// slice (`searched`), never by a theorem the slice is drawn to be checked against. `None`
    /// for a game without tables, whatever the heaps.
    fn table_method(heaps: usize, blocks: u32, searched: bool) -> Option<Method> {
        let _ = (heaps, blocks, searched);
        None
    }

    /// The `P`-positions on three heaps its [`Method::Rows`] lists: the sorted triples with every
    /// heap at most `max` and the smallest at most `rows`, rows in order.
    fn table_rows(max: u32, rows: u32, emit: &mut dyn FnMut([u32; 3])) {
        let _ = (max, rows, emit);
    }

    /// What a source predicts over an atlas slice with `heaps` heaps, if it says anything.
    fn prediction(heaps: usize, blocks: u32) -> Option<crate::Prediction> {
        let _ = (heaps, blocks);
        None
    }

    /// The Grundy value of every pair of two heaps up to `max`, row by row, that its
    /// [`Method::Values`] computes, reporting `progress(done, total)`. Reached only through
    /// that method, so the page's first load, which asks only which games have tables, never
    /// carries it.
    fn pair_values(max: u32, progress: &mut dyn FnMut(u64, u64)) -> Vec<u32> {
        let _ = (max, progress);
        Vec::new()
    }
}

/// A game's position type as one case of [`crate::Game`].
pub trait Member: GameKind {
    /// Which game this is.
    const VARIANT: crate::Variant;

    /// The position, if `game` is one of this game's.
    fn of(game: &Game) -> Option<&Self>;
}

/// Builds [`crate::Game`], [`crate::Variant`] and their dispatch from the one list of games.
macro_rules! games {
    ($( $(#[$doc:meta])* $name:ident => $module:ident ),+ $(,)?) => {
        $( pub mod $module; )+

        /// A position of one of the games, with whatever turn state its rules need.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum Game {
            $( $(#[$doc])* $name($module::$name), )+
        }

        /// The games, in menu order; every list of games in the project is [`Variant::ALL`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum Variant {
            $( $(#[$doc])* $name, )+
        }

        $(
            impl $crate::game::Member for $module::$name {
                const VARIANT: Variant = Variant::$name;

                fn of(game: &Game) -> Option<&Self> {
                    match game {
                        Game::$name(position) => Some(position),
                        _ => None,
                    }
                }
            }

            impl From<$module::$name> for Game {
                fn from(position: $module::$name) -> Game {
                    Game::$name(position)
                }
            }
        )+

        impl Variant {
            /// Every game, in menu order.
            pub const ALL: [Variant; [$(stringify!($name)),+].len()] = [$(Variant::$name),+];

            /// The game's one spelling in links, the CLI and the text format.
            pub fn key(self) -> &'static str {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::KEY, )+
                }
            }

            /// How the game's positions are drawn.
            pub fn board(self) -> $crate::game::Board {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::BOARD, )+
                }
            }

            /// The number of heaps every position has, in a game played on a set number of them.
            pub fn heap_count(self) -> Option<usize> {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::HEAPS, )+
                }
            }

            /// Whether the game's positions have Grundy values (normal-play impartial games).
            pub fn has_grundy_values(self) -> bool {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::has_grundy_values(), )+
                }
            }

            /// A position of this game from an editor's or a link's fields.
            pub fn from_shape(
                self,
                shape: $crate::game::Shape,
                problems: &mut Vec<$crate::ParseError>,
            ) -> Game {
                match self {
                    $( Variant::$name => Game::$name(
                        <$module::$name as $crate::game::GameKind>::from_shape(shape, problems),
                    ), )+
                }
            }

            /// The position a new game of this kind opens on, the first of its presets.
            pub fn opening(self) -> Game {
                match self {
                    $( Variant::$name => Game::$name(
                        <$module::$name as $crate::game::GameKind>::opening(),
                    ), )+
                }
            }

            /// The positions the source documents study; the first is the game's opening.
            pub fn presets(self) -> Vec<Game> {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::presets()
                        .into_iter()
                        .map(Game::$name)
                        .collect(), )+
                }
            }

            /// How the game's P-position tables are computed, if it has them.
            pub(crate) fn table_method(
                self,
                heaps: usize,
                blocks: u32,
                searched: bool,
            ) -> Option<$crate::tables::Method> {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::table_method(
                        heaps, blocks, searched,
                    ), )+
                }
            }

            /// The `P`-positions on three heaps the game's listed rows give.
            pub(crate) fn table_rows(self, max: u32, rows: u32, emit: &mut dyn FnMut([u32; 3])) {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::table_rows(
                        max, rows, emit,
                    ), )+
                }
            }

            /// The Grundy values of every pair up to `max` the game's [`Method::Values`] gives.
            pub(crate) fn pair_values(
                self,
                max: u32,
                progress: &mut dyn FnMut(u64, u64),
            ) -> Vec<u32> {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::pair_values(
                        max, progress,
                    ), )+
                }
            }

            /// What a source predicts over an atlas slice with `heaps` heaps, if anything.
            pub(crate) fn prediction(self, heaps: usize, blocks: u32) -> Option<$crate::Prediction> {
                match self {
                    $( Variant::$name => <$module::$name as $crate::game::GameKind>::prediction(
                        heaps, blocks,
                    ), )+
                }
            }

            /// The fields this game's positions have beside their board: `(blocks, pass)`, whether
            /// a blocker forbids moves and whether there is a pass.
            pub fn fields(self) -> (bool, bool) {
                let game = self.from_shape($crate::game::Shape::default(), &mut Vec::new());
                (game.blocks().is_some(), game.pass_available().is_some())
            }

            /// The game's analysis: a match over every game, so reached only where every game's
            /// code may be linked ([`crate::analyzers::register_all`], builds without `lazy`).
            pub(crate) fn analyzer(self) -> $crate::analyzers::Analyzer {
                match self {
                    $( Variant::$name => $crate::analyzers::analyzer::<$module::$name>(), )+
                }
            }

            /// One random position of this game at `level`, small enough for exact analysis.
            pub fn practice(self, level: $crate::Level, rng: &mut $crate::SplitMix64) -> Game {
                match self {
                    $( Variant::$name => Game::$name(
                        <$module::$name as $crate::game::GameKind>::practice(level, rng),
                    ), )+
                }
            }
        }

        impl Game {
            /// The position's rules.
            pub fn rules(&self) -> &dyn $crate::game::Rules {
                match self {
                    $( Game::$name(position) => position, )+
                }
            }

            /// Which game this is.
            pub fn variant(&self) -> Variant {
                match self {
                    $( Game::$name(_) => Variant::$name, )+
                }
            }
        }
    };
}

pub(crate) use games;
