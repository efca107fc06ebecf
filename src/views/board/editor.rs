//! Setting up a position: presets from the documents, a random one, and free editing with limits.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::{Setup, MAX_BLOCKS, MAX_HEAPS, MAX_HEAP_SIZE, MAX_RING, MAX_STAIR_COINS};
use crate::presets::presets;
use crate::t;
use crate::views::board::slice::BoardAction;
use nim_solver::{Board, HEAPS_PER_MOVE};

/// The text of the `<input>` an event came from.
fn input_value(event: &Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// A whole number typed by a person, or why it is not one. `what` is the catalogue's key for
/// what is counted: `counters`, `places` or `blocks`.
pub fn parse_count(text: &str, what: &str, low: u32, high: u32) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(t!(BoardEditEmpty, what = what, low = low, high = high));
    }
    if text.starts_with('-') {
        return Err(t!(
            BoardEditNegative,
            text = text,
            what = what,
            low = low,
            high = high
        ));
    }
    match text.parse::<u32>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        Ok(n) => Err(t!(
            BoardEditOutOfRange,
            n = n,
            what = what,
            low = low,
            high = high
        )),
        Err(_) if text.bytes().all(|b| b.is_ascii_digit()) => {
            Err(t!(BoardEditTooMany, what = what, low = low, high = high))
        }
        Err(_) => Err(t!(BoardEditNotANumber, text = text)),
    }
}

