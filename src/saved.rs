//! The game in progress and the settings as JSON, for localStorage; a bad value restores nothing.

use nim_solver::Move;
use serde::{Deserialize, Serialize};

use crate::model::Setup;
use crate::state::{Action, Settings, State};
use yew::Reducible;

/// The localStorage key; bump the suffix when [`Saved`] changes shape.
pub const STORAGE_KEY: &str = "nim-lab/game/v1";

/// What survives a reload.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    /// Mode, strength, who starts, hints.
    pub settings: Settings,
    /// The starting position.
    pub setup: Setup,
    /// Every move made, including undone ones.
    pub moves: Vec<Move>,
    /// How many of `moves` are in effect.
    pub cursor: usize,
    /// The computer's seed.
    pub seed: u64,
}

impl Saved {
    /// What to store for a state.
    pub fn of(state: &State) -> Saved {
        Saved {
            settings: state.settings.clone(),
            setup: state.setup.clone(),
            moves: state.entries.iter().map(|e| e.mv.clone()).collect(),
            cursor: state.cursor,
            seed: state.seed,
        }
    }

    /// The JSON text to store.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The state a stored text describes, or `None` when it is corrupt, over the limits, or its
    /// moves are not legal.
    pub fn restore(json: &str) -> Option<State> {
        let saved: Saved = serde_json::from_str(json).ok()?;
        if saved.setup.limit_problem().is_some() || saved.cursor > saved.moves.len() {
            return None;
        }
        let mut state =
            std::rc::Rc::new(State::new(saved.settings.clone(), saved.setup, saved.seed));
        // Replay as two players: the saved moves may include the computer's.
        let mode = saved.settings.mode;
        state = state.reduce(Action::SetMode(crate::model::Mode::TwoPlayers));
        for mv in saved.moves {
            let before = state.entries.len();
            state = state.reduce(Action::Play(mv));
            if state.entries.len() == before {
                return None;
            }
        }
        let mut state = (*state).clone();
        state.settings = saved.settings;
        state.settings.mode = mode;
        state.cursor = saved.cursor;
        state.notice = None;
        state.announcement = crate::state::Announcement::Silent;
        Some(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Mode, Variant};
    use std::rc::Rc;

    #[test]
    fn a_game_survives_a_round_trip() {
        let setup = Setup {
            variant: Variant::Pass,
            heaps: vec![2, 3],
            ..Setup::default()
        };
        let settings = Settings {
            mode: Mode::TwoPlayers,
            hints: true,
            ..Settings::default()
        };
        let state = Rc::new(State::new(settings, setup, 5))
            .reduce(Action::Play(Move::Pass))
            .reduce(Action::Play(Move::Take { heap: 0, to: 1 }))
            .reduce(Action::Undo);
        let restored = Saved::restore(&Saved::of(&state).to_json()).expect("restores");
        assert_eq!(restored.game(), state.game());
        assert_eq!(restored.settings, state.settings);
        assert_eq!(restored.entries, state.entries);
        assert_eq!(restored.cursor, 1);
    }

    #[test]
    fn corrupt_or_illegal_saves_restore_nothing() {
        assert!(Saved::restore("").is_none());
        assert!(Saved::restore("{\"settings\":").is_none());
        assert!(Saved::restore("[1,2,3]").is_none());
        let mut saved = Saved::of(&State::default());
        saved.moves = vec![Move::Take { heap: 7, to: 0 }];
        saved.cursor = 1;
        assert!(Saved::restore(&saved.to_json()).is_none());
        let mut saved = Saved::of(&State::default());
        saved.cursor = 3;
        assert!(Saved::restore(&saved.to_json()).is_none());
        let mut saved = Saved::of(&State::default());
        saved.setup.heaps = vec![1000];
        assert!(Saved::restore(&saved.to_json()).is_none());
    }
}
