//! A sum's parts, each drawn as its game is (an octal game as a row of pins one knocks, Nim and
//! Grundy's game as a heap of tokens), labelled with its Grundy value, with one button per move
//! the part allows: what it becomes ("→ 5", "→ 2 + 3"), the winning ones marked when hints are on
//! (behind a disclosure on a row, whose pins make the same moves).
//! On a row, a player presses a pin, then its neighbours to make a run, then Knock (as the ring:
//! select, then confirm); the solver says whether the run is a move.

use nim_solver::{Knock, Move, Part};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;

// Only its game's positions need it: a chunk, fetched when such a board is first drawn.
crate::views::chunk::split_view!(parts: pub fn parts_host() -> PartsBoard);
use crate::words::sum::{
    binary, game_with_code, knock_button, move_into, pin_label, pins_run, PinPress,
};

/// A run of pins selected in one part, from pin `first` to pin `last` (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    part: usize,
    first: u32,
    last: u32,
}

impl Run {
    /// The run knocked from its row of `size` pins.
    fn knock(self, size: u32) -> Knock {
        Knock {
            part: self.part,
            left: self.first,
            removed: self.last + 1 - self.first,
            right: size.saturating_sub(self.last + 1),
        }
    }
}

/// What pressing pin `pin` of part `part` does to the selected run, and the run selected after.
fn press(selected: Option<Run>, part: usize, pin: u32) -> (PinPress, Option<Run>) {
    let alone = Run {
        part,
        first: pin,
        last: pin,
    };
    let Some(run) = selected.filter(|run| run.part == part) else {
        return (PinPress::Select, Some(alone));
    };
    if run == alone {
        (PinPress::Unselect, None)
    } else if pin + 1 == run.first {
        (PinPress::Add, Some(Run { first: pin, ..run }))
    } else if pin == run.last + 1 {
        (PinPress::Add, Some(Run { last: pin, ..run }))
    } else if pin == run.first {
        (
            PinPress::Drop,
            Some(Run {
                first: pin + 1,
                ..run
            }),
        )
    } else if pin == run.last {
        (
            PinPress::Drop,
            Some(Run {
                last: pin - 1,
                ..run
            }),
        )
    } else {
        (PinPress::Select, Some(alone))
    }
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

/// Moves focus along a row of pins on arrow keys, Home and End (a row does not wrap).
fn arrow_focus(event: &KeyboardEvent) {
    let Some(target) = event
        .target()
        .and_then(|t| t.dyn_into::<HtmlElement>().ok())
    else {
        return;
    };
    let pin =
        |element: Option<web_sys::Element>| element.filter(|e| e.matches(".pin").unwrap_or(false));
    let next = match event.key().as_str() {
        "ArrowLeft" | "ArrowUp" => pin(target.previous_element_sibling()),
        "ArrowRight" | "ArrowDown" => pin(target.next_element_sibling()),
        "Home" => target
            .parent_element()
            .and_then(|row| row.query_selector(".pin").ok().flatten()),
        "End" => target.parent_element().and_then(|row| {
            let pins = row.query_selector_all(".pin").ok()?;
            pins.get(pins.length().checked_sub(1)?)?.dyn_into().ok()
        }),
        _ => return,
    };
    if let Some(element) = next.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        event.prevent_default();
        let _ = element.focus();
    }
}

