//! Tests of the state diagram view: stepping the labelling, nodes as buttons, refusals.

use nim_solver::Game;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::{click, count, find, heap_size, mount};

/// Every node element of the diagram.
fn nodes(root: &Element) -> Vec<Element> {
    let list = root
        .query_selector_all("[data-testid=diagram-node]")
        .expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.get(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

/// The solver's outcome of a node's position, read from its `data-position`.
fn solver_letter(node: &Element, variant: &str) -> char {
    let position = node.get_attribute("data-position").expect("a position");
    let pass = node
        .get_attribute("data-pass")
        .map_or(String::new(), |p| format!("&pass={p}"));
    let game: Game = format!("variant={variant}&heaps={position}{pass}")
        .parse()
        .expect("the link format");
    game.outcome().expect("small").letter()
}

/// The element `selector` finds, SVG included; the test fails when there is none.
fn element(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn text(root: &Element, selector: &str) -> String {
    find(root, selector).text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn stepping_labels_every_node_of_4_3_2_nim_as_the_solver_does() {
    let root = mount("variant=nim&heaps=4,3,2&mode=analysis&view=diagram").await;
    let total = nodes(&root).len();
    assert_eq!(total, 28);
    assert_eq!(count(&root, "[data-testid=diagram-node][data-outcome]"), 0);
    for step in 1..=total {
        click(&root, "[data-testid=diagram-step]").await;
        let labelled = count(&root, "[data-testid=diagram-node][data-outcome]");
        assert_eq!(labelled as usize, step, "one more label per step");
        let reason = text(&root, "[data-testid=diagram-reason]");
        // Nim's steps give values: "N, *5: the options of 432 have values …".
        let current = element(&root, "[data-testid=diagram-node].current");
        let letter = current.get_attribute("data-outcome").expect("labelled");
        let value = current.get_attribute("data-grundy").expect("valued");
        assert!(
            reason.starts_with(&format!("{letter}, *{value}: ")),
            "{reason} labels {letter} and *{value}"
        );
        if step == 1 {
            assert!(
                reason.contains("000"),
                "the terminal position first: {reason}"
            );
        }
    }
    assert!(find(&root, "[data-testid=diagram-step]").has_attribute("disabled"));
    for node in nodes(&root) {
        let shown = node.get_attribute("data-outcome").expect("labelled");
        assert_eq!(shown, solver_letter(&node, "nim").to_string());
    }
    assert!(
        count(&root, ".diagram-svg .edge.win") > 0,
        "winning moves are marked"
    );
    click(&root, "[data-testid=diagram-reset]").await;
    assert_eq!(count(&root, "[data-testid=diagram-node][data-outcome]"), 0);
}

#[wasm_bindgen_test]
async fn a_justifying_arrow_is_highlighted_and_named() {
    let root = mount("variant=nim&heaps=2,1&mode=analysis&view=diagram").await;
    // 00 (*0), then 10 (*1: its one option 00 has value 0), its arrow highlighted.
    click(&root, "[data-testid=diagram-step]").await;
    click(&root, "[data-testid=diagram-step]").await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert_eq!(
        reason,
        "N, *1: the only option of 10 has value 0: the smallest missing value is 1."
    );
    assert_eq!(count(&root, ".edges.lit line"), 1);
    // Misère Nim keeps its P and N steps: 00 is N there, then 10 is P (its one move reaches N).
    let root = mount("variant=misere&heaps=2,1&mode=analysis&view=diagram").await;
    click(&root, "[data-testid=diagram-step]").await;
    click(&root, "[data-testid=diagram-step]").await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert!(reason.starts_with("P: the only move from 10"), "{reason}");
    assert_eq!(count(&root, "[data-testid=diagram-node][data-grundy]"), 0);
}

#[wasm_bindgen_test]
async fn a_labels_link_opens_the_diagram_labelled() {
    let root = mount("variant=misere&heaps=4,3,2&view=diagram&labels=1").await;
    let all = nodes(&root);
    assert_eq!(
        count(&root, "[data-testid=diagram-node][data-outcome]") as usize,
        all.len()
    );
    for node in &all {
        let shown = node.get_attribute("data-outcome").expect("labelled");
        assert_eq!(shown, solver_letter(node, "misere").to_string());
    }
    let start = element(&root, "[data-testid=diagram-node][data-position='4,3,2']");
    let name = start.get_attribute("aria-label").unwrap_or_default();
    // The name holds what the node shows ("432" and its letter), then what that means.
    assert!(name.starts_with("432 N: "), "{name}");
    assert!(name.contains("432, N-position, on the board"), "{name}");
    assert_eq!(start.get_attribute("role").as_deref(), Some("button"));
    assert_eq!(start.get_attribute("tabindex").as_deref(), Some("0"));
}

#[wasm_bindgen_test]
async fn clicking_a_node_puts_its_position_on_the_board() {
    let root = mount("variant=nim&heaps=4,3,2&mode=two&view=diagram").await;
    click(&root, "[data-testid=diagram-node][data-position='3,2,1']").await;
    let mut sizes: Vec<u32> = (0..3).map(|h| heap_size(&root, h)).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, vec![1, 2, 3]);
    let mode: web_sys::HtmlSelectElement = find(&root, "[data-testid=mode]")
        .dyn_into()
        .expect("a select");
    assert_eq!(mode.value(), "analysis");
    let node = element(&root, "[data-testid=diagram-node][data-position='3,2,1']");
    let classes = node.get_attribute("class").unwrap_or_default();
    assert!(classes.contains("on-board"), "{classes}");
    assert_eq!(nodes(&root).len(), 28, "the diagram stays");
}

#[wasm_bindgen_test]
async fn enter_on_a_focused_node_puts_its_position_on_the_board() {
    let root = mount("variant=nim&heaps=4,3,2&mode=two&view=diagram").await;
    let node = element(&root, "[data-testid=diagram-node][data-position='2,2,0']");
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Enter");
    init.set_bubbles(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a key");
    node.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    let mut sizes: Vec<u32> = (0..3).map(|h| heap_size(&root, h)).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, vec![0, 2, 2]);
}

#[wasm_bindgen_test]
async fn a_large_diagram_is_refused_with_its_size_and_the_game_so_far_offered() {
    let root = mount("variant=nim&heaps=9,8,7&mode=two&view=diagram").await;
    let refusal = text(&root, "[data-testid=diagram-refused]");
    assert!(refusal.contains("208 positions"), "{refusal}");
    assert_eq!(nodes(&root).len(), 0);
    click(&root, "[data-testid=diagram-along]").await;
    // The start and its 24 moves, merged where equal.
    assert!(nodes(&root).len() > 10);
    assert!(count(&root, "[data-testid=diagram-step]") == 0);
    for node in nodes(&root) {
        let shown = node.get_attribute("data-outcome").expect("the solver's");
        assert_eq!(shown, solver_letter(&node, "nim").to_string());
    }
}

#[wasm_bindgen_test]
async fn the_toggle_opens_and_closes_the_diagram_and_pass_nodes_say_their_pass() {
    let root = mount("variant=pass&heaps=2,1&pass=1&mode=two").await;
    assert_eq!(count(&root, "[data-testid=diagram]"), 0);
    click(&root, "[data-testid=diagram-toggle]").await;
    assert_eq!(nodes(&root).len(), 10);
    assert_eq!(count(&root, "[data-testid=diagram-node][data-pass='1']"), 5);
    assert_eq!(count(&root, ".diagram-svg .edge.pass"), 4);
    let list = text(&root, "[data-testid=diagram-list]");
    assert!(list.contains("21* ?: moves to 11* ?"), "{list}");
    click(&root, "[data-testid=diagram-close]").await;
    assert_eq!(count(&root, "[data-testid=diagram]"), 0);
    let root = mount("variant=nim&heaps=2&view=graph").await;
    assert_eq!(count(&root, "[data-testid=diagram]"), 0);
}

#[wasm_bindgen_test]
async fn a_student_labels_by_keyboard_and_a_wrong_label_is_explained() {
    let root = mount("variant=misere&heaps=2,1&mode=two&view=diagram").await;
    crate::support::click(&root, "[data-testid=diagram-quiz]").await;
    let press = |selector: &str, key: &str| {
        let node = element(&root, selector);
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
            .expect("a key");
        node.dispatch_event(&event).expect("dispatched");
    };
    // 2-1 is N in misère Nim too: labelling it P is refuted by its move to 1-0.
    press("[data-testid=diagram-node][data-position='2,1']", "p");
    yew::scheduler::flush().await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert!(reason.starts_with("Not P: from 21"), "{reason}");
    assert_eq!(count(&root, ".edges.lit line"), 1, "the refuting arrow");
    assert_eq!(count(&root, "[data-testid=diagram-node][data-outcome]"), 0);
    press("[data-testid=diagram-node][data-position='2,1']", "n");
    yew::scheduler::flush().await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert!(reason.starts_with("Right: N"), "{reason}");
    let node = element(&root, "[data-testid=diagram-node][data-position='2,1']");
    assert_eq!(node.get_attribute("data-outcome").as_deref(), Some("N"));
    let score = text(&root, "[data-testid=diagram-score]");
    assert!(
        score.starts_with("Score: 1 right, 1 wrong; 4 left"),
        "{score}"
    );
    // Clicking selects, and the P button labels the selection: 1-0 is P in misère Nim.
    click(&root, "[data-testid=diagram-node][data-position='1,0']").await;
    click(&root, "[data-testid=diagram-guess-p]").await;
    let score = text(&root, "[data-testid=diagram-score]");
    assert!(score.starts_with("Score: 2 right, 1 wrong"), "{score}");
}

/// The nim-sum of a node's heaps, read from its `data-position`: its value by Bouton's theorem.
fn nim_sum(node: &Element) -> u32 {
    node.get_attribute("data-position")
        .expect("a position")
        .split(',')
        .filter_map(|heap| heap.parse::<u32>().ok())
        .fold(0, |sum, heap| sum ^ heap)
}

/// Types `typed` into the value box, as a person's typing does.
async fn type_value(root: &Element, typed: &str) {
    let input: web_sys::HtmlInputElement = find(root, "[data-testid=diagram-guess-value]")
        .dyn_into()
        .expect("an input");
    input.set_value(typed);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("input", &init).expect("an event");
    input.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

/// Presses the value box's button, which submits its form.
async fn check(root: &Element) {
    find(root, "[data-testid=diagram-guess-check]").click();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn a_labels_link_shows_nim_and_sum_values_beside_the_letters() {
    let root = mount("variant=nim&heaps=3,2,1&view=diagram&labels=1").await;
    let all = nodes(&root);
    assert!(!all.is_empty());
    for node in &all {
        let value: u32 = node
            .get_attribute("data-grundy")
            .expect("a value")
            .parse()
            .expect("a number");
        assert_eq!(value, nim_sum(node));
        let letter = node.get_attribute("data-outcome").expect("labelled");
        assert_eq!(letter == "P", value == 0, "P exactly at value 0");
        let shown = node.text_content().unwrap_or_default();
        assert!(shown.contains(&format!("*{value} {letter}")), "{shown}");
        let name = node.get_attribute("aria-label").unwrap_or_default();
        assert!(
            name.contains(&format!("value {value}, {letter}-position")),
            "{name}"
        );
    }
    assert_eq!(count(&root, "[data-testid=diagram-legend-value]"), 1);
    // A sum: 3 xor the value of Kayles on 4 pins (1) is 2.
    let root = mount("variant=sum&parts=nim:3,kayles:4&view=diagram&labels=1").await;
    let all = nodes(&root);
    assert!(all.len() > 5);
    assert_eq!(
        count(&root, "[data-testid=diagram-node][data-grundy]") as usize,
        all.len()
    );
    let start = element(&root, "[data-testid=diagram-node].on-board");
    assert_eq!(start.get_attribute("data-grundy").as_deref(), Some("2"));
    assert_eq!(start.get_attribute("data-outcome").as_deref(), Some("N"));
}

#[wasm_bindgen_test]
async fn a_student_gives_values_and_a_wrong_one_is_answered_with_the_options_values() {
    let root = mount("variant=nim&heaps=2,1&mode=two&view=diagram").await;
    click(&root, "[data-testid=diagram-quiz]").await;
    assert_eq!(
        count(&root, "[data-testid=diagram-guess-p]"),
        0,
        "values, not letters"
    );
    assert!(find(&root, "[data-testid=diagram-guess-check]").has_attribute("disabled"));
    click(&root, "[data-testid=diagram-node][data-position='2,1']").await;
    // 21's options 20, 11 and 10 have values 2, 0 and 1: its value is 3.
    type_value(&root, "2").await;
    check(&root).await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert_eq!(
        reason,
        "Not *2: the options of 21 have values 0, 1, and 2: the smallest missing value is 3 \
         (highlighted), so 21 is *3."
    );
    assert_eq!(count(&root, ".edges.lit line"), 3, "every option");
    assert_eq!(count(&root, "[data-testid=diagram-node][data-grundy]"), 0);
    type_value(&root, "three").await;
    check(&root).await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert!(reason.contains("is not a value"), "{reason}");
    type_value(&root, "3").await;
    check(&root).await;
    let reason = text(&root, "[data-testid=diagram-reason]");
    assert!(reason.starts_with("Right: *3, because"), "{reason}");
    let node = element(&root, "[data-testid=diagram-node][data-position='2,1']");
    assert_eq!(node.get_attribute("data-grundy").as_deref(), Some("3"));
    assert_eq!(node.get_attribute("data-outcome").as_deref(), Some("N"));
    let score = text(&root, "[data-testid=diagram-score]");
    assert!(
        score.starts_with("Score: 1 right, 1 wrong; 4 left"),
        "{score}"
    );
    // By keyboard: a digit on a focused node starts its value in the box, Enter checks it.
    let node = element(&root, "[data-testid=diagram-node][data-position='1,1']");
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("0");
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a key");
    node.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    let input: web_sys::HtmlInputElement = find(&root, "[data-testid=diagram-guess-value]")
        .dyn_into()
        .expect("an input");
    assert_eq!(input.value(), "0");
    let focused = gloo::utils::document().active_element();
    assert_eq!(
        focused.as_ref(),
        Some(input.as_ref()),
        "the box takes the focus"
    );
    check(&root).await;
    let node = element(&root, "[data-testid=diagram-node][data-position='1,1']");
    assert_eq!(node.get_attribute("data-grundy").as_deref(), Some("0"));
    assert_eq!(node.get_attribute("data-outcome").as_deref(), Some("P"));
}
