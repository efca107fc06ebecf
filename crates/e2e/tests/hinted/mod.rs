//! What the board's hints show, as the contract for outside tests words it: the position's value
//! (`data-testid="value"`, `data-value`) and the position after each winning move
//! (`data-testid="winning-moves"`, each `data-after`); and a whole game played against the
//! computer on a board of pictures, coins or cells.

use std::collections::BTreeSet;

use nim_lab_e2e::{Browser, Error, Result};
use nim_solver::{Game, Move};

/// The value and the winning moves' positions the page shows, once the board shows `position`.
pub fn shown(browser: &Browser, position: &str) -> Result<(u32, BTreeSet<String>)> {
    browser.wait_for(&format!("[data-testid=board][data-position='{position}']"))?;
    let value = browser
        .wait_for("[data-testid=value]")?
        .attr("data-value")?
        .unwrap_or_default()
        .parse()
        .unwrap_or(u32::MAX);
    browser.wait_for("[data-testid=winning-moves]")?;
    let mut after = BTreeSet::new();
    for item in browser.find_all("[data-testid=winning-moves] [data-after]")? {
        after.insert(item.attr("data-after")?.unwrap_or_default());
    }
    Ok((value, after))
}

/// Plays the person's side against the computer to the end of the game: whenever `ready` (a
/// selector found only on the person's turn) is on the page, `play` makes the solver's first
/// winning move (or the first legal one) on the board, told how many moves came before; fails
/// after `most` moves. Returns how many moves the person made.
pub fn play_to_the_end(
    browser: &Browser,
    ready: &str,
    most: usize,
    mut play: impl FnMut(&Browser, &Move, usize) -> Result<()>,
) -> Result<usize> {
    let mut moves = 0;
    loop {
        if browser.wait_for_turn_or_end(ready)? {
            return Ok(moves);
        }
        let position = browser
            .attr("[data-testid=board]", "data-position")?
            .unwrap_or_default();
        let unexpected = |e: &dyn std::fmt::Display| Error::Unexpected(format!("{position}: {e}"));
        let game: Game = position.parse().map_err(|e| unexpected(&e))?;
        let analysis = game.analyze().map_err(|e| unexpected(&e))?;
        let mv = analysis
            .winning_moves
            .first()
            .cloned()
            .or_else(|| game.legal_moves().into_iter().next())
            .ok_or_else(|| unexpected(&"no move on the person's turn"))?;
        play(browser, &mv, moves)?;
        browser.wait_until("the move to be made", |b| {
            Ok(b.attr("[data-testid=board]", "data-position")?.as_deref()
                != Some(position.as_str()))
        })?;
        moves += 1;
        if moves > most {
            return Err(Error::Unexpected(format!("no end after {most} moves")));
        }
    }
}
