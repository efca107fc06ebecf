//! Circle Nim's drawing: its rules, and its reasoning: the symmetry strategy on a whole ring, or
//! rows of Kayles and their nim-sum; in projector mode's walk, only as much as its stage has reached.

use nim_solver::{CircleExplanation, KaylesRow};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::views::present::walk::{Stage, Symmetry};
use crate::words::present::{places, small_ring_verdict, symmetry, whole_ring, SYMMETRY_VERDICT};

/// Circle Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: "Circle Nim",
        text: AttrValue::Static(
            "Markers sit on the places of a ring. Players take turns. On your turn, take one \
             marker, or two markers that sit next to each other with no empty place between \
             them. Whoever takes the last marker wins.",
        ),
        hint: AttrValue::Static(
            "on a whole ring of three or more markers, let your opponent start; then take the one \
             or two markers straight across the ring so that two equal rows are left, and copy \
             each of their moves in the other row.",
        ),
    }
}

/// The Circle panel, whole beside the board, or at the walk's stage with its winning row marked.
pub(super) fn panel(explanation: &CircleExplanation, shown: Shown) -> Html {
    let (stage, highlight) = match shown {
        Shown::All { .. } => (None, None),
        Shown::Walk(at) => (Some(at.stage), at.walk.changed_row()),
    };
    html! { <CircleDetails explanation={explanation.clone()} {stage} {highlight} /> }
}

/// What the Circle panel draws.
#[derive(Properties, PartialEq)]
pub struct CircleDetailsProps {
    /// The solver's Circle explanation.
    pub explanation: CircleExplanation,
    /// How much projector mode's walk has revealed; everything, as one paragraph, when `None`.
    #[prop_or_default]
    pub stage: Option<Stage>,
    /// The row holding the winning move, marked once the walk shows the move.
    #[prop_or_default]
    pub highlight: Option<usize>,
}

/// The symmetry argument, or a table of rows with their places and Kayles values.
#[component]
pub fn CircleDetails(props: &CircleDetailsProps) -> Html {
    let body = match (&props.explanation, props.stage) {
        (CircleExplanation::IntactRing { markers }, Some(stage)) => {
            let statements = Symmetry::ALL.map(|statement| symmetry(statement, *markers));
            statements_list(&statements, SYMMETRY_VERDICT, stage)
        }
        (CircleExplanation::SmallRing { markers }, Some(stage)) => statements_list(
            &[whole_ring(*markers)],
            &small_ring_verdict(*markers),
            stage,
        ),
        (CircleExplanation::IntactRing { markers }, None) => html! {
            <p class="symmetry">
                { format!(
                    "The ring is whole with {markers} markers. Whatever the first player takes, \
                     the second player answers by taking the one or two markers straight across \
                     the ring, leaving two rows of equal length; from then on they copy every move \
                     in the other row. So the player to move loses against perfect play (the \
                     symmetry strategy)."
                ) }
            </p>
        },
        (CircleExplanation::SmallRing { markers }, None) => html! {
            <p class="symmetry">
                { crate::words::present::small_ring_verdict(*markers) }
            </p>
        },
        (CircleExplanation::Rows { rows, nim_sum }, stage) => rows_table(
            rows,
            *nim_sum,
            stage.unwrap_or(Stage::ALL),
            props.highlight.filter(|_| stage.is_some_and(|s| s.change)),
        ),
    };
    html! {
        <div class="circle">
            <h3>{ "Circle Nim" }</h3>
            { body }
        </div>
    }
}

/// The walk's statements about a whole ring, one more per step, then what they add up to.
fn statements_list(statements: &[String], verdict: &str, stage: Stage) -> Html {
    let items = statements.iter().enumerate().map(|(s, statement)| {
        html! {
            <li class={classes!((s >= stage.parts).then_some("veiled"))}>{ statement }</li>
        }
    });
    html! {
        <>
            <ol class="ring-argument" data-testid="ring-argument">{ for items }</ol>
            <p class={classes!("ring-verdict", (!stage.conclusion).then_some("veiled"))}>{ verdict }</p>
        </>
    }
}

/// The broken ring as rows of Kayles: places, length, Grundy value, and the nim-sum of the values;
/// rows the walk has not reached keep their place, unseen, and the `highlight` row is marked.
fn rows_table(rows: &[KaylesRow], nim_sum: u32, stage: Stage, highlight: Option<usize>) -> Html {
    let body = rows.iter().enumerate().map(|(r, row)| {
        let veiled = (r >= stage.parts).then_some("veiled");
        let change = (highlight == Some(r)).then_some("change");
        html! {
            <tr class={classes!(veiled, change)}>
                <th scope="row">{ format!("Row {}", r + 1) }</th>
                <td class="places">{ places(&row.places) }</td>
                <td class="markers">{ row.places.len() }</td>
                <td class="grundy">{ row.grundy }</td>
            </tr>
        }
    });
    let values: Vec<String> = rows.iter().map(|row| row.grundy.to_string()).collect();
    let sum = if values.is_empty() {
        "No markers are left.".to_owned()
    } else {
        format!(
            "Nim-sum of the rows' Kayles values: {} = {nim_sum}. The player to move wins if and \
             only if it is not 0.",
            values.join(" ⊕ ")
        )
    };
    html! {
        <>
            <p class="table-note">
                { "The ring is broken, so each run of markers plays like a row of Kayles \
                   (take one marker or two neighbours); a row is worth its Kayles value." }
            </p>
            <div class="table-scroll" role="region" tabindex="0" aria-label="Rows of the ring">
                <table class="kayles-table">
                    <caption>{ "Rows of the ring and their Kayles values" }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ "Row" }</th>
                            <th scope="col">{ "Places" }</th>
                            <th scope="col">{ "Markers" }</th>
                            <th scope="col">{ "Kayles value" }</th>
                        </tr>
                    </thead>
                    <tbody>{ for body }</tbody>
                    <tfoot>
                        <tr class={classes!("parity", (!stage.conclusion).then_some("veiled"))}>
                            <th scope="row" colspan="3">{ "Nim-sum" }</th>
                            <td class="grundy">{ nim_sum }</td>
                        </tr>
                    </tfoot>
                </table>
            </div>
            if stage.conclusion {
                <p class="survivors">{ sum }</p>
            }
        </>
    }
}
