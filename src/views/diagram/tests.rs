//! The diagram's reducer: the labelling's steps, a node put on the board, the part a game went
//! through, and "Label it yourself".

use std::rc::Rc;

use nim_solver::{DiagramError, Game, Move, Nim, Outcome, Reason, SolveError, Variant};
use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::Action;
use crate::model::{Mode, Setup, ViewKey};
use crate::presets;
use crate::views::board::slice::BoardAction;
use crate::views::diagram::slice::{Answer, DiagramAction, DiagramView};

#[test]
fn the_diagram_steps_through_its_labelling_and_a_node_goes_on_the_board() {
    let state = two_player(nim(&[4, 3, 2])).reduce(Action::SetView(ViewKey::Diagram));
    let view = state.diagram().cloned().expect("open");
    assert_eq!(view.root, state.game());
    let total = view.steps.len();
    assert_eq!(total, 28);
    let mut state = state;
    for shown in 1..=total {
        state = state.reduce(Action::Diagram(DiagramAction::Step));
        assert_eq!(state.diagram().expect("open").shown, shown);
    }
    let done = state.clone().reduce(Action::Diagram(DiagramAction::Step));
    assert!(Rc::ptr_eq(&done, &state), "no step past the end");
    let view = state.diagram().cloned().expect("open");
    let labels = view.labels();
    let diagram = view.diagram.as_ref().as_ref().expect("small");
    for (node, label) in diagram.nodes.iter().zip(&labels) {
        assert_eq!(*label, Some(node.outcome));
    }
    let reset = state.reduce(Action::Diagram(DiagramAction::Reset));
    assert!(reset
        .diagram()
        .expect("open")
        .labels()
        .iter()
        .all(Option::is_none));
    let target = diagram
        .find(&Game::Nim(Nim {
            heaps: vec![3, 2, 1],
        }))
        .expect("3-2-1");
    let moved = reset.reduce(Action::Diagram(DiagramAction::GoTo(target)));
    assert_eq!(moved.board.settings.mode, Mode::Analysis);
    assert_eq!(diagram.find(&moved.game()), Some(target));
    assert_eq!(moved.diagram().expect("kept").root, view.root);
    let ignored = moved
        .clone()
        .reduce(Action::Diagram(DiagramAction::GoTo(999)));
    assert!(Rc::ptr_eq(&ignored, &moved));
    assert!(moved
        .reduce(Action::SetView(ViewKey::Board))
        .diagram()
        .is_none());
}

#[test]
fn a_large_diagram_is_refused_and_the_game_so_far_is_offered() {
    let state = two_player(nim(&[9, 8, 7])).reduce(Action::SetView(ViewKey::Diagram));
    let view = state.diagram().cloned().expect("open");
    assert!(matches!(
        view.diagram.as_ref(),
        Err(DiagramError::TooLarge { .. })
    ));
    assert!(view.steps.is_empty());
    let played = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 2,
        to: 1,
    })));
    let along = played.reduce(Action::Diagram(DiagramAction::Along));
    let view = along.diagram().cloned().expect("open");
    let diagram = view.diagram.as_ref().as_ref().expect("the part played");
    assert!(!diagram.complete);
    assert!(diagram
        .find(&Game::Nim(Nim {
            heaps: vec![9, 8, 1]
        }))
        .is_some());
    assert_eq!(view.root, along.start());
}
/// A misère Nim position with these heaps: a game labelled P and N, without values.
fn misere(heaps: &[u32]) -> Setup {
    Setup {
        variant: Variant::Misere,
        ..nim(heaps)
    }
}

#[test]
fn a_student_labels_nodes_and_each_label_is_checked_and_scored() {
    let state = two_player(misere(&[2, 1]))
        .reduce(Action::SetView(ViewKey::Diagram))
        .reduce(Action::Diagram(DiagramAction::Quiz(true)));
    let view = state.diagram().cloned().expect("open");
    let diagram = view.diagram.as_ref().as_ref().expect("small");
    let start = 0;
    assert_eq!(diagram.nodes[start].outcome, Outcome::NextPlayerWins);
    let wrong = state.reduce(Action::Diagram(DiagramAction::Guess(
        start,
        Outcome::PreviousPlayerWins,
    )));
    let quiz = wrong.diagram().and_then(|v| v.quiz.clone()).expect("quiz");
    assert_eq!((quiz.right, quiz.wrong), (0, 1));
    let guess = quiz.last.expect("a verdict");
    assert!(!guess.right);
    assert!(!guess.edges.is_empty());
    assert!(
        guess.edges.iter().all(|&e| diagram.is_winning(e)),
        "the moves to P refute P"
    );
    assert_eq!(quiz.labels[start], None);
    let right = wrong.reduce(Action::Diagram(DiagramAction::Guess(
        start,
        Outcome::NextPlayerWins,
    )));
    let quiz = right.diagram().and_then(|v| v.quiz.clone()).expect("quiz");
    assert_eq!((quiz.right, quiz.wrong), (1, 1));
    assert_eq!(quiz.labels[start], Some(Outcome::NextPlayerWins));
    assert_eq!(right.diagram().expect("open").labels(), quiz.labels);
    let again = right.clone().reduce(Action::Diagram(DiagramAction::Guess(
        start,
        Outcome::NextPlayerWins,
    )));
    assert!(
        Rc::ptr_eq(&again, &right),
        "a labelled node is not scored twice"
    );
    let value = right
        .clone()
        .reduce(Action::Diagram(DiagramAction::GuessValue(start, 1)));
    assert!(Rc::ptr_eq(&value, &right), "misère Nim takes no values");
    assert!(right
        .diagram()
        .expect("open")
        .values()
        .iter()
        .all(Option::is_none));
    let off = right.reduce(Action::Diagram(DiagramAction::Quiz(false)));
    assert!(off.diagram().expect("open").quiz.is_none());
}

