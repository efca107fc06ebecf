//! Projector mode's walk for the games without a nim-sum table: Circle Nim (a broken ring's rows
//! of Kayles, a whole ring's symmetry argument) and Blocking Nim (moves to P against the blocks),
//! walked with → to the end and ← back, asserting on what each step shows; and a sum's table,
//! whose rows are its parts' values.

use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::{click, count, find, mount};

/// Presses `key` on the page, as a teacher's clicker does, and lets the app re-render.
async fn press(key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a key");
    gloo::utils::body()
        .dispatch_event(&event)
        .expect("dispatched");
    yew::scheduler::flush().await;
}

/// The walk's step and last step, read from its attributes.
fn step(app: &Element) -> (usize, usize) {
    let walk = find(app, "[data-testid=walk]");
    let read = |name: &str| {
        walk.get_attribute(name)
            .and_then(|value| value.parse().ok())
            .unwrap_or_else(|| panic!("a {name}"))
    };
    (read("data-step"), read("data-last"))
}

/// The live region's words.
fn progress(app: &Element) -> String {
    find(app, "[data-testid=walk-progress]")
        .text_content()
        .unwrap_or_default()
}

/// How many of the elements `selector` finds are still veiled.
fn veiled(app: &Element, selector: &str) -> u32 {
    count(app, &format!("{selector}.veiled"))
}

#[wasm_bindgen_test]
async fn a_broken_ring_is_walked_row_by_row_to_its_move_and_back() {
    // Places 5–6 and 8–3 (across the join): Kayles values 2 and 1, nim-sum 3.
    let app = mount("variant=circle&ring=ooo.oo.o&mode=two&present=1").await;
    assert_eq!(step(&app), (0, 4));
    assert_eq!(
        count(&app, "[data-testid=walk-table]"),
        0,
        "no binary table here"
    );
    let rows = "[data-testid=walk] .kayles-table tbody tr";
    assert_eq!((count(&app, rows), veiled(&app, rows)), (2, 2));
    assert_eq!(veiled(&app, "[data-testid=walk] tfoot tr.parity"), 1);
    press("ArrowRight").await;
    assert_eq!(veiled(&app, rows), 1, "the first row");
    assert!(progress(&app).starts_with("Step 1 of 4: row 1, places 5, 6"));
    press("ArrowRight").await;
    assert_eq!(veiled(&app, rows), 0, "the second row");
    assert_eq!(veiled(&app, "[data-testid=walk] tfoot tr.parity"), 1);
    press("ArrowRight").await;
    assert_eq!(
        veiled(&app, "[data-testid=walk] tfoot tr.parity"),
        0,
        "the nim-sum"
    );
    assert!(progress(&app).contains("2 ⊕ 1 = 3"), "{}", progress(&app));
    assert_eq!(count(&app, "[data-testid=walk-move]"), 0);
    click(&app, "[data-testid=reveal-next]").await;
    assert_eq!(step(&app), (4, 4));
    assert_eq!(count(&app, "[data-testid=walk] tr.change"), 1);
    let change = find(&app, "[data-testid=walk] tr.change");
    assert!(change.text_content().unwrap_or_default().contains("8–3"));
    assert!(find(&app, "[data-testid=walk-move]")
        .text_content()
        .unwrap_or_default()
        .starts_with("The winning move: remove markers 2 and 3"));
    assert!(find(&app, "[data-testid=reveal-next]").has_attribute("disabled"));
    for back in (0..4).rev() {
        press("ArrowLeft").await;
        assert_eq!(step(&app).0, back);
    }
    assert_eq!(veiled(&app, rows), 2, "back to the ring alone");
    assert_eq!(count(&app, "[data-testid=walk] tr.change"), 0);
}

