//! The quiz: started from its dialog and from a shared link, every question answered with the
//! solver's answer (read from the question's `data-position`), and wrong answers told, listed and
//! asked again; a sum's value typed and kept across a reload.

mod quizzing;

use nim_lab_e2e::{Browser, Error, Key, Result};
use quizzing::{answer, question};

/// Screenshots at the phone and desktop sizes and at a projector's 1920x1080.
fn shots(browser: &Browser, name: &str) -> Result<()> {
    browser.screenshots(name)?;
    browser.screenshot_at(name, 1920, 1080)?;
    browser.set_viewport(1366, 768)
}

#[test]
fn a_quiz_from_the_dialog_answered_as_the_solver_answers_scores_ten_of_ten() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("")?;
    browser.click(".masthead [data-testid=quiz-button]")?;
    browser.wait_for("[data-testid=quiz-dialog][open]")?;
    // The form comes with the worksheet's chunk.
    browser.wait_for("[data-testid=quiz-dialog] [data-testid=quiz-variant]")?;
    for (id, value) in [("variant", "circle"), ("level", "2"), ("seed", "12")] {
        browser.set_field(&format!("[data-testid=quiz-{id}]"), value, "change")?;
    }
    let link = browser
        .wait_for("[data-testid=quiz-link]")?
        .prop("value")?
        .unwrap_or_default();
    assert!(link.ends_with("?quiz=12&variant=circle&level=2"), "{link}");
    shots(&browser, "quiz-dialog")?;
    browser.click("[data-testid=quiz-start]")?;
    browser.wait_for("[data-testid=quiz-question]")?;
    shots(&browser, "quiz-circle-question")?;
    // The open quiz is the address: the teacher's link, and a reload asks the same questions.
    browser.wait_until("the address to hold the quiz", |b| {
        Ok(b.current_url()?
            .ends_with("?quiz=12&variant=circle&level=2"))
    })?;
    let first = question(&browser)?.0;
    browser.goto(&browser.current_url()?)?;
    assert_eq!(question(&browser)?.0, first);
    for number in 1..=10 {
        answer(&browser, number, 10, true)?;
        if number == 1 {
            shots(&browser, "quiz-circle-feedback-right")?;
        }
        browser.click("[data-testid=quiz-next]")?;
    }
    let score = browser.wait_for("[data-testid=quiz-score]")?;
    assert_eq!(score.attr("data-right")?.as_deref(), Some("10"));
    assert_eq!(score.attr("data-total")?.as_deref(), Some("10"));
    assert!(browser.find_all("[data-testid=quiz-missed]")?.is_empty());
    shots(&browser, "quiz-circle-end")?;
    browser.click("[data-testid=quiz-back]")?;
    browser.wait_until("the game to come back", |b| {
        Ok(b.find_all("[data-testid=quiz]")?.is_empty()
            && !b.find_all("[data-testid=phase]")?.is_empty())
    })?;
    browser.close()
}

#[test]
fn a_wrong_quiz_answer_is_told_listed_with_its_answer_and_asked_again() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?quiz=3&variant=blocking&level=2")?;
    let mut missed = Vec::new();
    for number in 1..=10 {
        let right = number != 2 && number != 5;
        let game = answer(&browser, number, 10, right)?;
        if !right {
            missed.push(game.to_string());
            if missed.len() == 1 {
                let said = browser.text("[data-testid=announcer]")?;
                assert!(said.starts_with("✗ Not quite."), "{said}");
                shots(&browser, "quiz-blocking-feedback-wrong")?;
            }
        }
        browser.click("[data-testid=quiz-next]")?;
    }
    let score = browser.wait_for("[data-testid=quiz-score]")?;
    assert_eq!(score.attr("data-right")?.as_deref(), Some("8"));
    assert_eq!(score.text()?, "8 of 10 right");
    let listed = browser
        .find_all("[data-testid=quiz-missed]")?
        .iter()
        .map(|item| item.attr("data-position").map(Option::unwrap_or_default))
        .collect::<Result<Vec<_>>>()?;
    assert_eq!(listed, missed);
    shots(&browser, "quiz-blocking-end")?;
    browser.click("[data-testid=quiz-retry]")?;
    for number in 1..=2 {
        let game = answer(&browser, number, 2, true)?;
        assert_eq!(game.to_string(), missed[number - 1]);
        browser.click("[data-testid=quiz-next]")?;
    }
    let score = browser.wait_for("[data-testid=quiz-score]")?;
    assert_eq!(score.text()?, "2 of 2 right");
    browser.close()
}

