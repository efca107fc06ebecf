//! How each kind of position is drawn, chosen by the game's board kind (`nim_solver::Board`):
//! `heaps` a row of heaps, `ring` counters on a circle, `parts` a sum's parts each as its game; `geometry` their shared trigonometry.

pub mod geometry;
pub mod heaps;
pub mod parts;
pub mod ring;

use nim_solver::Board;
use yew::prelude::*;

use self::heaps::HeapBoard;
use self::parts::PartsBoard;
use self::ring::RingBoard;

/// The board of the position on the board, drawn by its kind: a new kind of board is one file and
/// one arm here.
pub fn board_for(kind: Board) -> Html {
    let board = match kind {
        Board::Heaps => html! { <HeapBoard /> },
        Board::Ring => html! { <RingBoard /> },
        Board::Parts => html! { <PartsBoard /> },
    };
    html! { <div class="board">{ board }</div> }
}
