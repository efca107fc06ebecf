//! The app's state and its pure reducer: every click becomes an [`Action`]; effects live elsewhere.

use std::rc::Rc;

use nim_solver::{
    Analysis, Diagram, DiagramError, Game, Move, MoveError, Nimber, Outcome, Phase, QuizKind,
    QuizQuestion, SolveError, Step, Strength, DIAGRAM_NODES,
};
use yew::Reducible;

use crate::app::url::UrlNotice;
use crate::model::{
    default_slice, explore_problem, explore_setup, Embed, ExploreProblem, LimitProblem, Mode,
    Player, Setup, Variant, View,
};
use crate::presets;
use crate::views::present::walk::{Presentation, Walk};
use crate::views::quiz::run::{Given, QuizAction, QuizAnswer, QuizRun, QuizSpec};
use crate::words::PlayerName;
use nim_solver::Slice;

/// Choices that outlive a single game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// How the game is played.
    pub mode: Mode,
    /// How well the computer plays.
    pub strength: Strength,
    /// Whether the person makes the first move against the computer.
    pub human_starts: bool,
    /// Whether the board shows winning moves and the teaching panel.
    pub hints: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::Computer,
            strength: Strength::Perfect,
            human_starts: true,
            hints: false,
        }
    }
}

impl Settings {
    /// The player the computer is (only meaningful against the computer).
    pub fn computer(&self) -> Player {
        if self.human_starts {
            Player::Second
        } else {
            Player::First
        }
    }

    /// A player's name in the current mode.
    pub fn name(&self, player: Player) -> PlayerName {
        PlayerName::of(self.mode, self.computer(), player)
    }
}

/// The solver's answer for a position, computed once when the position is reached.
pub type Answer = Rc<Result<Analysis, SolveError>>;

/// The solver's answer for `game`.
pub fn answer(game: &Game) -> Answer {
    Rc::new(game.analyze())
}

/// What the history shows after a move: the nim-sum where it decides, else the verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The nim-sum of the resulting position, when the variant has one.
    pub nim_sum: Option<Nimber>,
    /// Who wins from the resulting position, when it could be analysed.
    pub outcome: Option<Outcome>,
}

impl Verdict {
    /// The verdict of a position, from the solver's answer.
    pub fn of(answer: &Result<Analysis, SolveError>) -> Verdict {
        match answer {
            Ok(analysis) => Verdict {
                nim_sum: analysis.nim_sum(),
                outcome: Some(analysis.outcome),
            },
            Err(_) => Verdict {
                nim_sum: None,
                outcome: None,
            },
        }
    }
}

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
    /// What was wrong with the link the page opened with.
    Link {
        /// Each problem, in the link's order.
        notices: Vec<UrlNotice>,
    },
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

/// One action of the game, with who made it and where it led.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The action.
    pub mv: Move,
    /// Who made it.
    pub player: Player,
    /// The position after it.
    pub game: Game,
    /// The solver's answer for that position.
    pub answer: Answer,
}

impl Entry {
    /// The verdict of the position the move led to.
    pub fn verdict(&self) -> Verdict {
        Verdict::of(&self.answer)
    }
}

/// Most nodes of the part of a diagram a game went through (each position with its children).
pub const ALONG_NODES: usize = 160;

/// The state diagram beside the board, and how far its labelling has gone.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramView {
    /// The position the diagram was drawn from.
    pub root: Game,
    /// The diagram, or why it was refused.
    pub diagram: Rc<Result<Diagram, DiagramError>>,
    /// The labelling procedure's steps (empty for a partial diagram).
    pub steps: Rc<Vec<Step>>,
    /// How many steps are shown.
    pub shown: usize,
    /// "Label it yourself", while the student labels instead of the procedure.
    pub quiz: Option<Quiz>,
}

/// The student's labels in "Label it yourself", each checked at once against the solver.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Quiz {
    /// Each node's label, once the student gave it rightly.
    pub labels: Vec<Option<Outcome>>,
    /// Labels given rightly.
    pub right: u32,
    /// Labels given wrongly.
    pub wrong: u32,
    /// The last label given, with the arrows that confirm or refute it.
    pub last: Option<Guess>,
}

/// One label the student gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The node.
    pub node: usize,
    /// The label given.
    pub guessed: Outcome,
    /// Whether it is the solver's.
    pub right: bool,
    /// The arrows that show the node's outcome (`Diagram::justification`).
    pub edges: Vec<usize>,
}

impl DiagramView {
    fn new(root: Game, diagram: Result<Diagram, DiagramError>) -> DiagramView {
        let steps = diagram
            .as_ref()
            .ok()
            .and_then(Diagram::labelling)
            .unwrap_or_default();
        DiagramView {
            root,
            diagram: Rc::new(diagram),
            steps: Rc::new(steps),
            shown: 0,
            quiz: None,
        }
    }

    /// The diagram of every position reachable from `root`.
    pub fn of(root: Game) -> DiagramView {
        let diagram = root.diagram(DIAGRAM_NODES);
        DiagramView::new(root, diagram)
    }

    /// The step shown last, if any.
    pub fn last_step(&self) -> Option<&Step> {
        self.shown.checked_sub(1).and_then(|i| self.steps.get(i))
    }

    /// Each node's label so far (`None` while unlabelled): the student's in "Label it yourself",
    /// else the procedure's steps shown.
    pub fn labels(&self) -> Vec<Option<Outcome>> {
        if let Some(quiz) = &self.quiz {
            return quiz.labels.clone();
        }
        let nodes = self.diagram.as_ref().as_ref().map_or(0, |d| d.nodes.len());
        let mut labels = vec![None; nodes];
        for step in &self.steps[..self.shown.min(self.steps.len())] {
            if let Some(label) = labels.get_mut(step.node) {
                *label = Some(step.outcome);
            }
        }
        labels
    }

    /// Whether every step is shown.
    pub fn done(&self) -> bool {
        self.shown >= self.steps.len()
    }
}

/// A quiz on the board, with the game it interrupted (given back when the quiz is left).
#[derive(Clone, Debug, PartialEq)]
pub struct QuizSession {
    /// The questions, the answers and the round.
    pub run: QuizRun,
    /// The game as it was before the quiz.
    pub paused: Box<State>,
}

/// Everything the app shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// Mode, strength, who starts, hints.
    pub settings: Settings,
    /// The position the game started from, in editable form.
    pub setup: Setup,
    /// The solver's answer for the starting position.
    pub start_answer: Answer,
    /// Every action made, including undone ones that redo can bring back.
    pub entries: Vec<Entry>,
    /// How many of `entries` are in effect.
    pub cursor: usize,
    /// The computer's chosen move while it is shown happening.
    pub pending: Option<Move>,
    /// Why the last action was refused, or what was wrong with a link or an edit.
    pub notice: Option<Notice>,
    /// The latest action, for the live region.
    pub announcement: Announcement,
    /// Seed of the computer's choices, so a game can be replayed.
    pub seed: u64,
    /// The embedded layout, when the page sits in another (no chrome).
    pub embed: Option<Embed>,
    /// The state diagram, while it is shown.
    pub diagram: Option<DiagramView>,
    /// The Explore view's slice, while it is shown (kept when the board changes).
    pub explore: Option<Slice>,
    /// The quiz, while one is on the board.
    pub quiz: Option<QuizSession>,
    /// Whether the game review is shown.
    pub review: bool,
    /// Projector mode, while presenting.
    pub present: Option<Presentation>,
}

impl Default for State {
    fn default() -> Self {
        State::new(Settings::default(), Setup::default(), 0)
    }
}

