//! Sums of games end to end: the link's parts, each part's Grundy value, the nim-sum, the winning
//! moves as the positions they leave (the contract for outside tests), play, and bad links.

use std::collections::BTreeSet;

use nim_lab_e2e::{Browser, Key, Result, Value};
use nim_solver::{Game, Rules as _};

/// The solver's answer for a sum written as a link: each part's value, the nim-sum, and the
/// positions every winning move leaves.
fn expected(parts: &str) -> (Vec<u32>, u32, BTreeSet<String>) {
    let game: Game = format!("variant=sum&parts={parts}").parse().expect("a sum");
    let Game::SumOfGames(sum) = &game else {
        panic!("{parts} is a sum");
    };
    let values = sum.values();
    let total = values.iter().fold(0, |x, v| x ^ v);
    let after = sum
        .analyze()
        .winning_moves
        .iter()
        .map(|mv| game.apply(mv).expect("a legal move").to_string())
        .collect();
    (values, total, after)
}

/// The board's parts, values, nim-sum and listed winning moves, as the page shows them.
fn shown(browser: &Browser) -> Result<(Vec<u32>, u32, BTreeSet<String>)> {
    let mut values = Vec::new();
    for part in browser.find_all("[data-testid^=part-]")? {
        values.push(
            part.attr("data-grundy")?
                .unwrap_or_default()
                .parse()
                .unwrap_or(u32::MAX),
        );
    }
    let total = browser
        .attr("[data-testid=sum-value]", "data-value")?
        .unwrap_or_default()
        .parse()
        .unwrap_or(u32::MAX);
    let mut after = BTreeSet::new();
    for item in browser.find_all("[data-testid=winning-moves] [data-after]")? {
        after.insert(item.attr("data-after")?.unwrap_or_default());
    }
    Ok((values, total, after))
}

#[test]
fn a_sum_of_different_games_shows_each_value_and_the_winning_moves() -> Result<()> {
    let browser = Browser::launch()?;
    let parts = "nim:5,kayles:8,grundy:7,0.137:6";
    browser.open(&format!("?variant=sum&parts={parts}&mode=two&hints=1"))?;
    browser.wait_for("[data-testid=part-3]")?;
    let (values, total, after) = expected(parts);
    assert_eq!(browser.find_all("[data-testid^=part-]")?.len(), 4);
    for (index, rule) in ["nim", "kayles", "grundy", "0.137"].iter().enumerate() {
        let part = browser.find(&format!("[data-testid=part-{index}]"))?;
        assert_eq!(part.attr("data-rule")?.as_deref(), Some(*rule));
    }
    assert_eq!(shown(&browser)?, (values, total, after.clone()));
    assert!(!after.is_empty(), "{parts} is an N-position");
    browser.screenshots("sum-four-games")?;

    // Play a winning move: the sum left has nim-sum 0 and no winning move.
    browser.click("[data-testid=part-0] .part-move.win")?;
    browser.wait_for("[data-testid=sum-value][data-value='0']")?;
    let (_, total, after) = shown(&browser)?;
    assert_eq!(total, 0);
    assert!(after.is_empty());
    let left = browser.current_url()?;
    let parts_left = left
        .split(['?', '&'])
        .find_map(|pair| pair.strip_prefix("parts="))
        .unwrap_or_default()
        .replace("%3A", ":")
        .replace("%2C", ",");
    assert_eq!(expected(&parts_left).1, 0, "{left}");
    browser.close()
}

#[test]
fn a_split_writes_two_parts_in_place_and_empty_parts_are_dropped() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=sum&parts=nim:1,kayles:5&mode=two&hints=1")?;
    browser.wait_for("[data-testid=part-1]")?;
    // Kayles' moves from 5 are listed largest first: 4, 3, then the splits (1+3, 2+2, 1+2, 1+1),
    // behind a disclosure under the pins.
    browser.click("[data-testid=part-1] details summary")?;
    let split = browser
        .find_all("[data-testid=part-1] .part-move")?
        .into_iter()
        .find(|button| button.text().is_ok_and(|text| text.contains('+')))
        .expect("a row of five pins can be split");
    split.click()?;
    browser.wait_for("[data-testid=part-2]")?;
    let rules: Vec<String> = browser
        .find_all("[data-testid^=part-]")?
        .iter()
        .map(|part| part.attr("data-rule").ok().flatten().unwrap_or_default())
        .collect();
    assert_eq!(rules, ["nim", "kayles", "kayles"]);
    // Emptying the Nim heap drops its part.
    browser.click("[data-testid=sum-move-0-0]")?;
    browser.wait_for_count("[data-testid^=part-]", 2)?;
    browser.close()
}

/// Each part's `data-rule:data-size`, in order.
fn parts_shown(browser: &Browser) -> Result<Vec<String>> {
    browser
        .find_all("[data-testid^=part-]")?
        .iter()
        .map(|part| {
            Ok(format!(
                "{}:{}",
                part.attr("data-rule")?.unwrap_or_default(),
                part.attr("data-size")?.unwrap_or_default()
            ))
        })
        .collect()
}

/// Whether nothing scrolls sideways and every pin is within the viewport's width.
const PINS_FIT: &str = "const width = window.innerWidth; \
    return document.scrollingElement.scrollWidth <= width \
        && [...document.querySelectorAll('.pin')].every(pin => { \
            const box = pin.getBoundingClientRect(); return box.left >= 0 && box.right <= width; });";

