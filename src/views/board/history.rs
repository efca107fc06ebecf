//! The move list: each move with the nim-sum it leaves, or the variant's verdict.

use nim_solver::Outcome;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::t;
use crate::views::board::slice::Verdict;
use crate::words::describe_move;

fn verdict_text(verdict: Verdict) -> String {
    let outcome = verdict.outcome.map_or('?', Outcome::letter);
    match verdict.nim_sum.map(nim_solver::Nimber::value) {
        // The outcome's letter is P or N in every language (see docs/glossary.md).
        Some(sum) => t!(BoardHistoryNimSum, sum = sum, outcome = outcome.to_string()),
        None => t!(BoardHistoryPosition, outcome = outcome.to_string()),
    }
}

/// Every move of the game; undone moves stay listed, struck through, until a new move replaces them.
#[component]
pub fn History() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    if state.board.entries.is_empty() {
        return html! {
            <section class="history" aria-labelledby="history-title">
                <h2 id="history-title">{ t!(BoardHistoryTitle) }</h2>
                <p class="note">{ t!(BoardHistoryEmpty) }</p>
            </section>
        };
    }
    let start = state.start();
    let items = state.board.entries.iter().enumerate().map(|(i, entry)| {
        let before = if i == 0 {
            &start
        } else {
            &state.board.entries[i - 1].game
        };
        let undone = i >= state.board.cursor;
        html! {
            <li class={classes!(undone.then_some("undone"))} data-testid="history-entry">
                <span class="who">{ state.name(entry.player).label() }</span>
                <span class="what">{ describe_move(before, &entry.mv) }</span>
                <span class="verdict">{ verdict_text(entry.verdict()) }</span>
                if undone { <span class="visually-hidden">{ " " }{ t!(BoardHistoryUndone) }</span> }
            </li>
        }
    });
    html! {
        <section class="history" aria-labelledby="history-title">
            <h2 id="history-title">{ t!(BoardHistoryTitle) }</h2>
            <ol data-testid="history">{ for items }</ol>
        </section>
    }
}
