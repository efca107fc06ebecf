//! Circle Nim's drawing: its rules, and its reasoning: the symmetry strategy on a whole ring, or
//! rows of Kayles and their nim-sum; in projector mode's walk, only as much as its stage has reached.

use nim_solver::{CircleExplanation, KaylesRow};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::t;
use crate::views::present::walk::{Stage, Symmetry};
use crate::words::present::{places, small_ring_verdict, symmetry, whole_ring};

/// Circle Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainCircleName),
        text: t!(ExplainCircleRules).into(),
        hint: t!(ExplainCircleHint).into(),
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
            statements_list(&statements, &t!(PresentSymmetryVerdict), stage)
        }
        (CircleExplanation::SmallRing { markers }, Some(stage)) => statements_list(
            &[whole_ring(*markers)],
            &small_ring_verdict(*markers),
            stage,
        ),
        (CircleExplanation::IntactRing { markers }, None) => {
            let (one, two) = (markers.saturating_sub(1), markers.saturating_sub(2));
            html! {
                <>
                    <p class="symmetry">
                        { t!(ExplainCircleSymmetry, markers = *markers) }
                    </p>
                    <p class="opening" data-testid="circle-opening">
                        { t!(
                            ExplainCircleOpening,
                            one = one,
                            one_value = nim_solver::kayles_grundy(one),
                            two = two,
                            two_value = nim_solver::kayles_grundy(two)
                        ) }
                    </p>
                </>
            }
        }
        (CircleExplanation::SmallRing { markers }, None) => html! {
            <p class="symmetry">
                { small_ring_verdict(*markers) }
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
            <h3>{ t!(ExplainCircleName) }</h3>
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
                <th scope="row">{ t!(ExplainCircleRow, row = r + 1) }</th>
                <td class="places">{ places(&row.places) }</td>
                <td class="markers">{ row.places.len() }</td>
                <td class="grundy">{ row.grundy }</td>
            </tr>
        }
    });
    let values: Vec<String> = rows.iter().map(|row| row.grundy.to_string()).collect();
    let sum = if values.is_empty() {
        t!(ExplainCircleEmpty)
    } else {
        t!(
            ExplainCircleSum,
            values = values.join(" ⊕ "),
            nim_sum = nim_sum
        )
    };
    html! {
        <>
            <p class="table-note">
                { t!(ExplainCircleBroken) }
            </p>
            <div class="table-scroll" role="region" tabindex="0" aria-label={t!(ExplainCircleRowsLabel)}>
                <table class="kayles-table">
                    <caption>{ t!(ExplainCircleCaption) }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ t!(ExplainCircleRowColumn) }</th>
                            <th scope="col">{ t!(ExplainCirclePlacesColumn) }</th>
                            <th scope="col">{ t!(ExplainCircleMarkersColumn) }</th>
                            <th scope="col">{ t!(ExplainCircleKaylesColumn) }</th>
                        </tr>
                    </thead>
                    <tbody>{ for body }</tbody>
                    <tfoot>
                        <tr class={classes!("parity", (!stage.conclusion).then_some("veiled"))}>
                            <th scope="row" colspan="3">{ t!(ExplainNimSumRow) }</th>
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
