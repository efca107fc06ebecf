//! The quiz's slice of the state: the run on the board with the game it paused; its actions and
//! their reducer (while a quiz is on, the game's own actions wait).

use nim_solver::{Move, QuizKind};

use crate::app::state::{Action, Announcement, Notice, State, View};
use crate::model::{Mode, Setup};
use crate::views::board::slice::{answer, apply, BoardAction};
use crate::views::quiz::run::{read_value, Given, QuizAction, QuizRun, QuizSpec, ValueProblem};

/// A quiz on the board, with the game it interrupted (given back when the quiz is left).
#[derive(Clone, Debug, PartialEq)]
pub struct QuizSession {
    /// The questions, the answers and the round.
    pub run: QuizRun,
    /// The game as it was before the quiz.
    pub paused: Box<State>,
    /// Why the value last typed for the question shown is none (told under the field, not
    /// counted as an answer); cleared by an answer or the next question.
    pub typed: Option<ValueProblem>,
    /// Progress read back while the questions wait for their game's analysis, applied once
    /// they are made.
    pub resume: Option<String>,
}

/// Any action while a quiz is on the board: a move answers a move question, the quiz's own
/// actions and dismissing the notice go through, the rest waits; `None` when nothing changes.
pub fn during(state: &mut State, action: Action) -> Option<()> {
    match action {
        Action::Quiz(action) => reduce(state, action),
        Action::Board(BoardAction::Play(mv)) if state.quiz.as_ref()?.run.awaits(QuizKind::Move) => {
            answer_move(state, mv)
        }
        // Choosing the takes of a move from several heaps comes before answering with it.
        Action::Board(action @ (BoardAction::Choose { .. } | BoardAction::ClearChosen))
            if state.quiz.as_ref()?.run.awaits(QuizKind::Move) =>
        {
            crate::views::board::slice::reduce(state, action)
        }
        Action::DismissNotice => {
            state.notice = None;
            Some(())
        }
        // The game's own actions wait until the quiz is left.
        _ => None,
    }
}

/// The quiz's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: QuizAction) -> Option<()> {
    if let QuizAction::Start(spec) = action {
        *state = state.with_quiz(spec);
        return Some(());
    }
    let session = state.quiz.as_mut()?;
    match action {
        QuizAction::Answer(outcome) if session.run.awaits(QuizKind::Outcome) => {
            answer_quiz(state, Given::Outcome(outcome))?;
        }
        QuizAction::AnswerValue(text) if session.run.awaits(QuizKind::Value) => {
            match read_value(&text) {
                Ok(value) => answer_quiz(state, Given::Value(value))?,
                Err(problem) => session.typed = Some(problem),
            }
        }
        QuizAction::Next if session.run.answered().is_some() => {
            session.run.shown += 1;
            pose(state);
        }
        QuizAction::Retry => {
            session.run = session.run.retry()?;
            pose(state);
        }
        QuizAction::Leave => {
            let mut back = *state.quiz.take()?.paused;
            back.announcement = Announcement::QuizLeft;
            *state = back;
        }
        _ => return None,
    }
    Some(())
}

/// A move given as the answer to a move question (an illegal one is refused with a notice).
fn answer_move(state: &mut State, mv: Move) -> Option<()> {
    if let Err(error) = state.game().apply(&mv) {
        state.notice = Some(Notice::Refused(error));
        return Some(());
    }
    answer_quiz(state, Given::Move(mv))
}

impl State {
    /// This state with the quiz `spec` on the board; the game so far waits until it is left.
    #[must_use]
    pub fn with_quiz(&self, spec: QuizSpec) -> State {
        let paused = match &self.quiz {
            Some(session) => session.paused.clone(),
            None => Box::new(self.clone()),
        };
        let mut next = (*paused).clone();
        // The student plays "you"; hints would give the answers away until one is given.
        next.board.settings.mode = Mode::Computer;
        next.board.settings.human_starts = true;
        if matches!(next.view, View::Diagram(_)) {
            next.view = View::Board;
        }
        next.quiz = Some(QuizSession {
            run: QuizRun::new(spec),
            paused,
            typed: None,
            resume: None,
        });
        pose(&mut next);
        next
    }

    /// This state with its quiz at the progress `text` describes (kept across a reload of the
    /// quiz's link); unchanged when the text is corrupt, old, or of other questions.
    #[must_use]
    pub fn resume_quiz(mut self, text: &str) -> State {
        if let Some(session) = self.quiz.as_mut().filter(|s| s.run.waiting()) {
            session.resume = Some(text.to_owned());
            return self;
        }
        let Some(run) = self.quiz.as_ref().and_then(|s| s.run.resume(text)) else {
            return self;
        };
        if let Some(session) = self.quiz.as_mut() {
            session.run = run;
        }
        pose(&mut self);
        // A question answered before the reload shows its verdict again.
        let _ = show_answer(&mut self);
        self
    }
}

/// Puts the quiz's question on the board (a Blocking Nim move question with the blocker's
/// forbids made), or announces the score once the round is over.
fn pose(state: &mut State) {
    if let Some(session) = state.quiz.as_mut() {
        session.typed = None;
    }
    let Some(run) = state
        .quiz
        .as_ref()
        .map(|s| &s.run)
        .filter(|run| !run.waiting())
    else {
        return;
    };
    let Some((_, question)) = run.current() else {
        state.announcement = Announcement::QuizOver {
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
    let board = &mut state.board;
    board.setup = Setup::from_game(&game, &board.setup);
    board.start_answer = answer(&board.setup.game());
    board.entries.clear();
    board.cursor = 0;
    board.pending = None;
    board.settings.hints = false;
    for &(heap, to) in game.forbidden() {
        apply(state, &Move::Forbid { heap, to });
    }
    state.notice = None;
    state.announcement = asked;
}

/// Records the answer to the question shown and shows the explanation (the hints' panel).
fn answer_quiz(state: &mut State, given: Given) -> Option<()> {
    let session = state.quiz.as_mut()?;
    session.run.answer(given)?;
    session.typed = None;
    show_answer(state)
}

/// Shows the verdict on the answer to the question shown and its explanation.
fn show_answer(state: &mut State) -> Option<()> {
    let run = &state.quiz.as_ref()?.run;
    let answer = run.answered()?.clone();
    let question = run.questions.get(answer.question)?.clone();
    state.board.settings.hints = true;
    state.notice = None;
    state.announcement = Announcement::QuizAnswered {
        question: Box::new(question),
        answer,
    };
    Some(())
}
