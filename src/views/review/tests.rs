//! The review's reducer: it opens at the end of a game, and a row puts its position back.

use std::rc::Rc;

use nim_solver::{Game, Move, Nim};
use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::{Action, Announcement, State};
use crate::model::ViewKey;
use crate::views::board::slice::{BoardAction, Settings};
use crate::views::review::slice::ReviewAction;

#[test]
fn the_review_opens_at_the_end_and_a_row_puts_its_position_back_on_the_board() {
    let state = two_player(nim(&[1, 2])).reduce(Action::SetView(ViewKey::Review));
    assert_eq!(state.view.key(), ViewKey::Review);
    let state = state.reduce(Action::SetView(ViewKey::Board));
    assert!(!state.review());
    let state = state
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 1,
            to: 0,
        })))
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 0,
            to: 0,
        })));
    assert!(state.winner().is_some());
    assert!(state.review(), "the end of the game opens its review");
    let back = state.reduce(Action::Review(ReviewAction::GoTo(1)));
    assert_eq!(back.board.cursor, 1);
    assert_eq!(back.game(), Game::Nim(Nim { heaps: vec![1, 0] }));
    assert_eq!(back.announcement, Announcement::Revisited { row: 1 });
    assert!(back.can_redo(), "the later positions stay, as after undo");
    let ignored = back.clone().reduce(Action::Review(ReviewAction::GoTo(9)));
    assert!(Rc::ptr_eq(&ignored, &back));
    let replayed = back.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 0,
    })));
    assert_eq!(replayed.board.entries.len(), 2);
    assert!(!replayed.can_redo());
}

#[test]
fn against_the_computer_a_review_jump_lands_on_the_persons_turn() {
    let state = Rc::new(State::new(Settings::default(), nim(&[3, 4, 5]), 3))
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 0,
            to: 0,
        })))
        .reduce(Action::Board(BoardAction::ComputerChoose))
        .reduce(Action::Board(BoardAction::CommitPending));
    assert_eq!(state.board.cursor, 2);
    let back = state.reduce(Action::Review(ReviewAction::GoTo(1)));
    assert_eq!(
        back.board.cursor, 0,
        "position 2 is the computer's: back to the person's turn"
    );
    assert!(!back.computer_acts());
}
