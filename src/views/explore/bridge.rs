//! What the page and the Explore view's own wasm (`src/bin/explore_view.rs`, loaded when Explore
//! opens) say to each other, as short text: the page gives the slice to show, the view asks for
//! the app's actions. Pure, tested natively; `host` and the view's binary carry it.

use nim_solver::{parse_number, Family, Slice};

use super::slice::ExploreAction;
use crate::model::ExploreProblem;

/// What the Explore view asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// One of Explore's actions for the app's state.
    Explore(ExploreAction),
    /// Close the view and go back to the board.
    Close,
}

/// Writes `slice` as `family blocks fixed max`, e.g. `blocking 2 5,3 40` (`-` for no fixed heap).
pub fn write_slice(slice: &Slice) -> String {
    let fixed = if slice.fixed.is_empty() {
        String::from("-")
    } else {
        nim_solver::write_heaps(&slice.fixed)
    };
    format!(
        "{} {} {fixed} {}",
        slice.family.key(),
        slice.family.blocks().unwrap_or(1),
        slice.max
    )
}

/// Reads what [`write_slice`] wrote; `None` for anything else.
pub fn read_slice(text: &str) -> Option<Slice> {
    let mut words = text.split(' ');
    let key = words.next()?;
    let blocks = parse_number(words.next()?).ok()?;
    let fixed = match words.next()? {
        "-" => Vec::new(),
        heaps => nim_solver::parse_heaps(heaps).ok()?,
    };
    let max = parse_number(words.next()?).ok()?;
    if words.next().is_some() {
        return None;
    }
    Some(Slice {
        family: Family::from_key(key, blocks)?,
        fixed,
        max,
    })
}

/// Writes `ask` as one line: `slice …`, `pick a b`, `typed` or `close`.
pub fn write_ask(ask: &Ask) -> String {
    match ask {
        Ask::Explore(ExploreAction::Slice(slice)) => format!("slice {}", write_slice(slice)),
        Ask::Explore(ExploreAction::Pick(a, b)) => format!("pick {a} {b}"),
        // The view's fields only ever report a number they cannot read.
        Ask::Explore(ExploreAction::Typed(_)) => String::from("typed"),
        Ask::Close => String::from("close"),
    }
}

/// Reads what [`write_ask`] wrote; `None` for anything else.
pub fn read_ask(text: &str) -> Option<Ask> {
    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
    match word {
        "slice" => read_slice(rest).map(|slice| Ask::Explore(ExploreAction::Slice(slice))),
        "pick" => {
            let (a, b) = rest.split_once(' ')?;
            let (a, b) = (parse_number(a).ok()?, parse_number(b).ok()?);
            Some(Ask::Explore(ExploreAction::Pick(a, b)))
        }
        "typed" if rest.is_empty() => Some(Ask::Explore(ExploreAction::Typed(
            ExploreProblem::NotAWholeNumber,
        ))),
        "close" if rest.is_empty() => Some(Ask::Close),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Variant;

    fn slice(family: Family, fixed: Vec<u32>, max: u32) -> Slice {
        Slice { family, fixed, max }
    }

    #[test]
    fn every_slice_is_written_and_read_back_equal_even_one_outside_the_limits() {
        for slice in [
            slice(Family::of(Variant::Nim, 1).unwrap(), vec![], 64),
            slice(Family::of(Variant::Blocking, 2).unwrap(), vec![5, 3], 40),
            slice(Family::of(Variant::Pass, 1).unwrap(), vec![0], 0),
            slice(
                Family::of(Variant::Misere, 1).unwrap(),
                vec![u32::MAX, 7, 9],
                u32::MAX,
            ),
            slice(Family::of(Variant::Blocking, 99).unwrap(), vec![1], 5),
        ] {
            assert_eq!(read_slice(&write_slice(&slice)), Some(slice));
        }
        assert_eq!(
            write_slice(&slice(
                Family::of(Variant::Blocking, 2).unwrap(),
                vec![5, 3],
                40
            )),
            "blocking 2 5,3 40"
        );
    }

    #[test]
    fn every_ask_is_written_and_read_back_equal() {
        for ask in [
            Ask::Explore(ExploreAction::Slice(slice(
                Family::of(Variant::Nim, 1).unwrap(),
                vec![4],
                20,
            ))),
            Ask::Explore(ExploreAction::Pick(3, 17)),
            Ask::Explore(ExploreAction::Typed(ExploreProblem::NotAWholeNumber)),
            Ask::Close,
        ] {
            assert_eq!(read_ask(&write_ask(&ask)), Some(ask));
        }
    }

    #[test]
    fn anything_else_is_not_read() {
        for text in [
            "",
            "slice",
            "slice ring 1 - 4",
            "slice nim 1 - 4 5",
            "slice nim 1 x 4",
            "pick 3",
            "pick 3 -1",
            "typed now",
            "close 1",
            "open",
        ] {
            assert_eq!(read_ask(text), None, "{text:?}");
        }
    }
}
