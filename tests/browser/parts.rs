//! Tests of a sum's board: an octal game's part is a row of pins one knocks by pressing a pin,
//! then its neighbours, then Knock; the solver refuses a run its code does not allow.

use nim_solver::{Game, Knock, Move};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{click, count, find, focused, mount, test_ids};

/// Each part's `data-rule:data-size`, in order.
fn parts(root: &web_sys::Element) -> Vec<String> {
    let list = root
        .query_selector_all("[data-testid=parts] > li")
        .expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.get(i))
        .filter_map(|node| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(node).ok())
        .map(|part| {
            let attr = |name| part.get_attribute(name).unwrap_or_default();
            format!("{}:{}", attr("data-rule"), attr("data-size"))
        })
        .collect()
}

fn label(root: &web_sys::Element, selector: &str) -> String {
    find(root, selector)
        .get_attribute("aria-label")
        .unwrap_or_default()
}

fn notice(root: &web_sys::Element) -> String {
    root.query_selector("[data-testid=notice]")
        .ok()
        .flatten()
        .and_then(|notice| notice.text_content())
        .unwrap_or_default()
}

fn key(element: &web_sys::HtmlElement, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("an event");
    element.dispatch_event(&event).expect("dispatched");
}

#[wasm_bindgen_test]
async fn knocking_one_pin_then_two_neighbours_splits_and_shortens_kayles_rows() {
    let root = mount("variant=sum&parts=nim:2,kayles:8&mode=two").await;
    assert_eq!(count(&root, "[data-testid=part-1] button.pin"), 8);
    assert_eq!(
        count(&root, "[data-testid=part-0] button.pin"),
        0,
        "Nim stays a heap"
    );
    let third = label(&root, "[data-testid=pin-1-2]");
    assert!(
        third.contains("pin 3 of 8") && third.contains("knocking it alone leaves 2 + 5"),
        "{third}"
    );
    assert_eq!(count(&root, "[data-testid=knock]"), 0, "nothing chosen yet");
    // The row's moves are also a list of buttons, folded; Nim's stay in sight.
    assert!(count(&root, "[data-testid=part-1] details:not([open]) .part-move") > 0);
    assert_eq!(count(&root, "[data-testid=part-0] details"), 0);
    assert!(count(&root, "[data-testid=part-0] .part-move") > 0);

    // One pin: the third of eight leaves rows of 2 and 5, in the row's order.
    click(&root, "[data-testid=pin-1-2]").await;
    assert_eq!(
        find(&root, "[data-testid=pin-1-2]")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    let knock = find(&root, "[data-testid=knock]")
        .text_content()
        .unwrap_or_default();
    assert!(
        knock.contains("Knock pin 3") && knock.contains("2 + 5"),
        "{knock}"
    );
    click(&root, "[data-testid=knock]").await;
    assert_eq!(parts(&root), ["nim:2", "kayles:2", "kayles:5",]);
    assert_eq!(
        count(&root, "[data-testid=knock]"),
        0,
        "the run went with its pins"
    );
    assert_eq!(count(&root, "[data-testid=history-entry]"), 1);
    assert_eq!(
        focused().as_deref(),
        Some("pin-1-0"),
        "focus goes back to the row"
    );

    // Two neighbours at the start of the row of 5: the second press extends the run.
    click(&root, "[data-testid=pin-2-1]").await;
    let neighbour = label(&root, "[data-testid=pin-2-0]");
    assert!(
        neighbour.contains("add it to the run") && neighbour.contains("pins 1–2 leaves 3"),
        "{neighbour}"
    );
    click(&root, "[data-testid=pin-2-0]").await;
    assert_eq!(count(&root, "[data-testid=part-2] .pin.selected"), 2);
    click(&root, "[data-testid=knock]").await;
    assert_eq!(parts(&root), ["nim:2", "kayles:2", "kayles:3"]);

    // Cancel drops a run; three pins are never a Kayles move, and the solver says why.
    click(&root, "[data-testid=pin-2-0]").await;
    click(&root, "[data-testid=knock-cancel]").await;
    assert_eq!(count(&root, ".pin.selected"), 0);
    for pin in 0..3 {
        click(&root, &format!("[data-testid=pin-2-{pin}]")).await;
    }
    click(&root, "[data-testid=knock]").await;
    assert_eq!(parts(&root), ["nim:2", "kayles:2", "kayles:3"]);
    let refused = notice(&root);
    assert!(
        refused.contains("cannot knock 3 pins leaving nothing"),
        "{refused}"
    );
}

#[wasm_bindgen_test]
async fn dawsons_kayles_refuses_a_single_pin_and_takes_two_neighbours() {
    let root = mount("variant=sum&parts=dawson:6&mode=two").await;
    click(&root, "[data-testid=pin-0-2]").await;
    click(&root, "[data-testid=knock]").await;
    assert_eq!(parts(&root), ["dawson:6"], "the position is unchanged");
    assert_eq!(count(&root, "[data-testid=history-entry]"), 0);
    let refused = notice(&root);
    assert!(
        refused.contains("0.07") && refused.contains("cannot knock 1 pin leaving two rows"),
        "{refused}"
    );
    // The run is still chosen: a neighbour makes it a move.
    click(&root, "[data-testid=pin-0-3]").await;
    click(&root, "[data-testid=knock]").await;
    assert_eq!(parts(&root), ["dawson:2", "dawson:2"]);
}

#[wasm_bindgen_test]
async fn hints_star_the_pins_of_winning_runs_and_name_them() {
    crate::support::all_analyses();
    let position = "nim:1,kayles:7,0.333:6";
    let game: Game = format!("variant=sum&parts={position}")
        .parse()
        .expect("a sum");
    let Game::SumOfGames(sum) = &game else {
        panic!("a sum");
    };
    let winning = game.analyze().expect("small").winning_moves;
    let mut expected: Vec<String> = winning
        .iter()
        .flat_map(|mv| {
            let (Move::Take { heap, .. } | Move::Split { heap, .. }) = *mv else {
                panic!("a sum's move");
            };
            let size = sum.parts[heap].size;
            let rows = sum.parts[heap].rule.is_row();
            Knock::runs(mv, size)
                .into_iter()
                .filter(move |_| rows)
                .flat_map(move |run| {
                    (run.left..run.left + run.removed).map(move |pin| format!("pin-{heap}-{pin}"))
                })
        })
        .collect();
    expected.sort();
    expected.dedup();
    assert!(!expected.is_empty(), "{position} has a winning knock");
    let root = mount(&format!("variant=sum&parts={position}&mode=analysis")).await;
    assert_eq!(test_ids(&root, ".pin.win"), expected);
    let starred = label(&root, &format!("[data-testid={}]", expected[0]));
    assert!(starred.ends_with("part of a winning move"), "{starred}");
    let plain = root
        .query_selector(".pin:not(.win)")
        .ok()
        .flatten()
        .and_then(|pin| pin.get_attribute("aria-label"))
        .unwrap_or_default();
    assert!(!plain.contains("winning"), "{plain}");
}

#[wasm_bindgen_test]
async fn arrow_keys_walk_the_row_and_escape_drops_the_run() {
    let root = mount("variant=sum&parts=kayles:4,kayles:3&mode=two").await;
    assert_eq!(
        count(&root, ".pin[tabindex='0']"),
        2,
        "one tab stop per row"
    );
    let first = find(&root, "[data-testid=pin-0-0]");
    first.focus().expect("focusable");
    key(&first, "ArrowRight");
    yew::scheduler::flush().await;
    assert_eq!(focused().as_deref(), Some("pin-0-1"));
    key(&find(&root, "[data-testid=pin-0-1]"), "End");
    assert_eq!(focused().as_deref(), Some("pin-0-3"));
    key(&find(&root, "[data-testid=pin-0-3]"), "ArrowRight");
    assert_eq!(focused().as_deref(), Some("pin-0-3"), "a row does not wrap");
    click(&root, "[data-testid=pin-0-3]").await;
    assert_eq!(count(&root, ".pin.selected"), 1);
    key(&find(&root, "[data-testid=pin-0-3]"), "Escape");
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".pin.selected"), 0);
}

