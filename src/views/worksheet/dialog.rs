//! The Worksheet and Quiz buttons and their one dialog: game, difficulty, sheet or quiz number
//! (and for a sheet the number of questions), the link for the class, then Print or Start.

use nim_solver::{Level, Variant, MAX_QUESTIONS};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::dialog::Dialog;
use crate::app::platform::{page_address, random};
use crate::views::quiz::run::QuizSpec;
use crate::views::worksheet::spec::{
    parse_count, parse_level, parse_seed, WorksheetSpec, DEFAULT_COUNT,
};
use crate::words::quiz as quiz_words;
use crate::words::variants::Title;
use crate::words::worksheet::{
    bad_count, bad_seed, count_field, dialog_intro, game_field, level_field, level_title,
    link_field, print, seed_field, worksheet,
};

/// The game on the board (the dialog's first choice) and where the chosen sheet or quiz goes.
#[derive(Properties, PartialEq)]
pub struct WorksheetButtonProps {
    /// The variant the dialog starts with.
    pub variant: Variant,
    /// Called with the sheet when Print is pressed, or (for a quiz) with the quiz's variant,
    /// level and seed when Start is pressed.
    pub on_print: Callback<WorksheetSpec>,
    /// Whether this is the Quiz button: ten questions on screen instead of a sheet to print.
    #[prop_or_default]
    pub quiz: bool,
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

/// A callback storing a field's text in `state`, forgetting that the old link was copied.
fn keep(state: &UseStateHandle<String>, copied: &UseStateHandle<Option<bool>>) -> Callback<Event> {
    let (state, copied) = (state.clone(), copied.clone());
    Callback::from(move |e: Event| {
        copied.set(None);
        state.set(field_value(&e));
    })
}

/// The Worksheet (or Quiz) button and its dialog.
#[component]
pub fn WorksheetButton(props: &WorksheetButtonProps) -> Html {
    let quiz = props.quiz;
    let open = use_state(|| false);
    let variant = use_state(|| props.variant.key().to_owned());
    let level = use_state(|| "1".to_owned());
    let count = use_state(|| DEFAULT_COUNT.to_string());
    // A new sheet number each page load; short, so a teacher can say it aloud.
    let seed = use_state(|| ((random() * 10_000.0) as u64).to_string());
    let copied = use_state(|| None::<bool>);
    let show = {
        let (open, variant, copied) = (open.clone(), variant.clone(), copied.clone());
        let current = props.variant.key();
        Callback::from(move |_: MouseEvent| {
            variant.set(current.to_owned());
            copied.set(None);
            open.set(true);
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    let chosen_variant = variant.parse::<Variant>().unwrap_or(props.variant);
    let chosen_level = parse_level(&level).unwrap_or(Level::One);
    // A quiz always has ten questions: its count field is not shown.
    let chosen_count = if quiz {
        Some(DEFAULT_COUNT)
    } else {
        parse_count(&count)
    };
    let chosen_seed = parse_seed(&seed);
    let spec = chosen_count
        .zip(chosen_seed)
        .map(|(count, seed)| WorksheetSpec {
            variant: chosen_variant,
            level: chosen_level,
            count,
            seed,
        });
    let submit = {
        let (open, on_print) = (open.clone(), props.on_print.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(spec) = spec {
                open.set(false);
                on_print.emit(spec);
            }
        })
    };
    let link = spec.map(|spec| {
        let query = if quiz {
            QuizSpec::from(spec).query()
        } else {
            spec.query()
        };
        format!("{}?{query}", page_address())
    });
    let copy = {
        let (copied, link) = (copied.clone(), link.clone().unwrap_or_default());
        Callback::from(move |_: MouseEvent| {
            let promise = gloo::utils::window()
                .navigator()
                .clipboard()
                .write_text(&link);
            let copied = copied.clone();
            spawn_local(async move {
                copied.set(Some(JsFuture::from(promise).await.is_ok()));
            });
        })
    };
    let (name, title, intro, seed_field, link_field, go) = if quiz {
        (
            "quiz",
            quiz_words::quiz(),
            quiz_words::dialog_intro(),
            quiz_words::seed_field(),
            quiz_words::link_field(),
            quiz_words::start(),
        )
    } else {
        (
            "worksheet",
            worksheet(),
            dialog_intro(),
            seed_field(),
            link_field(),
            print(),
        )
    };
    let id = |part: &str| format!("{name}-{part}");
    html! {
        <>
            <button type="button" data-testid={id("button")} onclick={show}>{ title.clone() }</button>
            <Dialog open={*open} title={title} on_close={close} testid={id("dialog")}>
                <p>{ intro }</p>
                <form class="worksheet-form" onsubmit={submit}>
                    <label class="field">
                        <span>{ game_field() }</span>
                        <select data-testid={id("variant")} onchange={keep(&variant, &copied)}>
                            { for Variant::ALL.iter().map(|v| html! {
                                <option value={v.key()} selected={*v == chosen_variant}>{ v.name() }</option>
                            }) }
                        </select>
                    </label>
                    if !quiz {
                        <label class="field">
                            <span>{ count_field() }</span>
                            <input type="number" min="1" max={MAX_QUESTIONS.to_string()} data-testid="worksheet-count"
                                value={(*count).clone()} onchange={keep(&count, &copied)}
                                aria-invalid={chosen_count.is_none().to_string()} aria-describedby="worksheet-count-error" />
                        </label>
                        if chosen_count.is_none() {
                            <p class="field-error" id="worksheet-count-error">{ bad_count() }</p>
                        }
                    }
                    <label class="field">
                        <span>{ level_field() }</span>
                        <select data-testid={id("level")} onchange={keep(&level, &copied)}>
                            { for Level::ALL.iter().map(|l| html! {
                                <option value={l.number().to_string()} selected={*l == chosen_level}>{ level_title(*l) }</option>
                            }) }
                        </select>
                    </label>
                    <label class="field">
                        <span>{ seed_field }</span>
                        <input type="number" min="0" data-testid={id("seed")} value={(*seed).clone()} onchange={keep(&seed, &copied)}
                            aria-invalid={chosen_seed.is_none().to_string()} aria-describedby={id("seed-error")} />
                    </label>
                    if chosen_seed.is_none() {
                        <p class="field-error" id={id("seed-error")}>{ if quiz { quiz_words::bad_seed() } else { bad_seed() } }</p>
                    }
                    if let Some(link) = link {
                        <label class="stack">
                            <span>{ link_field }</span>
                            <input type="text" readonly=true value={link} data-testid={id("link")} />
                        </label>
                        <p class="copy-link">
                            <button type="button" class="secondary" data-testid={id("copy")} onclick={copy}>{ quiz_words::copy_link() }</button>
                            <span role="status">
                                { quiz_words::copy_status(*copied) }
                            </span>
                        </p>
                    }
                    <button type="submit" class="primary" data-testid={id(if quiz { "start" } else { "print-button" })} disabled={spec.is_none()}>{ go }</button>
                </form>
            </Dialog>
        </>
    }
}
