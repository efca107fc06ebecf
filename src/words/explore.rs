//! The Explore view in words, as far as the app says them: the slice's limits and the links it
//! cannot use (the panel's own words are `explore_panel`'s).

use nim_solver::{Family, Variant};

use crate::i18n::left_to_right;
use crate::model::{
    explore_heaps, ExploreProblem, EXPLORE_HEAPS, EXPLORE_MAX_BLOCKS, EXPLORE_MAX_FIXED,
    EXPLORE_MAX_SIDE,
};
use crate::t;
use crate::words::variants::Title as _;

/// Why a slice is outside the view's limits.
pub fn problem(problem: ExploreProblem) -> String {
    match problem {
        ExploreProblem::Heaps { family, heaps } => {
            let range = explore_heaps(family);
            if range.start() == range.end() {
                t!(
                    ExploreProblemHeapsExactly,
                    game = family.variant().name(),
                    needs = *range.start(),
                    heaps = heaps
                )
            } else {
                t!(
                    ExploreProblemHeaps,
                    low = *range.start(),
                    high = *range.end(),
                    heaps = heaps
                )
            }
        }
        ExploreProblem::Blocks(blocks) => t!(
            ExploreProblemBlocks,
            game = Variant::Blocking.name(),
            limit = EXPLORE_MAX_BLOCKS,
            blocks = blocks
        ),
        ExploreProblem::Max(max) => t!(ExploreProblemMax, limit = EXPLORE_MAX_SIDE, max = max),
        ExploreProblem::NotAWholeNumber => t!(ExploreProblemNotWhole),
        ExploreProblem::Fixed(size) => {
            t!(ExploreProblemFixed, size = size, limit = EXPLORE_MAX_FIXED)
        }
    }
}

/// A link's unusable Explore parameter, `value` as the link wrote it.
pub fn bad_link_part(key: &str, value: &str) -> String {
    let part = left_to_right(format!("{key}={value}"));
    match key {
        "family" => {
            let keys: Vec<&str> = Family::all(1).into_iter().map(Family::key).collect();
            t!(
                ExploreLinkFamily,
                part = part,
                families = left_to_right(keys.join(", "))
            )
        }
        "k" => t!(ExploreLinkBlocks, part = part, limit = EXPLORE_MAX_BLOCKS),
        "fix" => t!(
            ExploreLinkFixed,
            part = part,
            low = EXPLORE_HEAPS.start() - 2,
            high = EXPLORE_HEAPS.end() - 2
        ),
        _ => t!(ExploreLinkNumber, part = part),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_gives_its_numbers() {
        assert!(problem(ExploreProblem::Max(5000)).contains("5,000"));
    }
}
