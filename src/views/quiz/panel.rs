//! The quiz above the board: the question, the P and N buttons (and keys) or the value's field,
//! the verdict on each answer, and the score with the questions missed.

use nim_solver::{Outcome, QuizKind};
use web_sys::{HtmlElement, HtmlInputElement};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::keys::{plain, use_page_keys};
use crate::app::state::Action;
use crate::t;
use crate::views::quiz::run::{Given, QuizAction, QuizRun, QuizSpec, ValueProblem};
use crate::words::quiz as words;

/// The quiz on the board: its question and feedback, or its end screen.
#[component]
pub fn QuizPanel() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let run = state.quiz.as_ref().map(|session| &session.run);
    let awaits_outcome = run.is_some_and(|run| run.awaits(QuizKind::Outcome));
    let awaits_value = run.is_some_and(|run| run.awaits(QuizKind::Value));
    let answered = run.is_some_and(|run| run.answered().is_some());
    let step = run.map(|run| (run.round, run.shown, answered, awaits_value));
    let typed = state.quiz.as_ref().and_then(|session| session.typed);
    let question_ref = use_node_ref();
    let next_ref = use_node_ref();
    let value_ref = use_node_ref();

    // P and N answer "P or N?" from anywhere but a field.
    use_page_keys(awaits_outcome, state.dispatcher(), |event| {
        if !plain(event) {
            return None;
        }
        let outcome = match event.key().as_str() {
            "p" | "P" => Outcome::PreviousPlayerWins,
            "n" | "N" => Outcome::NextPlayerWins,
            _ => return None,
        };
        Some(Action::Quiz(QuizAction::Answer(outcome)))
    });
    // Focus follows the quiz once it is under way (opening it leaves focus where it is, and the
    // live region reads the first question): to "Next" after an answer, then the next question,
    // or straight into the field of a value to type.
    {
        let (question_ref, next_ref, value_ref) =
            (question_ref.clone(), next_ref.clone(), value_ref.clone());
        let opened = use_mut_ref(|| false);
        use_effect_with(step, move |step| {
            if !opened.replace(true) {
                return;
            }
            let target = match step {
                Some((_, _, true, _)) => next_ref.cast::<HtmlElement>(),
                Some((_, _, _, true)) => value_ref.cast::<HtmlElement>(),
                Some(_) => question_ref.cast::<HtmlElement>(),
                None => None,
            };
            if let Some(element) = target {
                let _ = element.focus();
            }
        });
    }

    let Some(run) = run else {
        return html! {};
    };
    let dispatch = state.dispatcher();
    let act = |action: Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action.clone()))
    };
    let finished = run.finished();
    // An embedded quiz is the whole frame: there is no game to go back to.
    let leavable = state.embed.is_none();
    // The end screen has its own way back, beside its other choices.
    let head = html! {
        <div class="quiz-head">
            <h2 class="quiz-title">{ words::heading(&run.spec) }</h2>
            if !finished && leavable {
                <button type="button" class="secondary" data-testid="quiz-leave" onclick={act(Action::Quiz(QuizAction::Leave))}>{ t!(QuizLeave) }</button>
            }
        </div>
    };
    if run.waiting() {
        return html! {
            <section class="quiz" aria-label={t!(QuizTitle)} data-testid="quiz">
                { head }
                <p role="status">{ t!(ChunkLoading) }</p>
            </section>
        };
    }
    if finished {
        return end_screen(run, head, &act, &question_ref, leavable);
    }
    let Some((_, question)) = run.current() else {
        return html! {};
    };
    let answer = run.answered();
    let kind = kind_name(question.kind);
    let variant = question.game.variant();
    let choices = (question.kind == QuizKind::Outcome).then(|| {
        let button = |outcome: Outcome| {
            let chosen = answer.is_some_and(|a| a.given == Given::Outcome(outcome));
            let letter = outcome.letter().to_string();
            html! {
                <button type="button" class={classes!("quiz-answer", chosen.then_some("chosen"))}
                    data-answer={letter.clone()} aria-keyshortcuts={letter.clone()}
                    aria-pressed={chosen.to_string()} disabled={answer.is_some()}
                    onclick={act(Action::Quiz(QuizAction::Answer(outcome)))}>
                    <span class="letter">{ letter }</span>
                    <span class="meaning">{ words::outcome_meaning(outcome, variant) }</span>
                </button>
            }
        };
        html! {
            <div class="quiz-answers" role="group" aria-label={t!(QuizAnswersLabel)}>
                { button(Outcome::PreviousPlayerWins) }
                { button(Outcome::NextPlayerWins) }
                <p class="quiz-keys">{ t!(QuizKeys) }</p>
            </div>
        }
    });
    let value_field = (question.kind == QuizKind::Value).then(|| {
        let given = answer.and_then(|answer| match answer.given {
            Given::Value(value) => Some(value),
            _ => None,
        });
        // A new element per question, so that no typed text is carried to the next.
        let key = format!("{}-{}", run.round, run.shown);
        let label = t!(
            QuizValueField,
            what = crate::words::worksheet::valued(&question.game)
        );
        value_form(key, label, given, typed, &value_ref, &dispatch)
    });
    let feedback = answer.map(|answer| {
        let last = run.shown + 1 == run.asked.len();
        html! {
            <div class={classes!("quiz-feedback", if answer.right { "right" } else { "wrong" })}
                data-testid="quiz-feedback" data-correct={answer.right.to_string()}>
                <p class="quiz-verdict"><strong>{ words::verdict(answer.right) }</strong>{ " " }{ words::given(question, &answer.given) }</p>
                <p>{ words::feedback(question, answer) }</p>
                <button type="button" class="primary" ref={next_ref.clone()} data-testid="quiz-next"
                    onclick={act(Action::Quiz(QuizAction::Next))}>
                    { words::next(last) }
                </button>
            </div>
        }
    });
    html! {
        <section class="quiz" aria-label={t!(QuizTitle)} data-testid="quiz">
            { head }
            <div class="quiz-question" data-testid="quiz-question" data-position={question.game.to_string()}
                data-kind={kind} tabindex="-1" ref={question_ref}>
                <p class="quiz-progress">
                    { words::progress(run.shown + 1, run.asked.len(), run.round) }
                    if !run.answers.is_empty() {
                        <span class="quiz-so-far">{ " · " }{ words::score(run.right(), run.answers.len()) }</span>
                    }
                </p>
                <p class="quiz-prompt">{ words::prompt(question.kind, &question.game) }</p>
                <p class="quiz-position">{ words::position(&question.game) }</p>
                { choices.unwrap_or_default() }
                { value_field.unwrap_or_default() }
            </div>
            { feedback.unwrap_or_default() }
        </section>
    }
}

