//! The coin-turning games end to end: every row of six coins under each rule shows the value and
//! the winning moves a search written here finds (the contract for outside tests), a whole game
//! against the computer played by clicking, a set that is no move refused with why, and bad links.

use std::collections::{BTreeSet, HashMap};

mod hinted;

use hinted::shown;
use nim_lab_e2e::{Browser, Error, Key, Result};

const RULES: [&str; 4] = ["turtles", "mock", "ruler", "twins"];

/// The sets a move of `rule` may turn in a row of `len` coins, as bit sets (bit `p − 1` for coin
/// `p`), written from the rules' words, not the solver's lists: the rightmost coin must be a head.
fn sets(rule: &str, len: usize) -> Vec<u32> {
    let coins = 1u32 << len;
    (1..coins)
        .filter(|&set| {
            let count = set.count_ones();
            let consecutive = (set >> set.trailing_zeros()).count_ones()
                == 32 - (set >> set.trailing_zeros()).leading_zeros();
            match rule {
                "turtles" => count <= 2,
                "mock" => count <= 3,
                "ruler" => consecutive,
                _ => count == 2,
            }
        })
        .collect()
}

/// The row's Grundy value by the mex of its options' values, memoised by row.
fn grundy(heads: u32, moves: &[u32], memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&value) = memo.get(&heads) {
        return value;
    }
    let options: BTreeSet<u32> = moves
        .iter()
        .filter(|&&set| heads & (1 << set.ilog2()) != 0)
        .map(|&set| grundy(heads ^ set, moves, memo))
        .collect();
    // The mex: at most as many options as values below it.
    let value = (0..=options.len() as u32)
        .find(|v| !options.contains(v))
        .unwrap_or(0);
    memo.insert(heads, value);
    value
}

/// A row of `len` coins as links write it.
fn letters(heads: u32, len: usize) -> String {
    (0..len)
        .map(|p| if heads & (1 << p) != 0 { 'H' } else { 'T' })
        .collect()
}

/// The value and the positions every winning move leaves, by the search above.
fn searched(
    rule: &str,
    heads: u32,
    len: usize,
    memo: &mut HashMap<u32, u32>,
) -> (u32, BTreeSet<String>) {
    let moves = sets(rule, len);
    let value = grundy(heads, &moves, memo);
    let after = moves
        .iter()
        .filter(|&&set| heads & (1 << set.ilog2()) != 0)
        .filter(|&&set| grundy(heads ^ set, &moves, memo) == 0)
        .map(|&set| {
            format!(
                "variant=coins&rule={rule}&coins={}",
                letters(heads ^ set, len)
            )
        })
        .collect();
    (value, after)
}

#[test]
fn every_row_of_six_coins_shows_the_searched_value_and_winning_moves() -> Result<()> {
    // Six coins cover every shorter row too: tails on the right are never turned.
    const LEN: usize = 6;
    let browser = Browser::launch()?;
    for rule in RULES {
        let mut memo = HashMap::new();
        for heads in 0..1u32 << LEN {
            let position = format!("variant=coins&rule={rule}&coins={}", letters(heads, LEN));
            let (value, after) = searched(rule, heads, LEN, &mut memo);
            browser.open(&format!("?{position}&mode=two&hints=1"))?;
            // No head can be turned (Twins' head on coin 1 has no partner): the game is over.
            if heads == 0 || (rule == "twins" && heads & !1 == 0) {
                browser.wait_for("[data-testid=game-over]")?;
                continue;
            }
            assert_eq!(shown(&browser, &position)?, (value, after), "{position}");
        }
    }
    browser.close()
}

#[test]
fn a_whole_game_against_the_computer_is_played_by_clicking_coins_and_turn() -> Result<()> {
    let browser = Browser::launch()?;
    browser
        .open("?variant=coins&rule=mock&coins=THHTTHTH&mode=computer&strength=perfect&hints=1")?;
    browser.wait_for("[data-testid=coin-8]")?;
    browser.screenshots("coins-mock-start")?;
    let moves = hinted::play_to_the_end(
        &browser,
        "[data-testid=coin-1]:not([disabled])",
        40,
        |b, mv, _| {
            let nim_solver::Move::Turn { coins } = mv else {
                return Err(Error::Unexpected(format!("{mv:?} is no turn")));
            };
            for coin in coins {
                b.click(&format!("[data-testid=coin-{coin}]"))?;
                b.wait_for(&format!("[data-testid=coin-{coin}][aria-pressed=true]"))?;
            }
            // The last coin by the keyboard's Enter on Turn, the others by clicks.
            b.find("[data-testid=turn]")?
                .send_keys(&Key::Enter.to_string())
        },
    )?;
    // THHTTHTH is worth 2 ⊕ 4 ⊕ 11 ⊕ 14 = 3 under Mock Turtles: the person moves first and wins.
    let winner = browser.text("[data-testid=winner]")?;
    assert!(winner.contains("You win"), "{winner}");
    let history = browser.find_all("[data-testid=history-entry]")?.len();
    assert!(history >= 2 * moves - 1, "every move is in the history");
    browser.screenshots("coins-mock-end")?;
    browser.close()
}

