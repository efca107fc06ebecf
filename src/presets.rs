//! The positions the source documents study, and random positions worth playing: both drawn
//! by the solver, each game's in its own file.

use nim_solver::{Level, Outcome, SplitMix64};

use crate::model::{Setup, Variant};

/// A named starting position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// What the button says.
    pub label: String,
    /// The position.
    pub setup: Setup,
}

/// The presets of one variant, in the order of the documents.
pub fn presets(variant: Variant) -> Vec<Preset> {
    variant
        .presets()
        .into_iter()
        .map(|game| Preset {
            label: crate::words::variants::preset_label(&game),
            setup: Setup::from_game(&game, &Setup::default()),
        })
        .collect()
}

/// The position a variant opens with: its opening, not the presets' list (which, with its
/// labels, stays in the editor's chunk).
pub fn default_setup(variant: Variant) -> Setup {
    Setup::from_game(&variant.opening(), &Setup::default())
}

/// A random position the solver calls interesting: a `P`-position, or an `N`-position with a
/// single winning move; the last candidate within the limits if none of a few dozen is. The
/// candidates are the solver's practice positions (level 2), with the board's blocks per turn.
pub fn random_setup(variant: Variant, blocks: u32, seed: u64) -> Setup {
    let mut rng = SplitMix64::new(seed);
    let mut fallback = default_setup(variant);
    for _ in 0..40 {
        let practice = variant.practice(Level::Two, &mut rng);
        let mut setup = Setup::from_game(&practice, &fallback);
        setup.blocks = practice.blocks().map_or(setup.blocks, |_| blocks);
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
                assert!(!preset.label.is_empty());
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
