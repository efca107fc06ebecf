//! Nim with a Pass: which theorem of seed 004 decides, or exact search, and the Nim left after a pass.

use nim_solver::{Game, PassExplanation, PassTheorem};
use yew::prelude::*;

use super::nim_sum_table::NimSumTable;
use crate::words::thousands;

/// What the Nim* panel draws.
#[derive(Properties, PartialEq)]
pub struct PassDetailsProps {
    /// The position.
    pub game: Game,
    /// The solver's Nim* explanation.
    pub explanation: PassExplanation,
}

/// The theorem in words (or exact search), whether passing wins, and the table after a pass.
#[component]
pub fn PassDetails(props: &PassDetailsProps) -> Html {
    let explanation = &props.explanation;
    let searched = thousands(explanation.states_searched);
    let rule = match explanation.theorem {
        Some(theorem) => format!(
            "{} Exact search over {searched} positions agrees.",
            theorem_words(theorem)
        ),
        None => format!(
            "No theorem of seed 004 covers these heaps, so the answer comes from exact search \
             over {searched} positions."
        ),
    };
    let pass = if explanation.pass_wins {
        "Passing wins now: the heaps' nim-sum is 0, so after a pass the opponent faces a losing \
         position of ordinary Nim."
    } else {
        "Passing does not win now: after a pass the opponent would face ordinary Nim with a \
         nim-sum other than 0, which they win."
    };
    html! {
        <div class="pass">
            <h3>{ "Nim with a Pass" }</h3>
            <p class="rule">{ rule }</p>
            <p class="pass-wins">{ pass }</p>
            <NimSumTable
                game={props.game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={false}
                caption="After a pass: ordinary Nim on these heaps"
            />
        </div>
    }
}

/// A theorem of seed 004 stated in words with this position's numbers.
fn theorem_words(theorem: PassTheorem) -> String {
    match theorem {
        PassTheorem::TwoHeaps { m, n } => format!(
            "Theorem 1 (two heaps [m, n], m ≤ n): the player to move loses exactly when m is odd \
             and n = m + 1. Here m = {m}, n = {n}."
        ),
        PassTheorem::OneMN { m, n } => format!(
            "Theorem 2 (heaps [1, m, n], 1 ≤ m ≤ n): the player to move loses exactly when \
             m = n and m is not 2. Here m = {m}, n = {n}."
        ),
        PassTheorem::OnesAndTwos { m1, m2 } => format!(
            "Theorem 3 (only heaps of 1 and 2, m1 + 2·m2 ≥ 7): the player to move loses exactly \
             when the number of 1-heaps m1 is odd and the number of 2-heaps m2 is even. Here \
             m1 = {m1}, m2 = {m2}."
        ),
        PassTheorem::OnesTwosThrees { m1, m2, m3 } => format!(
            "Theorem 4 (only heaps of 1, 2 and 3, m1 + 2·m2 + 3·m3 ≥ 10): the player to move \
             loses exactly when m1 is odd and m2, m3 are even, or m1 is even and m2, m3 are odd. \
             Here m1 = {m1}, m2 = {m2}, m3 = {m3}."
        ),
    }
}
