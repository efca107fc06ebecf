//! The worksheet: a link opens the sheet ready to print, its print-to-PDF puts the answer key on
//! pages after the questions, and the dialog makes the same sheet. The dialog's form and the sheet
//! are one chunk of the app's wasm, fetched once, when the first of them is shown.

use nim_lab_e2e::{pdf_pages, Browser, Result};
use nim_solver::{practice_questions, Level, Variant};

/// The app's sheet for `worksheet=7&variant=nim&count=10&level=2` is the solver's (and the CLI's).
fn expected_positions() -> Vec<String> {
    practice_questions(Variant::Nim, Level::Two, 10, 7)
        .iter()
        .map(|question| question.game.to_string())
        .collect()
}

#[test]
fn a_worksheet_link_prints_questions_then_the_answer_key_on_its_own_page() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?worksheet=7&variant=nim&count=10&level=2")?;
    browser.wait_for_count("[data-testid=worksheet-question]", 10)?;
    assert_eq!(
        browser.chunk_fetched("worksheet")?.len(),
        1,
        "the sheet's chunk, once"
    );
    let positions = browser
        .find_all("[data-testid=worksheet-question]")?
        .iter()
        .map(|q| q.attr("data-position").map(Option::unwrap_or_default))
        .collect::<Result<Vec<_>>>()?;
    assert_eq!(positions, expected_positions());
    // Every question of a nim-sum game has an empty binary table; the key answers every question.
    let tables = browser.find_all("[data-testid=worksheet-question] table.binary-table")?;
    assert_eq!(tables.len(), 10);
    let filled = browser.execute(
        "return [...document.querySelectorAll('.binary-table td')].filter(td => td.textContent !== '').length;",
        Vec::new(),
    )?;
    assert_eq!(filled.as_u64(), Some(0), "the tables are left blank");
    assert_eq!(
        browser.find_all("[data-testid=worksheet-answer]")?.len(),
        10
    );
    let key = browser.find("[data-testid=worksheet-key]")?;
    assert_eq!(key.css_value("break-before")?, "page");
    assert_eq!(browser.text("#worksheet-title")?, "Nim worksheet");

    let (pdf, file) = browser.print_pdf("worksheet-nim-level-2")?;
    let with_key = pdf_pages(&pdf);
    assert!(with_key >= 2, "{}: {with_key} pages", file.display());
    // Without the key the questions print on fewer pages: the key had pages of its own.
    browser.execute(
        "document.querySelector('[data-testid=worksheet-key]').style.display = 'none';",
        Vec::new(),
    )?;
    let (questions_only, _) = browser.print_pdf("worksheet-nim-level-2-questions")?;
    let without_key = pdf_pages(&questions_only);
    assert!(
        (1..with_key).contains(&without_key),
        "{without_key} pages without the key, {with_key} with it"
    );
    browser.execute(
        "document.querySelector('[data-testid=worksheet-key]').style.display = '';",
        Vec::new(),
    )?;
    browser.screenshots("worksheet-nim-level-2")?;
    browser.execute(
        "document.querySelector('[data-testid=worksheet-key]').scrollIntoView();",
        Vec::new(),
    )?;
    browser.screenshot_at("worksheet-nim-level-2-key", 1366, 768)?;
    // A look at the printed page: the print rules applied on screen, on a letter-sized window
    // with the page margins (headless Chromium cannot screenshot print media itself).
    browser.execute(
        "for (const sheet of document.styleSheets) {
             for (const rule of [...sheet.cssRules]) {
                 if (rule.media && rule.media.mediaText === 'print') {
                     for (const inner of rule.cssRules) sheet.insertRule(inner.cssText, sheet.cssRules.length);
                 }
             }
         }
         document.body.style.padding = '12mm';
         window.scrollTo(0, 0);",
        Vec::new(),
    )?;
    browser.screenshot_at("worksheet-nim-level-2-as-printed", 816, 1056)?;
    browser.close()
}

#[test]
fn a_ring_sheet_draws_rings_and_a_bad_link_says_what_was_wrong() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?worksheet=3&variant=circle&count=4&level=3")?;
    browser.wait_for_count("[data-testid=worksheet-question] svg.sheet-ring", 4)?;
    browser.print_pdf("worksheet-circle-level-3")?;
    browser.screenshots("worksheet-circle-level-3")?;
    browser.open("?worksheet=3&variant=blocking&count=500")?;
    browser.wait_for_count("[data-testid=worksheet-question] .sheet-heaps", 10)?;
    browser.screenshots("worksheet-blocking-level-1")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("count=\"500\""), "{notice}");
    browser.open("?worksheet=seven")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("worksheet=\"seven\""), "{notice}");
    assert!(browser
        .find_all("[data-testid=worksheet-sheet]")?
        .is_empty());
    browser.close()
}

