//! The binary nim-sum table (seed 000) and power-of-two components (seed 001 Definition 1, seed 003).

use crate::{Component, HeapChange, NimSumBreakdown};

/// The XOR of all heaps (Bouton's nim-sum).
pub(crate) fn nim_sum(heaps: &[u32]) -> u32 {
    crate::Nimber::of_heaps(heaps).value()
}

impl NimSumBreakdown {
    /// The full table for `heaps`. Cancellation rule for components: a power of two held by an
    /// even number of heaps cancels in every heap; held by an odd number, it survives in the
    /// lowest-index heap holding it (the heap seed 001 Corollary 1's recipe changes, for the highest
    /// unbalanced power) and cancels in pairs in the others.
    pub fn of(heaps: &[u32]) -> Self {
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let top_bit = if largest == 0 { 0 } else { largest.ilog2() };
        let columns: Vec<u32> = (0..=top_bit).rev().map(|bit| 1u32 << bit).collect();
        let rows: Vec<Vec<bool>> = heaps
            .iter()
            .map(|&h| columns.iter().map(|&c| h & c != 0).collect())
            .collect();
        let column_parity: Vec<bool> = (0..columns.len())
            .map(|c| rows.iter().filter(|row| row[c]).count() % 2 == 1)
            .collect();
        let nim_sum = nim_sum(heaps);
        let highest_unbalanced = (nim_sum != 0).then(|| 1u32 << nim_sum.ilog2());
        let changes = highest_unbalanced.map_or_else(Vec::new, |bit| {
            heaps
                .iter()
                .enumerate()
                .filter(|&(_, &h)| h & bit != 0)
                .map(|(heap, &from)| HeapChange {
                    heap,
                    from,
                    to: from ^ nim_sum,
                })
                .collect()
        });
        let survivors: Vec<Option<usize>> = columns
            .iter()
            .map(|&c| {
                let holders = heaps.iter().filter(|&&h| h & c != 0).count();
                (holders % 2 == 1)
                    .then(|| heaps.iter().position(|&h| h & c != 0))
                    .flatten()
            })
            .collect();
        let components = heaps
            .iter()
            .enumerate()
            .map(|(index, &h)| {
                columns
                    .iter()
                    .zip(&survivors)
                    .filter(|&(&c, _)| h & c != 0)
                    .map(|(&value, &survivor)| Component {
                        value,
                        cancelled: survivor != Some(index),
                    })
                    .collect()
            })
            .collect();
        Self {
            heaps: heaps.to_vec(),
            columns,
            rows,
            column_parity,
            nim_sum,
            highest_unbalanced,
            changes,
            components,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::NimSumBreakdown;

    #[test]
    fn seed_000_table_for_13_15_17() {
        let table = NimSumBreakdown::of(&[13, 15, 17]);
        assert_eq!(table.columns, vec![16, 8, 4, 2, 1]);
        assert_eq!(table.rows[0], vec![false, true, true, false, true]);
        assert_eq!(table.rows[2], vec![true, false, false, false, true]);
        assert_eq!(table.column_parity, vec![true, false, false, true, true]);
        assert_eq!(table.nim_sum, 19);
        assert_eq!(table.highest_unbalanced, Some(16));
        assert_eq!(table.changes.len(), 1);
        assert_eq!((table.changes[0].heap, table.changes[0].to), (2, 2));
    }

    #[test]
    fn empty_and_zero_heaps_still_have_the_units_column() {
        let table = NimSumBreakdown::of(&[0, 0]);
        assert_eq!(table.columns, vec![1]);
        assert_eq!(table.nim_sum, 0);
        assert!(table.changes.is_empty());
        assert!(table.components.iter().all(Vec::is_empty));
        assert_eq!(NimSumBreakdown::of(&[]).columns, vec![1]);
    }

    #[test]
    fn seed_003_components_of_3_4_5_leave_the_two_in_the_first_heap() {
        let table = NimSumBreakdown::of(&[3, 4, 5]);
        let survivors: Vec<(usize, u32)> = table
            .components
            .iter()
            .enumerate()
            .flat_map(|(h, parts)| {
                parts
                    .iter()
                    .filter(|c| !c.cancelled)
                    .map(move |c| (h, c.value))
            })
            .collect();
        assert_eq!(survivors, vec![(0, 2)]);
        assert_eq!(table.changes[0].to, 1);
    }

    #[test]
    fn seed_001_example_1f_keeps_one_seven_and_cancels_the_rest() {
        let table = NimSumBreakdown::of(&[4, 7, 12, 7, 12, 7]);
        assert_eq!(table.nim_sum, 3);
        let survivors: Vec<(usize, u32)> = table
            .components
            .iter()
            .enumerate()
            .flat_map(|(h, parts)| {
                parts
                    .iter()
                    .filter(|c| !c.cancelled)
                    .map(move |c| (h, c.value))
            })
            .collect();
        assert_eq!(survivors, vec![(1, 2), (1, 1)]);
    }
}