/// Presets, random position and the position editor.
#[component]
pub fn Editor() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let error = use_state(|| None::<String>);
    let base = Setup::from_game(&state.game(), &state.board.setup);
    let variant = base.variant;
    // A game played on a set number of heaps has no heap to add or remove.
    let fixed = variant.heap_count();
    // The fields the game has: its board's, and a blocker's blocks or a pass where it has them.
    let (has_blocks, has_pass) = {
        let game = base.game();
        (game.blocks().is_some(), game.pass_available().is_some())
    };
    let has_last = base.has_last_take();
    let has_k = base.game().rules().heaps_per_move().is_some();
    let dispatch = state.dispatcher();

    // Checks an edited position against the limits before starting from it.
    let load = {
        let dispatch = dispatch.clone();
        let error = error.clone();
        Callback::from(move |setup: Setup| {
            if let Some(problem) = setup.limit_problem() {
                error.set(Some(crate::words::limit_problem(problem)));
            } else {
                error.set(None);
                dispatch.dispatch(Action::Board(BoardAction::Load(setup)));
            }
        })
    };

    let preset_buttons = presets(variant).into_iter().map(|preset| {
        let load = load.clone();
        let setup = preset.setup.clone();
        html! {
            <button type="button" class="preset" onclick={Callback::from(move |_| load.emit(setup.clone()))}>
                { preset.label }
            </button>
        }
    });
    let random = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            // Platform randomness stays here, outside the pure reducer.
            let seed = (crate::app::platform::random() * 9_007_199_254_740_992.0) as u64;
            dispatch.dispatch(Action::Board(BoardAction::Random(seed)));
        })
    };

    // A staircase's heaps are its steps, named so; its coins gather on the lower steps in play.
    let stairs = variant.board() == Board::Stairs;
    let max_size = if stairs {
        MAX_STAIR_COINS
    } else {
        MAX_HEAP_SIZE
    };
    let heap_rows = base.heaps.iter().enumerate().map(|(i, &size)| {
        let onchange = {
            let base = base.clone();
            let load = load.clone();
            let error = error.clone();
            Callback::from(move |e: Event| match parse_count(&input_value(&e), "counters", 0, max_size) {
                Ok(n) => {
                    let mut setup = base.clone();
                    setup.heaps[i] = n;
                    load.emit(setup);
                }
                Err(message) if stairs => error.set(Some(t!(BoardEditStepError, step = i + 1, problem = message))),
                Err(message) => error.set(Some(t!(BoardEditHeapError, heap = i + 1, problem = message))),
            })
        };
        let remove = {
            let base = base.clone();
            let load = load.clone();
            Callback::from(move |_| {
                let mut setup = base.clone();
                setup.heaps.remove(i);
                load.emit(setup);
            })
        };
        let id = format!("heap-size-{i}");
        html! {
            <li class="heap-edit">
                <label for={id.clone()}>
                    { if stairs { t!(BoardStepName, step = i + 1) } else { t!(BoardHeapName, heap = i + 1) } }
                </label>
                <input id={id} type="number" inputmode="numeric" min="0" max={max_size.to_string()}
                    value={size.to_string()} data-testid={format!("heap-input-{i}")} {onchange} />
                if fixed.is_none() {
                    <button type="button" class="secondary"
                        aria-label={if stairs { t!(BoardEditRemoveStep, step = i + 1) } else { t!(BoardEditRemoveHeap, heap = i + 1) }}
                        disabled={base.heaps.len() <= 1} onclick={remove}>{ "✕" }</button>
                }
            </li>
        }
    });
    let add_heap = {
        let base = base.clone();
        let load = load.clone();
        Callback::from(move |_| {
            let mut setup = base.clone();
            setup.heaps.push(3);
            load.emit(setup);
        })
    };
    let on_ring = {
        let base = base.clone();
        let load = load.clone();
        let error = error.clone();
        Callback::from(move |e: Event| {
            match parse_count(&input_value(&e), "places", 1, MAX_RING as u32) {
                Ok(n) => {
                    let mut setup = base.clone();
                    setup.ring = vec![true; n as usize];
                    load.emit(setup);
                }
                Err(message) => error.set(Some(t!(BoardEditRingError, problem = message))),
            }
        })
    };
    let on_blocks = {
        let base = base.clone();
        let load = load.clone();
        let error = error.clone();
        Callback::from(move |e: Event| {
            match parse_count(&input_value(&e), "blocks", 1, MAX_BLOCKS) {
                Ok(n) => {
                    let mut setup = base.clone();
                    setup.blocks = n;
                    load.emit(setup);
                }
                Err(message) => error.set(Some(t!(BoardEditBlocksError, problem = message))),
            }
        })
    };
    let on_k = {
        let base = base.clone();
        let load = load.clone();
        let error = error.clone();
        let (low, high) = (*HEAPS_PER_MOVE.start(), *HEAPS_PER_MOVE.end());
        Callback::from(
            move |e: Event| match parse_count(&input_value(&e), "heaps", low, high) {
                Ok(n) => {
                    let mut setup = base.clone();
                    setup.heaps_per_move = n;
                    load.emit(setup);
                }
                Err(message) => error.set(Some(t!(BoardEditKError, problem = message))),
            },
        )
    };
    // 0 stands for no move yet: the position starts the game.
    let on_last = {
        let base = base.clone();
        let load = load.clone();
        let error = error.clone();
        Callback::from(move |e: Event| {
            match parse_count(&input_value(&e), "counters", 0, base.most_last_take()) {
                Ok(n) => {
                    let mut setup = base.clone();
                    setup.last = (n > 0).then_some(n);
                    load.emit(setup);
                }
                Err(message) => error.set(Some(t!(BoardEditLastTakeError, problem = message))),
            }
        })
    };
    let on_pass = {
        let base = base.clone();
        let load = load.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            {
                let mut setup = base.clone();
                setup.pass_available = input.checked();
                load.emit(setup);
            }
        })
    };

    html! {
        <section class="editor" aria-labelledby="editor-title">
            <h2 id="editor-title">{ t!(BoardEditTitle) }</h2>
            <p class="note">{ t!(BoardEditNote) }</p>
            <div class="presets" role="group" aria-label={t!(BoardEditPresets)}>
                { for preset_buttons }
                <button type="button" class="preset random" data-testid="random" onclick={random}>{ t!(BoardEditRandom) }</button>
            </div>
            if variant.board() == Board::Grid {
                <super::corners_editor::GridEditor base={base.clone()} load={load.clone()}
                    error={let error = error.clone(); Callback::from(move |message| error.set(Some(message)))} />
            } else if variant.board() == Board::Picture {
                <super::picture_editor::PictureEditor base={base.clone()} load={load.clone()}
                    error={let error = error.clone(); Callback::from(move |message| error.set(Some(message)))} />
            } else if variant.board() == Board::CoinRow {
                <super::coins_editor::CoinRowEditor base={base.clone()} load={load.clone()}
                    error={let error = error.clone(); Callback::from(move |message| error.set(Some(message)))} />
            } else if variant.board() == Board::Parts {
                <super::parts_editor::PartsEditor base={base.clone()} load={load.clone()}
                    error={let error = error.clone(); Callback::from(move |message| error.set(Some(message)))} />
            } else if variant.board() == Board::Ring {
                <div class="edit-row">
                    <label for="ring-size">{ t!(BoardEditRingSize) }</label>
                    <input id="ring-size" type="number" inputmode="numeric" min="1" max={MAX_RING.to_string()}
                        value={base.ring.len().to_string()} data-testid="ring-input" onchange={on_ring} />
                </div>
            } else {
                <ol class="heap-edits">{ for heap_rows }</ol>
                if fixed.is_none() {
                    <button type="button" data-testid="add-heap" disabled={base.heaps.len() >= MAX_HEAPS} onclick={add_heap}>
                        { if stairs { t!(BoardEditAddStep) } else { t!(BoardEditAddHeap) } }
                    </button>
                }
            }
            if has_blocks {
                <div class="edit-row">
                    <label for="blocks">{ t!(BoardEditBlocks) }</label>
                    <input id="blocks" type="number" inputmode="numeric" min="1" max={MAX_BLOCKS.to_string()}
                        value={base.blocks.to_string()} data-testid="blocks-input" onchange={on_blocks} />
                </div>
            }
            if has_k {
                <div class="edit-row">
                    <label for="heaps-per-move">{ t!(BoardEditK) }</label>
                    <input id="heaps-per-move" type="number" inputmode="numeric"
                        min={HEAPS_PER_MOVE.start().to_string()} max={HEAPS_PER_MOVE.end().to_string()}
                        value={base.heaps_per_move.to_string()} data-testid="k-input" onchange={on_k} />
                </div>
            }
            if has_last {
                <div class="edit-row">
                    <label for="last-take">{ t!(BoardEditLastTake) }</label>
                    <input id="last-take" type="number" inputmode="numeric" min="0" max={base.most_last_take().to_string()}
                        value={base.last.unwrap_or(0).to_string()} data-testid="last-input" onchange={on_last} />
                </div>
            }
            if has_pass {
                <label class="edit-row">
                    <input type="checkbox" checked={base.pass_available} onchange={on_pass} />
                    { " " }{ t!(BoardEditPassAvailable) }
                </label>
            }
            if let Some(message) = (*error).clone() {
                <p class="field-error" role="alert" data-testid="edit-error"><span aria-hidden="true">{ "⚠ " }</span>{ message }</p>
            }
            <p class="limits" data-testid="limits">{ crate::words::limits_text(variant) }</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::parse_count;

    #[test]
    fn typed_numbers_are_checked_with_a_reason() {
        assert_eq!(parse_count(" 7 ", "counters", 0, 31), Ok(7));
        assert!(parse_count("", "counters", 0, 31).is_err());
        assert!(parse_count("-2", "counters", 0, 31)
            .unwrap_err()
            .contains("negative"));
        assert!(parse_count("32", "counters", 0, 31)
            .unwrap_err()
            .contains("out of range"));
        assert!(parse_count("99999999999", "counters", 0, 31)
            .unwrap_err()
            .contains("too many"));
        assert!(parse_count("3.5", "counters", 0, 31)
            .unwrap_err()
            .contains("not a whole number"));
    }
}
