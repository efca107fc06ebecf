//! The state diagram view on the release page: 4-3-2 Nim valued step by step by mex, checked
//! against Bouton's theorem; misère Nim labelled P and N; a node puts its position on the board.

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
fn four_three_two_nim_is_labelled_step_by_step_and_a_node_goes_on_the_board() -> Result<()> {
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
fn a_student_labels_by_keyboard_and_sees_why_a_label_is_wrong() -> Result<()> {
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
fn a_student_gives_nim_values_by_keyboard_and_sees_the_options_values() -> Result<()> {
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
