//! The Worksheet button and its dialog: game, number of questions, difficulty and sheet number,
//! then Print.

use nim_solver::{Level, Variant, MAX_QUESTIONS};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::dialog::Dialog;
use crate::components::platform::{page_address, random};
use crate::words::variants::Title;
use crate::words::worksheet::{
    bad_count, level_title, BAD_SEED, COUNT_FIELD, DIALOG_INTRO, GAME_FIELD, LEVEL_FIELD,
    LINK_FIELD, PRINT, SEED_FIELD, WORKSHEET,
};
use crate::worksheet::{parse_count, parse_level, parse_seed, WorksheetSpec, DEFAULT_COUNT};

/// The game on the board (the dialog's first choice) and where a sheet to print goes.
#[derive(Properties, PartialEq)]
pub struct WorksheetButtonProps {
    /// The variant the dialog starts with.
    pub variant: Variant,
    /// Called with the sheet when Print is pressed.
    pub on_print: Callback<WorksheetSpec>,
}

/// The value of the field an event came from.
fn field_value(event: &Event) -> String {
    let target = event.target();
    if let Some(select) = target
        .clone()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
    {
        return select.value();
    }
    target
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .map(|input| input.value())
        .unwrap_or_default()
}

/// A callback storing a field's text in `state`.
fn keep(state: &UseStateHandle<String>) -> Callback<Event> {
    let state = state.clone();
    Callback::from(move |e: Event| state.set(field_value(&e)))
}

/// The Worksheet button and its dialog.
#[component]
pub fn WorksheetButton(props: &WorksheetButtonProps) -> Html {
    let open = use_state(|| false);
    let variant = use_state(|| props.variant.key().to_owned());
    let level = use_state(|| "1".to_owned());
    let count = use_state(|| DEFAULT_COUNT.to_string());
    // A new sheet number each page load; short, so a teacher can say it aloud.
    let seed = use_state(|| ((random() * 10_000.0) as u64).to_string());
    let show = {
        let (open, variant) = (open.clone(), variant.clone());
        let current = props.variant.key();
        Callback::from(move |_: MouseEvent| {
            variant.set(current.to_owned());
            open.set(true);
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    let chosen_variant = variant.parse::<Variant>().unwrap_or(props.variant);
    let chosen_level = parse_level(&level).unwrap_or(Level::One);
    let chosen_count = parse_count(&count);
    let chosen_seed = parse_seed(&seed);
    let spec = chosen_count
        .zip(chosen_seed)
        .map(|(count, seed)| WorksheetSpec {
            variant: chosen_variant,
            level: chosen_level,
            count,
            seed,
        });
    let print = {
        let (open, on_print) = (open.clone(), props.on_print.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(spec) = spec {
                open.set(false);
                on_print.emit(spec);
            }
        })
    };
    let link = spec.map(|spec| format!("{}?{}", page_address(), spec.query()));
    html! {
        <>
            <button type="button" data-testid="worksheet-button" onclick={show}>{ WORKSHEET }</button>
            <Dialog open={*open} title={WORKSHEET} on_close={close} testid="worksheet-dialog">
                <p>{ DIALOG_INTRO }</p>
                <form class="worksheet-form" onsubmit={print}>
                    <label class="field">
                        <span>{ GAME_FIELD }</span>
                        <select data-testid="worksheet-variant" onchange={keep(&variant)}>
                            { for Variant::ALL.iter().map(|v| html! {
                                <option value={v.key()} selected={*v == chosen_variant}>{ v.title() }</option>
                            }) }
                        </select>
                    </label>
                    <label class="field">
                        <span>{ COUNT_FIELD }</span>
                        <input type="number" min="1" max={MAX_QUESTIONS.to_string()} data-testid="worksheet-count"
                            value={(*count).clone()} onchange={keep(&count)}
                            aria-invalid={chosen_count.is_none().to_string()} aria-describedby="worksheet-count-error" />
                    </label>
                    if chosen_count.is_none() {
                        <p class="field-error" id="worksheet-count-error">{ bad_count() }</p>
                    }
                    <label class="field">
                        <span>{ LEVEL_FIELD }</span>
                        <select data-testid="worksheet-level" onchange={keep(&level)}>
                            { for Level::ALL.iter().map(|l| html! {
                                <option value={l.number().to_string()} selected={*l == chosen_level}>{ level_title(*l) }</option>
                            }) }
                        </select>
                    </label>
                    <label class="field">
                        <span>{ SEED_FIELD }</span>
                        <input type="number" min="0" data-testid="worksheet-seed" value={(*seed).clone()} onchange={keep(&seed)}
                            aria-invalid={chosen_seed.is_none().to_string()} aria-describedby="worksheet-seed-error" />
                    </label>
                    if chosen_seed.is_none() {
                        <p class="field-error" id="worksheet-seed-error">{ BAD_SEED }</p>
                    }
                    if let Some(link) = link {
                        <label class="stack">
                            <span>{ LINK_FIELD }</span>
                            <input type="text" readonly=true value={link} data-testid="worksheet-link" />
                        </label>
                    }
                    <button type="submit" class="primary" data-testid="worksheet-print-button" disabled={spec.is_none()}>{ PRINT }</button>
                </form>
            </Dialog>
        </>
    }
}
