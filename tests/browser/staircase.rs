//! Staircase Nim on the board: a coin and every coin above it move one step down; hints mark the
//! moves that leave the odd steps' nim-sum 0, and the panel's table holds the odd steps only.

use nim_solver::{Game, Move};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{click, count, find, mount, test_ids};

/// The coins step `step` shows, read from its `data-coins` and checked against its buttons.
fn coins(root: &web_sys::Element, step: usize) -> u32 {
    let column = find(root, &format!("[data-testid=step-{step}]"));
    let coins: u32 = column
        .get_attribute("data-coins")
        .and_then(|c| c.parse().ok())
        .expect("a data-coins");
    assert_eq!(
        column.query_selector_all(".coin").expect("valid").length(),
        coins
    );
    coins
}

#[wasm_bindgen_test]
async fn hints_mark_the_moves_that_balance_the_odd_steps_and_a_coin_moves_down() {
    crate::support::all_analyses();
    let game: Game = "variant=staircase&steps=0,6,1".parse().expect("a position");
    let winning = game.analyze().expect("a closed form").winning_moves;
    let root = mount("variant=staircase&steps=0,6,1&mode=analysis").await;
    let mut expected: Vec<String> = winning
        .iter()
        .map(|mv| match *mv {
            Move::Take { heap, to } => format!("coin-{heap}-{to}"),
            _ => panic!("{mv:?} is no move of Staircase Nim"),
        })
        .collect();
    expected.sort();
    assert_eq!(test_ids(&root, ".coin.win"), expected);
    // Steps 1 and 3 are odd: the table has their two rows, and step 2's six coins are not in it.
    assert_eq!(
        count(&root, "[data-testid=staircase] .nim-sum-table tbody tr"),
        2
    );
    let odd = test_ids(&root, ".stair.odd");
    assert_eq!(odd, ["step-0", "step-2"]);
    let name = find(&root, "[data-testid=coin-1-5]")
        .get_attribute("aria-label")
        .unwrap_or_default();
    assert!(name.contains("move 1 to step 1"), "{name}");
    assert!(name.ends_with("winning move"), "{name}");

    // One coin from step 2 lands on step 1: the odd steps hold 1 and 1, a P-position.
    click(&root, "[data-testid=coin-1-5]").await;
    assert_eq!(
        (coins(&root, 0), coins(&root, 1), coins(&root, 2)),
        (1, 5, 1)
    );
    assert_eq!(
        find(&root, "[data-testid=board]")
            .get_attribute("data-position")
            .as_deref(),
        Some("variant=staircase&steps=1,5,1")
    );
    assert_eq!(
        count(&root, ".coin.win"),
        0,
        "no move wins from a P-position"
    );
    assert!(find(&root, "[data-testid=staircase-verdict]")
        .text_content()
        .unwrap_or_default()
        .contains("nim-sum is 0"));
}

#[wasm_bindgen_test]
async fn a_bad_step_in_a_link_is_named() {
    let root = mount("variant=staircase&steps=3,x,2&mode=two").await;
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("step") && notice.contains('x'), "{notice}");
}