#[test]
fn pins_are_knocked_by_click_and_key_and_a_31_pin_row_fits_a_phone() -> Result<()> {
    let browser = Browser::launch()?;
    browser.set_viewport(390, 844)?;
    browser.open("?variant=sum&parts=kayles:31,dawson:6&mode=two&hints=1")?;
    browser.wait_for("[data-testid=pin-0-30]")?;
    assert_eq!(browser.execute(PINS_FIT, Vec::new())?, Value::Bool(true));
    browser.screenshot_at("sum-pins-phone", 390, 844)?;

    // Pin 11 by a click, pin 12 by the arrow key and Enter: the run of two splits 31 into 10 + 19.
    browser.click("[data-testid=pin-0-10]")?;
    browser
        .find("[data-testid=pin-0-10]")?
        .send_keys(&Key::Right.to_string())?;
    assert_eq!(browser.focused_testid()?.as_deref(), Some("pin-0-11"));
    browser
        .find("[data-testid=pin-0-11]")?
        .send_keys(&Key::Enter.to_string())?;
    browser.wait_for_text("[data-testid=knock]", "pins 11–12")?;
    browser.click("[data-testid=knock]")?;
    browser.wait_for("[data-testid=part-2]")?;
    assert_eq!(
        parts_shown(&browser)?,
        ["kayles:10", "kayles:19", "dawson:6"]
    );

    // Dawson's Kayles never knocks a single pin: refused, the position kept.
    browser.click("[data-testid=pin-2-0]")?;
    browser.click("[data-testid=knock]")?;
    let refused = browser.wait_for_text("[data-testid=notice]", "cannot knock")?;
    assert!(refused.contains("0.07"), "{refused}");
    assert_eq!(
        parts_shown(&browser)?,
        ["kayles:10", "kayles:19", "dawson:6"]
    );
    browser.close()
}

#[test]
fn bad_parts_are_named_and_the_rest_kept() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=sum&parts=nim:3,0.78:4,kayles:6")?;
    browser.wait_for("[data-testid=part-1]")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(
        notice.contains("0.78:4") && notice.contains("0 to 7"),
        "{notice}"
    );
    assert_eq!(browser.find_all("[data-testid^=part-]")?.len(), 2);
    assert_eq!(
        browser
            .attr("[data-testid=part-1]", "data-rule")?
            .as_deref(),
        Some("kayles")
    );

    // Nine parts are a position play can split eight into: kept, while it holds no more counters
    // than eight parts of 31.
    let nine = ["kayles:1"; 9].join(",");
    browser.open(&format!("?variant=sum&parts={nine}"))?;
    browser.wait_for("[data-testid=part-8]")?;
    assert!(browser.find_all("[data-testid=notice]")?.is_empty());
    let nine = ["nim:31"; 9].join(",");
    browser.open(&format!("?variant=sum&parts={nine}"))?;
    browser.wait_for("[data-testid=part-0]")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(
        notice.contains('9') && notice.contains('8') && notice.contains("279"),
        "{notice}"
    );

    browser.open("?variant=sum&parts=kayles:40")?;
    browser.wait_for("[data-testid=part-0]")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("40") && notice.contains("31"), "{notice}");

    // All parts empty: nothing to play, and nothing wins.
    browser.open("?variant=sum&parts=&hints=1")?;
    browser.wait_for("[data-testid=sum-value][data-value='0']")?;
    assert!(browser.find_all("[data-testid^=part-]")?.is_empty());
    browser.close()
}

#[test]
fn a_sums_state_diagram_labels_every_position_and_other_views_open() -> Result<()> {
    let browser = Browser::launch()?;
    let parts = "nim:2,kayles:3";
    let game: Game = format!("variant=sum&parts={parts}").parse().expect("a sum");
    let nodes = game
        .diagram(nim_solver::DIAGRAM_NODES)
        .expect("a small diagram")
        .nodes;
    browser.open(&format!(
        "?variant=sum&parts={parts}&mode=analysis&view=diagram&labels=1"
    ))?;
    browser.wait_for_count("[data-testid=diagram-node][data-outcome]", nodes.len())?;
    let p_positions = nodes
        .iter()
        .filter(|node| node.game.analyze().is_ok_and(|a| a.outcome.is_p()))
        .count();
    assert!(p_positions > 0);
    browser.wait_for_count("[data-testid=diagram-node][data-outcome=P]", p_positions)?;
    browser.execute(
        "document.querySelector('[data-testid=diagram]').scrollIntoView();",
        Vec::new(),
    )?;
    browser.screenshot_at("sum-diagram", 1280, 720)?;

    // Projector mode walks the table over the parts' values.
    browser.open("?variant=sum&parts=nim:5,kayles:8&mode=two&present=1")?;
    browser.wait_for("[data-testid=part-1]")?;
    browser.screenshot_at("sum-present", 1280, 720)?;

    // Circle Nim's whole ring opens into one Kayles row: six markers leave five or four.
    browser.open("?variant=circle&ring=oooooo&mode=two&hints=1")?;
    let opening = browser.wait_for("[data-testid=circle-opening]")?.text()?;
    let (five, four) = (nim_solver::kayles_grundy(5), nim_solver::kayles_grundy(4));
    assert!(
        opening.contains(&format!(
            "of 5 markers if one is taken (Kayles value {five})"
        )) && opening.contains(&format!("4 if two are (value {four})")),
        "{opening}"
    );
    browser.close()
}
