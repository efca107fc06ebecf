//! A 360x740 phone: in every language, variant and mode the board starts in the screen's upper
//! half with nothing scrolling sideways, and the game settings fold behind one button.

use nim_lab_e2e::{Browser, Key, Result, Value};

const LANGS: [&str; 7] = ["en", "es", "fr", "de", "zh-CN", "ar", "en-XA"];
/// Each variant with a position of its own: a link without one would reopen the last page's game.
const VARIANTS: [(&str, &str); 5] = [
    ("nim", "heaps=3,4,5"),
    ("misere", "heaps=3,4,5"),
    ("circle", "ring=oooooooooo"),
    ("blocking", "heaps=3,5,6&blocks=1"),
    ("pass", "heaps=3,4,5"),
];
const MODES: [&str; 3] = ["computer", "two", "analysis"];

/// The phone's viewport, and the line the board's top must stay above (half of 740, with room).
const WIDTH: u32 = 360;
const HEIGHT: u32 = 740;
const BOARD_TOP_LIMIT: f64 = 370.0;

const SETTINGS: &str = "[data-testid=game-settings]";

/// The board's top, the page's scroll and widths, measured at once.
const MEASURE: &str = "const board = document.querySelector('.app .board'); \
    const root = document.scrollingElement; \
    return { top: board ? board.getBoundingClientRect().top : null, \
             scrolled: window.scrollY, \
             scroll_width: root.scrollWidth, inner_width: window.innerWidth };";

/// Whether the app, not the drawing made at build time, shows its board.
const APP_READY: &str = "return document.getElementById('prerendered') === null \
    && document.querySelector('.app .board') !== null;";

/// Opens `query` and waits until the app shows it in `lang`.
fn open_in(browser: &Browser, query: &str, lang: &str) -> Result<()> {
    browser.open(query)?;
    browser.wait_for(&format!("html[lang={lang}]"))?;
    browser.wait_until("the app's board", |b| {
        Ok(b.execute(APP_READY, Vec::new())? == Value::Bool(true))
    })?;
    browser.next_frame()
}

fn number(value: &Value, key: &str) -> f64 {
    value.get(key).and_then(Value::as_f64).unwrap_or(f64::NAN)
}

#[test]
fn on_a_phone_the_board_starts_in_the_upper_half_in_every_language_variant_and_mode() -> Result<()>
{
    let browser = Browser::launch()?;
    browser.set_viewport(WIDTH, HEIGHT)?;
    let mut rows = Vec::new();
    let mut faults = Vec::new();
    for lang in LANGS {
        for (variant, position) in VARIANTS {
            for mode in MODES {
                open_in(
                    &browser,
                    &format!("?variant={variant}&{position}&mode={mode}&lang={lang}"),
                    lang,
                )?;
                let m = browser.execute(MEASURE, Vec::new())?;
                let (top, scrolled) = (number(&m, "top"), number(&m, "scrolled"));
                let (scroll_width, inner) = (number(&m, "scroll_width"), number(&m, "inner_width"));
                rows.push(format!("{lang} {variant} {mode}: top {top:.0}"));
                // NaN (no board) fails these comparisons, as it should.
                let board_high = top < BOARD_TOP_LIMIT && scrolled.abs() < 0.5;
                let narrow = scroll_width <= inner;
                if !board_high {
                    faults.push(format!(
                        "{lang} {variant} {mode}: board top {top:.1}px (scrolled {scrolled})"
                    ));
                }
                if !narrow {
                    faults.push(format!(
                        "{lang} {variant} {mode}: {scroll_width}px wide in a {inner}px screen"
                    ));
                }
            }
        }
    }
    // The measures, for `--nocapture` and for the failure's message.
    eprintln!("board tops at {WIDTH}x{HEIGHT}:\n{}", rows.join("\n"));
    assert!(
        faults.is_empty(),
        "at {WIDTH}x{HEIGHT}:\n{}",
        faults.join("\n")
    );
    browser.close()
}

/// The controls the settings button shows and hides on a phone, and those always in view.
const TUCKED: [&str; 7] = [
    "variant",
    "mode",
    "strength",
    "starts",
    "restart",
    "diagram-toggle",
    "review-toggle",
];
const IN_VIEW: [&str; 4] = ["game-settings", "hints", "undo", "redo"];

