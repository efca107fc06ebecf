//! The game review (`view=review`): `rows` reads the history as a value history, `panel` draws it.

pub mod panel;
pub mod rows;
pub mod slice;

#[cfg(test)]
mod tests;
