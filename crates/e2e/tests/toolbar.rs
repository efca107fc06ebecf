//! The page header on a phone: the board starts in the top half of the first screen, the toolbar's
//! other actions wait behind "More" (mouse and keyboard), and on wide screens all stay inline.

use nim_lab_e2e::{Browser, Key, Result, Value};

const MORE: &str = "[data-testid=toolbar-more]";

/// The actions that sit behind "More" on a phone.
const TUCKED: [&str; 6] = [
    "embed",
    "explore-toggle",
    "sources-button",
    "worksheet-button",
    "quiz-button",
    "present-open",
];

/// A number the page computed.
fn number(browser: &Browser, script: &str) -> Result<f64> {
    Ok(browser
        .execute(script, Vec::new())?
        .as_f64()
        .unwrap_or(f64::NAN))
}

/// Whether each tucked action is displayed.
fn shown(browser: &Browser) -> Result<Vec<bool>> {
    TUCKED
        .iter()
        .map(|id| browser.find(&format!("[data-testid={id}]"))?.is_displayed())
        .collect()
}

#[test]
fn on_a_phone_the_board_starts_in_the_first_half_screen_and_more_holds_the_rest() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5")?;
    browser.wait_for("[data-testid=heaps]")?;
    browser.set_viewport(390, 844)?;

    // The board's top edge sits above the middle of the screen, and nothing scrolls sideways.
    let top = number(
        &browser,
        "return document.querySelector('.board').getBoundingClientRect().top;",
    )?;
    let half = number(&browser, "return window.innerHeight / 2;")?;
    assert!(
        top < half,
        "the board starts at {top}px, below half the screen ({half}px)"
    );
    let overflow = browser.sideways_scroll()?;
    assert!(overflow <= 0.0, "the page scrolls sideways by {overflow}px");

    // How to play, Share and More on view; the rest tucked away until More opens.
    for id in ["how-to-play", "share", "toolbar-more"] {
        assert!(
            browser
                .find(&format!("[data-testid={id}]"))?
                .is_displayed()?,
            "{id}"
        );
    }
    assert_eq!(shown(&browser)?, [false; 6]);
    assert_eq!(
        browser.attr(MORE, "aria-expanded")?.as_deref(),
        Some("false")
    );
    browser.screenshot_at("toolbar-more-closed", 390, 844)?;

    browser.click(MORE)?;
    // The panel shows after the click's render, which a loaded machine may delay.
    browser.wait_until("More to show every action", |b| Ok(shown(b)? == [true; 6]))?;
    assert_eq!(
        browser.attr(MORE, "aria-expanded")?.as_deref(),
        Some("true")
    );
    // The panel opens over the page, inside the screen.
    let right = number(
        &browser,
        "return document.getElementById('toolbar-more').getBoundingClientRect().right;",
    )?;
    assert!(right <= 390.0, "the panel ends at {right}px");
    browser.screenshot_at("toolbar-more-open", 390, 844)?;

    // A click outside closes it.
    browser.click(".masthead h1")?;
    assert_eq!(
        browser.attr(MORE, "aria-expanded")?.as_deref(),
        Some("false")
    );
    assert_eq!(shown(&browser)?, [false; 6]);

    // By keyboard: Enter opens, Tab walks into the panel, Escape closes and returns focus.
    browser.execute(
        "document.querySelector('[data-testid=toolbar-more]').focus();",
        Vec::new(),
    )?;
    browser.find(MORE)?.send_keys(&Key::Enter.to_string())?;
    assert_eq!(
        browser.attr(MORE, "aria-expanded")?.as_deref(),
        Some("true")
    );
    browser.find(MORE)?.send_keys(&Key::Tab.to_string())?;
    assert_eq!(browser.focused_testid()?.as_deref(), Some("embed"));
    browser
        .find("[data-testid=embed]")?
        .send_keys(&Key::Escape.to_string())?;
    assert_eq!(
        browser.attr(MORE, "aria-expanded")?.as_deref(),
        Some("false")
    );
    assert_eq!(browser.focused_testid()?.as_deref(), Some("toolbar-more"));

    // An action chosen from the panel: its dialog opens, and closing it gives focus back to More.
    browser.click(MORE)?;
    browser.click("[data-testid=sources-button]")?;
    let dialog = browser.wait_for("[data-testid=sources-dialog][open]")?;
    assert_eq!(
        browser.attr(MORE, "aria-expanded")?.as_deref(),
        Some("false")
    );
    browser.screenshot_at("toolbar-more-dialog", 390, 844)?;
    dialog.send_keys(&Key::Escape.to_string())?;
    browser.wait_until("the sources dialog to close", |b| {
        Ok(b.find_all("[data-testid=sources-dialog][open]")?.is_empty())
    })?;
    assert_eq!(browser.focused_testid()?.as_deref(), Some("toolbar-more"));
    browser.close()
}

#[test]
fn on_wide_screens_every_action_stays_inline_without_more() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5")?;
    browser.wait_for("[data-testid=heaps]")?;
    for (width, height) in [(1366, 768), (1920, 1080)] {
        browser.set_viewport(width, height)?;
        assert!(!browser.find(MORE)?.is_displayed()?, "no More at {width}px");
        assert_eq!(shown(&browser)?, [true; 6], "at {width}px");
        // One row: every toolbar button's top edge is the first one's.
        let tops = browser.execute(
            "return [...document.querySelectorAll('.toolbar button')]
                .filter(b => b.offsetParent !== null && !b.closest('dialog'))
                .map(b => Math.round(b.getBoundingClientRect().top));",
            Vec::new(),
        )?;
        let tops: Vec<i64> = tops
            .as_array()
            .map(|t| t.iter().filter_map(Value::as_i64).collect())
            .unwrap_or_default();
        assert_eq!(tops.len(), 9, "nine buttons at {width}px: {tops:?}");
        assert!(
            tops.iter().all(|&t| t == tops[0]),
            "one row at {width}px: {tops:?}"
        );
        browser.screenshot_at("toolbar-wide", width, height)?;
    }
    browser.close()
}