#[test]
fn the_dialog_makes_the_sheet_its_link_opens_and_prints_it() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("")?;
    browser.wait_for(".masthead [data-testid=worksheet-button]")?;
    assert!(
        browser.chunk_fetched("worksheet")?.is_empty(),
        "not before the dialog opens"
    );
    browser.click(".masthead [data-testid=worksheet-button]")?;
    browser.wait_for("[data-testid=worksheet-dialog][open]")?;
    // The form comes with the worksheet's chunk.
    browser.wait_for("[data-testid=worksheet-dialog] [data-testid=worksheet-variant]")?;
    let fetched = browser.chunk_fetched("worksheet")?;
    assert_eq!(fetched.len(), 1, "{fetched:?}");
    // Choose Nim with a Pass, 4 questions, level 3, sheet 12, as a person would with the fields.
    browser.execute(
        "const set = (id, value) => { const field = document.querySelector(`[data-testid=${id}]`);
             field.value = value; field.dispatchEvent(new Event('change', { bubbles: true })); };
         set('worksheet-variant', 'pass'); set('worksheet-count', '4');
         set('worksheet-level', '3'); set('worksheet-seed', '12');
         window.timesPrinted = 0; window.print = () => { window.timesPrinted += 1; };",
        Vec::new(),
    )?;
    let link = browser
        .wait_for("[data-testid=worksheet-link]")?
        .prop("value")?
        .unwrap_or_default();
    assert!(
        link.ends_with("?worksheet=12&variant=pass&count=4&level=3"),
        "{link}"
    );
    browser.click("[data-testid=worksheet-print-button]")?;
    browser.wait_for_count("[data-testid=worksheet-question]", 4)?;
    browser.wait_until("the page to print once", |browser| {
        Ok(browser
            .execute("return window.timesPrinted;", Vec::new())?
            .as_u64()
            == Some(1))
    })?;
    let from_dialog = browser.text("[data-testid=worksheet-sheet]")?;
    assert!(browser
        .find_all("[data-testid=worksheet-dialog][open]")?
        .is_empty());
    // The sheet is in the form's chunk: nothing more was fetched.
    assert_eq!(browser.chunk_fetched("worksheet")?, fetched);
    browser.open(&format!(
        "?{}",
        link.rsplit_once('?').map_or("", |(_, q)| q)
    ))?;
    browser.wait_for_count("[data-testid=worksheet-question]", 4)?;
    assert_eq!(browser.text("[data-testid=worksheet-sheet]")?, from_dialog);
    // The open sheet stays in the address bar: a reload shows it again.
    browser.wait_until("the address to keep the sheet", |browser| {
        Ok(browser.current_url()?.contains("worksheet=12"))
    })?;
    let address = browser.current_url()?;
    browser.goto(&address)?;
    browser.wait_for_count("[data-testid=worksheet-question]", 4)?;
    assert_eq!(browser.text("[data-testid=worksheet-sheet]")?, from_dialog);
    browser.click("[data-testid=worksheet-close]")?;
    browser.wait_until("the sheet to close", |browser| {
        Ok(browser
            .find_all("[data-testid=worksheet-sheet]")?
            .is_empty())
    })?;
    browser.close()
}

#[test]
fn a_sum_worksheet_asks_each_value_with_a_row_per_part_and_its_key_gives_the_values() -> Result<()>
{
    let questions = practice_questions(Variant::SumOfGames, Level::One, 4, 5);
    let browser = Browser::launch()?;
    browser.open("?worksheet=5&variant=sum&count=4&level=1")?;
    browser.wait_for_count("[data-testid=worksheet-question]", 4)?;
    let asked = browser.find_all("[data-testid=worksheet-question]")?;
    let answers = browser.find_all("[data-testid=worksheet-answer]")?;
    for ((item, key), question) in asked.iter().zip(&answers).zip(&questions) {
        assert_eq!(item.attr("data-position")?, Some(question.game.to_string()));
        // A row per part, named by its game and size, and the nim-sum row; a value to write.
        let parts = question.game.rules().parts().unwrap_or_default().len();
        assert_eq!(
            item.find_all("table.binary-table tbody tr")?.len(),
            parts + 1
        );
        assert_eq!(item.find_all("td.value-column")?.len(), parts + 1);
        assert_eq!(
            item.find_all("[data-testid=worksheet-value-blank]")?.len(),
            1
        );
        let value = question
            .game
            .stated_value(&question.analysis)
            .ok_or_else(|| nim_lab_e2e::Error::Unexpected("a sum states its value".into()))?;
        assert_eq!(key.attr("data-value")?, Some(value.to_string()));
        let said = key.text()?;
        assert!(
            said.contains(&format!("The sum's value is {value}.")),
            "{said}"
        );
        assert!(said.contains(&format!("= {value}.")), "{said}");
        let winner = if value == 0 {
            "Second player wins"
        } else {
            "First player wins: "
        };
        assert!(said.contains(winner), "{said}");
    }
    let filled = browser.execute(
        "return [...document.querySelectorAll('.binary-table td')].filter(td => td.textContent !== '').length;",
        Vec::new(),
    )?;
    assert_eq!(filled.as_u64(), Some(0), "the tables are left blank");
    browser.print_pdf("worksheet-sum-level-1")?;
    browser.screenshots("worksheet-sum-level-1")?;
    browser.close()
}
