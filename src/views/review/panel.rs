//! The game review beside the board: a value-history chart (the game's path between the two
//! players' winning sides, crossing at each mistake) and the same rows as a table.

use nim_solver::Move;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::components::explain::NimSumTable;
use crate::model::{Player, ViewKey};
use crate::t;
use crate::views::review::rows::{rows, Row};
use crate::views::review::slice::ReviewAction;
use crate::words::review as words;

/// Height of a row, in pixels: the chart's rows and the table's rows line up.
const PITCH: usize = 40;
/// The chart's width and the x of each player's side (the sides are its background's halves).
const WIDTH: usize = 116;
const FIRST_X: usize = 30;
const SECOND_X: usize = 86;

/// The review panel; drawn while the state's review is open.
#[component]
pub fn ReviewPanel() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let open = use_state(|| None::<usize>);
    let rows = rows(state);
    let named = state.clone();
    let name = move |player: Player| named.name(player);
    let dispatch = state.dispatcher();
    let close =
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::SetView(ViewKey::Board)));
    // The nim-sum column, in games whose explanation has one, as wide as the start's largest.
    let width = rows
        .iter()
        .filter_map(|r| r.nim_sum().map(nim_solver::Nimber::value))
        .chain(rows.first().and_then(Row::breakdown).map(|b| b.columns[0]))
        .max()
        .map(|largest| (32 - largest.max(1).leading_zeros()) as usize);
    let why = open
        .and_then(|i| rows.get(i).filter(|r| r.mistake).map(|r| (i, r)))
        .map(|(i, row)| why_panel(i, row, &name));
    html! {
        <section class="review" aria-labelledby="review-title" data-testid="review">
            <div class="review-head">
                <h2 id="review-title">{ t!(ReviewTitle) }</h2>
                <button type="button" data-testid="review-close" onclick={close}>{ t!(ReviewClose) }</button>
            </div>
            <p class="review-summary" data-testid="review-summary">{ words::summary(&rows, &name) }</p>
            <p class="review-legend" aria-hidden="true">{ t!(ReviewLegend) }</p>
            <div class="review-body">
                { chart(&rows, &name) }
                <div class="review-scroll" role="region" tabindex="0" aria-label={t!(ReviewCaption)}>
                    <table class={classes!("review-table", width.map(|_| "with-nim-sum"))} data-testid="review-table">
                        <caption class="visually-hidden">{ t!(ReviewCaption) }</caption>
                        <thead>
                            <tr>{ for words::headings(width.is_some()).into_iter().map(|h| html! { <th scope="col">{ h }</th> }) }</tr>
                        </thead>
                        <tbody>
                            { for rows.iter().enumerate().map(|(i, row)| table_row(state, &open, i, row, width, &name)) }
                        </tbody>
                    </table>
                </div>
            </div>
            { why.unwrap_or_default() }
        </section>
    }
}

/// One row of the table: a button that puts the position on the board, the verdict, the move.
fn table_row(
    state: &UseReducerHandle<crate::app::state::State>,
    open: &UseStateHandle<Option<usize>>,
    i: usize,
    row: &Row,
    width: Option<usize>,
    name: &impl Fn(Player) -> crate::words::PlayerName,
) -> Html {
    let go = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Review(ReviewAction::GoTo(i)));
        })
    };
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            open.set(if *open == Some(i) { None } else { Some(i) });
        })
    };
    let expanded = **open == Some(i);
    let mut cells = vec![
        words::to_act(row, name),
        words::winning(row),
        words::move_made(row),
    ];
    if let Some(width) = width {
        cells.insert(
            2,
            row.nim_sum()
                .map(|s| words::binary(s.value(), width))
                .unwrap_or_default(),
        );
    }
    html! {
        <tr class={classes!(row.mistake.then_some("mistake"), row.current.then_some("current"), row.undone.then_some("undone"))}
            data-testid="review-row" data-row={i.to_string()} data-mistake={row.mistake.to_string()}
            data-outcome={row.outcome().map(|o| o.letter().to_string())} aria-current={row.current.then_some("step")}>
            <td>
                <button type="button" data-testid="review-goto" onclick={go}
                    aria-label={words::go_to_label(i, &row.game)}>
                    { words::row_label(i, &row.game) }
                </button>
            </td>
            // Each cell names its column, for the stacked rows of a narrow panel (CSS shows it there).
            { for cells.into_iter().zip(words::headings(width.is_some()).into_iter().skip(1)).map(|(text, heading)| html! {
                <td data-label={heading}>{ text }</td>
            }) }
            <td class="mistake-mark">
                if row.mistake {
                    <button type="button" class="review-why" data-testid="review-why" aria-expanded={expanded.to_string()}
                        onclick={toggle}>{ words::why_button(expanded) }</button>
                }
            </td>
        </tr>
    }
}

