//! Tests of the board, the pass, blocking, hints and links, on the mounted app.

use nim_solver::{Blocking, Circle, Misere, Nim, Pass};
use nim_solver::{Game, Move};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{change, click, count, find, focused, heap_size, mount, test_ids};

#[wasm_bindgen_test]
async fn clicking_a_counter_shrinks_its_heap() {
    let root = mount("heaps=3,4,5&mode=two").await;
    assert_eq!(heap_size(&root, 1), 4);
    click(&root, "[data-testid=counter-1-2]").await;
    assert_eq!(
        heap_size(&root, 1),
        2,
        "counter 3 and those after it are taken"
    );
    assert_eq!(heap_size(&root, 0), 3);
    assert_eq!(count(&root, "[data-testid=history-entry]"), 1);
    let announced = find(&root, "[data-testid=announcer]")
        .text_content()
        .unwrap_or_default();
    assert!(announced.contains("heap 2"), "{announced}");
    click(&root, "[data-testid=undo]").await;
    assert_eq!(heap_size(&root, 1), 4, "undo brings the counters back");
}

#[wasm_bindgen_test]
async fn counters_are_labelled_for_screen_readers() {
    let root = mount("heaps=7&mode=two").await;
    let label = find(&root, "[data-testid=counter-0-4]")
        .get_attribute("aria-label")
        .unwrap_or_default();
    assert!(label.starts_with("heap 1, counter 5 of 7"), "{label}");
}

#[wasm_bindgen_test]
async fn the_pass_button_disables_after_use() {
    let root = mount("variant=pass&heaps=1,2&mode=two").await;
    let pass = find(&root, "[data-testid=pass]");
    assert!(!pass.has_attribute("disabled"));
    click(&root, "[data-testid=pass]").await;
    assert!(find(&root, "[data-testid=pass]").has_attribute("disabled"));
    let status = find(&root, "[data-testid=pass-status]")
        .text_content()
        .unwrap_or_default();
    assert!(status.contains("used"), "{status}");
    assert_eq!(heap_size(&root, 0), 1, "passing takes nothing");
}

