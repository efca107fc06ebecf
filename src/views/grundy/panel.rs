//! The Grundy panel, the page's glue only: its form (a named game, an octal code or a subtraction
//! set, and the largest heap), the worker that computes the sequence (Cancel terminates it and
//! starts a fresh one), and the sequence drawn as a strip, a plot and the period's statement, with
//! the CSV export as a download. A split point (`host`): it draws the sequence the app's state asks
//! for and sends the app its asks.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nim_solver::Rule;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::protocol::{self, ProtocolError};
use super::session::{percent, Answer, Session, Status};
use super::spec::{
    subtraction_set, GrundyField, GrundySpec, Reading, Sequence, GRUNDY_MAX, STRIP_VALUES,
};
use crate::app::platform::download_text;
use crate::t;
use crate::views::board::controls::select_value;
use crate::views::worker::WorkerLink;
use crate::words::grundy_panel as words;

/// The plot's height in its own units (its width is one unit per column).
const PLOT_HEIGHT: u32 = 1000;

/// The named games of the menu, by the solver's names.
fn named() -> impl Iterator<Item = &'static str> {
    nim_solver::PRESETS
        .iter()
        .map(|(name, _)| *name)
        .chain(std::iter::once("grundy"))
}

/// The menu's choices beyond the named games.
const CODE: &str = "code";
const SET: &str = "set";

/// The worker, beside the session's pure state.
#[derive(Default)]
struct Runner {
    worker: Option<WorkerLink>,
    session: Session,
}

impl Runner {
    /// Stops the worker at once, whatever it is doing.
    fn stop(&mut self) {
        self.worker = None;
        self.session.stopped();
    }
}

/// Starts a worker whose messages go to `runner` and `status`.
fn spawn(runner: &Rc<RefCell<Runner>>, status: &UseStateHandle<Status>) {
    let weak: Weak<RefCell<Runner>> = Rc::downgrade(runner);
    let on_reply = {
        let (weak, status) = (weak.clone(), status.clone());
        move |reply: Result<protocol::Reply, ProtocolError>| {
            let Some(runner) = weak.upgrade() else {
                return;
            };
            let mut runner = runner.borrow_mut();
            let answer = match reply {
                Ok(reply) => runner.session.answer(reply),
                // A worker of another release, or a broken message: stopped, and said.
                Err(error) => {
                    runner.stop();
                    Answer::Show(runner.session.refuse(error))
                }
            };
            match answer {
                Answer::Send(request) => {
                    if let Some(worker) = &runner.worker {
                        worker.post(&request);
                    }
                }
                Answer::Show(shown) => {
                    if let Status::Refused(error) = &shown {
                        // The details are for whoever reads the console; the panel says it in words.
                        web_sys::console::error_1(&error.into());
                    }
                    status.set(shown);
                }
                Answer::Ignore => {}
            }
        }
    };
    let on_error = {
        let status = status.clone();
        move || {
            if let Some(runner) = weak.upgrade() {
                let mut runner = runner.borrow_mut();
                runner.stop();
                status.set(runner.session.fail());
            }
        }
    };
    let Some(worker) = WorkerLink::start(protocol::WORKER_SCRIPT, on_reply, on_error) else {
        status.set(Status::Unavailable);
        return;
    };
    runner.borrow_mut().worker = Some(worker);
}

/// Shows `spec`: from the last sequence, or computed by the worker.
fn request(runner: &Rc<RefCell<Runner>>, status: &UseStateHandle<Status>, spec: GrundySpec) {
    let known = runner.borrow_mut().session.at_once(spec);
    // A worker busy with a sequence no longer shown is stopped rather than waited for.
    if runner.borrow().session.is_running() {
        runner.borrow_mut().stop();
    }
    if let Some(sequence) = known {
        status.set(Status::Done(sequence));
        return;
    }
    if runner.borrow().worker.is_none() {
        spawn(runner, status);
    }
    let mut runner = runner.borrow_mut();
    let Runner { worker, session } = &mut *runner;
    let Some(worker) = worker else {
        return;
    };
    if let Some(request) = session.start(spec) {
        worker.post(&request);
    }
    status.set(Status::Computing(0.0));
}

/// The menu's choice for a rule: its name, or the code field.
fn choice_of(rule: &Rule) -> String {
    match rule.name() {
        Some(name) => name.into(),
        None => CODE.into(),
    }
}

