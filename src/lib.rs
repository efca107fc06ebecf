//! Nim Lab, the web app: components draw what the solver answers.
//!
//! Layout: `model` names the modes and limits, `state` is the pure reducer (each position kept
//! with the solver's answer), `words` turns typed values into English, `url`, `saved` and
//! `startup` turn links and storage into state, `worksheet` names a printable sheet, `quiz` a quiz and its run, `review` reads the game's history as a value history, `present` holds projector mode's walk, `panic_screen` shows a message if the app panics,
//! `components/` holds one component per file, and `views/` one folder per view.
#![warn(missing_docs)]

pub mod components;
pub mod context;
pub mod layout;
pub mod model;
pub mod panic_screen;
pub mod present;
pub mod presets;
pub mod quiz;
pub mod review;
pub mod saved;
pub mod startup;
pub mod state;
pub mod url;
pub mod views;
pub mod words;
pub mod worksheet;

pub use components::app::{App, AppProps};

/// The id of the first board rendered into `index.html` at build time (`crates/prerender`), which
/// the app removes when it mounts.
pub const PRERENDERED_ID: &str = "prerendered";
