//! Moore's Nim on the board: counters choose a take in each of up to k heaps and Take makes them
//! one move; a heap past k is refused and Clear drops the choice; the panel counts each binary
//! column modulo k + 1 and lists every winning move with the position it leaves; `k=` is read and
//! written back, and a bad one is named.

use nim_solver::{Game, Move};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{afters, change, click, count, find, heap_size, mount, test_ids};

fn text(root: &web_sys::Element, selector: &str) -> String {
    find(root, selector).text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn two_chosen_takes_make_one_move_that_wins_where_nims_rule_says_it_loses() {
    crate::support::all_analyses();
    let position = "variant=moore&k=2&heaps=1,2,3";
    let game: Game = position.parse().expect("a position");
    let winning = game.analyze().expect("a closed form").winning_moves;
    let expected: Vec<String> = winning
        .iter()
        .map(|mv| game.apply(mv).expect("legal").to_string())
        .collect();
    assert!(winning.iter().all(|mv| matches!(mv, Move::Several { .. })));
    let root = mount(&format!("{position}&mode=analysis")).await;
    assert_eq!(
        find(&root, "[data-testid=board]")
            .get_attribute("data-position")
            .as_deref(),
        Some(position)
    );
    assert_eq!(afters(&root), expected);
    // Both columns hold two ones: neither is a multiple of 3.
    let residues = text(&root, "[data-testid=moore-residues]");
    assert_eq!(residues.matches('2').count(), 2, "{residues}");
    assert_eq!(count(&root, "[data-testid=moore-step]"), 2);

    let Some(Move::Several { takes }) = winning.first() else {
        panic!("a move from several heaps wins");
    };
    // With hints, the first winning move's counters are marked, each saying it is a part of one.
    let mut marked: Vec<String> = takes
        .iter()
        .map(|(heap, to)| format!("counter-{heap}-{to}"))
        .collect();
    marked.sort();
    assert_eq!(test_ids(&root, ".counter.win"), marked);
    for id in &marked {
        let label = find(&root, &format!("[data-testid={id}]"))
            .get_attribute("aria-label")
            .unwrap_or_default();
        assert!(label.contains("part of a winning move"), "{label}");
    }
    for &(heap, to) in takes {
        click(&root, &format!("[data-testid=counter-{heap}-{to}]")).await;
        let counter = find(&root, &format!("[data-testid=counter-{heap}-{to}]"));
        assert_eq!(
            counter.get_attribute("aria-pressed").as_deref(),
            Some("true")
        );
    }
    // Choosing moves nothing yet; the choice is said in words.
    assert_eq!(heap_size(&root, 1), 2);
    let said = text(&root, "[data-testid=choice-said]");
    assert!(said.contains("heap 2") && said.contains("heap 3"), "{said}");
    click(&root, "[data-testid=choice-take]").await;
    let sizes: Vec<u32> = (0..3).map(|heap| heap_size(&root, heap)).collect();
    assert_eq!(sizes, [1, 1, 1]);
    assert!(
        afters(&root).is_empty(),
        "no move wins from 1, 1, 1 with k = 2"
    );
    assert_eq!(count(&root, "[aria-pressed=true]"), 0, "the choice is made");
}

#[wasm_bindgen_test]
async fn a_heap_past_k_is_refused_and_clear_drops_the_choice() {
    let root = mount("variant=moore&k=2&heaps=3,5,6&mode=two").await;
    for heap in 0..3 {
        click(&root, &format!("[data-testid=counter-{heap}-1]")).await;
    }
    let notice = text(&root, "[data-testid=notice]");
    assert!(notice.contains("at most 2 heaps"), "{notice}");
    assert_eq!(count(&root, ".counter[aria-pressed=true]"), 2);
    // The same counter again drops its take.
    click(&root, "[data-testid=counter-1-1]").await;
    assert_eq!(count(&root, ".counter[aria-pressed=true]"), 1);
    click(&root, "[data-testid=choice-clear]").await;
    assert_eq!(count(&root, ".counter[aria-pressed=true]"), 0);
    assert!(find(&root, "[data-testid=choice-take]").has_attribute("disabled"));
    assert_eq!(heap_size(&root, 0), 3);
}

#[wasm_bindgen_test]
async fn k_is_read_from_the_link_and_the_editor_and_a_bad_one_is_named() {
    let root = mount("variant=moore&k=9&heaps=3,5,6&mode=analysis").await;
    let notice = text(&root, "[data-testid=notice]");
    assert!(notice.contains("k=") && notice.contains('9'), "{notice}");
    assert_eq!(
        find(&root, "[data-testid=board]")
            .get_attribute("data-position")
            .as_deref(),
        Some("variant=moore&k=2&heaps=3,5,6"),
        "the default k is kept, the heaps too"
    );
    let field: web_sys::HtmlInputElement =
        wasm_bindgen::JsCast::dyn_into(find(&root, "[data-testid=k-input]")).expect("an input");
    field.set_value("3");
    change(&field).await;
    assert_eq!(
        find(&root, "[data-testid=board]")
            .get_attribute("data-position")
            .as_deref(),
        Some("variant=moore&k=3&heaps=3,5,6")
    );
}
