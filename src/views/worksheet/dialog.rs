//! The Worksheet and Quiz buttons and their one dialog. The dialog is the app's (a real modal,
//! closed by its ✕ or Escape); its form (`form.rs`) is a split point of the worksheet's chunk,
//! fetched the first time a dialog opens, so the first load does not carry it, given which dialog
//! and the board's game, and sending back the chosen sheet or quiz.

use nim_solver::{Level, Variant};
use yew::prelude::*;

use crate::app::dialog::Dialog;
use crate::app::platform::random;
use crate::views::chunk::{split_point, Chunk, Load};
use crate::views::worksheet::form::{WorksheetForm, WorksheetFormProps};
use crate::views::worksheet::spec::{WorksheetSpec, DEFAULT_COUNT};

use crate::t;

split_point!(worksheet: fn worksheet_form() -> WorksheetForm(WorksheetFormProps));

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

/// The Worksheet (or Quiz) button and its dialog.
#[component]
pub fn WorksheetButton(props: &WorksheetButtonProps) -> Html {
    let quiz = props.quiz;
    let open = use_state(|| false);
    // The level, count and number chosen last; a new number each page load, short, so a teacher
    // can say it aloud.
    let last = use_state(|| WorksheetSpec {
        variant: props.variant,
        level: Level::One,
        count: DEFAULT_COUNT,
        seed: (random() * 10_000.0) as u64,
    });
    let show = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    let on_choose = {
        let (open, last, on_print) = (open.clone(), last.clone(), props.on_print.clone());
        Callback::from(move |spec: WorksheetSpec| {
            open.set(false);
            last.set(spec);
            on_print.emit(spec);
        })
    };
    // Each opening starts from the board's game.
    let form = WorksheetFormProps {
        quiz,
        start: WorksheetSpec {
            variant: props.variant,
            ..*last
        },
        on_choose,
    };
    let (name, title) = if quiz {
        ("quiz", t!(QuizTitle))
    } else {
        ("worksheet", t!(WorksheetButton))
    };
    html! {
        <>
            <button type="button" data-testid={format!("{name}-button")} onclick={show}>{ title.clone() }</button>
            <Dialog open={*open} title={title} on_close={close} testid={format!("{name}-dialog")}>
                <Chunk name="worksheet-choices" load={(|| Box::pin(worksheet_form())) as Load}
                    props={crate::views::chunk::AnyProps::new(form)} loading={t!(WorksheetDialogLoading)} failed={t!(WorksheetDialogNotLoaded)} />
            </Dialog>
        </>
    }
}
