//! The state diagram view on the release page: 4-3-2 Nim valued step by step by mex, checked
//! against Bouton's theorem; misère Nim labelled P and N; a node puts its position on the board;
//! refusals and the game so far; "Label it yourself" by letters and values. The panel is its own
//! wasm, fetched only when the diagram opens.

use nim_lab_e2e::{Browser, Key, Result};

const NODES: &str = "[data-testid=diagram-node]";

/// Scrolls the diagram to the top of the viewport, for the screenshots.
fn show_diagram(browser: &Browser) -> Result<()> {
    browser.execute(
        "document.querySelector('[data-testid=diagram]').scrollIntoView();",
        Vec::new(),
    )?;
    Ok(())
}

/// Screenshots of the diagram at a phone's, a laptop's and a projector's size.
fn diagram_screenshots(browser: &Browser, name: &str) -> Result<()> {
    for (width, height) in [(390, 844), (1366, 768), (1920, 1080)] {
        browser.set_viewport(width, height)?;
        show_diagram(browser)?;
        browser.screenshot_at(name, width, height)?;
    }
    browser.set_viewport(1366, 768)
}

/// Bouton's theorem, independently of the app: a Nim position's value is its nim-sum.
fn nim_sum(position: &str) -> u32 {
    position
        .split(',')
        .filter_map(|heap| heap.parse::<u32>().ok())
        .fold(0, |sum, heap| sum ^ heap)
}

/// A Nim position is P iff its nim-sum is 0.
fn bouton_letter(position: &str) -> String {
    if nim_sum(position) == 0 { "P" } else { "N" }.to_owned()
}

#[test]
fn diagram_of_4_3_2_nim_is_labelled_step_by_step_and_a_node_goes_on_the_board() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=4,3,2&mode=analysis&view=diagram")?;
    browser.wait_for_count(NODES, 28)?;
    assert!(browser.current_url()?.contains("view=diagram"));
    diagram_screenshots(&browser, "diagram-432-unlabelled")?;
    for step in 1..=28 {
        browser.click("[data-testid=diagram-step]")?;
        browser.wait_for_count(&format!("{NODES}[data-outcome]"), step)?;
        let reason = browser.text("[data-testid=diagram-reason]")?;
        // Each step gives a value by mex: "N, *5: the options of 432 have values …".
        assert!(
            reason.starts_with("P, *0: ") || reason.starts_with("N, *"),
            "step {step}: {reason}"
        );
        assert!(reason.contains("smallest missing value") || reason.contains("no options"));
        if step == 14 {
            diagram_screenshots(&browser, "diagram-432-half")?;
        }
    }
    assert!(!browser.find("[data-testid=diagram-step]")?.is_enabled()?);
    for node in browser.find_all(NODES)? {
        let position = node.attr("data-position")?.unwrap_or_default();
        let outcome = node.attr("data-outcome")?.unwrap_or_default();
        assert_eq!(outcome, bouton_letter(&position), "{position}");
        let value = node.attr("data-grundy")?.unwrap_or_default();
        assert_eq!(value, nim_sum(&position).to_string(), "{position}");
    }
    diagram_screenshots(&browser, "diagram-432-done")?;

    // A node is a button: Enter on 3-2-1 puts it on the board.
    let node = browser.find(&format!("{NODES}[data-position='3,2,1']"))?;
    browser.execute(
        "document.querySelector(\"[data-testid=diagram-node][data-position='3,2,1']\").focus();",
        Vec::new(),
    )?;
    node.send_keys(&Key::Enter.to_string())?;
    browser.wait_until("the board to show 3-2-1", |b| {
        let mut sizes = Vec::new();
        for heap in 0..3 {
            let size = b
                .attr(&format!("[data-testid=heap-{heap}]"), "data-size")?
                .unwrap_or_default();
            sizes.push(size);
        }
        sizes.sort();
        Ok(sizes == ["1", "2", "3"])
    })?;
    let name = browser
        .attr(&format!("{NODES}[data-position='3,2,1']"), "aria-label")?
        .unwrap_or_default();
    assert!(name.ends_with("on the board"), "{name}");
    browser.close()
}

