//! The app's words layer: every English sentence the app shows is built here from typed values.
//!
//! `moves` words moves, counts and numbers; `players` players, refusals and endings; `notices`
//! the state's notices and announcements; `variants` the games, modes and limits.

pub mod moves;
pub mod notices;
pub mod players;
pub mod variants;

pub use moves::{agree, count, describe_move, describe_moves, join_words, thousands, wins};
pub use notices::{announcement, notice, url_notice};
pub use players::{ending, move_error, player_name};
pub use variants::{limit_problem, limits_text, Title};