#[test]
fn a_set_that_is_not_a_move_is_refused_with_why() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=coins&rule=twins&coins=HTHTH&mode=two&hints=1")?;
    browser.wait_for("[data-testid=coin-5]")?;
    // Nothing chosen is nothing to turn.
    browser.wait_for("[data-testid=turn][disabled]")?;
    // One coin is no move of Twins; the line under the row says so before Turn is pressed.
    browser.click("[data-testid=coin-3]")?;
    browser.wait_for_text("[data-testid=coins-status]", "exactly two")?;
    browser.click("[data-testid=turn]")?;
    let notice = browser.wait_for_text("[data-testid=notice]", "exactly two")?;
    assert!(notice.contains("Twins"), "{notice}");
    // A pair whose rightmost coin shows tails.
    browser.click("[data-testid=coin-3]")?;
    browser.click("[data-testid=coin-1]")?;
    browser.click("[data-testid=coin-4]")?;
    browser.wait_for_text("[data-testid=coins-status]", "coin 4, shows tails")?;
    assert_eq!(
        browser
            .attr("[data-testid=board]", "data-position")?
            .as_deref(),
        Some("variant=coins&rule=twins&coins=HTHTH")
    );
    // Clear, then a legal pair: coins 2 and 5.
    browser.click("[data-testid=clear-coins]")?;
    browser.wait_for("[data-testid=coin-1][aria-pressed=false]")?;
    browser.wait_for("[data-testid=turn][disabled]")?;
    browser.click("[data-testid=coin-2]")?;
    browser.click("[data-testid=coin-5]")?;
    browser.wait_for_text("[data-testid=coins-status]", "That is a move")?;
    browser.click("[data-testid=turn]")?;
    browser
        .wait_for("[data-testid=board][data-position='variant=coins&rule=twins&coins=HHHTT']")?;
    browser.screenshots("coins-twins-refused")?;
    browser.close()
}

#[test]
fn a_bad_link_names_each_problem_and_keeps_the_rest() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=coins&rule=spin&coins=HXTH&mode=two")?;
    let notice = browser.wait_for("[data-testid=notice]")?.text()?;
    assert!(notice.contains("\"spin\""), "{notice}");
    assert!(notice.contains("coin 2 is \"X\""), "{notice}");
    browser
        .wait_for("[data-testid=board][data-position='variant=coins&rule=turtles&coins=HTTH']")?;
    browser.screenshots("coins-bad-link")?;

    let long = "H".repeat(33);
    browser.open(&format!("?variant=coins&rule=ruler&coins={long}&mode=two"))?;
    let notice = browser.wait_for("[data-testid=notice]")?.text()?;
    assert!(notice.contains("33 coins"), "{notice}");
    assert!(notice.contains("32"), "{notice}");
    // The row is not read: the game opens on its first preset, under the link's rule.
    let position = browser
        .wait_for("[data-testid=board]")?
        .attr("data-position")?
        .unwrap_or_default();
    assert!(position.starts_with("variant=coins&rule="), "{position}");
    assert!(!position.contains(&long), "{position}");
    browser.close()
}

#[test]
fn thirty_two_coins_fit_a_phone_and_the_desktop() -> Result<()> {
    let browser = Browser::launch()?;
    let row = "HT".repeat(16);
    browser.open(&format!(
        "?variant=coins&rule=ruler&coins={row}&mode=two&hints=1"
    ))?;
    browser.wait_for("[data-testid=coin-32]")?;
    browser.wait_for("[data-testid=coins-explain]")?;
    browser.screenshots("coins-ruler-32")?;
    browser.set_viewport(390, 844)?;
    let overflow = browser.sideways_scroll()?;
    assert!(overflow <= 0.0, "a phone scrolls sideways by {overflow}px");
    browser.close()
}
