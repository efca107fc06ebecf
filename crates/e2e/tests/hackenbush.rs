//! Green Hackenbush end to end: small pictures show the value and the winning chops a search
//! written here finds (the contract for outside tests), a whole game against the perfect
//! computer played by clicking edges, bad links named, and a picture on a phone.

use std::collections::{BTreeSet, HashMap};

mod hinted;

use hinted::shown;
use nim_lab_e2e::{Browser, Error, Key, Result};
use nim_solver::Move;

/// An end: 0 for the ground, vertices from 1.
type Edge = (u32, u32);

/// The edges of `set` joined to the ground through edges of `set`, as a bit set.
fn standing(edges: &[Edge], set: u32) -> u32 {
    let mut reached = BTreeSet::from([0]);
    let mut up = 0u32;
    // Each pass joins an edge more or stops.
    loop {
        let before = up;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if set & (1 << i) != 0
                && up & (1 << i) == 0
                && (reached.contains(&a) || reached.contains(&b))
            {
                reached.extend([a, b]);
                up |= 1 << i;
            }
        }
        if up == before {
            return up;
        }
    }
}

/// The Grundy value of the standing edges `set`: the mex over every chop.
fn grundy(edges: &[Edge], set: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&value) = memo.get(&set) {
        return value;
    }
    let options: BTreeSet<u32> = (0..edges.len())
        .filter(|i| set & (1 << i) != 0)
        .map(|i| grundy(edges, standing(edges, set & !(1 << i)), memo))
        .collect();
    let value = (0..=options.len() as u32)
        .find(|v| !options.contains(v))
        .unwrap_or(0);
    memo.insert(set, value);
    value
}

/// The link of the edges of `set`, in their order.
fn link(edges: &[Edge], set: u32) -> String {
    let end = |v: u32| {
        if v == 0 {
            "g".to_owned()
        } else {
            v.to_string()
        }
    };
    let written: Vec<String> = edges
        .iter()
        .enumerate()
        .filter(|(i, _)| set & (1 << i) != 0)
        .map(|(_, &(a, b))| format!("{}-{}", end(a), end(b)))
        .collect();
    format!("variant=hackenbush&edges={}", written.join(","))
}

/// Small pictures from a seeded generator: 1 to 6 edges among the ground and 4 vertices, loops,
/// parallel edges and parts off the ground included.
fn pictures(count: usize) -> Vec<Vec<Edge>> {
    let mut state = 0x9e37_79b9_u64;
    let mut next = |bound: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % bound
    };
    (0..count)
        .map(|_| {
            let len = 1 + next(6) as usize;
            (0..len).map(|_| (next(5) as u32, next(5) as u32)).collect()
        })
        .collect()
}

#[test]
fn small_pictures_show_the_searched_value_and_winning_chops() -> Result<()> {
    let browser = Browser::launch()?;
    for edges in pictures(40) {
        let all = (1u32 << edges.len()) - 1;
        let position = link(&edges, all);
        browser.open(&format!("?{position}&mode=two&hints=1"))?;
        let up = standing(&edges, all);
        if up == 0 {
            browser.wait_for("[data-testid=game-over]")?;
            continue;
        }
        let mut memo = HashMap::new();
        let value = grundy(&edges, up, &mut memo);
        let after: BTreeSet<String> = (0..edges.len())
            .filter(|i| up & (1 << i) != 0)
            .map(|i| standing(&edges, up & !(1 << i)))
            .filter(|&left| grundy(&edges, left, &mut memo) == 0)
            .map(|left| link(&edges, left))
            .collect();
        assert_eq!(shown(&browser, &position)?, (value, after), "{position}");
    }
    browser.close()
}

