//! Sums of games: their rules, and their panel, the nim-sum table over the parts' Grundy values
//! with the Sprague–Grundy theorem, and the winning moves as the positions they lead to.

use nim_solver::{Game, Move, SumExplanation};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use crate::t;
use crate::words::describe_move;
use crate::words::sum::game_name;

/// The rules of a sum and how to win it.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(SumName),
        text: t!(SumRules).into(),
        hint: t!(SumHint).into(),
    }
}

/// The table's row names, one per part: its game and size ("Kayles 8").
pub(super) fn part_names(explanation: &SumExplanation) -> Vec<String> {
    explanation
        .parts
        .iter()
        .map(|value| {
            t!(
                SumPartRow,
                game = game_name(value.part.rule),
                size = value.part.size
            )
        })
        .collect()
}

/// The table over the parts' values, the theorem that makes it decide, and every winning move
/// with the whole position it leaves (`data-after`, in the link format).
pub(super) fn panel(game: &Game, explanation: &SumExplanation, winning: &[Move]) -> Html {
    let names = part_names(explanation);
    let moves = winning.iter().map(|mv| {
        let after = game
            .apply(mv)
            .map(|after| after.to_string())
            .unwrap_or_default();
        html! {
            <li data-after={after}>{ describe_move(game, mv) }</li>
        }
    });
    html! {
        <>
            <NimSumTable
                game={game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={true}
                caption={t!(SumCaption)}
                parts={names}
            />
            <p class="table-note">{ t!(SumTheorem) }</p>
            <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
            <ul class="winning-moves" data-testid="winning-moves">{ for moves }</ul>
            if winning.is_empty() {
                <p class="table-note">{ t!(SumNoWinningMove) }</p>
            }
        </>
    }
}
