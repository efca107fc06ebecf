//! The games, the modes and the app's limits in words.

use nim_solver::{CoinRule, STATE_BUDGET};

use crate::model::{
    LimitProblem, Mode, Variant, MAX_BLOCKS, MAX_HEAPS, MAX_HEAP_SIZE, MAX_MOVES, MAX_PARTS,
    MAX_PART_SIZE, MAX_RING, MAX_STAIR_COINS, MAX_SUM_TOKENS,
};
use crate::t;

/// The name people read for a variant or a mode.
pub trait Title {
    /// The name, capitalised as in a menu, in the language shown.
    fn name(self) -> String;
}

impl Title for Variant {
    fn name(self) -> String {
        match self {
            Variant::Nim => t!(BoardVariantNim),
            Variant::Misere => t!(BoardVariantMisere),
            Variant::Circle => t!(BoardVariantCircle),
            Variant::Blocking => t!(BoardVariantBlocking),
            Variant::Pass => t!(BoardVariantPass),
            Variant::SumOfGames => t!(BoardVariantSum),
            Variant::Wythoff => t!(BoardVariantWythoff),
            Variant::Staircase => t!(BoardVariantStaircase),
            Variant::Fibonacci => t!(BoardVariantFibonacci),
            Variant::Moore => t!(BoardVariantMoore),
            Variant::Coins => t!(BoardVariantCoins),
            Variant::Corners => t!(BoardVariantCorners),
            Variant::Hackenbush => t!(BoardVariantHackenbush),
        }
    }
}

impl Title for Mode {
    fn name(self) -> String {
        match self {
            Mode::Computer => t!(BoardModeComputer),
            Mode::TwoPlayers => t!(BoardModeTwoPlayers),
            Mode::Analysis => t!(BoardModeAnalysis),
        }
    }
}

/// A coin-turning rule's name: "Mock Turtles".
pub fn coin_rule_name(rule: CoinRule) -> String {
    t!(BoardCoinRule, rule = rule.key())
}

/// A row of coins as links write it (`THHT`), kept left to right in every script.
pub fn coin_letters(row: &[bool]) -> String {
    crate::i18n::left_to_right(row.iter().map(|&h| if h { 'H' } else { 'T' }).collect())
}

/// A grid's heads as links write them, `1:1, 2:3`, kept left to right in every script.
pub fn grid_cells(heads: &[nim_solver::GridCell]) -> String {
    let cells: Vec<String> = heads.iter().map(|&(x, y)| format!("{x}:{y}")).collect();
    crate::i18n::left_to_right(cells.join(", "))
}

/// A preset's button: its heaps as the documents write them (`4-3-2`), its ring, or its rule
/// and row of coins.
pub fn preset_label(game: &nim_solver::Game) -> String {
    if let Some((picture, _)) = game.rules().drawing() {
        let name = nim_solver::preset_name(picture).unwrap_or("picture");
        return t!(BoardPresetPicture, name = name);
    }
    if let Some((rule, row)) = game.rules().coin_row() {
        return t!(
            BoardPresetCoins,
            rule = coin_rule_name(rule),
            row = coin_letters(&row)
        );
    }
    if let Some(heads) = game.rules().grid() {
        return grid_cells(&heads);
    }
    match (game.heaps(), game.ring()) {
        (Some(heaps), _) => {
            let sizes: Vec<String> = heaps.iter().map(u32::to_string).collect();
            let heaps = crate::i18n::left_to_right(sizes.join("-"));
            match game.rules().heaps_per_move() {
                Some(k) => t!(BoardPresetHeapsPerMove, heaps = heaps, k = k),
                None => heaps,
            }
        }
        (None, Some(ring)) if ring.contains(&false) => {
            t!(BoardPresetBrokenRing, places = ring.len())
        }
        (None, Some(ring)) => t!(BoardPresetRing, places = ring.len()),
        (None, None) if game.rules().parts().is_some() => {
            super::sum::parts_text(game.rules().parts().unwrap_or_default())
        }
        (None, None) => game.to_string(),
    }
}