#[test]
fn a_whole_game_against_the_perfect_computer_is_won_by_clicking_edges() -> Result<()> {
    let browser = Browser::launch()?;
    // The girl: worth 3, so the person, moving first, wins.
    let girl = "edges=g-1,g-2,1-3,2-3,3-4,4-5,4-6,4-7,7-8,8-9,9-7\
        &at=1:9:2,2:13:2,3:11:5,4:11:8,5:7:7,6:15:7,7:11:10,8:9:12,9:13:12";
    browser.open(&format!(
        "?variant=hackenbush&{girl}&mode=computer&strength=perfect&hints=1"
    ))?;
    browser.wait_for("[data-testid=edge-10]")?;
    browser.screenshots("hackenbush-girl-start")?;
    let ready = "[data-testid^=edge-][tabindex='0']";
    let moves = hinted::play_to_the_end(&browser, ready, 20, |b, mv, before| {
        let &Move::Chop { edge } = mv else {
            return Err(Error::Unexpected(format!("{mv:?} is no chop")));
        };
        let drawn = format!("[data-testid=edge-{edge}]");
        if before == 1 {
            // One chop by the keyboard: the edge is focusable and Enter presses it.
            return b.find(&drawn)?.send_keys(&Key::Enter.to_string());
        }
        let position = b.attr("[data-testid=board]", "data-position")?;
        b.click(&drawn)?;
        if before == 0 {
            // What falls, caught as it falls.
            b.wait_until("the chop to be made", |b| {
                Ok(b.attr("[data-testid=board]", "data-position")? != position)
            })?;
            b.screenshots("hackenbush-girl-fall")?;
        }
        Ok(())
    })?;
    let winner = browser.text("[data-testid=winner]")?;
    assert!(winner.contains("You win"), "{winner}");
    let history = browser.find_all("[data-testid=history-entry]")?.len();
    assert!(history >= 2 * moves - 1, "every chop is in the history");
    browser.close()
}

#[test]
fn a_bad_link_names_each_problem_and_keeps_the_rest() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=hackenbush&edges=g-1,1-x,2,1-2&at=1:3:2,9:99:1&mode=two")?;
    let notice = browser.wait_for("[data-testid=notice]")?.text()?;
    assert!(notice.contains("edge 2 names \"x\""), "{notice}");
    assert!(notice.contains("edge 3 is \"2\""), "{notice}");
    assert!(notice.contains("\"9:99:1\""), "{notice}");
    browser.wait_for(
        "[data-testid=board][data-position='variant=hackenbush&edges=g-1,1-2&at=1:3:2']",
    )?;
    browser.screenshots("hackenbush-bad-link")?;

    let many = vec!["g-1"; 41].join(",");
    browser.open(&format!("?variant=hackenbush&edges={many}&mode=two"))?;
    let notice = browser.wait_for("[data-testid=notice]")?.text()?;
    assert!(notice.contains("41 edges"), "{notice}");
    assert!(notice.contains("40"), "{notice}");
    let position = browser
        .wait_for("[data-testid=board]")?
        .attr("data-position")?
        .unwrap_or_default();
    assert!(
        position.starts_with("variant=hackenbush&edges="),
        "{position}"
    );
    assert!(!position.contains(&many), "{position}");
    browser.close()
}

#[test]
fn the_house_fits_a_phone_and_its_steps_show_in_projector_mode() -> Result<()> {
    let browser = Browser::launch()?;
    let house = "edges=g-1,g-2,1-2,1-3,3-4,4-2,3-5,4-6,5-6,5-7,6-7,8-8,7-8\
        &at=1:6:5,2:16:5,3:6:9,4:16:9,5:8:11,6:14:11,7:11:13,8:11:15";
    browser.open(&format!("?variant=hackenbush&{house}&mode=two&hints=1"))?;
    browser.wait_for("[data-testid=picture-explain]")?;
    browser.wait_for("[data-testid=picture-fusion]")?;
    browser.screenshots("hackenbush-house")?;
    browser.set_viewport(390, 844)?;
    let overflow = browser.sideways_scroll()?;
    assert!(overflow <= 0.0, "a phone scrolls sideways by {overflow}px");
    // Projector mode walks the steps one at a time: the fusions, then the stalks.
    browser.set_viewport(1280, 720)?;
    browser.open(&format!("?variant=hackenbush&{house}&mode=two&present=1"))?;
    browser.wait_for("[data-testid=walk]")?;
    browser.wait_for_count("[data-testid=picture-steps] li", 0)?;
    browser.click("[data-testid=reveal-next]")?;
    browser.wait_for_count("[data-testid=picture-fusion]", 1)?;
    browser.click("[data-testid=reveal-next]")?;
    browser.wait_for_count("[data-testid=picture-steps] li", 2)?;
    browser.screenshots("hackenbush-house-present")?;
    browser.close()
}
