//! The game's settings and commands: variant, mode, strength, who starts, hints, undo and redo.
//! On a phone the settings and rarer commands wait behind a "Settings" disclosure (CSS decides).

use nim_solver::Strength;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::model::{EmbedControls, Mode, Variant, ViewKey};
use crate::t;
use crate::views::board::slice::BoardAction;
use crate::words::{self, Title};

/// The value of the `<select>` an event came from.
pub(crate) fn select_value(event: &Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

/// The two groups "Settings" shows, fields before Hints and commands after Redo: DOM order = screen order.
const TUCKED_FIELDS: &str = "game-settings-fields";
const TUCKED_COMMANDS: &str = "game-settings-commands";
const TUCKED_BOTH: &str = "game-settings-fields game-settings-commands";

/// Settings and the undo, redo and new-game buttons.
#[component]
pub fn Controls() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let settings = &state.board.settings;
    let dispatch = state.dispatcher();
    let on = |action: fn(String) -> Option<Action>| {
        let dispatch = dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(a) = action(select_value(&e)) {
                dispatch.dispatch(a);
            }
        })
    };
    let on_variant = on(|v| {
        v.parse::<Variant>()
            .ok()
            .map(|v| Action::Board(BoardAction::SetVariant(v)))
    });
    let on_mode = on(|v| Mode::from_key(&v).map(|v| Action::Board(BoardAction::SetMode(v))));
    let on_strength = on(|v| {
        v.parse::<Strength>()
            .ok()
            .map(|v| Action::Board(BoardAction::SetStrength(v)))
    });
    let on_starts = on(|v| Some(Action::Board(BoardAction::SetHumanStarts(v == "you"))));
    let on_hints = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            {
                dispatch.dispatch(Action::Board(BoardAction::SetHints(input.checked())));
            }
        })
    };
    let click = |action: Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action.clone()))
    };
    let variant = state.board.setup.variant;
    // An embedding page may ask for the essentials only: hints, undo and a new game.
    let full = state
        .embed
        .is_none_or(|embed| embed.controls == EmbedControls::Full);
    let diagram_open = state.diagram().is_some();
    let review_open = state.review() && !diagram_open;
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };

    html! {
        <section class="controls" aria-label={t!(BoardSettingsLabel)}>
            if full {
                <button type="button" class="settings-button" data-testid="game-settings"
                    aria-expanded={open.to_string()} aria-controls={TUCKED_BOTH}
                    onclick={toggle}>{ t!(BoardSettingsToggle) }</button>
            }
            <div class="fields">
                if full {
                    <div id={TUCKED_FIELDS} class="tucked">
                        <label class="field">
                            <span>{ t!(BoardGameField) }</span>
                            <select data-testid="variant" onchange={on_variant}>
                                { for Variant::ALL.iter().map(|v| html! {
                                    <option value={v.key()} selected={*v == variant}>{ v.name() }</option>
                                }) }
                            </select>
                        </label>
                        <label class="field">
                            <span>{ t!(BoardModeField) }</span>
                            <select data-testid="mode" onchange={on_mode}>
                                { for Mode::ALL.iter().map(|m| html! {
                                    <option value={m.key()} selected={*m == settings.mode}>{ m.name() }</option>
                                }) }
                            </select>
                        </label>
                        if settings.mode == Mode::Computer {
                            <label class="field strength">
                                <span>{ t!(BoardComputerField) }</span>
                                <select data-testid="strength" onchange={on_strength}>
                                    { for Strength::ALL.into_iter().map(|s| html! {
                                        <option value={s.key()} selected={s == settings.strength}>{ words::strength_title(s) }</option>
                                    }) }
                                </select>
                            </label>
                            <label class="field">
                                <span>{ t!(BoardFirstMoveField) }</span>
                                <select data-testid="starts" onchange={on_starts}>
                                    <option value="you" selected={settings.human_starts}>{ t!(BoardFirstMoveYou) }</option>
                                    <option value="computer" selected={!settings.human_starts}>{ t!(BoardFirstMoveComputer) }</option>
                                </select>
                            </label>
                        }
                    </div>
                }
                <label class="field switch">
                    <input type="checkbox" role="switch" data-testid="hints" checked={settings.hints} onchange={on_hints} />
                    <span>{ t!(BoardHints) }</span>
                </label>
            </div>
            <div class="commands">
                <button type="button" data-testid="undo" disabled={!state.can_undo()} onclick={click(Action::Board(BoardAction::Undo))}
                    aria-keyshortcuts="Control+Z">{ t!(BoardUndo) }</button>
                if full {
                    <button type="button" data-testid="redo" disabled={!state.can_redo()} onclick={click(Action::Board(BoardAction::Redo))}
                        aria-keyshortcuts="Control+Y">{ t!(BoardRedo) }</button>
                }
                <div id={TUCKED_COMMANDS} class="tucked">
                    <button type="button" data-testid="restart" onclick={click(Action::Board(BoardAction::Restart))}>{ t!(BoardNewGame) }</button>
                    if full {
                        <button type="button" data-testid="diagram-toggle" aria-pressed={diagram_open.to_string()}
                            onclick={click(Action::SetView(if diagram_open { ViewKey::Board } else { ViewKey::Diagram }))}>
                            { t!(BoardStateDiagram) }
                        </button>
                        <button type="button" data-testid="review-toggle" aria-pressed={review_open.to_string()}
                            onclick={click(Action::SetView(if review_open { ViewKey::Board } else { ViewKey::Review }))}>
                            { t!(ReviewTitle) }
                        </button>
                    }
                </div>
            </div>
        </section>
    }
}