/// A user's or the app's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Play a move on the board.
    Play(Move),
    /// The computer picks its move (it is then shown before it is made).
    ComputerChoose,
    /// Make the computer's shown move now.
    CommitPending,
    /// Take back the last move (against the computer: back to your turn).
    Undo,
    /// Bring back an undone move.
    Redo,
    /// Start again from the starting position.
    Restart,
    /// Switch to another game with its default position.
    SetVariant(Variant),
    /// Change how the game is played.
    SetMode(Mode),
    /// Change the computer's strength.
    SetStrength(Strength),
    /// Choose whether the person starts against the computer.
    SetHumanStarts(bool),
    /// Show or hide hints.
    SetHints(bool),
    /// Start from an edited position, a preset, or a link.
    Load(Setup),
    /// Start from a random interesting position made from this seed.
    Random(u64),
    /// Hide the notice.
    DismissNotice,
    /// Show the board alone, or the state diagram of the position on the board beside it.
    SetView(View),
    /// Instead of a refused diagram, the part of it the game so far went through.
    DiagramAlong,
    /// Label one more node of the diagram.
    DiagramStep,
    /// Label every node.
    DiagramShowAll,
    /// Start (or leave) "Label it yourself".
    DiagramQuiz(bool),
    /// The student labels a node.
    DiagramGuess(usize, Outcome),
    /// Clear the labels.
    DiagramReset,
    /// Put the position of a diagram's node on the board, to analyse.
    DiagramGoTo(usize),
    /// Show another slice in the Explore view.
    ExploreSlice(Slice),
    /// Put the position of the Explore cell with free heaps `(a, b)` on the board, to analyse.
    ExplorePick(u32, u32),
    /// Start, answer, go on in or leave a quiz.
    Quiz(QuizAction),
    /// Return the board to a position of the review (0 is the start), as undo and redo do.
    ReviewGoTo(usize),
    /// Open (with hints on) or leave projector mode.
    Present(bool),
    /// One step forward (`true`) or back in projector mode's walk through the nim-sum.
    Reveal(bool),
    /// Hide or show the verdict and the highlighted moves, for a class vote.
    ClassVote,
    /// Walk through the powers of two (`true`) or the binary table.
    PresentPowers(bool),
    /// Something typed into Explore's fields is unusable.
    ExploreTyped(ExploreProblem),
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
            settings,
            start_answer: answer(&setup.game()),
            setup,
            entries: Vec::new(),
            cursor: 0,
            pending: None,
            notice,
            announcement: Announcement::Silent,
            seed,
            embed: None,
            diagram: None,
            explore: None,
            quiz: None,
            review: false,
            present: None,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> Game {
        self.setup.game()
    }

    /// The position on the board now.
    pub fn game(&self) -> Game {
        match self.current() {
            Some(entry) => entry.game.clone(),
            None => self.start(),
        }
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
        match self.current() {
            Some(entry) => Rc::clone(&entry.answer),
            None => Rc::clone(&self.start_answer),
        }
    }

    /// The last move in effect.
    fn current(&self) -> Option<&Entry> {
        self.cursor.checked_sub(1).and_then(|i| self.entries.get(i))
    }

    /// The moves in effect, oldest first.
    pub fn moves(&self) -> Vec<Move> {
        self.entries[..self.cursor]
            .iter()
            .map(|e| e.mv.clone())
            .collect()
    }

    /// A player's name: as the mode names them, but in a quiz the student is "you" and the
    /// other player "the opponent" (no computer plays there).
    pub fn name(&self, player: Player) -> PlayerName {
        match self.settings.name(player) {
            PlayerName::Computer if self.quiz.is_some() => PlayerName::Opponent,
            name => name,
        }
    }

    /// Who acts now (in Blocking Nim's first phase, the blocker).
    pub fn actor(&self) -> Player {
        self.game().actor(self.mover())
    }

    /// Who moves counters this turn (in Blocking Nim, also during the blocker's phase).
    pub fn mover(&self) -> Player {
        let after = Player::mover_after(&self.moves());
        match self.setup.turn {
            Player::First => after,
            Player::Second => after.other(),
        }
    }

    /// The state with the blocker's `forbidden` moves made on its position, as a link that
    /// was taken mid-turn has them; a forbid that is not legal here is left out.
    #[must_use]
    pub fn with_forbidden(mut self, forbidden: &[(usize, u32)]) -> State {
        for &(heap, to) in forbidden {
            self.apply(&Move::Forbid { heap, to });
        }
        self.notice = None;
        self
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Player> {
        self.game().winner(self.mover())
    }

    /// Whether the computer acts now and has not chosen yet.
    pub fn computer_to_choose(&self) -> bool {
        self.computer_acts() && self.pending.is_none()
    }

    /// Whether it is the computer's turn to act.
    pub fn computer_acts(&self) -> bool {
        self.quiz.is_none()
            && self.settings.mode == Mode::Computer
            && self.actor() == self.settings.computer()
            && !matches!(self.game().phase(), Phase::Over(_))
    }

    /// Whether a person may act on the board now.
    pub fn board_enabled(&self) -> bool {
        if let Some(session) = &self.quiz {
            return session.run.awaits(QuizKind::Move);
        }
        !self.computer_acts() && !matches!(self.game().phase(), Phase::Over(_))
    }

    /// Whether undo has something to take back.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether redo has something to bring back.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.entries.len()
    }

    fn restarted(&self, setup: Setup) -> State {
        let mut next = State::new(self.settings.clone(), setup, self.seed.wrapping_add(1));
        next.embed = self.embed;
        next.explore.clone_from(&self.explore);
        next.review = self.review;
        next.present.clone_from(&self.present);
        next
    }

    /// Whether the board highlights the winning moves: hints on, and no class vote under way.
    pub fn highlights(&self) -> bool {
        self.settings.hints && !self.present.as_ref().is_some_and(|p| p.hidden)
    }

    /// Projector mode's actions; `None` when nothing changes.
    fn present_action(mut self, action: &Action) -> Option<Rc<State>> {
        match *action {
            Action::Present(true) => {
                if self.present.is_none() {
                    let before = self.settings.hints;
                    self.present = Some(Presentation::new(self.game(), before));
                    self.settings.hints = true;
                }
            }
            Action::Present(false) => {
                let present = self.present.take()?;
                self.settings.hints = present.hints_before;
            }
            Action::Reveal(forward) => {
                let game = self.game();
                let walk = self.answer().as_ref().as_ref().ok().map(Walk::of)?;
                self.present = Some(self.present.as_ref()?.stepped(&game, &walk, forward)?);
            }
            Action::ClassVote => {
                let present = self.present.as_mut()?;
                present.hidden = !present.hidden;
            }
            Action::PresentPowers(powers) => self.present.as_mut()?.powers = powers,
            _ => return None,
        }
        Some(Rc::new(self))
    }

    /// What is shown beside the board.
    pub fn view(&self) -> View {
        if self.diagram.is_some() {
            View::Diagram
        } else if self.review {
            View::Review
        } else {
            View::Board
        }
    }

    /// Moves the board to the position after `row` entries, as undo and redo do: against the
    /// computer, back to the person's own turn.
    fn go_to(mut self, row: usize) -> Option<Rc<State>> {
        if row > self.entries.len() {
            return None;
        }
        self.pending = None;
        self.cursor = row;
        while self.cursor > 0 && self.computer_acts() {
            self.cursor -= 1;
        }
        self.announcement = Announcement::Revisited { row: self.cursor };
        self.notice = None;
        Some(Rc::new(self))
    }

    fn apply(&mut self, mv: &Move) {
        let before = self.game();
        let by_computer = self.computer_acts();
        match before.apply(mv) {
            Ok(game) => {
                let player = self.actor();
                let answer = answer(&game);
                self.entries.truncate(self.cursor);
                self.entries.push(Entry {
                    mv: mv.clone(),
                    player,
                    game,
                    answer,
                });
                self.cursor = self.entries.len();
                // The computer's move leaves a notice about the link or an edit for the person to read.
                if !by_computer
                    || matches!(
                        self.notice,
                        Some(
                            Notice::Refused(_)
                                | Notice::WaitForComputer
                                | Notice::ComputerCannotAnalyse
                        )
                    )
                {
                    self.notice = None;
                }
                // The end of a game opens its review, unless the diagram is being studied.
                if game_over(&self.game()) && self.diagram.is_none() {
                    self.review = true;
                }
                self.announcement = Announcement::Moved {
                    player,
                    before,
                    mv: mv.clone(),
                };
            }
            Err(error) => self.notice = Some(Notice::Refused(error)),
        }
    }

    /// Explore's actions; `None` when nothing changes.
    fn explore_action(mut self, action: &Action) -> Option<Rc<State>> {
        match *action {
            Action::ExploreSlice(ref slice) => {
                if let Some(problem) = explore_problem(slice) {
                    self.notice = Some(Notice::Explore(problem));
                } else {
                    self.notice = None;
                    self.explore = Some(slice.clone());
                }
            }
            Action::ExplorePick(a, b) => {
                let setup = explore_setup(self.explore.as_ref()?, a, b);
                if let Some(problem) = setup.limit_problem() {
                    self.notice = Some(Notice::Limit(problem));
                    return Some(Rc::new(self));
                }
                let mut fresh = self.restarted(setup);
                fresh.settings.mode = Mode::Analysis;
                fresh.settings.hints = true;
                fresh.announcement = Announcement::NewPosition;
                return Some(Rc::new(fresh));
            }
            Action::ExploreTyped(problem) => self.notice = Some(Notice::Explore(problem)),
            _ => return None,
        }
        Some(Rc::new(self))
    }

    /// The views' actions (diagram and Explore); `None` when nothing changes.
    fn diagram_action(mut self, action: &Action) -> Option<Rc<State>> {
        match *action {
            Action::SetView(View::Board) => {
                self.diagram = None;
                self.explore = None;
                self.review = false;
            }
            Action::SetView(View::Review) => {
                self.diagram = None;
                self.explore = None;
                self.review = true;
            }
            Action::SetView(View::Diagram) => {
                self.explore = None;
                self.review = false;
                self.diagram = Some(DiagramView::of(self.game()));
            }
            Action::SetView(View::Explore) => {
                self.diagram = None;
                self.review = false;
                let slice = default_slice(self.setup.variant, self.setup.blocks);
                self.explore = Some(self.explore.take().unwrap_or(slice));
            }
            Action::ExploreSlice(_) | Action::ExplorePick(..) | Action::ExploreTyped(_) => {
                return self.explore_action(action)
            }
            Action::DiagramAlong => {
                let start = self.start();
                let path: Vec<Game> = self.entries[..self.cursor]
                    .iter()
                    .map(|e| e.game.clone())
                    .collect();
                let diagram = start.diagram_along(&path, ALONG_NODES);
                self.diagram = Some(DiagramView::new(start, diagram));
            }
            Action::DiagramStep => {
                let view = self.diagram.as_mut().filter(|v| !v.done())?;
                view.shown += 1;
            }
            Action::DiagramShowAll => {
                let view = self.diagram.as_mut()?;
                view.shown = view.steps.len();
            }
            Action::DiagramReset => self.diagram.as_mut()?.shown = 0,
            Action::DiagramQuiz(on) => {
                let view = self.diagram.as_mut()?;
                let nodes = view.diagram.as_ref().as_ref().ok()?.nodes.len();
                view.quiz = on.then(|| Quiz {
                    labels: vec![None; nodes],
                    ..Quiz::default()
                });
            }
            Action::DiagramGuess(node, guessed) => {
                let view = self.diagram.as_mut()?;
                let diagram = view.diagram.as_ref().as_ref().ok()?;
                let truth = diagram.nodes.get(node)?.outcome;
                let quiz = view.quiz.as_mut()?;
                if quiz.labels.get(node)?.is_some() {
                    return None;
                }
                let right = guessed == truth;
                if right {
                    quiz.labels[node] = Some(truth);
                    quiz.right += 1;
                } else {
                    quiz.wrong += 1;
                }
                quiz.last = Some(Guess {
                    node,
                    guessed,
                    right,
                    edges: diagram.justification(node),
                });
            }
            Action::DiagramGoTo(node) => {
                let view = self.diagram.take()?;
                let game = view
                    .diagram
                    .as_ref()
                    .as_ref()
                    .ok()
                    .and_then(|d| d.nodes.get(node))
                    .map(|n| n.seen_as.clone())?;
                let setup = Setup::from_game(&game, &self.setup);
                let mut fresh = self.restarted(setup);
                fresh.settings.mode = Mode::Analysis;
                fresh.settings.hints = true;
                fresh.announcement = Announcement::NewPosition;
                fresh.diagram = Some(view);
                return Some(Rc::new(fresh));
            }
            _ => return None,
        }
        Some(Rc::new(self))
    }

    /// This state with the quiz `spec` on the board; the game so far waits until it is left.
    #[must_use]
    pub fn with_quiz(&self, spec: QuizSpec) -> State {
        let paused = match &self.quiz {
            Some(session) => session.paused.clone(),
            None => Box::new(self.clone()),
        };
        let mut next = (*paused).clone();
        // The student plays "you"; hints would give the answers away until one is given.
        next.settings.mode = Mode::Computer;
        next.settings.human_starts = true;
        next.diagram = None;
        next.quiz = Some(QuizSession {
            run: QuizRun::new(spec),
            paused,
        });
        next.pose();
        next
    }

    /// This state with its quiz at the progress `text` describes (kept across a reload of the
    /// quiz's link); unchanged when the text is corrupt, old, or of other questions.
    #[must_use]
    pub fn resume_quiz(mut self, text: &str) -> State {
        let Some(run) = self.quiz.as_ref().and_then(|s| s.run.resume(text)) else {
            return self;
        };
        if let Some(session) = self.quiz.as_mut() {
            session.run = run;
        }
        self.pose();
        // A question answered before the reload shows its verdict again.
        let _ = self.show_answer();
        self
    }

    /// Puts the quiz's question on the board (a Blocking Nim move question with the blocker's
    /// forbids made), or announces the score once the round is over.
    fn pose(&mut self) {
        let Some(run) = self.quiz.as_ref().map(|s| &s.run) else {
            return;
        };
        let Some((_, question)) = run.current() else {
            self.announcement = Announcement::QuizOver {
                right: run.right(),
                total: run.asked.len(),
            };
            return;
        };
        let asked = Announcement::QuizAsked {
            number: run.shown + 1,
            total: run.asked.len(),
            kind: question.kind,
            game: question.game.clone(),
        };
        let game = question.game.clone();
        self.setup = Setup::from_game(&game, &self.setup);
        let start = self.setup.game();
        self.start_answer = answer(&start);
        self.entries.clear();
        self.cursor = 0;
        self.pending = None;
        self.settings.hints = false;
        for &(heap, to) in game.forbidden() {
            self.apply(&Move::Forbid { heap, to });
        }
        self.notice = None;
        self.announcement = asked;
    }

    /// The quiz's actions while one is on the board; `None` when nothing changes.
    fn quiz_action(mut self, action: Action) -> Option<Rc<State>> {
        if let Action::Quiz(QuizAction::Start(spec)) = action {
            return Some(Rc::new(self.with_quiz(spec)));
        }
        let session = self.quiz.as_mut()?;
        match action {
            Action::Play(mv) if session.run.awaits(QuizKind::Move) => {
                if let Err(error) = self.game().apply(&mv) {
                    self.notice = Some(Notice::Refused(error));
                    return Some(Rc::new(self));
                }
                self.answer_quiz(Given::Move(mv))?;
            }
            Action::Quiz(QuizAction::Answer(outcome)) if session.run.awaits(QuizKind::Outcome) => {
                self.answer_quiz(Given::Outcome(outcome))?;
            }
            Action::Quiz(QuizAction::Next) if session.run.answered().is_some() => {
                session.run.shown += 1;
                self.pose();
            }
            Action::Quiz(QuizAction::Retry) => {
                session.run = session.run.retry()?;
                self.pose();
            }
            Action::Quiz(QuizAction::Leave) => {
                let mut back = *self.quiz.take()?.paused;
                back.announcement = Announcement::QuizLeft;
                return Some(Rc::new(back));
            }
            Action::DismissNotice => self.notice = None,
            // The game's own actions wait until the quiz is left.
            _ => return None,
        }
        Some(Rc::new(self))
    }

    /// Records the answer to the question shown and shows the explanation (the hints' panel).
    fn answer_quiz(&mut self, given: Given) -> Option<()> {
        self.quiz.as_mut()?.run.answer(given)?;
        self.show_answer()
    }

    /// Shows the verdict on the answer to the question shown and its explanation.
    fn show_answer(&mut self) -> Option<()> {
        let run = &self.quiz.as_ref()?.run;
        let answer = run.answered()?.clone();
        let question = run.questions.get(answer.question)?.clone();
        self.settings.hints = true;
        self.notice = None;
        self.announcement = Announcement::QuizAnswered {
            question: Box::new(question),
            answer,
        };
        Some(())
    }

    fn computer_choice(&self) -> Option<Move> {
        let seed = self
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(self.cursor as u64);
        self.game()
            .computer_move(self.settings.strength, seed)
            .ok()
            .flatten()
    }
}

