//! Turning Corners end to end: grids show the value and the winning moves a search written here
//! finds (the contract for outside tests), a whole game against the computer played by clicking
//! cells, a rectangle that is no move refused with why, bad links, and a 16x16 grid on a phone.

use std::collections::BTreeSet;

mod hinted;

use hinted::shown;
use nim_lab_e2e::{Browser, Error, Key, Result};

/// The grid searched: every position of the 4x4 grid, bit `4x + y` for the head at `x:y`.
const SIDE: usize = 4;

fn bit(x: usize, y: usize) -> usize {
    1 << (SIDE * x + y)
}

/// Every rectangle as `(far corner's bit, all four corners' bits)`, from the rules' words: the
/// corners `a:b`, `a:y`, `x:b`, `x:y` with `a < x` and `b < y`, `x:y` turning from heads.
fn rectangles() -> Vec<(usize, usize)> {
    let mut all = Vec::new();
    for x in 0..SIDE {
        for y in 0..SIDE {
            for a in 0..x {
                for b in 0..y {
                    let corners = bit(a, b) ^ bit(a, y) ^ bit(x, b) ^ bit(x, y);
                    all.push((bit(x, y), corners));
                }
            }
        }
    }
    all
}

/// Every position's Grundy value, the mex over its moves, filled in increasing order (a move
/// clears its far corner, the highest bit it turns, so it leads to a smaller number).
fn search() -> Vec<u32> {
    let moves = rectangles();
    let mut values = vec![0u32; 1 << (SIDE * SIDE)];
    for position in 1..values.len() {
        let options: BTreeSet<u32> = moves
            .iter()
            .filter(|&&(far, _)| position & far != 0)
            .map(|&(_, corners)| values[position ^ corners])
            .collect();
        // The mex: at most as many options as values below it.
        values[position] = (0..=options.len() as u32)
            .find(|v| !options.contains(v))
            .unwrap_or(0);
    }
    values
}

/// A position as links write it: heads by column, then row.
fn link(position: usize) -> String {
    let heads: Vec<String> = (0..SIDE * SIDE)
        .filter(|cell| position & (1 << cell) != 0)
        .map(|cell| format!("{}:{}", cell / SIDE, cell % SIDE))
        .collect();
    format!("variant=corners&heads={}", heads.join(","))
}

/// The value and the positions every winning move leaves, by the search.
fn searched(values: &[u32], position: usize) -> (u32, BTreeSet<String>) {
    let after = rectangles()
        .into_iter()
        .filter(|&(far, corners)| position & far != 0 && values[position ^ corners] == 0)
        .map(|(_, corners)| link(position ^ corners))
        .collect();
    (values[position], after)
}

/// Whether a head of `position` can be a far corner: one off both edges at 0.
fn has_move(position: usize) -> bool {
    (1..SIDE).any(|x| (1..SIDE).any(|y| position & bit(x, y) != 0))
}

#[test]
fn grids_show_the_searched_value_and_winning_moves() -> Result<()> {
    let values = search();
    // Every grid on the columns 1 to 3 and rows 1 and 2, then grids across the whole 4x4 drawn
    // by a fixed sequence: 64 + 40 positions.
    let block: Vec<usize> = (1..3)
        .flat_map(|y| (1..SIDE).map(move |x| bit(x, y)))
        .collect();
    let mut positions: Vec<usize> = (0..1usize << block.len())
        .map(|set| {
            (0..block.len())
                .filter(|i| set & (1 << i) != 0)
                .fold(0, |position, i| position | block[i])
        })
        .collect();
    let mut seed = 0x2545_f491_u64;
    for _ in 0..40 {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        positions.push((seed >> 40) as usize & ((1 << (SIDE * SIDE)) - 1));
    }
    let browser = Browser::launch()?;
    for position in positions {
        let text = link(position);
        browser.open(&format!("?{text}&mode=two&hints=1"))?;
        if !has_move(position) {
            browser.wait_for("[data-testid=game-over]")?;
            continue;
        }
        assert_eq!(
            shown(&browser, &text)?,
            searched(&values, position),
            "{text}"
        );
    }
    browser.close()
}

#[test]
fn a_whole_game_against_the_computer_is_played_by_clicking_cells_and_turn() -> Result<()> {
    let browser = Browser::launch()?;
    browser
        .open("?variant=corners&heads=1:1,2:3,3:2,3:3&mode=computer&strength=perfect&hints=1")?;
    browser.wait_for("[data-testid=cell-3-3]")?;
    browser.wait_for("[data-testid=nim-times]")?;
    browser.screenshots("corners-start")?;
    let ready = "[data-testid=cell-0-0]:not([disabled])";
    hinted::play_to_the_end(&browser, ready, 30, |b, mv, _| {
        let &nim_solver::Move::Corner {
            heads: (x, y),
            other: (a, c),
        } = mv
        else {
            return Err(Error::Unexpected(format!("{mv:?} is no rectangle")));
        };
        // The opposite corner first: the board takes the far one whichever came first.
        b.click(&format!("[data-testid=cell-{a}-{c}]"))?;
        b.click(&format!("[data-testid=cell-{x}-{y}]"))?;
        b.wait_for_text("[data-testid=corners-status]", "That is a move")?;
        b.find("[data-testid=turn]")?
            .send_keys(&Key::Enter.to_string())
    })?;
    // 1⊗1 ⊕ 2⊗3 ⊕ 3⊗2 ⊕ 3⊗3 = 1 ⊕ 1 ⊕ 1 ⊕ 2 = 3: the person moves first and wins.
    let winner = browser.text("[data-testid=winner]")?;
    assert!(winner.contains("You win"), "{winner}");
    browser.screenshots("corners-end")?;
    browser.close()
}

