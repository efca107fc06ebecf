//! The board: the game being played (`slice`: its state, actions and reducer; `tests`), with its
//! controls, the position editor, the history and the turn line.

pub mod coins_editor;
pub mod controls;
pub mod corners_editor;
pub mod editor;
pub mod game_controls;
pub mod history;
pub mod parts_editor;
pub mod picture_editor;
pub mod slice;
pub mod turn_panel;

use editor::Editor;
// The editor is not needed to play the first game: its chunk is fetched once the board is drawn.
crate::views::chunk::split_view!(editor: pub fn editor_host() -> Editor);

#[cfg(test)]
mod tests;
