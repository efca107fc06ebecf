//! The printable worksheet: `spec` names a sheet, `dialog` is the button and dialog that ask for
//! one (or a quiz), whose form `form` draws, `sheet` prints it and `host` is the sheet's place in
//! the page (`form` and `sheet` are split points of one chunk, fetched when either is first shown).

pub mod dialog;
pub mod form;
pub mod host;
pub mod sheet;
pub mod spec;