/// Whether each control in `ids` is displayed.
fn shown(browser: &Browser, ids: &[&str]) -> Result<Vec<bool>> {
    ids.iter()
        .map(|id| browser.find(&format!("[data-testid={id}]"))?.is_displayed())
        .collect()
}

#[test]
fn on_a_phone_the_settings_button_shows_the_settings_by_mouse_and_keyboard() -> Result<()> {
    let browser = Browser::launch()?;
    browser.set_viewport(WIDTH, HEIGHT)?;
    open_in(&browser, "?variant=nim&heaps=3,4,5", "en")?;
    assert_eq!(shown(&browser, &IN_VIEW)?, [true; 4]);
    assert_eq!(shown(&browser, &TUCKED)?, [false; 7]);
    assert_eq!(
        browser.attr(SETTINGS, "aria-expanded")?.as_deref(),
        Some("false")
    );
    browser.screenshot_at("phone-settings-closed-en", WIDTH, HEIGHT)?;

    // A click shows every setting and command; the board moves down but stays on the screen.
    browser.click(SETTINGS)?;
    browser.wait_until("the settings to show", |b| {
        Ok(shown(b, &TUCKED)? == [true; 7])
    })?;
    assert_eq!(
        browser.attr(SETTINGS, "aria-expanded")?.as_deref(),
        Some("true")
    );
    let m = browser.execute(MEASURE, Vec::new())?;
    assert!(
        number(&m, "scroll_width") <= number(&m, "inner_width"),
        "{m}"
    );
    browser.screenshot_at("phone-settings-open-en", WIDTH, HEIGHT)?;

    // A setting chosen there works as on a wide screen: Circle Nim draws the ring.
    browser
        .find("[data-testid=variant] option[value=circle]")?
        .click()?;
    browser.wait_for("[data-testid=ring]")?;
    assert_eq!(
        browser.attr(SETTINGS, "aria-expanded")?.as_deref(),
        Some("true")
    );

    // By keyboard: Enter closes and opens it, and Tab goes straight on to the first setting.
    browser.execute(
        "document.querySelector('[data-testid=game-settings]').focus();",
        Vec::new(),
    )?;
    browser.find(SETTINGS)?.send_keys(&Key::Enter.to_string())?;
    browser.wait_until("the settings to hide", |b| {
        Ok(shown(b, &TUCKED)? == [false; 7])
    })?;
    assert_eq!(browser.focused_testid()?.as_deref(), Some("game-settings"));
    browser.find(SETTINGS)?.send_keys(&Key::Enter.to_string())?;
    browser.wait_until("the settings to show again", |b| {
        Ok(shown(b, &TUCKED)? == [true; 7])
    })?;
    browser.find(SETTINGS)?.send_keys(&Key::Tab.to_string())?;
    assert_eq!(browser.focused_testid()?.as_deref(), Some("variant"));

    // On wide screens there is no button: every setting and command shows.
    for (width, height) in [(1366, 768), (1920, 1080)] {
        browser.set_viewport(width, height)?;
        assert!(
            !browser.find(SETTINGS)?.is_displayed()?,
            "a settings button at {width}px"
        );
        assert_eq!(shown(&browser, &TUCKED)?, [true; 7], "at {width}px");
        assert_eq!(shown(&browser, &IN_VIEW[1..])?, [true; 3], "at {width}px");
    }
    browser.close()
}

#[test]
fn phone_and_wide_screenshots_in_four_languages() -> Result<()> {
    let browser = Browser::launch()?;
    for lang in ["en", "de", "ar", "zh-CN"] {
        for query in ["?variant=nim&heaps=3,4,5", "?variant=blocking&heaps=3,5,6"] {
            open_in(&browser, &format!("{query}&lang={lang}"), lang)?;
            let name = if query.contains("blocking") {
                "blocking"
            } else {
                "nim"
            };
            browser.screenshot_at(&format!("phone-{name}-{lang}"), WIDTH, HEIGHT)?;
        }
        for (width, height) in [(1366, 768), (1920, 1080)] {
            browser.screenshot_at(&format!("phone-wide-{lang}"), width, height)?;
        }
        browser.set_viewport(WIDTH, HEIGHT)?;
    }
    browser.close()
}
