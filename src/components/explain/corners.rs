//! Turning Corners' drawing: its rules, and its panel: each head's value, the nim product of its
//! coordinates, their nim-sum table, each winning move as the four corners it turns, and the
//! nim-multiplication table from 0 to 15 with the rules that build it. The panel is a chunk
//! (`corners_panel`): only a grid leads to it.

use nim_solver::{corner_value, CornerMove, CornersExplanation, Game, GridCell, Move};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::{NimSumTable, RowNames};
use crate::i18n::{format_number, left_to_right, shown};
use crate::t;
use crate::words::{describe_move, Source};

crate::views::chunk::split_view!(corners_panel as load_corners_panel: pub(super) fn panel(PanelProps) -> CornersPanel, style = "corners.css");

/// The side of the nim-multiplication table shown: the field of 16.
const TABLE_SIDE: u16 = 16;

/// The rules of Turning Corners and how to win it.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(BoardVariantCorners),
        text: t!(CornerRules).into(),
        hint: t!(CornerHint).into(),
    }
}

/// The table's rows: the heads, each named by its product, `x ⊗ y`.
pub(super) fn row_names(explanation: &CornersExplanation) -> RowNames {
    let names = explanation
        .heads
        .iter()
        .map(|&(x, y)| t!(CornerHeadRow, x = x, y = y))
        .collect();
    RowNames::Heads(names)
}

/// `a⊗b ⊕ … = s`: the products of the four corners `mv` turns and their nim-sum, left to
/// right in every script.
fn corners_sum(mv: &Move) -> String {
    let Move::Corner { heads, other } = *mv else {
        return String::new();
    };
    let number = |n: u32| format_number(shown(), i64::from(n));
    let cells = CornerMove { heads, other }.corners();
    let products: Vec<String> = cells.iter().map(|&(x, y)| format!("{x}⊗{y}")).collect();
    let values: Vec<String> = cells
        .iter()
        .map(|&cell| number(corner_value(cell)))
        .collect();
    let sum = cells.iter().fold(0, |sum, &cell| sum ^ corner_value(cell));
    left_to_right(format!(
        "{} = {} = {}",
        products.join(" ⊕ "),
        values.join(" ⊕ "),
        number(sum)
    ))
}

/// The panel's props: the position, its explanation and its winning moves.
#[derive(Clone, Properties, PartialEq)]
pub struct PanelProps {
    /// The grid.
    pub game: Game,
    /// Its heads and their products' nim-sum table.
    pub explanation: CornersExplanation,
    /// The solver's winning moves.
    pub winning: Vec<Move>,
}

/// The products' source and rule, their table, the winning moves with their corners' products,
/// and the nim-multiplication table.
#[component]
pub fn CornersPanel(props: &PanelProps) -> Html {
    let PanelProps {
        game,
        explanation,
        winning,
    } = props;
    let moves = winning.iter().map(|mv| {
        html! {
            <li data-testid="corners-move">
                { t!(CornerMove, move = describe_move(game, mv), sum = corners_sum(mv)) }
            </li>
        }
    });
    html! {
        <div class="corners-explain" data-testid="corners-explain">
            <h3>{ t!(BoardVariantCorners) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(CornerSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::GameTheory.title() }</cite> },
                ) }
            </p>
            <p class="rule" data-testid="corners-formula">{ t!(CornerFormula) }</p>
            <NimSumTable game={game.clone()} breakdown={explanation.breakdown.clone()}
                show_change={false} caption={t!(CornerCaption)}
                rows={row_names(explanation)} />
            if explanation.breakdown.nim_sum == 0 {
                <p class="corners-verdict" data-testid="corners-verdict">{ t!(CornerBalanced) }</p>
            } else {
                <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
                <ul class="winning-moves corners-moves">{ for moves }</ul>
            }
            <NimTimes heads={explanation.heads.clone()} />
        </div>
    }
}

/// The nim-multiplication table's props: the heads whose products it marks.
#[derive(Properties, PartialEq)]
struct NimTimesProps {
    heads: Vec<GridCell>,
}

/// The nim-multiplication table from 0 to 15 (row x, column y), the heads' products marked, and
/// the Fermat 2-powers' rules that build it.
#[component]
fn NimTimes(props: &NimTimesProps) -> Html {
    let number = |n: u32| format_number(shown(), i64::from(n));
    let header = (0..TABLE_SIDE).map(|y| html! { <th scope="col">{ number(y.into()) }</th> });
    let rows = (0..TABLE_SIDE).map(|x| {
        let cells = (0..TABLE_SIDE).map(|y| {
            let cell = (usize::from(x), usize::from(y));
            let value = number(corner_value(cell));
            if props.heads.contains(&cell) {
                html! { <td class="used"><strong>{ value }</strong></td> }
            } else {
                html! { <td>{ value }</td> }
            }
        });
        html! { <tr><th scope="row">{ number(x.into()) }</th>{ for cells }</tr> }
    });
    html! {
        <section class="nim-times-section" data-testid="nim-times">
            <h3>{ t!(CornerTableTitle) }</h3>
            <ul class="fermat-rules">
                <li>{ t!(CornerRuleSmaller) }</li>
                <li>{ t!(CornerRuleSquare) }</li>
                <li>{ t!(CornerRuleSpread) }</li>
            </ul>
            <p class="nim-times-caption" id="nim-times-caption">{ t!(CornerTableCaption) }</p>
            // Scrolls sideways on a phone: a region the keyboard can reach and scroll.
            <div class="nim-times-wrap" dir="ltr" tabindex="0" role="region"
                aria-labelledby="nim-times-caption">
                <table class="nim-times" aria-labelledby="nim-times-caption">
                    <thead><tr><td aria-hidden="true">{ "⊗" }</td>{ for header }</tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
