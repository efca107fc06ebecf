//! The game in progress and the settings as one line of link text, for localStorage; a bad value
//! restores nothing.

use nim_solver::Move;

use crate::app::state::{Action, State};
use crate::app::url;
use crate::model::Setup;
use crate::views::board::slice::BoardAction;
use crate::views::board::slice::Settings;
use yew::Reducible;

/// The localStorage key; bump the suffix when [`Saved`] changes shape.
pub const STORAGE_KEY: &str = "nim-lab/game/v2";

/// What survives a reload.
#[derive(Clone, Debug, PartialEq)]
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
        // During a quiz the game it interrupted is what a reload gives back.
        let state = state.quiz.as_ref().map_or(state, |session| &session.paused);
        Saved {
            settings: state.board.settings.clone(),
            setup: state.board.setup.clone(),
            moves: state.board.entries.iter().map(|e| e.mv.clone()).collect(),
            cursor: state.board.cursor,
            seed: state.board.seed,
        }
    }

    /// The text to store: the link of the starting position and its settings, then the moves.
    pub fn to_text(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
        format!(
            "{}&moves={}&cursor={}&seed={}",
            url::write(&self.setup.position(), &self.settings, None),
            moves.join(","),
            self.cursor,
            self.seed,
        )
    }

    /// Reads a stored text; `None` when any part of it is missing or wrong.
    pub fn read(text: &str) -> Option<Saved> {
        // Games saved before links carried `first=` spelt the person `human`.
        let text = text.replace("&first=human", "&first=you");
        let link = url::parse(&text);
        if !link.notices.is_empty() {
            return None;
        }
        let (mut moves, mut cursor, mut seed) = (None, None, None);
        for (key, value) in form_urlencoded::parse(text.as_bytes()) {
            match key.as_ref() {
                "moves" if value.is_empty() => moves = Some(Vec::new()),
                "moves" => {
                    moves = value
                        .split(',')
                        .map(str::parse)
                        .collect::<Result<_, _>>()
                        .ok();
                }
                "cursor" => cursor = value.parse().ok(),
                "seed" => seed = value.parse().ok(),
                _ => {}
            }
        }
        let defaults = Settings::default();
        Some(Saved {
            settings: Settings {
                mode: link.mode?,
                strength: link.strength.unwrap_or(defaults.strength),
                human_starts: link.human_starts.unwrap_or(defaults.human_starts),
                hints: link.hints?,
            },
            setup: link.setup?,
            moves: moves?,
            cursor: cursor?,
            seed: seed?,
        })
    }

    /// The state a stored text describes, or `None` when it is corrupt, over the limits, or its
    /// moves are not legal.
    pub fn restore(text: &str) -> Option<State> {
        let saved = Saved::read(text)?;
        if saved.setup.limit_problem().is_some() || saved.cursor > saved.moves.len() {
            return None;
        }
        let state = State::new(saved.settings, saved.setup, saved.seed);
        let mut state = replay(state, saved.moves).ok()?;
        state.board.cursor = saved.cursor;
        state.notice = None;
        state.announcement = crate::app::state::Announcement::Silent;
        Some(state)
    }
}

