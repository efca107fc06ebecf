//! The page's side of the printable worksheet: its place in the page (`views::lazy_host`), into
//! which the sheet's own wasm (`src/bin/worksheet_view.rs`, loaded the first time a sheet is
//! shown, so the first load does not carry it) draws the sheet, given the sheet and how many
//! times Print was asked for; its Close comes back as text.

use yew::prelude::*;

use super::spec::{write_sheet, WorksheetSpec, CLOSE_SHEET};
use crate::views::lazy_host::LazyHost;
use crate::words::worksheet::{sheet_loading, sheet_not_loaded};

/// The sheet to show, and what closes it.
#[derive(Properties, PartialEq)]
pub struct WorksheetHostProps {
    /// The sheet.
    pub spec: WorksheetSpec,
    /// Prints when it changes to a new non-zero value (each Print in the dialog counts up).
    pub print_request: u32,
    /// Called by the sheet's Close.
    pub on_close: Callback<()>,
}

/// The worksheet's place; drawn while a sheet is open.
#[component]
pub fn WorksheetHost(props: &WorksheetHostProps) -> Html {
    let on_close = props.on_close.clone();
    let on_ask = Callback::from(move |text: String| {
        if text == CLOSE_SHEET {
            on_close.emit(());
        }
    });
    html! {
        <LazyHost module="./worksheet_view.js" name="worksheet"
            state={write_sheet(&props.spec, props.print_request)} {on_ask}
            loading={sheet_loading()} failed={sheet_not_loaded()} />
    }
}
