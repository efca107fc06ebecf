//! The quiz on the board (`quiz=SEED`): `run` is its spec and run, `session` its slice of the state
//! (the run with the paused game) and reducer, `panel` the panel above the board.

pub mod panel;
pub mod run;
pub mod session;

#[cfg(test)]
mod tests;