impl State {
    /// Takes back a move (against the computer, back to the person's own turn); `false` if none.
    fn undo(&mut self) -> bool {
        self.pending = None;
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        while self.cursor > 0 && self.computer_acts() {
            self.cursor -= 1;
        }
        self.announcement = Announcement::TakenBack;
        self.notice = None;
        true
    }

    /// Plays a taken-back move again (and the computer's reply); `false` if there is none.
    fn redo(&mut self) -> bool {
        if !self.can_redo() || self.pending.is_some() {
            return false;
        }
        self.cursor += 1;
        while self.can_redo() && self.computer_acts() {
            self.cursor += 1;
        }
        self.announcement = Announcement::PlayedAgain;
        self.notice = None;
        true
    }
}

/// Whether the game is over at `game`.
fn game_over(game: &Game) -> bool {
    matches!(game.phase(), Phase::Over(_))
}

impl Reducible for State {
    type Action = Action;

    // One short arm per action; the views' and projector mode's own actions are handled apart.
    #[allow(clippy::too_many_lines)]
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            // While a quiz is on the board, the game's own actions wait.
            _ if next.quiz.is_some() => return next.quiz_action(action).unwrap_or(self),
            Action::Play(mv) => {
                if next.board_enabled() {
                    next.apply(&mv);
                } else if next.computer_acts() {
                    next.notice = Some(Notice::WaitForComputer);
                } else {
                    next.notice = Some(Notice::Refused(MoveError::GameOver));
                }
            }
            Action::ComputerChoose => {
                if !next.computer_to_choose() {
                    return self;
                }
                match next.computer_choice() {
                    Some(mv) => next.pending = Some(mv),
                    None => next.notice = Some(Notice::ComputerCannotAnalyse),
                }
            }
            Action::CommitPending => match next.pending.take() {
                Some(mv) => next.apply(&mv),
                None => return self,
            },
            Action::Undo => {
                if !next.undo() {
                    return self;
                }
            }
            Action::Redo => {
                if !next.redo() {
                    return self;
                }
            }
            Action::Restart => {
                let mut fresh = next.restarted(next.setup.clone());
                fresh.announcement = Announcement::NewGame;
                return Rc::new(fresh);
            }
            Action::SetVariant(variant) => {
                if variant == next.setup.variant {
                    return self;
                }
                return Rc::new(next.restarted(presets::default_setup(variant)));
            }
            Action::SetMode(mode) => {
                next.settings.mode = mode;
                next.pending = None;
                if mode == Mode::Analysis {
                    next.settings.hints = true;
                }
            }
            Action::SetStrength(strength) => next.settings.strength = strength,
            Action::SetHumanStarts(human_starts) => {
                next.settings.human_starts = human_starts;
                return Rc::new(next.restarted(next.setup.clone()));
            }
            Action::SetHints(hints) => next.settings.hints = hints,
            Action::Load(setup) => {
                if let Some(problem) = setup.limit_problem() {
                    next.notice = Some(Notice::Limit(problem));
                } else {
                    let mut fresh = next.restarted(setup);
                    fresh.announcement = Announcement::NewPosition;
                    return Rc::new(fresh);
                }
            }
            Action::Random(seed) => {
                let setup = presets::random_setup(next.setup.variant, next.setup.blocks, seed);
                let mut fresh = next.restarted(setup);
                fresh.announcement = Announcement::RandomPosition;
                return Rc::new(fresh);
            }
            Action::DismissNotice => next.notice = None,
            Action::ReviewGoTo(row) => return next.go_to(row).unwrap_or(self),
            Action::Present(_)
            | Action::Reveal(_)
            | Action::ClassVote
            | Action::PresentPowers(_) => return next.present_action(&action).unwrap_or(self),
            Action::SetView(_)
            | Action::DiagramAlong
            | Action::DiagramStep
            | Action::DiagramShowAll
            | Action::DiagramQuiz(_)
            | Action::DiagramGuess(..)
            | Action::DiagramReset
            | Action::DiagramGoTo(_)
            | Action::ExploreSlice(_)
            | Action::ExplorePick(..)
            | Action::ExploreTyped(_) => return next.diagram_action(&action).unwrap_or(self),
            Action::Quiz(_) => return next.quiz_action(action).unwrap_or(self),
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{Nim, Pass};

