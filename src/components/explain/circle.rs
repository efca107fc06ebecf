//! Circle Nim's reasoning: the symmetry strategy on a whole ring, or rows of Kayles and their nim-sum.

use nim_solver::{CircleExplanation, KaylesRow};
use yew::prelude::*;

use crate::words::count;

/// What the Circle panel draws.
#[derive(Properties, PartialEq)]
pub struct CircleDetailsProps {
    /// The solver's Circle explanation.
    pub explanation: CircleExplanation,
}

/// The symmetry argument, or a table of rows with their places and Kayles values.
#[component]
pub fn CircleDetails(props: &CircleDetailsProps) -> Html {
    let body = match &props.explanation {
        CircleExplanation::IntactRing { markers } => html! {
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
        CircleExplanation::SmallRing { markers } => html! {
            <p class="symmetry">
                { format!(
                    "A whole ring of {}: they are neighbours, so the player to move takes them all \
                     and wins.",
                    count(*markers, "marker", "markers")
                ) }
            </p>
        },
        CircleExplanation::Rows { rows, nim_sum } => rows_table(rows, *nim_sum),
    };
    html! {
        <div class="circle">
            <h3>{ "Circle Nim" }</h3>
            { body }
        </div>
    }
}

/// The broken ring as rows of Kayles: places, length, Grundy value, and the nim-sum of the values.
fn rows_table(rows: &[KaylesRow], nim_sum: u32) -> Html {
    let body = rows.iter().enumerate().map(|(r, row)| {
        html! {
            <tr>
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
                        <tr class="parity">
                            <th scope="row" colspan="3">{ "Nim-sum" }</th>
                            <td class="grundy">{ nim_sum }</td>
                        </tr>
                    </tfoot>
                </table>
            </div>
            <p class="survivors">{ sum }</p>
        </>
    }
}

/// Ring places counted from 1, in order around the ring: "4, 5" or "9–2" for longer rows.
fn places(places: &[usize]) -> String {
    match places {
        [first, _, _, ..] => format!("{}–{}", first + 1, places[places.len() - 1] + 1),
        _ => places
            .iter()
            .map(|place| (place + 1).to_string())
            .collect::<Vec<_>>()
            .join(", "),
    }
}
