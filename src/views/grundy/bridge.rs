//! What the page and the Grundy view's own wasm (`src/bin/grundy_view.rs`, loaded when the view
//! opens) say to each other, as short text: the page gives the sequence to show, the view asks for
//! the app's actions. Pure, tested natively; `host` and the view's binary carry it.

use nim_solver::{parse_number, Rule};

use super::slice::GrundyAction;
use super::spec::{GrundyField, GrundySpec};

/// What the Grundy view asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// One of the Grundy view's actions for the app's state.
    Grundy(GrundyAction),
    /// Close the view and go back to the board.
    Close,
}

/// Writes `spec` as `rule max`, e.g. `0.77 300` or `grundy 500`.
pub fn write_spec(spec: &GrundySpec) -> String {
    format!("{} {}", spec.rule, spec.max)
}

/// Reads what [`write_spec`] wrote; `None` for anything else.
pub fn read_spec(text: &str) -> Option<GrundySpec> {
    let (rule, max) = text.split_once(' ')?;
    let rule: Rule = rule.parse().ok()?;
    let max = parse_number(max).ok()?;
    Some(GrundySpec { rule, max })
}

/// Writes `ask` as one line: `compute …`, `typed <field> <text as typed>` or `close`.
pub fn write_ask(ask: &Ask) -> String {
    match ask {
        Ask::Grundy(GrundyAction::Compute(spec)) => format!("compute {}", write_spec(spec)),
        // The app reads the text again: the problem is its reading's, not sent as data.
        Ask::Grundy(GrundyAction::Typed(unusable)) => {
            format!("typed {} {}", unusable.field.key(), unusable.value)
        }
        Ask::Close => String::from("close"),
    }
}

/// Reads what [`write_ask`] wrote; `None` for anything else (a typed text that is usable too).
pub fn read_ask(text: &str) -> Option<Ask> {
    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
    match word {
        "compute" => read_spec(rest).map(|spec| Ask::Grundy(GrundyAction::Compute(spec))),
        "typed" => {
            let (key, typed) = rest.split_once(' ').unwrap_or((rest, ""));
            let field = [GrundyField::Rule, GrundyField::Set, GrundyField::Max]
                .into_iter()
                .find(|field| field.key() == key)?;
            let unusable = field.read(typed).err()?;
            Some(Ask::Grundy(GrundyAction::Typed(unusable)))
        }
        "close" if rest.is_empty() => Some(Ask::Close),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(rule: &str, max: u32) -> GrundySpec {
        GrundySpec {
            rule: rule.parse().expect("a rule"),
            max,
        }
    }

    #[test]
    fn every_spec_is_written_and_read_back_equal_even_one_outside_the_limit() {
        for spec in [
            GrundySpec::default(),
            spec("grundy", 500),
            spec("0.333", 0),
            spec("0.1234567012345670", 1_000_000),
            spec("dawson", u32::MAX),
        ] {
            assert_eq!(read_spec(&write_spec(&spec)), Some(spec));
        }
        assert_eq!(write_spec(&spec("kayles", 300)), "0.77 300");
    }

    #[test]
    fn every_ask_is_written_and_read_back_equal() {
        for ask in [
            Ask::Grundy(GrundyAction::Compute(spec("0.56", 660_000))),
            Ask::Grundy(GrundyAction::Typed(
                GrundyField::Set.read("1, 2,2").expect_err("a duplicate"),
            )),
            Ask::Grundy(GrundyAction::Typed(
                GrundyField::Rule.read("").expect_err("empty"),
            )),
            Ask::Grundy(GrundyAction::Typed(
                GrundyField::Max.read("2000000").expect_err("too large"),
            )),
            Ask::Close,
        ] {
            assert_eq!(read_ask(&write_ask(&ask)), Some(ask));
        }
    }

    #[test]
    fn anything_else_is_not_read() {
        for text in [
            "",
            "compute",
            "compute 0.77",
            "compute 0.78 10",
            "compute 0.77 -1",
            "typed",
            "typed max 300",
            "typed heaps 3",
            "close 1",
            "open",
        ] {
            assert_eq!(read_ask(text), None, "{text:?}");
        }
    }
}
