//! Whole games against the computer in every variant, shared links, reloads and hostile links.

use nim_lab_e2e::{Browser, Error, Result};

/// The person's simple strategy: take one counter from the first heap that has one, or take one
/// marker; in Blocking Nim's first phase the same click forbids that move.
fn play_once(browser: &Browser, ring: bool) -> Result<()> {
    if ring {
        browser.click("g.marker[tabindex='0']")?;
        browser.click("[data-testid=take-one]")
    } else {
        let heaps = browser.find_all("[data-testid^=heap-]")?;
        for heap in &heaps {
            let counters = heap.find_all(".counter:not([disabled]):not(.forbidden)")?;
            if let Some(last) = counters.last() {
                return last.click();
            }
        }
        Err(Error::Unexpected(
            "no counter to click on the person's turn".into(),
        ))
    }
}

/// Plays from `query` against the computer until the end, and returns the result's text.
fn play_to_the_end(name: &str, query: &str, ring: bool) -> Result<String> {
    let browser = Browser::launch()?;
    browser.open(query)?;
    browser.wait_for("[data-testid=phase]")?;
    browser.screenshots(&format!("game-{name}-start"))?;
    let playable = if ring {
        "g.marker[tabindex='0']"
    } else {
        ".counter:not([disabled]):not(.forbidden)"
    };
    let mut moves = 0;
    loop {
        if browser.wait_for_turn_or_end(playable)? {
            break;
        }
        play_once(&browser, ring)?;
        moves += 1;
        if moves > 60 {
            return Err(Error::Unexpected(format!("{name}: no end after 60 moves")));
        }
    }
    let winner = browser.text("[data-testid=winner]")?;
    let reason = browser.text("[data-testid=end-reason]")?;
    assert!(!reason.is_empty(), "{name}: the end names its reason");
    let history = browser.find_all("[data-testid=history-entry]")?.len();
    assert!(history >= moves, "{name}: every move is in the history");
    browser.screenshots(&format!("game-{name}-end"))?;
    browser.click("[data-testid=play-again]")?;
    browser.wait_for("[data-testid=phase]")?;
    // Only a ring's board is a chunk of these games: fetched once for a whole game and the next.
    let mut boards = Vec::new();
    for board in ["ring", "parts", "stairs", "queen"] {
        boards.extend(browser.chunk_fetched(board)?);
    }
    let expected: &[&str] = if ring { &["split_ring.wasm"] } else { &[] };
    assert_eq!(boards, expected, "{name}: the boards' chunks fetched");
    browser.close()?;
    Ok(winner)
}

#[test]
fn a_whole_game_of_nim_against_the_perfect_computer() -> Result<()> {
    // 1,2,3 is a P-position: whatever the person does, the perfect computer wins.
    let winner = play_to_the_end("nim", "?variant=nim&heaps=1,2,3&mode=computer", false)?;
    assert_eq!(winner, "The computer wins.");
    Ok(())
}

#[test]
fn a_whole_game_of_misere_nim_against_the_computer() -> Result<()> {
    let winner = play_to_the_end(
        "misere",
        "?variant=misere&heaps=1,1,2,2&mode=computer",
        false,
    )?;
    assert_eq!(winner, "The computer wins.");
    Ok(())
}

#[test]
fn a_whole_game_of_circle_nim_against_the_computer() -> Result<()> {
    // An intact ring of 6 is a second-player win by symmetry.
    let winner = play_to_the_end("circle", "?variant=circle&ring=oooooo&mode=computer", true)?;
    assert_eq!(winner, "The computer wins.");
    Ok(())
}

#[test]
fn a_whole_game_of_blocking_nim_against_the_computer() -> Result<()> {
    // 2,3,6 is a P-position of seed 000's theorem (2 + 3 + 1 = 6): the blocker wins.
    let winner = play_to_the_end(
        "blocking",
        "?variant=blocking&heaps=2,3,6&mode=computer",
        false,
    )?;
    assert_eq!(winner, "The computer wins.");
    Ok(())
}

#[test]
fn a_whole_game_of_nim_with_a_pass_against_the_computer() -> Result<()> {
    // [1, 2] is a P-position of Nim* (seed 004, Theorem 1).
    let winner = play_to_the_end(
        "pass",
        "?variant=pass&heaps=1,2&pass=1&mode=computer",
        false,
    )?;
    assert_eq!(winner, "The computer wins.");
    Ok(())
}

