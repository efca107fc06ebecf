//! What the board's hints show, as the contract for outside tests words it: the position's value
//! (`data-testid="value"`, `data-value`) and the position after each winning move
//! (`data-testid="winning-moves"`, each `data-after`).

use std::collections::BTreeSet;

use nim_lab_e2e::{Browser, Result};

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
