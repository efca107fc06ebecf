//! The printable worksheet: positions with empty binary tables (a sum's with a row and a value
//! to find per part; or drawn heaps and rings) to fill in, then the answer key on a page of its
//! own. A split point of the worksheet's chunk (`host.rs`): given the sheet, it sends the app its
//! Close.

use nim_solver::{practice_questions, Question};
use yew::prelude::*;

use crate::t;
use crate::views::worksheet::spec::WorksheetSpec;
use crate::words::worksheet::{answer, position_text};
use crate::words::worksheet_panel::{
    heap_description, heap_label, instructions, key_heading, part_row, place_description,
    question_heading, sheet_details, sheet_title,
};

/// Which sheet to draw, and whether to print it now.
#[derive(Properties, PartialEq, Clone)]
pub struct WorksheetSheetProps {
    /// The sheet.
    pub spec: WorksheetSpec,
    /// Prints when it changes to a new non-zero value (each Print in the dialog counts up).
    #[prop_or_default]
    pub print_request: u32,
    /// Called by the Close button.
    pub on_close: Callback<()>,
}

fn print_page() {
    // A refusal (e.g. printing disabled by policy) leaves the sheet on screen, which is enough.
    let _ = gloo::utils::window().print();
}

/// The binary columns of a nim-sum game's position, highest first, as the solver lists them.
fn binary_columns(question: &Question) -> Option<&[u32]> {
    question
        .analysis
        .explanation
        .nim_sum_table()
        .map(|table| table.columns.as_slice())
}