#[test]
fn every_variant_has_a_labelled_diagram_for_the_screenshots() -> Result<()> {
    let browser = Browser::launch()?;
    for (name, query, nodes) in [
        ("misere-432", "variant=misere&heaps=4,3,2", 28),
        ("pass-221", "variant=pass&heaps=2,2,1&pass=1", 18),
        ("blocking-322", "variant=blocking&heaps=3,2,2&blocks=1", 16),
        ("circle-6", "variant=circle&ring=oooooo", 13),
    ] {
        browser.open(&format!("?{query}&mode=analysis&view=diagram&labels=1"))?;
        browser.wait_for_count(&format!("{NODES}[data-outcome]"), nodes)?;
        diagram_screenshots(&browser, &format!("diagram-{name}"))?;
    }
    browser.close()
}

#[test]
fn a_diagram_student_labels_by_keyboard_and_sees_why_a_label_is_wrong() -> Result<()> {
    let browser = Browser::launch()?;
    // Misère Nim is labelled P and N (it has no Grundy values to give).
    browser.open("?variant=misere&heaps=4,3,2&mode=analysis&view=diagram")?;
    browser.wait_for_count(NODES, 28)?;
    browser.click("[data-testid=diagram-quiz]")?;
    let start = format!("{NODES}[data-position='4,3,2']");
    browser.execute(
        "document.querySelector(\"[data-testid=diagram-node][data-position='4,3,2']\").focus();",
        Vec::new(),
    )?;
    browser.find(&start)?.send_keys("p")?;
    let reason = browser.wait_for_text("[data-testid=diagram-reason]", "Not P")?;
    assert!(
        reason.contains("321"),
        "the move to 3-2-1 refutes P: {reason}"
    );
    diagram_screenshots(&browser, "diagram-432-quiz-wrong")?;
    browser.find(&start)?.send_keys("n")?;
    browser.wait_for_text("[data-testid=diagram-score]", "1 right, 1 wrong")?;
    assert_eq!(browser.attr(&start, "data-outcome")?.as_deref(), Some("N"));
    browser.close()
}

#[test]
fn a_diagram_student_gives_nim_values_by_keyboard_and_sees_the_options_values() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=4,3,2&mode=analysis&view=diagram")?;
    browser.wait_for_count(NODES, 28)?;
    browser.click("[data-testid=diagram-quiz]")?;
    assert!(browser
        .find_all("[data-testid=diagram-guess-p]")?
        .is_empty());
    let start = format!("{NODES}[data-position='4,3,2']");
    browser.execute(
        "document.querySelector(\"[data-testid=diagram-node][data-position='4,3,2']\").focus();",
        Vec::new(),
    )?;
    // A digit on the node starts its value in the box, which takes the focus; Enter checks it.
    browser.find(&start)?.send_keys("4")?;
    browser.wait_until("the value box to take the focus", |b| {
        Ok(b.focused_testid()?.as_deref() == Some("diagram-guess-value"))
    })?;
    let value_box = browser.find("[data-testid=diagram-guess-value]")?;
    assert_eq!(value_box.prop("value")?.as_deref(), Some("4"));
    value_box.send_keys(&Key::Enter.to_string())?;
    let reason = browser.wait_for_text("[data-testid=diagram-reason]", "Not *4")?;
    assert!(
        reason.contains("0, 1, 2, 3, 4, 6, and 7") && reason.contains("is 5"),
        "the options' values and their mex: {reason}"
    );
    assert_eq!(browser.attr(&start, "data-grundy")?, None);
    diagram_screenshots(&browser, "diagram-432-values-wrong")?;
    value_box.send_keys(&format!("{}5{}", Key::Backspace, Key::Enter))?;
    browser.wait_for_text("[data-testid=diagram-score]", "1 right, 1 wrong")?;
    assert_eq!(browser.attr(&start, "data-grundy")?.as_deref(), Some("5"));
    assert_eq!(browser.attr(&start, "data-outcome")?.as_deref(), Some("N"));
    let name = browser.attr(&start, "aria-label")?.unwrap_or_default();
    assert!(name.contains("value 5, N-position"), "{name}");
    browser.close()
}

/// The board's heap sizes, smallest first.
fn heap_sizes(browser: &Browser, heaps: usize) -> Result<Vec<String>> {
    let mut sizes = Vec::new();
    for heap in 0..heaps {
        let size = browser
            .attr(&format!("[data-testid=heap-{heap}]"), "data-size")?
            .unwrap_or_default();
        sizes.push(size);
    }
    sizes.sort();
    Ok(sizes)
}

