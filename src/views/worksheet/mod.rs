//! The printable worksheet: `spec` names a sheet, `dialog` asks for one, `sheet` prints it.

pub mod dialog;
pub mod sheet;
pub mod spec;