    fn two_player(setup: Setup) -> Rc<State> {
        let settings = Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        Rc::new(State::new(settings, setup, 7))
    }

    fn nim(heaps: &[u32]) -> Setup {
        Setup {
            heaps: heaps.to_vec(),
            ..Setup::default()
        }
    }

    #[test]
    fn a_move_shrinks_the_heap_and_records_the_nim_sum() {
        let state = two_player(nim(&[3, 4, 5]));
        let state = state.reduce(Action::Play(Move::Take { heap: 0, to: 1 }));
        assert_eq!(
            state.game(),
            Game::Nim(Nim {
                heaps: vec![1, 4, 5]
            })
        );
        assert_eq!(state.entries.len(), 1);
        assert_eq!(state.entries[0].verdict().nim_sum, Some(Nimber(1 ^ 4 ^ 5)));
        assert_eq!(state.entries[0].player, Player::First);
        assert_eq!(state.actor(), Player::Second);
        assert_eq!(
            state.announcement,
            Announcement::Moved {
                player: Player::First,
                before: Game::Nim(Nim {
                    heaps: vec![3, 4, 5]
                }),
                mv: Move::Take { heap: 0, to: 1 }
            }
        );
    }

    #[test]
    fn an_illegal_move_is_refused_with_a_notice() {
        let state = two_player(nim(&[3, 4, 5]));
        let state = state.reduce(Action::Play(Move::Take { heap: 0, to: 3 }));
        assert_eq!(
            state.game(),
            Game::Nim(Nim {
                heaps: vec![3, 4, 5]
            })
        );
        assert!(matches!(
            state.notice,
            Some(Notice::Refused(MoveError::NotSmaller { heap: 0, .. }))
        ));
        let state = state.reduce(Action::Play(Move::Take { heap: 9, to: 0 }));
        assert!(state.entries.is_empty());
        assert!(state.notice.is_some());
    }

