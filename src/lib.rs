//! Nim Lab, the web app: components draw what the solver answers.
//!
//! Layout: `app/` is the shell (the App component, the state that composes the views' slices
//! and routes their actions, startup, links, saved games, effects, the toolbar and dialogs),
//! `views/` one folder per view (its state slice, reducer, components and tests), `boards/` how
//! each kind of position is drawn, `components/` the shared teaching panel, `model` the modes and
//! limits, `words` turns typed values into English, `panic_screen` shows a message if the app panics.
#![warn(missing_docs)]

pub mod app;
pub mod boards;
pub mod components;
pub mod i18n;
pub mod model;
pub mod panic_screen;
pub mod presets;
pub mod views;
pub mod words;

pub use app::{App, AppProps};

/// The id of the first board rendered into `index.html` at build time (`crates/prerender`), which
/// the app removes when it mounts.
pub const PRERENDERED_ID: &str = "prerendered";
