//! Wythoff's game on the board: takes from one heap by its counters, from both by the buttons
//! beside the heaps; hints mark both kinds, and the panel names the P-position pair each winning
//! move reaches.

use nim_solver::{Game, Move, Wythoff, WythoffPair};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{click, count, find, heap_size, mount, test_ids};

#[wasm_bindgen_test]
async fn hints_mark_the_moves_to_pairs_and_a_move_from_both_heaps_reaches_one() {
    crate::support::all_analyses();
    let game: Game = "variant=wythoff&heaps=4,6".parse().expect("a position");
    let winning = game.analyze().expect("a closed form").winning_moves;
    assert!(
        winning.iter().any(|mv| matches!(mv, Move::Both { .. })),
        "{winning:?}"
    );
    let root = mount("variant=wythoff&heaps=4,6&mode=analysis").await;
    assert_eq!(count(&root, "[data-testid=both-control] .both"), 4);
    let mut expected: Vec<String> = winning
        .iter()
        .map(|mv| match *mv {
            Move::Take { heap, to } => format!("counter-{heap}-{to}"),
            Move::Both { taken } => format!("both-{taken}"),
            _ => panic!("{mv:?} is no move of Wythoff's game"),
        })
        .collect();
    expected.sort();
    let mut marked = test_ids(&root, ".counter.win, .both.win");
    marked.sort();
    assert_eq!(marked, expected);
    let Some(Move::Both { taken }) = winning.iter().find(|mv| matches!(mv, Move::Both { .. }))
    else {
        panic!("a winning move from both heaps");
    };
    let button = find(&root, &format!("[data-testid=both-{taken}]"));
    let name = button.get_attribute("aria-label").unwrap_or_default();
    assert!(
        name.starts_with(&taken.to_string()),
        "the name holds the visible text: {name}"
    );
    assert!(name.ends_with("a winning move"), "{name}");
    // The panel's table marks the pair the move reaches, in words too.
    let reached = Wythoff::p_pair(4 - taken, 6 - taken).expect("a pair");
    let row = find(&root, &format!("[data-testid=wythoff-pair-{}]", reached.n));
    assert!(row.class_name().split(' ').any(|class| class == "reached"));
    assert!(row
        .text_content()
        .unwrap_or_default()
        .contains("winning move"));
    let rows = WythoffPair::up_to(6).len() as u32;
    assert_eq!(count(&root, "[data-testid=wythoff-pairs] tbody tr"), rows);

    click(&root, &format!("[data-testid=both-{taken}]")).await;
    assert_eq!(
        (heap_size(&root, 0), heap_size(&root, 1)),
        (reached.low, reached.high)
    );
    let verdict = find(&root, "[data-testid=wythoff-verdict]")
        .text_content()
        .unwrap_or_default();
    assert!(verdict.contains(&format!("n = {}", reached.n)), "{verdict}");
    assert_eq!(
        count(&root, ".counter.win, .both.win"),
        0,
        "no move wins from a pair"
    );
}

#[wasm_bindgen_test]
async fn wythoffs_game_is_played_on_two_heaps_and_says_so() {
    let root = mount("variant=wythoff&heaps=3,4,5&mode=two").await;
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("played on 2 heaps"), "{notice}");
    assert!(notice.contains('3'), "{notice}");
}