#[wasm_bindgen_test]
async fn a_whole_ring_states_the_symmetry_argument_a_statement_at_a_time() {
    let app = mount("variant=circle&ring=oooooo&mode=two&present=1").await;
    assert_eq!(step(&app), (0, 4));
    let statements = "[data-testid=ring-argument] li";
    assert_eq!((count(&app, statements), veiled(&app, statements)), (3, 3));
    for shown in 1..=3 {
        press("ArrowRight").await;
        assert_eq!(veiled(&app, statements), 3 - shown);
    }
    assert!(find(&app, "[data-testid=ring-argument]")
        .text_content()
        .unwrap_or_default()
        .contains("straight across the ring"));
    assert_eq!(veiled(&app, "[data-testid=walk] .ring-verdict"), 1);
    press("ArrowRight").await;
    assert_eq!(veiled(&app, "[data-testid=walk] .ring-verdict"), 0);
    // The wall names the step; screen readers hear the verdict the panel shows.
    assert!(progress(&app).starts_with("Step 4 of 4: the verdict. So the player to move loses"));
    assert_eq!(count(&app, "[data-testid=walk-progress] .sr-only"), 1);
    press("ArrowRight").await;
    assert_eq!(
        step(&app).0,
        4,
        "no step past the end: the mover has no winning move"
    );
    assert_eq!(count(&app, "[data-testid=walk-move]"), 0);
    for _ in 0..4 {
        press("ArrowLeft").await;
    }
    assert_eq!((step(&app).0, veiled(&app, statements)), (0, 3));
}

#[wasm_bindgen_test]
async fn blocking_walks_its_moves_to_p_then_counts_them_against_the_blocks() {
    // (6, 10, 10): either 10 → 3 reaches P, two moves against one block.
    let app = mount("variant=blocking&heaps=6,10,10&blocks=1&mode=two&present=1").await;
    assert_eq!(step(&app), (0, 3));
    let moves = "[data-testid=moves-to-p] li";
    assert_eq!((count(&app, moves), veiled(&app, moves)), (2, 2));
    assert_eq!(veiled(&app, "[data-testid=blocking-count]"), 1);
    press("ArrowRight").await;
    assert_eq!(veiled(&app, moves), 1);
    press("ArrowRight").await;
    assert_eq!(veiled(&app, moves), 0);
    assert!(
        progress(&app).contains("take 7 from heap 3 (10 → 3)"),
        "{}",
        progress(&app)
    );
    press("ArrowRight").await;
    assert_eq!(veiled(&app, "[data-testid=blocking-count]"), 0);
    assert!(find(&app, "[data-testid=blocking-count]")
        .text_content()
        .unwrap_or_default()
        .contains("more than the 1 the blocker can forbid: the mover wins"));
    for _ in 0..3 {
        press("ArrowLeft").await;
    }
    assert_eq!((step(&app).0, veiled(&app, moves)), (0, 2));
}

#[wasm_bindgen_test]
async fn a_blocking_p_position_ends_on_the_blockers_winning_forbid() {
    // (1, 2, 4): 1 + 2 + 1 = 4, a P-position; its one move to P is the one to forbid.
    let app = mount("variant=blocking&heaps=1,2,4&blocks=1&mode=two&present=1").await;
    assert_eq!(step(&app), (0, 3));
    for _ in 0..3 {
        click(&app, "[data-testid=reveal-next]").await;
    }
    assert!(find(&app, "[data-testid=blocking-count]")
        .text_content()
        .unwrap_or_default()
        .contains("the blocker forbids them all and the mover loses"));
    assert_eq!(
        find(&app, "[data-testid=walk-move]")
            .text_content()
            .unwrap_or_default(),
        "The blocker wins: forbid taking 4 from heap 3 (4 → 0)."
    );
    // The button steps back as ← does.
    click(&app, "[data-testid=reveal-back]").await;
    assert_eq!(step(&app).0, 2);
}