    #[test]
    fn each_position_keeps_the_solvers_answer_from_when_it_was_reached() {
        let state = two_player(nim(&[3, 4, 5]));
        assert_eq!(*state.answer(), state.game().analyze());
        let state = state.reduce(Action::Play(Move::Take { heap: 0, to: 1 }));
        let kept = state.answer();
        assert_eq!(*kept, state.game().analyze());
        let state = state.reduce(Action::Undo).reduce(Action::Redo);
        assert!(Rc::ptr_eq(&kept, &state.answer()), "redo reuses the answer");
        let state = state.reduce(Action::Undo);
        assert_eq!(*state.answer(), state.start().analyze());
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let state = two_player(nim(&[3, 4, 5]));
        let state = state.reduce(Action::Play(Move::Take { heap: 0, to: 1 }));
        let state = state.reduce(Action::Play(Move::Take { heap: 2, to: 0 }));
        let state = state.reduce(Action::Undo);
        assert_eq!(
            state.game(),
            Game::Nim(Nim {
                heaps: vec![1, 4, 5]
            })
        );
        assert!(state.can_redo());
        let state = state.reduce(Action::Redo);
        assert_eq!(
            state.game(),
            Game::Nim(Nim {
                heaps: vec![1, 4, 0]
            })
        );
        let state = state
            .reduce(Action::Undo)
            .reduce(Action::Play(Move::Take { heap: 1, to: 0 }));
        assert!(!state.can_redo(), "a new move drops the undone ones");
        assert_eq!(state.entries.len(), 2);
    }

    #[test]
    fn the_pass_can_be_used_once() {
        let setup = Setup {
            variant: Variant::Pass,
            heaps: vec![1, 2],
            ..Setup::default()
        };
        let state = two_player(setup).reduce(Action::Play(Move::Pass));
        assert_eq!(
            state.game(),
            Game::Pass(Pass {
                heaps: vec![1, 2],
                pass_available: false
            })
        );
        let state = state.reduce(Action::Play(Move::Pass));
        assert_eq!(state.entries.len(), 1);
        assert_eq!(state.notice, Some(Notice::Refused(MoveError::PassUsed)));
    }

    #[test]
    fn blocking_nim_alternates_blocker_and_mover() {
        let setup = Setup {
            variant: Variant::Blocking,
            heaps: vec![2, 3],
            ..Setup::default()
        };
        let state = two_player(setup);
        assert_eq!(state.mover(), Player::First);
        assert_eq!(state.actor(), Player::Second, "the blocker acts first");
        let state = state.reduce(Action::Play(Move::Forbid { heap: 0, to: 0 }));
        assert_eq!(state.actor(), Player::First);
        let refused = state
            .clone()
            .reduce(Action::Play(Move::Take { heap: 0, to: 0 }));
        assert_eq!(refused.entries.len(), 1, "the forbidden move is not made");
        assert_eq!(
            refused.notice,
            Some(Notice::Refused(MoveError::Forbidden { heap: 0, to: 0 }))
        );
        let state = state.reduce(Action::Play(Move::Take { heap: 1, to: 0 }));
        assert_eq!(state.mover(), Player::Second);
        assert_eq!(state.actor(), Player::First, "roles swap each turn");
    }

    #[test]
    fn the_last_counter_wins_in_nim_and_loses_in_misere() {
        let state = two_player(nim(&[2])).reduce(Action::Play(Move::Take { heap: 0, to: 0 }));
        assert_eq!(state.winner(), Some(Player::First));
        let misere = Setup {
            variant: Variant::Misere,
            heaps: vec![2],
            ..Setup::default()
        };
        let state = two_player(misere).reduce(Action::Play(Move::Take { heap: 0, to: 0 }));
        assert_eq!(state.winner(), Some(Player::Second));
    }

    #[test]
    fn the_computer_chooses_then_commits_and_undo_returns_to_the_person() {
        let settings = Settings::default();
        let state = Rc::new(State::new(settings, nim(&[3, 4, 5]), 3));
        assert!(!state.computer_to_choose(), "the person starts by default");
        let state = state.reduce(Action::Play(Move::Take { heap: 0, to: 1 }));
        assert!(state.computer_to_choose());
        assert!(!state.board_enabled());
        let refused = state
            .clone()
            .reduce(Action::Play(Move::Take { heap: 1, to: 0 }));
        assert_eq!(
            refused.entries.len(),
            1,
            "no moves for the person on the computer's turn"
        );
        let state = state.reduce(Action::ComputerChoose);
        let chosen = state.pending.clone().expect("a move is chosen");
        assert_eq!(
            state.entries.len(),
            1,
            "the move is shown before it is made"
        );
        let state = state.reduce(Action::CommitPending);
        assert_eq!(state.entries[1].mv, chosen);
        assert_eq!(state.entries[1].player, Player::Second);
        let state = state.reduce(Action::Undo);
        assert_eq!(state.cursor, 0, "undo goes back to the person's turn");
    }

    #[test]
    fn the_computers_move_keeps_a_link_notice_and_clears_a_move_notice() {
        let settings = Settings {
            human_starts: false,
            ..Settings::default()
        };
        let link = Notice::Link {
            notices: Vec::new(),
        };
        for (notice, kept) in [(link.clone(), Some(link)), (Notice::WaitForComputer, None)] {
            let mut state = State::new(settings.clone(), nim(&[3, 4, 5]), 3);
            state.notice = Some(notice);
            let state = Rc::new(state)
                .reduce(Action::ComputerChoose)
                .reduce(Action::CommitPending);
            assert_eq!(state.entries.len(), 1, "the computer moved");
            assert_eq!(state.notice, kept);
            // The person's move clears whatever is left.
            let mv = state
                .game()
                .legal_moves()
                .into_iter()
                .next()
                .expect("a move is left");
            let state = state.reduce(Action::Play(mv));
            assert_eq!(state.entries.len(), 2);
            assert_eq!(state.notice, None);
        }
    }

    #[test]
    fn a_perfect_computer_answers_a_p_position_move_with_a_p_position() {
        let state = Rc::new(State::new(Settings::default(), nim(&[1, 2, 3]), 11));
        let state = state
            .reduce(Action::Play(Move::Take { heap: 2, to: 0 }))
            .reduce(Action::ComputerChoose)
            .reduce(Action::CommitPending);
        assert_eq!(state.entries[1].verdict().nim_sum, Some(Nimber(0)));
    }

    #[test]
    fn edits_over_the_limits_are_refused_with_a_reason() {
        let state = two_player(nim(&[3, 4, 5]));
        let state = state.reduce(Action::Load(nim(&[3, 99])));
        assert_eq!(
            state.game(),
            Game::Nim(Nim {
                heaps: vec![3, 4, 5]
            })
        );
        assert_eq!(
            state.notice,
            Some(Notice::Limit(LimitProblem::HeapTooLarge { size: 99 }))
        );
        let state = state.reduce(Action::Load(nim(&[1; 9])));
        assert_eq!(
            state.notice,
            Some(Notice::Limit(LimitProblem::TooManyHeaps { heaps: 9 }))
        );
        let state = state.reduce(Action::Load(nim(&[7, 7])));
        assert_eq!(state.game(), Game::Nim(Nim { heaps: vec![7, 7] }));
        assert!(state.notice.is_none());
    }

    #[test]
    fn analysis_mode_turns_hints_on_and_keeps_the_position() {
        let state = two_player(nim(&[3, 4, 5])).reduce(Action::Play(Move::Take { heap: 0, to: 0 }));
        let state = state.reduce(Action::SetMode(Mode::Analysis));
        assert!(state.settings.hints);
        assert_eq!(
            state.game(),
            Game::Nim(Nim {
                heaps: vec![0, 4, 5]
            })
        );
    }

    #[test]
    fn a_random_position_is_within_the_limits_for_every_variant() {
        for variant in Variant::ALL {
            for seed in 0..20 {
                let state =
                    two_player(presets::default_setup(variant)).reduce(Action::Random(seed));
                assert_eq!(state.setup.variant, variant);
                assert_eq!(state.setup.limit_problem(), None, "{:?}", state.setup);
                assert!(state.game().analyze().is_ok());
            }
        }
    }

