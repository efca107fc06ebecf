//! The Grundy sequence view (`view=grundy&rule=0.77&max=N`): `g(0..=N)` of an octal game, a
//! subtraction game or Grundy's game, computed in a Web Worker, drawn as a strip and a plot, with
//! the period the Guy–Smith theorem proves.
//!
//! `protocol` is the messages (shared by path with `src/bin/grundy_worker.rs`), `spec` what is
//! computed, how its fields and links are read, and what is drawn from a sequence (strip, plot,
//! CSV), `session` the requests and the status, `slice` its slice of the state and its reducer,
//! and `panel` the component: the page's glue only. The panel runs in its own wasm
//! (`src/bin/grundy_view.rs`), loaded when the view opens: `host` is the app's place for it and
//! `bridge` what the two say.

pub mod bridge;
pub mod host;
#[cfg(feature = "panels")]
pub mod panel;
pub mod protocol;
pub mod session;
pub mod slice;
pub mod spec;

pub use host::GrundyHost;

#[cfg(test)]
mod tests;
