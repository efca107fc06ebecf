//! Embeds: the compact layout's choices, the fit in a 640x480 frame, the height the frame is told,
//! and the visitor's saved game left alone.

use nim_lab_e2e::{Browser, Result};
use serde_json::Value;

const TABLE_EMBED: &str =
    "?variant=nim&heaps=3,4,5&mode=two&hints=1&embed=1&controls=min&panel=table";

/// How far the page scrolls past its viewport, across and down.
fn overflow(browser: &Browser) -> Result<(i64, i64)> {
    let sizes = browser.execute(
        "const root = document.documentElement; \
         return [root.scrollWidth - innerWidth, root.scrollHeight - innerHeight];",
        Vec::new(),
    )?;
    let read = |index: usize| sizes.get(index).and_then(Value::as_i64).unwrap_or(i64::MAX);
    Ok((read(0), read(1)))
}

#[test]
fn a_three_heap_board_with_its_table_fits_a_640_by_480_frame() -> Result<()> {
    let browser = Browser::launch()?;
    browser.set_viewport(640, 480)?;
    browser.open(TABLE_EMBED)?;
    browser.wait_for(".explain table")?;
    browser.next_frame()?;
    assert_eq!(
        overflow(&browser)?,
        (0, 0),
        "the page scrolls in a 640x480 frame"
    );
    // Minimal controls: hints, undo and a new game, nothing else.
    for kept in ["hints", "undo", "restart"] {
        browser.find(&format!("[data-testid={kept}]"))?;
    }
    for dropped in ["variant", "mode", "redo", "history"] {
        let found = browser.find_all(&format!("[data-testid={dropped}]"))?;
        assert!(found.is_empty(), "{dropped} is shown with controls=min");
    }
    // The table, without the power-of-two view of the full panel.
    assert!(browser
        .find_all(".power-components, [data-testid=power-components]")?
        .is_empty());
    browser.screenshot_at("embed-min-table", 640, 480)?;
    browser.close()
}

#[test]
fn each_choice_of_controls_and_panel_draws_what_it_names() -> Result<()> {
    let browser = Browser::launch()?;
    let cases = [
        ("full", "full", true, true),
        ("min", "verdict", false, true),
        ("none", "none", false, false),
    ];
    for (controls, panel, has_variant_menu, has_analysis) in cases {
        browser.set_viewport(640, 480)?;
        browser.open(&format!(
            "?variant=nim&heaps=3,4,5&mode=two&hints=1&embed=1&controls={controls}&panel={panel}"
        ))?;
        browser.wait_for("[data-testid=heap-2][data-size='5']")?;
        assert_eq!(
            !browser.find_all("[data-testid=variant]")?.is_empty(),
            has_variant_menu,
            "controls={controls}"
        );
        assert_eq!(
            browser.find_all("[data-testid=hints]")?.is_empty(),
            controls == "none",
            "controls={controls}"
        );
        assert_eq!(
            !browser.find_all(".explain")?.is_empty(),
            has_analysis,
            "panel={panel}"
        );
        if panel == "verdict" {
            assert!(
                browser.find_all(".explain table")?.is_empty(),
                "verdict only"
            );
        }
        browser.screenshot_at(&format!("embed-{controls}-{panel}"), 640, 480)?;
    }
    browser.close()
}

