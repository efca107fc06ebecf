//! Wythoff's game as a queen on a board: the heaps are her column and row, and she moves left,
//! down or diagonally down-left towards the corner; whoever puts her in the corner wins. A split
//! point (chunk `queen`), fetched when the picture is first switched on.

use nim_solver::{Move, WythoffPair};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;

// Its props are the page's state, read from the context: no chunk host of its own kind.
crate::views::chunk::split_view!(queen: pub fn queen_host() -> QueenBoard, style = "queen.css");

/// The move that takes the queen from (`column`, `row`) to (`x`, `y`), if she can go there.
fn move_to(column: u32, row: u32, x: u32, y: u32) -> Option<Move> {
    if y == row && x < column {
        Some(Move::Take { heap: 0, to: x })
    } else if x == column && y < row {
        Some(Move::Take { heap: 1, to: y })
    } else if x < column && column - x == row.checked_sub(y)? {
        Some(Move::Both { taken: column - x })
    } else {
        None
    }
}

/// Whether (`x`, `y`) is a P-position: a pair (⌊nφ⌋, ⌊nφ²⌋) in either order.
fn is_pair(x: u32, y: u32) -> bool {
    nim_solver::Wythoff::p_pair(x, y).is_some()
}

/// The board from the corner to the queen's square, rows from the top; each square she can
/// reach is a button, starred when it wins, and P-positions are marked P with hints on.
#[component]
pub fn QueenBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let Some(&[column, row]) = game.heaps() else {
        return Html::default();
    };
    let winning = ctx.hinted_moves();
    let hints = state.highlights();
    let enabled = state.board_enabled();
    let play = {
        let dispatch = state.dispatcher();
        Callback::from(move |mv: Move| dispatch.dispatch(Action::Board(BoardAction::Play(mv))))
    };
    let squares = (0..=row)
        .rev()
        .flat_map(|y| (0..=column).map(move |x| (x, y)));
    let cells = squares.map(|(x, y)| {
        let p = hints && is_pair(x, y);
        let mark = p.then(|| html! { <span class="queen-p" aria-hidden="true">{ "P" }</span> });
        if (x, y) == (column, row) {
            return html! {
                <div class="square queen-here" data-testid="queen" aria-label={t!(ExplainQueenHere, x = x, y = y)}
                    role="img">
                    <span aria-hidden="true">{ "♛" }</span>
                </div>
            };
        }
        match move_to(column, row, x, y) {
            Some(mv) => {
                let wins = winning.contains(&mv);
                let label = t!(
                    ExplainQueenSquare,
                    x = x,
                    y = y,
                    p = if p { "yes" } else { "no" },
                    wins = if wins { "yes" } else { "no" }
                );
                let onclick = play.reform(move |_: MouseEvent| mv.clone());
                html! {
                    <button type="button" class={classes!("square", "reach", wins.then_some("win"), p.then_some("pair"))}
                        data-testid={format!("square-{x}-{y}")} aria-label={label}
                        disabled={!enabled} {onclick}>
                        { mark }
                        if wins { <span class="mark" aria-hidden="true">{ "★" }</span> }
                    </button>
                }
            }
            None => html! {
                <div class={classes!("square", p.then_some("pair"), ((x + y) % 2 == 1).then_some("dark"))} aria-hidden="true">
                    { mark }
                </div>
            },
        }
    });
    let columns = format!("--columns: {}", column + 1);
    let pairs = WythoffPair::up_to(column.max(row));
    html! {
        <figure class="queen-board" data-testid="queen-board">
            <figcaption>{ t!(ExplainQueenCaption, x = column, y = row) }</figcaption>
            <div class="queen-scroll" role="region" tabindex="0" aria-label={t!(ExplainQueenLabel, x = column, y = row)}>
                <div class="queen-grid" dir="ltr" style={columns}>{ for cells }</div>
            </div>
            if hints {
                <p class="queen-note">{ t!(ExplainQueenPairs, count = pairs.len()) }</p>
            }
        </figure>
    }
}
