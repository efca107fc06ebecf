//! The binary nim-sum table of seed 000's N(13,15,17) example, drawn from a `NimSumBreakdown`,
//! and projector mode's walk through it, shared by every game a nim-sum table decides.

use nim_solver::{Game, Move, NimSumBreakdown};
use yew::prelude::*;

use super::power_components::PowerComponents;
use super::WalkAt;
use crate::t;
use crate::views::present::walk::Stage;
use crate::words::{describe_move, describe_moves};

/// Projector mode's walk through `breakdown` at `at`'s step: the table (its rows named by
/// `rows`), or its powers of two.
pub(super) fn walked(game: &Game, breakdown: &NimSumBreakdown, at: WalkAt, rows: RowNames) -> Html {
    if at.powers {
        let parts = rows.names().to_vec();
        html! { <PowerComponents breakdown={breakdown.clone()} stage={Some(at.stage)} {parts} /> }
    } else {
        html! {
            <NimSumTable game={game.clone()} breakdown={breakdown.clone()} show_change={at.walk.change}
                stage={Some(at.stage)} caption={at.caption.to_owned()} {rows} />
        }
    }
}

/// What a table's rows are: heaps (numbered), a sum's parts (their Grundy values), or a
/// staircase's odd steps (their coins).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum RowNames {
    /// Heaps, named "Heap 1", "Heap 2", ...
    #[default]
    Heaps,
    /// A sum's parts, one name per row ("Kayles 8").
    Parts(Vec<String>),
    /// A staircase's odd steps, one name per row ("Step 3").
    Steps(Vec<String>),
    /// A row of coins' heads, one name per row ("coin 3"), their numbers the heads' values.
    Heads(Vec<String>),
    /// A picture's components standing apart on the ground, one name per row, their values.
    Components(Vec<String>),
}

impl RowNames {
    /// The rows' own names; none for heaps, which are numbered.
    pub fn names(&self) -> &[String] {
        match self {
            RowNames::Heaps => &[],
            RowNames::Parts(names)
            | RowNames::Steps(names)
            | RowNames::Heads(names)
            | RowNames::Components(names) => names,
        }
    }
}

/// What the table draws.
#[derive(Properties, PartialEq)]
pub struct NimSumTableProps {
    /// The position, to put the balancing moves in words.
    pub game: Game,
    /// The solver's breakdown.
    pub breakdown: NimSumBreakdown,
    /// Whether the balancing move wins here (box it and name it), or the table only shows the sum.
    pub show_change: bool,
    /// What the table shows, read first by screen readers.
    pub caption: AttrValue,
    /// How much projector mode's walk has revealed; everything when `None`.
    #[prop_or_default]
    pub stage: Option<Stage>,
    /// What the rows are: heaps, a sum's parts (their Grundy values) or a staircase's odd steps.
    #[prop_or_default]
    pub rows: RowNames,
}