#[test]
fn the_diagram_fetches_its_chunk_once_and_pass_nodes_say_their_pass() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=pass&heaps=2,1&pass=1&mode=two")?;
    browser.wait_for("[data-testid=diagram-toggle]")?;
    assert!(
        browser.chunk_fetched("diagram")?.is_empty(),
        "not before the diagram opens"
    );
    assert_eq!(diagram_sheets(&browser)?, 0, "nor its styles");
    browser.click("[data-testid=diagram-toggle]")?;
    browser.wait_for_count(NODES, 10)?;
    assert_eq!(
        browser.text("[data-testid=diagram-close]")?,
        "Close",
        "the panel's words came with the chunk"
    );
    assert!(browser
        .find_all("[data-testid=diagram-host-status]")?
        .is_empty());
    assert_eq!(
        browser.find_all(&format!("{NODES}[data-pass='1']"))?.len(),
        5
    );
    assert_eq!(browser.find_all(".diagram-svg .edge.pass")?.len(), 4);
    let list = browser
        .find("[data-testid=diagram-list]")?
        .prop("textContent")?
        .unwrap_or_default();
    assert!(list.contains("21* ?: moves to 11* ?"), "{list}");
    // Close, then the toggle again: the chunk is fetched once.
    browser.click("[data-testid=diagram-close]")?;
    browser.wait_for_count("[data-testid=diagram]", 0)?;
    assert!(!browser.current_url()?.contains("view=diagram"));
    browser.click("[data-testid=diagram-toggle]")?;
    browser.wait_for_count(NODES, 10)?;
    assert_eq!(browser.chunk_fetched("diagram")?, ["split_diagram.wasm"]);
    // The chunks' English words came once, with the first chunk (the editor's, beside the board).
    assert_eq!(browser.times_fetched(CHUNKS_WORDS)?, 1);
    let styled = browser.execute(
        "return getComputedStyle(document.querySelector('.diagram-head')).display;",
        Vec::new(),
    )?;
    assert_eq!(styled, serde_json::json!("flex"));
    assert_eq!(
        diagram_sheets(&browser)?,
        1,
        "its styles came with it, once"
    );
    browser.close()
}

/// How many copies of the diagram panel's style sheet the page holds.
fn diagram_sheets(browser: &Browser) -> Result<u64> {
    let count = browser.execute(
        "return document.querySelectorAll('style[data-style=\"diagram-panel.css\"]').length;",
        Vec::new(),
    )?;
    Ok(count.as_u64().unwrap_or(u64::MAX))
}

#[test]
fn a_diagram_justifying_arrow_is_highlighted_and_named() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=2,1&mode=analysis&view=diagram")?;
    browser.wait_for_count(NODES, 5)?;
    // 00 (*0), then 10 (*1: its one option 00 has value 0), its arrow highlighted.
    browser.click("[data-testid=diagram-step]")?;
    browser.wait_for_count(&format!("{NODES}[data-outcome]"), 1)?;
    browser.click("[data-testid=diagram-step]")?;
    browser.wait_for_count(&format!("{NODES}[data-outcome]"), 2)?;
    assert_eq!(
        browser.text("[data-testid=diagram-reason]")?,
        "N, *1: the only option of 10 has value 0: the smallest missing value is 1."
    );
    assert_eq!(browser.find_all(".edges.lit line")?.len(), 1);
    assert_eq!(
        browser.text("[data-testid=diagram-progress]")?,
        "Step 2 of 5"
    );
    // Misère Nim keeps its P and N steps: 00 is N there, then 10 is P (its one move reaches N).
    browser.open("?variant=misere&heaps=2,1&mode=analysis&view=diagram")?;
    browser.wait_for_count(NODES, 5)?;
    browser.click("[data-testid=diagram-step]")?;
    browser.wait_for_count(&format!("{NODES}[data-outcome]"), 1)?;
    browser.click("[data-testid=diagram-step]")?;
    browser.wait_for_text("[data-testid=diagram-reason]", "P: the only move from 10")?;
    assert!(browser
        .find_all(&format!("{NODES}[data-grundy]"))?
        .is_empty());
    // Reset clears the labels.
    browser.click("[data-testid=diagram-reset]")?;
    browser.wait_for_count(&format!("{NODES}[data-outcome]"), 0)?;
    browser.close()
}