    #[test]
    fn a_whole_game_against_the_computer_ends_with_a_winner_in_every_variant() {
        for variant in Variant::ALL {
            for human_starts in [true, false] {
                let settings = Settings {
                    human_starts,
                    ..Settings::default()
                };
                let mut state = Rc::new(State::new(settings, presets::default_setup(variant), 9));
                for _ in 0..500 {
                    if state.winner().is_some() {
                        break;
                    }
                    state = if state.computer_acts() {
                        state
                            .reduce(Action::ComputerChoose)
                            .reduce(Action::CommitPending)
                    } else {
                        let mv = state
                            .game()
                            .legal_moves()
                            .last()
                            .cloned()
                            .expect("a legal move");
                        state.reduce(Action::Play(mv))
                    };
                }
                let winner = state.winner().expect("the game ends");
                // With perfect play the computer wins whenever the opening favours its seat.
                let opening = presets::default_setup(variant)
                    .game()
                    .analyze()
                    .expect("solvable");
                let first_wins = opening.outcome == Outcome::NextPlayerWins;
                let computer = state.settings.computer();
                if first_wins == (computer == Player::First) {
                    assert_eq!(
                        winner, computer,
                        "{variant:?}, human starts: {human_starts}"
                    );
                }
            }
        }
    }
    #[test]
    fn explore_opens_on_the_boards_family_keeps_its_slice_and_puts_a_cell_on_the_board() {
        use nim_solver::{Family, Slice};
        let blocking = Setup {
            variant: Variant::Blocking,
            blocks: 2,
            ..nim(&[3, 4, 5])
        };
        let state = two_player(blocking).reduce(Action::SetView(View::Explore));
        let slice = state.explore.clone().expect("open");
        assert_eq!(slice.family, Family::Blocking { blocks: 2 });
        assert!(state.diagram.is_none());

        let wider = Slice {
            fixed: vec![7, 2],
            max: 40,
            ..slice
        };
        let state = state.reduce(Action::ExploreSlice(wider.clone()));
        assert_eq!(state.explore.as_ref(), Some(&wider));
        // Out of the view's limits: a notice, the slice kept.
        let state = state.reduce(Action::ExploreSlice(Slice {
            max: 5000,
            ..wider.clone()
        }));
        assert_eq!(
            state.notice,
            Some(Notice::Explore(ExploreProblem::Max(5000)))
        );
        assert_eq!(state.explore.as_ref(), Some(&wider));
        let state = state.reduce(Action::ExploreTyped(ExploreProblem::NotAWholeNumber));
        assert_eq!(
            state.notice,
            Some(Notice::Explore(ExploreProblem::NotAWholeNumber))
        );
        assert_eq!(state.explore.as_ref(), Some(&wider));

        // A cell goes on the board for analysis; the view stays, as after a new game.
        let state = state.reduce(Action::ExplorePick(3, 6));
        assert_eq!(state.game().heaps(), Some(&[7, 2, 3, 6][..]));
        assert_eq!(state.game().blocks(), Some(2));
        assert_eq!(state.settings.mode, Mode::Analysis);
        assert_eq!(state.explore.as_ref(), Some(&wider));
        let state = state.reduce(Action::Restart);
        assert_eq!(state.explore.as_ref(), Some(&wider));
        // A cell too large for the board is refused with the board's limit.
        let state = state.reduce(Action::ExplorePick(3, 40));
        assert_eq!(
            state.notice,
            Some(Notice::Limit(LimitProblem::HeapTooLarge { size: 40 }))
        );
        assert_eq!(state.game().heaps(), Some(&[7, 2, 3, 6][..]));
        // The diagram and the board alone close it.
        assert!(Rc::clone(&state)
            .reduce(Action::SetView(View::Diagram))
            .explore
            .is_none());
        assert!(state.reduce(Action::SetView(View::Board)).explore.is_none());
    }

    #[test]
    fn the_diagram_steps_through_its_labelling_and_a_node_goes_on_the_board() {
        let state = two_player(nim(&[4, 3, 2])).reduce(Action::SetView(View::Diagram));
        let view = state.diagram.clone().expect("open");
        assert_eq!(view.root, state.game());
        let total = view.steps.len();
        assert_eq!(total, 28);
        let mut state = state;
        for shown in 1..=total {
            state = state.reduce(Action::DiagramStep);
            assert_eq!(state.diagram.as_ref().expect("open").shown, shown);
        }
        let done = state.clone().reduce(Action::DiagramStep);
        assert!(Rc::ptr_eq(&done, &state), "no step past the end");
        let view = state.diagram.clone().expect("open");
        let labels = view.labels();
        let diagram = view.diagram.as_ref().as_ref().expect("small");
        for (node, label) in diagram.nodes.iter().zip(&labels) {
            assert_eq!(*label, Some(node.outcome));
        }
        let reset = state.reduce(Action::DiagramReset);
        assert!(reset
            .diagram
            .as_ref()
            .expect("open")
            .labels()
            .iter()
            .all(Option::is_none));
        let target = diagram
            .find(&Game::Nim(Nim {
                heaps: vec![3, 2, 1],
            }))
            .expect("3-2-1");
        let moved = reset.reduce(Action::DiagramGoTo(target));
        assert_eq!(moved.settings.mode, Mode::Analysis);
        assert_eq!(diagram.find(&moved.game()), Some(target));
        assert_eq!(moved.diagram.as_ref().expect("kept").root, view.root);
        let ignored = moved.clone().reduce(Action::DiagramGoTo(999));
        assert!(Rc::ptr_eq(&ignored, &moved));
        assert!(moved.reduce(Action::SetView(View::Board)).diagram.is_none());
    }

    #[test]
    fn a_large_diagram_is_refused_and_the_game_so_far_is_offered() {
        let state = two_player(nim(&[9, 8, 7])).reduce(Action::SetView(View::Diagram));
        let view = state.diagram.clone().expect("open");
        assert!(matches!(
            view.diagram.as_ref(),
            Err(DiagramError::TooLarge { .. })
        ));
        assert!(view.steps.is_empty());
        let played = state.reduce(Action::Play(Move::Take { heap: 2, to: 1 }));
        let along = played.reduce(Action::DiagramAlong);
        let view = along.diagram.clone().expect("open");
        let diagram = view.diagram.as_ref().as_ref().expect("the part played");
        assert!(!diagram.complete);
        assert!(diagram
            .find(&Game::Nim(Nim {
                heaps: vec![9, 8, 1]
            }))
            .is_some());
        assert_eq!(view.root, along.start());
    }
    #[test]
    fn the_review_opens_at_the_end_and_a_row_puts_its_position_back_on_the_board() {
        let state = two_player(nim(&[1, 2])).reduce(Action::SetView(View::Review));
        assert_eq!(state.view(), View::Review);
        let state = state.reduce(Action::SetView(View::Board));
        assert!(!state.review);
        let state = state
            .reduce(Action::Play(Move::Take { heap: 1, to: 0 }))
            .reduce(Action::Play(Move::Take { heap: 0, to: 0 }));
        assert!(state.winner().is_some());
        assert!(state.review, "the end of the game opens its review");
        let back = state.reduce(Action::ReviewGoTo(1));
        assert_eq!(back.cursor, 1);
        assert_eq!(back.game(), Game::Nim(Nim { heaps: vec![1, 0] }));
        assert_eq!(back.announcement, Announcement::Revisited { row: 1 });
        assert!(back.can_redo(), "the later positions stay, as after undo");
        let ignored = back.clone().reduce(Action::ReviewGoTo(9));
        assert!(Rc::ptr_eq(&ignored, &back));
        let replayed = back.reduce(Action::Play(Move::Take { heap: 0, to: 0 }));
        assert_eq!(replayed.entries.len(), 2);
        assert!(!replayed.can_redo());
    }