/// What the binary table's rows are: a heap each, its size known; or a part each, its value to
/// find first.
enum Rows<'a> {
    Heaps(&'a [u32]),
    Parts(&'a [nim_solver::Part]),
    /// A staircase's odd steps, their coins known: the even steps do not count.
    Steps(&'a [u32]),
}

/// An empty table: one row per heap (or per part, with its value to write), one column per power
/// of two, and the nim-sum row.
fn binary_table(rows: &Rows, columns: &[u32]) -> Html {
    let blanks = || columns.iter().map(|_| html! { <td></td> });
    let (first, value, labels): (String, bool, Vec<String>) = match rows {
        Rows::Heaps(heaps) => (
            t!(WorksheetHeapColumn),
            false,
            heaps.iter().map(u32::to_string).collect(),
        ),
        Rows::Parts(parts) => (
            t!(WorksheetPartColumn),
            true,
            parts.iter().map(part_row).collect(),
        ),
        Rows::Steps(odd) => (
            t!(ExplainStaircaseStepColumn),
            false,
            odd.iter()
                .enumerate()
                .map(|(row, &coins)| t!(WorksheetStepRow, step = 2 * row + 1, coins = coins))
                .collect(),
        ),
    };
    html! {
        <table class="binary-table" dir="ltr">
            <thead>
                <tr>
                    <th scope="col">{ first }</th>
                    if value {
                        <th scope="col" class="value-column">{ t!(WorksheetValueColumn) }</th>
                    }
                    { for columns.iter().map(|c| html! { <th scope="col">{ c.to_string() }</th> }) }
                </tr>
            </thead>
            <tbody>
                { for labels.into_iter().map(|label| html! {
                    <tr>
                        <th scope="row">{ label }</th>
                        if value {
                            <td class="value-column"></td>
                        }
                        { for blanks() }
                    </tr>
                }) }
                <tr class="nim-sum-row">
                    <th scope="row">{ t!(WorksheetNimSumRow) }</th>
                    if value {
                        <td class="value-column"></td>
                    }
                    { for blanks() }
                </tr>
            </tbody>
        </table>
    }
}

/// Heaps drawn as rows of counters.
fn heap_rows(heaps: &[u32]) -> Html {
    html! {
        <ul class="sheet-heaps">
            { for heaps.iter().enumerate().map(|(heap, &size)| {
                let counters = "●".repeat(size as usize);
                html! {
                <li>
                    <span class="visually-hidden">{ heap_description(heap, size) }</span>
                    <span class="sheet-heap-label" aria-hidden="true">{ heap_label(heap) }</span>
                    <span class="sheet-counters" aria-hidden="true">{ counters }</span>
                    <span class="sheet-heap-size" aria-hidden="true">{ size.to_string() }</span>
                </li>
            }}) }
        </ul>
    }
}

/// Where place `i` of `n` sits on a ring of radius 80 in a 200 by 200 box, clockwise from the
/// top, rounded so the picture needs no decimal formatting.
fn place_xy(i: usize, n: usize) -> (i32, i32) {
    let angle = std::f64::consts::TAU * i as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
    let (sin, cos) = crate::boards::geometry::sin_cos(angle);
    (
        (100.0 + 80.0 * cos).round() as i32,
        (100.0 + 80.0 * sin).round() as i32,
    )
}

/// A ring drawn with its places numbered from 1: filled where a marker is.
fn ring_picture(ring: &[bool]) -> Html {
    let radius = if ring.len() > 14 { "10" } else { "13" };
    html! {
        <>
            <ul class="visually-hidden">
                { for ring.iter().enumerate().map(|(i, &m)| html! { <li>{ place_description(i, m) }</li> }) }
            </ul>
            <svg class="sheet-ring" viewBox="0 0 200 200" aria-hidden="true">
                <circle class="sheet-ring-line" cx="100" cy="100" r="80" />
                { for ring.iter().enumerate().map(|(i, &marker)| {
                    let (x, y) = place_xy(i, ring.len());
                    html! {
                        <g class={classes!("sheet-place", marker.then_some("marker"))}>
                            <circle cx={x.to_string()} cy={y.to_string()} r={radius} />
                            <text x={x.to_string()} y={y.to_string()} dy="0.35em" text-anchor="middle">{ (i + 1).to_string() }</text>
                        </g>
                    }
                }) }
            </svg>
        </>
    }
}

/// What a student fills in or reads for one position.
fn drawing(question: &Question) -> Html {
    let game = &question.game;
    // A picture is drawn still: its value is the student's to find, not a table's to fill.
    if let Some((picture, layout)) = game.rules().drawing() {
        return crate::boards::hackenbush::still(picture, layout);
    }
    let odd_steps = match &question.analysis.explanation {
        nim_solver::Explanation::Staircase(why) => Some(why.breakdown.heaps.as_slice()),
        _ => None,
    };
    let rows = match (game.rules().parts(), odd_steps) {
        (Some(parts), _) => Rows::Parts(parts),
        (None, Some(odd)) => Rows::Steps(odd),
        (None, None) => Rows::Heaps(game.heaps().unwrap_or_default()),
    };
    match (game.ring(), binary_columns(question)) {
        (Some(ring), _) => ring_picture(ring),
        (None, Some(columns)) => binary_table(&rows, columns),
        (None, None) => heap_rows(game.heaps().unwrap_or_default()),
    }
}

/// The sheet: heading, instructions, questions, and the answer key on its own page.
#[component]
pub fn WorksheetSheet(props: &WorksheetSheetProps) -> Html {
    let spec = props.spec;
    // A sheet may be of any game: every game's analysis comes with the sheet's chunk.
    nim_solver::analyzers::register_all();
    let questions = use_memo(spec, |spec| {
        practice_questions(spec.variant, spec.level, spec.count, spec.seed)
    });
    use_effect_with((spec, props.print_request), |&(_, request)| {
        // Printing waits for this render to reach the screen, and for the dialog to close.
        let timeout = (request > 0).then(|| gloo::timers::callback::Timeout::new(0, print_page));
        move || drop(timeout)
    });
    let close = props.on_close.reform(|_: MouseEvent| ());
    let print_now = Callback::from(|_: MouseEvent| print_page());
    let items = questions.iter().enumerate().map(|(i, question)| {
        html! {
            <li class="sheet-question" data-testid="worksheet-question" data-position={question.game.to_string()}>
                <h3>{ question_heading(i + 1) }</h3>
                <p>{ position_text(&question.game) }</p>
                { drawing(question) }
                if question.game.stated_value(&question.analysis).is_some() {
                    <p class="sheet-answer" data-testid="worksheet-value-blank">{ t!(WorksheetValueBlank) }<span class="sheet-blank"></span></p>
                }
                <p class="sheet-answer">{ t!(WorksheetAnswerBlank) }<span class="sheet-blank"></span></p>
            </li>
        }
    });
    let key = questions.iter().enumerate().map(|(i, question)| {
        html! {
            <li data-testid="worksheet-answer"
                data-value={question.game.stated_value(&question.analysis).map(|value| value.to_string())}>
                <strong>{ question_heading(i + 1) }{ ". " }</strong>
                { position_text(&question.game) }{ " " }
                { answer(&question.game, &question.analysis) }
            </li>
        }
    });
    html! {
        <section class="worksheet-sheet" data-testid="worksheet-sheet" aria-labelledby="worksheet-title">
            <div class="sheet-actions">
                <button type="button" class="primary" data-testid="worksheet-print" onclick={print_now} autofocus=true>{ t!(WorksheetPrint) }</button>
                <button type="button" class="secondary" data-testid="worksheet-close" onclick={close}>{ t!(WorksheetClose) }</button>
            </div>
            <h2 id="worksheet-title">{ sheet_title(spec.variant) }</h2>
            <p class="sheet-details">{ sheet_details(&spec) }</p>
            <p class="sheet-instructions">{ instructions(spec.variant) }</p>
            <ol class="sheet-questions">{ for items }</ol>
            <section class="sheet-key" data-testid="worksheet-key" aria-labelledby="worksheet-key-title">
                <h2 id="worksheet-key-title">{ key_heading(spec.variant) }</h2>
                <p class="sheet-details">{ sheet_details(&spec) }</p>
                <ol class="sheet-answers">{ for key }</ol>
            </section>
        </section>
    }
}
