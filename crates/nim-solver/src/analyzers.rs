//! Where [`crate::Game::analyze`] finds each game's analysis. Without the feature `lazy` it is
//! every game's, linked in. With it (the app's wasm) a game's is found only once registered,
//! by the code fetched with it, so a program's first load carries only the games it opens on.

use crate::game::Member;
use crate::{Analysis, Game, Rules, Variant};

/// A game's analysis of one of its positions; `None` for a position of another game.
pub type Analyzer = fn(&Game) -> Option<Analysis>;

/// The analysis of the game `G`.
pub fn analyzer<G: Member>() -> Analyzer {
    |game| G::of(game).map(Rules::analyze)
}

#[cfg(feature = "lazy")]
static REGISTERED: [std::sync::OnceLock<Analyzer>; Variant::ALL.len()] =
    [const { std::sync::OnceLock::new() }; Variant::ALL.len()];

/// Makes `G`'s analysis available to [`crate::Game::analyze`] (once; later calls change nothing).
pub fn register<G: Member>() {
    set(G::VARIANT, analyzer::<G>);
}

/// Registers every game's analysis: for a part of a program that may analyse any game.
pub fn register_all() {
    for variant in Variant::ALL {
        set(variant, || variant.analyzer());
    }
}

/// Fills `variant`'s slot with what `analyzer` gives, unless it is filled already.
#[cfg(feature = "lazy")]
fn set(variant: Variant, analyzer: impl FnOnce() -> Analyzer) {
    if let Some(slot) = REGISTERED.get(variant as usize) {
        slot.get_or_init(analyzer);
    }
}

/// Nothing to fill: every game's is linked in.
#[cfg(not(feature = "lazy"))]
fn set(_: Variant, _: impl FnOnce() -> Analyzer) {}

/// Whether `variant`'s analysis is available.
pub fn registered(variant: Variant) -> bool {
    lookup(variant).is_some()
}

/// `variant`'s analysis, once registered.
#[cfg(feature = "lazy")]
pub(crate) fn lookup(variant: Variant) -> Option<Analyzer> {
    REGISTERED
        .get(variant as usize)
        .and_then(|slot| slot.get().copied())
}

/// `variant`'s analysis: every game's is linked in.
#[cfg(not(feature = "lazy"))]
#[allow(clippy::unnecessary_wraps)] // The same signature as the `lazy` build's.
pub(crate) fn lookup(variant: Variant) -> Option<Analyzer> {
    Some(variant.analyzer())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_analyzer_answers_its_own_game_only() {
        register_all();
        for variant in Variant::ALL {
            let game = variant.opening();
            let analyze = lookup(variant).expect("every game's, registered");
            assert_eq!(
                analyze(&game).ok_or(crate::SolveError::NotLoaded(variant)),
                game.analyze()
            );
            for other in Variant::ALL.into_iter().filter(|&other| other != variant) {
                assert_eq!(analyze(&other.opening()), None, "{variant:?} on {other:?}");
            }
        }
    }
}