#[test]
fn clicking_a_diagram_node_puts_its_position_on_the_board_for_analysis() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=4,3,2&mode=two&view=diagram")?;
    browser.wait_for_count(NODES, 28)?;
    browser.click(&format!("{NODES}[data-position='3,2,1']"))?;
    browser.wait_until("the board to show 3-2-1", |b| {
        Ok(heap_sizes(b, 3)? == ["1", "2", "3"])
    })?;
    assert_eq!(
        browser
            .find("[data-testid=mode]")?
            .prop("value")?
            .as_deref(),
        Some("analysis")
    );
    browser.wait_for(&format!("{NODES}.on-board[data-position='3,2,1']"))?;
    assert_eq!(browser.find_all(NODES)?.len(), 28, "the diagram stays");
    browser.close()
}

#[test]
fn a_large_diagram_is_refused_with_its_size_and_the_game_so_far_offered() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=9,8,7&mode=two&view=diagram")?;
    browser.wait_for_text("[data-testid=diagram-refused]", "208 positions")?;
    assert!(browser.find_all(NODES)?.is_empty());
    browser.click("[data-testid=diagram-along]")?;
    // The start and its 24 moves, merged where equal, labelled by the solver.
    browser.wait_until("the game so far", |b| Ok(b.find_all(NODES)?.len() > 10))?;
    assert!(browser.find_all("[data-testid=diagram-step]")?.is_empty());
    for node in browser.find_all(NODES)? {
        let position = node.attr("data-position")?.unwrap_or_default();
        let outcome = node.attr("data-outcome")?.unwrap_or_default();
        assert_eq!(outcome, bouton_letter(&position), "{position}");
    }
    browser.close()
}

#[test]
fn a_diagram_labels_link_shows_nodes_named_and_nim_and_sum_values() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=misere&heaps=4,3,2&view=diagram&labels=1")?;
    browser.wait_for_count(&format!("{NODES}[data-outcome]"), 28)?;
    let start = format!("{NODES}[data-position='4,3,2']");
    let name = browser.attr(&start, "aria-label")?.unwrap_or_default();
    // The name holds what the node shows ("432" and its letter), then what that means.
    assert!(name.starts_with("432 N: "), "{name}");
    assert!(name.contains("432, N-position, on the board"), "{name}");
    assert_eq!(browser.attr(&start, "role")?.as_deref(), Some("button"));
    assert_eq!(browser.attr(&start, "tabindex")?.as_deref(), Some("0"));

    browser.open("?variant=nim&heaps=3,2,1&view=diagram&labels=1")?;
    browser.wait_for(&format!("{NODES}[data-grundy]"))?;
    let all = browser.find_all(NODES)?;
    assert_eq!(
        browser.find_all(&format!("{NODES}[data-grundy]"))?.len(),
        all.len()
    );
    for node in all {
        let position = node.attr("data-position")?.unwrap_or_default();
        let value = node.attr("data-grundy")?.unwrap_or_default();
        assert_eq!(value, nim_sum(&position).to_string(), "{position}");
        let letter = node.attr("data-outcome")?.unwrap_or_default();
        assert_eq!(letter, bouton_letter(&position), "{position}");
        let name = node.attr("aria-label")?.unwrap_or_default();
        assert!(
            name.contains(&format!("value {value}, {letter}-position")),
            "{name}"
        );
    }
    assert_eq!(
        browser
            .find_all("[data-testid=diagram-legend-value]")?
            .len(),
        1
    );
    // A sum: 3 xor the value of Kayles on 4 pins (1) is 2.
    browser.open("?variant=sum&parts=nim:3,kayles:4&view=diagram&labels=1")?;
    let board = format!("{NODES}.on-board");
    browser.wait_for(&format!("{board}[data-grundy]"))?;
    assert_eq!(browser.attr(&board, "data-grundy")?.as_deref(), Some("2"));
    assert_eq!(browser.attr(&board, "data-outcome")?.as_deref(), Some("N"));
    browser.close()
}

