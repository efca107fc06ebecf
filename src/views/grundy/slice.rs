//! The Grundy view's slice of the state: the sequence asked for (kept in the address bar), its
//! actions and their reducer.

use crate::app::state::{Notice, State, View};

use super::spec::{GrundyField, GrundyProblem, GrundySpec, Unusable, GRUNDY_MAX};

/// The Grundy view's requests.
#[derive(Clone, Debug, PartialEq)]
pub enum GrundyAction {
    /// Compute and show this sequence.
    Compute(GrundySpec),
    /// Something typed into the view's fields is unusable.
    Typed(Unusable),
}

/// The Grundy view's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: GrundyAction) -> Option<()> {
    match action {
        GrundyAction::Compute(spec) if spec.max > GRUNDY_MAX => {
            state.notice = Some(Notice::Grundy(Unusable {
                field: GrundyField::Max,
                value: spec.max.to_string(),
                problem: GrundyProblem::MaxTooLarge(spec.max.into()),
            }));
        }
        GrundyAction::Compute(spec) => {
            state.notice = None;
            state.view = View::Grundy(spec);
        }
        GrundyAction::Typed(problem) => state.notice = Some(Notice::Grundy(problem)),
    }
    Some(())
}
