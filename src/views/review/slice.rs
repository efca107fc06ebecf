//! The review's actions and their reducer: the review has no state of its own beyond being the
//! view shown; its rows put a position of the history back on the board.

use crate::app::state::{Announcement, State};

/// The review's requests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Return the board to a position of the review (0 is the start), as undo and redo do.
    GoTo(usize),
}

/// The review's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: ReviewAction) -> Option<()> {
    match action {
        ReviewAction::GoTo(row) => go_to(state, row),
    }
}

/// Moves the board to the position after `row` entries, as undo and redo do: against the
/// computer, back to the person's own turn.
fn go_to(state: &mut State, row: usize) -> Option<()> {
    if row > state.board.entries.len() {
        return None;
    }
    state.board.pending = None;
    state.board.cursor = row;
    while state.board.cursor > 0 && state.computer_acts() {
        state.board.cursor -= 1;
    }
    state.announcement = Announcement::Revisited {
        row: state.board.cursor,
    };
    state.notice = None;
    Some(())
}
