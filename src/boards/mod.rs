//! How each kind of position is drawn, chosen by the game's board kind (`nim_solver::Board`):
//! `heaps` a row of heaps, `ring` counters on a circle, `parts` a sum's parts each as its game, `stairs` coins on a staircase, `coins` a row of coins to turn, `corners` a grid of coins whose rectangles turn, `hackenbush` a picture of edges to chop; `geometry` their shared trigonometry.
//! Every board but the heaps (the first game's) is a chunk, fetched when a position of its kind is
//! first drawn.

pub mod coins;
pub mod corners;
pub mod geometry;
pub mod hackenbush;
pub mod heaps;
pub mod parts;
pub mod queen;
pub mod ring;
pub mod stairs;

use std::cell::RefCell;
use std::rc::Rc;

use nim_solver::{Board, Game};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::app::context::use_game;

use self::heaps::HeapBoard;

/// The board of `game`, the position on the board, drawn by its kind: a new kind of board is one
/// file (with its `split_view!` line) and one arm here. Its root carries the position in link text for tests outside the app.
pub fn board_for(game: &Game) -> Html {
    let board = match game.variant().board() {
        Board::Heaps => html! { <HeapBoard /> },
        Board::Ring => ring::ring_host(),
        Board::Parts => parts::parts_host(),
        Board::Stairs => stairs::stairs_host(),
        Board::CoinRow => coins::coins_host(),
        Board::Grid => corners::corners_host(),
        Board::Picture => hackenbush::hackenbush_host(),
    };
    html! {
        <div class="board" data-testid="board" data-position={game.to_string()}>{ board }</div>
    }
}

/// The pieces chosen for the next move (coins, cells) with the position they were chosen on: a
/// new position starts with none.
#[derive(Clone)]
pub struct Chosen<T: 'static> {
    on: UseStateHandle<(String, Vec<T>)>,
    position: String,
}

impl<T: Clone + 'static> Chosen<T> {
    /// The pieces chosen on the position drawn now.
    pub fn now(&self) -> Vec<T> {
        if self.on.0 == self.position {
            self.on.1.clone()
        } else {
            Vec::new()
        }
    }

    /// Makes `pieces` the pieces chosen on the position drawn now.
    pub fn set(&self, pieces: Vec<T>) {
        self.on.set((self.position.clone(), pieces));
    }
}

/// The pieces chosen on the board drawing `position` (in link text).
#[hook]
pub fn use_chosen<T: 'static>(position: String) -> Chosen<T> {
    let on = use_state(|| (String::new(), Vec::new()));
    Chosen { on, position }
}

/// Where focus goes back to after a move: the place (a heap, a part) last played in, kept until the
/// board is playable again so a keyboard player does not lose their place when the pressed button
/// disappears; forgotten when the move is refused. Set it to the place's number before the move;
/// `place` names the place's element (its test id), `playable` the buttons that take focus;
/// failing those there, the board's first.
#[hook]
pub fn use_refocus(
    board: &NodeRef,
    place: &'static str,
    playable: &'static str,
) -> Rc<RefCell<Option<usize>>> {
    let ctx = use_game();
    let state = &ctx.state;
    let refocus = use_mut_ref(|| None::<usize>);
    // The history's cursor when the effect last ran: a notice without a move is a refusal.
    let seen = use_mut_ref(|| state.board.cursor);
    let board = board.clone();
    let kept = refocus.clone();
    let moved = (
        state.board.cursor,
        state.board_enabled(),
        state.notice.clone(),
    );
    use_effect_with(moved, move |(cursor, _, notice)| {
        let refused = *cursor == *seen.borrow() && notice.is_some();
        *seen.borrow_mut() = *cursor;
        if refused {
            *kept.borrow_mut() = None;
        }
        let at = *kept.borrow();
        if let (Some(at), Some(board)) = (at, board.cast::<web_sys::Element>()) {
            let target = board
                .query_selector(&format!("[data-testid={place}-{at}] {playable}"))
                .ok()
                .flatten()
                .or_else(|| board.query_selector(playable).ok().flatten());
            if let Some(button) = target.and_then(|t| t.dyn_into::<HtmlElement>().ok()) {
                let _ = button.focus();
                *kept.borrow_mut() = None;
            }
        }
    });
    refocus
}
