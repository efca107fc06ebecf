//! Nim Lab, the web app: components draw what the solver answers.
//!
//! Layout: `analysis` remembers the solver's recent answers, `model` names the games and limits,
//! `state` is the pure reducer, `url`, `saved` and `startup` turn links and storage into state,
//! `panic_screen` shows a message if the app panics, and `components/` holds one component per
//! file.
#![warn(missing_docs)]

pub mod analysis;
pub mod components;
pub mod context;
pub mod model;
pub mod panic_screen;
pub mod presets;
pub mod saved;
pub mod startup;
pub mod state;
pub mod url;
pub mod words;

pub use components::app::{App, AppProps};
