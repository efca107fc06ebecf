//! Projector mode on the release page: N(13,15,17) walked through as *Three Pile Nim with
//! Blocking* does, one column at a time, and Circle Nim and Blocking Nim through their own
//! explanations, on a 1280x720 and a 1920x1080 wall with no scrolling.

use nim_lab_e2e::{Browser, Key, Result};
use serde_json::Value;

const PRESENT: &str = "?variant=nim&heaps=13,15,17&mode=two&present=1";

/// How far the page scrolls past its viewport, across and down, and the explanation past its panel.
fn overflow(browser: &Browser) -> Result<(i64, i64, i64)> {
    let (across, down, explain, _) = overflows(browser)?;
    Ok((across, down, explain))
}

/// As [`overflow`], and the board past its panel.
fn overflows(browser: &Browser) -> Result<(i64, i64, i64, i64)> {
    let sizes = browser.execute(
        "const root = document.documentElement; \
         const past = (css) => { const panel = document.querySelector(css); \
                                 return panel.scrollHeight - panel.clientHeight; }; \
         return [root.scrollWidth - innerWidth, root.scrollHeight - innerHeight, \
                 past('.present-explain'), past('.present-board')];",
        Vec::new(),
    )?;
    let read = |index: usize| sizes.get(index).and_then(Value::as_i64).unwrap_or(i64::MAX);
    Ok((read(0), read(1), read(2), read(3)))
}

/// Presses a key on the page, as a teacher's clicker does.
fn press(browser: &Browser, key: &str) -> Result<()> {
    browser.find("body")?.send_keys(key)
}

/// How many bit cells of the table are revealed.
fn revealed_bits(browser: &Browser) -> Result<usize> {
    let all = browser.find_all("[data-testid=walk] tbody td.bit")?.len();
    let veiled = browser
        .find_all("[data-testid=walk] tbody td.bit.veiled")?
        .len();
    Ok(all - veiled)
}

/// Waits for the walk to reach `step`.
fn at_step(browser: &Browser, step: usize) -> Result<()> {
    let expected = step.to_string();
    browser.wait_until(&format!("the walk at step {step}"), |b| {
        Ok(b.attr("[data-testid=walk]", "data-step")? == Some(expected.clone()))
    })
}

#[test]
fn the_nim_sum_is_revealed_a_column_at_a_time_without_scrolling_on_a_wall() -> Result<()> {
    let browser = Browser::launch()?;
    for (width, height) in [(1920, 1080), (1280, 720)] {
        browser.set_viewport(width, height)?;
        browser.open(PRESENT)?;
        browser.wait_for("[data-testid=walk]")?;
        assert!(browser.current_url()?.contains("present=1"));
        assert_eq!(revealed_bits(&browser)?, 0, "the heaps alone at first");
        // Three columns (16, 8, 4) of three heaps each.
        for step in 1..=3 {
            press(&browser, &Key::Right.to_string())?;
            at_step(&browser, step)?;
        }
        assert_eq!(revealed_bits(&browser)?, 9);
        assert!(browser
            .text("[data-testid=walk-progress]")?
            .starts_with("Step 3 of 7: the 4 column"));
        browser.next_frame()?;
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "{width}x{height} scrolls mid-reveal"
        );
        browser.screenshot_at("present-13-15-17-column-3", width, height)?;

        // The rest of the columns and the parity row: 1 0 0 1 1, the nim-sum 19.
        for step in 4..=6 {
            browser.click("[data-testid=reveal-next]")?;
            at_step(&browser, step)?;
        }
        let parity: Vec<String> = browser
            .find_all("[data-testid=walk] tfoot td.bit")?
            .iter()
            .map(nim_lab_e2e::Element::text)
            .collect::<Result<_>>()?;
        assert_eq!(parity, ["1", "0", "0", "1", "1"]);
        assert!(browser.find_all("[data-testid=walk] .new-size")?.is_empty());
        press(&browser, &Key::Right.to_string())?;
        at_step(&browser, 7)?;
        assert_eq!(
            browser.text("[data-testid=walk] .new-size")?,
            "2",
            "17 becomes 2"
        );
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "{width}x{height} scrolls at the end"
        );
        browser.screenshot_at("present-13-15-17-boxed", width, height)?;
        press(&browser, &Key::Left.to_string())?;
        at_step(&browser, 6)?;

        // The powers of two, revealed the same way.
        browser.click("[data-testid=walk-powers]")?;
        browser.wait_for(".power-components")?;
        assert!(browser.find_all("[data-testid=powers-change]")?.is_empty());
        press(&browser, &Key::Right.to_string())?;
        browser.wait_for("[data-testid=powers-change]")?;
        assert!(browser
            .text("[data-testid=powers-change]")?
            .starts_with("Heap 3 → 17 ⊕ 19 = 2"));
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "{width}x{height} scrolls with the powers"
        );
        browser.screenshot_at("present-13-15-17-powers", width, height)?;
    }
    browser.close()
}

