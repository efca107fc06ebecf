//! Nim's drawing: its rules, and its panel, the binary nim-sum table (with the powers of two in a
//! full panel).

use nim_solver::{Game, NimSumBreakdown};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use super::power_components::PowerComponents;
use crate::t;

/// Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainNimName),
        text: t!(ExplainNimRules).into(),
        hint: t!(ExplainNimHint).into(),
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
                caption={t!(ExplainNimSumCaption)}
            />
            if powers {
                <PowerComponents breakdown={breakdown.clone()} />
            }
        </>
    }
}