/// A text field's value, kept in `state` as it is typed.
fn keep_typed(state: &UseStateHandle<String>) -> Callback<InputEvent> {
    let state = state.clone();
    Callback::from(move |e: InputEvent| {
        if let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        {
            state.set(input.value());
        }
    })
}

/// What the Grundy panel asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// Compute and show this sequence.
    Compute(GrundySpec),
    /// The text typed into `field` is unusable: the app reads it again to name the problem.
    Typed {
        /// The field.
        field: GrundyField,
        /// The text as typed.
        text: String,
    },
    /// Close the view and go back to the board.
    Close,
}

/// What the Grundy panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct GrundyProps {
    /// The sequence the app's state asks for.
    pub spec: GrundySpec,
    /// Where the panel's asks go (the app's actions, through the host).
    pub send: Callback<Ask>,
    /// Whether it has a Close button (not when it is an embed's only view).
    pub closable: bool,
}

/// The Grundy sequence panel; drawn while the state shows the view.
#[component]
pub fn GrundyPanel(props: &GrundyProps) -> Html {
    let send = props.send.clone();
    let spec = props.spec;
    let runner = use_mut_ref(Runner::default);
    let status = use_state(|| Status::Computing(0.0));
    let choice = use_state(|| choice_of(&spec.rule));
    let code_text = use_state(|| match spec.rule {
        Rule::Octal(_) => spec.rule.to_string(),
        Rule::Grundy => String::from("0.77"),
    });
    let set_text = use_state(|| {
        subtraction_set(&spec.rule).map_or_else(|| String::from("1,2,3"), |set| set.to_string())
    });
    let max_text = use_state(|| spec.max.to_string());

    // Each sequence asked for is shown from the last one or sent to the worker.
    {
        let runner = runner.clone();
        let status = status.clone();
        use_effect_with(spec, move |&spec| request(&runner, &status, spec));
    }
    // Closing the view stops the worker.
    {
        let runner = runner.clone();
        use_effect_with((), move |()| move || runner.borrow_mut().stop());
    }

    let on_choice = {
        let choice = choice.clone();
        Callback::from(move |e: Event| choice.set(select_value(&e)))
    };
    let on_submit = {
        let send = send.clone();
        let (runner, status) = (runner.clone(), status.clone());
        let (choice, code_text, set_text, max_text) = (
            choice.clone(),
            code_text.clone(),
            set_text.clone(),
            max_text.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let rule = match choice.as_str() {
                CODE => GrundyField::Rule.read(&code_text),
                SET => GrundyField::Set.read(&set_text),
                name => GrundyField::Rule.read(name),
            };
            let read = rule.and_then(|rule| Ok((rule, GrundyField::Max.read(&max_text)?)));
            match read {
                Ok((Reading::Rule(rule), Reading::Max(max))) => {
                    let asked = GrundySpec { rule, max };
                    send.emit(Ask::Compute(asked));
                    // The same sequence again (after Cancel) changes no state: start it here.
                    if asked == spec {
                        request(&runner, &status, asked);
                    }
                }
                Ok(_) => {}
                Err(unusable) => send.emit(Ask::Typed {
                    field: unusable.field,
                    text: unusable.value,
                }),
            }
        })
    };
    let on_cancel = {
        let (runner, status) = (runner.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let cancelled = {
                let mut runner = runner.borrow_mut();
                runner.stop();
                runner.session.cancel()
            };
            // A fresh worker, ready for the next sequence.
            spawn(&runner, &status);
            status.set(cancelled);
        })
    };
    let on_close = Callback::from(move |_: MouseEvent| send.emit(Ask::Close));

    let sequence = match &*status {
        Status::Done(sequence) if sequence.spec == spec => Some(Rc::clone(sequence)),
        _ => None,
    };
    let announced = match &*status {
        // Not each percent: a screen reader would read them all.
        Status::Computing(_) => t!(GrundyComputing, max = spec.max),
        Status::Done(sequence) => words::computed(sequence),
        Status::Cancelled => t!(GrundyCancelled),
        Status::Failed(failure) => words::failure(failure),
        Status::Refused(_) => t!(GrundyFailedReply),
        Status::Unavailable => t!(GrundyUnavailable),
    };
    let state_line = match &*status {
        Status::Computing(fraction) => {
            let done = percent(*fraction);
            html! {
                <div class="grundy-progress" data-testid="grundy-progress">
                    <progress max="100" value={done.to_string()} aria-label={t!(GrundyProgressLabel)}></progress>
                    <span aria-hidden="true">{ words::progress(spec.max, done) }</span>
                    <button type="button" data-testid="grundy-cancel" onclick={on_cancel}>{ t!(GrundyCancel) }</button>
                </div>
            }
        }
        Status::Cancelled => html! {
            <p class="grundy-stopped" data-testid="grundy-cancelled">{ t!(GrundyCancelled) }</p>
        },
        Status::Failed(failure) => html! {
            <p class="grundy-stopped" data-testid="grundy-failed">{ words::failure(failure) }</p>
        },
        Status::Refused(_) => html! {
            <p class="grundy-stopped" data-testid="grundy-failed">{ t!(GrundyFailedReply) }</p>
        },
        Status::Unavailable => html! {
            <p class="grundy-stopped" data-testid="grundy-unavailable">{ t!(GrundyUnavailable) }</p>
        },
        Status::Done(_) => html! {},
    };

    let field = match choice.as_str() {
        CODE => html! {
            <label class="field">
                <span>{ t!(GrundyCodeLabel, limit = nim_solver::MAX_CODE_DIGITS) }</span>
                <input type="text" dir="ltr" inputmode="decimal" autocomplete="off" spellcheck="false"
                    value={(*code_text).clone()} data-testid="grundy-code" oninput={keep_typed(&code_text)} />
            </label>
        },
        SET => html! {
            <label class="field">
                <span>{ t!(GrundySetLabel) }</span>
                <input type="text" dir="ltr" inputmode="numeric" autocomplete="off" spellcheck="false"
                    value={(*set_text).clone()} data-testid="grundy-set" oninput={keep_typed(&set_text)} />
            </label>
        },
        _ => html! {},
    };
    let options = named().map(|name| {
        let label = Rule::named(name).map_or_else(String::new, |rule| words::option(&rule));
        html! { <option value={name} selected={*choice == name}>{ label }</option> }
    });

    // A sequence of another request is not this one's: still computing, as far as tests can see.
    let status_key = match (&*status, &sequence) {
        (Status::Done(_), None) => "computing",
        (shown, _) => shown.key(),
    };
    html! {
        <section class="grundy" aria-labelledby="grundy-title" data-testid="grundy" data-status={status_key}>
            <div class="grundy-head">
                <h2 id="grundy-title">{ t!(GrundyTitle) }</h2>
                if props.closable {
                    <button type="button" data-testid="grundy-close" onclick={on_close}>{ t!(GrundyClose) }</button>
                }
            </div>
            <p class="grundy-intro">{ t!(GrundyIntro) }</p>
            <form class="grundy-form fields" onsubmit={on_submit} data-testid="grundy-form">
                <label class="field">
                    <span>{ t!(GrundyRuleLabel) }</span>
                    <select data-testid="grundy-rule" onchange={on_choice}>
                        { for options }
                        <option value={CODE} selected={*choice == CODE}>{ t!(GrundyChoiceCode) }</option>
                        <option value={SET} selected={*choice == SET}>{ t!(GrundyChoiceSet) }</option>
                    </select>
                </label>
                { field }
                <label class="field">
                    <span>{ t!(GrundyMaxLabel, limit = GRUNDY_MAX) }</span>
                    <input type="text" dir="ltr" inputmode="numeric" autocomplete="off"
                        value={(*max_text).clone()} data-testid="grundy-max" oninput={keep_typed(&max_text)} />
                </label>
                <button type="submit" class="grundy-compute" data-testid="grundy-compute">{ t!(GrundyCompute) }</button>
            </form>
            <div class="grundy-rule-text" data-testid="grundy-rule-text">
                { for words::rule(&spec.rule).into_iter().map(|said| html! { <p>{ said }</p> }) }
            </div>
            { state_line }
            <p class="visually-hidden" role="status" data-testid="grundy-announce">{ announced }</p>
            if let Some(sequence) = sequence {
                <GrundyResult sequence={sequence} />
            }
        </section>
    }
}