/// `state` with `moves` played from its position, whoever's turn each is (a game against the
/// computer includes its moves); the number, from 1, of the first that is not legal.
pub fn replay(state: State, moves: impl IntoIterator<Item = Move>) -> Result<State, usize> {
    let settings = state.board.settings.clone();
    let mut state = std::rc::Rc::new(state).reduce(Action::Board(BoardAction::SetMode(
        crate::model::Mode::TwoPlayers,
    )));
    for (i, mv) in moves.into_iter().enumerate() {
        let before = state.board.entries.len();
        state = state.reduce(Action::Board(BoardAction::Play(mv)));
        if state.board.entries.len() == before {
            return Err(i + 1);
        }
    }
    let mut state = (*state).clone();
    state.board.settings = settings;
    Ok(state)
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
            .reduce(Action::Board(BoardAction::Play(Move::Pass)))
            .reduce(Action::Board(BoardAction::Play(Move::Take {
                heap: 0,
                to: 1,
            })))
            .reduce(Action::Board(BoardAction::Undo));
        let restored = Saved::restore(&Saved::of(&state).to_text()).expect("restores");
        assert_eq!(restored.game(), state.game());
        assert_eq!(restored.board.settings, state.board.settings);
        assert_eq!(restored.board.entries, state.board.entries);
        assert_eq!(restored.board.cursor, 1);
    }

    #[test]
    fn corrupt_or_illegal_saves_restore_nothing() {
        assert!(Saved::restore("").is_none());
        assert!(Saved::restore("{\"settings\":").is_none());
        assert!(Saved::restore("[1,2,3]").is_none());
        let mut saved = Saved::of(&State::default());
        saved.moves = vec![Move::Take { heap: 7, to: 0 }];
        saved.cursor = 1;
        assert!(Saved::restore(&saved.to_text()).is_none());
        let mut saved = Saved::of(&State::default());
        saved.cursor = 3;
        assert!(Saved::restore(&saved.to_text()).is_none());
        let mut saved = Saved::of(&State::default());
        saved.setup.heaps = vec![1000];
        assert!(Saved::restore(&saved.to_text()).is_none());
    }
    #[test]
    fn a_game_saved_when_the_person_was_spelt_human_still_restores() {
        let old = "variant=nim&heaps=3,4,5&mode=computer&hints=0&strength=casual&first=human&moves=t0-2&cursor=1&seed=7";
        let restored = Saved::restore(old).expect("restores");
        assert!(restored.board.settings.human_starts);
        assert_eq!(
            restored.board.settings.strength,
            nim_solver::Strength::Casual
        );
        assert_eq!(restored.board.cursor, 1);
        let computer = old.replace("first=human", "first=computer");
        let restored = Saved::restore(&computer).expect("restores");
        assert!(!restored.board.settings.human_starts);
    }

    #[test]
    fn a_save_of_the_old_json_shape_restores_nothing() {
        let old = r#"{"settings":{"mode":"Computer","strength":"Perfect","human_starts":true,"hints":false},"setup":{"variant":"Nim","heaps":[3,4,5],"ring":[],"blocks":1,"pass_available":true},"moves":[],"cursor":0,"seed":1}"#;
        assert!(Saved::restore(old).is_none());
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn any_game_played_from_a_preset_reads_back(
            variant in proptest::sample::select(Variant::ALL.to_vec()),
            preset in 0usize..4,
            picks in proptest::collection::vec(proptest::prelude::any::<usize>(), 0..12),
            undo in 0usize..3,
            seed in proptest::prelude::any::<u64>(),
            hints in proptest::prelude::any::<bool>(),
            human_starts in proptest::prelude::any::<bool>(),
            strength in proptest::sample::select(nim_solver::Strength::ALL.to_vec()),
        ) {
            let presets = crate::presets::presets(variant);
            let setup = presets[preset % presets.len()].setup.clone();
            let settings = Settings { mode: Mode::TwoPlayers, strength, human_starts, hints };
            let mut state = Rc::new(State::new(settings, setup, seed));
            for pick in picks {
                let moves = state.game().legal_moves();
                if moves.is_empty() {
                    break;
                }
                state = state.reduce(Action::Board(BoardAction::Play(moves[pick % moves.len()].clone())));
            }
            for _ in 0..undo {
                state = state.reduce(Action::Board(BoardAction::Undo));
            }
            let saved = Saved::of(&state);
            let text = saved.to_text();
            let read = Saved::read(&text);
            proptest::prop_assert!(read.is_some(), "{} was not read back", text);
            let read = read.expect("checked");
            proptest::prop_assert_eq!(read.setup.game(), saved.setup.game());
            proptest::prop_assert_eq!(&read.settings, &saved.settings);
            proptest::prop_assert_eq!(&read.moves, &saved.moves);
            proptest::prop_assert_eq!((read.cursor, read.seed), (saved.cursor, saved.seed));
            let restored = Saved::restore(&saved.to_text()).expect("restores");
            proptest::prop_assert_eq!(restored.game(), state.game());
        }

        #[test]
        fn any_stored_text_restores_or_is_refused(text in "\\PC{0,80}") {
            let _ = Saved::restore(&text);
        }
    }
}