#[test]
fn a_shared_url_restores_the_board() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&mode=two")?;
    browser.click("[data-testid=counter-1-2]")?;
    browser.wait_until("the address to hold the new position", |b| {
        Ok(b.current_url()?.contains("heaps=3,2,5"))
    })?;
    browser.click("[data-testid=share]")?;
    let link = browser
        .wait_for("[data-testid=share-link]")?
        .prop("value")?
        .ok_or_else(|| Error::Unexpected("the share dialog shows no link".into()))?;
    assert!(link.contains("heaps=3,2,5"), "{link}");
    browser.close()?;

    // A fresh browser (no saved game) opening the shared link sees the same board.
    let fresh = Browser::launch()?;
    let query = link
        .split_once('?')
        .map(|(_, query)| format!("?{query}"))
        .unwrap_or_default();
    fresh.open(&query)?;
    fresh.wait_for("[data-testid=heap-1][data-size='2']")?;
    fresh.wait_for("[data-testid=heap-2][data-size='5']")?;
    let mode = fresh
        .find("[data-testid=mode]")?
        .prop("value")?
        .unwrap_or_default();
    assert_eq!(mode, "two");
    fresh.close()
}

/// The query of a link the Share dialog shows.
fn shared_query(browser: &Browser) -> Result<String> {
    browser.click("[data-testid=share]")?;
    let link = browser
        .wait_for("[data-testid=share-link]")?
        .prop("value")?
        .ok_or_else(|| Error::Unexpected("the share dialog shows no link".into()))?;
    Ok(link
        .split_once('?')
        .map(|(_, query)| format!("?{query}"))
        .unwrap_or_default())
}

#[test]
fn a_blocking_game_shared_after_the_forbid_opens_in_the_same_phase() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=blocking&heaps=3,5,6&blocks=1&mode=two")?;
    // Player 2 forbids 5 → 4, Player 1 takes 3 → 2, then Player 1 forbids 6 → 5 for Player 2.
    browser.click("[data-testid=counter-1-4]")?;
    browser.wait_for("[data-testid=counter-1-4].forbidden")?;
    let first_phase = browser.text("[data-testid=phase]")?;
    let first_link = shared_query(&browser)?;
    assert!(first_link.contains("forbid=1-4"), "{first_link}");
    browser.click("dialog[open] .dialog-head button")?;
    browser.wait_until("the share dialog to close", |b| {
        Ok(b.find_all("dialog[open]")?.is_empty())
    })?;
    browser.click("[data-testid=counter-0-2]")?;
    browser.wait_for("[data-testid=heap-0][data-size='2']")?;
    browser.click("[data-testid=counter-2-5]")?;
    browser.wait_for("[data-testid=counter-2-5].forbidden")?;
    let second_phase = browser.text("[data-testid=phase]")?;
    let second_link = shared_query(&browser)?;
    assert!(
        second_link.contains("forbid=2-5") && second_link.contains("turn=2"),
        "{second_link}"
    );
    browser.close()?;

    // A fresh browser (no saved game) opening each link finds the same phase and forbids.
    for (query, forbidden, phase) in [
        (first_link, "counter-1-4", first_phase),
        (second_link, "counter-2-5", second_phase),
    ] {
        let fresh = Browser::launch()?;
        fresh.open(&query)?;
        fresh.wait_for(&format!("[data-testid={forbidden}].forbidden"))?;
        assert_eq!(fresh.find_all(".counter.forbidden")?.len(), 1, "{query}");
        assert_eq!(fresh.text("[data-testid=phase]")?, phase, "{query}");
        fresh.close()?;
    }
    Ok(())
}

#[test]
fn a_game_in_progress_survives_a_reload() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=misere&heaps=4,3,2&mode=two")?;
    browser.click("[data-testid=counter-0-1]")?;
    browser.wait_for("[data-testid=heap-0][data-size='1']")?;
    // No query: the saved game is what there is to restore.
    browser.open("")?;
    browser.wait_for("[data-testid=heap-0][data-size='1']")?;
    browser.wait_for_count("[data-testid=history-entry]", 1)?;
    let variant = browser
        .find("[data-testid=variant]")?
        .prop("value")?
        .unwrap_or_default();
    assert_eq!(variant, "misere");
    // A corrupt saved value is ignored, not fatal.
    browser.execute(
        "localStorage.setItem('nim-lab/game/v1', '{not json'); return true;",
        Vec::new(),
    )?;
    browser.open("")?;
    browser.wait_for("[data-testid=heaps]")?;
    browser.close()
}

#[test]
fn a_hostile_url_shows_the_notice() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=-4,99999999999999999999,abc&mode=two")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("negative"), "{notice}");
    assert!(notice.contains("default position"), "{notice}");
    browser.wait_for("[data-testid=heap-0]")?;
    browser.open("?variant=blocking&heaps=31,31,31,31,31,31,31,31")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("too large"), "{notice}");
    browser.open(&format!("?heaps={}", vec!["9"; 5000].join(",")))?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("too many"), "{notice}");
    browser.screenshots("hostile-url")?;
    browser.close()
}