#[test]
fn a_rectangle_that_is_not_a_move_is_refused_with_why() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=corners&heads=2:2,3:3&mode=two&hints=1")?;
    browser.wait_for("[data-testid=cell-3-3]")?;
    // A far corner showing tails: said under the grid, and refused when Turn is pressed.
    browser.click("[data-testid=cell-2-3]")?;
    browser.wait_for_text("[data-testid=corners-status]", "now choose the opposite")?;
    browser.click("[data-testid=cell-0-0]")?;
    browser.wait_for_text("[data-testid=corners-status]", "2:3 shows tails")?;
    browser.click("[data-testid=turn]")?;
    browser.wait_for_text("[data-testid=notice]", "shows tails")?;
    // Corners in one row are no rectangle.
    browser.click("[data-testid=clear-cells]")?;
    browser.wait_for("[data-testid=cell-2-3][aria-pressed=false]")?;
    browser.click("[data-testid=cell-3-3]")?;
    browser.click("[data-testid=cell-1-3]")?;
    browser.wait_for_text("[data-testid=corners-status]", "above and to the left")?;
    assert_eq!(
        browser
            .attr("[data-testid=board]", "data-position")?
            .as_deref(),
        Some("variant=corners&heads=2:2,3:3")
    );
    // A third cell starts again; 2:2 then 3:3 is the rectangle from 3:3.
    browser.click("[data-testid=cell-2-2]")?;
    browser.wait_for("[data-testid=cell-3-3][aria-pressed=false]")?;
    browser.click("[data-testid=cell-3-3]")?;
    browser.wait_for_text("[data-testid=corners-status]", "That is a move")?;
    browser.click("[data-testid=turn]")?;
    browser.wait_for("[data-testid=board][data-position='variant=corners&heads=2:3,3:2']")?;
    // Turn is disabled again with nothing chosen: focus goes to the grid's tab stop, its first head.
    browser.wait_until("focus on the grid's first head", |b| {
        let focused = b.execute(
            "return document.activeElement.getAttribute('data-testid') || '';",
            Vec::new(),
        )?;
        Ok(focused == nim_lab_e2e::Value::String("cell-2-3".into()))
    })?;
    browser.close()
}

#[test]
fn a_bad_link_names_each_bad_head_and_keeps_the_rest() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=corners&heads=2:2,9:x,16:1,2:2,3:3&mode=two")?;
    let notice = browser.wait_for("[data-testid=notice]")?.text()?;
    for named in ["\"9:x\"", "\"16:1\"", "listed twice"] {
        assert!(notice.contains(named), "{named} in {notice}");
    }
    browser.wait_for("[data-testid=board][data-position='variant=corners&heads=2:2,3:3']")?;
    browser.close()
}

#[test]
fn a_sixteen_by_sixteen_grid_fits_a_phone_and_arrow_keys_move_between_cells() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=corners&heads=8:8,10:12,15:15&mode=two&hints=1")?;
    browser.wait_for("[data-testid=cell-15-15]")?;
    browser.wait_for("[data-testid=nim-times]")?;
    browser.screenshots("corners-16")?;
    // On a desktop the whole grid is in sight: its frame scrolls neither way.
    browser.set_viewport(1366, 768)?;
    let scrolls = browser.execute(
        "const frame = document.querySelector('.corner-grid-frame'); \
         return [frame.scrollWidth - frame.clientWidth, frame.scrollHeight - frame.clientHeight];",
        Vec::new(),
    )?;
    assert_eq!(
        scrolls,
        serde_json::json!([0, 0]),
        "the grid's frame scrolls on a desktop"
    );
    browser.set_viewport(390, 844)?;
    let overflow = browser.sideways_scroll()?;
    assert!(overflow <= 0.0, "a phone scrolls sideways by {overflow}px");
    // Every cell is a round 24px target at least (WCAG 2.5.8), apart from the next one in its
    // row: the grid scrolls in its own frame.
    let cells = browser.execute(
        "const box = (x, y) => document.querySelector(`[data-testid=cell-${x}-${y}]`) \
             .getBoundingClientRect(); \
         const found = []; \
         for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) { \
             const cell = box(x, y); \
             if (Math.min(cell.width, cell.height) < 24) found.push(`${x}:${y} is ${cell.width}x${cell.height}`); \
             if (Math.abs(cell.width - cell.height) > 1) found.push(`${x}:${y} is not round`); \
             if (x < 15 && cell.right > box(x + 1, y).left + 0.5) found.push(`${x}:${y} overlaps the next`); \
         } \
         return found.slice(0, 5);",
        Vec::new(),
    )?;
    assert_eq!(cells, nim_lab_e2e::Value::Array(Vec::new()), "on a phone");
    // The grid is one tab stop, on its first head; arrows move from cell to cell.
    let home = browser.find("[data-testid=cell-8-8]")?;
    assert_eq!(home.attr("tabindex")?.as_deref(), Some("0"));
    home.send_keys(&Key::Right.to_string())?;
    let focused = || {
        browser.execute(
            "return document.activeElement.getAttribute('data-testid');",
            Vec::new(),
        )
    };
    assert_eq!(focused()?, nim_lab_e2e::Value::String("cell-9-8".into()));
    browser
        .find("[data-testid=cell-9-8]")?
        .send_keys(&Key::Down.to_string())?;
    assert_eq!(focused()?, nim_lab_e2e::Value::String("cell-9-9".into()));
    browser.close()
}
