//! The shared game context: the reducer handle plus the solver's analysis of the board.

use yew::prelude::*;

use crate::app::state::State;
use crate::views::board::slice::Answer;

/// What every component of the game can read.
#[derive(Clone, PartialEq)]
pub struct GameContext {
    /// The state and its dispatcher.
    pub state: UseReducerHandle<State>,
    /// The solver's answer for the position on the board, kept in the state since it was reached.
    pub analysis: Answer,
}

impl GameContext {
    /// The winning actions for whoever acts now, when hints are on; empty otherwise.
    pub fn hinted_moves(&self) -> Vec<nim_solver::Move> {
        match (&*self.analysis, self.state.highlights()) {
            (Ok(analysis), true) => analysis.winning_moves.clone(),
            _ => Vec::new(),
        }
    }
}

/// The game context; components must sit under the app's provider.
#[hook]
pub fn use_game() -> GameContext {
    use_context::<GameContext>()
        .expect("components are mounted under the app's GameContext provider")
}
