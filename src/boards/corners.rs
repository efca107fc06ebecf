//! Turning Corners' grid of coins: choose a head as the far corner of a rectangle and the
//! opposite corner, then Turn; the solver judges the rectangle and says why one is not a move.
//! A split point (chunk `corners`), fetched when a grid is first drawn.

use nim_solver::{corner_value, Corners, Game, GridCell, Move};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;
use crate::words::players::corner_error;

// Its props are the page's state, read from the context: no chunk host of its own kind.
crate::views::chunk::split_view!(corners: pub fn corners_host() -> CornersBoard, style = "corners.css");

/// The side of the square drawn: the smallest of 4, 8 and 16 that holds every head, since no
/// move turns a coin beyond the heads' rows and columns.
pub fn drawn_side(corners: &Corners) -> usize {
    let far = corners
        .heads()
        .into_iter()
        .map(|(x, y)| x.max(y) + 1)
        .max()
        .unwrap_or(0);
    [4, 8].into_iter().find(|&side| far <= side).unwrap_or(16)
}

/// The widest a cell is drawn, in rem: a 16x16 grid smaller, so it fits beside the panel.
fn cell_rem(side: usize) -> f32 {
    match side {
        4 => 3.0,
        8 => 2.6,
        _ => 2.1,
    }
}

/// The cells chosen after `cell` is pressed: pressed again it is let go; a third cell starts a
/// new rectangle from it.
fn pressed(chosen: &[GridCell], cell: GridCell) -> Vec<GridCell> {
    if chosen.contains(&cell) {
        chosen.iter().copied().filter(|&c| c != cell).collect()
    } else if chosen.len() < 2 {
        chosen.iter().copied().chain([cell]).collect()
    } else {
        vec![cell]
    }
}

/// The far corner and the other of two cells chosen: the one below and to the right of the other
/// whichever came first; otherwise the first chosen, so the refusal names the corner meant.
fn rectangle(chosen: &[GridCell]) -> Option<(GridCell, GridCell)> {
    match *chosen {
        [first, second] if second.0 > first.0 && second.1 > first.1 => Some((second, first)),
        [first, second] => Some((first, second)),
        _ => None,
    }
}

/// Moves focus to the neighbouring cell an arrow key points at, within the grid drawn.
fn arrow_focus(event: &KeyboardEvent, board: &NodeRef, (x, y): GridCell, side: usize) {
    let last = side - 1;
    let (nx, ny) = match event.key().as_str() {
        "ArrowLeft" => (x.saturating_sub(1), y),
        "ArrowRight" => ((x + 1).min(last), y),
        "ArrowUp" => (x, y.saturating_sub(1)),
        "ArrowDown" => (x, (y + 1).min(last)),
        "Home" => (0, y),
        "End" => (last, y),
        _ => return,
    };
    event.prevent_default();
    let target = board.cast::<web_sys::Element>().and_then(|board| {
        board
            .query_selector(&format!("[data-testid=cell-{nx}-{ny}]"))
            .ok()
            .flatten()
    });
    if let Some(cell) = target.and_then(|t| t.dyn_into::<HtmlElement>().ok()) {
        let _ = cell.focus();
    }
}

