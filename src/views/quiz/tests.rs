//! The quiz's reducer: questions posed on the board, answers scored, the game paused and given
//! back.

use std::rc::Rc;

use nim_solver::{Move, MoveError, Outcome, Phase, QuizKind, QuizQuestion};
use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::{Action, Announcement, Notice, State};
use crate::model::{Player, Variant, ViewKey};
use crate::presets;
use crate::views::board::slice::BoardAction;
use crate::views::quiz::run::{Given, QuizAction, ValueProblem};
use crate::words::PlayerName;

pub(crate) fn quiz(variant: Variant, seed: u64) -> crate::views::quiz::run::QuizSpec {
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

pub(crate) fn right_answer(state: &State) -> Action {
    let question = shown(state);
    match question.kind {
        QuizKind::Outcome => Action::Quiz(QuizAction::Answer(question.analysis.outcome)),
        QuizKind::Move => Action::Board(BoardAction::Play(
            question.analysis.winning_moves[0].clone(),
        )),
        QuizKind::Value => Action::Quiz(QuizAction::AnswerValue(
            question.value().expect("a stated value").to_string(),
        )),
    }
}

/// A wrong answer: the other letter, or a legal move that is not winning.
pub(crate) fn wrong_answer(state: &State) -> Action {
    let question = shown(state);
    match question.kind {
        QuizKind::Outcome => {
            Action::Quiz(QuizAction::Answer(if question.analysis.outcome.is_p() {
                Outcome::NextPlayerWins
            } else {
                Outcome::PreviousPlayerWins
            }))
        }
        QuizKind::Move => Action::Board(BoardAction::Play(
            question
                .game
                .legal_moves()
                .into_iter()
                .find(|mv| !question.analysis.winning_moves.contains(mv))
                .expect("a losing move"),
        )),
        QuizKind::Value => Action::Quiz(QuizAction::AnswerValue(
            (question.value().expect("a stated value") + 1).to_string(),
        )),
    }
}

#[test]
fn a_quiz_poses_each_question_on_the_board_and_scores_the_answers() {
    for variant in Variant::ALL {
        let game = two_player(presets::default_setup(variant)).reduce(Action::Board(
            BoardAction::Play(presets::default_setup(variant).game().legal_moves()[0].clone()),
        ));
        let mut state = game
            .clone()
            .reduce(Action::Quiz(QuizAction::Start(quiz(variant, 5))));
        let questions = state.quiz.as_ref().expect("a quiz").run.questions.clone();
        assert_eq!(questions.len(), 10);
        for (i, question) in questions.iter().enumerate() {
            assert_eq!(state.game(), question.game, "{variant} question {i}");
            assert_eq!(*state.answer(), Ok(question.analysis.clone()));
            assert!(!state.board.settings.hints, "no hints before the answer");
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
            assert!(state.board.settings.hints, "the explanation is shown");
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
        assert_eq!(back.board.entries, game.board.entries);
        assert_eq!(back.board.settings, game.board.settings);
    }
}

/// Some answer of the question's kind, to check a second one is refused.
fn right_answer_kind(question: &QuizQuestion) -> Action {
    match question.kind {
        QuizKind::Outcome => Action::Quiz(QuizAction::Answer(question.analysis.outcome)),
        QuizKind::Move => Action::Board(BoardAction::Play(question.game.legal_moves()[0].clone())),
        QuizKind::Value => Action::Quiz(QuizAction::AnswerValue("0".into())),
    }
}

/// Answers the quiz's questions rightly until a value question is shown.
fn to_the_first_value_question(mut state: Rc<State>) -> Rc<State> {
    while state
        .quiz
        .as_ref()
        .and_then(|s| s.run.current())
        .map(|(_, q)| q.kind)
        != Some(QuizKind::Value)
    {
        let given = right_answer(&state);
        state = state.reduce(given).reduce(Action::Quiz(QuizAction::Next));
    }
    state
}

#[test]
fn a_value_question_takes_a_typed_value_tells_bad_text_without_counting_it_and_explains() {
    let state = to_the_first_value_question(two_player(nim(&[3, 4, 5])).reduce(Action::Quiz(
        QuizAction::Start(quiz(Variant::SumOfGames, 2)),
    )));
    let value = shown(&state).value().expect("a stated value");
    let before = state.quiz.as_ref().expect("a quiz").run.answers.len();
    assert!(!state.board_enabled(), "a value is typed, not played");
    assert!(!state.board.settings.hints, "no hints before the answer");
    // Other answers wait: a letter, a move.
    for action in [
        Action::Quiz(QuizAction::Answer(Outcome::NextPlayerWins)),
        Action::Board(BoardAction::Play(state.game().legal_moves()[0].clone())),
    ] {
        let after = state.clone().reduce(action.clone());
        assert!(Rc::ptr_eq(&after, &state), "{action:?}");
    }
    let mut state = state;
    for (text, problem) in [
        ("", ValueProblem::Empty),
        ("seven", ValueProblem::NotANumber),
        ("-2", ValueProblem::Negative),
        ("123456789012", ValueProblem::TooLarge),
    ] {
        state = state.reduce(Action::Quiz(QuizAction::AnswerValue(text.into())));
        let session = state.quiz.as_ref().expect("a quiz");
        assert_eq!(session.typed, Some(problem), "{text:?}");
        assert!(
            session.run.answered().is_none(),
            "{text:?} is not an answer"
        );
        assert_eq!(session.run.answers.len(), before);
    }
    let wrong = state
        .clone()
        .reduce(Action::Quiz(QuizAction::AnswerValue(format!(
            " {} ",
            value + 1
        ))));
    let session = wrong.quiz.as_ref().expect("a quiz");
    let answer = session.run.answered().expect("answered");
    assert_eq!(answer.given, Given::Value(value + 1));
    assert!(!answer.right);
    assert_eq!(session.typed, None, "the problem goes with an answer");
    assert!(wrong.board.settings.hints, "the explanation is shown");
    let again = wrong
        .clone()
        .reduce(Action::Quiz(QuizAction::AnswerValue(value.to_string())));
    assert!(Rc::ptr_eq(&again, &wrong), "one answer per question");
    let right = state.reduce(Action::Quiz(QuizAction::AnswerValue(value.to_string())));
    let session = right.quiz.as_ref().expect("a quiz");
    assert!(session.run.answered().expect("answered").right);
}

#[test]
fn missed_value_questions_are_asked_again_and_their_progress_reads_back() {
    let mut state = two_player(nim(&[3, 4, 5])).reduce(Action::Quiz(QuizAction::Start(quiz(
        Variant::SumOfGames,
        7,
    ))));
    let questions = state.quiz.as_ref().expect("a quiz").run.questions.clone();
    // Every value question wrong, the rest right.
    for _ in 0..questions.len() {
        let given = if shown(&state).kind == QuizKind::Value {
            wrong_answer(&state)
        } else {
            right_answer(&state)
        };
        state = state.reduce(given);
        let run = &state.quiz.as_ref().expect("a quiz").run;
        let text = run.progress();
        let fresh = crate::views::quiz::run::QuizRun::new(quiz(Variant::SumOfGames, 7));
        assert_eq!(fresh.resume(&text).as_ref(), Some(run), "{text}");
        state = state.reduce(Action::Quiz(QuizAction::Next));
    }
    let run = &state.quiz.as_ref().expect("a quiz").run;
    let missed: Vec<usize> = run.missed().map(|a| a.question).collect();
    let values: Vec<usize> = (0..questions.len())
        .filter(|&i| questions[i].kind == QuizKind::Value)
        .collect();
    assert!(!values.is_empty());
    assert_eq!(missed, values);
    let mut state = state.reduce(Action::Quiz(QuizAction::Retry));
    for &index in &values {
        assert_eq!(shown(&state), &questions[index]);
        let given = right_answer(&state);
        state = state.reduce(given).reduce(Action::Quiz(QuizAction::Next));
    }
    let run = &state.quiz.as_ref().expect("a quiz").run;
    assert_eq!((run.round, run.right()), (2, values.len()));
}

#[test]
fn during_a_quiz_the_games_own_actions_wait_and_illegal_moves_are_refused() {
    let state =
        two_player(nim(&[3, 4, 5])).reduce(Action::Quiz(QuizAction::Start(quiz(Variant::Nim, 2))));
    for action in [
        Action::Board(BoardAction::Undo),
        Action::Board(BoardAction::Restart),
        Action::Board(BoardAction::Load(nim(&[1, 2]))),
        Action::Board(BoardAction::SetHints(true)),
        Action::SetView(ViewKey::Diagram),
        Action::Board(BoardAction::ComputerChoose),
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
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 9,
            to: 0,
        })));
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
        state.board.entries.len(),
        game.forbidden().len(),
        "the forbids are made"
    );
    assert_eq!(state.actor(), Player::First);
    assert_eq!(state.board.settings.name(state.actor()), PlayerName::You);
    let (heap, to) = game.forbidden()[0];
    let refused = state
        .clone()
        .reduce(Action::Board(BoardAction::Play(Move::Take { heap, to })));
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
            let history: Vec<PlayerName> = state
                .board
                .entries
                .iter()
                .map(|e| state.name(e.player))
                .collect();
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
        assert_eq!(
            back.name(back.board.settings.computer()),
            PlayerName::Computer
        );
    }
}

