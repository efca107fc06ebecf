//! Tests of the game review: rows, the solver's mistakes, forbids and the pass, going back to a row.

use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::{click, count, find, heap_size, mount};

/// Each review row's `data-mistake`, top to bottom.
fn mistakes(root: &Element) -> Vec<String> {
    let rows = root
        .query_selector_all("[data-testid=review-row]")
        .expect("a valid selector");
    (0..rows.length())
        .filter_map(|i| rows.get(i))
        .filter_map(|row| wasm_bindgen::JsCast::dyn_into::<Element>(row).ok())
        .filter_map(|row| row.get_attribute("data-mistake"))
        .collect()
}

#[wasm_bindgen_test]
async fn the_review_button_opens_a_row_per_position_and_a_row_goes_back() {
    let app = mount("variant=nim&heaps=1,2,3&mode=two").await;
    click(&app, "[data-testid=review-toggle]").await;
    assert_eq!(
        count(&app, "[data-testid=review-row]"),
        1,
        "the start alone"
    );
    // 1,2,3 is P: the first player cannot throw away a win it does not have.
    click(&app, "[data-testid=counter-2-0]").await;
    // 1,2,0 is N for Player 2, who then empties heap 2 (1,0,0 leaves Player 1 the last counter).
    click(&app, "[data-testid=counter-1-0]").await;
    assert_eq!(mistakes(&app), ["false", "true", "false"]);
    let why = find(&app, "[data-testid=review-why]");
    assert_eq!(why.get_attribute("aria-expanded").as_deref(), Some("false"));
    click(&app, "[data-testid=review-why]").await;
    let recipe = find(&app, "[data-testid=review-recipe]")
        .text_content()
        .unwrap_or_default();
    assert!(
        recipe.starts_with("Heap 1 → 1 ⊕ 3 = 2") || recipe.starts_with("Heap 2 → 2 ⊕ 3 = 1"),
        "{recipe}"
    );
    click(
        &app,
        "[data-testid=review-row][data-row='1'] [data-testid=review-goto]",
    )
    .await;
    assert_eq!(
        (heap_size(&app, 0), heap_size(&app, 1), heap_size(&app, 2)),
        (1, 2, 0)
    );
    assert_eq!(count(&app, "[data-testid=review-row].undone"), 1);
    assert!(find(&app, "[data-testid=review-row][data-row='1']").has_attribute("aria-current"));
}

#[wasm_bindgen_test]
async fn blocking_rows_show_the_forbid_and_pass_rows_show_the_pass() {
    let app = mount("variant=blocking&heaps=1,2&blocks=1&mode=two&view=review").await;
    click(&app, "[data-testid=counter-1-0]").await;
    let made = find(&app, "[data-testid=review-row][data-row='0']")
        .text_content()
        .unwrap_or_default();
    assert!(made.contains("forbid heap 2 → 0"), "{made}");
    let app = mount("variant=pass&heaps=1,2&pass=1&mode=two&view=review").await;
    click(&app, "[data-testid=pass]").await;
    let made = find(&app, "[data-testid=review-row][data-row='0']")
        .text_content()
        .unwrap_or_default();
    assert!(made.contains("pass (the one pass, used here)"), "{made}");
}

#[wasm_bindgen_test]
async fn projector_mode_reveals_a_column_per_step_and_the_class_vote_hides_the_answer() {
    let app = mount("variant=nim&heaps=13,15,17&mode=two&present=1").await;
    let veiled = |app: &Element| count(app, "[data-testid=walk] tbody td.bit.veiled");
    assert_eq!(veiled(&app), 15, "three heaps, five columns, none shown");
    click(&app, "[data-testid=reveal-next]").await;
    click(&app, "[data-testid=reveal-next]").await;
    assert_eq!(veiled(&app), 9, "the 16 and 8 columns shown");
    click(&app, "[data-testid=reveal-back]").await;
    assert_eq!(veiled(&app), 12);
    assert_eq!(count(&app, ".counter.win"), 1);
    click(&app, "[data-testid=class-vote-toggle]").await;
    assert_eq!(count(&app, ".counter.win"), 0);
    assert_eq!(count(&app, "[data-testid=class-vote]"), 1);
    click(&app, "[data-testid=present-exit]").await;
    assert_eq!(count(&app, "[data-testid=present]"), 0);
    assert_eq!(count(&app, ".masthead"), 1);
}
