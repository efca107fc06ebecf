//! Explore's reducer: the slice shown, kept across new games, and a cell put on the board.

use std::rc::Rc;

use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::{Action, Notice};
use crate::model::{ExploreProblem, LimitProblem, Mode, Setup, Variant, ViewKey};
use crate::views::board::slice::BoardAction;
use crate::views::explore::slice::ExploreAction;

#[test]
fn explore_opens_on_the_boards_family_keeps_its_slice_and_puts_a_cell_on_the_board() {
    use nim_solver::{Family, Slice};
    let blocking = Setup {
        variant: Variant::Blocking,
        blocks: 2,
        ..nim(&[3, 4, 5])
    };
    let state = two_player(blocking).reduce(Action::SetView(ViewKey::Explore));
    let slice = state.explore().cloned().expect("open");
    assert_eq!(slice.family, Family::of(Variant::Blocking, 2).unwrap());
    assert!(state.diagram().is_none());

    let wider = Slice {
        fixed: vec![7, 2],
        max: 40,
        ..slice
    };
    let state = state.reduce(Action::Explore(ExploreAction::Slice(wider.clone())));
    assert_eq!(state.explore(), Some(&wider));
    // Out of the view's limits: a notice, the slice kept.
    let state = state.reduce(Action::Explore(ExploreAction::Slice(Slice {
        max: 5000,
        ..wider.clone()
    })));
    assert_eq!(
        state.notice,
        Some(Notice::Explore(ExploreProblem::Max(5000)))
    );
    assert_eq!(state.explore(), Some(&wider));
    let state = state.reduce(Action::Explore(ExploreAction::Typed(
        ExploreProblem::NotAWholeNumber,
    )));
    assert_eq!(
        state.notice,
        Some(Notice::Explore(ExploreProblem::NotAWholeNumber))
    );
    assert_eq!(state.explore(), Some(&wider));

    // A cell goes on the board for analysis; the view stays, as after a new game.
    let state = state.reduce(Action::Explore(ExploreAction::Pick(3, 6)));
    assert_eq!(state.game().heaps(), Some(&[7, 2, 3, 6][..]));
    assert_eq!(state.game().blocks(), Some(2));
    assert_eq!(state.board.settings.mode, Mode::Analysis);
    assert_eq!(state.explore(), Some(&wider));
    let state = state.reduce(Action::Board(BoardAction::Restart));
    assert_eq!(state.explore(), Some(&wider));
    // A cell too large for the board is refused with the board's limit.
    let state = state.reduce(Action::Explore(ExploreAction::Pick(3, 40)));
    assert_eq!(
        state.notice,
        Some(Notice::Limit(LimitProblem::HeapTooLarge { size: 40 }))
    );
    assert_eq!(state.game().heaps(), Some(&[7, 2, 3, 6][..]));
    // The diagram and the board alone close it.
    assert!(Rc::clone(&state)
        .reduce(Action::SetView(ViewKey::Diagram))
        .explore()
        .is_none());
    assert!(state
        .reduce(Action::SetView(ViewKey::Board))
        .explore()
        .is_none());
}

#[test]
fn a_two_heap_game_is_explored_on_two_heaps_only_with_its_count_said() {
    use crate::views::explore::session::{with_family, Edit};
    use nim_solver::Family;
    let wythoff = Setup {
        variant: Variant::Wythoff,
        ..nim(&[3, 5])
    };
    let state = two_player(wythoff).reduce(Action::SetView(ViewKey::Explore));
    let slice = state.explore().cloned().expect("open");
    assert_eq!(slice.family, Family::of(Variant::Wythoff, 1).unwrap());
    assert!(slice.fixed.is_empty(), "two heaps: no fixed one");
    // Three heaps are refused with the count the game is played on; the slice is kept.
    let three = Edit::Heaps.apply(&slice, 3);
    let state = state.reduce(Action::Explore(ExploreAction::Slice(three)));
    assert_eq!(
        state.notice,
        Some(Notice::Explore(ExploreProblem::Heaps {
            family: slice.family,
            heaps: 3
        }))
    );
    assert_eq!(state.explore(), Some(&slice));
    let said = crate::words::explore::problem(ExploreProblem::Heaps {
        family: slice.family,
        heaps: 3,
    });
    assert!(
        said.contains("exactly 2 heaps") && said.contains('3'),
        "{said}"
    );
    // A cell goes on the board as the two heaps.
    let state = state.reduce(Action::Explore(ExploreAction::Pick(4, 7)));
    assert_eq!(state.game().heaps(), Some(&[4, 7][..]));
    // The menu moves between families, fitting the heaps to each.
    let nim_slice = with_family(&slice, "nim").expect("Nim");
    assert_eq!(nim_slice.fixed, [5]);
    assert_eq!(
        with_family(&nim_slice, "wythoff").map(|s| s.fixed),
        Some(vec![])
    );
}
