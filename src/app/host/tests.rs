use std::rc::Rc;

use nim_solver::{Move, Outcome};
use yew::Reducible;

use super::*;
use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::View;
use crate::views::quiz::run::QuizAction;
use crate::views::quiz::tests::{quiz, right_answer, wrong_answer};

fn play(state: &Rc<State>, heap: usize, to: u32) -> Rc<State> {
    Rc::clone(state).reduce(Action::Board(BoardAction::Play(Move::Take { heap, to })))
}

/// The state after the command, or the command's error.
fn command(state: &Rc<State>, command: Command) -> Result<Rc<State>, HostError> {
    Ok(match action(state, command)? {
        Some(action) => Rc::clone(state).reduce(action),
        None => Rc::clone(state),
    })
}

#[test]
fn a_move_is_told_with_who_made_it_the_positions_around_it_and_the_new_state() {
    let start = two_player(nim(&[3, 4, 5]));
    let after = play(&start, 0, 1);
    let told = events(&start, &after);
    assert_eq!(
        told[0],
        Event::Move {
            player: "first",
            mv: "t0-1".into(),
            before: "variant=nim&heaps=3,4,5".into(),
            after: "variant=nim&heaps=1,4,5&turn=2".into(),
            threw_win: false,
        }
    );
    assert_eq!(told[1], Event::State(GameState::of(&after)));
    assert_eq!(told.len(), 2);
    // 1-4-5 is P: any move from it hands the win over, and 3-4-5's other moves threw it.
    let threw = play(&start, 0, 0);
    assert!(matches!(
        events(&start, &threw)[0],
        Event::Move {
            threw_win: true,
            ..
        }
    ));
    let replied = play(&after, 1, 0);
    assert!(matches!(
        events(&after, &replied)[0],
        Event::Move {
            player: "second",
            threw_win: false,
            ..
        }
    ));
}

#[test]
fn the_winning_move_is_followed_by_game_over_and_undo_or_redo_are_no_moves() {
    let start = two_player(nim(&[2]));
    let won = play(&start, 0, 0);
    let told = events(&start, &won);
    assert!(matches!(told[0], Event::Move { .. }));
    assert_eq!(told[1], Event::GameOver { winner: "first" });
    let undone = command(&won, Command::Undo).expect("undo");
    assert_eq!(
        events(&won, &undone),
        vec![Event::State(GameState::of(&undone))]
    );
    let redone = command(&undone, Command::Redo).expect("redo");
    assert_eq!(
        events(&undone, &redone),
        vec![Event::State(GameState::of(&redone))]
    );
    let hints = command(&redone, Command::SetHints(true)).expect("hints");
    assert!(hints.board.settings.hints);
    assert_eq!(
        events(&redone, &hints),
        Vec::new(),
        "the position did not change"
    );
}

#[test]
fn the_state_names_the_outcome_and_the_positions_each_winning_move_reaches() {
    let state = play(&two_player(nim(&[3, 4, 5])), 2, 4);
    let told = GameState::of(&state);
    assert_eq!(told.position, "variant=nim&heaps=3,4,4&turn=2");
    assert_eq!(told.start, "variant=nim&heaps=3,4,5");
    assert_eq!(told.moves, vec!["t2-4".to_owned()]);
    assert_eq!(told.outcome, Some(Outcome::NextPlayerWins));
    // The only winning move takes the 3 away: 0-4-4, the first player to move.
    assert_eq!(
        told.winning_moves,
        vec!["variant=nim&heaps=0,4,4".to_owned()]
    );
}

#[test]
fn a_state_given_back_restores_the_same_game_and_a_bad_move_in_it_is_named() {
    let played = play(&play(&two_player(nim(&[3, 4, 5])), 0, 1), 1, 2);
    let elsewhere = two_player(nim(&[6, 6]));
    let told = GameState::of(&played);
    let restore = Restore {
        start: Some(told.start.clone()),
        moves: told.moves.clone(),
        position: None,
    };
    let restored = command(&elsewhere, Command::SetState(restore.clone())).expect("restored");
    assert_eq!(GameState::of(&restored), told);
    assert!(restored.can_undo());
    assert_eq!(
        events(&elsewhere, &restored),
        vec![Event::State(told.clone())],
        "a restored game is not a move"
    );
    let bad = Restore {
        moves: vec!["t0-1".into(), "t0-3".into()],
        ..restore
    };
    assert_eq!(
        command(&elsewhere, Command::SetState(bad)).err(),
        Some(HostError::Move(2, "t0-3".into()))
    );
    let position_only = Restore {
        start: None,
        moves: Vec::new(),
        position: Some("variant=misere&heaps=2,2".into()),
    };
    let opened = command(&elsewhere, Command::SetState(position_only)).expect("opened");
    assert_eq!(GameState::of(&opened).position, "variant=misere&heaps=2,2");
}

