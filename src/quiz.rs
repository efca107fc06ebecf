//! The quiz: which one (`quiz=SEED&variant=…&level=…`, `level=` as on worksheets) and a run
//! through its questions, answers and rounds; the reducer in `state` drives it.

use std::rc::Rc;

use nim_solver::{quiz_questions, Level, Move, Outcome, QuizKind, QuizQuestion, Variant};

/// The quiz to ask; the same spec gives every student the same questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizSpec {
    /// The game the questions are about.
    pub variant: Variant,
    /// How hard the positions are (the worksheets' levels).
    pub level: Level,
    /// The seed of the questions.
    pub seed: u64,
}

impl QuizSpec {
    /// The link parameters that open this quiz, without a leading `?`.
    pub fn query(&self) -> String {
        format!(
            "quiz={}&variant={}&level={}",
            self.seed,
            self.variant.key(),
            self.level.number()
        )
    }
}

impl From<crate::worksheet::WorksheetSpec> for QuizSpec {
    /// The quiz on a sheet's positions: its variant, level and seed (a quiz has ten questions).
    fn from(sheet: crate::worksheet::WorksheetSpec) -> QuizSpec {
        QuizSpec {
            variant: sheet.variant,
            level: sheet.level,
            seed: sheet.seed,
        }
    }
}

/// What a student does in a quiz.
#[derive(Clone, Debug, PartialEq)]
pub enum QuizAction {
    /// Start a quiz (the game on the board waits until it is left).
    Start(QuizSpec),
    /// Answer "P or N?".
    Answer(Outcome),
    /// Go on to the next question (or the score, after the last).
    Next,
    /// Ask the questions missed in the round again.
    Retry,
    /// Leave the quiz for the game it interrupted.
    Leave,
}

/// What the student answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Given {
    /// "P" or "N".
    Outcome(Outcome),
    /// A move made on the board.
    Move(Move),
}

/// One answer, checked against the solver's analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizAnswer {
    /// The question's index in [`QuizRun::questions`].
    pub question: usize,
    /// What was answered.
    pub given: Given,
    /// Whether it is right.
    pub right: bool,
}

impl QuizAnswer {
    /// Checks `given` against `question`'s analysis: the outcome, or one of the winning moves.
    pub fn check(index: usize, question: &QuizQuestion, given: Given) -> QuizAnswer {
        let right = match &given {
            Given::Outcome(outcome) => *outcome == question.analysis.outcome,
            Given::Move(mv) => question.analysis.winning_moves.contains(mv),
        };
        QuizAnswer {
            question: index,
            given,
            right,
        }
    }
}

/// A quiz in progress: the questions of this round, the answers so far, and the game to return to.
#[derive(Clone, Debug, PartialEq)]
pub struct QuizRun {
    /// Which quiz.
    pub spec: QuizSpec,
    /// Every question of the quiz.
    pub questions: Rc<Vec<QuizQuestion>>,
    /// This round's questions, as indices into `questions`: all of them, then the missed ones.
    pub asked: Vec<usize>,
    /// This round's answers, one per question answered, in order.
    pub answers: Vec<QuizAnswer>,
    /// Which of `asked` is shown; `asked.len()` once the round is over.
    pub shown: usize,
    /// 1 for the whole quiz, 2 and on for each "try the missed ones again".
    pub round: u32,
}

impl QuizRun {
    /// The first round of the quiz `spec` names.
    pub fn new(spec: QuizSpec) -> QuizRun {
        let questions = quiz_questions(spec.variant, spec.level, spec.seed);
        QuizRun {
            spec,
            asked: (0..questions.len()).collect(),
            questions: Rc::new(questions),
            answers: Vec::new(),
            shown: 0,
            round: 1,
        }
    }

    /// The index (into `questions`) and the question shown, while the round goes on.
    pub fn current(&self) -> Option<(usize, &QuizQuestion)> {
        let index = *self.asked.get(self.shown)?;
        Some((index, self.questions.get(index)?))
    }

    /// The answer to the question shown, once given.
    pub fn answered(&self) -> Option<&QuizAnswer> {
        self.answers.get(self.shown)
    }

    /// Whether the question shown waits for an answer of this kind.
    pub fn awaits(&self, kind: QuizKind) -> bool {
        self.answered().is_none() && self.current().is_some_and(|(_, q)| q.kind == kind)
    }

    /// Whether every question of the round is answered and the score is shown.
    pub fn finished(&self) -> bool {
        self.shown >= self.asked.len()
    }

    /// Right answers so far this round.
    pub fn right(&self) -> usize {
        self.answers.iter().filter(|a| a.right).count()
    }

    /// This round's wrong answers, in order.
    pub fn missed(&self) -> impl Iterator<Item = &QuizAnswer> {
        self.answers.iter().filter(|a| !a.right)
    }

    /// Records `given` for the question shown; `None` if it is not waiting for an answer.
    pub fn answer(&mut self, given: Given) -> Option<&QuizAnswer> {
        if self.answered().is_some() {
            return None;
        }
        let (index, question) = self.current()?;
        let answer = QuizAnswer::check(index, question, given);
        self.answers.push(answer);
        self.answers.last()
    }

    /// A new round of the questions missed in this one; `None` when none were missed.
    pub fn retry(&self) -> Option<QuizRun> {
        let asked: Vec<usize> = self.missed().map(|a| a.question).collect();
        if asked.is_empty() || !self.finished() {
            return None;
        }
        Some(QuizRun {
            asked,
            answers: Vec::new(),
            shown: 0,
            round: self.round + 1,
            ..self.clone()
        })
    }
}
