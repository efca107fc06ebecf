//! Components: one per file; the teaching panel lives in `explain/`.
pub mod explain;