    #[test]
    fn against_the_computer_a_review_jump_lands_on_the_persons_turn() {
        let state = Rc::new(State::new(Settings::default(), nim(&[3, 4, 5]), 3))
            .reduce(Action::Play(Move::Take { heap: 0, to: 0 }))
            .reduce(Action::ComputerChoose)
            .reduce(Action::CommitPending);
        assert_eq!(state.cursor, 2);
        let back = state.reduce(Action::ReviewGoTo(1));
        assert_eq!(
            back.cursor, 0,
            "position 2 is the computer's: back to the person's turn"
        );
        assert!(!back.computer_acts());
    }

    #[test]
    fn projector_mode_walks_every_game_and_the_class_vote_hides_the_highlights() {
        let state = two_player(nim(&[13, 15, 17]));
        let ignored = state.clone().reduce(Action::Reveal(true));
        assert!(
            Rc::ptr_eq(&ignored, &state),
            "no walk outside projector mode"
        );
        let state = state.reduce(Action::Present(true));
        assert!(state.settings.hints && state.highlights());
        let mut state = state.reduce(Action::Reveal(false));
        assert_eq!(state.present.as_ref().map(|p| p.step), Some(0));
        for step in 1..=7 {
            state = state.reduce(Action::Reveal(true));
            assert_eq!(state.present.as_ref().map(|p| p.step), Some(step));
        }
        let end = state.clone().reduce(Action::Reveal(true));
        assert!(
            Rc::ptr_eq(&end, &state),
            "the walk ends with the boxed heap"
        );
        let voting = state.reduce(Action::ClassVote);
        assert!(
            !voting.highlights(),
            "the class votes before the answer shows"
        );
        let moved = voting.reduce(Action::Play(Move::Take { heap: 2, to: 2 }));
        let present = moved.present.clone().expect("still presenting");
        assert_eq!(
            present.step_on(&moved.game()),
            0,
            "a new position starts the walk again"
        );
        assert!(present.hidden, "the vote stays on for the next position");
        let restarted = moved.reduce(Action::Restart);
        assert!(
            restarted.present.is_some(),
            "a new game keeps projector mode"
        );
        let powers = restarted.reduce(Action::PresentPowers(true));
        assert!(powers.present.as_ref().is_some_and(|p| p.powers));
        let left = powers.reduce(Action::Present(false));
        assert!(left.present.is_none());
        assert!(
            !left.settings.hints,
            "leaving puts the hints back as they were"
        );
        let with_hints = two_player(nim(&[3, 4, 5]))
            .reduce(Action::SetHints(true))
            .reduce(Action::Present(true))
            .reduce(Action::Present(false));
        assert!(with_hints.settings.hints, "hints that were on stay on");
        let blocking = two_player(Setup {
            variant: Variant::Blocking,
            heaps: vec![1, 2, 3],
            ..Setup::default()
        })
        .reduce(Action::Present(true));
        let last = Walk::of(&blocking.game().analyze().expect("small")).last();
        let mut walked = blocking;
        for step in 1..=last {
            walked = walked.reduce(Action::Reveal(true));
            assert_eq!(walked.present.as_ref().map(|p| p.step), Some(step));
        }
        let end = walked.clone().reduce(Action::Reveal(true));
        assert!(Rc::ptr_eq(&end, &walked), "Blocking Nim's walk ends too");
        let back = walked.reduce(Action::Reveal(false));
        assert_eq!(back.present.as_ref().map(|p| p.step), Some(last - 1));
    }

    #[test]
    fn a_student_labels_nodes_and_each_label_is_checked_and_scored() {
        let state = two_player(nim(&[2, 1]))
            .reduce(Action::SetView(View::Diagram))
            .reduce(Action::DiagramQuiz(true));
        let view = state.diagram.clone().expect("open");
        let diagram = view.diagram.as_ref().as_ref().expect("small");
        let start = 0;
        assert_eq!(diagram.nodes[start].outcome, Outcome::NextPlayerWins);
        let wrong = state.reduce(Action::DiagramGuess(start, Outcome::PreviousPlayerWins));
        let quiz = wrong
            .diagram
            .as_ref()
            .and_then(|v| v.quiz.clone())
            .expect("quiz");
        assert_eq!((quiz.right, quiz.wrong), (0, 1));
        let guess = quiz.last.expect("a verdict");
        assert!(!guess.right);
        assert!(!guess.edges.is_empty());
        assert!(
            guess.edges.iter().all(|&e| diagram.is_winning(e)),
            "the moves to P refute P"
        );
        assert_eq!(quiz.labels[start], None);
        let right = wrong.reduce(Action::DiagramGuess(start, Outcome::NextPlayerWins));
        let quiz = right
            .diagram
            .as_ref()
            .and_then(|v| v.quiz.clone())
            .expect("quiz");
        assert_eq!((quiz.right, quiz.wrong), (1, 1));
        assert_eq!(quiz.labels[start], Some(Outcome::NextPlayerWins));
        assert_eq!(right.diagram.as_ref().expect("open").labels(), quiz.labels);
        let again = right
            .clone()
            .reduce(Action::DiagramGuess(start, Outcome::NextPlayerWins));
        assert!(
            Rc::ptr_eq(&again, &right),
            "a labelled node is not scored twice"
        );
        let off = right.reduce(Action::DiagramQuiz(false));
        assert!(off.diagram.as_ref().expect("open").quiz.is_none());
    }

    fn quiz(variant: Variant, seed: u64) -> crate::views::quiz::run::QuizSpec {
        crate::views::quiz::run::QuizSpec {
            variant,
            level: nim_solver::Level::Two,
            seed,
        }
    }

    /// The question on the board.
    fn shown(state: &State) -> &QuizQuestion {
        let (_, question) = state
            .quiz
            .as_ref()
            .expect("a quiz")
            .run
            .current()
            .expect("asked");
        question
    }

    /// A right answer to the question shown: the solver's outcome, or its first winning move.
    /// Answers the quiz's questions rightly until a move question is shown.
    fn to_the_first_move_question(mut state: Rc<State>) -> Rc<State> {
        while state
            .quiz
            .as_ref()
            .and_then(|s| s.run.current())
            .map(|(_, q)| q.kind)
            != Some(QuizKind::Move)
        {
            let given = right_answer(&state);
            state = state.reduce(given).reduce(Action::Quiz(QuizAction::Next));
        }
        state
    }

    fn right_answer(state: &State) -> Action {
        let question = shown(state);
        match question.kind {
            QuizKind::Outcome => Action::Quiz(QuizAction::Answer(question.analysis.outcome)),
            QuizKind::Move => Action::Play(question.analysis.winning_moves[0].clone()),
        }
    }

    /// A wrong answer: the other letter, or a legal move that is not winning.
    fn wrong_answer(state: &State) -> Action {
        let question = shown(state);
        match question.kind {
            QuizKind::Outcome => {
                Action::Quiz(QuizAction::Answer(if question.analysis.outcome.is_p() {
                    Outcome::NextPlayerWins
                } else {
                    Outcome::PreviousPlayerWins
                }))
            }
            QuizKind::Move => Action::Play(
                question
                    .game
                    .legal_moves()
                    .into_iter()
                    .find(|mv| !question.analysis.winning_moves.contains(mv))
                    .expect("a losing move"),
            ),
        }
    }