#[test]
fn a_class_votes_with_the_answer_hidden_and_escape_leaves() -> Result<()> {
    let browser = Browser::launch()?;
    browser.set_viewport(1280, 720)?;
    browser.open(PRESENT)?;
    browser.wait_for("[data-testid=walk]")?;
    assert_eq!(
        browser.find_all(".counter.win")?.len(),
        1,
        "17 → 2 is highlighted"
    );
    assert!(!browser.find_all(".present .verdict")?.is_empty());
    press(&browser, &Key::Right.to_string())?;
    press(&browser, &Key::Right.to_string())?;
    at_step(&browser, 2)?;
    press(&browser, "h")?;
    browser.wait_for("[data-testid=class-vote]")?;
    assert!(
        browser.find_all(".counter.win")?.is_empty(),
        "no highlight while voting"
    );
    assert!(
        browser.find_all(".present .verdict")?.is_empty(),
        "no verdict while voting"
    );
    browser.screenshot_at("present-13-15-17-vote", 1280, 720)?;
    for (width, height) in [(390, 844), (1366, 768)] {
        browser.set_viewport(width, height)?;
        browser.screenshot_at("present-13-15-17-vote", width, height)?;
    }
    browser.set_viewport(1280, 720)?;
    browser.click("[data-testid=class-vote-toggle]")?;
    browser.wait_until("the answer to show again", |b| {
        Ok(b.find_all("[data-testid=class-vote]")?.is_empty())
    })?;
    assert_eq!(browser.find_all(".counter.win")?.len(), 1);
    press(&browser, &Key::Escape.to_string())?;
    browser.wait_for(".masthead")?;
    assert!(!browser.current_url()?.contains("present=1"));
    browser.click("[data-testid=present-open]")?;
    browser.wait_for("[data-testid=present]")?;
    browser.click("[data-testid=present-exit]")?;
    browser.wait_for(".masthead")?;
    browser.close()
}

#[test]
fn every_game_fits_a_wall_with_its_explanation_and_nothing_scrolls() -> Result<()> {
    let browser = Browser::launch()?;
    let games = [
        ("misere", "variant=misere&heaps=1,1,4&mode=two"),
        ("pass", "variant=pass&heaps=3,5,6&mode=two"),
        ("blocking", "variant=blocking&heaps=6,10,10&mode=two"),
        // A marker selected: its take buttons show below the ring.
        ("circle", "variant=circle&ring=oooooooooooo&mode=two"),
        // Tables whose rows are named by more than a heap number.
        ("coins", "variant=coins&rule=mock&coins=THHTTHTH&mode=two"),
        ("corners", "variant=corners&heads=3:3,1:2&mode=two"),
    ];
    for (width, height) in [(1280, 720), (1920, 1080)] {
        browser.set_viewport(width, height)?;
        for (name, link) in games {
            browser.open(&format!("?{link}&hints=1&present=1"))?;
            browser.wait_for("[data-testid=present]")?;
            if name == "circle" {
                browser.click("[data-testid=marker-0]")?;
                browser.wait_for(".take-options")?;
            }
            browser.next_frame()?;
            let (across, down, explain, board) = overflows(&browser)?;
            assert!(
                across <= 0 && down <= 0 && explain <= 0 && board <= 0,
                "{name} at {width}x{height} scrolls: across {across}, down {down}, \
                 explanation {explain}, board {board}"
            );
            assert!(
                tables_hold_together(&browser)?,
                "{name} at {width}x{height}: a table's body is not under its head"
            );
            browser.screenshot_at(&format!("present-{name}"), width, height)?;
        }
    }
    browser.close()
}

