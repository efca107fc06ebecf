//! A sum's parts, each drawn as its game is (Kayles as a row of pins, the others as a heap of
//! tokens), labelled with its Grundy value, with one button per move the part allows: what it
//! becomes ("→ 5", "→ 2 + 3"), the winning ones marked when hints are on.

use nim_solver::{Move, Part, PartRule};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;
use crate::words::sum::{binary, game_with_code, move_into};

/// Whether a part is drawn as a row of pins (Kayles) rather than a heap of tokens.
fn pins(rule: PartRule) -> bool {
    rule.rule().and_then(|rule| rule.name()) == Some("kayles")
}

/// What a move leaves of its part, in order.
fn leaves(mv: &Move) -> Vec<u32> {
    match *mv {
        Move::Split { into, .. } => into.to_vec(),
        Move::Take { to: 0, .. } => Vec::new(),
        Move::Take { to, .. } => vec![to],
        _ => Vec::new(),
    }
}

/// The part's moves from the whole sum's list, in its order.
fn moves_of(all: &[Move], part: usize) -> Vec<Move> {
    all.iter()
        .filter(
            |mv| matches!(mv, Move::Take { heap, .. } | Move::Split { heap, .. } if *heap == part),
        )
        .cloned()
        .collect()
}

/// The parts of the sum on the board, the nim-sum of their values under them.
#[component]
pub fn PartsBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let parts: Vec<Part> = game.rules().parts().unwrap_or_default().to_vec();
    // The values the position's kept analysis already holds (its table is over them).
    let values: Vec<u32> = match &*ctx.analysis {
        Ok(analysis) => analysis
            .explanation
            .nim_sum_table()
            .map(|table| table.heaps.clone())
            .filter(|values| values.len() == parts.len()),
        Err(_) => None,
    }
    .unwrap_or_else(|| parts.iter().map(Part::value).collect());
    let legal = game.legal_moves();
    let hinted = ctx.hinted_moves();
    let shown = state.highlights();
    let enabled = state.board_enabled();
    let total = values.iter().fold(0, |sum, value| sum ^ value);

    let cards = parts.iter().zip(&values).enumerate().map(|(index, (part, &value))| {
        let name = game_with_code(part.rule);
        let kind = if pins(part.rule) { "pins" } else { "tokens" };
        let drawing = (0..part.size).map(|_| html! { <span class={classes!("token", (kind == "pins").then_some("pin"))}></span> });
        let moves = moves_of(&legal, index);
        let buttons = moves.iter().enumerate().map(|(k, mv)| {
            let wins = hinted.contains(mv);
            let text = move_into(&leaves(mv));
            let onclick = {
                let dispatch = state.dispatcher();
                let mv = mv.clone();
                Callback::from(move |_| dispatch.dispatch(Action::Board(BoardAction::Play(mv.clone()))))
            };
            html! {
                <li>
                    <button type="button" class={classes!("part-move", wins.then_some("win"))}
                        data-testid={format!("sum-move-{index}-{k}")} disabled={!enabled} {onclick}>
                        { text }
                        if wins {
                            <span class="mark" aria-hidden="true">{ " ★" }</span>
                            <span class="visually-hidden">{ format!(" ({})", t!(SumMoveWins)) }</span>
                        }
                    </button>
                </li>
            }
        });
        html! {
            <li class="part" data-testid={format!("part-{index}")} data-rule={part.rule.to_string()}
                data-size={part.size.to_string()} data-grundy={value.to_string()}
                aria-label={t!(SumPartLabel, part = index + 1, game = name.clone(), kind = kind, size = part.size)}>
                <h3 class="part-title">
                    <span class="part-name">{ t!(SumPartName, part = index + 1) }</span>
                    { " · " }{ name }
                </h3>
                <div class={classes!("part-drawing", kind)} aria-hidden="true" dir="ltr">
                    { for drawing }
                    <span class="part-size">{ part.size }</span>
                </div>
                if shown {
                    <p class="part-value" data-testid={format!("value-{index}")}>
                        { t!(SumPartValue, value = value, binary = crate::i18n::left_to_right(binary(value))) }
                    </p>
                }
                if moves.is_empty() {
                    <p class="part-no-moves">{ t!(SumPartNoMoves) }</p>
                } else {
                    <ul class="part-moves" aria-label={t!(SumPartMoves, part = index + 1)}>
                        { for buttons }
                    </ul>
                }
            </li>
        }
    });

    html! {
        <div class="parts-board">
            <ol class="parts" data-testid="parts" aria-label={t!(SumPartsLabel)}>
                { for cards }
            </ol>
            <p class="sum-total" data-testid="sum-value" data-value={total.to_string()} hidden={!shown}>
                { t!(SumTotal, value = total) }
            </p>
        </div>
    }
}
