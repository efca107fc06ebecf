//! The game review (`view=review`): `rows` reads the history as a value history, `slice` holds its
//! action and reducer, `panel` draws it.

pub mod panel;
pub mod rows;
pub mod slice;

#[cfg(test)]
mod tests;