/// A variant's limits, shown next to the editor.
pub fn limits_text(variant: Variant) -> String {
    match variant {
        Variant::Nim | Variant::Misere => {
            t!(BoardLimitsNim, heaps = MAX_HEAPS, size = MAX_HEAP_SIZE)
        }
        Variant::Circle => t!(BoardLimitsCircle, places = MAX_RING),
        Variant::Wythoff => t!(BoardLimitsWythoff, size = MAX_HEAP_SIZE),
        Variant::Staircase => t!(
            BoardLimitsStaircase,
            steps = MAX_HEAPS,
            coins = MAX_STAIR_COINS
        ),
        Variant::Fibonacci => t!(BoardLimitsFibonacci, size = MAX_HEAP_SIZE),
        Variant::Moore => t!(
            BoardLimitsMoore,
            heaps = MAX_HEAPS,
            size = MAX_HEAP_SIZE,
            moves = MAX_MOVES
        ),
        Variant::SumOfGames => t!(SumLimits, parts = MAX_PARTS, size = MAX_PART_SIZE),
        Variant::Coins => t!(BoardLimitsCoins, coins = nim_solver::MAX_COINS),
        Variant::Corners => t!(BoardLimitsCorners, side = nim_solver::GRID_SIDE),
        Variant::Hackenbush => t!(BoardLimitsPicture, edges = nim_solver::MAX_EDGES),
        Variant::Blocking | Variant::Pass => t!(
            BoardLimitsSearched,
            heaps = MAX_HEAPS,
            size = MAX_HEAP_SIZE,
            steps = STATE_BUDGET
        ),
    }
}

/// Why a position is outside the app's limits.
pub fn limit_problem(problem: LimitProblem) -> String {
    match problem {
        LimitProblem::NoHeaps => t!(BoardLimitNoHeaps),
        LimitProblem::HeapCount { heaps, needs } => {
            t!(BoardLimitHeapCount, heaps = heaps, needs = needs)
        }
        LimitProblem::TooManyHeaps { heaps } => {
            t!(BoardLimitTooManyHeaps, heaps = heaps, limit = MAX_HEAPS)
        }
        LimitProblem::TooManySteps { steps } => {
            t!(BoardLimitTooManySteps, steps = steps, limit = MAX_HEAPS)
        }
        LimitProblem::HeapTooLarge { size } => {
            t!(BoardLimitHeapTooLarge, size = size, limit = MAX_HEAP_SIZE)
        }
        LimitProblem::EmptyRing => t!(BoardLimitEmptyRing),
        LimitProblem::TooManyParts { parts, tokens } => t!(
            BoardLimitTooManyParts,
            parts = parts,
            tokens = tokens,
            limit = MAX_PARTS,
            most = MAX_SUM_TOKENS
        ),
        LimitProblem::PartTooLarge { size } => {
            t!(BoardLimitPartTooLarge, size = size, limit = MAX_PART_SIZE)
        }
        LimitProblem::RingTooLarge { places } => {
            t!(BoardLimitRingTooLarge, places = places, limit = MAX_RING)
        }
        LimitProblem::LastTakeTooLarge { last, most } => {
            t!(BoardLimitLastTakeTooLarge, last = last, most = most)
        }
        LimitProblem::BadBlocks { blocks } => {
            t!(BoardLimitBadBlocks, blocks = blocks, limit = MAX_BLOCKS)
        }
        LimitProblem::TooLargeToSolve { states } => {
            t!(
                BoardLimitTooLargeToSolve,
                steps = states,
                limit = STATE_BUDGET
            )
        }
        LimitProblem::BadHeapsPerMove { k, most } => t!(BoardLimitBadK, k = k, most = most),
        LimitProblem::TooManyCoins { coins } => {
            t!(
                BoardLimitTooManyCoins,
                coins = coins,
                limit = MAX_STAIR_COINS
            )
        }
        LimitProblem::TooManyMoves { moves } => {
            t!(BoardLimitTooManyMoves, moves = moves, limit = MAX_MOVES)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_and_mode_has_a_distinct_title() {
        let mut titles: Vec<String> = Variant::ALL.iter().map(|v| v.name()).collect();
        titles.extend(Mode::ALL.iter().map(|m| m.name()));
        let count = titles.len();
        titles.sort_unstable();
        titles.dedup();
        assert_eq!(titles.len(), count);
    }

    #[test]
    fn limits_name_their_numbers() {
        assert!(limit_problem(LimitProblem::HeapTooLarge { size: 99 }).contains("99"));
        assert!(limit_problem(LimitProblem::TooManyHeaps { heaps: 9 }).contains("9 heaps"));
        assert!(limit_problem(LimitProblem::TooManySteps { steps: 9 }).contains("9 steps"));
        assert!(limits_text(Variant::Circle).contains(&MAX_RING.to_string()));
    }
}
