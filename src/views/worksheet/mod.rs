//! The printable worksheet: `spec` names a sheet, `dialog` is the button and dialog that ask for
//! one (or a quiz), whose form `form` draws, `sheet` prints it (`form` and `sheet` in the
//! worksheet's own wasm, `src/bin/worksheet_view.rs`), `host` is the sheet's place in the page.

pub mod dialog;
#[cfg(feature = "panels")]
pub mod form;
pub mod host;
#[cfg(feature = "panels")]
pub mod sheet;
pub mod spec;