#[wasm_bindgen_test]
async fn a_sums_walk_names_its_parts_and_their_values_not_heaps() {
    // Nim 5 is worth *5 and Kayles 8 is worth *1: the table's rows are those values.
    let app = mount("variant=sum&parts=nim:5,kayles:8&mode=two&present=1").await;
    let walk = find(&app, "[data-testid=walk]");
    let rows: Vec<String> = (0..2)
        .map(|row| {
            find(
                &walk,
                &format!("tbody tr:nth-child({}) th[scope=row]", row + 1),
            )
            .text_content()
            .unwrap_or_default()
        })
        .collect();
    assert!(
        rows[0].contains("Nim") && rows[1].contains("Kayles"),
        "{rows:?}"
    );
    let text = walk.text_content().unwrap_or_default();
    assert!(!text.contains("Heap 2"), "{text}");
    click(&app, "[data-testid=walk-powers]").await;
    let text = find(&app, "[data-testid=walk]")
        .text_content()
        .unwrap_or_default();
    assert!(text.contains("Kayles 8: *1"), "{text}");
    assert!(text.contains("Each part’s value"), "{text}");
    assert!(!text.contains("Heap 2"), "{text}");
}

#[wasm_bindgen_test]
async fn q_shows_the_positions_link_as_a_qr_code_and_closing_it_stays_in_projector_mode() {
    let app = mount("heaps=3,4,5&mode=two&present=1").await;
    assert_eq!(count(&app, "[data-testid=qr]"), 0);
    press("q").await;
    let svg = app
        .query_selector("[data-testid=qr-dialog] svg[data-testid=qr]")
        .expect("a valid selector")
        .expect("the code drawn");
    assert_eq!(svg.get_attribute("role").as_deref(), Some("img"));
    assert!(svg
        .get_attribute("aria-label")
        .is_some_and(|l| !l.is_empty()));
    let link = find(&app, "[data-testid=qr-link]")
        .text_content()
        .unwrap_or_default();
    assert!(link.contains("heaps=3,4,5&mode=two"), "{link}");
    let path = app
        .query_selector("[data-testid=qr-dialog] path")
        .expect("a valid selector")
        .and_then(|path| path.get_attribute("d"))
        .unwrap_or_default();
    assert!(path.starts_with('M'), "the code's modules drawn: {path}");
    // The dialog's ✕ hides the code; projector mode stays.
    click(&app, "[data-testid=qr-dialog] .dialog-head button").await;
    assert_eq!(count(&app, "[data-testid=qr]"), 0);
    assert_eq!(count(&app, "[data-testid=present]"), 1);
    click(&app, "[data-testid=qr-open]").await;
    assert_eq!(
        count(&app, "[data-testid=qr]"),
        1,
        "the button shows it too"
    );
}

#[wasm_bindgen_test]
async fn fibonacci_nim_marks_its_zeckendorf_parts_one_by_one_then_weighs_the_smallest() {
    // 20 = 13 + 5 + 2 after a take of 3: the limit is 6, so taking the smallest part, 2, wins.
    let app = mount("variant=fibonacci&heap=20&last=3&mode=two&present=1").await;
    assert_eq!(step(&app), (0, 5));
    let marks = "[data-testid=walk] [data-testid=fibonacci-now] td.one";
    assert_eq!(count(&app, marks), 0, "no part yet");
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=zeckendorf-sum]"),
        0
    );
    for shown in 1..=3 {
        press("ArrowRight").await;
        assert_eq!(count(&app, marks), shown);
    }
    assert!(progress(&app).contains("2, the largest Fibonacci number at most 2"));
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=zeckendorf-sum]"),
        1
    );
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=fibonacci-verdict]"),
        0
    );
    press("ArrowRight").await;
    let verdict = find(&app, "[data-testid=walk] [data-testid=fibonacci-verdict]")
        .text_content()
        .unwrap_or_default();
    assert!(
        verdict.contains("The smallest part, 2, is at most 6"),
        "{verdict}"
    );
    assert_eq!(count(&app, "[data-testid=walk] td.smallest"), 1);
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=fibonacci-takes]"),
        0
    );
    press("ArrowRight").await;
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=fibonacci-takes] li"),
        1
    );
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=fibonacci-after-2]"),
        1
    );
    press("ArrowLeft").await;
    assert_eq!(
        count(&app, "[data-testid=walk] [data-testid=fibonacci-takes]"),
        0
    );
}
