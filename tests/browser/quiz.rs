//! Tests of the quiz: every question answered as the solver answers it, wrong answers, the
//! missed ones again, the P and N keys, a sum's value typed.

use nim_solver::{Game, Move, Outcome};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlFormElement, HtmlInputElement};

use crate::support::{click, count, find, mount};

/// The question shown: its position (parsed from `data-position`) and kind.
fn question(root: &Element) -> (Game, String) {
    let element = find(root, "[data-testid=quiz-question]");
    let position = element.get_attribute("data-position").expect("a position");
    let kind = element.get_attribute("data-kind").expect("a kind");
    (position.parse().expect("the link format"), kind)
}

/// Makes `mv` on the board as a person would: a counter, the pass, or a marker and a take button.
async fn play(root: &Element, game: &Game, mv: &Move) {
    if game.rules().parts().is_some() {
        // A sum's part lists its moves as buttons, in the solver's order.
        let part = |m: &Move| match *m {
            Move::Take { heap, .. } | Move::Split { heap, .. } => Some(heap),
            _ => None,
        };
        let heap = part(mv).expect("a move in a part");
        let index = game
            .legal_moves()
            .iter()
            .filter(|m| part(m) == Some(heap))
            .position(|m| m == mv)
            .expect("a legal move");
        click(root, &format!("[data-testid=sum-move-{heap}-{index}]")).await;
        return;
    }
    // A game whose moves take from several heaps: each take is chosen, then Take makes them.
    if game.rules().heaps_per_move().is_some_and(|k| k > 1) {
        let takes = match mv {
            &Move::Take { heap, to } => vec![(heap, to)],
            Move::Several { takes } => takes.clone(),
            other => panic!("{other:?} is no move from heaps"),
        };
        for (heap, to) in takes {
            click(root, &format!("[data-testid=counter-{heap}-{to}]")).await;
        }
        click(root, "[data-testid=choice-take]").await;
        return;
    }
    match *mv {
        // A staircase's coins are its takes.
        Move::Take { heap, to } if game.variant().board() == nim_solver::Board::Stairs => {
            click(root, &format!("[data-testid=coin-{heap}-{to}]")).await;
        }
        Move::Take { heap, to } => click(root, &format!("[data-testid=counter-{heap}-{to}]")).await,
        Move::Pass => click(root, "[data-testid=pass]").await,
        Move::Both { taken } => click(root, &format!("[data-testid=both-{taken}]")).await,
        Move::Remove { first, second } => {
            click(root, &format!("[data-testid=marker-{first}]")).await;
            let places = game.ring().map_or(1, <[bool]>::len);
            let take = match second {
                None => "take-one",
                Some(s) if s == (first + places - 1) % places => "take-left",
                Some(_) => "take-right",
            };
            click(root, &format!("[data-testid={take}]")).await;
        }
        // A coin row's move: each coin it turns, then Turn.
        Move::Turn { ref coins } => {
            for coin in coins {
                click(root, &format!("[data-testid=coin-{coin}]")).await;
            }
            click(root, "[data-testid=turn]").await;
        }
        // A grid's move: its far corner, the opposite corner, then Turn.
        Move::Corner {
            heads: (x, y),
            other: (a, b),
        } => {
            click(root, &format!("[data-testid=cell-{x}-{y}]")).await;
            click(root, &format!("[data-testid=cell-{a}-{b}]")).await;
            click(root, "[data-testid=turn]").await;
        }
        // A picture's move: its edge's button in the list.
        Move::Chop { edge } => click(root, &format!("[data-testid=chop-{edge}]")).await,
        Move::Forbid { .. } => panic!("the quiz never asks the blocker's move"),
        Move::Split { .. } => panic!("a split is a sum's move"),
        Move::Several { .. } => panic!("a move from several heaps is chosen above"),
    }
}

