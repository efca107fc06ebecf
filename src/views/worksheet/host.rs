//! The printable worksheet's place in the page: the sheet is a split point of the worksheet's
//! chunk (`views::chunk`), fetched the first time a sheet or the Worksheet or Quiz dialog is
//! shown, so the first load does not carry it; its Close goes back to the app.

use yew::prelude::*;

use super::sheet::{WorksheetSheet, WorksheetSheetProps};
use super::spec::WorksheetSpec;
use crate::t;
use crate::views::chunk::{split_point, Chunk, Load};

split_point!(worksheet: fn worksheet_sheet() -> WorksheetSheet(WorksheetSheetProps), style = "worksheet-sheet.css");

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
    let props = WorksheetSheetProps {
        spec: props.spec,
        print_request: props.print_request,
        on_close: props.on_close.clone(),
    };
    html! {
        <Chunk name="worksheet" load={(|| Box::pin(worksheet_sheet())) as Load}
            props={crate::views::chunk::AnyProps::new(props)} loading={t!(WorksheetLoading)} failed={t!(WorksheetNotLoaded)} />
    }
}
