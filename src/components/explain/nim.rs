//! Nim's drawing: its rules, and its panel, the binary nim-sum table (with the powers of two in a
//! full panel).

use nim_solver::{Game, NimSumBreakdown};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use super::power_components::PowerComponents;

/// Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: "Nim",
        text: AttrValue::Static(
            "Counters lie in heaps. Players take turns. On your turn, choose one heap and take \
             one or more counters from it: as many as you like, even the whole heap. Whoever \
             takes the last counter wins.",
        ),
        hint: AttrValue::Static(
            "write the heaps in binary and leave your opponent a position where every column \
             holds an even number of 1s (nim-sum 0).",
        ),
    }
}

/// The nim-sum table that decides Nim, with the powers of two under it when `powers`
/// (projector mode walks it as every nim-sum table).
pub(super) fn panel(game: &Game, breakdown: &NimSumBreakdown, powers: bool) -> Html {
    html! {
        <>
            <NimSumTable
                game={game.clone()}
                breakdown={breakdown.clone()}
                show_change={true}
                caption="The heaps in binary and their nim-sum"
            />
            if powers {
                <PowerComponents breakdown={breakdown.clone()} />
            }
        </>
    }
}