#[wasm_bindgen_test]
async fn a_refused_knock_does_not_pull_focus_back_to_its_row_after_another_move() {
    let root = mount("variant=sum&parts=nim:3,dawson:6&mode=two").await;
    click(&root, "[data-testid=pin-1-2]").await;
    click(&root, "[data-testid=knock]").await;
    assert_eq!(parts(&root), ["nim:3", "dawson:6"], "refused");
    // A move in the Nim part: focus has no reason to go to Dawson's row.
    click(&root, "[data-testid=sum-move-0-0]").await;
    assert_eq!(parts(&root), ["nim:2", "dawson:6"]);
    let focus = focused().unwrap_or_default();
    assert!(!focus.starts_with("pin-"), "{focus}");
}

#[wasm_bindgen_test]
async fn lasker_parts_take_or_split_and_the_panel_places_each_in_its_pattern() {
    let root = mount("variant=sum&parts=lasker:7,nim:6&mode=analysis").await;
    let part = find(&root, "[data-testid=part-0]");
    let value = nim_solver::lasker::pattern(7);
    assert_eq!(part.get_attribute("data-grundy"), Some(value.to_string()));
    assert_eq!(
        count(&root, "[data-testid=part-0] button.pin"),
        0,
        "a heap, not a row"
    );
    // Six takes, three splits and taking the whole heap.
    assert_eq!(count(&root, "[data-testid=part-0] .part-moves button"), 10);
    let note = find(&root, "[data-testid=lasker-pattern]");
    let text = note.text_content().unwrap_or_default();
    assert!(text.contains("Game Theory, Part I"), "{text}");
    assert!(text.contains("7 = 4 × 1 + 3"), "{text}");
    assert_eq!(
        find(&note, "[data-testid=lasker-0]").get_attribute("data-value"),
        Some(value.to_string())
    );
    assert_eq!(count(&note, "li"), 1, "the Nim part is not in the pattern");
    // Splitting 7 into 3 + 4 leaves two Lasker parts beside the Nim heap.
    let split = test_ids(&root, "[data-testid=part-0] .part-moves button")
        .into_iter()
        .find(|id| {
            find(&root, &format!("[data-testid={id}]"))
                .text_content()
                .is_some_and(|text| text.starts_with("→ 3 + 4"))
        })
        .expect("a split into 3 + 4");
    click(&root, &format!("[data-testid={split}]")).await;
    assert_eq!(parts(&root), ["lasker:3", "lasker:4", "nim:6"]);
    let total = nim_solver::lasker::pattern(3) ^ nim_solver::lasker::pattern(4) ^ 6;
    assert_eq!(
        find(&root, "[data-testid=sum-value]").get_attribute("data-value"),
        Some(total.to_string())
    );
}