#[wasm_bindgen_test]
async fn the_pass_is_disabled_on_empty_heaps() {
    let root = mount("variant=pass&heaps=0,0&mode=analysis").await;
    assert!(find(&root, "[data-testid=pass]").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn a_blocked_move_cannot_be_made() {
    let root = mount("variant=blocking&heaps=2,3&mode=two").await;
    let phase = find(&root, "[data-testid=phase]")
        .text_content()
        .unwrap_or_default();
    assert!(phase.contains("Step 1 of 2"), "{phase}");
    click(&root, "[data-testid=counter-0-0]").await;
    let forbidden = find(&root, "[data-testid=counter-0-0]");
    assert!(forbidden
        .class_name()
        .split_whitespace()
        .any(|c| c == "forbidden"));
    let phase = find(&root, "[data-testid=phase]")
        .text_content()
        .unwrap_or_default();
    assert!(phase.contains("Step 2 of 2"), "{phase}");
    click(&root, "[data-testid=counter-0-0]").await;
    assert_eq!(heap_size(&root, 0), 2, "the forbidden move was not made");
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("forbidden"), "{notice}");
    click(&root, "[data-testid=counter-0-1]").await;
    assert_eq!(heap_size(&root, 0), 1, "an allowed move is made");
    assert_eq!(
        count(&root, ".counter.forbidden"),
        0,
        "the mark goes with the move"
    );
}

/// The counters a set of winning moves points at.
fn expected_counters(moves: &[Move]) -> Vec<String> {
    let mut ids: Vec<String> = moves
        .iter()
        .filter_map(|mv| match mv {
            Move::Take { heap, to } | Move::Forbid { heap, to } => {
                Some(format!("counter-{heap}-{to}"))
            }
            _ => None,
        })
        .collect();
    ids.sort();
    ids
}

#[wasm_bindgen_test]
async fn hints_highlight_exactly_the_solvers_winning_moves() {
    let cases = [
        (
            "variant=nim&heaps=13,15,17",
            Game::Nim(Nim {
                heaps: vec![13, 15, 17],
            }),
        ),
        (
            "variant=nim&heaps=3,5,7,9",
            Game::Nim(Nim {
                heaps: vec![3, 5, 7, 9],
            }),
        ),
        (
            "variant=misere&heaps=1,1,1,6",
            Game::Misere(Misere {
                heaps: vec![1, 1, 1, 6],
            }),
        ),
        (
            "variant=pass&heaps=2,3,4",
            Game::Pass(Pass {
                heaps: vec![2, 3, 4],
                pass_available: true,
            }),
        ),
        (
            "variant=nim&heaps=1,2,3",
            Game::Nim(Nim {
                heaps: vec![1, 2, 3],
            }),
        ),
    ];
    for (query, game) in cases {
        let root = mount(&format!("{query}&mode=analysis")).await;
        let analysis = game.analyze().expect("within the budget");
        assert_eq!(
            test_ids(&root, ".counter.win"),
            expected_counters(&analysis.winning_moves),
            "{query}"
        );
        let pass_marked = root
            .query_selector("[data-testid=pass].win")
            .ok()
            .flatten()
            .is_some();
        assert_eq!(
            pass_marked,
            analysis.winning_moves.contains(&Move::Pass),
            "{query}"
        );
        let off = mount(&format!("{query}&mode=analysis&hints=0")).await;
        assert_eq!(count(&off, ".counter.win"), 0, "no hints when they are off");
    }
}

#[wasm_bindgen_test]
async fn blocking_hints_mark_what_the_blocker_must_forbid() {
    // 1,2,4 is P (1 + 2 + 1 = 4): its one move to a P-position, emptying heap 3, must be forbidden.
    let game = Game::Blocking(Blocking {
        heaps: vec![1, 2, 4],
        blocks: 1,
        forbidden: Vec::new(),
    });
    let root = mount("variant=blocking&heaps=1,2,4&mode=analysis").await;
    let analysis = game.analyze().expect("within the budget");
    let nim_solver::Explanation::Blocking(explanation) = analysis.explanation else {
        panic!("a blocking explanation");
    };
    assert!(!explanation.must_forbid.is_empty());
    assert_eq!(
        test_ids(&root, ".counter.must-forbid"),
        expected_counters(&explanation.must_forbid),
        "exactly the moves the blocker must forbid"
    );
    assert_eq!(
        test_ids(&root, ".counter.win"),
        expected_counters(&explanation.moves_to_p),
        "the mover's moves to P-positions"
    );
}

#[wasm_bindgen_test]
async fn ring_hints_mark_the_markers_of_winning_moves() {
    crate::support::all_analyses();
    let ring: Vec<bool> = "oooo.oooooo".chars().map(|c| c == 'o').collect();
    let analysis = Game::Circle(Circle { ring })
        .analyze()
        .expect("within the budget");
    let root = mount("variant=circle&ring=oooo.oooooo&mode=analysis").await;
    let mut expected: Vec<String> = analysis
        .winning_moves
        .iter()
        .flat_map(|mv| match mv {
            Move::Remove { first, second } => {
                std::iter::once(*first).chain(*second).collect::<Vec<_>>()
            }
            _ => Vec::new(),
        })
        .map(|place| format!("marker-{place}"))
        .collect();
    expected.sort();
    expected.dedup();
    assert_eq!(test_ids(&root, ".marker.win"), expected);
}

#[wasm_bindgen_test]
async fn a_pair_of_markers_is_taken_by_select_then_neighbour() {
    let root = mount("variant=circle&ring=oooooo&mode=two").await;
    assert_eq!(count(&root, "g.marker"), 6);
    click(&root, "[data-testid=marker-2]").await;
    click(&root, "[data-testid=take-right]").await;
    assert_eq!(count(&root, "g.marker"), 4);
    assert!(root
        .query_selector("[data-testid=marker-2]")
        .ok()
        .flatten()
        .is_none());
    assert!(root
        .query_selector("[data-testid=marker-3]")
        .ok()
        .flatten()
        .is_none());
    let focused = focused();
    assert_eq!(
        focused.as_deref(),
        Some("marker-0"),
        "focus goes back to the ring"
    );
    click(&root, "[data-testid=marker-0]").await;
    click(&root, "[data-testid=take-one]").await;
    assert_eq!(count(&root, "g.marker"), 3);
}

#[wasm_bindgen_test]
async fn a_hostile_url_shows_the_notice_and_the_default_board() {
    let root = mount("heaps=-3,abc&mode=two").await;
    let notice = find(&root, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("negative"), "{notice}");
    assert!(
        count(&root, "[data-testid^=heap-]") > 0,
        "a board is still shown"
    );
    let huge = mount("variant=blocking&heaps=31,31,31,31,31,31,31,31").await;
    let notice = find(&huge, "[data-testid=notice]")
        .text_content()
        .unwrap_or_default();
    assert!(notice.contains("too large"), "{notice}");
}

#[wasm_bindgen_test]
async fn the_game_ends_with_the_winner_and_play_again() {
    let root = mount("heaps=1&mode=two").await;
    click(&root, "[data-testid=counter-0-0]").await;
    let winner = find(&root, "[data-testid=winner]")
        .text_content()
        .unwrap_or_default();
    assert!(winner.contains("Player 1"), "{winner}");
    click(&root, "[data-testid=play-again]").await;
    assert_eq!(heap_size(&root, 0), 1);
}

#[wasm_bindgen_test]
async fn an_edit_over_the_limit_is_refused_with_a_message() {
    let root = mount("heaps=3,4&mode=two").await;
    let input: web_sys::HtmlInputElement =
        wasm_bindgen::JsCast::unchecked_into(find(&root, "[data-testid=heap-input-0]"));
    input.set_value("40");
    change(&input).await;
    let error = find(&root, "[data-testid=edit-error]")
        .text_content()
        .unwrap_or_default();
    assert!(error.contains("out of range"), "{error}");
    assert_eq!(heap_size(&root, 0), 3);
    input.set_value("9");
    change(&input).await;
    assert_eq!(heap_size(&root, 0), 9);
}

#[wasm_bindgen_test]
async fn arrow_keys_move_along_a_heap_and_only_one_counter_per_heap_is_a_tab_stop() {
    let root = mount("heaps=4,2&mode=two").await;
    assert_eq!(
        count(&root, ".counter[tabindex='0']"),
        2,
        "one tab stop per heap"
    );
    let first = find(&root, "[data-testid=counter-0-0]");
    first.focus().expect("focusable");
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("ArrowRight");
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("an event");
    first.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    let focused = focused();
    assert_eq!(focused.as_deref(), Some("counter-0-1"));
}

#[wasm_bindgen_test]
async fn focus_stays_in_the_heap_after_a_move() {
    let root = mount("heaps=4,2&mode=two").await;
    let counter = find(&root, "[data-testid=counter-0-2]");
    counter.focus().expect("focusable");
    click(&root, "[data-testid=counter-0-2]").await;
    let focused = focused();
    assert_eq!(focused.as_deref(), Some("counter-0-0"));
}

#[wasm_bindgen_test]
async fn a_page_shortcut_takes_its_key_from_the_browser() {
    let root = mount("heaps=4,2&mode=two").await;
    click(&root, "[data-testid=counter-0-2]").await;
    assert_eq!(heap_size(&root, 0), 2);
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("z");
    init.set_ctrl_key(true);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("an event");
    let body = gloo::utils::document().body().expect("a body");
    // `false`: the listener called preventDefault, which a passive listener cannot do.
    let not_prevented = body.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    assert!(
        !not_prevented,
        "the undo shortcut left the key to the browser"
    );
    assert!(event.default_prevented());
    assert_eq!(heap_size(&root, 0), 4, "Ctrl+Z undid the move");
}

#[wasm_bindgen_test]
async fn a_links_strength_and_first_player_set_the_game_and_its_share_link_keeps_them() {
    let root = mount("heaps=3,4,5&mode=computer&strength=casual&first=computer").await;
    let value = |testid: &str| {
        use wasm_bindgen::JsCast;
        find(&root, &format!("[data-testid={testid}]"))
            .dyn_into::<web_sys::HtmlSelectElement>()
            .expect("a menu")
            .value()
    };
    assert_eq!(value("strength"), "casual");
    assert_eq!(value("starts"), "computer");
    // The computer, moving first, makes the game's first move.
    for _ in 0..200 {
        if count(&root, "[data-testid=history-entry]") == 1 {
            break;
        }
        crate::support::wait(10).await;
    }
    assert_eq!(count(&root, "[data-testid=history-entry]"), 1);
    click(&root, "[data-testid=share]").await;
    let link = {
        use wasm_bindgen::JsCast;
        find(&root, "[data-testid=share-link]")
            .dyn_into::<web_sys::HtmlInputElement>()
            .expect("a field")
            .value()
    };
    assert!(link.contains("&strength=casual&first=computer"), "{link}");
}

/// The contract tests outside the app rely on, for every game: the board's root holds the
/// position in link text, and with hints on the winning moves are listed each with the position
/// it leaves.
#[wasm_bindgen_test]
async fn every_game_shows_its_position_and_its_winning_moves_with_what_they_leave() {
    for variant in nim_solver::Variant::ALL {
        for game in variant.presets() {
            let text = game.to_string();
            let root = mount(&format!("{text}&mode=analysis")).await;
            assert_eq!(
                find(&root, "[data-testid=board]").get_attribute("data-position"),
                Some(text.clone())
            );
            let analysis = game.analyze().expect("a preset is solved");
            let expected: Vec<String> = analysis
                .winning_moves
                .iter()
                .take(50)
                .map(|mv| game.apply(mv).expect("a winning move is legal").to_string())
                .collect();
            let list = root
                .query_selector_all("[data-testid=winning-moves] [data-after]")
                .expect("a valid selector");
            let shown: Vec<String> = (0..list.length())
                .filter_map(|i| list.get(i))
                .filter_map(|node| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(node).ok())
                .filter_map(|item| item.get_attribute("data-after"))
                .collect();
            assert_eq!(shown, expected, "{text}");
            assert_eq!(count(&root, "[data-testid=winning-moves]"), 1, "{text}");
        }
    }
}

/// Whether the player acting in `game` wins, by plain search over every legal action (a forbid
/// leaves the same player to act), memoised: the oracle the hints are held against.
fn acting_wins(game: &Game, memo: &mut std::collections::HashMap<Game, bool>) -> bool {
    if let Some(&known) = memo.get(game) {
        return known;
    }
    let wins = match game.phase() {
        nim_solver::Phase::Over(end) => end == nim_solver::GameEnd::LastCounterTaken,
        _ => game.legal_moves().iter().any(|mv| match game.apply(mv) {
            Ok(after) if mv.ends_turn() => !acting_wins(&after, memo),
            Ok(after) => acting_wins(&after, memo),
            Err(_) => false,
        }),
    };
    memo.insert(game.clone(), wins);
    wins
}

#[wasm_bindgen_test]
async fn hints_on_random_positions_of_the_games_in_disguise_agree_with_plain_search() {
    let mut memo = std::collections::HashMap::new();
    for variant in [
        nim_solver::Variant::Wythoff,
        nim_solver::Variant::Staircase,
        nim_solver::Variant::Fibonacci,
        nim_solver::Variant::Moore,
    ] {
        let mut rng = nim_solver::SplitMix64::new(30);
        for _ in 0..4 {
            let game = nim_solver::practice_position(variant, nim_solver::Level::One, &mut rng);
            let text = game.to_string();
            // The positions the winning moves leave, by search: those where the opponent loses.
            let expected: Vec<String> = game
                .legal_moves()
                .iter()
                .filter_map(|mv| game.apply(mv).ok())
                .filter(|after| !acting_wins(after, &mut memo))
                .map(|after| after.to_string())
                .take(50)
                .collect();
            let root = mount(&format!("{text}&mode=analysis")).await;
            assert_eq!(crate::support::afters(&root), expected, "{text}");
        }
    }
}

#[wasm_bindgen_test]
async fn a_coin_row_turns_only_what_was_chosen_and_focus_goes_back_to_the_coins() {
    let root = mount("variant=coins&rule=mock&coins=THHT&mode=two").await;
    let turn = || find(&root, "[data-testid=turn]").has_attribute("disabled");
    assert!(turn(), "nothing chosen is nothing to turn");
    click(&root, "[data-testid=coin-3]").await;
    assert!(!turn(), "a chosen coin can be turned");
    click(&root, "[data-testid=turn]").await;
    assert_eq!(
        find(&root, "[data-testid=board]")
            .get_attribute("data-position")
            .as_deref(),
        Some("variant=coins&rule=mock&coins=THTT")
    );
    assert!(turn(), "the next player has chosen nothing yet");
    let focused = focused();
    assert_eq!(
        focused.as_deref(),
        Some("coin-1"),
        "focus goes back to the row"
    );
}
