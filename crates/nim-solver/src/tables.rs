//! Tables of P-positions for a fixed number of heaps, for worksheets and the open questions.

use crate::search::{self, Rule, Table};
use crate::{blocking, misere, pass, Outcome, SolveError};

/// The most tuples (or search work) one table may take: about a second natively.
pub const TABLE_BUDGET: u64 = 1 << 24;

/// The heap variants whose P-positions can be tabulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Normal-play Nim.
    Normal,
    /// Misère Nim.
    Misere,
    /// Blocking Nim with `blocks` forbidden moves per turn (start-of-turn positions).
    Blocking {
        /// Moves forbidden per turn.
        blocks: u32,
    },
    /// Nim with a Pass, the pass still available.
    Pass,
}

/// How many ascending tuples of `heaps` entries in `0..=max` there are: C(max + heaps, heaps).
fn tuple_count(heaps: usize, max: u32) -> u64 {
    let mut count: u64 = 1;
    for i in 1..=heaps as u64 {
        count = count.saturating_mul(u64::from(max) + i) / i;
        if count > TABLE_BUDGET << 8 {
            return u64::MAX;
        }
    }
    count
}

/// Every `P`-position with `heaps` heaps of at most `max` counters (empty heaps included), each
/// sorted ascending, in lexicographic order.
pub fn p_positions(family: Family, heaps: usize, max: u32) -> Result<Vec<Vec<u32>>, SolveError> {
    let tuples = tuple_count(heaps, max);
    let searched = matches!(family, Family::Pass if heaps != 3)
        || matches!(family, Family::Blocking { blocks } if !crate::blocking_theorem_applies(heaps, blocks));
    let work = if searched {
        tuples.max(search::estimate(&vec![max; heaps]))
    } else {
        tuples
    };
    if work > TABLE_BUDGET {
        return Err(SolveError::TooLarge {
            states: work,
            limit: TABLE_BUDGET,
        });
    }
    if family == Family::Pass && heaps == 3 {
        return Ok(pass::pass_three_heap_p_positions(max)
            .into_iter()
            .map(Vec::from)
            .collect());
    }
    let table = match family {
        Family::Pass if searched => Some(Table::build(&vec![max; heaps], Rule::PassAvailable)),
        Family::Blocking { blocks } if searched => {
            Some(Table::build(&vec![max; heaps], Rule::Blocking { blocks }))
        }
        _ => None,
    };
    let is_p = |tuple: &[u32]| match (family, &table) {
        (_, Some(table)) => table.is_p(tuple),
        (Family::Normal, None) => crate::breakdown::nim_sum(tuple) == 0,
        (Family::Misere, None) => misere::outcome(tuple) == Outcome::PreviousPlayerWins,
        (Family::Blocking { blocks }, None) => blocking::is_p(tuple, blocks),
        (Family::Pass, None) => pass::is_p(tuple),
    };
    let mut positions = Vec::new();
    let mut tuple = vec![0u32; heaps];
    loop {
        if is_p(&tuple) {
            positions.push(tuple.clone());
        }
        // Next ascending tuple in lexicographic order.
        let Some(i) = tuple.iter().rposition(|&v| v < max) else {
            break;
        };
        let value = tuple[i] + 1;
        tuple[i..].iter_mut().for_each(|v| *v = value);
    }
    Ok(positions)
}
