//! What the source documents predict for the cells of an atlas slice (the Explore view's
//! overlays), so a cell the search contradicts can be shown as a finding.

use crate::tables::{Family, Slice};

/// A source's statement about the `P`-positions of a slice, given by its game's file.
#[derive(Clone, Copy, Debug)]
pub struct Prediction {
    /// What the source says of a position: `Some(true)` for `P`, `Some(false)` for `N`, `None`
    /// where it says nothing.
    pub(crate) predicts: fn(&[u32]) -> Option<bool>,
    /// The least size from which the source says nothing of a slice's cells, both free heaps at
    /// least that large; `None` when no such corner exists.
    pub(crate) silent_from: fn(&Slice) -> Option<u32>,
}

impl Prediction {
    /// The statement drawn over a slice of `family` with `heaps` heaps, if a source makes one.
    pub fn of(family: Family, heaps: usize) -> Option<Prediction> {
        family.prediction(heaps)
    }

    /// The statement over `slice`, if any.
    pub fn over(slice: &Slice) -> Option<Prediction> {
        Prediction::of(slice.family, slice.heaps())
    }

    /// What the source says of `heaps`: `Some(true)` for `P`, `Some(false)` for `N`, `None`
    /// where it says nothing.
    pub fn predicts(self, heaps: &[u32]) -> Option<bool> {
        (self.predicts)(heaps)
    }

    /// The least size `s` such that the source says nothing of a cell `(a, b)` of `slice` with
    /// `a, b >= s` (the lists' end, when every fixed heap is past it); `None` when no such
    /// corner exists.
    pub fn silent_from(self, slice: &Slice) -> Option<u32> {
        (self.silent_from)(slice)
    }
}

/// A cell where the source and the search disagree: a finding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Contradiction {
    /// The free heaps, `a <= b`.
    pub a: u32,
    /// See `a`.
    pub b: u32,
    /// Whether the search found the cell `P`.
    pub searched_p: bool,
}

/// A slice's search held against its source's statement.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// The cells `a <= b` the source says are `P`.
    pub predicted_p: Vec<(u32, u32)>,
    /// The cells where the source and the search disagree: findings.
    pub contradictions: Vec<Contradiction>,
    /// How many cells `a <= b` the source speaks of.
    pub covered: u64,
}

/// Holds the `P` cells found by the search (`is_p(a, b)`, `a <= b`) against `prediction` on
/// every cell `a <= b` of `slice`.
pub fn compare(
    slice: &Slice,
    prediction: Prediction,
    is_p: impl Fn(u32, u32) -> bool,
) -> Comparison {
    let mut comparison = Comparison::default();
    let mut position = slice.position(0, 0);
    let free = slice.fixed.len();
    for a in 0..=slice.max {
        for b in a..=slice.max {
            position[free] = a;
            position[free + 1] = b;
            let Some(predicted) = prediction.predicts(&position) else {
                continue;
            };
            comparison.covered += 1;
            if predicted {
                comparison.predicted_p.push((a, b));
            }
            let searched_p = is_p(a, b);
            if predicted != searched_p {
                comparison
                    .contradictions
                    .push(Contradiction { a, b, searched_p });
            }
        }
    }
    comparison
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Variant, PASS_LISTS_END};
    use std::collections::BTreeSet;

    fn theorem() -> Prediction {
        Prediction::of(Family::of(Variant::Blocking, 1).unwrap(), 3)
            .expect("three heaps, one block")
    }

    fn searched(slice: &Slice) -> BTreeSet<(u32, u32)> {
        let mut cells = BTreeSet::new();
        slice
            .each_p_pair(
                |_, _| {},
                |a, b| {
                    cells.insert((a, b));
                },
            )
            .expect("within the budget");
        cells
    }

    #[test]
    fn the_blocking_theorem_holds_on_every_cell_of_searched_slices() {
        for fixed in 0..=24 {
            let slice = Slice {
                family: Family::of(Variant::Blocking, 1).unwrap(),
                fixed: vec![fixed],
                max: 64,
            };
            let prediction = Prediction::over(&slice).expect("three heaps, one block");
            let cells = searched(&slice);
            let comparison = compare(&slice, prediction, |a, b| cells.contains(&(a, b)));
            assert_eq!(comparison.contradictions, [], "fixed heap {fixed}");
            assert_eq!(comparison.covered, 65 * 66 / 2);
            assert_eq!(comparison.predicted_p.len(), cells.len());
            // The theorem's cells are there: (c, c), and a + b + 1 = c on the line.
            assert!(cells.contains(&(fixed, fixed)));
            assert_eq!(prediction.silent_from(&slice), None);
        }
    }

    #[test]
    fn a_wrong_statement_would_be_caught() {
        // The searched cells of k = 2 are not the theorem's: the check can fail.
        let slice = Slice {
            family: Family::of(Variant::Blocking, 2).unwrap(),
            fixed: vec![5],
            max: 30,
        };
        assert!(Prediction::over(&slice).is_none());
        let cells = searched(&slice);
        let comparison = compare(&slice, theorem(), |a, b| cells.contains(&(a, b)));
        assert!(!comparison.contradictions.is_empty());
    }

    #[test]
    fn the_pass_lists_hold_on_every_cell_they_speak_of() {
        for fixed in 0..=13 {
            let slice = Slice {
                family: Family::of(Variant::Pass, 1).unwrap(),
                fixed: vec![fixed],
                max: 150,
            };
            let prediction = Prediction::over(&slice).expect("three heaps");
            let cells = searched(&slice);
            let comparison = compare(&slice, prediction, |a, b| cells.contains(&(a, b)));
            assert_eq!(comparison.contradictions, [], "fixed heap {fixed}");
            let covered = comparison.covered;
            let silent = prediction.silent_from(&slice);
            if fixed >= PASS_LISTS_END {
                assert_eq!(silent, Some(PASS_LISTS_END));
                // Rows below the lists' end are spoken of, the corner from it is not.
                let corner = u64::from(150 - PASS_LISTS_END + 1);
                assert!(covered < 151 * 152 / 2 - corner * (corner + 1) / 2 + 1);
                assert_eq!(prediction.predicts(&[fixed, 10, 12]), None);
            } else {
                assert_eq!(silent, None);
            }
        }
    }

    #[test]
    fn predictions_follow_the_sources() {
        let blocking = theorem();
        assert_eq!(blocking.predicts(&[5, 5, 5]), Some(true));
        assert_eq!(blocking.predicts(&[2, 9, 6]), Some(true));
        assert_eq!(blocking.predicts(&[2, 3, 4]), Some(false));
        let pass = Prediction::of(Family::of(Variant::Pass, 1).unwrap(), 3).expect("three heaps");
        assert_eq!(pass.predicts(&[2, 9, 12]), Some(true));
        assert_eq!(
            pass.predicts(&[3, 0, 4]),
            Some(true),
            "Theorem 1: m odd, n = m + 1"
        );
        assert_eq!(pass.predicts(&[1, 4, 4]), Some(true), "Theorem 2");
        assert_eq!(pass.predicts(&[1, 2, 2]), Some(false), "Theorem 2: m != 2");
        assert_eq!(pass.predicts(&[2, 3, 4]), Some(false));
        assert_eq!(pass.predicts(&[10, 12, 14]), None);
        assert!(Prediction::of(Family::of(Variant::Pass, 1).unwrap(), 4).is_none());
        assert!(Prediction::of(Family::of(Variant::Nim, 1).unwrap(), 3).is_none());
        assert!(Prediction::of(Family::of(Variant::Blocking, 2).unwrap(), 3).is_none());
    }
}