/// How `data-kind` names a question's kind.
fn kind_name(kind: QuizKind) -> &'static str {
    match kind {
        QuizKind::Outcome => "outcome",
        QuizKind::Move => "move",
        QuizKind::Value => "value",
    }
}

/// The field a value is typed in and its button (Enter submits too); once answered, the value
/// given, and while the text typed is no value, why, under the field.
fn value_form(
    key: String,
    label: String,
    given: Option<u32>,
    typed: Option<ValueProblem>,
    value_ref: &NodeRef,
    dispatch: &UseReducerDispatcher<crate::app::state::State>,
) -> Html {
    let onsubmit = {
        let (dispatch, value_ref) = (dispatch.clone(), value_ref.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let text = value_ref
                .cast::<HtmlInputElement>()
                .map(|input| input.value())
                .unwrap_or_default();
            dispatch.dispatch(Action::Quiz(QuizAction::AnswerValue(text)));
        })
    };
    let answered = given.is_some();
    html! {
        <form class="quiz-value" {key} {onsubmit} novalidate=true data-testid="quiz-value">
            <label for="quiz-value-input">{ label }</label>
            <div class="quiz-value-row">
                // Text with a numeric keypad: what was typed reaches the check as typed, so a
                // bad entry is told rather than silently emptied as a number field does.
                <input id="quiz-value-input" ref={value_ref.clone()} type="text" inputmode="numeric"
                    autocomplete="off" enterkeyhint="done" size="5" data-testid="quiz-value-input"
                    value={given.map(|value| value.to_string())} disabled={answered}
                    aria-invalid={typed.is_some().to_string()}
                    aria-describedby={typed.map(|_| "quiz-value-problem")} />
                <button type="submit" class="primary" data-testid="quiz-value-submit" disabled={answered}>
                    { t!(QuizValueSubmit) }
                </button>
            </div>
            if let Some(problem) = typed {
                <p class="field-error" id="quiz-value-problem" role="alert" data-testid="quiz-value-problem"
                    data-problem={format!("{problem:?}")}>
                    { words::value_problem(problem) }
                </p>
            }
        </form>
    }
}

/// The score, each question missed with its answer, and what to do next.
fn end_screen(
    run: &QuizRun,
    head: Html,
    act: &impl Fn(Action) -> Callback<MouseEvent>,
    heading_ref: &NodeRef,
    leavable: bool,
) -> Html {
    let missed = run.missed().filter_map(|answer| {
        let question = run.questions.get(answer.question)?;
        Some(html! {
            <li data-testid="quiz-missed" data-position={question.game.to_string()}
                data-kind={kind_name(question.kind)}>
                <p><strong>{ words::missed_heading(answer.question + 1, &question.game) }</strong></p>
                <p>{ words::given(question, &answer.given) }</p>
                <p>{ words::solution(question) }</p>
            </li>
        })
    });
    let any_missed = run.missed().next().is_some();
    let another = QuizSpec {
        seed: run.spec.seed.wrapping_add(1),
        ..run.spec
    };
    html! {
        <section class="quiz quiz-end" aria-label={t!(QuizTitle)} data-testid="quiz-end">
            { head }
            <p class="quiz-score" data-testid="quiz-score" tabindex="-1" ref={heading_ref.clone()}
                data-right={run.right().to_string()} data-total={run.asked.len().to_string()}>
                { words::score(run.right(), run.asked.len()) }
            </p>
            if any_missed {
                <h3>{ t!(QuizMissedTitle) }</h3>
                <ul class="quiz-missed">{ for missed }</ul>
            } else {
                <p>{ t!(QuizAllRight) }</p>
            }
            <div class="quiz-actions">
                if any_missed {
                    <button type="button" class="primary" data-testid="quiz-retry" onclick={act(Action::Quiz(QuizAction::Retry))}>{ t!(QuizRetry) }</button>
                }
                <button type="button" class={if any_missed { "secondary" } else { "primary" }} data-testid="quiz-another"
                    onclick={act(Action::Quiz(QuizAction::Start(another)))}>{ words::another(another.seed) }</button>
                if leavable {
                    <button type="button" class="secondary" data-testid="quiz-back" onclick={act(Action::Quiz(QuizAction::Leave))}>{ t!(QuizBack) }</button>
                }
            </div>
        </section>
    }
}
