//! Shared components: the teaching panel, one file per kind of explanation, in `explain/`.
pub mod explain;
