//! Drawing a picture: join two ends (the ground, a vertex, or a new vertex), add a loop, delete
//! an edge, and move a vertex by its coordinates on the grid, saved in the link as `at=`.

use nim_solver::{
    vertices, HackenbushEdge, Layout, Picture, Vertex, LAYOUT_HEIGHT, LAYOUT_WIDTH, MAX_EDGES,
    MAX_VERTEX,
};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::model::Setup;
use crate::t;

/// An end chosen in the editor's menus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The ground.
    Ground,
    /// A vertex already drawn.
    Old(u32),
    /// A vertex not yet drawn: the next free number.
    New,
}

impl End {
    /// Reads a menu's value: `g`, `new` or a vertex number.
    fn read(value: &str) -> Option<End> {
        match value {
            "g" => Some(End::Ground),
            "new" => Some(End::New),
            n => n.parse().ok().map(End::Old),
        }
    }
}

/// Why an edit cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditProblem {
    /// The picture has its most edges already.
    Full,
}

/// A picture and where its vertices are drawn, as the editor changes them.
pub type Drawing = (Picture, Layout);

/// The picture with `edges`, keeping the places of the vertices still drawn.
fn redrawn(layout: &Layout, edges: Vec<HackenbushEdge>) -> Result<Drawing, EditProblem> {
    let picture = Picture::new(edges).map_err(|_| EditProblem::Full)?;
    let layout = layout.keeping(&vertices(&picture));
    Ok((picture, layout))
}

/// The next free vertex number after `taken`, if one is left.
fn next_free(picture: &Picture, taken: u32) -> Option<u32> {
    let highest = vertices(picture).last().copied().unwrap_or(0);
    let next = highest.max(taken) + 1;
    (next <= MAX_VERTEX).then_some(next)
}

/// The picture with an edge joining `from` and `to` (a new end gets the next free number; both
/// new, two of them), or a loop when both ends are one vertex.
pub fn join((picture, layout): &Drawing, from: End, to: End) -> Result<Drawing, EditProblem> {
    let mut taken = 0;
    let mut end = |end: End| -> Result<Vertex, EditProblem> {
        Ok(match end {
            End::Ground => Vertex::Ground,
            End::Old(n) => Vertex::Node(n),
            End::New => {
                taken = next_free(picture, taken).ok_or(EditProblem::Full)?;
                Vertex::Node(taken)
            }
        })
    };
    let edge = HackenbushEdge {
        from: end(from)?,
        to: end(to)?,
    };
    let mut edges = picture.edges().to_vec();
    edges.push(edge);
    redrawn(layout, edges)
}

/// The picture without edge `index` (vertices it alone touched go with it).
pub fn delete(drawing: &Drawing, index: usize) -> Drawing {
    let mut edges = drawing.0.edges().to_vec();
    if index < edges.len() {
        edges.remove(index);
    }
    redrawn(&drawing.1, edges).unwrap_or_else(|_| drawing.clone())
}

/// The picture with `vertex` placed at `(x, y)` (clamped to the grid); the other vertices keep
/// the places `shown` gives them, so none moves when the first is placed by hand.
pub fn place(picture: &Picture, shown: &Layout, vertex: u32, (x, y): (u8, u8)) -> Drawing {
    let mut layout = shown.clone();
    layout.insert(vertex, (x.min(LAYOUT_WIDTH), y.clamp(1, LAYOUT_HEIGHT)));
    (picture.clone(), layout)
}

/// The grid places the board draws, rounded: the editor's fields start from them.
fn shown_layout((picture, layout): &Drawing) -> Layout {
    crate::boards::hackenbush::places(picture, layout)
        .into_iter()
        .map(|(v, (x, y))| {
            let x = x.round().clamp(0.0, f32::from(LAYOUT_WIDTH)) as u8;
            let y = y.round().clamp(1.0, f32::from(LAYOUT_HEIGHT)) as u8;
            (v, (x, y))
        })
        .collect()
}