/// Heaps in binary under columns 16 8 4 2 1, the parity row, unbalanced columns starred, and the
/// heap to change boxed with its new size.
#[component]
pub fn NimSumTable(props: &NimSumTableProps) -> Html {
    let breakdown = &props.breakdown;
    let stage = props.stage.unwrap_or(Stage::ALL);
    let change = (props.show_change && stage.change)
        .then(|| breakdown.changes.first().copied())
        .flatten();
    // Columns the walk has not reached keep their place, unseen (and unread).
    let veiled = |c: usize| (c >= stage.parts).then_some("veiled");
    let headers = breakdown.columns.iter().enumerate().map(|(c, value)| {
        let unbalanced = stage.conclusion && parity(breakdown, c);
        let highest = stage.conclusion && breakdown.highest_unbalanced == Some(*value);
        html! {
            <th scope="col" class={classes!("bit-col", unbalanced.then_some("unbalanced"), highest.then_some("highest"))}>
                { value }
                if unbalanced {
                    <span class="mark" aria-hidden="true">{ "★" }</span>
                    <span class="sr-only">{ t!(ExplainColumnUnbalanced) }</span>
                }
            </th>
        }
    });
    let rows = breakdown.heaps.iter().enumerate().map(|(h, size)| {
        let bits = breakdown.rows.get(h).map_or(&[][..], Vec::as_slice);
        let changing = change.is_some_and(|c| c.heap == h);
        let mut leading = true;
        let cells = breakdown.columns.iter().enumerate().map(|(c, _)| {
            let bit = bits.get(c).copied().unwrap_or(false);
            leading &= !bit;
            let flip = changing && parity(breakdown, c);
            html! {
                <td class={classes!("bit", bit.then_some("one"), leading.then_some("lead"), flip.then_some("flip"), veiled(c))}>
                    { if bit { "1" } else { "0" } }
                </td>
            }
        });
        let name = props
            .rows
            .names()
            .get(h)
            .cloned()
            .unwrap_or_else(|| t!(ExplainHeapRow, heap = h + 1));
        html! {
            <tr class={classes!(changing.then_some("change"))}>
                <th scope="row">{ name }</th>
                <td class="size">{ size }</td>
                { for cells }
                if props.show_change {
                    <td class="becomes">
                        if let Some(c) = change.filter(|c| c.heap == h) {
                            <span class="new-size">{ c.to }</span>
                        }
                    </td>
                }
            </tr>
        }
    });
    // A sum's rows are its parts, and their numbers values rather than sizes.
    let (row_heading, size_heading) = match props.rows {
        RowNames::Heaps => (t!(ExplainHeapColumn), t!(ExplainSizeColumn)),
        RowNames::Parts(_) => (t!(SumEditorLabel), t!(SumValueColumn)),
        RowNames::Steps(_) => (
            t!(ExplainStaircaseStepColumn),
            t!(ExplainStaircaseCoinsColumn),
        ),
        RowNames::Heads(_) => (t!(CoinHeadColumn), t!(SumValueColumn)),
        RowNames::Components(_) => (t!(PictureComponentColumn), t!(SumValueColumn)),
    };
    let parity_cells = breakdown.columns.iter().enumerate().map(|(c, _)| {
        let odd = parity(breakdown, c);
        html! {
            <td class={classes!("bit", "parity-bit", odd.then_some("unbalanced"))}>
                { if odd { "1" } else { "0" } }
            </td>
        }
    });

    html! {
        <div class="nim-sum">
            <div class="table-scroll" role="region" tabindex="0" aria-label={props.caption.clone()}>
                <table class={classes!("nim-sum-table", (props.rows != RowNames::Heaps).then_some("named-rows"))} dir="ltr">
                    <caption>{ props.caption.clone() }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ row_heading }</th>
                            <th scope="col">{ size_heading }</th>
                            { for headers }
                            if props.show_change {
                                <th scope="col">{ t!(ExplainNewColumn) }</th>
                            }
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                    <tfoot>
                        <tr class={classes!("parity", (!stage.conclusion).then_some("veiled"))}>
                            <th scope="row">{ t!(ExplainNimSumRow) }</th>
                            <td class="size">{ breakdown.nim_sum }</td>
                            { for parity_cells }
                            if props.show_change {
                                <td></td>
                            }
                        </tr>
                    </tfoot>
                </table>
            </div>
            if stage.conclusion {
                { summary(props, change.is_some()) }
            }
        </div>
    }
}

/// Whether column `c` holds an odd number of ones.
fn parity(breakdown: &NimSumBreakdown, c: usize) -> bool {
    breakdown.column_parity.get(c).copied().unwrap_or(false)
}

/// The sentence under the table: balanced, or which heap to change and the other choices.
fn summary(props: &NimSumTableProps, boxed: bool) -> Html {
    let breakdown = &props.breakdown;
    let Some(highest) = breakdown.highest_unbalanced else {
        return html! {
            <p class="table-note">{ t!(ExplainBalanced) }</p>
        };
    };
    let as_move = |c: &nim_solver::HeapChange| Move::Take {
        heap: c.heap,
        to: c.to,
    };
    let unbalanced = t!(ExplainUnbalanced, column = highest);
    if !boxed {
        return html! { <p class="table-note">{ unbalanced }</p> };
    }
    // A sum's part moves to a value, by whichever of its moves reaches it.
    if let (Some(change), RowNames::Parts(names)) = (breakdown.changes.first(), &props.rows) {
        let name = names.get(change.heap).cloned().unwrap_or_default();
        return html! {
            <p class="table-note">
                { unbalanced }{ t!(NoticeSentenceSeparator) }
                <strong class="change-move">
                    { t!(SumChange, part = change.heap + 1, game = name, value = change.to) }
                </strong>
            </p>
        };
    }
    let mut changes = breakdown.changes.iter().map(as_move);
    let first = changes
        .next()
        .map(|mv| describe_move(&props.game, &mv))
        .unwrap_or_default();
    let others: Vec<Move> = changes.collect();
    html! {
        <>
            <p class="table-note">
                { super::around(
                    &t!(ExplainBalancingMove, unbalanced = unbalanced, change = super::SLOT),
                    html! { <strong class="change-move">{ first }</strong> },
                ) }
            </p>
            if !others.is_empty() {
                <p class="table-note other-changes">
                    { t!(ExplainOtherChanges, moves = describe_moves(&props.game, &others)) }
                </p>
            }
        </>
    }
}