#[test]
fn the_snippet_sizes_its_frame_to_the_embedded_board() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&mode=two&hints=1")?;
    browser.click("[data-testid=embed]")?;
    // The dialog's form comes with its chunk.
    browser.wait_for("[data-testid=embed-controls]")?;
    browser.set_field("[data-testid=embed-controls]", "min", "change")?;
    browser.wait_until("the snippet to ask for minimal controls", |b| {
        let snippet = b.find("[data-testid=embed-snippet]")?.prop("value")?;
        Ok(snippet.is_some_and(|s| s.contains("controls=min")))
    })?;
    let snippet = browser
        .find("[data-testid=embed-snippet]")?
        .prop("value")?
        .unwrap_or_default();
    // Paste it into a page as an author would: a host page of the same origin (a blob URL).
    browser.execute(
        "const page = '<!doctype html><title>Host</title><body>' + arguments[0] + '</body>'; \
         location.href = URL.createObjectURL(new Blob([page], { type: 'text/html' }));",
        vec![Value::String(snippet)],
    )?;
    browser.wait_until("the frame to take the height its board reports", |b| {
        let sizes = b.execute(
            "const frame = document.querySelector('iframe'); \
             const inner = frame.contentDocument && frame.contentDocument.documentElement; \
             return [frame.style.height, inner ? inner.scrollHeight : 0, \
                     frame.contentDocument.querySelectorAll('[data-testid=heap-2]').length];",
            Vec::new(),
        )?;
        let set = sizes.get(0).and_then(Value::as_str).unwrap_or_default();
        let measured = sizes.get(1).and_then(Value::as_i64).unwrap_or_default();
        let drawn = sizes.get(2).and_then(Value::as_i64).unwrap_or_default();
        Ok(drawn == 1 && measured > 0 && set == format!("{measured}px"))
    })?;
    browser.close()
}

#[test]
fn an_embedded_board_leaves_the_visitors_saved_game_alone() -> Result<()> {
    let browser = Browser::launch()?;
    let saved = |b: &Browser| -> Result<Value> {
        b.execute(
            "return localStorage.getItem('nim-lab/game/v2');",
            Vec::new(),
        )
    };
    browser.open("?variant=nim&heaps=5,6&mode=two")?;
    browser.click("[data-testid=counter-0-0]")?;
    browser.wait_for("[data-testid=heap-0][data-size='0']")?;
    browser.wait_until("the game to be saved", |b| {
        Ok(saved(b)?.as_str().is_some_and(|s| s.contains("moves=t0-0")))
    })?;
    let before = saved(&browser)?;
    browser.open("?variant=nim&heaps=4,3,2&mode=two&embed=1")?;
    browser.wait_for("[data-testid=heap-2][data-size='2']")?;
    browser.click("[data-testid=counter-1-0]")?;
    browser.wait_for("[data-testid=heap-1][data-size='0']")?;
    browser.next_frame()?;
    assert_eq!(
        saved(&browser)?,
        before,
        "the embed wrote over the saved game"
    );
    browser.close()
}

#[test]
fn a_single_view_is_drawn_alone_and_fits_a_640_by_480_frame_and_a_phone() -> Result<()> {
    let browser = Browser::launch()?;
    let views = [
        (
            "diagram",
            "?variant=nim&heaps=4,3,2&embed=1&view=diagram",
            "[data-testid=diagram-step]",
            "diagram-close",
        ),
        (
            "grundy",
            "?embed=1&view=grundy&rule=kayles&max=200",
            "[data-testid=grundy][data-status=done]",
            "grundy-close",
        ),
        (
            "quiz",
            "?embed=1&quiz=5&variant=nim&level=1",
            "[data-testid=quiz-question]",
            "quiz-leave",
        ),
    ];
    for (name, link, drawn, close) in views {
        for (width, height) in [(640, 480), (390, 844)] {
            browser.set_viewport(width, height)?;
            browser.open(link)?;
            browser.wait_for(drawn)?;
            browser.next_frame()?;
            // Negative with a vertical scroll bar: the page is narrower than the frame.
            assert!(
                overflow(&browser)?.0 <= 0,
                "{name} scrolls across at {width}px"
            );
            assert!(
                browser
                    .find_all(&format!("[data-testid={close}]"))?
                    .is_empty(),
                "{name}: nothing to go back to"
            );
            for chrome in ["variant", "mode", "history"] {
                assert!(
                    browser
                        .find_all(&format!("[data-testid={chrome}]"))?
                        .is_empty(),
                    "{name}: {chrome}"
                );
            }
            if name != "quiz" {
                assert!(
                    browser.find_all("[data-testid=heap-0]")?.is_empty(),
                    "{name}: no board"
                );
            }
            browser.screenshot_at(&format!("embed-single-{name}"), width, height)?;
        }
    }
    // The diagram's own controls work alone: a step labels the first position.
    browser.open("?variant=nim&heaps=4,3,2&embed=1&view=diagram")?;
    browser.click("[data-testid=diagram-step]")?;
    browser.wait_for_text("[data-testid=diagram-progress]", "1 of")?;
    browser.close()
}
