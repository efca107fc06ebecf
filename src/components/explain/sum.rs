//! Sums of games: their rules, and their panel, the nim-sum table over the parts' Grundy values
//! with the Sprague–Grundy theorem, Lasker's Nim's pattern for its parts, and the winning moves
//! as the positions they lead to.

use nim_solver::{Game, Move, PartRule, SumExplanation};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::{NimSumTable, RowNames};
use crate::i18n::{format_number, left_to_right, shown};
use crate::t;
use crate::words::sum::game_name;
use crate::words::Source;

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

/// Where each Lasker's Nim part falls in its pattern of period 4 (`7 = 4 × 1 + 3`, so 8), after
/// the pattern and its source; nothing without such a part. The values are the mex's.
fn lasker_pattern(explanation: &SumExplanation) -> Html {
    let parts = explanation
        .parts
        .iter()
        .enumerate()
        .filter(|(_, value)| value.part.rule == PartRule::Lasker);
    let rows: Vec<Html> = parts
        .map(|(index, value)| {
            let size = value.part.size;
            let (k, rest) = nim_solver::lasker::place(size);
            let number = |n: u32| format_number(shown(), i64::from(n));
            let equation = left_to_right(format!(
                "{} = 4 × {} + {}",
                number(size),
                number(k),
                number(rest)
            ));
            html! {
                <li data-testid={format!("lasker-{index}")} data-value={value.grundy.to_string()}>
                    { t!(SumLaskerPart, part = index + 1, equation = equation, value = value.grundy) }
                </li>
            }
        })
        .collect();
    if rows.is_empty() {
        return Html::default();
    }
    html! {
        <div class="lasker-pattern" data-testid="lasker-pattern">
            <p class="table-note">
                { super::around(
                    &t!(SumLaskerPattern, title = super::SLOT),
                    html! { <cite lang="en">{ Source::GameTheory.title() }</cite> },
                ) }
            </p>
            <ul class="table-note">{ for rows }</ul>
        </div>
    }
}

/// The table over the parts' values and the theorem that makes it decide (the verdict lists the
/// winning moves).
pub(super) fn panel(game: &Game, explanation: &SumExplanation, winning: &[Move]) -> Html {
    let names = part_names(explanation);
    html! {
        <>
            <NimSumTable
                game={game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={true}
                caption={t!(SumCaption)}
                rows={RowNames::Parts(names)}
            />
            <p class="table-note">{ t!(SumTheorem) }</p>
            { lasker_pattern(explanation) }
            if winning.is_empty() {
                <p class="table-note">{ t!(SumNoWinningMove) }</p>
            }
        </>
    }
}
