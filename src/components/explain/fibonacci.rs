//! Fibonacci Nim's drawing: its rules, the line beside the board that says how many this move may
//! take, and its panel: the heap as a sum of non-consecutive Fibonacci numbers in a table (one
//! column per Fibonacci number, a mark in each used one), the limit, and what each winning take
//! leaves.

use nim_solver::{FibonacciExplanation, Game, Move};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::i18n::left_to_right;
use crate::t;
use crate::views::present::walk::Stage;
use crate::words::{describe_move, Source};

/// Fibonacci Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainFibonacciName),
        text: t!(ExplainFibonacciRules).into(),
        hint: t!(ExplainFibonacciHint).into(),
    }
}

/// The most this move may take, in words beside the board: the rule a player needs with hints off.
pub(super) fn control(game: &Game) -> Html {
    // One legal move per number that may be taken: 1 to the limit.
    let limit = game.legal_moves().len();
    let last = game.rules().last_take();
    // With nothing to take the game is over, and the turn line says who won.
    if limit == 0 {
        return Html::default();
    }
    let text = match last {
        None => t!(BoardFibonacciLimitFirst, limit = limit),
        Some(taken) => t!(BoardFibonacciLimit, last = taken, limit = limit),
    };
    html! {
        <p class="take-limit" data-testid="take-limit" data-limit={limit.to_string()}>{ text }</p>
    }
}

/// `n = a + b + c`, read left to right in every language.
fn sum_text(heap: u32, parts: &[u32]) -> String {
    let parts: Vec<String> = parts.iter().map(u32::to_string).collect();
    left_to_right(format!("{heap} = {}", parts.join(" + ")))
}

/// One row of the table: a heap's Zeckendorf parts marked under their columns, the smallest
/// boxed (`smallest`, once it is weighed); screen readers hear "a part" (and "the smallest
/// part") for each mark.
fn row(
    name: String,
    heap: u32,
    (parts, smallest): (&[u32], Option<u32>),
    columns: &[u32],
    testid: String,
) -> Html {
    let cells = columns.iter().map(|&column| {
        let used = parts.contains(&column);
        let least = used && smallest == Some(column);
        html! {
            <td class={classes!("bit", used.then_some("one"), least.then_some("smallest"))}>
                if used {
                    <span aria-hidden="true">{ "●" }</span>
                    <span class="sr-only">{ t!(ExplainFibonacciPartUsed) }</span>
                    if least {
                        <span class="sr-only">{ t!(ExplainFibonacciSmallest) }</span>
                    }
                }
            </td>
        }
    });
    html! {
        <tr data-testid={testid}>
            <th scope="row">{ name }</th>
            <td class="size">{ heap }</td>
            { for cells }
        </tr>
    }
}

/// The table of the heap's Zeckendorf sum (and the sum each winning take leaves), the sums in
/// words, the limit, why the position is won or lost, and every winning move with what it leaves.
/// Projector mode's walk marks the parts one at a time, then weighs the smallest against the
/// limit, then shows the winning takes.
pub(super) fn panel(
    game: &Game,
    explanation: &FibonacciExplanation,
    winning: &[Move],
    shown: Shown,
) -> Html {
    let stage = match shown {
        Shown::Walk(at) => at.stage,
        Shown::All { .. } => Stage::ALL,
    };
    let FibonacciExplanation {
        heap,
        last,
        limit,
        columns,
        parts,
        takes,
    } = explanation;
    let smallest = parts.last().copied().unwrap_or(0);
    let marked = &parts[..stage.parts.min(parts.len())];
    let weighed = stage.conclusion.then_some(smallest);
    let headers = columns.iter().map(|column| {
        let least = weighed == Some(*column);
        html! { <th scope="col" class={classes!("bit-col", least.then_some("smallest"))}>{ column }</th> }
    });
    let after_rows = takes.iter().map(|take| {
        row(
            t!(ExplainFibonacciRowAfter, taken = take.taken),
            take.left,
            (&take.parts, take.parts.last().copied()),
            columns,
            format!("fibonacci-after-{}", take.taken),
        )
    });
    let moves = winning.iter().zip(takes).map(|(mv, take)| {
        let said = describe_move(game, mv);
        let text = match take.parts.last() {
            Some(&least) => t!(
                ExplainFibonacciTake,
                move = said,
                sum = sum_text(take.left, &take.parts),
                smallest = least,
                double = take.taken.saturating_mul(2)
            ),
            None => t!(ExplainFibonacciTakeAll, move = said),
        };
        html! { <li>{ text }</li> }
    });
    let limit_text = match last {
        None => t!(ExplainFibonacciLimitFirst, limit = *limit),
        Some(taken) => t!(ExplainFibonacciLimit, last = *taken, limit = *limit),
    };
    let verdict = if takes.is_empty() {
        t!(ExplainFibonacciLosing, smallest = smallest, limit = *limit)
    } else {
        t!(ExplainFibonacciWinning, smallest = smallest, limit = *limit)
    };
    let caption = t!(ExplainFibonacciCaption);
    html! {
        <div class="fibonacci" data-testid="fibonacci">
            <h3>{ t!(ExplainFibonacciName) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(ExplainFibonacciSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::Fibonacci.title() }</cite> },
                ) }
            </p>
            <div class="table-scroll" role="region" tabindex="0" aria-label={caption.clone()}>
                <table class="nim-sum-table zeckendorf-table" data-testid="zeckendorf-table" dir="ltr">
                    <caption>{ caption }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ t!(ExplainHeapColumn) }</th>
                            <th scope="col">{ t!(ExplainSizeColumn) }</th>
                            { for headers }
                        </tr>
                    </thead>
                    <tbody>
                        { row(t!(ExplainFibonacciRowNow), *heap, (marked, weighed), columns, "fibonacci-now".to_owned()) }
                        if stage.change {
                            { for after_rows }
                        }
                    </tbody>
                </table>
            </div>
            // The sum is said once every part is marked: a part of it would not be equal.
            if marked.len() == parts.len() {
                <p class="table-note" data-testid="zeckendorf-sum">{ sum_text(*heap, parts) }</p>
            }
            if stage.conclusion {
                <p class="table-note" data-testid="fibonacci-limit">{ limit_text }</p>
                <p class="rule" data-testid="fibonacci-verdict">{ verdict }</p>
                <p class="table-note">{ t!(ExplainFibonacciWhy) }</p>
            }
            if stage.change {
                <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
                <ul class="winning-moves fibonacci-takes" data-testid="fibonacci-takes">{ for moves }</ul>
            }
            if stage.conclusion && winning.is_empty() {
                <p class="table-note">{ t!(ExplainFibonacciNoWinningMove) }</p>
            }
        </div>
    }
}
