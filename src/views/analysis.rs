//! The games' analyses (the solver's `Rules::analyze`, explanations as data) are one chunk,
//! registered with the solver when fetched: the first load carries Nim's alone. A state that
//! needs another game's before it is here holds `SolveError::NotLoaded` answers; the app fetches
//! the chunk ([`fetch`]) and computes them (`Action::AnalysisLoaded`). One chunk for all: it
//! weighs less than a split point per game costs the first load.

use nim_solver::analyzers::{register, register_all, registered};
use nim_solver::{Nim, Variant};

use crate::views::chunk::ChunkError;

fn register_every_game((): ()) {
    register_all();
}

crate::views::chunk::split_fn!(
    /// Fetches every game's analysis and registers it.
    analysis: fn analyses(()) -> () = register_every_game
);

/// Fetches the games' analyses and registers them.
pub async fn fetch() -> Result<(), ChunkError> {
    analyses(()).await
}

/// Whether `variant`'s analysis is here. Nim's, the opening game's, is in the first load; a
/// build without the splitter links every game's, and registers them when first asked.
pub fn ready(variant: Variant) -> bool {
    register::<Nim>();
    #[cfg(not(feature = "split"))]
    if !registered(variant) {
        use std::future::Future;
        use std::task::{Context, Waker};
        let _ = std::pin::pin!(analyses(()))
            .as_mut()
            .poll(&mut Context::from_waker(Waker::noop()));
    }
    registered(variant)
}