/// What the result shows.
#[derive(Properties, PartialEq)]
struct ResultProps {
    /// The computed sequence (compared by pointer first: drawn again only when it changes).
    sequence: Rc<Sequence>,
}

/// The computed sequence: its period, plot, strip and export.
#[component]
fn GrundyResult(props: &ResultProps) -> Html {
    let sequence = &*props.sequence;
    let on_csv = {
        let sequence = Rc::clone(&props.sequence);
        Callback::from(move |_: MouseEvent| {
            download_text(&sequence.csv(), "text/csv", &sequence.file_name());
        })
    };
    let found = sequence.periodicity;
    let strip = sequence.strip();
    let shown: usize = strip.iter().map(|(_, values)| values.len()).sum();
    let width = sequence.strip_width();
    let preperiod_x = found.map(|found| sequence.plot_x(found.preperiod));
    let outlined = sequence.exceptions_shown();
    html! {
        <div class="grundy-result">
            <p class="grundy-period" data-testid="grundy-period"
                data-period={found.map_or_else(String::new, |f| f.period.to_string())}
                data-preperiod={found.map_or_else(String::new, |f| f.preperiod.to_string())}
                data-proven={found.is_some().to_string()}>
                { words::period(sequence) }
            </p>
            if let Some(last) = words::last_exception(sequence) {
                <p class="grundy-exception-note">{ last }</p>
            }
            <figure class="grundy-figure" dir="ltr" data-testid="grundy-plot">
                <figcaption>{ t!(GrundyPlotTitle) }</figcaption>
                <div class="grundy-plot-row">
                    <div class="grundy-axis grundy-axis-g" aria-hidden="true">
                        <span>{ t!(GrundyAxisGTop, largest = sequence.largest()) }</span>
                        <span>{ t!(GrundyAxisGBottom) }</span>
                    </div>
                    <div class="grundy-plot" role="img" aria-label={words::plot_label(sequence)}
                        data-columns={sequence.column_count().to_string()}>
                        <svg viewBox={format!("0 0 {} {PLOT_HEIGHT}", sequence.column_count())} preserveAspectRatio="none"
                            aria-hidden="true" focusable="false">
                            <path class="grundy-bars" d={sequence.plot_path(PLOT_HEIGHT)} />
                            if let Some(x) = preperiod_x {
                                <path class="grundy-preperiod" d={format!("M{x} 0V{PLOT_HEIGHT}")} />
                            }
                        </svg>
                    </div>
                </div>
                <div class="grundy-axis grundy-axis-n" aria-hidden="true">
                    <span>{ t!(GrundyAxisNFirst) }</span>
                    <span>{ t!(GrundyAxisNLast, max = sequence.spec.max) }</span>
                </div>
            </figure>
            <h3 id="grundy-strip-title">{ t!(GrundyStripTitle) }</h3>
            // Above the scrolling region, so a narrow screen wraps it instead of clipping it.
            <p class="grundy-strip-caption" id="grundy-strip-caption">{ words::strip_caption(sequence, shown) }</p>
            <div class="grundy-strip-scroll" role="region" aria-labelledby="grundy-strip-title" tabindex="0" dir="ltr">
                <table class="grundy-strip" data-testid="grundy-strip" data-width={width.to_string()}
                    aria-labelledby="grundy-strip-title" aria-describedby="grundy-strip-caption">
                    <thead>
                        <tr>
                            <th scope="col">{ t!(GrundyStripCorner) }</th>
                            { for (0..width).map(|column| html! { <th scope="col">{ format!("+{column}") }</th> }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for strip.iter().map(|&(start, values)| html! {
                            <tr>
                                <th scope="row">{ start }</th>
                                { for values.iter().enumerate().map(|(column, value)| {
                                    let n = start + column;
                                    html! {
                                        <td data-n={n.to_string()}
                                            class={classes!((outlined && sequence.exception(n)).then_some("exception"))}>{ value }</td>
                                    }
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            if sequence.values.len() > STRIP_VALUES {
                <p class="grundy-strip-more">
                    { t!(GrundyStripMore, shown = shown, count = sequence.values.len()) }
                </p>
            }
            <ul class="grundy-legend">
                if outlined {
                    <li><span class="grundy-legend-exception" aria-hidden="true"></span>{ t!(GrundyLegendException) }</li>
                }
                if found.is_some() {
                    <li><span class="grundy-legend-preperiod" aria-hidden="true"></span>{ t!(GrundyLegendPreperiod) }</li>
                }
            </ul>
            <div class="grundy-actions">
                <button type="button" data-testid="grundy-csv" onclick={on_csv}>{ t!(GrundyCsv) }</button>
            </div>
        </div>
    }
}
