//! Tests of the teaching panel.
