//! Projector mode's actions and their reducer; its state is `walk::Presentation`.

use crate::app::state::State;
use crate::views::present::walk::{Presentation, Walk};

/// Projector mode's requests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresentAction {
    /// Open (`true`, with hints on) or leave projector mode.
    Open(bool),
    /// One step forward (`true`) or back in the walk through the explanation.
    Reveal(bool),
    /// Hide or show the verdict and the highlighted moves, for a class vote.
    ClassVote,
    /// Walk through the powers of two (`true`) or the binary table.
    Powers(bool),
    /// Show (`true`) or hide the QR code of the position's link.
    Qr(bool),
    /// Escape: hides the QR code when it is shown, else leaves projector mode.
    Escape,
}

/// Projector mode's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: PresentAction) -> Option<()> {
    match action {
        PresentAction::Open(true) => {
            if state.present.is_none() {
                let before = state.board.settings.hints;
                state.present = Some(Presentation::new(state.game(), before));
                state.board.settings.hints = true;
            }
        }
        PresentAction::Open(false) => {
            let present = state.present.take()?;
            state.board.settings.hints = present.hints_before;
        }
        PresentAction::Reveal(forward) => {
            let game = state.game();
            let walk = state.answer().as_ref().as_ref().ok().and_then(Walk::of)?;
            state.present = Some(state.present.as_ref()?.stepped(&game, &walk, forward)?);
        }
        PresentAction::ClassVote => {
            let present = state.present.as_mut()?;
            present.hidden = !present.hidden;
        }
        PresentAction::Powers(powers) => state.present.as_mut()?.powers = powers,
        PresentAction::Qr(shown) => state.present.as_mut()?.qr = shown,
        PresentAction::Escape if state.present.as_ref()?.qr => {
            return reduce(state, PresentAction::Qr(false));
        }
        PresentAction::Escape => return reduce(state, PresentAction::Open(false)),
    }
    Some(())
}