/// Whether every nim-sum table on the page is laid out as a table, its body under its head.
fn tables_hold_together(browser: &Browser) -> Result<bool> {
    let together = browser.execute(
        "return [...document.querySelectorAll('.nim-sum-table')].every((table) => \
           getComputedStyle(table).display === 'table' && \
           table.tBodies[0].getBoundingClientRect().top \
             >= table.tHead.getBoundingClientRect().bottom - 1);",
        Vec::new(),
    )?;
    Ok(together.as_bool() == Some(true))
}

/// How many of the elements `css` finds are shown (not veiled).
fn shown(browser: &Browser, css: &str) -> Result<usize> {
    let all = browser.find_all(css)?.len();
    let veiled = browser.find_all(&format!("{css}.veiled"))?.len();
    Ok(all - veiled)
}

/// The walk's last step, from its attribute.
fn last_step(browser: &Browser) -> Result<usize> {
    Ok(browser
        .attr("[data-testid=walk]", "data-last")?
        .and_then(|last| last.parse().ok())
        .unwrap_or(0))
}

/// Walks to the end with → and back to the start with ←, checking after each step that
/// `parts` shows one more part per step until the parts run out, and that nothing scrolls.
fn walk_there_and_back(
    browser: &Browser,
    (width, height): (u32, u32),
    name: &str,
    parts: &str,
    count: usize,
) -> Result<()> {
    let last = last_step(browser)?;
    assert_eq!(
        shown(browser, parts)?,
        0,
        "{name}: nothing before the first step"
    );
    for step in 1..=last {
        press(browser, &Key::Right.to_string())?;
        at_step(browser, step)?;
        assert_eq!(
            shown(browser, parts)?,
            step.min(count),
            "{name} at step {step}"
        );
        assert!(browser
            .text("[data-testid=walk-progress]")?
            .starts_with(&format!("Step {step} of {last}:")));
        browser.next_frame()?;
        assert_eq!(
            overflow(browser)?,
            (0, 0, 0),
            "{name} scrolls at step {step}, {width}x{height}"
        );
        if step == 2 {
            browser.screenshot_at(&format!("present-{name}-step-2"), width, height)?;
        }
    }
    press(browser, &Key::Right.to_string())?;
    browser.next_frame()?;
    assert_eq!(
        browser.attr("[data-testid=walk]", "data-step")?,
        Some(last.to_string()),
        "{name}: no step past the end"
    );
    for step in (0..last).rev() {
        press(browser, &Key::Left.to_string())?;
        at_step(browser, step)?;
        assert_eq!(
            shown(browser, parts)?,
            step.min(count),
            "{name} back at step {step}"
        );
    }
    Ok(())
}

#[test]
fn present_walks_blocking_and_circle_nim_to_the_end_and_back_on_a_wall() -> Result<()> {
    let browser = Browser::launch()?;
    for (width, height) in [(1280, 720), (1920, 1080)] {
        browser.set_viewport(width, height)?;

        // A broken ring: rows of Kayles 5–6 and 8–3, their nim-sum 3, then the move.
        browser.open("?variant=circle&ring=ooo.oo.o&mode=two&present=1")?;
        browser.wait_for("[data-testid=walk]")?;
        let rows = "[data-testid=walk] .kayles-table tbody tr";
        walk_there_and_back(&browser, (width, height), "circle-rows", rows, 2)?;
        for _ in 0..4 {
            press(&browser, &Key::Right.to_string())?;
        }
        at_step(&browser, 4)?;
        assert!(browser
            .text("[data-testid=walk-move]")?
            .starts_with("The winning move: remove markers 2 and 3"));
        assert_eq!(browser.find_all("[data-testid=walk] tr.change")?.len(), 1);
        browser.next_frame()?;
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "the rows at {width}x{height}"
        );
        browser.screenshot_at("present-circle-rows-end", width, height)?;

        // A whole ring: the symmetry argument in three statements, then the verdict.
        browser.open("?variant=circle&ring=oooooooooooo&mode=two&present=1")?;
        browser.wait_for("[data-testid=walk]")?;
        walk_there_and_back(
            &browser,
            (width, height),
            "circle-ring",
            "[data-testid=ring-argument] li",
            3,
        )?;
        for _ in 0..4 {
            press(&browser, &Key::Right.to_string())?;
        }
        at_step(&browser, 4)?;
        assert!(browser
            .text("[data-testid=walk] .ring-verdict")?
            .starts_with("So the player to move loses"));
        browser.next_frame()?;
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "the ring at {width}x{height}"
        );
        browser.screenshot_at("present-circle-ring-end", width, height)?;

        // Blocking Nim: (1, 2, 4) has one move to P; the blocker forbids it and wins.
        browser.open("?variant=blocking&heaps=1,2,4&blocks=1&mode=two&present=1")?;
        browser.wait_for("[data-testid=walk]")?;
        walk_there_and_back(
            &browser,
            (width, height),
            "blocking",
            "[data-testid=moves-to-p] li",
            1,
        )?;
        for _ in 0..3 {
            browser.click("[data-testid=reveal-next]")?;
        }
        at_step(&browser, 3)?;
        assert!(browser
            .text("[data-testid=blocking-count]")?
            .contains("the blocker forbids them all"));
        assert_eq!(
            browser.text("[data-testid=walk-move]")?,
            "The blocker wins: forbid taking 4 from heap 3 (4 → 0)."
        );
        browser.next_frame()?;
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "Blocking at {width}x{height}"
        );
        browser.screenshot_at("present-blocking-end", width, height)?;

        // (6, 10, 10) under the theorem: two moves to P, more than the block.
        browser.open("?variant=blocking&heaps=6,10,10&blocks=1&mode=two&present=1")?;
        browser.wait_for("[data-testid=walk]")?;
        walk_there_and_back(
            &browser,
            (width, height),
            "blocking-6-10-10",
            "[data-testid=moves-to-p] li",
            2,
        )?;
        for _ in 0..3 {
            press(&browser, &Key::Right.to_string())?;
        }
        at_step(&browser, 3)?;
        assert!(browser
            .text("[data-testid=blocking-count]")?
            .ends_with("the mover wins."));
        browser.next_frame()?;
        assert_eq!(
            overflow(&browser)?,
            (0, 0, 0),
            "6, 10, 10 at {width}x{height}"
        );
        browser.screenshot_at("present-blocking-6-10-10-end", width, height)?;
    }
    browser.close()
}

