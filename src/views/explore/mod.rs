//! The Explore view (`view=explore`): one slice of the atlas of P-positions, computed in a Web
//! Worker and drawn as a grid.
//!
//! `protocol` is the worker's messages (shared by path with `src/bin/explore_worker.rs`), `grid`
//! the computed grid, its keys and the CSV export, `picture` its SVG and PNG drawing, `session`
//! the cache, the requests and the status, and `panel` the component: the page's glue only, a
//! split point fetched the first time Explore opens, whose place is `host`. `slice` is its slice
//! of the state (the slice shown, in `View::Explore`) and its reducer; the limits are in `model.rs`.

pub mod grid;
pub mod host;
pub mod panel;
pub mod picture;
pub mod protocol;
pub mod session;
pub mod slice;

pub use host::ExploreHost;

#[cfg(test)]
mod tests;