/// Answers the question shown, rightly or not, from the solver's own analysis of its position.
async fn answer(root: &Element, right: bool) {
    let (game, kind) = question(root);
    let analysis = game
        .analyze()
        .expect("quiz positions are within the budget");
    if kind == "outcome" {
        let outcome = if right == analysis.outcome.is_p() {
            "P"
        } else {
            "N"
        };
        click(root, &format!("[data-answer={outcome}]")).await;
    } else if kind == "value" {
        let value = game
            .stated_value(&analysis)
            .expect("a sum states its value");
        let typed = if right { value } else { value + 1 };
        type_value(root, &typed.to_string());
        click(root, "[data-testid=quiz-value-submit]").await;
    } else {
        assert_eq!(kind, "move");
        let mv = if right {
            analysis.winning_moves[0].clone()
        } else {
            game.legal_moves()
                .into_iter()
                .find(|mv| !analysis.winning_moves.contains(mv))
                .expect("a losing move")
        };
        play(root, &game, &mv).await;
    }
    let feedback = find(root, "[data-testid=quiz-feedback]");
    assert_eq!(
        feedback.get_attribute("data-correct").as_deref(),
        Some(if right { "true" } else { "false" }),
        "{game}: {}",
        feedback.text_content().unwrap_or_default()
    );
}

/// Types `text` into the value field, as a person would before pressing Enter or the button.
fn type_value(root: &Element, text: &str) {
    let field: HtmlInputElement = find(root, "[data-testid=quiz-value-input]")
        .dyn_into()
        .expect("an input");
    field.set_value(text);
}

