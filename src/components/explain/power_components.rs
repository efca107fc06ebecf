//! Seed 003's picture: each heap as powers of two (5 = 4 + 1), pairs cancelling, survivors the nim-sum.

use nim_solver::NimSumBreakdown;
use yew::prelude::*;

use crate::t;
use crate::views::present::walk::Stage;
use crate::words::Source;

/// What the view draws.
#[derive(Properties, PartialEq)]
pub struct PowerComponentsProps {
    /// The solver's breakdown, whose `components` mark what cancels.
    pub breakdown: NimSumBreakdown,
    /// How much projector mode's walk has revealed; everything when `None`.
    #[prop_or_default]
    pub stage: Option<Stage>,
    /// A sum's parts, one name per line ("Kayles 8"): the numbers are their Grundy values.
    #[prop_or_default]
    pub parts: Vec<String>,
}

/// One line per heap with its powers of two, cancelled ones struck through, then what is left.
#[component]
pub fn PowerComponents(props: &PowerComponentsProps) -> Html {
    let breakdown = &props.breakdown;
    let stage = props.stage.unwrap_or(Stage::ALL);
    // The walk shows the powers of its columns so far, highest first; cancelling waits for parity.
    let smallest_shown = match stage.parts {
        0 => u32::MAX,
        n => breakdown.columns.get(n - 1).copied().unwrap_or(0),
    };
    let heaps = breakdown.heaps.iter().enumerate().map(|(h, size)| {
        let parts = breakdown.components.get(h).map_or(&[][..], Vec::as_slice);
        let terms = parts.iter().enumerate().map(|(i, part)| {
            let unseen = part.value < smallest_shown;
            let plus = (i > 0).then(|| html! { <span class={classes!("plus", unseen.then_some("veiled"))}>{ " + " }</span> });
            let term = if unseen {
                html! { <span class="component veiled">{ part.value }</span> }
            } else if part.cancelled && stage.conclusion {
                html! {
                    <s class="component cancelled">
                        { part.value }
                        <span class="sr-only">{ " " }{ t!(ExplainCancels) }</span>
                    </s>
                }
            } else {
                html! { <span class="component survivor">{ part.value }</span> }
            };
            html! { <>{ plus }{ term }</> }
        });
        html! {
            <li>
                <span class="heap-name">
                    { match props.parts.get(h) {
                        Some(part) => t!(ExplainPowersPart, part = part.clone(), value = *size),
                        None => t!(ExplainPowersHeap, heap = h + 1, size = *size),
                    } }
                    { " = " }
                </span>
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
        t!(ExplainPowersAllCancel)
    } else {
        let terms: Vec<String> = survivors.iter().map(u32::to_string).collect();
        t!(
            ExplainPowersLeftOver,
            terms = terms.join(" + "),
            nim_sum = breakdown.nim_sum
        )
    };

    html! {
        <div class="power-components">
            <h3>{ t!(ExplainPowersTitle) }</h3>
            <p class="table-note">
                { if props.parts.is_empty() { t!(ExplainPowersIntro) } else { t!(ExplainPowersIntroParts) } }
            </p>
            <p class="source-note">
                { super::around(
                    &t!(ExplainPowersSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::ThingWithNim.title() }</cite> },
                ) }
            </p>
            <ul class="component-list">{ for heaps }</ul>
            if stage.conclusion {
                <p class="survivors">{ left_over }</p>
            }
            if let Some(change) = breakdown.changes.first().filter(|_| props.stage.is_some_and(|s| s.change)) {
                <p class="survivors" data-testid="powers-change">{ crate::words::review::recipe(*change, breakdown.nim_sum) }</p>
            }
        </div>
    }
}
