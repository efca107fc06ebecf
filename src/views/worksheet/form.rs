//! The Worksheet and Quiz dialogs' form, drawn into the dialog the app's button opens
//! (`dialog.rs`), a split point of the worksheet's chunk: game, difficulty, sheet or quiz number
//! (and for a sheet the number of questions), the link for the class, then Print or Start, whose
//! sheet goes back to the app.

use nim_solver::{Level, Variant, MAX_QUESTIONS};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::platform::page_address;
use crate::t;
use crate::views::quiz::run::QuizSpec;
use crate::views::worksheet::spec::{
    parse_count, parse_level, parse_seed, WorksheetSpec, DEFAULT_COUNT,
};
use crate::words::variants::Title;
use crate::words::worksheet_panel::{bad_count, level_title, quiz_copy_status};

/// Which dialog, what its fields start with, and where the chosen sheet goes.
#[derive(Properties, PartialEq, Clone)]
pub struct WorksheetFormProps {
    /// The Quiz dialog (ten questions on screen) rather than the Worksheet's.
    pub quiz: bool,
    /// The sheet or quiz its fields start with: the board's game; the level, count and number
    /// chosen last, or the defaults.
    pub start: WorksheetSpec,
    /// Called with the sheet (or quiz) when Print (Start) is pressed.
    pub on_choose: Callback<WorksheetSpec>,
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

/// The dialog's form.
#[component]
pub fn WorksheetForm(props: &WorksheetFormProps) -> Html {
    let (quiz, start) = (props.quiz, props.start);
    let variant = use_state(|| start.variant.key().to_owned());
    let level = use_state(|| start.level.number().to_string());
    let count = use_state(|| start.count.to_string());
    let seed = use_state(|| start.seed.to_string());
    let copied = use_state(|| None::<bool>);
    let chosen_variant = variant.parse::<Variant>().unwrap_or(start.variant);
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
        let on_choose = props.on_choose.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(spec) = spec {
                on_choose.emit(spec);
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
    let (name, intro, seed_field, link_field, go) = if quiz {
        (
            "quiz",
            t!(QuizDialogIntro),
            t!(QuizSeedField),
            t!(QuizLinkField),
            t!(QuizStart),
        )
    } else {
        (
            "worksheet",
            t!(WorksheetDialogIntro),
            t!(WorksheetSeedField),
            t!(WorksheetLinkField),
            t!(WorksheetPrint),
        )
    };
    let id = |part: &str| format!("{name}-{part}");
    html! {
        <>
            <p>{ intro }</p>
            <form class="worksheet-form" onsubmit={submit}>
                <label class="field">
                    <span>{ t!(WorksheetGameField) }</span>
                    <select data-testid={id("variant")} onchange={keep(&variant, &copied)}>
                        { for Variant::ALL.iter().map(|v| html! {
                            <option value={v.key()} selected={*v == chosen_variant}>{ v.name() }</option>
                        }) }
                    </select>
                </label>
                if !quiz {
                    <label class="field">
                        <span>{ t!(WorksheetCountField) }</span>
                        <input type="number" min="1" max={MAX_QUESTIONS.to_string()} data-testid="worksheet-count"
                            value={(*count).clone()} onchange={keep(&count, &copied)}
                            aria-invalid={chosen_count.is_none().to_string()} aria-describedby="worksheet-count-error" />
                    </label>
                    if chosen_count.is_none() {
                        <p class="field-error" id="worksheet-count-error">{ bad_count() }</p>
                    }
                }
                <label class="field">
                    <span>{ t!(WorksheetLevelField) }</span>
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
                    <p class="field-error" id={id("seed-error")}>{ if quiz { t!(QuizBadSeed) } else { t!(WorksheetBadSeed) } }</p>
                }
                if let Some(link) = link {
                    <label class="stack">
                        <span>{ link_field }</span>
                        <input type="text" readonly=true value={link} data-testid={id("link")} />
                    </label>
                    <p class="copy-link">
                        <button type="button" class="secondary" data-testid={id("copy")} onclick={copy}>{ t!(QuizCopyLink) }</button>
                        <span role="status">
                            { quiz_copy_status(*copied) }
                        </span>
                    </p>
                }
                <button type="submit" class="primary" data-testid={id(if quiz { "start" } else { "print-button" })} disabled={spec.is_none()}>{ go }</button>
            </form>
        </>
    }
}
