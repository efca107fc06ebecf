//! The app's state: the views' slices composed with the one view shown, the notice and the
//! announcement they share, and the top reducer that routes each [`Action`] to its slice's own;
//! every click becomes an action, effects live elsewhere.

use std::rc::Rc;

use nim_solver::{Game, Move, MoveError, QuizKind, QuizQuestion, Slice};
use yew::Reducible;

use crate::app::language::LanguageProblem;
use crate::app::url::UrlNotice;
use crate::model::{default_slice, Embed, ExploreProblem, LimitProblem, Player, Setup, ViewKey};
use crate::presets;
use crate::views::analysis;
use crate::views::board::slice::{
    self as board, game_over, Answer, BoardAction, BoardState, Settings,
};
use crate::views::diagram::slice::{self as diagram, DiagramAction, DiagramView};
use crate::views::explore::slice::{self as explore, ExploreAction};
use crate::views::grundy::slice::{self as grundy, GrundyAction};
use crate::views::grundy::spec::{GrundySpec, Unusable};
use crate::views::present::slice::{self as present, PresentAction};
use crate::views::present::walk::Presentation;
use crate::views::quiz::run::{QuizAction, QuizAnswer};
use crate::views::quiz::session::{self as quiz, QuizSession};
use crate::views::review::slice::{self as review, ReviewAction};
use crate::words::PlayerName;

/// Why an action was refused, or what was wrong with a link or an edit; worded by `words`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The rules refuse the move.
    Refused(MoveError),
    /// A move was tried while the computer acts.
    WaitForComputer,
    /// The computer cannot analyse the position.
    ComputerCannotAnalyse,
    /// An edited position (or a saved one) breaks a limit of the app.
    Limit(LimitProblem),
    /// An Explore slice outside the view's limits.
    Explore(ExploreProblem),
    /// A rule, subtraction set or largest heap the Grundy view cannot use.
    Grundy(Unusable),
    /// What was wrong with the link the page opened with.
    Link {
        /// Each problem, in the link's order.
        notices: Vec<UrlNotice>,
    },
    /// The page is not in the language asked for.
    Language(LanguageProblem),
    /// A game's analysis could not be fetched (its chunk): Retry fetches it again.
    AnalysisFailed,
}

/// What the live region says after an action; worded by `words`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Announcement {
    /// Nothing yet.
    #[default]
    Silent,
    /// A player acted.
    Moved {
        /// Who.
        player: Player,
        /// The position before the action.
        before: Game,
        /// The action.
        mv: Move,
    },
    /// A move was taken back.
    TakenBack,
    /// An undone move was played again.
    PlayedAgain,
    /// A new game from the same position.
    NewGame,
    /// A position set up in the editor or from a preset.
    NewPosition,
    /// A random position.
    RandomPosition,
    /// A quiz question is on the board.
    QuizAsked {
        /// Its number in the round, from 1.
        number: usize,
        /// Questions in the round.
        total: usize,
        /// What it asks.
        kind: QuizKind,
        /// The position.
        game: Game,
    },
    /// A quiz question was answered.
    QuizAnswered {
        /// The question.
        question: Box<QuizQuestion>,
        /// The answer, checked.
        answer: QuizAnswer,
    },
    /// The round is over.
    QuizOver {
        /// Right answers.
        right: usize,
        /// Questions in the round.
        total: usize,
    },
    /// The quiz was left for the game it interrupted.
    QuizLeft,
    /// The board went back (or forward) to a position of the review, counted from the start (0).
    Revisited {
        /// The position's row.
        row: usize,
    },
}

/// What is shown beside the board: one view at a time.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum View {
    /// The board alone.
    #[default]
    Board,
    /// The state diagram, and how far its labelling has gone.
    Diagram(DiagramView),
    /// The atlas of P-positions, on this slice (kept when the board changes).
    Explore {
        /// The slice shown.
        slice: Slice,
        /// Whether the review shows beside it too: a game that ends while exploring opens it.
        review: bool,
    },
    /// The review of the game so far.
    Review,
    /// The Grundy sequence of a heap game (kept when the board changes).
    Grundy(GrundySpec),
}

impl View {
    /// The word a link gives this view (`view=...`).
    pub fn key(&self) -> ViewKey {
        match self {
            View::Board => ViewKey::Board,
            View::Diagram(_) => ViewKey::Diagram,
            View::Explore { .. } => ViewKey::Explore,
            View::Review => ViewKey::Review,
            View::Grundy(_) => ViewKey::Grundy,
        }
    }

    /// The end of a game opens its review, unless the diagram is being studied.
    pub(crate) fn game_ended(&mut self) {
        match self {
            View::Board => *self = View::Review,
            View::Explore { review, .. } => *review = true,
            View::Diagram(_) | View::Review | View::Grundy(_) => {}
        }
    }
}

