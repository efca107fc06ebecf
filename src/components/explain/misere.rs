//! Misère Nim's reasoning: big rows and single rows, which regime decides, and the nim-sum table.

use nim_solver::{Game, MisereExplanation, MisereRegime};
use yew::prelude::*;

use super::nim_sum_table::NimSumTable;
use crate::words::{count, Source};

/// What the misère panel draws.
#[derive(Properties, PartialEq)]
pub struct MisereDetailsProps {
    /// The position.
    pub game: Game,
    /// The solver's misère explanation.
    pub explanation: MisereExplanation,
}

/// The row counts, the rule that applies (seed 001, Classic Nim) and the binary table.
#[component]
pub fn MisereDetails(props: &MisereDetailsProps) -> Html {
    let explanation = &props.explanation;
    let (name, rule) = match explanation.regime {
        MisereRegime::LikeNim => (
            "Two or more big rows",
            "Play exactly as in Nim: the player to move wins if and only if the nim-sum is not 0.",
        ),
        MisereRegime::OneBigRow => (
            "Exactly one big row",
            "The player to move wins: shrink the big row to 0 or 1 counter so that an odd number \
             of single rows is left.",
        ),
        MisereRegime::OnlySingles => (
            "No big rows",
            "Only single rows are left: the player to move wins if and only if their number is even.",
        ),
    };
    html! {
        <div class="misere">
            <h3>{ "Misère: big rows" }</h3>
            <p class="source-note">
                { "The rule for Classic Nim in the lecture notes " }
                <cite>{ Source::NimGames.title() }</cite>
                { "." }
            </p>
            <p class="row-counts">
                { format!(
                    "{} (more than one counter) and {} (exactly one counter).",
                    count(explanation.big_rows, "big row", "big rows"),
                    count(explanation.single_rows, "single row", "single rows"),
                ) }
            </p>
            <p class="regime">
                <strong class="regime-name">{ name }</strong>
                { ": " }
                { rule }
            </p>
            <NimSumTable
                game={props.game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={explanation.regime == MisereRegime::LikeNim}
                caption="The heaps in binary and their nim-sum"
            />
        </div>
    }
}