#[test]
fn a_quiz_started_before_its_games_analysis_is_asked_once_it_comes() {
    let spec = quiz(Variant::Wythoff, 3);
    let asked = two_player(nim(&[3, 4, 5])).reduce(Action::Quiz(QuizAction::Start(spec)));
    // As a page holds it before the game's chunk is fetched: no questions yet.
    let mut waiting = (*asked).clone();
    if let Some(session) = waiting.quiz.as_mut() {
        session.run = crate::views::quiz::run::QuizRun {
            questions: Rc::new(Vec::new()),
            asked: Vec::new(),
            ..session.run.clone()
        };
    }
    let loaded = Rc::new(waiting.clone()).reduce(Action::AnalysisLoaded);
    let session = loaded.quiz.as_ref().expect("a quiz");
    assert_eq!(session.run, asked.quiz.as_ref().expect("a quiz").run);
    assert_eq!(
        loaded.game(),
        asked.game(),
        "the first question is on the board"
    );
    // The game the quiz paused is still the one it gives back.
    let left = loaded.reduce(Action::Quiz(QuizAction::Leave));
    assert_eq!(left.game().to_string(), "variant=nim&heaps=3,4,5");
    // A reloaded quiz's progress, read back while it waited, goes on where it was.
    let answered = asked
        .clone()
        .reduce(right_answer(&asked))
        .reduce(Action::Quiz(QuizAction::Next));
    let progress = answered.quiz.as_ref().expect("a quiz").run.progress();
    let reloaded = waiting.resume_quiz(&progress);
    assert_eq!(
        reloaded.quiz.as_ref().and_then(|s| s.resume.as_deref()),
        Some(progress.as_str())
    );
    let resumed = Rc::new(reloaded).reduce(Action::AnalysisLoaded);
    assert_eq!(
        resumed.quiz.as_ref().expect("a quiz").run.progress(),
        progress
    );
    assert_eq!(resumed.game(), answered.game(), "the second question");
}
