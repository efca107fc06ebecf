//! The game review on the release page: a game of 3-4-5 Nim with one mistake, reviewed at its
//! end; the mistake's row explains the move that kept the win, and a click replays from it.

use nim_lab_e2e::{Browser, Result};

const ROWS: &str = "[data-testid=review-row]";

/// The heaps' sizes on the board, in order.
fn heaps(browser: &Browser) -> Result<Vec<String>> {
    let mut sizes = Vec::new();
    for heap in browser.find_all("[data-testid=heaps] > li")? {
        sizes.push(heap.attr("data-size")?.unwrap_or_default());
    }
    Ok(sizes)
}

/// Screenshots of the review at a phone's, a laptop's and both projectors' sizes.
fn review_screenshots(browser: &Browser, name: &str) -> Result<()> {
    for (width, height) in [(390, 844), (1366, 768), (1280, 720), (1920, 1080)] {
        browser.set_viewport(width, height)?;
        browser.execute(
            "document.querySelector('[data-testid=review]').scrollIntoView();",
            Vec::new(),
        )?;
        browser.next_frame()?;
        browser.screenshot_at(name, width, height)?;
    }
    browser.set_viewport(1366, 768)
}

/// At 390 px wide the review and each box inside it fit their width: nothing scrolls sideways,
/// and every row still names who acts, who wins, the nim-sum and the move.
fn fits_a_phone(browser: &Browser) -> Result<()> {
    browser.set_viewport(390, 844)?;
    let overflows = browser.execute(
        "return [...document.querySelectorAll('[data-testid=review], [data-testid=review] *')]
            .filter(el => el.scrollWidth > el.clientWidth && el.clientWidth > 0
                && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
            .map(el => el.className.baseVal ?? el.className)
            .concat(document.documentElement.scrollWidth > document.documentElement.clientWidth
                ? ['the page'] : []);",
        Vec::new(),
    )?;
    assert_eq!(
        overflows,
        serde_json::json!([]),
        "these scroll sideways at 390px"
    );
    let review = browser.execute(
        "const r = document.querySelector('[data-testid=review]'); return [r.scrollWidth, r.clientWidth];",
        Vec::new(),
    )?;
    assert!(
        review[0].as_f64() <= review[1].as_f64() && review[1].as_f64() > Some(0.0),
        "the review's scrollWidth and clientWidth: {review}"
    );
    let first = browser.text("[data-testid=review-row]")?;
    for part in ["Player 1", "N, wins", "010", "heap 1: 3 → 0"] {
        assert!(
            first.contains(part),
            "{part} missing from the first row: {first}"
        );
    }
    browser.set_viewport(1366, 768)
}

#[test]
fn a_review_marks_the_mistake_explains_it_and_replays_from_it() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&mode=two")?;
    browser.wait_for("[data-testid=heaps]")?;
    // Player 1 empties heap 1 (3,4,5 → 0,4,5: nim-sum 1, the win thrown away); Player 2 then
    // balances and wins.
    for (counter, after) in [
        ("counter-0-0", ["0", "4", "5"]),
        ("counter-2-4", ["0", "4", "4"]),
        ("counter-1-0", ["0", "0", "4"]),
        ("counter-2-0", ["0", "0", "0"]),
    ] {
        browser.click(&format!("[data-testid={counter}]"))?;
        browser.wait_until(&format!("the move {counter}"), |b| Ok(heaps(b)? == after))?;
    }
    // The end of the game opens the review: one row per position, one mistake.
    browser.wait_for_count(ROWS, 5)?;
    assert!(browser.current_url()?.contains("view=review"));
    let marks: Vec<String> = browser
        .find_all(ROWS)?
        .iter()
        .map(|row| row.attr("data-mistake").map(Option::unwrap_or_default))
        .collect::<Result<_>>()?;
    assert_eq!(marks, ["true", "false", "false", "false", "false"]);
    let outcomes: Vec<String> = browser
        .find_all(ROWS)?
        .iter()
        .map(|row| row.attr("data-outcome").map(Option::unwrap_or_default))
        .collect::<Result<_>>()?;
    assert_eq!(outcomes, ["N", "N", "P", "N", "P"]);
    let summary = browser.text("[data-testid=review-summary]")?;
    assert!(summary.contains("1 mistake"), "{summary}");
    let crossings = browser
        .attr("[data-testid=review-chart] .path.cross", "d")?
        .unwrap_or_default();
    assert_eq!(
        crossings.matches('M').count(),
        1,
        "one crossing: {crossings}"
    );

    // One click shows the move that kept the win: heap 1, 3 ⊕ 2 = 1.
    browser.click("[data-testid=review-why]")?;
    let recipe = browser.text("[data-testid=review-recipe]")?;
    assert!(recipe.starts_with("Heap 1 → 3 ⊕ 2 = 1"), "{recipe}");
    browser.find("[data-testid=review-why-panel] .nim-sum-table")?;
    fits_a_phone(&browser)?;
    review_screenshots(&browser, "review-345-mistake")?;

    // Back to the mistake's position, and a better move from it.
    browser.click(&format!("{ROWS}[data-row='0'] [data-testid=review-goto]"))?;
    browser.wait_until("the board to be back at 3,4,5", |b| {
        Ok(heaps(b)? == ["3", "4", "5"])
    })?;
    assert_eq!(
        browser.attr(&format!("{ROWS}[aria-current]"), "data-row")?,
        Some("0".into())
    );
    browser.click("[data-testid=counter-0-1]")?;
    browser.wait_for_count(ROWS, 2)?;
    assert_eq!(heaps(&browser)?, ["1", "4", "5"]);
    assert_eq!(
        browser.attr(&format!("{ROWS}[data-row='0']"), "data-mistake")?,
        Some("false".into()),
        "the replayed move keeps the win"
    );
    assert_eq!(
        browser.attr(&format!("{ROWS}[data-row='1']"), "data-outcome")?,
        Some("P".into())
    );
    browser.close()
}