    #[test]
    fn a_quiz_poses_each_question_on_the_board_and_scores_the_answers() {
        for variant in Variant::ALL {
            let game = two_player(presets::default_setup(variant)).reduce(Action::Play(
                presets::default_setup(variant).game().legal_moves()[0].clone(),
            ));
            let mut state = game
                .clone()
                .reduce(Action::Quiz(QuizAction::Start(quiz(variant, 5))));
            let questions = state.quiz.as_ref().expect("a quiz").run.questions.clone();
            assert_eq!(questions.len(), 10);
            for (i, question) in questions.iter().enumerate() {
                assert_eq!(state.game(), question.game, "{variant} question {i}");
                assert_eq!(*state.answer(), Ok(question.analysis.clone()));
                assert!(!state.settings.hints, "no hints before the answer");
                assert!(!state.computer_acts());
                assert_eq!(state.board_enabled(), question.kind == QuizKind::Move);
                if question.kind == QuizKind::Move {
                    assert_eq!(state.actor(), Player::First, "the student moves");
                }
                // Even questions right, odd ones wrong.
                let given = if i % 2 == 0 {
                    right_answer(&state)
                } else {
                    wrong_answer(&state)
                };
                state = state.reduce(given);
                let run = &state.quiz.as_ref().expect("a quiz").run;
                let answer = run.answered().expect("answered").clone();
                assert_eq!(answer.right, i % 2 == 0, "{variant} question {i}");
                assert_eq!(state.game(), question.game, "the board keeps the question");
                assert!(state.settings.hints, "the explanation is shown");
                assert!(!state.board_enabled());
                assert!(matches!(
                    state.announcement,
                    Announcement::QuizAnswered { .. }
                ));
                let again = state.clone().reduce(right_answer_kind(question));
                assert!(Rc::ptr_eq(&again, &state), "one answer per question");
                state = state.reduce(Action::Quiz(QuizAction::Next));
            }
            let run = &state.quiz.as_ref().expect("a quiz").run;
            assert!(run.finished());
            assert_eq!(run.right(), 5);
            let missed: Vec<usize> = run.missed().map(|a| a.question).collect();
            assert_eq!(missed, vec![1, 3, 5, 7, 9]);
            assert_eq!(
                state.announcement,
                Announcement::QuizOver {
                    right: 5,
                    total: 10
                }
            );
            // The missed ones again: all right this time, then nothing left to retry.
            let mut state = state.reduce(Action::Quiz(QuizAction::Retry));
            for &index in &missed {
                assert_eq!(state.game(), questions[index].game);
                let given = right_answer(&state);
                state = state.reduce(given).reduce(Action::Quiz(QuizAction::Next));
            }
            let run = &state.quiz.as_ref().expect("a quiz").run;
            assert_eq!((run.round, run.right(), run.asked.len()), (2, 5, 5));
            let done = state.clone().reduce(Action::Quiz(QuizAction::Retry));
            assert!(
                Rc::ptr_eq(&done, &state),
                "nothing missed, nothing to retry"
            );
            // The next quiz still keeps the game the first one interrupted.
            let next = state
                .clone()
                .reduce(Action::Quiz(QuizAction::Start(quiz(variant, 6))));
            let session = next.quiz.as_ref().expect("the next quiz");
            assert_eq!(session.run.spec.seed, 6);
            assert_eq!(session.paused.game(), game.game());
            assert_eq!(next.game(), session.run.questions[0].game);
            let back = state.reduce(Action::Quiz(QuizAction::Leave));
            assert!(back.quiz.is_none());
            assert_eq!(back.game(), game.game(), "the interrupted game comes back");
            assert_eq!(back.entries, game.entries);
            assert_eq!(back.settings, game.settings);
        }
    }

    /// Some answer of the question's kind, to check a second one is refused.
    fn right_answer_kind(question: &QuizQuestion) -> Action {
        match question.kind {
            QuizKind::Outcome => Action::Quiz(QuizAction::Answer(question.analysis.outcome)),
            QuizKind::Move => Action::Play(question.game.legal_moves()[0].clone()),
        }
    }

    #[test]
    fn during_a_quiz_the_games_own_actions_wait_and_illegal_moves_are_refused() {
        let state = two_player(nim(&[3, 4, 5]))
            .reduce(Action::Quiz(QuizAction::Start(quiz(Variant::Nim, 2))));
        for action in [
            Action::Undo,
            Action::Restart,
            Action::Load(nim(&[1, 2])),
            Action::SetHints(true),
            Action::SetView(View::Diagram),
            Action::ComputerChoose,
        ] {
            let after = state.clone().reduce(action.clone());
            assert!(Rc::ptr_eq(&after, &state), "{action:?}");
        }
        let state = to_the_first_move_question(state);
        let p_answer = state
            .clone()
            .reduce(Action::Quiz(QuizAction::Answer(Outcome::NextPlayerWins)));
        assert!(
            Rc::ptr_eq(&p_answer, &state),
            "a move question takes a move"
        );
        let refused = state
            .clone()
            .reduce(Action::Play(Move::Take { heap: 9, to: 0 }));
        assert!(matches!(refused.notice, Some(Notice::Refused(_))));
        assert!(refused
            .quiz
            .as_ref()
            .expect("a quiz")
            .run
            .answered()
            .is_none());
    }

    #[test]
    fn a_blocking_move_question_shows_the_blockers_forbids_and_a_forbidden_move_is_refused() {
        let state = to_the_first_move_question(
            two_player(nim(&[3, 4, 5]))
                .reduce(Action::Quiz(QuizAction::Start(quiz(Variant::Blocking, 1)))),
        );
        let game = state.game();
        assert!(!game.forbidden().is_empty());
        assert_eq!(
            state.entries.len(),
            game.forbidden().len(),
            "the forbids are made"
        );
        assert_eq!(state.actor(), Player::First);
        assert_eq!(state.settings.name(state.actor()), PlayerName::You);
        let (heap, to) = game.forbidden()[0];
        let refused = state.clone().reduce(Action::Play(Move::Take { heap, to }));
        assert_eq!(
            refused.notice,
            Some(Notice::Refused(MoveError::Forbidden { heap, to }))
        );
        let right = state.reduce(right_answer(&refused));
        assert!(
            right
                .quiz
                .as_ref()
                .expect("a quiz")
                .run
                .answered()
                .expect("answered")
                .right
        );
    }

    #[test]
    fn a_quiz_names_the_student_and_the_opponent_never_the_computer() {
        use crate::words::{ending, verdicts};
        use nim_solver::GameEnd;
        for variant in Variant::ALL {
            let mut state =
                Rc::new(State::default()).reduce(Action::Quiz(QuizAction::Start(quiz(variant, 3))));
            for i in 0..10 {
                let given = wrong_answer(&state);
                state = state.reduce(given);
                let mover = state.mover();
                let (next, previous) = (state.name(mover), state.name(mover.other()));
                assert_eq!((next, previous), (PlayerName::You, PlayerName::Opponent));
                let analysis = state.answer();
                let analysis = analysis.as_ref().as_ref().expect("solved");
                let said = verdicts::sentence(&state.game(), analysis, next, previous);
                assert!(!said.contains("computer"), "{variant} question {i}: {said}");
                assert!(
                    said.contains("you") || said.contains("You"),
                    "{variant} question {i}: {said}"
                );
                if state.game().phase() != Phase::Move || analysis.outcome.is_p() {
                    assert!(said.contains("opponent"), "{variant} question {i}: {said}");
                }
                let history: Vec<PlayerName> =
                    state.entries.iter().map(|e| state.name(e.player)).collect();
                assert!(history.iter().all(|&n| n == PlayerName::Opponent));
                state = state.reduce(Action::Quiz(QuizAction::Next));
            }
            let end = ending(
                GameEnd::AllMovesBlocked,
                state.name(Player::Second),
                state.name(Player::First),
            );
            assert!(end.starts_with("The opponent forbade"), "{end}");
            // A game against the computer keeps its words.
            let back = state.reduce(Action::Quiz(QuizAction::Leave));
            assert_eq!(back.name(back.settings.computer()), PlayerName::Computer);
        }
    }
}
