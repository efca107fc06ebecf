//! Components: one per file; the teaching panel lives in `explain/`.
pub mod app;
pub mod controls;
pub mod diagram_view;
pub mod dialog;
pub mod editor;
pub mod explain;
pub mod geometry;
pub mod heap_board;
pub mod history;
pub mod notice;
pub mod pass_control;
pub mod ring_board;
pub mod sources;
pub mod toolbar;
pub mod turn_panel;
pub mod worksheet_dialog;
pub mod worksheet_sheet;
