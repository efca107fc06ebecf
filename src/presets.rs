//! Positions from the source documents, and random positions worth playing.

use nim_solver::{Outcome, SplitMix64};

use crate::model::{Setup, Variant};

/// A named starting position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// What the button says.
    pub label: &'static str,
    /// The position.
    pub setup: Setup,
}

fn heaps(variant: Variant, heaps: &[u32]) -> Setup {
    Setup {
        variant,
        heaps: heaps.to_vec(),
        ..Setup::default()
    }
}

fn ring(places: usize) -> Setup {
    Setup {
        variant: Variant::Circle,
        ring: vec![true; places],
        ..Setup::default()
    }
}

/// The presets of one variant, in the order of the documents.
pub fn presets(variant: Variant) -> Vec<Preset> {
    let p = |label, setup| Preset { label, setup };
    match variant {
        Variant::Nim => vec![
            p("4-3-2", heaps(variant, &[4, 3, 2])),
            p("3-4-5", heaps(variant, &[3, 4, 5])),
            p("5-4-3", heaps(variant, &[5, 4, 3])),
            p("13-15-17", heaps(variant, &[13, 15, 17])),
            p("5-8-16", heaps(variant, &[5, 8, 16])),
            p("1-2-3-5-8-13", heaps(variant, &[1, 2, 3, 5, 8, 13])),
        ],
        Variant::Misere => vec![
            p("Classic 4-3-2", heaps(variant, &[4, 3, 2])),
            p("5-4-3", heaps(variant, &[5, 4, 3])),
            p("1-1-5-5", heaps(variant, &[1, 1, 5, 5])),
            p("1-1-1-14", heaps(variant, &[1, 1, 1, 14])),
        ],
        Variant::Circle => vec![
            p("Ring of 10", ring(10)),
            p("Ring of 7", ring(7)),
            p(
                "Broken ring of 10",
                Setup {
                    variant,
                    ring: (0..10).map(|i| i != 0 && i != 4).collect(),
                    ..Setup::default()
                },
            ),
        ],
        Variant::Blocking => vec![
            p("6-10-10", heaps(variant, &[6, 10, 10])),
            p("2-3-6", heaps(variant, &[2, 3, 6])),
            p("4-4-4", heaps(variant, &[4, 4, 4])),
        ],
        Variant::Pass => vec![
            p("[1, 2]", heaps(variant, &[1, 2])),
            p("[1, 3]", heaps(variant, &[1, 3])),
            p("[1, 2, 3]", heaps(variant, &[1, 2, 3])),
            p("[2, 3, 5]", heaps(variant, &[2, 3, 5])),
        ],
    }
}

/// The position a variant opens with: its first preset.
pub fn default_setup(variant: Variant) -> Setup {
    presets(variant)
        .into_iter()
        .next()
        .map_or_else(Setup::default, |preset| preset.setup)
}

/// The solver's seeded generator, with the range the presets need.
struct Rng(SplitMix64);

impl Rng {
    /// A number in `low..=high`.
    fn between(&mut self, low: u32, high: u32) -> u32 {
        low + self.0.below(u64::from(high - low + 1)) as u32
    }
}

fn candidate(variant: Variant, blocks: u32, rng: &mut Rng) -> Setup {
    match variant {
        Variant::Circle => {
            let length = rng.between(6, 14) as usize;
            let mut markers = vec![true; length];
            for _ in 0..rng.between(1, 3) {
                let place = rng.between(0, length as u32 - 1) as usize;
                markers[place] = false;
            }
            Setup {
                variant,
                ring: markers,
                ..Setup::default()
            }
        }
        Variant::Blocking | Variant::Pass => {
            let count = rng.between(2, 3) as usize;
            Setup {
                variant,
                heaps: (0..count).map(|_| rng.between(1, 9)).collect(),
                blocks,
                ..Setup::default()
            }
        }
        Variant::Nim | Variant::Misere => {
            let count = rng.between(3, 5) as usize;
            Setup {
                variant,
                heaps: (0..count).map(|_| rng.between(1, 15)).collect(),
                ..Setup::default()
            }
        }
    }
}

/// A random position the solver calls interesting: a `P`-position, or an `N`-position with a
/// single winning move; the last candidate within the limits if none of a few dozen is.
pub fn random_setup(variant: Variant, blocks: u32, seed: u64) -> Setup {
    let mut rng = Rng(SplitMix64::new(seed));
    let mut fallback = default_setup(variant);
    for _ in 0..40 {
        let setup = candidate(variant, blocks, &mut rng);
        if setup.limit_problem().is_some() {
            continue;
        }
        if let Ok(analysis) = setup.game().analyze() {
            let interesting = analysis.outcome == Outcome::PreviousPlayerWins
                || analysis.winning_moves.len() == 1;
            // Skip positions already over: nothing to play.
            if interesting && !setup.game().legal_moves().is_empty() {
                return setup;
            }
            fallback = setup;
        }
    }
    fallback
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_within_the_limits_and_of_its_variant() {
        for variant in Variant::ALL {
            let list = presets(variant);
            assert!(!list.is_empty());
            for preset in list {
                assert_eq!(preset.setup.variant, variant, "{}", preset.label);
                assert_eq!(preset.setup.limit_problem(), None, "{}", preset.label);
            }
        }
    }

    #[test]
    fn random_positions_depend_on_the_seed_only() {
        assert_eq!(
            random_setup(Variant::Nim, 1, 42),
            random_setup(Variant::Nim, 1, 42)
        );
        let different = (0..10)
            .map(|seed| random_setup(Variant::Nim, 1, seed).heaps)
            .collect::<std::collections::HashSet<_>>();
        assert!(different.len() > 1);
    }

    #[test]
    fn random_positions_are_p_positions_or_have_one_winning_move() {
        for seed in 0..30 {
            let analysis = random_setup(Variant::Nim, 1, seed)
                .game()
                .analyze()
                .expect("within the budget");
            assert!(
                analysis.outcome == Outcome::PreviousPlayerWins
                    || analysis.winning_moves.len() == 1
            );
        }
    }
}
