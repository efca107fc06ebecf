//! Shared components: the teaching panel in `explain/`, one file per game and one dispatch.
pub mod explain;