#[test]
fn quiz_keys_answer_p_or_n_and_a_bad_quiz_link_says_what_was_wrong() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?quiz=4&variant=misere&level=1")?;
    let mut number = 1;
    loop {
        browser.wait_for_text(".quiz-progress", &format!("Question {number} of 10"))?;
        let (game, kind) = question(&browser)?;
        if kind == "outcome" {
            let outcome = game
                .analyze()
                .map_err(|e| Error::Unexpected(e.to_string()))?
                .outcome;
            browser
                .find("[data-testid=quiz-question]")?
                .send_keys(&outcome.letter().to_string())?;
            let feedback = browser.wait_for("[data-testid=quiz-feedback]")?;
            assert_eq!(feedback.attr("data-correct")?.as_deref(), Some("true"));
            break;
        }
        answer(&browser, number, 10, true)?;
        browser.click("[data-testid=quiz-next]")?;
        number += 1;
    }
    browser.open("?quiz=lots&variant=pass&level=9")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("quiz=\"lots\""), "{notice}");
    assert!(browser.find_all("[data-testid=quiz]")?.is_empty());
    browser.close()
}

/// The score so far, as the question's progress line shows it ("1 of 2 right").
fn so_far(browser: &Browser) -> Result<String> {
    Ok(browser
        .text(".quiz-so-far")?
        .trim_start_matches([' ', '·'])
        .to_owned())
}

#[test]
fn a_reload_mid_quiz_goes_on_at_the_same_question_with_the_score_and_names_no_computer(
) -> Result<()> {
    let spec = (nim_solver::Variant::Blocking, nim_solver::Level::Two, 3);
    let questions = nim_solver::quiz_questions(spec.0, spec.1, spec.2);
    let browser = Browser::launch()?;
    browser.open("?quiz=3&variant=blocking&level=2")?;
    // The first question is "P or N?" in the blocker's step, the second a move after the forbid.
    assert_eq!(
        (questions[0].kind, questions[1].kind),
        (nim_solver::QuizKind::Outcome, nim_solver::QuizKind::Move)
    );
    let first = answer(&browser, 1, 10, false)?;
    assert_eq!(first, questions[0].game);
    // A quiz has no computer: the analysis names "you" and "the opponent".
    let analysis = browser.wait_for_text(".explain", "opponent")?;
    assert!(!analysis.to_lowercase().contains("computer"), "{analysis}");
    shots(&browser, "quiz-blocking-analysis-wrong")?;
    browser.click("[data-testid=quiz-next]")?;
    let roles = browser.wait_for_text("[data-testid=roles]", "Blocker: Opponent")?;
    assert!(roles.contains("Mover: You"), "{roles}");
    answer(&browser, 2, 10, true)?;
    browser.click("[data-testid=quiz-next]")?;
    browser.wait_for_text(".quiz-progress", "Question 3 of 10")?;

    browser.goto(&browser.current_url()?)?;
    browser.wait_for_text(".quiz-progress", "Question 3 of 10")?;
    let (third, _) = question(&browser)?;
    assert_eq!(
        third, questions[2].game,
        "the third question, not the first"
    );
    assert_eq!(so_far(&browser)?, "1 of 2 right");
    assert!(browser.find_all("[data-testid=quiz-feedback]")?.is_empty());
    shots(&browser, "quiz-blocking-after-reload")?;

    // An answered question shows its verdict again after a reload.
    answer(&browser, 3, 10, true)?;
    browser.goto(&browser.current_url()?)?;
    let feedback = browser.wait_for("[data-testid=quiz-feedback]")?;
    assert_eq!(feedback.attr("data-correct")?.as_deref(), Some("true"));
    assert_eq!(so_far(&browser)?, "2 of 3 right");
    browser.click("[data-testid=quiz-next]")?;
    for number in 4..=10 {
        answer(&browser, number, 10, true)?;
        browser.click("[data-testid=quiz-next]")?;
    }
    // A finished quiz shows its score after a reload, and the missed one can be tried again.
    browser.wait_for("[data-testid=quiz-score]")?;
    browser.goto(&browser.current_url()?)?;
    let score = browser.wait_for("[data-testid=quiz-score]")?;
    assert_eq!(score.text()?, "9 of 10 right");
    let missed = browser.attr("[data-testid=quiz-missed]", "data-position")?;
    assert_eq!(missed, Some(first.to_string()));
    browser.click("[data-testid=quiz-retry]")?;
    assert_eq!(answer(&browser, 1, 1, true)?, first);
    browser.goto(&browser.current_url()?)?;
    browser.wait_for_text(".quiz-progress", "Missed question 1 of 1 (try 2)")?;
    browser.click("[data-testid=quiz-next]")?;
    browser.wait_for_text("[data-testid=quiz-score]", "1 of 1 right")?;
    // Leaving forgets the progress: the same link starts again at question 1.
    browser.click("[data-testid=quiz-back]")?;
    browser.wait_until("the game to come back", |b| {
        Ok(b.find_all("[data-testid=quiz]")?.is_empty())
    })?;
    browser.open("?quiz=3&variant=blocking&level=2")?;
    browser.wait_for_text(".quiz-progress", "Question 1 of 10")?;
    assert!(browser.find_all(".quiz-so-far")?.is_empty());
    browser.close()
}

