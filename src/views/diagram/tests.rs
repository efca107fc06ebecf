//! The diagram's reducer: the labelling's steps, a node put on the board, the part a game went
//! through, and "Label it yourself".

use std::rc::Rc;

use nim_solver::{DiagramError, Game, Move, Nim, Outcome};
use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::Action;
use crate::model::{Mode, ViewKey};
use crate::views::board::slice::BoardAction;
use crate::views::diagram::slice::DiagramAction;

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
#[test]
fn a_student_labels_nodes_and_each_label_is_checked_and_scored() {
    let state = two_player(nim(&[2, 1]))
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
    let off = right.reduce(Action::Diagram(DiagramAction::Quiz(false)));
    assert!(off.diagram().expect("open").quiz.is_none());
}
