//! The Worksheet and Quiz dialogs and the printable sheet: the dialog is the app's own modal,
//! named by its heading, closed by its ✕ with focus back on the button; its form and the sheet
//! are the worksheet's split points, linked into this build and so drawn at once (the fetch of
//! their chunk is tested end to end, in `crates/e2e/tests/worksheet.rs`). The form starts from
//! the board's game and makes the link, Print draws the sheet and prints it once, Start starts
//! the quiz its link starts; a sheet's link shows it without printing, and its Close takes it
//! away.

use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlDialogElement, HtmlInputElement, HtmlSelectElement};

use crate::support::{click, count, find, focused, mount, wait};

/// Sets a field (a text box or a menu) as a person would, then fires its bubbling `change`.
async fn set(root: &Element, testid: &str, value: &str) {
    let field = find(root, &format!("[data-testid={testid}]"));
    if let Some(select) = field.dyn_ref::<HtmlSelectElement>() {
        select.set_value(value);
    } else {
        field
            .dyn_ref::<HtmlInputElement>()
            .expect("a text box or a menu")
            .set_value(value);
    }
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("an event");
    field.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

/// The value of the field `testid`.
fn value(root: &Element, testid: &str) -> String {
    let field = find(root, &format!("[data-testid={testid}]"));
    match field.dyn_ref::<HtmlSelectElement>() {
        Some(select) => select.value(),
        None => field
            .dyn_ref::<HtmlInputElement>()
            .expect("a text box or a menu")
            .value(),
    }
}

/// Counts the page's prints from now on, in place of the browser's print dialog.
fn count_prints() {
    let window = gloo::utils::window();
    let counter = js_sys::Function::new_no_args("window.prints.push(1);");
    js_sys::Reflect::set(&window, &"prints".into(), &js_sys::Array::new()).expect("set");
    js_sys::Reflect::set(&window, &"print".into(), &counter).expect("set");
}

/// How many times the page printed since [`count_prints`].
fn prints() -> u32 {
    js_sys::Reflect::get(&gloo::utils::window(), &"prints".into())
        .ok()
        .and_then(|prints| prints.dyn_into::<js_sys::Array>().ok())
        .map_or(0, |prints| prints.length())
}

/// Waits for the sheet's print, asked for after its render.
async fn wait_for_prints(times: u32) {
    for _ in 0..50 {
        if prints() >= times {
            break;
        }
        wait(20).await;
    }
    assert_eq!(prints(), times);
}

#[wasm_bindgen_test]
async fn each_dialog_opens_named_shows_its_form_from_the_boards_game_and_closes() {
    for (name, title) in [("worksheet", "Worksheet"), ("quiz", "Quiz")] {
        let app = mount("variant=circle&ring=ooo.oo&mode=two").await;
        let button = format!("[data-testid={name}-button]");
        find(&app, &button).focus().expect("focusable");
        click(&app, &button).await;
        let dialog: HtmlDialogElement = find(&app, &format!("[data-testid={name}-dialog]"))
            .dyn_into()
            .expect("a <dialog>");
        assert!(dialog.open(), "{name}");
        // Its accessible name is its heading, the button's words.
        let heading = dialog
            .get_attribute("aria-labelledby")
            .expect("labelled by its heading");
        assert_eq!(
            find(&app, &format!("#{heading}")).text_content().as_deref(),
            Some(title)
        );
        // The form is drawn in the dialog's first render: no status line.
        assert_eq!(
            count(&app, "[data-testid=worksheet-choices-host-status]"),
            0
        );
        // The quiz's dialog has a second form, for the LMS package.
        assert_eq!(
            count(
                &app,
                &format!("[data-testid={name}-dialog] .worksheet-choices-host form")
            ),
            if name == "quiz" { 2 } else { 1 },
            "{name}"
        );
        assert_eq!(
            count(&app, "[data-testid=quiz-lms]"),
            u32::from(name == "quiz"),
            "{name}"
        );
        assert_eq!(value(&app, &format!("{name}-variant")), "circle");
        assert_eq!(value(&app, &format!("{name}-level")), "1");
        // A quiz always has ten questions: only the sheet asks how many.
        assert_eq!(
            count(&app, "[data-testid=worksheet-count]"),
            u32::from(name == "worksheet"),
            "{name}"
        );

        click(
            &app,
            &format!("[data-testid={name}-dialog] .dialog-head button"),
        )
        .await;
        assert!(!dialog.open(), "{name}");
        assert_eq!(count(&app, ".worksheet-choices-host"), 0, "{name}");
        assert_eq!(
            focused().as_deref(),
            Some(format!("{name}-button").as_str())
        );
    }
}

#[wasm_bindgen_test]
async fn the_worksheet_form_makes_the_link_refuses_a_bad_count_and_print_draws_and_prints_the_sheet(
) {
    count_prints();
    let app = mount("variant=nim&heaps=3,4,5").await;
    click(&app, "[data-testid=worksheet-button]").await;
    assert_eq!(count(&app, "[data-testid=worksheet-dialog] form"), 1);
    set(&app, "worksheet-variant", "pass").await;
    set(&app, "worksheet-count", "4").await;
    set(&app, "worksheet-level", "3").await;
    set(&app, "worksheet-seed", "12").await;
    let link = value(&app, "worksheet-link");
    assert!(
        link.ends_with("?worksheet=12&variant=pass&count=4&level=3"),
        "{link}"
    );
    // Too many questions: said beside the field, no link, and Print waits for a good count.
    set(&app, "worksheet-count", "31").await;
    assert_eq!(count(&app, "#worksheet-count-error"), 1);
    assert_eq!(count(&app, "[data-testid=worksheet-link]"), 0);
    let print = find(&app, "[data-testid=worksheet-print-button]");
    assert!(print.has_attribute("disabled"));
    set(&app, "worksheet-count", "4").await;
    assert!(!print.has_attribute("disabled"));
    assert_eq!(count(&app, "[data-testid=worksheet-sheet]"), 0);

    click(&app, "[data-testid=worksheet-print-button]").await;
    let dialog: HtmlDialogElement = find(&app, "[data-testid=worksheet-dialog]")
        .dyn_into()
        .expect("a <dialog>");
    assert!(!dialog.open());
    assert_eq!(
        count(&app, ".worksheet-host [data-testid=worksheet-sheet]"),
        1
    );
    assert_eq!(count(&app, "[data-testid=worksheet-question]"), 4);
    assert_eq!(count(&app, "[data-testid=worksheet-answer]"), 4);
    assert_eq!(
        find(&app, "#worksheet-title").text_content().as_deref(),
        Some("Nim with a Pass worksheet")
    );
    wait_for_prints(1).await;
    // The sheet's own Print prints again.
    click(&app, "[data-testid=worksheet-print]").await;
    assert_eq!(prints(), 2);
}

#[wasm_bindgen_test]
async fn a_sheets_link_shows_it_ready_to_print_and_its_close_takes_it_away() {
    crate::support::all_analyses();
    count_prints();
    let app = mount("worksheet=7&variant=nim&count=10&level=1").await;
    assert_eq!(count(&app, "[data-testid=worksheet-host-status]"), 0);
    assert_eq!(
        count(&app, ".worksheet-host [data-testid=worksheet-sheet]"),
        1
    );
    let positions: Vec<String> = (0..10)
        .filter_map(|i| {
            app.query_selector_all("[data-testid=worksheet-question]")
                .expect("a valid selector")
                .get(i)
                .and_then(|node| node.dyn_into::<Element>().ok())
                .and_then(|question| question.get_attribute("data-position"))
        })
        .collect();
    let expected: Vec<String> =
        nim_solver::practice_questions(nim_solver::Variant::Nim, nim_solver::Level::One, 10, 7)
            .iter()
            .map(|question| question.game.to_string())
            .collect();
    assert_eq!(positions, expected);
    assert_eq!(count(&app, "[data-testid=worksheet-key]"), 1);
    // Shown, not printed: the teacher prints it.
    wait(50).await;
    assert_eq!(prints(), 0);
    click(&app, "[data-testid=worksheet-close]").await;
    assert_eq!(count(&app, "[data-testid=worksheet-sheet]"), 0);
    assert_eq!(count(&app, ".worksheet-host"), 0);
}

#[wasm_bindgen_test]
async fn the_quiz_forms_start_starts_the_quiz_its_link_starts() {
    let app = mount("variant=nim&heaps=3,4,5").await;
    click(&app, "[data-testid=quiz-button]").await;
    assert_eq!(count(&app, "[data-testid=quiz-dialog] form"), 2);
    set(&app, "quiz-variant", "circle").await;
    set(&app, "quiz-level", "2").await;
    set(&app, "quiz-seed", "12").await;
    let link = value(&app, "quiz-link");
    assert!(link.ends_with("?quiz=12&variant=circle&level=2"), "{link}");
    assert_eq!(count(&app, "[data-testid=quiz]"), 0);
    click(&app, "[data-testid=quiz-start]").await;
    let dialog: HtmlDialogElement = find(&app, "[data-testid=quiz-dialog]")
        .dyn_into()
        .expect("a <dialog>");
    assert!(!dialog.open());
    let first = |app: &Element| {
        find(app, "[data-testid=quiz-question]")
            .get_attribute("data-position")
            .expect("a position")
    };
    let started = first(&app);
    let linked = mount("quiz=12&variant=circle&level=2").await;
    assert_eq!(first(&linked), started);
}
