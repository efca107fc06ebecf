//! The quiz on the board (`quiz=SEED`): `run` is its spec and run, `panel` the panel above the board.

pub mod panel;
pub mod run;
pub mod session;

#[cfg(test)]
mod tests;
