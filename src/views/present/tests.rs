//! Projector mode's reducer: the walk for every game, and the class vote hiding the highlights.

use std::rc::Rc;

use nim_solver::Move;
use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::Action;
use crate::model::{Setup, Variant};
use crate::views::board::slice::BoardAction;
use crate::views::present::slice::PresentAction;
use crate::views::present::walk::Walk;

#[test]
fn projector_mode_walks_every_game_and_the_class_vote_hides_the_highlights() {
    let state = two_player(nim(&[13, 15, 17]));
    let ignored = state
        .clone()
        .reduce(Action::Present(PresentAction::Reveal(true)));
    assert!(
        Rc::ptr_eq(&ignored, &state),
        "no walk outside projector mode"
    );
    let state = state.reduce(Action::Present(PresentAction::Open(true)));
    assert!(state.board.settings.hints && state.highlights());
    let mut state = state.reduce(Action::Present(PresentAction::Reveal(false)));
    assert_eq!(state.present.as_ref().map(|p| p.step), Some(0));
    for step in 1..=7 {
        state = state.reduce(Action::Present(PresentAction::Reveal(true)));
        assert_eq!(state.present.as_ref().map(|p| p.step), Some(step));
    }
    let end = state
        .clone()
        .reduce(Action::Present(PresentAction::Reveal(true)));
    assert!(
        Rc::ptr_eq(&end, &state),
        "the walk ends with the boxed heap"
    );
    let voting = state.reduce(Action::Present(PresentAction::ClassVote));
    assert!(
        !voting.highlights(),
        "the class votes before the answer shows"
    );
    let moved = voting.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 2,
        to: 2,
    })));
    let present = moved.present.clone().expect("still presenting");
    assert_eq!(
        present.step_on(&moved.game()),
        0,
        "a new position starts the walk again"
    );
    assert!(present.hidden, "the vote stays on for the next position");
    let restarted = moved.reduce(Action::Board(BoardAction::Restart));
    assert!(
        restarted.present.is_some(),
        "a new game keeps projector mode"
    );
    let powers = restarted.reduce(Action::Present(PresentAction::Powers(true)));
    assert!(powers.present.as_ref().is_some_and(|p| p.powers));
    let left = powers.reduce(Action::Present(PresentAction::Open(false)));
    assert!(left.present.is_none());
    assert!(
        !left.board.settings.hints,
        "leaving puts the hints back as they were"
    );
    let with_hints = two_player(nim(&[3, 4, 5]))
        .reduce(Action::Board(BoardAction::SetHints(true)))
        .reduce(Action::Present(PresentAction::Open(true)))
        .reduce(Action::Present(PresentAction::Open(false)));
    assert!(
        with_hints.board.settings.hints,
        "hints that were on stay on"
    );
    let blocking = two_player(Setup {
        variant: Variant::Blocking,
        heaps: vec![1, 2, 3],
        ..Setup::default()
    })
    .reduce(Action::Present(PresentAction::Open(true)));
    let last = Walk::of(&blocking.game().analyze().expect("small"))
        .expect("a walk")
        .last();
    let mut walked = blocking;
    for step in 1..=last {
        walked = walked.reduce(Action::Present(PresentAction::Reveal(true)));
        assert_eq!(walked.present.as_ref().map(|p| p.step), Some(step));
    }
    let end = walked
        .clone()
        .reduce(Action::Present(PresentAction::Reveal(true)));
    assert!(Rc::ptr_eq(&end, &walked), "Blocking Nim's walk ends too");
    let back = walked.reduce(Action::Present(PresentAction::Reveal(false)));
    assert_eq!(back.present.as_ref().map(|p| p.step), Some(last - 1));
}

#[test]
fn the_qr_code_is_shown_and_hidden_in_projector_mode_only() {
    let state = two_player(nim(&[3, 4, 5]));
    let ignored = state
        .clone()
        .reduce(Action::Present(PresentAction::Qr(true)));
    assert!(
        Rc::ptr_eq(&ignored, &state),
        "no code outside projector mode"
    );
    let state = state.reduce(Action::Present(PresentAction::Open(true)));
    assert_eq!(state.present.as_ref().map(|p| p.qr), Some(false));
    let shown = state.reduce(Action::Present(PresentAction::Qr(true)));
    assert_eq!(shown.present.as_ref().map(|p| p.qr), Some(true));
    let hidden = shown.reduce(Action::Present(PresentAction::Qr(false)));
    assert_eq!(hidden.present.as_ref().map(|p| p.qr), Some(false));
    assert!(
        hidden.present.is_some(),
        "hiding the code stays in projector mode"
    );
    let shown = hidden.reduce(Action::Present(PresentAction::Qr(true)));
    let escaped = shown.reduce(Action::Present(PresentAction::Escape));
    assert_eq!(
        escaped.present.as_ref().map(|p| p.qr),
        Some(false),
        "Escape hides the code first"
    );
    let left = escaped.reduce(Action::Present(PresentAction::Escape));
    assert!(left.present.is_none(), "then leaves projector mode");
}
