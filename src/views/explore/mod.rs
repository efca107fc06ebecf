//! The Explore view (`view=explore`): one slice of the atlas of P-positions, computed in a Web
//! Worker and drawn as a grid.
//!
//! `protocol` is the messages (shared by path with `src/bin/explore_worker.rs`), `grid` the
//! computed grid, its keys and the CSV export, `picture` its SVG and PNG drawing, `session` the
//! cache, the requests and the status, and `panel` the component: the page's glue only. The
//! slice itself lives in the reducer (`State::explore`), its limits in `model.rs`.

pub mod grid;
pub mod panel;
pub mod picture;
pub mod protocol;
pub mod session;

pub use panel::ExplorePanel;
