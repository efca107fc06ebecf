//! Staircase Nim's drawing: its rules, and its panel: the odd steps' nim-sum table, why the even
//! steps do not count, and each winning move as the odd step it changes.

use nim_solver::{Game, StaircaseExplanation};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::{NimSumTable, RowNames};
use crate::t;
use crate::words::{describe_move, Source};

/// Staircase Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainStaircaseName),
        text: t!(ExplainStaircaseRules).into(),
        hint: t!(ExplainStaircaseHint).into(),
    }
}

/// The table's rows: the odd steps, by their numbers from 1.
pub(super) fn row_names(explanation: &StaircaseExplanation) -> RowNames {
    let names = (0..explanation.breakdown.heaps.len())
        .map(|row| t!(ExplainStaircaseStep, step = 2 * row + 1))
        .collect();
    RowNames::Steps(names)
}

/// The odd steps' table, the argument, and the winning moves with the odd step each changes.
pub(super) fn panel(game: &Game, explanation: &StaircaseExplanation) -> Html {
    let moves = explanation.moves.iter().map(|stair| {
        let step = stair.odd_step + 1;
        html! {
            <li data-testid="stair-move">
                { t!(ExplainStaircaseMove, move = describe_move(game, &stair.mv), step = step, to = stair.to) }
            </li>
        }
    });
    let sum = explanation.breakdown.nim_sum;
    html! {
        <div class="staircase" data-testid="staircase">
            <h3>{ t!(ExplainStaircaseName) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(ExplainStaircaseSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::GameTheory.title() }</cite> },
                ) }
            </p>
            <p class="rule">{ t!(ExplainStaircaseWhy) }</p>
            <NimSumTable game={game.clone()} breakdown={explanation.breakdown.clone()}
                show_change={false} caption={t!(ExplainStaircaseCaption)}
                rows={row_names(explanation)} />
            if sum == 0 {
                <p class="staircase-verdict" data-testid="staircase-verdict">{ t!(ExplainStaircaseBalanced) }</p>
            } else {
                <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
                <ul class="winning-moves stair-moves">{ for moves }</ul>
            }
        </div>
    }
}
