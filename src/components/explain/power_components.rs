//! Seed 003's picture: each heap as powers of two (5 = 4 + 1), pairs cancelling, survivors the nim-sum.

use nim_solver::NimSumBreakdown;
use yew::prelude::*;

use crate::words::Source;

/// What the view draws.
#[derive(Properties, PartialEq)]
pub struct PowerComponentsProps {
    /// The solver's breakdown, whose `components` mark what cancels.
    pub breakdown: NimSumBreakdown,
}

/// One line per heap with its powers of two, cancelled ones struck through, then what is left.
#[component]
pub fn PowerComponents(props: &PowerComponentsProps) -> Html {
    let breakdown = &props.breakdown;
    let heaps = breakdown.heaps.iter().enumerate().map(|(h, size)| {
        let parts = breakdown.components.get(h).map_or(&[][..], Vec::as_slice);
        let terms = parts.iter().enumerate().map(|(i, part)| {
            let plus = (i > 0).then(|| html! { <span class="plus">{ " + " }</span> });
            let term = if part.cancelled {
                html! {
                    <s class="component cancelled">
                        { part.value }
                        <span class="sr-only">{ " (cancels)" }</span>
                    </s>
                }
            } else {
                html! { <span class="component survivor">{ part.value }</span> }
            };
            html! { <>{ plus }{ term }</> }
        });
        html! {
            <li>
                <span class="heap-name">{ format!("Heap {}: {size} = ", h + 1) }</span>
                if parts.is_empty() {
                    <span class="component">{ "0" }</span>
                }
                { for terms }
            </li>
        }
    });
    let mut survivors: Vec<u32> = breakdown
        .components
        .iter()
        .flatten()
        .filter(|part| !part.cancelled)
        .map(|part| part.value)
        .collect();
    // Ascending then reversed shares the one sort the bundle already has.
    survivors.sort_unstable();
    survivors.reverse();
    let left_over = if survivors.is_empty() {
        "Every component cancels with a partner: nothing is left over, so the nim-sum is 0."
            .to_owned()
    } else {
        let terms: Vec<String> = survivors.iter().map(u32::to_string).collect();
        format!(
            "Left over: {} — together the nim-sum {}.",
            terms.join(" + "),
            breakdown.nim_sum
        )
    };

    html! {
        <div class="power-components">
            <h3>{ "Powers of two" }</h3>
            <p class="table-note">
                { "Each heap split into powers of two; equal powers in two heaps cancel in pairs (struck through)." }
            </p>
            <p class="source-note">
                { "This picture is the one in " }
                <cite>{ Source::ThingWithNim.title() }</cite>
                { format!(" ({})", Source::ThingWithNim.credit().trim_end_matches('.')) }
            </p>
            <ul class="component-list">{ for heaps }</ul>
            <p class="survivors">{ left_over }</p>
        </div>
    }
}
