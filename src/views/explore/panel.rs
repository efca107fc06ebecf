//! The Explore panel, the page's glue only: it runs the worker for the session, draws the
//! session's picture (one SVG path per kind of cell, not a button per cell) as one focusable grid
//! with a roving cursor, and offers the CSV and PNG exports as downloads. A split point (`host`):
//! it draws the slice the app gives and sends the app its asks.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nim_solver::{Family, Prediction, Slice};
use wasm_bindgen::{Clamped, JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlInputElement, ImageData};
use yew::prelude::*;

use super::grid::{self, cell_at};
use super::picture::{scale_gradient, Drawn, PngLayout};
use super::protocol::{ProtocolError, Reply};
use super::session::{percent, typed_number, with_family, Answer, Edit, Session, Status};
use crate::app::platform::{download, download_text};
use crate::model::{explore_heaps, ExploreProblem, EXPLORE_MAX_BLOCKS};
use crate::t;
use crate::views::board::controls::select_value;
use crate::views::explore::slice::ExploreAction;
use crate::views::worker::WorkerLink;
use crate::words::explore_panel as words;

/// The worker's script, relative to the page (Trunk's loader for the worker binary).
const WORKER_SCRIPT: &str = "./explore_worker_loader.js";

/// The worker, beside the session's pure state.
#[derive(Default)]
struct Explorer {
    worker: Option<WorkerLink>,
    session: Session,
}

impl Explorer {
    /// Stops the worker at once, whatever it is doing.
    fn stop(&mut self) {
        self.worker = None;
        self.session.stopped();
    }

    /// Stops the worker if it computes a slice no longer wanted; an idle worker is kept.
    fn stop_running(&mut self) {
        if self.session.is_running() {
            self.stop();
        }
    }
}

/// Starts a worker whose messages go to `explorer` and `status`.
fn spawn(explorer: &Rc<RefCell<Explorer>>, status: &UseStateHandle<Status>) {
    let weak: Weak<RefCell<Explorer>> = Rc::downgrade(explorer);
    let on_reply = {
        let (weak, status) = (weak.clone(), status.clone());
        move |reply| {
            if let Some(explorer) = weak.upgrade() {
                answer(&explorer, &status, reply);
            }
        }
    };
    let on_error = {
        let status = status.clone();
        move || {
            if let Some(explorer) = weak.upgrade() {
                let mut explorer = explorer.borrow_mut();
                explorer.stop();
                status.set(explorer.session.fail());
            }
        }
    };
    let Some(worker) = WorkerLink::start(WORKER_SCRIPT, on_reply, on_error) else {
        status.set(Status::Failed);
        return;
    };
    let mut explorer = explorer.borrow_mut();
    explorer.worker = Some(worker);
    explorer.session.started();
}

/// What the page does with the worker's reply; one it cannot read stops the worker.
fn answer(
    explorer: &Rc<RefCell<Explorer>>,
    status: &UseStateHandle<Status>,
    reply: Result<Reply, ProtocolError>,
) {
    let mut explorer = explorer.borrow_mut();
    let answer = match reply {
        Ok(reply) => explorer.session.answer(reply),
        Err(error) => Answer::Fail(error.to_string()),
    };
    match answer {
        Answer::Send(request) => {
            if let Some(worker) = &explorer.worker {
                worker.post(&request);
            }
        }
        Answer::Show(shown) => status.set(shown),
        Answer::Fail(error) => {
            // The console says why; the panel shows it failed, with Try again.
            web_sys::console::error_1(&JsValue::from_str(&format!(
                "The Explore view's worker: {error}"
            )));
            explorer.stop();
            status.set(explorer.session.fail());
        }
        Answer::Ignore => {}
    }
}

/// Shows `slice`: from what is known, or refused at once, or computed by the worker.
fn request(explorer: &Rc<RefCell<Explorer>>, status: &UseStateHandle<Status>, slice: &Slice) {
    let at_once = explorer.borrow_mut().session.at_once(slice);
    // A worker busy with a slice no longer shown is stopped rather than waited for.
    explorer.borrow_mut().stop_running();
    if let Some(shown) = at_once {
        status.set(shown);
        return;
    }
    if explorer.borrow().worker.is_none() {
        spawn(explorer, status);
    }
    let mut explorer = explorer.borrow_mut();
    let Explorer { worker, session } = &mut *explorer;
    let Some(worker) = worker else {
        return;
    };
    if let Some(request) = session.start(slice) {
        worker.post(&request);
    }
    status.set(Status::Computing(0.0));
}