/// The QR codes a phone's camera would find in the PNG at `path`, decoded.
fn qr_codes_in(path: &std::path::Path) -> Result<Vec<String>> {
    let unexpected = |what: String| nim_lab_e2e::Error::Unexpected(what);
    let file =
        std::fs::File::open(path).map_err(|e| unexpected(format!("{}: {e}", path.display())))?;
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .map_err(|e| unexpected(format!("the screenshot: {e}")))?;
    let mut pixels = vec![0; reader.output_buffer_size().unwrap_or_default()];
    let frame = reader
        .next_frame(&mut pixels)
        .map_err(|e| unexpected(format!("the screenshot: {e}")))?;
    let channels = frame.color_type.samples();
    let (width, height) = (frame.width as usize, frame.height as usize);
    let luma = |x: usize, y: usize| {
        let at = (y * width + x) * channels;
        let rgb = &pixels[at..at + channels.min(3)];
        (rgb.iter().map(|&c| u32::from(c)).sum::<u32>() / rgb.len() as u32) as u8
    };
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, luma);
    Ok(image
        .detect_grids()
        .into_iter()
        .filter_map(|grid| grid.decode().ok().map(|(_, text)| text))
        .collect())
}

#[test]
fn the_qr_code_on_a_1280_by_720_wall_reads_as_the_share_link() -> Result<()> {
    let browser = Browser::launch()?;
    browser.set_viewport(1280, 720)?;
    browser.open("?variant=blocking&heaps=5,7,9&blocks=1&mode=two")?;
    browser.click("[data-testid=share]")?;
    let link = browser
        .wait_for("[data-testid=share-link]")?
        .prop("value")?
        .unwrap_or_default();
    browser.open(&format!(
        "?{}&present=1",
        link.split_once('?').map_or("", |(_, q)| q)
    ))?;
    browser.wait_for("[data-testid=present]")?;
    press(&browser, "q")?;
    browser.wait_for("[data-testid=qr-dialog] svg[data-testid=qr]")?;
    assert_eq!(browser.text("[data-testid=qr-link]")?, link);
    let shot = browser.screenshot_at("present-qr", 1280, 720)?;
    assert_eq!(qr_codes_in(&shot)?, [link], "read from the wall");
    // Escape hides the code and stays in projector mode.
    press(&browser, &Key::Escape.to_string())?;
    browser.wait_for_count("[data-testid=qr]", 0)?;
    assert_eq!(browser.find_all("[data-testid=present]")?.len(), 1);
    browser.close()
}
