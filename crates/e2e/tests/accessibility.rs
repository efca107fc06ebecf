//! axe-core on every view, in English, Arabic (right to left) and Chinese, on a phone and a
//! laptop: WCAG 2.1 levels A and AA and Label in Name, with no violation. Its screenshots are the
//! views' pictures in those languages.

mod views;

use nim_lab_e2e::{Browser, Result};
use views::View;

/// English (the default, no `lang=`), Arabic and Chinese.
const LANGS: [Option<&str>; 3] = [None, Some("ar"), Some("zh-CN")];

/// The rules each view breaks, in every language and size; none expected.
fn assert_accessible(views: &[&[View]]) -> Result<()> {
    let found = views::sweep("a11y", views, &LANGS, |browser: &Browser| {
        Ok(browser
            .axe_violations()?
            .iter()
            .map(ToString::to_string)
            .collect())
    })?;
    assert!(
        found.is_empty(),
        "axe-core found {} violation(s):\n{}",
        found.len(),
        found.join("\n")
    );
    Ok(())
}

#[test]
fn accessibility_of_every_board_and_its_editor() -> Result<()> {
    assert_accessible(&[&views::BOARDS])
}

#[test]
fn accessibility_of_the_toolbar_dialogs_and_more_menu() -> Result<()> {
    assert_accessible(&[&views::DIALOGS])
}

#[test]
fn accessibility_of_projector_mode_and_the_quiz() -> Result<()> {
    assert_accessible(&[&views::PRESENT, &views::QUIZ])
}

#[test]
fn accessibility_of_the_review_and_the_state_diagram() -> Result<()> {
    assert_accessible(&[&views::REVIEW, &views::DIAGRAM])
}

#[test]
fn accessibility_of_the_worksheet_and_explore() -> Result<()> {
    assert_accessible(&[&views::WORKSHEET, &views::EXPLORE])
}

#[test]
fn accessibility_of_the_grundy_sequence_view() -> Result<()> {
    assert_accessible(&[&views::GRUNDY])
}
