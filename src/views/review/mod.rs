//! The game review (`view=review`): `rows` reads the history as a value history, `slice` holds its
//! action and reducer, `panel` draws it.

pub mod panel;
pub mod rows;
pub mod slice;

use panel::ReviewPanel;
// The review is opened by a game's end or the Review button: its chunk is fetched then.
crate::views::chunk::split_view!(review: pub fn review_host() -> ReviewPanel, style = "explain.css", "review.css");

#[cfg(test)]
mod tests;
