//! The Worksheet and Quiz dialogs' form, drawn into the dialog the app's button opens
//! (`dialog.rs`), a split point of the worksheet's chunk: game, difficulty, sheet or quiz number
//! (and for a sheet the number of questions), the link for the class, then Print or Start, whose
//! sheet goes back to the app.

use nim_solver::{Level, Variant, MAX_QUESTIONS};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::platform::{download_bytes, page_address};
use crate::t;
use crate::views::quiz::run::QuizSpec;
use crate::views::quiz::scorm::{package_zip, parse_pass_mark, Package, DEFAULT_PASS_MARK};
use crate::views::worksheet::spec::{
    parse_count, parse_level, parse_seed, WorksheetSpec, DEFAULT_COUNT,
};
use crate::words::variants::Title;
use crate::words::worksheet_panel::{
    bad_count, bad_pass_mark, level_title, quiz_copy_status, scorm_status,
};

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
    let pass_mark = use_state(|| DEFAULT_PASS_MARK.to_string());
    // The last package asked for: `None` before one is, else its file name or a failure.
    let made = use_state(|| None::<Result<String, ()>>);
    let making = use_state(|| false);
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
    let chosen_pass_mark = parse_pass_mark(&pass_mark);
    let on_pass_mark = {
        let pass_mark = pass_mark.clone();
        Callback::from(move |e: InputEvent| {
            pass_mark.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let package = spec
        .zip(chosen_pass_mark)
        .map(|(spec, mark)| Package::new(QuizSpec::from(spec), mark, page_address()));
    let download_package = {
        let (package, made, making) = (package.clone(), made.clone(), making.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(package) = package.clone().filter(|_| !*making) else {
                return;
            };
            making.set(true);
            let (made, making) = (made.clone(), making.clone());
            spawn_local(async move {
                let name = package.file_name();
                match package_zip(package).await.ok().flatten() {
                    Some(bytes) => {
                        download_bytes(&bytes, "application/zip", &name);
                        made.set(Some(Ok(name)));
                    }
                    None => made.set(Some(Err(()))),
                }
                making.set(false);
            });
        })
    };
    let package_status = if *making {
        t!(QuizLmsMaking)
    } else {
        scorm_status(made.as_ref())
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
            if quiz {
                // A form of its own, so Enter in the pass mark downloads rather than starts the quiz.
                <form class="worksheet-form lms-form" data-testid="quiz-lms" onsubmit={download_package}>
                    <fieldset>
                        <legend>{ t!(QuizLmsLegend) }</legend>
                        <p>{ t!(QuizLmsIntro) }</p>
                        <label class="field">
                            <span>{ t!(QuizPassMarkField) }</span>
                            <input type="number" min="0" max="100" step="1" data-testid="quiz-pass-mark"
                                value={(*pass_mark).clone()} oninput={on_pass_mark}
                                aria-invalid={chosen_pass_mark.is_none().to_string()} aria-describedby="quiz-pass-mark-error" />
                        </label>
                        if chosen_pass_mark.is_none() {
                            <p class="field-error" id="quiz-pass-mark-error">{ bad_pass_mark() }</p>
                        }
                        <p class="copy-link">
                            <button type="submit" class="secondary" data-testid="quiz-lms-download"
                                disabled={package.is_none() || *making}>{ t!(QuizLmsDownload) }</button>
                            <span role="status" data-testid="quiz-lms-status">{ package_status }</span>
                        </p>
                    </fieldset>
                </form>
            }
        </>
    }
}