#[test]
fn a_position_from_link_text_opens_in_place_and_a_bad_one_changes_nothing() {
    let mut state = (*two_player(nim(&[3, 4, 5]))).clone();
    state.embed = Some(crate::model::Embed::default());
    let state = Rc::new(state);
    let opened = command(
        &state,
        Command::SetPosition("variant=circle&ring=ooo.oo".into()),
    )
    .expect("opened");
    assert_eq!(opened.position().to_string(), "variant=circle&ring=ooo.oo");
    assert_eq!(opened.embed, state.embed, "still an embed");
    let diagram = command(
        &state,
        Command::SetPosition("heaps=4,3,2&view=diagram".into()),
    )
    .expect("a diagram");
    assert!(matches!(diagram.view, View::Diagram(_)));
    let kept = command(&diagram, Command::SetPosition("heaps=1,2".into())).expect("kept");
    assert!(matches!(kept.view, View::Diagram(_)), "the view is kept");
    assert_eq!(
        action(&state, Command::SetPosition("heaps=3,x".into())),
        Err(HostError::Link(vec![UrlNotice::BadHeap {
            value: "x".into(),
            problem: url::NumberProblem::NotANumber,
        }]))
    );
    assert_eq!(
        action(&state, Command::SetPosition(String::new())),
        Err(HostError::Empty)
    );
    assert!(matches!(
        action(&state, Command::SetPosition("heaps=40,40,40,40,40,40,40,40".into())),
        Err(HostError::Link(notices)) if matches!(notices[..], [UrlNotice::Limit(_)])
    ));
    assert_eq!(action(&state, Command::Undo), Err(HostError::NothingToUndo));
    assert_eq!(action(&state, Command::Redo), Err(HostError::NothingToRedo));
    assert_eq!(action(&state, Command::GetState), Ok(None));
}

#[test]
fn each_quiz_answer_is_told_with_its_number_and_the_end_with_the_score() {
    let variant = crate::model::Variant::Nim;
    let mut state =
        two_player(nim(&[3, 4, 5])).reduce(Action::Quiz(QuizAction::Start(quiz(variant, 3))));
    let mut told = Vec::new();
    let mut number = 0;
    while !state.quiz.as_ref().is_some_and(|s| s.run.finished()) {
        number += 1;
        let answer = if number % 3 == 0 {
            wrong_answer(&state)
        } else {
            right_answer(&state)
        };
        let answered = Rc::clone(&state).reduce(answer);
        told.extend(events(&state, &answered));
        let next = Rc::clone(&answered).reduce(Action::Quiz(QuizAction::Next));
        told.extend(events(&answered, &next));
        state = next;
    }
    let answers: Vec<(usize, bool)> = told
        .iter()
        .filter_map(|e| match e {
            Event::QuizAnswer { question, correct } => Some((*question, *correct)),
            _ => None,
        })
        .collect();
    let expected: Vec<(usize, bool)> = (1..=number).map(|n| (n, n % 3 != 0)).collect();
    assert_eq!(answers, expected);
    let run = &state.quiz.as_ref().expect("a quiz").run;
    let done: Vec<&Event> = told
        .iter()
        .filter(|e| matches!(e, Event::QuizDone { .. }))
        .collect();
    assert_eq!(
        done,
        vec![&Event::QuizDone {
            score: run.right(),
            total: run.asked.len()
        }]
    );
    assert_eq!(run.right(), number - number / 3);
    assert!(
        !told.iter().any(|e| matches!(e, Event::Move { .. })),
        "a quiz's answers are not moves"
    );
}

#[test]
fn a_position_keeps_the_settings_the_link_does_not_name_and_settings_alone_keep_the_game() {
    let mut state = (*play(&two_player(nim(&[3, 4, 5])), 0, 1)).clone();
    state.board.settings.strength = nim_solver::Strength::Casual;
    state.board.settings.hints = false;
    let state = Rc::new(state);
    let opened = command(&state, Command::SetPosition("heaps=2,2".into())).expect("opened");
    assert_eq!(opened.board.settings, state.board.settings);
    assert_eq!(opened.moves(), Vec::new());
    let hinted =
        command(&state, Command::SetPosition("hints=1&mode=analysis".into())).expect("set");
    assert!(hinted.board.settings.hints);
    assert_eq!(hinted.board.settings.mode, crate::model::Mode::Analysis);
    assert_eq!(hinted.moves(), state.moves(), "the game goes on");
}

#[test]
fn a_link_without_a_position_during_a_quiz_goes_back_to_the_game_the_quiz_paused() {
    let game = play(&two_player(nim(&[3, 4, 5])), 0, 1);
    let quizzing = Rc::clone(&game).reduce(Action::Quiz(QuizAction::Start(quiz(
        crate::model::Variant::Nim,
        3,
    ))));
    assert!(quizzing.quiz.is_some());
    let opened = command(&quizzing, Command::SetPosition("hints=1".into())).expect("opened");
    assert!(opened.quiz.is_none());
    assert_eq!(opened.moves(), game.moves(), "the paused game goes on");
    assert!(opened.board.settings.hints);
}

#[test]
fn a_games_analysis_fetched_after_the_page_was_told_its_position_tells_it_the_outcome() {
    let fetched = two_player(crate::presets::default_setup(nim_solver::Variant::Wythoff));
    // As a page holds it before the game's chunk is fetched.
    let mut waiting = (*fetched).clone();
    waiting.board.start_answer = Rc::new(Err(nim_solver::SolveError::NotLoaded(
        nim_solver::Variant::Wythoff,
    )));
    let waiting = Rc::new(waiting);
    assert_eq!(GameState::of(&waiting).outcome, None);
    let loaded = waiting.clone().reduce(Action::AnalysisLoaded);
    let told = events(&waiting, &loaded);
    let [Event::State(state)] = told.as_slice() else {
        panic!("one state event, not {told:?}");
    };
    assert_eq!(state.outcome, GameState::of(&fetched).outcome);
    assert!(state.outcome.is_some());
    // Nothing new: nothing told.
    assert!(events(&loaded, &loaded.clone().reduce(Action::DismissNotice)).is_empty());
}
