//! The quiz on the board (`quiz=SEED`): `run` is its spec and run, `session` its slice of the state
//! (the run with the paused game) and reducer, `panel` the panel above the board.

pub mod panel;
pub mod run;
pub mod scorm;
pub mod session;

use panel::QuizPanel;
// A quiz starts from its dialog or a link: its panel's chunk is fetched then.
crate::views::chunk::split_view!(quiz: pub fn quiz_host() -> QuizPanel, style = "quiz.css");

#[cfg(test)]
pub(crate) mod tests;
