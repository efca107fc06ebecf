//! Wythoff's game as a queen on a board: the switch shows her squares, the ones she reaches are
//! buttons starred when they win, and moving her moves the heaps.

use nim_solver::{Game, Move};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{click, count, find, heap_size, mount, test_ids};

#[wasm_bindgen_test]
async fn the_queen_reaches_left_down_and_diagonally_and_her_winning_squares_are_starred() {
    crate::support::all_analyses();
    let game: Game = "variant=wythoff&heaps=4,6".parse().expect("a position");
    let winning = game.analyze().expect("a closed form").winning_moves;
    let root = mount("variant=wythoff&heaps=4,6&mode=analysis").await;
    let details = find(&root, "[data-testid=queen-details]");
    assert!(!details.has_attribute("open"), "closed until switched on");
    find(&root, "[data-testid=queen-switch]").click();
    yew::scheduler::flush().await;
    assert!(details.has_attribute("open"));
    find(&root, "[data-testid=queen-board]");
    // Column 4, row 6: four squares left, six down, four on the diagonal.
    assert_eq!(count(&root, ".square.reach"), 4 + 6 + 4);
    let mut expected: Vec<String> = winning
        .iter()
        .map(|mv| match *mv {
            Move::Take { heap: 0, to } => format!("square-{to}-6"),
            Move::Take { heap: 1, to } => format!("square-4-{to}"),
            Move::Both { taken } => format!("square-{}-{}", 4 - taken, 6 - taken),
            _ => panic!("{mv:?} is no move of Wythoff's game"),
        })
        .collect();
    expected.sort();
    assert_eq!(test_ids(&root, ".square.win"), expected);
    let first = expected.first().expect("4, 6 is an N-position").clone();
    let name = find(&root, &format!("[data-testid={first}]"))
        .get_attribute("aria-label")
        .unwrap_or_default();
    assert!(
        name.contains("P-position") && name.ends_with("winning move"),
        "{name}"
    );

    click(&root, &format!("[data-testid={first}]")).await;
    let after: Vec<u32> = first
        .trim_start_matches("square-")
        .split('-')
        .map(|n| n.parse().expect("a number"))
        .collect();
    assert_eq!(
        (heap_size(&root, 0), heap_size(&root, 1)),
        (after[0], after[1])
    );
    assert_eq!(
        count(&root, ".square.win"),
        0,
        "no move wins from a P-position"
    );
}
