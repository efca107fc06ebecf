//! Moore's Nim's drawing: its rules, and its panel: the heaps in binary with each column's ones
//! counted modulo k + 1, and Moore's construction of a winning move, one column at a time.

use nim_solver::{Game, Moore, MooreExplanation, MooreStep, Move};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::i18n::{format_list, shown};
use crate::t;
use crate::views::present::walk::Stage;
use crate::words::{describe_move, Source};

/// Moore's Nim's rules and how to win, for this game's k.
pub(super) fn rules(game: &Moore) -> Rules {
    Rules {
        name: t!(ExplainMooreName),
        text: t!(ExplainMooreRules, k = game.k).into(),
        hint: t!(ExplainMooreHint, modulus = game.k + 1).into(),
    }
}

/// Heaps named in a sentence: "heap 1 and heap 3".
fn heap_names(heaps: &[usize]) -> String {
    let names: Vec<String> = heaps
        .iter()
        .map(|&heap| t!(ExplainMooreHeapName, heap = heap + 1))
        .collect();
    format_list(shown(), &names)
}

/// One column's step of the construction in words.
fn step_sentence(step: &MooreStep, modulus: u32, changed_before: bool) -> String {
    if !step.lowered.is_empty() {
        t!(
            ExplainMooreStepLower,
            column = step.column,
            ones = step.ones,
            extra = step.ones % modulus,
            modulus = modulus,
            heaps = heap_names(&step.lowered),
            count = step.lowered.len()
        )
    } else if !step.raised.is_empty() {
        t!(
            ExplainMooreStepRaise,
            column = step.column,
            ones = step.ones,
            heaps = heap_names(&step.raised),
            count = step.raised.len(),
            total = step.ones + step.raised.len() as u32,
            modulus = modulus
        )
    } else {
        t!(
            ExplainMooreStepKeep,
            column = step.column,
            ones = step.ones,
            modulus = modulus,
            changed = if changed_before { "yes" } else { "no" }
        )
    }
}

/// The binary table: a row per heap (and its size after the constructed move once `stage`
/// shows it), then each column's ones and their residue, for the columns `stage` has counted.
fn table(explanation: &MooreExplanation, stage: Stage) -> Html {
    let modulus = explanation.k + 1;
    let counted = |column: usize| column < stage.parts;
    let after = explanation.after.as_ref().filter(|_| stage.change);
    let caption = t!(ExplainMooreCaption, modulus = modulus);
    let header = explanation
        .columns
        .iter()
        .map(|column| html! { <th scope="col" class="bit-col">{ column }</th> });
    let rows = explanation.heaps.iter().enumerate().map(|(heap, &size)| {
        let bits = explanation.rows[heap].iter().map(|&bit| {
            html! { <td class={classes!("bit", bit.then_some("one"))}>{ if bit { "1" } else { "0" } }</td> }
        });
        let changed = after.and_then(|after| after.get(heap)).filter(|&&to| to != size);
        html! {
            <tr>
                <th scope="row">{ heap + 1 }</th>
                <td class="size">{ size }</td>
                { for bits }
                if let Some(after) = after {
                    <td class={classes!("after", changed.is_some().then_some("changed"))}>
                        { after.get(heap).copied().unwrap_or(size) }
                    </td>
                }
            </tr>
        }
    });
    let shown = |column: usize, value: u32| {
        if counted(column) {
            value.to_string()
        } else {
            String::new()
        }
    };
    let counts = (explanation.counts.iter().enumerate())
        .map(|(column, &count)| html! { <td>{ shown(column, count) }</td> });
    let residues = (explanation.residues.iter().enumerate()).map(|(column, &residue)| {
        let off = counted(column) && residue != 0;
        html! {
            <td class={classes!("parity-bit", "residue", off.then_some("unbalanced"))}>
                { shown(column, residue) }
                if off { <span class="mark" aria-hidden="true">{ " ✗" }</span> }
            </td>
        }
    });
    html! {
        <div class="table-scroll" role="region" tabindex="0" aria-label={caption.clone()}>
            <table class="nim-sum-table moore-table" data-testid="moore-table" dir="ltr">
                <caption>{ caption }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t!(ExplainMooreHeap) }</th>
                        <th scope="col"><span class="visually-hidden">{ t!(ExplainMooreHeap) }</span></th>
                        { for header }
                        if after.is_some() {
                            <th scope="col">{ t!(ExplainMooreAfter) }</th>
                        }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
                <tfoot>
                    <tr class="counts">
                        <th scope="row" colspan="2">{ t!(ExplainMooreOnes) }</th>
                        { for counts }
                        if after.is_some() { <td /> }
                    </tr>
                    <tr class="residues" data-testid="moore-residues">
                        <th scope="row" colspan="2">{ t!(ExplainMooreModulo, modulus = modulus) }</th>
                        { for residues }
                        if after.is_some() { <td /> }
                    </tr>
                </tfoot>
            </table>
        </div>
    }
}

/// The constructed move in words, and how many heaps it takes from.
fn made_move(game: &Game, explanation: &MooreExplanation) -> Option<(String, usize)> {
    let after = explanation.after.as_ref()?;
    let takes: Vec<(usize, u32)> = explanation
        .heaps
        .iter()
        .zip(after)
        .enumerate()
        .filter(|(_, (from, to))| from != to)
        .map(|(heap, (_, &to))| (heap, to))
        .collect();
    let count = takes.len();
    let mv = match takes.as_slice() {
        &[(heap, to)] => Move::Take { heap, to },
        _ => Move::Several { takes },
    };
    Some((describe_move(game, &mv), count))
}

/// The binary table with the columns' counts, the verdict, and the construction's steps and move.
pub(super) fn panel(game: &Game, explanation: &MooreExplanation, shown: Shown) -> Html {
    // Projector mode's walk counts the columns one at a time, then gives the verdict with the
    // construction's steps, then the move.
    let stage = match shown {
        Shown::Walk(at) => at.stage,
        Shown::All { .. } => Stage::ALL,
    };
    let modulus = explanation.k + 1;
    let mut changed_before = false;
    let steps: Vec<Html> = explanation
        .construction
        .iter()
        .filter(|_| stage.conclusion)
        .map(|step| {
            let sentence = step_sentence(step, modulus, changed_before);
            changed_before |= !step.lowered.is_empty();
            html! { <li data-testid="moore-step">{ sentence }</li> }
        })
        .collect();
    let p = explanation.after.is_none();
    html! {
        <div class="moore" data-testid="moore">
            <h3>{ t!(ExplainMooreName) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(ExplainMooreSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::Moore.title() }</cite> },
                ) }
            </p>
            { table(explanation, stage) }
            if stage.conclusion {
                <p class="moore-verdict" data-testid="moore-verdict">
                    { if p {
                        t!(ExplainMooreLosing, modulus = modulus, k = explanation.k)
                    } else {
                        t!(ExplainMooreWinning, modulus = modulus)
                    } }
                </p>
            }
            if !steps.is_empty() {
                <ol class="moore-steps" data-testid="moore-steps">{ for steps }</ol>
            }
            if let (Some((mv, count)), true) = (made_move(game, explanation), stage.change) {
                <p class="moore-move" data-testid="moore-move">
                    { t!(ExplainMooreMove, move = mv, count = count, k = explanation.k) }
                </p>
            }
        </div>
    }
}