#[test]
fn nim_steps_give_each_node_its_value_by_mex() {
    let mut state = two_player(nim(&[3, 2])).reduce(Action::SetView(ViewKey::Diagram));
    let view = state.diagram().cloned().expect("open");
    assert!(view.has_values());
    let diagram = view.diagram.as_ref().as_ref().expect("small");
    for shown in 1..=view.steps.len() {
        state = state.reduce(Action::Diagram(DiagramAction::Step));
        let view = state.diagram().expect("open");
        let step = view.last_step().expect("a step");
        let Reason::Mex { options, value } = &step.reason else {
            panic!("Nim's steps are by mex: {step:?}");
        };
        let values = view.values();
        // The options were valued by earlier steps, and the value is their mex.
        let mut seen: Vec<u32> = diagram.nodes[step.node]
            .out
            .iter()
            .map(|&e| values[diagram.edges[e].to].expect("an option valued earlier"))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(options, &seen);
        let mex = (0..=100)
            .find(|v| !seen.contains(v))
            .expect("a missing value");
        assert_eq!(*value, mex);
        assert_eq!(values[step.node], Some(mex));
        assert_eq!(values.iter().flatten().count(), shown);
        assert_eq!(view.labels()[step.node], Some(Outcome::from_p(mex == 0)));
    }
    // The nim-sum of the heaps, by Bouton's theorem.
    let values = state.diagram().expect("open").values();
    for (node, value) in diagram.nodes.iter().zip(values) {
        let heaps = node.game.heaps().expect("heaps");
        assert_eq!(value, Some(heaps.iter().fold(0, |sum, heap| sum ^ heap)));
    }
    let shown = state.reduce(Action::Diagram(DiagramAction::Reset));
    assert!(shown
        .diagram()
        .expect("open")
        .values()
        .iter()
        .all(Option::is_none));
    let all = shown.reduce(Action::Diagram(DiagramAction::ShowAll));
    assert!(all
        .diagram()
        .expect("open")
        .values()
        .iter()
        .all(Option::is_some));
}

#[test]
fn a_student_gives_values_and_a_wrong_one_is_answered_with_the_options_values() {
    let state = two_player(nim(&[3, 2]))
        .reduce(Action::SetView(ViewKey::Diagram))
        .reduce(Action::Diagram(DiagramAction::Quiz(true)));
    let view = state.diagram().cloned().expect("open");
    let diagram = view.diagram.as_ref().as_ref().expect("small");
    let start = 0;
    assert_eq!(diagram.nodes[start].value, Some(1), "3 xor 2");
    let letter = state.clone().reduce(Action::Diagram(DiagramAction::Guess(
        start,
        Outcome::NextPlayerWins,
    )));
    assert!(
        Rc::ptr_eq(&letter, &state),
        "Nim asks for values, not letters"
    );
    let wrong = state.reduce(Action::Diagram(DiagramAction::GuessValue(start, 2)));
    let quiz = wrong.diagram().and_then(|v| v.quiz.clone()).expect("quiz");
    assert_eq!((quiz.right, quiz.wrong), (0, 1));
    let guess = quiz.last.expect("a verdict");
    assert!(!guess.right);
    assert_eq!(guess.guessed, Answer::Value(2));
    assert_eq!(guess.edges, diagram.nodes[start].out, "every option shown");
    assert_eq!(quiz.values[start], None);
    let right = wrong.reduce(Action::Diagram(DiagramAction::GuessValue(start, 1)));
    let quiz = right.diagram().and_then(|v| v.quiz.clone()).expect("quiz");
    assert_eq!((quiz.right, quiz.wrong), (1, 1));
    assert_eq!(quiz.values[start], Some(1));
    assert_eq!(quiz.labels[start], Some(Outcome::NextPlayerWins));
    assert_eq!(right.diagram().expect("open").values(), quiz.values);
    let again = right
        .clone()
        .reduce(Action::Diagram(DiagramAction::GuessValue(start, 1)));
    assert!(
        Rc::ptr_eq(&again, &right),
        "a valued node is not scored twice"
    );
    let nowhere = right
        .clone()
        .reduce(Action::Diagram(DiagramAction::GuessValue(999, 0)));
    assert!(Rc::ptr_eq(&nowhere, &right));
}

#[test]
fn a_diagram_made_before_its_games_analysis_is_made_again_with_it() {
    let game = presets::default_setup(Variant::Circle).game();
    let made = DiagramView::of(game.clone());
    assert!(made.diagram.is_ok());
    assert_eq!(made.analysed(), None, "nothing waited");
    let waited = DiagramView {
        diagram: Rc::new(Err(DiagramError::Solve(SolveError::NotLoaded(
            Variant::Circle,
        )))),
        steps: Rc::new(Vec::new()),
        ..made.clone()
    };
    assert_eq!(waited.analysed(), Some(made.clone()));
    // A link's labelled diagram is labelled again.
    let whole = DiagramView {
        whole: true,
        ..waited
    };
    let labelled = whole.analysed().expect("made again");
    assert!(!labelled.steps.is_empty());
    assert_eq!(labelled.shown, labelled.steps.len());
}
