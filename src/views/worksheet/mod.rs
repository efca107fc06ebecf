//! The printable worksheet: `spec` names a sheet, `dialog` asks for one, `sheet` prints it (in its
//! own wasm, `src/bin/worksheet_view.rs`), `host` is its place in the page.

pub mod dialog;
pub mod host;
#[cfg(feature = "panels")]
pub mod sheet;
pub mod spec;