/// The parts of the sum on the board, the nim-sum of their values under them.
#[component]
pub fn PartsBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let parts: Vec<Part> = game.rules().parts().unwrap_or_default().to_vec();
    // The run chosen, with the parts it was chosen on: once they change it no longer counts.
    let selection = use_state(|| None::<(Vec<Part>, Run)>);
    let board = use_node_ref();
    // After a knock the pins change: focus returns to that part's row once it is playable.
    let refocus = super::use_refocus(&board, "part", ".pin[tabindex='0']:not([disabled])");
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
    let pending = state.board.pending.clone();
    let total = values.iter().fold(0, |sum, value| sum ^ value);
    let chosen = selection
        .as_ref()
        .filter(|(on, _)| *on == parts && enabled)
        .map(|&(_, run)| run);
    let rows = parts.iter().any(|part| part.rule.is_row());

    let cards = parts.iter().zip(&values).enumerate().map(|(index, (part, &value))| {
        let name = game_with_code(part.rule);
        let row = part.rule.is_row();
        let kind = if row { "pins" } else { "tokens" };
        let moves = moves_of(&legal, index);
        // The runs the hinted moves knock, and the run the computer is about to knock.
        let winning: Vec<Knock> = hinted
            .iter()
            .filter(|mv| moves.contains(mv))
            .flat_map(|mv| Knock::runs(mv, part.size))
            .collect();
        let taking = pending
            .as_ref()
            .filter(|mv| moves.contains(mv))
            .and_then(|mv| Knock::runs(mv, part.size).first().copied());
        let here = chosen.filter(|run| run.part == index && run.last < part.size);
        let drawing = if row {
            let pins = (0..part.size).map(|pin| {
                let (press_does, after) = press(here, index, pin);
                let wins = winning.iter().any(|run| run.holds(pin));
                let selected = here.is_some_and(|run| (run.first..=run.last).contains(&pin));
                let knocked = taking.is_some_and(|run| run.holds(pin));
                let run = after.map_or((pin, pin), |run| (run.first, run.last));
                let label = pin_label(index, pin, part.size, press_does, run, wins);
                let focusable = here.map_or(pin == 0, |run| pin == run.last);
                let onclick = {
                    let selection = selection.clone();
                    let parts = parts.clone();
                    Callback::from(move |_| selection.set(after.map(|run| (parts.clone(), run))))
                };
                let onkeydown = {
                    let selection = selection.clone();
                    Callback::from(move |e: KeyboardEvent| {
                        if e.key() == "Escape" {
                            selection.set(None);
                        } else {
                            arrow_focus(&e);
                        }
                    })
                };
                html! {
                    <button type="button"
                        class={classes!("pin", wins.then_some("win"), selected.then_some("selected"), knocked.then_some("taking"))}
                        tabindex={if focusable { "0" } else { "-1" }}
                        aria-label={label} aria-pressed={if selected { "true" } else { "false" }}
                        data-testid={format!("pin-{index}-{pin}")}
                        disabled={!enabled} {onclick} {onkeydown} />
                }
            });
            html! {
                <div class="part-drawing pins" dir="ltr">
                    <div class="pin-row" role="group" aria-label={t!(SumPinsLabel, count = part.size, part = index + 1)}>
                        { for pins }
                    </div>
                    <span class="part-size" aria-hidden="true">{ part.size }</span>
                </div>
            }
        } else {
            let tokens = (0..part.size).map(|_| html! { <span class="token"></span> });
            html! {
                <div class="part-drawing tokens" aria-hidden="true" dir="ltr">
                    { for tokens }
                    <span class="part-size">{ part.size }</span>
                </div>
            }
        };
        let knock = here.map(|run| {
            let knock = run.knock(part.size);
            let wins = winning.contains(&knock);
            let onclick = {
                let dispatch = state.dispatcher();
                let refocus = refocus.clone();
                // The solver refuses a run its rule does not allow; the run stays selected then.
                Callback::from(move |_| {
                    *refocus.borrow_mut() = Some(index);
                    dispatch.dispatch(Action::Board(BoardAction::Play(knock.to_move())));
                })
            };
            let cancel = {
                let selection = selection.clone();
                Callback::from(move |_| selection.set(None))
            };
            html! {
                <div class="knock-options" role="group" aria-label={t!(SumKnockGroup, part = index + 1)}>
                    <button type="button" class={classes!("knock", wins.then_some("win"))} data-testid="knock"
                        data-run={pins_run(run.first, run.last)} {onclick}>
                        { knock_button(run.first, run.last, part.size) }
                        if wins {
                            <span class="mark" aria-hidden="true">{ " ★" }</span>
                            <span class="visually-hidden">{ format!(" ({})", t!(SumMoveWins)) }</span>
                        }
                    </button>
                    <button type="button" class="secondary" data-testid="knock-cancel" onclick={cancel}>
                        { t!(BoardCancel) }
                    </button>
                </div>
            }
        });
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
        let list = html! {
            <ul class="part-moves" aria-label={t!(SumPartMoves, part = index + 1)}>
                { for buttons }
            </ul>
        };
        html! {
            <li class={classes!("part", here.is_some().then_some("knocking"))} data-testid={format!("part-{index}")}
                data-rule={part.rule.to_string()} data-size={part.size.to_string()} data-grundy={value.to_string()}
                aria-label={t!(SumPartLabel, part = index + 1, game = name.clone(), kind = kind, size = part.size)}>
                <h3 class="part-title">
                    <span class="part-name">{ t!(SumPartName, part = index + 1) }</span>
                    { " · " }{ name }
                </h3>
                { drawing }
                { for knock }
                if shown {
                    <p class="part-value" data-testid={format!("value-{index}")}>
                        { t!(SumPartValue, value = value, binary = crate::i18n::left_to_right(binary(value))) }
                    </p>
                }
                if moves.is_empty() {
                    <p class="part-no-moves">{ t!(SumPartNoMoves) }</p>
                } else if row {
                    // The pins make every move; the list stays a disclosure away, as text.
                    <details class="part-moves-more">
                        <summary>{ t!(SumMovesList, count = moves.len()) }</summary>
                        { list }
                    </details>
                } else {
                    { list }
                }
            </li>
        }
    });

    html! {
        <div class="parts-board" ref={board}>
            <ol class="parts" data-testid="parts" aria-label={t!(SumPartsLabel)}>
                { for cards }
            </ol>
            if rows && enabled && chosen.is_none() {
                <p class="hint-text pins-hint">{ t!(SumPinsHint) }</p>
            }
            <p class="sum-total" data-testid="sum-value" data-value={total.to_string()} hidden={!shown}>
                { t!(SumTotal, value = total) }
            </p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_grows_by_its_neighbours_shrinks_from_its_ends_and_starts_again_elsewhere() {
        let run = |first, last| {
            Some(Run {
                part: 1,
                first,
                last,
            })
        };
        assert_eq!(press(None, 1, 3), (PinPress::Select, run(3, 3)));
        assert_eq!(press(run(3, 3), 1, 4), (PinPress::Add, run(3, 4)));
        assert_eq!(press(run(3, 4), 1, 2), (PinPress::Add, run(2, 4)));
        assert_eq!(press(run(2, 4), 1, 2), (PinPress::Drop, run(3, 4)));
        assert_eq!(press(run(2, 4), 1, 4), (PinPress::Drop, run(2, 3)));
        assert_eq!(press(run(2, 4), 1, 3), (PinPress::Select, run(3, 3)));
        assert_eq!(press(run(2, 4), 1, 6), (PinPress::Select, run(6, 6)));
        assert_eq!(press(run(3, 3), 1, 3), (PinPress::Unselect, None));
        // A pin of another part starts a run there.
        assert_eq!(
            press(run(3, 3), 0, 4),
            (
                PinPress::Select,
                Some(Run {
                    part: 0,
                    first: 4,
                    last: 4
                })
            )
        );
    }

    #[test]
    fn a_run_knocks_what_lies_between_its_sides() {
        let run = Run {
            part: 2,
            first: 2,
            last: 3,
        };
        assert_eq!(
            run.knock(8),
            Knock {
                part: 2,
                left: 2,
                removed: 2,
                right: 4
            }
        );
        assert_eq!(
            run.knock(8).to_move(),
            Move::Split {
                heap: 2,
                into: [2, 4]
            }
        );
        assert_eq!(
            Run {
                part: 0,
                first: 0,
                last: 7
            }
            .knock(8)
            .to_move(),
            Move::Take { heap: 0, to: 0 }
        );
    }
}