/// Everything the app shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The game on the board.
    pub board: BoardState,
    /// What is shown beside the board.
    pub view: View,
    /// The quiz, while one is on the board.
    pub quiz: Option<QuizSession>,
    /// Projector mode, while presenting.
    pub present: Option<Presentation>,
    /// Why the last action was refused, or what was wrong with a link or an edit.
    pub notice: Option<Notice>,
    /// The latest action, for the live region.
    pub announcement: Announcement,
    /// The embedded layout, when the page sits in another (no chrome).
    pub embed: Option<Embed>,
}

impl Default for State {
    fn default() -> Self {
        State::new(Settings::default(), Setup::default(), 0)
    }
}

/// A user's or the app's request: one variant per slice, wrapping that slice's own.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The game on the board.
    Board(BoardAction),
    /// The state diagram.
    Diagram(DiagramAction),
    /// The Explore view.
    Explore(ExploreAction),
    /// The Grundy sequence view.
    Grundy(GrundyAction),
    /// The game review.
    Review(ReviewAction),
    /// Start, answer, go on in or leave a quiz.
    Quiz(QuizAction),
    /// Projector mode.
    Present(PresentAction),
    /// Show the board alone, or another view beside it.
    SetView(ViewKey),
    /// Hide the notice.
    DismissNotice,
    /// Show a notice the page met outside the state (a language that could not be loaded).
    Notify(Notice),
    /// Replace the whole state: a link or a game the embedding page sent (`app::host`).
    Open(Box<State>),
    /// A game's analysis was fetched: the answers waiting for it are computed.
    AnalysisLoaded,
}

