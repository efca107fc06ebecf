//! The coin-turning games' drawing: their rules, and their panel: each head's value by its
//! rule's closed form, the nim-sum table of those values, and each winning move as the coins it
//! turns, whose values add up to the row's.

use nim_solver::{CoinsExplanation, Game, Move};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::{NimSumTable, RowNames};
use crate::i18n::{format_number, left_to_right, shown};
use crate::t;
use crate::words::variants::coin_rule_name;
use crate::words::{describe_move, Source};

/// The rules of the game's rule and how to win it.
pub(super) fn rules(game: &Game) -> Rules {
    let rule = game
        .rules()
        .coin_row()
        .map_or("turtles", |(rule, _)| rule.key());
    Rules {
        name: t!(BoardCoinRule, rule = rule),
        text: t!(CoinRules, rule = rule).into(),
        hint: t!(CoinHint).into(),
    }
}

/// The table's rows: the heads, by their coins' numbers from 1.
pub(super) fn row_names(explanation: &CoinsExplanation) -> RowNames {
    let names = explanation
        .heads
        .iter()
        .map(|&coin| t!(CoinHeadRow, coin = coin))
        .collect();
    RowNames::Heads(names)
}

/// `a ⊕ b ⊕ c = s` of the values of the coins `mv` turns, left to right in every script.
fn values_sum(explanation: &CoinsExplanation, mv: &Move) -> String {
    let Move::Turn { coins } = mv else {
        return String::new();
    };
    let number = |n: u32| format_number(shown(), i64::from(n));
    let values: Vec<u32> = coins
        .iter()
        .map(|&coin| explanation.rule.head_value(coin))
        .collect();
    let sum = values.iter().fold(0, |sum, value| sum ^ value);
    let terms: Vec<String> = values.iter().map(|&value| number(value)).collect();
    left_to_right(format!("{} = {}", terms.join(" ⊕ "), number(sum)))
}

/// The values' source and closed form, their table, and the winning moves with their values.
pub(super) fn panel(game: &Game, explanation: &CoinsExplanation, winning: &[Move]) -> Html {
    let moves = winning.iter().map(|mv| {
        html! {
            <li data-testid="coins-move">
                { t!(CoinMove, move = describe_move(game, mv), sum = values_sum(explanation, mv)) }
            </li>
        }
    });
    let rule = explanation.rule.key();
    html! {
        <div class="coins-explain" data-testid="coins-explain">
            <h3>{ coin_rule_name(explanation.rule) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(CoinSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::GameTheory.title() }</cite> },
                ) }
            </p>
            <p class="rule" data-testid="coins-formula">{ t!(CoinFormula, rule = rule) }</p>
            <NimSumTable game={game.clone()} breakdown={explanation.breakdown.clone()}
                show_change={false} caption={t!(CoinCaption)}
                rows={row_names(explanation)} />
            if explanation.breakdown.nim_sum == 0 {
                <p class="coins-verdict" data-testid="coins-verdict">{ t!(CoinBalanced) }</p>
            } else {
                <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
                <ul class="winning-moves coins-moves">{ for moves }</ul>
            }
        </div>
    }
}