/// Presses Enter in the value field: the form's own submission, as the browser makes it.
async fn press_enter(root: &Element) {
    let form: HtmlFormElement = find(root, "[data-testid=quiz-value]")
        .dyn_into()
        .expect("a form");
    form.request_submit().expect("submitted");
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn a_whole_quiz_answered_as_the_solver_answers_scores_ten_in_every_variant() {
    for variant in nim_solver::Variant::ALL.map(nim_solver::Variant::key) {
        let root = mount(&format!("quiz=11&variant={variant}&level=2")).await;
        let mut kinds = Vec::new();
        for number in 1..=10 {
            let progress = find(&root, ".quiz-progress")
                .text_content()
                .unwrap_or_default();
            assert!(
                progress.starts_with(&format!("Question {number} of 10")),
                "{progress}"
            );
            kinds.push(question(&root).1);
            answer(&root, true).await;
            click(&root, "[data-testid=quiz-next]").await;
        }
        assert!(kinds.iter().any(|k| k == "outcome") && kinds.iter().any(|k| k == "move"));
        let score = find(&root, "[data-testid=quiz-score]");
        assert_eq!(
            score.get_attribute("data-right").as_deref(),
            Some("10"),
            "{variant}"
        );
        assert_eq!(count(&root, "[data-testid=quiz-missed]"), 0);
        assert_eq!(count(&root, "[data-testid=quiz-retry]"), 0);
        // The next quiz is the next number's.
        click(&root, "[data-testid=quiz-another]").await;
        let (game, _) = question(&root);
        let next = nim_solver::quiz_questions(game.variant(), nim_solver::Level::Two, 12);
        assert_eq!(game, next[0].game, "{variant}");
    }
}

#[wasm_bindgen_test]
async fn wrong_answers_are_told_listed_at_the_end_and_asked_again() {
    let root = mount("quiz=5&variant=nim&level=1").await;
    let mut missed = Vec::new();
    for number in 1..=10 {
        let right = number % 3 != 1;
        if !right {
            missed.push(question(&root).0.to_string());
        }
        answer(&root, right).await;
        let said = find(&root, "[data-testid=announcer]")
            .text_content()
            .unwrap_or_default();
        assert!(
            said.starts_with(if right {
                "✓ Right."
            } else {
                "✗ Not quite."
            }),
            "{said}"
        );
        // After the answer the hints' panel explains the position, and the board stays put.
        assert_eq!(count(&root, ".side .explain"), 1);
        click(&root, "[data-testid=quiz-next]").await;
    }
    let score = find(&root, "[data-testid=quiz-score]");
    assert_eq!(score.get_attribute("data-right").as_deref(), Some("6"));
    assert_eq!(score.get_attribute("data-total").as_deref(), Some("10"));
    let listed: Vec<String> = (0..count(&root, "[data-testid=quiz-missed]"))
        .map(|i| {
            find(
                &root,
                &format!("[data-testid=quiz-missed]:nth-child({})", i + 1),
            )
            .get_attribute("data-position")
            .unwrap_or_default()
        })
        .collect();
    assert_eq!(listed, missed);
    click(&root, "[data-testid=quiz-retry]").await;
    for position in &missed {
        assert_eq!(&question(&root).0.to_string(), position);
        answer(&root, true).await;
        click(&root, "[data-testid=quiz-next]").await;
    }
    let score = find(&root, "[data-testid=quiz-score]");
    assert_eq!(score.get_attribute("data-right").as_deref(), Some("4"));
    assert_eq!(score.get_attribute("data-total").as_deref(), Some("4"));
    click(&root, "[data-testid=quiz-back]").await;
    assert_eq!(count(&root, "[data-testid=quiz]"), 0);
    assert_eq!(count(&root, "[data-testid=quiz-end]"), 0);
}

#[wasm_bindgen_test]
async fn p_and_n_keys_answer_and_a_move_question_needs_the_board() {
    let root = mount("quiz=5&variant=nim&level=1").await;
    while question(&root).1 != "outcome" {
        answer(&root, true).await;
        click(&root, "[data-testid=quiz-next]").await;
    }
    let (game, _) = question(&root);
    let truth = game.analyze().expect("small").outcome;
    let key = if truth == Outcome::PreviousPlayerWins {
        "p"
    } else {
        "n"
    };
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("an event");
    gloo::utils::document()
        .dispatch_event(&event)
        .expect("dispatched");
    yew::scheduler::flush().await;
    let feedback = find(&root, "[data-testid=quiz-feedback]");
    assert_eq!(
        feedback.get_attribute("data-correct").as_deref(),
        Some("true")
    );
    assert!(
        find(&root, "[data-answer=P]").has_attribute("disabled"),
        "one answer per question"
    );
    // The board is not played during "P or N?".
    assert!(find(&root, "[data-testid=counter-0-0]").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn a_bad_quiz_link_says_what_was_wrong_and_starts_no_quiz() {
    let root = mount("quiz=seven&variant=circle").await;
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("quiz=\"seven\""), "{notice}");
    assert_eq!(count(&root, "[data-testid=quiz]"), 0);
    let root = mount("quiz=7&level=hard").await;
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("level=\"hard\""), "{notice}");
    assert_eq!(count(&root, "[data-testid=quiz-question]"), 1);
}

/// Sends bad texts from the value field: each is told under it, marked invalid, not answered.
async fn bad_text_is_told_and_not_counted(root: &Element) {
    let field = find(root, "[data-testid=quiz-value-input]");
    // Bad text: told under the field, not an answer.
    for (text, problem) in [
        ("", "Empty"),
        ("six", "NotANumber"),
        ("-4", "Negative"),
        ("100000", "TooLarge"),
    ] {
        type_value(root, text);
        press_enter(root).await;
        let told = find(root, "[data-testid=quiz-value-problem]");
        assert_eq!(
            told.get_attribute("data-problem").as_deref(),
            Some(problem),
            "{text:?}"
        );
        assert_eq!(told.get_attribute("role").as_deref(), Some("alert"));
        assert_eq!(field.get_attribute("aria-invalid").as_deref(), Some("true"));
        assert_eq!(
            field.get_attribute("aria-describedby").as_deref(),
            Some("quiz-value-problem")
        );
        assert_eq!(count(root, "[data-testid=quiz-feedback]"), 0, "{text:?}");
    }
}

#[wasm_bindgen_test]
async fn a_sums_value_is_typed_bad_text_is_told_and_a_wrong_value_explained_and_asked_again() {
    let root = mount("quiz=3&variant=sum&level=1").await;
    let mut asked = Vec::new();
    for _ in 1..=10 {
        let (game, kind) = question(&root);
        if kind != "value" {
            assert_eq!(count(&root, "[data-testid=quiz-value-input]"), 0);
            answer(&root, true).await;
            click(&root, "[data-testid=quiz-next]").await;
            continue;
        }
        let analysis = game.analyze().expect("small");
        let value = game.stated_value(&analysis).expect("stated");
        let prompt = find(&root, ".quiz-prompt")
            .text_content()
            .unwrap_or_default();
        assert_eq!(
            prompt,
            "What is this sum's value? Type its Grundy value, a whole number."
        );
        // The field is labelled, and the board waits.
        let field = find(&root, "#quiz-value-input");
        assert_eq!(
            field.get_attribute("data-testid").as_deref(),
            Some("quiz-value-input")
        );
        assert_eq!(count(&root, "label[for=quiz-value-input]"), 1);
        assert!(find(&root, "[data-testid=sum-move-0-0]").has_attribute("disabled"));
        bad_text_is_told_and_not_counted(&root).await;
        // The first value question wrong (by Enter), the others right (by the button).
        let right = !asked.is_empty();
        let typed = if right { value } else { value + 1 };
        type_value(&root, &typed.to_string());
        if right {
            click(&root, "[data-testid=quiz-value-submit]").await;
        } else {
            press_enter(&root).await;
        }
        assert_eq!(count(&root, "[data-testid=quiz-value-problem]"), 0);
        let feedback = find(&root, "[data-testid=quiz-feedback]");
        assert_eq!(
            feedback.get_attribute("data-correct").as_deref(),
            Some(if right { "true" } else { "false" })
        );
        let said = feedback.text_content().unwrap_or_default();
        assert!(said.contains(&format!("You said {typed}.")), "{said}");
        assert!(
            said.contains(&format!("The sum's value is {value}.")),
            "{said}"
        );
        assert!(
            said.contains(" ⊕ ") && said.contains(&format!("= {value}.")),
            "{said}"
        );
        if !right {
            assert!(said.contains(&format!("Not {typed}.")), "{said}");
        }
        // Then the hints, as after any answer: each part's value on the board.
        assert_eq!(count(&root, ".side .explain"), 1);
        assert_eq!(count(&root, "[data-testid=value-0]"), 1);
        assert!(find(&root, "[data-testid=quiz-value-submit]").has_attribute("disabled"));
        asked.push((game.to_string(), right));
        click(&root, "[data-testid=quiz-next]").await;
    }
    assert!(!asked.is_empty(), "a sum's quiz asks values");
    let missed = find(&root, "[data-testid=quiz-missed]");
    assert_eq!(missed.get_attribute("data-kind").as_deref(), Some("value"));
    assert_eq!(
        missed.get_attribute("data-position"),
        Some(asked[0].0.clone())
    );
    let listed = missed.text_content().unwrap_or_default();
    assert!(listed.contains("The sum's value is"), "{listed}");
    click(&root, "[data-testid=quiz-retry]").await;
    let (game, kind) = question(&root);
    assert_eq!(
        (game.to_string(), kind.as_str()),
        (asked[0].0.clone(), "value")
    );
    assert_eq!(
        find(&root, "[data-testid=quiz-value-input]")
            .dyn_into::<HtmlInputElement>()
            .expect("an input")
            .value(),
        "",
        "the field starts empty again"
    );
    answer(&root, true).await;
    click(&root, "[data-testid=quiz-next]").await;
    let score = find(&root, "[data-testid=quiz-score]");
    assert_eq!(score.get_attribute("data-right").as_deref(), Some("1"));
}