impl State {
    /// A new game from `setup` (or the default position if `setup` breaks a limit).
    pub fn new(settings: Settings, setup: Setup, seed: u64) -> State {
        let (setup, notice) = match setup.limit_problem() {
            None => (setup, None),
            Some(problem) => (
                presets::default_setup(setup.variant),
                Some(Notice::Limit(problem)),
            ),
        };
        State {
            board: BoardState::new(settings, setup, seed),
            view: View::Board,
            quiz: None,
            present: None,
            notice,
            announcement: Announcement::Silent,
            embed: None,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> Game {
        self.board.start()
    }

    /// The position on the board now.
    pub fn game(&self) -> Game {
        self.board.game()
    }

    /// The position on the board and who moves counters on it, as links write it.
    pub fn position(&self) -> nim_solver::Position {
        nim_solver::Position {
            game: self.game(),
            turn: self.mover(),
        }
    }

    /// The solver's answer for the position on the board.
    pub fn answer(&self) -> Answer {
        self.board.answer()
    }

    /// The moves in effect, oldest first.
    pub fn moves(&self) -> Vec<Move> {
        self.board.moves()
    }

    /// A player's name: as the mode names them, but in a quiz the student is "you" and the
    /// other player "the opponent" (no computer plays there).
    pub fn name(&self, player: Player) -> PlayerName {
        match self.board.settings.name(player) {
            PlayerName::Computer if self.quiz.is_some() => PlayerName::Opponent,
            name => name,
        }
    }

    /// Who acts now (in Blocking Nim's first phase, the blocker).
    pub fn actor(&self) -> Player {
        self.board.actor()
    }

    /// Who moves counters this turn (in Blocking Nim, also during the blocker's phase).
    pub fn mover(&self) -> Player {
        self.board.mover()
    }

    /// The state with the blocker's `forbidden` moves made on its position, as a link that
    /// was taken mid-turn has them; a forbid that is not legal here is left out.
    #[must_use]
    pub fn with_forbidden(mut self, forbidden: &[(usize, u32)]) -> State {
        for &(heap, to) in forbidden {
            board::apply(&mut self, &Move::Forbid { heap, to });
        }
        self.notice = None;
        self
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Player> {
        self.board.winner()
    }

    /// Whether the computer acts now and has not chosen yet (with the game's analysis here).
    pub fn computer_to_choose(&self) -> bool {
        self.computer_acts()
            && self.board.pending.is_none()
            && analysis::ready(self.board.setup.variant)
    }

    /// Whether this state needs a game's analysis the page has not fetched yet.
    pub fn analysis_missing(&self) -> bool {
        std::iter::once(self.board.setup.variant)
            .chain(self.quiz.as_ref().map(|session| session.run.spec.variant))
            .any(|variant| !analysis::ready(variant))
    }

    /// Computes the answers that waited for a game's analysis, and a quiz that had no questions
    /// without it; `None` when none waited.
    fn analysis_loaded(&mut self) -> Option<()> {
        let mut changed = self.board.answers_loaded();
        // A diagram made while the game's analysis was missing is made again with it.
        if let Some(fresh) = match &self.view {
            View::Diagram(view) => view.analysed(),
            _ => None,
        } {
            self.view = View::Diagram(fresh);
            changed = true;
        }
        if let Some(session) = self.quiz.as_ref().filter(|session| session.run.waiting()) {
            let (spec, resume) = (session.run.spec, session.resume.clone());
            if analysis::ready(spec.variant) {
                *self = self.with_quiz(spec);
                if let Some(text) = resume {
                    *self = std::mem::take(self).resume_quiz(&text);
                }
                changed = true;
            }
        }
        changed.then_some(())
    }

    /// Whether it is the computer's turn to act (never in a quiz).
    pub fn computer_acts(&self) -> bool {
        self.quiz.is_none() && self.board.computer_turn()
    }

    /// Whether a person may act on the board now.
    pub fn board_enabled(&self) -> bool {
        if let Some(session) = &self.quiz {
            return session.run.awaits(QuizKind::Move);
        }
        !self.computer_acts() && !game_over(&self.game())
    }

    /// Whether undo has something to take back.
    pub fn can_undo(&self) -> bool {
        self.board.can_undo()
    }

    /// Whether redo has something to bring back.
    pub fn can_redo(&self) -> bool {
        self.board.can_redo()
    }

    /// A new game from `setup` with the same settings, the next seed, and the view kept (but
    /// not a diagram, which belongs to the old position).
    pub(crate) fn restarted(&self, setup: Setup) -> State {
        let board = &self.board;
        let mut next = State::new(board.settings.clone(), setup, board.seed.wrapping_add(1));
        next.embed = self.embed;
        if !matches!(self.view, View::Diagram(_)) {
            next.view = self.view.clone();
        }
        next.present.clone_from(&self.present);
        next
    }

    /// Whether the board highlights the winning moves: hints on, and no class vote under way.
    pub fn highlights(&self) -> bool {
        self.board.settings.hints && !self.present.as_ref().is_some_and(|p| p.hidden)
    }

    /// The state diagram, while it is shown.
    pub fn diagram(&self) -> Option<&DiagramView> {
        match &self.view {
            View::Diagram(view) => Some(view),
            _ => None,
        }
    }

    /// The Explore view's slice, while it is shown.
    pub fn explore(&self) -> Option<&Slice> {
        match &self.view {
            View::Explore { slice, .. } => Some(slice),
            _ => None,
        }
    }

    /// The Grundy view's sequence, while it is shown.
    pub fn grundy(&self) -> Option<&GrundySpec> {
        match &self.view {
            View::Grundy(spec) => Some(spec),
            _ => None,
        }
    }

    /// Whether the game review is shown.
    pub fn review(&self) -> bool {
        matches!(self.view, View::Review | View::Explore { review: true, .. })
    }

    /// Shows the board alone or another view beside it (Explore on the board's family, or on
    /// the slice it showed last).
    fn set_view(&mut self, key: ViewKey) {
        self.view = match key {
            ViewKey::Board => View::Board,
            ViewKey::Review => View::Review,
            ViewKey::Diagram => View::Diagram(DiagramView::of(self.game())),
            ViewKey::Explore => View::Explore {
                slice: self.explore().cloned().unwrap_or_else(|| {
                    default_slice(self.board.setup.variant, self.board.setup.blocks)
                }),
                review: false,
            },
            ViewKey::Grundy => View::Grundy(self.grundy().copied().unwrap_or_default()),
        };
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        let changed = match action {
            Action::Open(state) => return Rc::new(*state),
            Action::AnalysisLoaded => next.analysis_loaded(),
            // While a quiz is on the board, the game's own actions wait.
            _ if next.quiz.is_some() => quiz::during(&mut next, action),
            Action::Board(action) => board::reduce(&mut next, action),
            Action::Diagram(action) => diagram::reduce(&mut next, action),
            Action::Explore(action) => explore::reduce(&mut next, action),
            Action::Grundy(action) => grundy::reduce(&mut next, action),
            Action::Review(action) => review::reduce(&mut next, action),
            Action::Quiz(action) => quiz::reduce(&mut next, action),
            Action::Present(action) => present::reduce(&mut next, action),
            Action::SetView(key) => {
                next.set_view(key);
                Some(())
            }
            Action::DismissNotice => {
                next.notice = None;
                Some(())
            }
            Action::Notify(notice) => {
                next.notice = Some(notice);
                Some(())
            }
        };
        match changed {
            Some(()) => Rc::new(next),
            None => self,
        }
    }
}

/// What every slice's reducer tests start from.
#[cfg(test)]
pub(crate) mod fixtures {
    use std::rc::Rc;

    use super::State;
    use crate::model::{Mode, Setup};
    use crate::views::board::slice::Settings;

    /// Two people at the board, on `setup`.
    pub(crate) fn two_player(setup: Setup) -> Rc<State> {
        let settings = Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        Rc::new(State::new(settings, setup, 7))
    }

    /// A Nim position with these heaps.
    pub(crate) fn nim(heaps: &[u32]) -> Setup {
        Setup {
            heaps: heaps.to_vec(),
            ..Setup::default()
        }
    }
}
