//! The Grundy sequence view (`view=grundy&rule=0.77&max=N`): `g(0..=N)` of an octal game, a
//! subtraction game or Grundy's game, computed in a Web Worker, drawn as a strip and a plot, with
//! the period the Guy–Smith theorem proves.
//!
//! `protocol` is the messages, typed once with serde (shared by path with
//! `src/bin/grundy_worker.rs`), `spec` what is computed, how its fields and links are read, and
//! what is drawn from a sequence (strip, plot, CSV), `session` the requests and the status, `slice`
//! its slice of the state and its reducer, and `panel` the component: the page's glue only, a
//! split point fetched the first time the view opens, and `host` is its place.

pub mod host;
pub mod panel;
pub mod protocol;
pub mod session;
pub mod slice;
pub mod spec;

pub use host::GrundyHost;

#[cfg(test)]
mod tests;