/// The number typed in the input an event came from.
fn input_number(event: &Event) -> Option<u32> {
    let input = event
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())?;
    typed_number(&input.value())
}

/// Which of a slice's pictures is shown: its outcomes, or its Grundy values where it has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Picture {
    Outcomes,
    Values,
}

/// A canvas's 2D context, the canvas `pixels` wide and high.
fn context_of(canvas: &HtmlCanvasElement, pixels: u32) -> Option<CanvasRenderingContext2d> {
    canvas.set_width(pixels);
    canvas.set_height(pixels);
    canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
}

/// A canvas of `pixels` a side, not in the page, with its context.
fn new_canvas(pixels: u32) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let canvas = gloo::utils::document()
        .create_element("canvas")
        .ok()
        .and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok())?;
    let context = context_of(&canvas, pixels)?;
    Some((canvas, context))
}

/// Paints the Grundy values' picture on `canvas`, one pixel a cell (CSS scales it up).
fn paint_values(canvas: &HtmlCanvasElement, drawn: &Drawn) {
    let side = drawn.grid.side;
    let Some(context) = context_of(canvas, side) else {
        return;
    };
    if let Ok(image) =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(&drawn.value_pixels), side, side)
    {
        let _ = context.put_image_data(&image, 0.0, 0.0);
    }
}

/// Downloads the Grundy values' picture as PNG, whole pixels a cell.
fn export_values_png(drawn: &Drawn) {
    let layout = PngLayout::of(drawn.grid.side, false);
    let Some((cells, _)) = new_canvas(drawn.grid.side) else {
        return;
    };
    paint_values(&cells, drawn);
    let Some((canvas, context)) = new_canvas(layout.pixels) else {
        return;
    };
    // Each cell a square of whole pixels, not blurred.
    context.set_image_smoothing_enabled(false);
    let pixels = f64::from(layout.pixels);
    let _ =
        context.draw_image_with_html_canvas_element_and_dw_and_dh(&cells, 0.0, 0.0, pixels, pixels);
    if let Ok(url) = canvas.to_data_url_with_type("image/png") {
        download(&url, &grid::file_name(&drawn.slice, "grundy.png"));
    }
}

/// Downloads the grid as PNG, drawn to a canvas: `P` cells dark, the source's cells marked,
/// findings red.
fn export_png(drawn: &Drawn, overlay: bool) {
    let side = drawn.grid.side;
    let layout = PngLayout::of(side, overlay);
    let pixels = layout.pixels;
    let Some((canvas, context)) = new_canvas(pixels) else {
        return;
    };
    let s = f64::from(layout.scale);
    context.set_fill_style_str("#ffffff");
    context.fill_rect(0.0, 0.0, f64::from(pixels), f64::from(pixels));
    context.set_fill_style_str("#1f3a5f");
    for row in 0..side {
        for column in 0..side {
            if drawn.grid.is_p(row, column) {
                context.fill_rect(f64::from(column) * s, f64::from(row) * s, s, s);
            }
        }
    }
    if layout.marks {
        context.set_fill_style_str("#f2a900");
        let inset = f64::from(layout.inset());
        for row in 0..side {
            for column in 0..side {
                if grid::predicted(&drawn.slice, row, column) == Some(true) {
                    let (x, y) = (f64::from(column) * s, f64::from(row) * s);
                    context.fill_rect(x + inset, y + inset, s - 2.0 * inset, s - 2.0 * inset);
                }
            }
        }
    }
    if drawn.findings > 0 {
        let path = web_sys::Path2d::new_with_path_string(&drawn.findings_path).ok();
        if let Some(path) = path {
            context.scale(s, s).ok();
            context.set_stroke_style_str("#d00000");
            context.set_line_width(3.0 / s);
            context.stroke_with_path(&path);
        }
    }
    if let Ok(url) = canvas.to_data_url_with_type("image/png") {
        download(&url, &grid::file_name(&drawn.slice, "png"));
    }
}

/// What the Explore panel asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// One of Explore's actions for the app's state.
    Explore(ExploreAction),
    /// Close the view and go back to the board.
    Close,
}

/// What the Explore panel shows and where its asks go.
#[derive(Properties, PartialEq, Clone)]
pub struct ExploreProps {
    /// The slice the app's state holds.
    pub slice: Slice,
    /// Takes the panel's asks to the app.
    pub send: Callback<Ask>,
}

