//! The pseudo-locale sweep: every view in `en-XA` (accented, longer, bracketed), on a phone and a
//! laptop. Words without its marks were never moved into the catalogues; text 40% longer than
//! English must still fit, with nothing wider than the box that scrolls or clips it.

mod views;

use nim_lab_e2e::{Browser, Result, Value};
use views::View;

const PSEUDO: [Option<&str>; 1] = [Some("en-XA")];

/// The visible texts and the names (`aria-label`, `title`, `placeholder`, `alt`) with letters but
/// none of the pseudo-locale's marks. Allowed as they are: the names "Nim" and "Nim Lab", the
/// letters P and N that label positions and H and T that show a coin's face (the links' own),
/// and parts marked in another language (`lang="en"` on a cited title); numbers and symbols
/// have no letters.
const UNMARKED: &str = r"
    const marks = /[áçéíñóúšýžÁÇÉÍÑÓÚŠÝŽ\[\]~]/;
    const allowed = /\bNim Lab\b|\bNim\b|\b[PNHT]\b/g;
    const unmarked = (text) => !marks.test(text) && /\p{L}/u.test(text.replace(allowed, ''));
    const page = document.documentElement.lang;
    const foreign = (el) => { const part = el.closest('[lang]'); return part && part.lang !== page; };
    const shown = (el) => !foreign(el) && (el.checkVisibility()
        || (el.localName === 'title' && el.parentElement && el.parentElement.checkVisibility()));
    const where = (el) => el.localName
        + (el.dataset && el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : '')
        + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '');
    const found = [];
    if (unmarked(document.title)) found.push(`the document's title ${JSON.stringify(document.title)}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        // A snippet of HTML to copy is code, not words.
        if (!el || el.closest('script, style, noscript, template, textarea') || !shown(el)) continue;
        const text = node.data.trim();
        if (text && unmarked(text)) found.push(`text in ${where(el)}: ${JSON.stringify(text)}`);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        if (foreign(el) || (!shown(el) && !el.closest('dialog[open]'))) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
            const value = el.getAttribute(name);
            if (value && unmarked(value)) found.push(`${name} of ${where(el)}: ${JSON.stringify(value)}`);
        }
    }
    return found;";

/// Sideways overflow: the page wider than the window, text running out of its own box, or an
/// element wider than the box that scrolls or clips it (the window when none does); only the
/// outermost such element is named. Tables and drawings may be wider than a box that scrolls:
/// their numbers stay whole and the box scrolls by design.
const OVERFLOW: &str = r"
    const found = [];
    const page = document.scrollingElement;
    if (page.scrollWidth > window.innerWidth) {
        found.push(`the page is ${page.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    const where = (el) => el.localName
        + (el.dataset && el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : '')
        + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '')
        + (el.textContent ? ` ${JSON.stringify(el.textContent.trim().slice(0, 40))}` : '');
    const container = (el) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== 'visible') return up;
        }
        return null;
    };
    // Inside a clipped 1px box (a table head hidden on phones), text is for screen readers only.
    const clipped = (el) => {
        for (let up = el; up; up = up.parentElement) {
            if (up.clientWidth <= 1 && getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
    };
    const reported = [];
    const scrolls = (holder) => holder && ['auto', 'scroll'].includes(getComputedStyle(holder).overflowX);
    for (const el of document.body.querySelectorAll('*')) {
        if (!el.checkVisibility() || reported.some((r) => r.contains(el))) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || clipped(el)) continue;
        const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.data.trim());
        if (text && !(el instanceof SVGElement) && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1
            && getComputedStyle(el).overflowX === 'visible') {
            reported.push(el);
            found.push(`the text of ${where(el)} runs ${el.scrollWidth - el.clientWidth}px out of its box`);
            continue;
        }
        const holder = container(el);
        const width = holder ? holder.clientWidth : window.innerWidth;
        if ((scrolls(holder) && el.closest('table, svg'))) continue;
        if (box.width > width + 1) {
            reported.push(el);
            found.push(`${where(el)} is ${Math.round(box.width)}px wide in ${holder ? where(holder).slice(0, 80) : 'the window'} (${width}px)`);
        }
    }
    return found;";

/// The strings a script returned.
fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// What each view shows without the pseudo-locale's marks, and what overflows; none expected.
fn assert_pseudo_clean(views: &[&[View]]) -> Result<()> {
    let found = views::sweep("pseudo", views, &PSEUDO, |browser: &Browser| {
        let mut found = strings(&browser.execute(UNMARKED, Vec::new())?);
        found.extend(strings(&browser.execute(OVERFLOW, Vec::new())?));
        Ok(found)
    })?;
    assert!(
        found.is_empty(),
        "the pseudo-locale sweep found {} problem(s):\n{}",
        found.len(),
        found.join("\n")
    );
    Ok(())
}

#[test]
fn pseudo_locale_every_board_and_its_editor() -> Result<()> {
    assert_pseudo_clean(&[&views::BOARDS])
}

#[test]
fn pseudo_locale_the_toolbar_dialogs_and_more_menu() -> Result<()> {
    assert_pseudo_clean(&[&views::DIALOGS])
}

#[test]
fn pseudo_locale_projector_mode_and_the_quiz() -> Result<()> {
    assert_pseudo_clean(&[&views::PRESENT, &views::QUIZ])
}

#[test]
fn pseudo_locale_the_review_and_the_state_diagram() -> Result<()> {
    assert_pseudo_clean(&[&views::REVIEW, &views::DIAGRAM])
}

#[test]
fn pseudo_locale_the_worksheet() -> Result<()> {
    assert_pseudo_clean(&[&views::WORKSHEET])
}

#[test]
fn pseudo_locale_explore() -> Result<()> {
    assert_pseudo_clean(&[&views::EXPLORE])
}

#[test]
fn pseudo_locale_the_grundy_sequence_view() -> Result<()> {
    assert_pseudo_clean(&[&views::GRUNDY])
}