/// The grid on the board: each coin a button showing H or T (with hints, a head's value
/// `x ⊗ y`), the rectangle chosen so far and whether it is a move, Turn and Clear, and with hints
/// the grid's value.
#[component]
pub fn CornersBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let board = use_node_ref();
    // After a turn, focus goes to the grid's tab stop (its first head) once it is playable again:
    // Turn is disabled until a rectangle is chosen.
    let refocus = super::use_refocus(&board, "corners", ".cell[tabindex='0']:not([disabled])");
    let game = state.game();
    let chosen_on = super::use_chosen::<GridCell>(game.to_string());
    let Game::Corners(corners) = &game else {
        return Html::default();
    };
    let chosen = chosen_on.now();
    let enabled = state.board_enabled();
    let hints = state.highlights();
    let winning = ctx.hinted_moves();
    let turning: Vec<GridCell> = match state.board.pending {
        Some(Move::Corner { heads, other }) => {
            nim_solver::CornerMove { heads, other }.corners().to_vec()
        }
        _ => Vec::new(),
    };
    let rect = rectangle(&chosen);
    let outlined: Vec<GridCell> = rect
        .and_then(|(heads, other)| corners.check(heads, other).ok())
        .map(|turn| turn.corners().to_vec())
        .unwrap_or_default();
    let side = drawn_side(corners);
    // One tab stop in the grid (arrow keys move within it): the last cell chosen, else the
    // first head.
    let home = chosen
        .last()
        .copied()
        .or_else(|| corners.heads().first().copied())
        .unwrap_or((0, 0));

    let cell = |x: usize, y: usize| {
        let heads = corners.is_heads((x, y));
        let is_chosen = chosen.contains(&(x, y));
        // A winning move has this head as its far corner.
        let wins = winning
            .iter()
            .any(|mv| matches!(*mv, Move::Corner { heads, .. } if heads == (x, y)));
        let onclick = {
            let (chosen_on, chosen) = (chosen_on.clone(), chosen.clone());
            Callback::from(move |_: MouseEvent| chosen_on.set(pressed(&chosen, (x, y))))
        };
        let onkeydown = {
            let board = board.clone();
            Callback::from(move |e: KeyboardEvent| arrow_focus(&e, &board, (x, y), side))
        };
        html! {
            <button type="button"
                class={classes!("cell", if heads { "heads" } else { "tails" },
                    outlined.contains(&(x, y)).then_some("corner"),
                    turning.contains(&(x, y)).then_some("turning"), wins.then_some("win"))}
                data-testid={format!("cell-{x}-{y}")} aria-pressed={is_chosen.to_string()}
                tabindex={if (x, y) == home { "0" } else { "-1" }}
                disabled={!enabled} {onclick} {onkeydown}>
                <span class="cell-face">{ if heads { "H" } else { "T" } }</span>
                <span class="visually-hidden">{ t!(CornerCellName, cell = crate::words::moves::cell((x, y)), heads = if heads { "yes" } else { "no" }) }</span>
                if hints && heads {
                    <span class="cell-value" data-testid={format!("cell-value-{x}-{y}")}>
                        <span class="visually-hidden">{ t!(CoinValue) }{ " " }</span>{ corner_value((x, y)) }
                    </span>
                }
                if wins {
                    <span class="mark" aria-hidden="true">{ "★" }</span>
                }
            </button>
        }
    };
    let rows = (0..side).map(|y| {
        html! {
            <div class="grid-row">
                <span class="axis" aria-hidden="true">{ y }</span>
                { for (0..side).map(|x| cell(x, y)) }
            </div>
        }
    });

    let status = match (&chosen[..], rect) {
        ([], _) => t!(CornerChoose),
        (&[only], _) => t!(CornerChooseOther, cell = crate::words::moves::cell(only)),
        (_, Some((heads, other))) => {
            let verdict = match corners.check(heads, other) {
                Ok(_) => t!(CornerLegal),
                Err(why) => corner_error(&why),
            };
            t!(
                CornerChosen,
                heads = crate::words::moves::cell(heads),
                other = crate::words::moves::cell(other)
            ) + " "
                + &verdict
        }
        _ => String::new(),
    };
    let turn = {
        let dispatch = state.dispatcher();
        let refocus = refocus.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some((heads, other)) = rect {
                *refocus.borrow_mut() = Some(0);
                let mv = Move::Corner { heads, other };
                dispatch.dispatch(Action::Board(BoardAction::Play(mv)));
            }
        })
    };
    let clear = {
        let chosen_on = chosen_on.clone();
        Callback::from(move |_: MouseEvent| chosen_on.set(Vec::new()))
    };
    let value = corners.value();
    html! {
        <div ref={board.clone()} class="corners-board" data-testid="corners">
            <div class="corner-grid-frame">
                <div class="corner-grid" role="group" dir="ltr" style={format!("--side: {side}; --cell: {}rem", cell_rem(side))}
                    aria-label={t!(CornerGridLabel, side = side)}>
                    <div class="grid-row axis-row" aria-hidden="true">
                        <span class="axis"></span>
                        { for (0..side).map(|x| html! { <span class="axis">{ x }</span> }) }
                    </div>
                    { for rows }
                </div>
            </div>
            <p class="corners-status" data-testid="corners-status" aria-live="polite">{ status }</p>
            <div class="corners-actions">
                <button type="button" class="primary" data-testid="turn"
                    disabled={!enabled || rect.is_none()} onclick={turn}>
                    { t!(CoinTurn) }
                </button>
                <button type="button" class="secondary" data-testid="clear-cells"
                    disabled={!enabled || chosen.is_empty()} onclick={clear}>
                    { t!(CoinClear) }
                </button>
            </div>
            if hints {
                <p class="corners-total" data-testid="value" data-value={value.to_string()}>
                    { t!(CornerGridValue, value = value) }
                </p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::{drawn_side, pressed, rectangle};
    use nim_solver::Corners;

    #[test]
    fn a_third_cell_starts_a_new_rectangle_and_a_cell_pressed_again_is_let_go() {
        let chosen = pressed(&[], (3, 3));
        let chosen = pressed(&chosen, (1, 2));
        assert_eq!(chosen, [(3, 3), (1, 2)]);
        assert_eq!(pressed(&chosen, (3, 3)), [(1, 2)]);
        assert_eq!(pressed(&chosen, (0, 0)), [(0, 0)]);
    }

    #[test]
    fn the_far_corner_is_the_one_below_and_right_whichever_came_first() {
        assert_eq!(rectangle(&[(1, 2), (3, 3)]), Some(((3, 3), (1, 2))));
        assert_eq!(rectangle(&[(3, 3), (1, 2)]), Some(((3, 3), (1, 2))));
        // Not a rectangle either way: the first chosen is meant as the far corner.
        assert_eq!(rectangle(&[(3, 1), (1, 2)]), Some(((3, 1), (1, 2))));
        assert_eq!(rectangle(&[(3, 1)]), None);
    }

    #[test]
    fn the_square_drawn_holds_every_head() {
        let side = |text: &str| drawn_side(&text.parse::<Corners>().unwrap());
        assert_eq!(side(""), 4);
        assert_eq!(side("3:3"), 4);
        assert_eq!(side("1:4"), 8);
        assert_eq!(side("15:0,2:2"), 16);
    }
}
