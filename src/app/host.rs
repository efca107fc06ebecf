//! The page an embed sits in, and what the two say to each other: the commands it sends
//! (`{target: "nim-lab", version: 1, command, ...}`) turned into actions, and the events the app
//! tells it (`{source: "nim-lab", version: 1, type, ...}`) read off two successive states.

use std::rc::Rc;

use nim_solver::{Move, Outcome, Player, Position};

use crate::app::state::{Action, Announcement, State};
use crate::app::url::{self, UrlNotice};
use crate::model::LimitProblem;
use crate::views::board::slice::BoardAction;
use crate::words::PlayerName;

/// The messages' version, both ways.
pub const VERSION: u32 = 1;
/// What both ways of messages name as their end.
pub const NAME: &str = "nim-lab";

/// A request of the embedding page.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Load a position (or anything a link opens) from link text.
    SetPosition(String),
    /// Start again from the starting position.
    NewGame,
    /// Take back the last move.
    Undo,
    /// Bring back an undone move.
    Redo,
    /// Show or hide the hints.
    SetHints(bool),
    /// Answer with the game's [`GameState`].
    GetState,
    /// Restore a game a `getState` gave.
    SetState(Restore),
}

/// A game to restore: its start and its moves, or a position alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restore {
    /// The starting position's link text; without it, `position` starts a new game.
    pub start: Option<String>,
    /// The moves from the start, as the moves' text writes them (`t0-2`).
    pub moves: Vec<String>,
    /// The position's link text, used when there is no `start`.
    pub position: Option<String>,
}

/// Why a command was refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostError {
    /// The message is of another version of the messages.
    Version(String),
    /// The command's name is not one of the commands.
    Unknown(String),
    /// A field the command needs is missing or of the wrong kind.
    Field {
        /// The command.
        command: &'static str,
        /// The field.
        field: &'static str,
    },
    /// The link text has problems.
    Link(Vec<UrlNotice>),
    /// The link text names nothing the app shows or plays.
    Empty,
    /// The position is over the app's limits.
    Limit(LimitProblem),
    /// Undo with no move to take back.
    NothingToUndo,
    /// Redo with no move to bring back.
    NothingToRedo,
    /// A move of a state that is not legal where it is played (its number from 1, its text).
    Move(usize, String),
}

impl HostError {
    /// A stable name for programs, beside the worded message.
    pub fn code(&self) -> &'static str {
        match self {
            HostError::Version(_) => "version",
            HostError::Unknown(_) => "unknown-command",
            HostError::Field { .. } => "malformed",
            HostError::Link(_) | HostError::Empty => "bad-position",
            HostError::Limit(_) => "too-large",
            HostError::NothingToUndo => "nothing-to-undo",
            HostError::NothingToRedo => "nothing-to-redo",
            HostError::Move(..) => "illegal-move",
        }
    }
}

/// A game as the page is told it: link texts, so any of them opens as a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// The position now, who moves on it included.
    pub position: String,
    /// The position the game started from.
    pub start: String,
    /// The moves in effect, oldest first.
    pub moves: Vec<String>,
    /// `P` or `N`; `None` when the position is too large to solve exactly.
    pub outcome: Option<Outcome>,
    /// The position after each winning move.
    pub winning_moves: Vec<String>,
}

impl GameState {
    /// The game on the board of `state`.
    pub fn of(state: &State) -> GameState {
        let game = state.game();
        let mover = state.mover();
        let answer = state.answer();
        let analysis = answer.as_ref().as_ref().ok();
        let winning_moves = analysis
            .map(|a| {
                a.winning_moves
                    .iter()
                    .filter_map(|mv| {
                        let after = game.apply(mv).ok()?;
                        let turn = if mv.ends_turn() { mover.other() } else { mover };
                        Some(Position { game: after, turn }.to_string())
                    })
                    .collect()
            })
            .unwrap_or_default();
        GameState {
            position: state.position().to_string(),
            start: Position {
                game: state.start(),
                turn: state.board.setup.turn,
            }
            .to_string(),
            moves: state.moves().iter().map(ToString::to_string).collect(),
            outcome: analysis.map(|a| a.outcome),
            winning_moves,
        }
    }
}