/// The Explore panel; drawn while the state holds a slice.
#[component]
pub fn ExplorePanel(props: &ExploreProps) -> Html {
    let send = props.send.clone();
    let explorer = use_mut_ref(Explorer::default);
    let status = use_state(|| Status::Computing(0.0));
    // Read and moved by the handlers themselves: keys can come faster than renders.
    let cursor = use_mut_ref(|| (0u32, 0u32));
    let redraw = use_force_update();
    let hover = use_state(|| None::<(u32, u32)>);
    let overlay = use_state(|| true);
    let picture = use_state(|| Picture::Outcomes);
    let canvas_ref = use_node_ref();
    let slice = props.slice.clone();

    // Each new slice is shown from the cache, refused, or sent to the worker.
    {
        let explorer = explorer.clone();
        let status = status.clone();
        use_effect_with(slice.clone(), move |slice| {
            request(&explorer, &status, slice);
        });
    }
    // Closing the view stops the worker.
    {
        let explorer = explorer.clone();
        use_effect_with((), move |()| move || explorer.borrow_mut().stop());
    }

    let set_slice = |edit: Edit| {
        let send = send.clone();
        let slice = slice.clone();
        Callback::from(move |value: u32| {
            send.emit(Ask::Explore(ExploreAction::Slice(
                edit.apply(&slice, value),
            )));
        })
    };
    let on_family = {
        let send = send.clone();
        let slice = slice.clone();
        Callback::from(move |e: Event| {
            if let Some(next) = with_family(&slice, &select_value(&e)) {
                send.emit(Ask::Explore(ExploreAction::Slice(next)));
            }
        })
    };
    let on_select_number = |callback: Callback<u32>| {
        Callback::from(move |e: Event| {
            if let Ok(n) = select_value(&e).parse() {
                callback.emit(n);
            }
        })
    };
    let on_blocks = on_select_number(set_slice(Edit::Blocks));
    let on_heaps = on_select_number(set_slice(Edit::Heaps));
    let typed = |callback: Callback<u32>| {
        let send = send.clone();
        Callback::from(move |e: Event| match input_number(&e) {
            Some(n) => callback.emit(n),
            None => send.emit(Ask::Explore(ExploreAction::Typed(
                ExploreProblem::NotAWholeNumber,
            ))),
        })
    };
    let on_max = typed(set_slice(Edit::Max));
    let fixed_inputs = slice.fixed.iter().enumerate().map(|(i, &h)| {
        let on_change = typed(set_slice(Edit::Fixed(i)));
        html! {
            <label class="field">
                <span>{ t!(ExploreFixedHeap, heap = i + 1) }</span>
                <input type="number" min="0" inputmode="numeric" value={h.to_string()}
                    data-testid={format!("explore-fixed-{i}")} onchange={on_change} />
            </label>
        }
    });

    let side = slice.max + 1;
    let drawn = match &*status {
        Status::Done(drawn) if drawn.slice == slice => Some(Rc::clone(drawn)),
        _ => None,
    };
    let has_values = drawn.as_ref().is_some_and(|d| d.grid.has_values());
    let showing_values = has_values && *picture == Picture::Values;
    // The values' picture is painted on its canvas once per answer and each time it is shown.
    {
        let canvas_ref = canvas_ref.clone();
        let drawn = drawn.clone();
        let key = (
            drawn.as_ref().map(|d| Rc::as_ptr(d) as usize),
            showing_values,
        );
        use_effect_with(key, move |&(_, showing)| {
            if let (true, Some(drawn), Some(canvas)) =
                (showing, &drawn, canvas_ref.cast::<HtmlCanvasElement>())
            {
                paint_values(&canvas, drawn);
            }
        });
    }
    let max = slice.max;
    let held = move |&(row, column): &(u32, u32)| (row.min(max), column.min(max));
    let (row, column) = held(&cursor.borrow());
    let shown_cell = hover.unwrap_or((row, column));
    let describe = |(a, b): (u32, u32)| {
        drawn.as_ref().map_or_else(String::new, |drawn| {
            match drawn.grid.value(a, b).filter(|_| showing_values) {
                Some(value) => words::value_cell(&slice, a, b, value),
                None => words::cell(
                    &slice,
                    a,
                    b,
                    drawn.grid.is_p(a, b),
                    grid::predicted(&slice, a, b),
                ),
            }
        })
    };
    let cell_text = describe(shown_cell);
    // Only the cursor's cell is spoken: the pointer's would talk on every mouse move.
    let cursor_text = describe((row, column));

    let pick = {
        let send = send.clone();
        Callback::from(move |(a, b): (u32, u32)| {
            send.emit(Ask::Explore(ExploreAction::Pick(a, b)));
        })
    };
    let on_key = {
        let cursor = cursor.clone();
        let redraw = redraw.clone();
        let hover = hover.clone();
        let pick = pick.clone();
        Callback::from(move |e: KeyboardEvent| {
            let at = held(&cursor.borrow());
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                pick.emit(at);
                return;
            }
            if let Some(next) = grid::step(&e.key(), e.ctrl_key() || e.meta_key(), at, side) {
                e.prevent_default();
                *cursor.borrow_mut() = next;
                hover.set(None);
                redraw.force_update();
            }
        })
    };
    let grid_ref = use_node_ref();
    // The grid's own box: yew delegates events, so the event's current target is not the grid.
    let cell_under = {
        let grid_ref = grid_ref.clone();
        move |e: &MouseEvent| -> Option<(u32, u32)> {
            let rect = grid_ref
                .cast::<web_sys::Element>()?
                .get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            let fraction = |at: f64, start: f64, length: f64| (at - start) / length;
            let x = fraction(f64::from(e.client_x()), rect.left(), rect.width());
            let y = fraction(f64::from(e.client_y()), rect.top(), rect.height());
            cell_at(x, y, side)
        }
    };
    let on_move = {
        let hover = hover.clone();
        let cell_under = cell_under.clone();
        Callback::from(move |e: MouseEvent| {
            let cell = cell_under(&e);
            if *hover != cell {
                hover.set(cell);
            }
        })
    };
    let on_leave = {
        let hover = hover.clone();
        Callback::from(move |_: MouseEvent| hover.set(None))
    };
    let on_click = {
        let cursor = cursor.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(cell) = cell_under(&e) {
                *cursor.borrow_mut() = cell;
                redraw.force_update();
                pick.emit(cell);
            }
        })
    };
    let on_cancel = {
        let explorer = explorer.clone();
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let cancelled = {
                let mut explorer = explorer.borrow_mut();
                explorer.stop();
                explorer.session.cancel()
            };
            // A fresh worker, ready for the next slice.
            spawn(&explorer, &status);
            status.set(cancelled);
        })
    };
    let on_again = {
        let explorer = explorer.clone();
        let status = status.clone();
        let slice = slice.clone();
        Callback::from(move |_: MouseEvent| request(&explorer, &status, &slice))
    };
    let on_close = {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send.emit(Ask::Close))
    };
    let on_overlay = {
        let overlay = overlay.clone();
        Callback::from(move |_: MouseEvent| overlay.set(!*overlay))
    };
    let choose_picture = |shown: Picture| {
        let picture = picture.clone();
        Callback::from(move |_: Event| picture.set(shown))
    };
    let prediction = Prediction::over(&slice);
    let silent_from = prediction.and_then(|p| p.silent_from(&slice));
    let blocks = slice.family.blocks();

    let state_line = match &*status {
        Status::Computing(fraction) => {
            let done = percent(*fraction);
            html! {
            <div class="explore-progress" data-testid="explore-progress">
                <progress max="100" value={done.to_string()} aria-label={t!(ExploreProgressLabel)}></progress>
                <span role="status">{ words::progress(done) }</span>
                <button type="button" data-testid="explore-cancel" onclick={on_cancel}>{ t!(ExploreCancel) }</button>
            </div>
            }
        }
        Status::Refused(work) => html! {
            <p class="explore-refused" role="status" data-testid="explore-refused">{ words::refusal(&slice, *work) }</p>
        },
        Status::Cancelled => html! {
            <div class="explore-progress">
                <span role="status" data-testid="explore-cancelled">{ t!(ExploreCancelled) }</span>
                <button type="button" data-testid="explore-again" onclick={on_again.clone()}>{ t!(ExploreCompute) }</button>
            </div>
        },
        Status::Failed => html! {
            <div class="explore-progress">
                <span role="status">{ t!(ExploreFailed) }</span>
                <button type="button" onclick={on_again}>{ t!(ExploreTryAgain) }</button>
            </div>
        },
        Status::Done(_) => html! {},
    };

    let grid = drawn.as_ref().map_or_else(
        || html! { <div class="explore-grid explore-grid-empty" aria-hidden="true"></div> },
        |drawn| {
            let view_box = format!("0 0 {side} {side}");
            let (cx, cy) = (shown_cell.1, shown_cell.0);
            let family = words::family_name(slice.family);
            let label = if showing_values {
                t!(ExploreValuesGridLabel, family = family, side = side)
            } else {
                t!(ExploreGridLabel, family = family, side = side)
            };
            html! {
                <div ref={grid_ref.clone()} class={classes!("explore-grid", (!*overlay).then_some("no-overlay"))} tabindex="0" role="application"
                    aria-roledescription={t!(ExploreGridRole)}
                    aria-label={label}
                    aria-describedby="explore-cursor-cell"
                    data-testid="explore-grid" data-side={side.to_string()}
                    data-fixed={nim_solver::write_heaps(&drawn.slice.fixed)}
                    data-picture={if showing_values { "values" } else { "outcomes" }}
                    data-cursor={format!("{row},{column}")} data-findings={drawn.findings.to_string()}
                    onkeydown={on_key} onmousemove={on_move} onmouseleave={on_leave} onclick={on_click}>
                    if showing_values {
                        <canvas ref={canvas_ref.clone()} class="explore-values" aria-hidden="true" data-testid="explore-values"
                            data-top={drawn.grid.top_value().unwrap_or_default().to_string()}></canvas>
                    } else {
                        { Html::from_html_unchecked(drawn.svg.clone()) }
                    }
                    <svg class="explore-cursor" viewBox={view_box} preserveAspectRatio="none" aria-hidden="true">
                        <path class="crosshair" d={format!("M0 {cy}.5H{side}M{cx}.5 0V{side}")} />
                        <rect class="cursor" x={cx.to_string()} y={cy.to_string()} width="1" height="1" />
                    </svg>
                </div>
            }
        },
    );

    let top = drawn
        .as_ref()
        .and_then(|d| d.grid.top_value())
        .unwrap_or_default();
    let summary = drawn.as_ref().map(|drawn| {
        if showing_values {
            words::values_summary(&slice, top, drawn.grid.p_count())
        } else {
            words::summary(&slice, drawn.grid.p_count(), drawn.findings)
        }
    });
    let findings = drawn.as_ref().map_or(0, |d| d.findings);
    let on_csv = {
        let drawn = drawn.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(drawn) = &drawn {
                let text = grid::csv(&drawn.slice, &drawn.grid);
                download_text(&text, "text/csv", &grid::file_name(&drawn.slice, "csv"));
            }
        })
    };
    let on_png = {
        let drawn = drawn.clone();
        let overlay = *overlay;
        Callback::from(move |_: MouseEvent| match &drawn {
            Some(drawn) if showing_values => export_values_png(drawn),
            Some(drawn) => export_png(drawn, overlay),
            None => {}
        })
    };
    let heap_counts = explore_heaps(slice.family);

    html! {
        <section class="explore" aria-labelledby="explore-title" data-testid="explore" data-status={status.key()}>
            <div class="explore-head">
                <h2 id="explore-title">{ t!(ExploreTitle) }</h2>
                <button type="button" data-testid="explore-close" onclick={on_close}>{ t!(ExploreClose) }</button>
            </div>
            <div class="explore-form fields">
                <label class="field">
                    <span>{ t!(ExploreGame) }</span>
                    <select data-testid="explore-family" onchange={on_family}>
                        { for Family::all(blocks.unwrap_or(1)).into_iter().map(|f| html! {
                            <option value={f.key()} selected={f.key() == slice.family.key()}>{ words::family_title(f) }</option>
                        }) }
                    </select>
                </label>
                if let Some(k) = blocks {
                    <label class="field">
                        <span>{ t!(ExploreBlocks) }</span>
                        <select data-testid="explore-k" onchange={on_blocks}>
                            { for (1..=EXPLORE_MAX_BLOCKS).map(|n| html! {
                                <option value={n.to_string()} selected={n == k}>{ n }</option>
                            }) }
                        </select>
                    </label>
                }
                <label class="field">
                    <span>{ t!(ExploreHeaps) }</span>
                    <select data-testid="explore-heaps" onchange={on_heaps}
                        disabled={heap_counts.start() == heap_counts.end()}>
                        { for heap_counts.map(|n| html! {
                            <option value={n.to_string()} selected={n == slice.heaps()}>{ n }</option>
                        }) }
                    </select>
                </label>
                { for fixed_inputs }
                <label class="field">
                    <span>{ t!(ExploreFreeUpTo) }</span>
                    <input type="number" min="1" max={crate::model::EXPLORE_MAX_SIDE.to_string()} inputmode="numeric"
                        value={slice.max.to_string()} data-testid="explore-max" onchange={on_max} />
                </label>
            </div>
            <p class="explore-statement" data-testid="explore-statement">{ words::statement(&slice) }</p>
            { state_line }
            if findings > 0 {
                <p class="explore-finding" role="alert" data-testid="explore-finding">{ words::finding(findings) }</p>
            }
            <div class="explore-body">
                <div class="explore-figure" dir="ltr">
                    <div class="explore-axis explore-axis-columns" aria-hidden="true">
                        <span>{ t!(ExploreAxisBFirst) }</span><span>{ t!(ExploreAxisBLast, max = slice.max) }</span>
                    </div>
                    <div class="explore-row">
                        <div class="explore-axis explore-axis-rows" aria-hidden="true">
                            <span>{ t!(ExploreAxisAFirst) }</span><span>{ t!(ExploreAxisALast, max = slice.max) }</span>
                        </div>
                        { grid }
                    </div>
                </div>
                <div class="explore-side">
                    if has_values {
                        <fieldset class="explore-picture" data-testid="explore-picture">
                            <legend>{ t!(ExplorePicture) }</legend>
                            <label>
                                <input type="radio" name="explore-picture" value="outcomes" checked={!showing_values}
                                    data-testid="explore-picture-outcomes" onchange={choose_picture(Picture::Outcomes)} />
                                { t!(ExplorePictureOutcomes) }
                            </label>
                            <label>
                                <input type="radio" name="explore-picture" value="values" checked={showing_values}
                                    data-testid="explore-picture-values" onchange={choose_picture(Picture::Values)} />
                                { t!(ExplorePictureValues) }
                            </label>
                        </fieldset>
                    }
                    <p class="explore-cell" aria-hidden="true" data-testid="explore-cell">{ cell_text }</p>
                    <p id="explore-cursor-cell" class="visually-hidden" aria-live="polite" data-testid="explore-cursor-cell">{ cursor_text }</p>
                    if let Some(summary) = summary {
                        <p class="explore-summary" data-testid="explore-summary">{ summary }</p>
                    }
                    if showing_values {
                        <ul class="explore-legend" data-testid="explore-values-legend">
                            <li><svg viewBox="0 0 1 1" aria-hidden="true"><rect class="value-zero" width="1" height="1" /></svg>{ t!(ExploreLegendValueZero) }</li>
                            <li><span class="explore-scale" aria-hidden="true" style={format!("background: {}", scale_gradient())}></span>{ t!(ExploreLegendValues, top = top) }</li>
                        </ul>
                    } else {
                    <ul class="explore-legend">
                        <li><svg viewBox="0 0 1 1" aria-hidden="true"><rect class="p-cells" width="1" height="1" /></svg>{ t!(ExploreLegendP) }</li>
                        <li><svg viewBox="0 0 1 1" aria-hidden="true"><rect class="n-cells legend-n" width="1" height="1" /></svg>{ t!(ExploreLegendN) }</li>
                        if prediction.is_some() {
                            <li><svg viewBox="0 0 1 1" aria-hidden="true"><path class="predicted" d="M.5 .15l.35 .35l-.35 .35l-.35 -.35z" /></svg>{ t!(ExploreLegendPredicted) }</li>
                        }
                        if silent_from.is_some() {
                            <li><svg viewBox="0 0 4 4" aria-hidden="true"><rect class="silent" width="4" height="4" /></svg>{ t!(ExploreLegendSilent) }</li>
                        }
                    </ul>
                    }
                    <div class="explore-actions">
                        if prediction.is_some() && !showing_values {
                            <button type="button" aria-pressed={overlay.to_string()} data-testid="explore-overlay" onclick={on_overlay}>{ t!(ExploreOverlay) }</button>
                        }
                        <button type="button" disabled={drawn.is_none()} data-testid="explore-csv" onclick={on_csv}>{ t!(ExploreCsv) }</button>
                        <button type="button" disabled={drawn.is_none()} data-testid="explore-png" onclick={on_png}>{ t!(ExplorePng) }</button>
                    </div>
                </div>
            </div>
        </section>
    }
}