#[test]
fn a_diagram_student_uses_the_buttons_and_a_wrong_value_gets_the_options_values() -> Result<()> {
    let browser = Browser::launch()?;
    // Letters: clicking selects, and the P button labels the selection (1-0 is P in misère Nim).
    browser.open("?variant=misere&heaps=2,1&mode=two&view=diagram")?;
    browser.wait_for_count(NODES, 5)?;
    browser.click("[data-testid=diagram-quiz]")?;
    browser.wait_for("[data-testid=diagram-quiz][aria-pressed=true]")?;
    browser.click(&format!("{NODES}[data-position='1,0']"))?;
    browser.wait_for(&format!("{NODES}.selected[data-position='1,0']"))?;
    browser.click("[data-testid=diagram-guess-p]")?;
    browser.wait_for_text(
        "[data-testid=diagram-score]",
        "Score: 1 right, 0 wrong; 4 left",
    )?;

    // Values: 21's options 20, 11 and 10 have values 2, 0 and 1, so its value is 3.
    browser.open("?variant=nim&heaps=2,1&mode=two&view=diagram")?;
    browser.wait_for_count(NODES, 5)?;
    browser.click("[data-testid=diagram-quiz]")?;
    browser.wait_for("[data-testid=diagram-value-form]")?;
    assert!(!browser
        .find("[data-testid=diagram-guess-check]")?
        .is_enabled()?);
    browser.click(&format!("{NODES}[data-position='2,1']"))?;
    let value_box = browser.find("[data-testid=diagram-guess-value]")?;
    value_box.send_keys("2")?;
    browser.click("[data-testid=diagram-guess-check]")?;
    let reason = browser.wait_for_text("[data-testid=diagram-reason]", "Not *2")?;
    assert_eq!(
        reason,
        "Not *2: the options of 21 have values 0, 1, and 2: the smallest missing value is 3 \
         (highlighted), so 21 is *3."
    );
    assert_eq!(
        browser.find_all(".edges.lit line")?.len(),
        3,
        "every option"
    );
    assert!(browser
        .find_all(&format!("{NODES}[data-grundy]"))?
        .is_empty());
    value_box.send_keys(&format!("{}three", Key::Backspace))?;
    browser.click("[data-testid=diagram-guess-check]")?;
    browser.wait_for_text("[data-testid=diagram-reason]", "is not a value")?;
    value_box.send_keys(&format!("{}3", Key::Backspace.to_string().repeat(5)))?;
    browser.click("[data-testid=diagram-guess-check]")?;
    browser.wait_for_text("[data-testid=diagram-reason]", "Right: *3, because")?;
    let node = format!("{NODES}[data-position='2,1']");
    assert_eq!(browser.attr(&node, "data-grundy")?.as_deref(), Some("3"));
    assert_eq!(browser.attr(&node, "data-outcome")?.as_deref(), Some("N"));
    assert!(browser
        .text("[data-testid=diagram-score]")?
        .starts_with("Score: 1 right, 1 wrong; 4 left"));
    browser.close()
}

/// The English words only chunks draw, fetched with the first one.
const CHUNKS_WORDS: &str = "locales/en.bin";

#[test]
fn a_diagram_whose_words_cannot_be_fetched_says_so_and_retry_draws_it_with_them() -> Result<()> {
    let browser = Browser::launch()?;
    browser.block_urls(&["*locales/en.bin*"])?;
    browser.open("?variant=nim&heaps=2,1&mode=analysis")?;
    browser.wait_for("[data-testid=diagram-toggle]")?;
    browser.click("[data-testid=diagram-toggle]")?;
    browser.wait_for("[data-testid=diagram-retry]")?;
    assert!(browser.find_all(NODES)?.is_empty());
    browser.block_urls(&[])?;
    browser.click("[data-testid=diagram-retry]")?;
    browser.wait_for_count(NODES, 5)?;
    assert_eq!(browser.text("[data-testid=diagram-close]")?, "Close");
    browser.close()
}

#[test]
fn a_diagram_whose_chunk_cannot_be_fetched_says_so_and_retry_draws_it_once_it_can() -> Result<()> {
    let browser = Browser::launch()?;
    browser.block_urls(&["*split_diagram*"])?;
    browser.open("?variant=nim&heaps=2,1&mode=two")?;
    browser.wait_for("[data-testid=diagram-toggle]")?;
    browser.click("[data-testid=diagram-toggle]")?;
    browser.wait_for("[data-testid=diagram-retry]")?;
    let status = browser.text("[data-testid=diagram-host-status] [role=status]")?;
    assert!(status.contains("could not load"), "{status}");
    assert!(browser.find_all(NODES)?.is_empty());
    browser.screenshots("diagram-not-loaded")?;
    // The network is back: Retry fetches the chunk and the diagram takes the notice's place.
    browser.block_urls(&[])?;
    browser.click("[data-testid=diagram-retry]")?;
    browser.wait_for_count(NODES, 5)?;
    assert!(browser
        .find_all("[data-testid=diagram-host-status]")?
        .is_empty());
    browser.close()
}