/// What the picture editor edits.
#[derive(Properties, PartialEq)]
pub struct PictureEditorProps {
    /// The position being edited.
    pub base: Setup,
    /// Starts from an edited position.
    pub load: Callback<Setup>,
    /// Shows why an edit cannot be made.
    pub error: Callback<String>,
}

/// The value of the element an event came from (a menu or a field).
fn value_of(e: &Event) -> String {
    let target = e.target();
    target
        .clone()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .or_else(|| {
            target
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|i| i.value())
        })
        .unwrap_or_default()
}

/// An end's words in the menus and the list.
fn end_name(end: Vertex) -> String {
    match end {
        Vertex::Ground => t!(PictureGround),
        Vertex::Node(n) => n.to_string(),
    }
}

/// The two ends' menus with Add the edge and Add a loop, the edges each with Delete, and each
/// vertex's place.
#[component]
pub fn PictureEditor(props: &PictureEditorProps) -> Html {
    let from = use_state(|| "g".to_owned());
    let to = use_state(|| "new".to_owned());
    let drawing: Drawing = (props.base.picture.clone(), props.base.layout.clone());
    let drawing = &drawing;
    let numbers = vertices(&drawing.0);
    let emit = {
        let (base, load, error) = (props.base.clone(), props.load.clone(), props.error.clone());
        move |edited: Result<Drawing, EditProblem>| match edited {
            Ok((picture, layout)) => {
                let mut setup = base.clone();
                setup.picture = picture;
                setup.layout = layout;
                load.emit(setup);
            }
            Err(EditProblem::Full) => error.emit(t!(PictureEditTooMany, limit = MAX_EDGES)),
        }
    };
    let ends = |chosen: &str, new: bool| {
        let mut options = vec![("g".to_owned(), t!(PictureGround))];
        if new {
            options.push(("new".to_owned(), t!(PictureEditNew)));
        }
        options.extend(numbers.iter().map(|n| (n.to_string(), n.to_string())));
        options
            .into_iter()
            .map(|(value, name)| {
                let selected = value == chosen;
                html! { <option {value} {selected}>{ name }</option> }
            })
            .collect::<Html>()
    };
    let on_from = {
        let from = from.clone();
        Callback::from(move |e: Event| from.set(value_of(&e)))
    };
    let on_to = {
        let to = to.clone();
        Callback::from(move |e: Event| to.set(value_of(&e)))
    };
    let on_join = {
        let (drawing, emit) = (drawing.clone(), emit.clone());
        let (from, to) = ((*from).clone(), (*to).clone());
        Callback::from(move |_: MouseEvent| {
            if let (Some(a), Some(b)) = (End::read(&from), End::read(&to)) {
                emit(join(&drawing, a, b));
            }
        })
    };
    let on_loop = {
        let (drawing, emit) = (drawing.clone(), emit.clone());
        let from = (*from).clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(at) = End::read(&from) {
                emit(join(&drawing, at, at));
            }
        })
    };
    let edges = drawing.0.edges().iter().enumerate().map(|(index, edge)| {
        let ends = if edge.is_loop() {
            t!(PictureLoopAt, vertex = end_name(edge.from))
        } else {
            t!(PictureJoins, from = end_name(edge.from), to = end_name(edge.to))
        };
        let onclick = {
            let (drawing, emit) = (drawing.clone(), emit.clone());
            Callback::from(move |_: MouseEvent| emit(Ok(delete(&drawing, index))))
        };
        html! {
            <li>
                <button type="button" class="secondary" data-testid={format!("delete-edge-{index}")} {onclick}>
                    { t!(PictureEditDelete, edge = crate::words::picture::edge_number(index), ends = ends) }
                </button>
            </li>
        }
    });
    let shown = shown_layout(drawing);
    let places = shown.iter().map(|(vertex, (x, y))| {
        let field = |axis: &'static str, value: u8, most: u8| {
            let onchange = {
                let (picture, emit, shown) = (drawing.0.clone(), emit.clone(), shown.clone());
                Callback::from(move |e: Event| {
                    if let Ok(n) = value_of(&e).trim().parse::<u8>() {
                        let at = if axis == "x" { (n, y) } else { (x, n) };
                        emit(Ok(place(&picture, &shown, vertex, at)));
                    }
                })
            };
            let id = format!("vertex-{vertex}-{axis}");
            let label = if axis == "x" { t!(PictureEditX) } else { t!(PictureEditY) };
            html! {
                <>
                    <label for={id.clone()}>{ label }</label>
                    <input id={id.clone()} type="number" inputmode="numeric" min={if axis == "x" { "0" } else { "1" }}
                        max={most.to_string()} value={value.to_string()} data-testid={id} {onchange} />
                </>
            }
        };
        html! {
            <fieldset class="vertex-place">
                <legend>{ t!(PictureEditMove, vertex = vertex) }</legend>
                { field("x", x, LAYOUT_WIDTH) }
                { field("y", y, LAYOUT_HEIGHT) }
            </fieldset>
        }
    });
    html! {
        <div class="picture-editor">
            <div class="edit-row">
                <label for="edge-from">{ t!(PictureEditFrom) }</label>
                <select id="edge-from" data-testid="edge-from" onchange={on_from}>{ ends(&from, false) }</select>
            </div>
            <div class="edit-row">
                <label for="edge-to">{ t!(PictureEditTo) }</label>
                <select id="edge-to" data-testid="edge-to" onchange={on_to}>{ ends(&to, true) }</select>
            </div>
            <div class="edit-row">
                <button type="button" data-testid="add-edge" onclick={on_join}>{ t!(PictureEditJoin) }</button>
                <button type="button" data-testid="add-loop" onclick={on_loop}>{ t!(PictureEditLoop) }</button>
            </div>
            <details class="picture-edges">
                <summary>{ t!(PictureEditEdges) }</summary>
                <ol class="edge-edits">{ for edges }</ol>
                { for places }
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawing(edges: &str, at: &str) -> Drawing {
        (
            edges.parse().unwrap_or_default(),
            nim_solver::read_layout(at).0,
        )
    }

    #[test]
    fn joining_new_vertices_numbers_them_after_the_highest() {
        let start = drawing("g-1,1-3", "");
        let grown = join(&start, End::Old(3), End::New).unwrap();
        assert_eq!(grown.0.to_string(), "g-1,1-3,3-4");
        let both = join(&start, End::New, End::New).unwrap();
        assert_eq!(both.0.to_string(), "g-1,1-3,4-5");
        let looped = join(&start, End::Old(1), End::Old(1)).unwrap();
        assert_eq!(looped.0.to_string(), "g-1,1-3,1-1");
        let full = drawing(&vec!["g-1"; MAX_EDGES].join(","), "");
        assert_eq!(join(&full, End::Ground, End::New), Err(EditProblem::Full));
    }

    #[test]
    fn deleting_an_edge_drops_the_places_of_vertices_it_alone_touched() {
        let start = drawing("g-1,1-2,g-3", "1:2:2,2:2:4,3:6:2");
        let after = delete(&start, 1);
        assert_eq!(after.0.to_string(), "g-1,g-3");
        assert_eq!(nim_solver::write_layout(&after.1), "1:2:2,3:6:2");
        assert_eq!(delete(&start, 9), start);
    }

    #[test]
    fn a_vertex_placed_by_hand_keeps_the_others_where_they_were_shown() {
        let start = drawing("g-1,1-2", "");
        let shown = shown_layout(&start);
        let moved = place(&start.0, &shown, 2, (30, 0));
        assert_eq!(moved.1.get(2), Some((LAYOUT_WIDTH, 1)));
        assert_eq!(moved.1.get(1), shown.get(1));
    }
}