/// What the app tells the embedding page.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The app is drawn and takes commands.
    Ready(GameState),
    /// The page's height in CSS pixels, for the frame.
    Height(f64),
    /// A move was made.
    Move {
        /// Who made it (`you`, `computer`, `first`, `second`).
        player: &'static str,
        /// The move in the moves' text.
        mv: String,
        /// The position before it.
        before: String,
        /// The position after it.
        after: String,
        /// Whether the player was winning before it and is losing after it.
        threw_win: bool,
    },
    /// The game is over.
    GameOver {
        /// Who won, as [`Event::Move`] names players.
        winner: &'static str,
    },
    /// A quiz question was answered.
    QuizAnswer {
        /// The question's number in the quiz, from 1.
        question: usize,
        /// Whether the answer is right.
        correct: bool,
    },
    /// A quiz round was finished.
    QuizDone {
        /// Right answers.
        score: usize,
        /// Questions in the round.
        total: usize,
    },
    /// A command was refused.
    Error(HostError),
    /// The game, after a `getState` or whenever the position or the moves change.
    State(GameState),
}

impl Event {
    /// The message's `type`.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Ready(_) => "ready",
            Event::Height(_) => "height",
            Event::Move { .. } => "move",
            Event::GameOver { .. } => "gameover",
            Event::QuizAnswer { .. } => "quizanswer",
            Event::QuizDone { .. } => "quizdone",
            Event::Error(_) => "error",
            Event::State(_) => "state",
        }
    }
}

/// How the page names a player: by the link's words where a person plays the computer.
fn player_key(state: &State, player: Player) -> &'static str {
    match state.name(player) {
        PlayerName::You => "you",
        PlayerName::Computer | PlayerName::Opponent => "computer",
        PlayerName::Player1 => "first",
        PlayerName::Player2 => "second",
    }
}

/// The events that happened between two states, in order.
pub fn events(before: &State, after: &State) -> Vec<Event> {
    let mut events = Vec::new();
    let board = (&before.board, &after.board);
    let moved = matches!(after.announcement, Announcement::Moved { .. })
        && board.0.setup == board.1.setup
        && board.1.cursor == board.0.cursor + 1
        && after.quiz.is_none();
    if let Some(entry) = board
        .1
        .entries
        .get(board.1.cursor.wrapping_sub(1))
        .filter(|_| moved)
    {
        let game = before.game();
        let threw_win = match (before.answer().as_ref(), entry.answer.as_ref()) {
            (Ok(was), Ok(now)) => {
                game.throws_win(before.mover(), was.outcome, &entry.mv, now.outcome)
            }
            _ => false,
        };
        events.push(Event::Move {
            player: player_key(after, entry.player),
            mv: entry.mv.to_string(),
            before: before.position().to_string(),
            after: after.position().to_string(),
            threw_win,
        });
        if let Some(winner) = after.winner() {
            events.push(Event::GameOver {
                winner: player_key(after, winner),
            });
        }
    }
    if let (Some(was), Some(now)) = (&before.quiz, &after.quiz) {
        let (was, now) = (&was.run, &now.run);
        if was.round == now.round && now.answers.len() == was.answers.len() + 1 {
            if let Some(answer) = now.answers.last() {
                events.push(Event::QuizAnswer {
                    question: answer.question + 1,
                    correct: answer.right,
                });
            }
        }
        if now.finished() && !(was.finished() && was.round == now.round) {
            events.push(Event::QuizDone {
                score: now.right(),
                total: now.asked.len(),
            });
        }
    }
    // A game's analysis fetched after the page was told its position tells it the outcome.
    if before.position() != after.position()
        || before.moves() != after.moves()
        || !Rc::ptr_eq(&before.answer(), &after.answer())
    {
        events.push(Event::State(GameState::of(after)));
    }
    events
}