#[test]
fn a_quiz_on_a_sum_takes_its_value_typed_with_enter_tells_bad_text_and_keeps_it_across_a_reload(
) -> Result<()> {
    let questions =
        nim_solver::quiz_questions(nim_solver::Variant::SumOfGames, nim_solver::Level::One, 3);
    let first_value = questions
        .iter()
        .position(|q| q.kind == nim_solver::QuizKind::Value)
        .ok_or_else(|| Error::Unexpected("quiz 3 of sums asks no value".into()))?;
    let browser = Browser::launch()?;
    browser.open("?quiz=3&variant=sum&level=1")?;
    for number in 1..=first_value {
        answer(&browser, number, 10, true)?;
        browser.click("[data-testid=quiz-next]")?;
    }
    let number = first_value + 1;
    browser.wait_for_text(".quiz-progress", &format!("Question {number} of 10"))?;
    if number > 1 {
        // After "Next", the value's field has the focus: the answer is typed straight away.
        browser.wait_until("the field to take the focus", |b| {
            Ok(b.focused_testid()?.as_deref() == Some("quiz-value-input"))
        })?;
    }
    let field = browser.find("[data-testid=quiz-value-input]")?;
    field.send_keys(&format!("seven{}", Key::Enter))?;
    let told = browser.wait_for("[data-testid=quiz-value-problem]")?;
    assert!(told.text()?.contains("digits"), "{}", told.text()?);
    assert!(browser.find_all("[data-testid=quiz-feedback]")?.is_empty());
    shots(&browser, "quiz-sum-value-bad-text")?;
    browser.execute(
        "document.querySelector('[data-testid=quiz-value-input]').value = '';",
        Vec::new(),
    )?;
    let asked = answer(&browser, number, 10, false)?;
    assert_eq!(asked, questions[first_value].game);
    let feedback = browser.text("[data-testid=quiz-feedback]")?;
    assert!(feedback.contains(" ⊕ "), "{feedback}");
    shots(&browser, "quiz-sum-value-wrong")?;
    // The value answered is kept in the tab's progress: a reload shows the same verdict.
    browser.goto(&browser.current_url()?)?;
    let again = browser.wait_for("[data-testid=quiz-feedback]")?;
    assert_eq!(again.attr("data-correct")?.as_deref(), Some("false"));
    assert_eq!(again.text()?, feedback);
    browser.close()
}
