//! Editing a Turning Corners grid: its heads typed as `x:y` cells (from 0 to 15, separated by
//! commas or spaces); a cell that cannot be read, is off the grid or is listed twice is named.

use nim_solver::{Corners, CornersError, GridCell, GRID_SIDE};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::model::Setup;
use crate::t;

/// What the grid editor edits.
#[derive(Properties, PartialEq)]
pub struct GridEditorProps {
    /// The position being edited.
    pub base: Setup,
    /// Starts from an edited position (the editor checks its limits).
    pub load: Callback<Setup>,
    /// Shows why typed heads cannot be used.
    pub error: Callback<String>,
}

/// Heads typed by a person (commas or spaces between cells), or why they are not a grid.
pub fn typed_heads(text: &str) -> Result<Vec<GridCell>, String> {
    let cells: Vec<&str> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|cell| !cell.is_empty())
        .collect();
    match cells.join(",").parse::<Corners>() {
        Ok(corners) => Ok(corners.heads()),
        Err(CornersError::Malformed { text, .. }) => Err(t!(CornerEditMalformed, text = text)),
        Err(CornersError::OffGrid { x, y, .. }) => Err(t!(
            CornerEditOffGrid,
            cell = format!("{x}:{y}"),
            last = GRID_SIDE - 1
        )),
        Err(CornersError::Repeated { x, y, .. }) => {
            Err(t!(CornerEditRepeated, cell = format!("{x}:{y}")))
        }
    }
}

/// The heads' field.
#[component]
pub fn GridEditor(props: &GridEditorProps) -> Html {
    let base = &props.base;
    let on_heads = {
        let (base, load, error) = (base.clone(), props.load.clone(), props.error.clone());
        Callback::from(move |e: Event| {
            let text = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|input| input.value())
                .unwrap_or_default();
            match typed_heads(&text) {
                Ok(heads) => {
                    let mut setup = base.clone();
                    setup.grid = heads;
                    load.emit(setup);
                }
                Err(message) => error.emit(message),
            }
        })
    };
    let cells: Vec<String> = base.grid.iter().map(|(x, y)| format!("{x}:{y}")).collect();
    html! {
        <div class="edit-row">
            <label for="grid-heads">{ t!(CornerEditHeads, last = GRID_SIDE - 1) }</label>
            <input id="grid-heads" type="text" dir="ltr" autocomplete="off" spellcheck="false"
                value={cells.join(", ")} data-testid="heads-input" onchange={on_heads} />
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::typed_heads;

    #[test]
    fn typed_heads_are_read_or_their_problem_named() {
        assert_eq!(
            typed_heads(" 3:3, 1:2 0:5"),
            Ok(vec![(0, 5), (1, 2), (3, 3)])
        );
        assert_eq!(typed_heads(""), Ok(Vec::new()));
        assert!(typed_heads("3:3,3-4").unwrap_err().contains("3-4"));
        assert!(typed_heads("16:2").unwrap_err().contains("16:2"));
        assert!(typed_heads("2:2 2:2").unwrap_err().contains("2:2"));
    }
}