/// The action a command asks of `state`, or why it is refused; `None` for `getState`, which
/// changes nothing.
pub fn action(state: &State, command: Command) -> Result<Option<Action>, HostError> {
    let board = |action| Ok(Some(Action::Board(action)));
    match command {
        Command::SetPosition(text) => open(state, &text).map(Some),
        Command::NewGame => board(BoardAction::Restart),
        Command::Undo if state.can_undo() => board(BoardAction::Undo),
        Command::Undo => Err(HostError::NothingToUndo),
        Command::Redo if state.can_redo() => board(BoardAction::Redo),
        Command::Redo => Err(HostError::NothingToRedo),
        Command::SetHints(on) => board(BoardAction::SetHints(on)),
        Command::GetState => Ok(None),
        Command::SetState(restore) => match restore.start {
            Some(start) => replay(state, &start, &restore.moves).map(Some),
            None => match restore.position {
                Some(position) => open(state, &position).map(Some),
                None => Err(HostError::Field {
                    command: "setState",
                    field: "state.start",
                }),
            },
        },
    }
}

/// The state a link text opens in place of `state`: what the link does not name (the settings,
/// the view, the embed's layout, the game itself when it names no position) is kept.
fn open(state: &State, text: &str) -> Result<Action, HostError> {
    let mut link = url::parse(text);
    if !link.notices.is_empty() {
        return Err(HostError::Link(link.notices));
    }
    let names_something = link.setup.is_some()
        || link.quiz.is_some()
        || link.view.is_some()
        || link.embed.is_some()
        || link.mode.is_some()
        || link.hints.is_some()
        || link.strength.is_some()
        || link.human_starts.is_some();
    if !names_something {
        return Err(HostError::Empty);
    }
    if let Some(problem) = link
        .setup
        .as_ref()
        .and_then(crate::model::Setup::limit_problem)
    {
        return Err(HostError::Limit(problem));
    }
    link.view = link.view.or(Some(state.view.key()));
    // The state stands where a page's saved game would: its settings and game are the defaults.
    let embed = link.embed.take().or(state.embed);
    // During a quiz the board is the quiz's: the game it paused is the one to keep.
    let mut current = state
        .quiz
        .as_ref()
        .map_or_else(|| state.clone(), |session| (*session.paused).clone());
    current.quiz = None;
    current.notice = None;
    current.board.seed = current.board.seed.wrapping_add(1);
    let seed = current.board.seed;
    let mut next = crate::app::startup::initial_state(link, Some(current), seed);
    next.embed = embed;
    Ok(Action::Open(Box::new(next)))
}

/// The game from `start` with `moves` played, the settings and the view kept.
fn replay(state: &State, start: &str, moves: &[String]) -> Result<Action, HostError> {
    let Action::Open(mut next) = open(state, start)? else {
        return Err(HostError::Empty);
    };
    next.board.settings = state.board.settings.clone();
    let refused = |number: usize| {
        let text = moves.get(number - 1).cloned().unwrap_or_default();
        HostError::Move(number, text)
    };
    let read = moves
        .iter()
        .enumerate()
        .map(|(i, text)| text.parse::<Move>().map_err(|_| refused(i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    let mut played = crate::app::saved::replay(*next, read).map_err(refused)?;
    // Restored, not played: the page is told the new state, not a move.
    played.announcement = Announcement::Silent;
    Ok(Action::Open(Box::new(played)))
}

pub mod web;

/// The page this one is framed by, if any (a page on its own is its own parent).
pub fn parent() -> Option<web_sys::Window> {
    let window = web_sys::window()?;
    let parent = window.parent().ok().flatten()?;
    (!js_sys::Object::is(&parent, &window)).then_some(parent)
}

crate::views::chunk::split_view!(host as host_bridge: pub fn bridge_host(web::BridgeProps) -> Bridge);
use web::Bridge;

#[cfg(test)]
mod tests;
