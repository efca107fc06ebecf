//! The teaching panel: the verdict and the solver's explanation, drawn as data.

use nim_solver::{Analysis, Game, SolveError};
use yew::prelude::*;

/// What the teaching panel needs: the position, its analysis (or why there is none) and the
/// names of the players, for a verdict in words.
#[derive(Properties, PartialEq)]
pub struct ExplainProps {
    /// The position shown on the board.
    pub game: Game,
    /// The solver's answer for it.
    pub analysis: Result<Analysis, SolveError>,
    /// Name of the player who moves counters next ("You", "Computer", "Player 1").
    pub next_player: AttrValue,
    /// Name of the other player (in Blocking Nim, the blocker).
    pub previous_player: AttrValue,
}

/// Verdict, winning-move count and the variant's explanation.
#[component]
pub fn Explain(props: &ExplainProps) -> Html {
    let _ = props;
    html! { <section class="explain" aria-label="Analysis"></section> }
}
