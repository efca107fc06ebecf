//! Lasker's Nim: a move takes any number of counters from one heap, or splits a heap into two
//! non-empty heaps without taking any. Its Grundy values follow a pattern of period 4 (Ferguson,
//! Game Theory, Part I, ch. 4): `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`,
//! `g(4k+4) = 4k+3`. The values the solver uses come from the mex; the tests hold the pattern
//! against them, and check the proof's induction step (the pattern below `n` gives it at `n`).

use crate::octal::Leaves;

/// Every move from a heap of `n`, each once: what it leaves, one heap largest first, then two
/// heaps (the smaller growing), then nothing.
pub fn options(n: usize) -> Vec<Leaves> {
    let ones = (1..n).rev().map(Leaves::One);
    let twos = (1..=n / 2).map(|a| Leaves::Two(a, n - a));
    let nothing = (n > 0).then_some(Leaves::Nothing);
    ones.chain(twos).chain(nothing).collect()
}

/// `g(0..=max)` by the mex over every option: O(max²), for heaps a person plays.
pub fn values(max: u32) -> Vec<u16> {
    let mut values: Vec<u16> = Vec::with_capacity(max as usize + 1);
    for n in 0..=max as usize {
        // The mex is at most the number of options, below 2n + 3: larger values cannot matter.
        let mut seen = vec![false; 2 * n + 3];
        for leaves in options(n) {
            if let Some(slot) = seen.get_mut(usize::from(leaves.value(&values))) {
                *slot = true;
            }
        }
        let mex = seen
            .iter()
            .position(|&reached| !reached)
            .unwrap_or(seen.len());
        values.push(u16::try_from(mex).unwrap_or(u16::MAX));
    }
    values
}

/// Where a heap of `n` falls in the pattern of period 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Residue {
    /// An empty heap: value 0.
    Empty,
    /// `n = 4k+1` or `4k+2`: worth its size.
    Itself,
    /// `n = 4k+3`: worth one more.
    OneMore,
    /// `n = 4k+4`: worth one less.
    OneLess,
}

impl Residue {
    /// The heap's place in the pattern.
    pub fn of(n: u32) -> Residue {
        match n % 4 {
            _ if n == 0 => Residue::Empty,
            1 | 2 => Residue::Itself,
            3 => Residue::OneMore,
            _ => Residue::OneLess,
        }
    }
}

/// Where `n` stands in the pattern, `n = 4k + rest` with `rest` from 1 to 4: `(k, rest)`; `(0, 0)`
/// for an empty heap.
pub fn place(n: u32) -> (u32, u32) {
    let rest = if n == 0 { 0 } else { (n - 1) % 4 + 1 };
    ((n - rest) / 4, rest)
}

/// The pattern's value of a heap of `n`: the closed form stated above.
pub fn pattern(n: u32) -> u32 {
    match Residue::of(n) {
        Residue::Empty => 0,
        Residue::Itself => n,
        Residue::OneMore => n + 1,
        Residue::OneLess => n - 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_mex_gives_the_pattern_of_period_four() {
        assert_eq!(values(8), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
        let by_mex = values(600);
        assert!(by_mex
            .iter()
            .zip(0..)
            .all(|(&value, n)| u32::from(value) == pattern(n)));
    }

    #[test]
    fn options_list_every_take_and_every_split_once() {
        assert_eq!(
            options(4),
            [
                Leaves::One(3),
                Leaves::One(2),
                Leaves::One(1),
                Leaves::Two(1, 3),
                Leaves::Two(2, 2),
                Leaves::Nothing,
            ]
        );
        assert!(options(0).is_empty());
        assert_eq!(place(7), (1, 3));
        assert_eq!(place(8), (1, 4));
        assert_eq!(place(0), (0, 0));
    }

    proptest! {
        // The induction: with the pattern below n, the mex of n's options is the pattern at n.
        #[test]
        fn the_pattern_is_the_mex_of_its_own_options(n in 1u32..5_000) {
            let below: Vec<u16> = (0..n).map(|m| pattern(m) as u16).collect();
            let mut reached: Vec<u32> = options(n as usize)
                .into_iter()
                .map(|leaves| match leaves {
                    Leaves::Nothing => 0,
                    Leaves::One(a) => u32::from(below[a]),
                    Leaves::Two(a, b) => u32::from(below[a] ^ below[b]),
                })
                .collect();
            reached.sort_unstable();
            reached.dedup();
            let mex = (0..=reached.len() as u32).find(|v| reached.binary_search(v).is_err());
            prop_assert_eq!(mex, Some(pattern(n)));
        }
    }
}
