//! The app's words layer: every English sentence the app shows is built here from typed values.
//!
//! `moves` words moves, counts and numbers; `players` words players, refusals and endings;
//! `sources` lists the documents the theory comes from, by title.

pub mod moves;
pub mod players;
pub mod sources;

pub use moves::{count, describe_move, describe_moves, join_words, thousands};
pub use players::{ending, move_error, PlayerName};
pub use sources::Source;
