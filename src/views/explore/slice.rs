//! Explore's slice of the state: the atlas slice shown (kept while the board changes), its
//! actions and their reducer.

use nim_solver::Slice;

use crate::app::state::{Announcement, Notice, State, View};
use crate::model::{explore_problem, explore_setup, ExploreProblem, Mode};

/// Explore's requests.
#[derive(Clone, Debug, PartialEq)]
pub enum ExploreAction {
    /// Show another slice in the Explore view.
    Slice(Slice),
    /// Put the position of the Explore cell with free heaps `(a, b)` on the board, to analyse.
    Pick(u32, u32),
    /// Something typed into Explore's fields is unusable.
    Typed(ExploreProblem),
}

/// Explore's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: ExploreAction) -> Option<()> {
    match action {
        ExploreAction::Slice(slice) => {
            if let Some(problem) = explore_problem(&slice) {
                state.notice = Some(Notice::Explore(problem));
            } else {
                state.notice = None;
                state.view.show_slice(slice);
            }
        }
        ExploreAction::Pick(a, b) => {
            let setup = explore_setup(state.explore()?, a, b);
            if let Some(problem) = setup.limit_problem() {
                state.notice = Some(Notice::Limit(problem));
                return Some(());
            }
            let mut fresh = state.restarted(setup);
            fresh.board.settings.mode = Mode::Analysis;
            fresh.board.settings.hints = true;
            fresh.announcement = Announcement::NewPosition;
            *state = fresh;
        }
        ExploreAction::Typed(problem) => state.notice = Some(Notice::Explore(problem)),
    }
    Some(())
}

impl View {
    /// Explore showing `slice`, as `ExploreAction::Slice` leaves it.
    fn show_slice(&mut self, slice: Slice) {
        match self {
            View::Explore { slice: shown, .. } => *shown = slice,
            // The review stays beside the atlas, as when a game ends while exploring.
            other => {
                let review = matches!(other, View::Review);
                *other = View::Explore { slice, review };
            }
        }
    }
}
