//! Fibonacci Nim on the board: the board keeps its position in link text, counters past the
//! move's limit are marked and refused, the panel lists every winning take with the position it
//! leaves, and the editor and links set the previous take.

use nim_solver::{Game, Move};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{afters, change, click, count, find, heap_size, mount};

fn position(root: &web_sys::Element) -> String {
    find(root, "[data-testid=board]")
        .get_attribute("data-position")
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn hints_list_every_winning_take_and_a_take_past_the_limit_is_refused() {
    crate::support::all_analyses();
    let text = "variant=fibonacci&heap=20";
    let game: Game = text.parse().expect("a position");
    let winning = game.analyze().expect("a closed form").winning_moves;
    let expected: Vec<String> = winning
        .iter()
        .map(|mv| game.apply(mv).expect("legal").to_string())
        .collect();
    assert!(expected.contains(&"variant=fibonacci&heap=18&last=2".to_owned()));
    let root = mount(&format!("{text}&mode=analysis&hints=1")).await;
    assert_eq!(position(&root), text);
    assert_eq!(afters(&root), expected);
    // 20 = 13 + 5 + 2, under the columns 13 8 5 3 2 1, its smallest part boxed.
    let sum = find(&root, "[data-testid=zeckendorf-sum]")
        .text_content()
        .unwrap_or_default();
    assert!(sum.contains("20 = 13 + 5 + 2"), "{sum}");
    assert_eq!(
        count(&root, "[data-testid=zeckendorf-table] thead th.bit-col"),
        6
    );
    assert_eq!(count(&root, "[data-testid=fibonacci-now] td.one"), 3);
    assert_eq!(count(&root, "[data-testid=fibonacci-now] td.smallest"), 1);
    assert_eq!(
        count(&root, "[data-testid=zeckendorf-table] tbody tr"),
        1 + winning.len() as u32
    );
    // The first move may not take the whole heap: only that counter is past the limit.
    assert_eq!(count(&root, ".counter.beyond"), 1);
    let whole = find(&root, "[data-testid=counter-0-0]");
    assert_eq!(
        whole.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    assert!(whole
        .get_attribute("aria-label")
        .unwrap_or_default()
        .contains("more than this move may take"));

    click(&root, "[data-testid=counter-0-18]").await;
    assert_eq!(position(&root), "variant=fibonacci&heap=18&last=2");
    let limit = find(&root, "[data-testid=take-limit]");
    assert_eq!(limit.get_attribute("data-limit").as_deref(), Some("4"));
    assert!(limit
        .text_content()
        .unwrap_or_default()
        .contains("at most 4"));
    // 18 = 13 + 5: the smallest part is more than 4, so nothing wins and the list is empty.
    assert_eq!(afters(&root), Vec::<String>::new());
    assert_eq!(count(&root, ".counter.win"), 0);
    assert_eq!(count(&root, ".counter.beyond"), 18 - 4);

    click(&root, "[data-testid=counter-0-10]").await;
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(
        notice.contains("at most 4") && notice.contains('8'),
        "{notice}"
    );
    assert_eq!(heap_size(&root, 0), 18);
    click(&root, "[data-testid=counter-0-14]").await;
    assert_eq!(position(&root), "variant=fibonacci&heap=14&last=4");
    assert_eq!(count(&root, ".counter.beyond"), 14 - 8);
}

#[wasm_bindgen_test]
async fn a_bad_previous_take_in_a_link_is_named_and_the_heap_kept() {
    for last in ["x", "0", "25"] {
        let root = mount(&format!("variant=fibonacci&heap=10&last={last}&mode=two")).await;
        let notice = find(&root, "[data-testid=notice]")
            .text_content()
            .unwrap_or_default();
        assert!(notice.contains(&format!("last=\"{last}\"")), "{notice}");
        assert_eq!(position(&root), "variant=fibonacci&heap=10");
    }
}

#[wasm_bindgen_test]
async fn the_editor_sets_the_heap_and_the_previous_take() {
    let root = mount("variant=fibonacci&heap=20&mode=analysis").await;
    assert_eq!(count(&root, "[data-testid=add-heap]"), 0);
    let last: web_sys::HtmlInputElement =
        wasm_bindgen::JsCast::unchecked_into(find(&root, "[data-testid=last-input]"));
    last.set_value("3");
    change(&last).await;
    assert_eq!(position(&root), "variant=fibonacci&heap=20&last=3");
    let limit = find(&root, "[data-testid=take-limit]");
    assert_eq!(limit.get_attribute("data-limit").as_deref(), Some("6"));
    // 20 and a previous take of 12 would not have fitted on the board: refused with a reason.
    last.set_value("12");
    change(&last).await;
    let error = find(&root, "[data-testid=edit-error]")
        .text_content()
        .unwrap_or_default();
    assert!(error.contains("out of range"), "{error}");
    assert_eq!(position(&root), "variant=fibonacci&heap=20&last=3");
    let heap: web_sys::HtmlInputElement =
        wasm_bindgen::JsCast::unchecked_into(find(&root, "[data-testid=heap-input-0]"));
    heap.set_value("13");
    change(&heap).await;
    assert_eq!(position(&root), "variant=fibonacci&heap=13&last=3");
    let moves = Game::from(nim_solver::Fibonacci {
        heaps: vec![13],
        last: Some(3),
    })
    .legal_moves();
    assert_eq!(moves.len(), 6);
    assert!(moves.contains(&Move::Take { heap: 0, to: 7 }));
}