#[test]
fn every_variant_with_hints_for_the_screenshots() -> Result<()> {
    let browser = Browser::launch()?;
    for (name, query) in [
        ("nim", "?variant=nim&heaps=13,15,17&mode=analysis"),
        ("misere", "?variant=misere&heaps=1,1,1,6&mode=analysis"),
        ("circle", "?variant=circle&ring=oooo.oooooo&mode=analysis"),
        ("blocking", "?variant=blocking&heaps=6,10,10&mode=analysis"),
        ("pass", "?variant=pass&heaps=2,9,12&mode=analysis"),
    ] {
        browser.open(query)?;
        browser.wait_for(".win, .must-forbid, [data-testid=game-over], .explain")?;
        browser.next_frame()?;
        browser.screenshots(&format!("hints-{name}"))?;
    }
    browser.close()
}

#[test]
fn the_dialogs_give_the_rules_and_the_embed_snippet() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=circle&ring=oooooooooo&mode=two")?;
    browser.click("[data-testid=how-to-play]")?;
    // The dialog opens at once; its rules arrive with their chunk.
    browser.wait_until("the rules to load", |b| {
        Ok(!b
            .text("[data-testid=how-to-dialog][open]")?
            .contains("Loading"))
    })?;
    let rules = browser.text("[data-testid=how-to-dialog][open]")?;
    assert!(rules.to_lowercase().contains("marker"), "{rules}");
    assert!(rules.starts_with("How to play Circle Nim"), "{rules}");
    browser.screenshots("how-to-play")?;
    browser.click("[data-testid=how-to-dialog] button[aria-label=Close]")?;
    browser.wait_until("the rules to close", |b| {
        Ok(b.find_all("[data-testid=how-to-dialog][open]")?.is_empty())
    })?;
    browser.click("[data-testid=embed]")?;
    let snippet = browser
        .wait_for("[data-testid=embed-snippet]")?
        .prop("value")?
        .unwrap_or_default();
    assert!(snippet.starts_with("<iframe"), "{snippet}");
    assert!(snippet.contains("embed=1"), "{snippet}");
    assert!(snippet.contains("ring=oooooooooo"), "{snippet}");
    browser.close()
}

#[test]
fn an_embedded_board_has_no_page_chrome() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=4,3,2&mode=two&embed=1")?;
    browser.wait_for("[data-testid=heap-2][data-size='2']")?;
    assert!(browser.find_all(".masthead")?.is_empty(), "no header");
    assert!(browser.find_all(".editor")?.is_empty(), "no editor");
    browser.click("[data-testid=counter-0-0]")?;
    browser.wait_for("[data-testid=heap-0][data-size='0']")?;
    browser.screenshots("embedded")?;
    browser.close()
}

#[test]
fn another_games_analysis_is_fetched_when_first_needed_and_retry_fetches_it_after_a_failure(
) -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&hints=1&mode=two")?;
    browser.wait_for("[data-testid=winning-moves] li")?;
    // Nim's analysis is in the first load.
    assert!(browser.chunk_fetched("analysis")?.is_empty());
    // The analyses cannot be fetched: another game's waits, says so and offers Retry.
    browser.block_urls(&["*split_analysis*"])?;
    browser.open("?variant=wythoff&heaps=5,9&hints=1&mode=two")?;
    browser.wait_for("[data-testid=analysis-retry]")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(notice.contains("could not be loaded"), "{notice}");
    let verdict = browser.text(".verdict.loading")?;
    assert!(verdict.contains("Loading"), "{verdict}");
    assert!(browser
        .find_all("[data-testid=winning-moves] li")?
        .is_empty());
    browser.screenshots("analysis-not-loaded")?;
    // The network is back: Retry fetches them and the winning moves take the status's place.
    browser.block_urls(&[])?;
    browser.click("[data-testid=analysis-retry]")?;
    browser.wait_for("[data-testid=winning-moves] li")?;
    assert!(browser.find_all("[data-testid=notice]")?.is_empty());
    // The fetch that failed, once, and Retry's.
    let fetched = browser.chunk_fetched("analysis")?;
    assert_eq!(fetched.len(), 2, "{fetched:?}");
    // Every game's came with it: another game is analysed at once, with no fetch.
    browser
        .find("[data-testid=variant] option[value=circle]")?
        .click()?;
    browser.wait_for("[data-testid=board][data-position^='variant=circle']")?;
    browser.wait_for(".verdict-sentence")?;
    assert!(browser.find_all(".verdict.loading")?.is_empty());
    assert_eq!(browser.chunk_fetched("analysis")?, fetched);
    browser.close()
}