/// Why a mistake was one, and the move that kept the win (with the nim-sum table where it explains it).
fn why_panel(i: usize, row: &Row, name: &impl Fn(Player) -> crate::words::PlayerName) -> Html {
    let keep = row.breakdown().and_then(|b| {
        b.changes
            .iter()
            .copied()
            .find(|c| {
                row.winning_moves().contains(&Move::Take {
                    heap: c.heap,
                    to: c.to,
                })
            })
            .map(|c| (b, c))
    });
    html! {
        <div class="review-why-panel explain" data-testid="review-why-panel" role="region" aria-label={t!(ReviewWhyLabel)}>
            <p>{ words::mistake_sentence(row, i, name(row.actor), name(row.actor.other())) }</p>
            <p class="keep">{ words::keeping_moves(row) }</p>
            if let Some((breakdown, change)) = keep {
                <p><strong data-testid="review-recipe">{ words::recipe(change, breakdown.nim_sum) }</strong>{ t!(ReviewRecipeWhy) }</p>
                <NimSumTable game={row.game.clone()} breakdown={breakdown.clone()} show_change={true}
                    caption={t!(ReviewWhyTableCaption)} />
            }
        </div>
    }
}

/// The chart's paths, in the order `chart` fills them.
const CLASSES: [&str; 6] = [
    "path",
    "path cross",
    "path undone",
    "mark n",
    "mark p",
    "mark current",
];

/// Appends one path command at a point: `M36 60`.
fn point(path: &mut String, command: char, x: usize, y: usize) {
    use std::fmt::Write;
    let _ = write!(path, "{command}{x} {y}");
}

/// The value-history chart: each position on the side of the player winning there, `N` as a
/// round mark and `P` as a square one; the path crosses over, dashed and marked ✗, at each mistake.
fn chart(rows: &[Row], name: &impl Fn(Player) -> crate::words::PlayerName) -> Html {
    let height = PITCH * (rows.len() + 1);
    let x = |row: &Row| match row.favoured {
        Some(Player::First) => FIRST_X,
        Some(Player::Second) => SECOND_X,
        None => FIRST_X.midpoint(SECOND_X),
    };
    // Paths by kind, so the chart is a handful of elements: lines kept, crossing, undone; then
    // marks N, P and the current one (zero-length strokes, their caps round or square).
    let mut paths: [String; 6] = Default::default();
    let mut crosses = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let (cx, cy) = (x(row), PITCH * (i + 1) + PITCH / 2);
        if let Some(next) = rows.get(i + 1) {
            let kind = if next.undone {
                2
            } else {
                usize::from(row.mistake)
            };
            point(&mut paths[kind], 'M', cx, cy);
            point(&mut paths[kind], 'L', x(next), cy + PITCH);
            if row.mistake {
                crosses.push(html! {
                    <text class="cross-mark" x={(cx.midpoint(x(next)) + 10).to_string()} y={(cy + PITCH / 2 + 5).to_string()}>{ "✗" }</text>
                });
            }
        }
        let mark = if row.current {
            5
        } else if row.outcome().is_some_and(nim_solver::Outcome::is_p) {
            4
        } else {
            3
        };
        point(&mut paths[mark], 'M', cx, cy);
        paths[mark].push_str("h0");
    }
    let current = rows
        .iter()
        .find(|r| r.current)
        .and_then(Row::outcome)
        .is_some_and(nim_solver::Outcome::is_p);
    html! {
        <svg class="vvh" data-testid="review-chart" role="img" aria-label={t!(ReviewChartLabel)}
            width={WIDTH.to_string()} height={height.to_string()}>
            <text x={FIRST_X.to_string()} y="26">{ name(Player::First).label() }</text>
            <text x={SECOND_X.to_string()} y="26">{ name(Player::Second).label() }</text>
            { for paths.into_iter().zip(CLASSES).map(|(d, class)| html! {
                <path class={classes!(class, (class == "mark current" && current).then_some("p"))} {d} />
            }) }
            { for crosses }
        </svg>
    }
}
