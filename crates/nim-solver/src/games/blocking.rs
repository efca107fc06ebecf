//! Blocking Nim: seed 000's theorem for three heaps and one block, exact search otherwise.

use crate::game::{Board, GameKind, Rules, Shape};
use crate::game::Method;
use crate::Prediction;
use crate::search::{self, Rule, Table};
use crate::{
    heaps, Analysis, BlockingExplanation, BlockingRule, Explanation, Game, Level, Move, MoveError,
    Outcome, ParseError, Phase, PositionError, SplitMix64,
};

/// A Blocking Nim position: the heaps, the blocks per turn, and what the blocker has forbidden
/// so far this turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Blocking {
    /// Counters in each heap.
    pub heaps: Vec<u32>,
    /// How many moves the blocker forbids before every move (k >= 1).
    pub blocks: u32,
    /// The moves forbidden so far this turn, as `(heap, to)`; cleared by every `Take`.
    pub forbidden: Vec<(usize, u32)>,
}

impl Blocking {
    /// The position at the start of a turn: nothing forbidden yet.
    pub fn new(heaps: Vec<u32>, blocks: u32) -> Blocking {
        Blocking {
            heaps,
            blocks,
            forbidden: Vec::new(),
        }
    }
}

impl Rules for Blocking {
    fn phase(&self) -> Phase {
        phase(&self.heaps, self.blocks, &self.forbidden)
    }

    fn legal_moves(&self) -> Vec<Move> {
        legal_moves(&self.heaps, self.blocks, &self.forbidden)
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        apply(&self.heaps, self.blocks, &self.forbidden, mv)
    }

    fn search_size(&self) -> u64 {
        search_size(&self.heaps, self.blocks)
    }

    fn analyze(&self) -> Analysis {
        analyze(&self.heaps, self.blocks, &self.forbidden)
    }

    fn validate(&self) -> Result<(), PositionError> {
        heaps::validate(&self.heaps)?;
        if self.blocks == 0 {
            Err(PositionError::NoBlocks)
        } else {
            Ok(())
        }
    }

    fn start_of_turn(&self) -> Game {
        Game::Blocking(Blocking::new(self.heaps.clone(), self.blocks))
    }

    fn canonical(&self) -> Game {
        Game::Blocking(Blocking::new(
            heaps::largest_first(&self.heaps),
            self.blocks,
        ))
    }

    /// The mover's whole turns: every `Take` (whatever the blocker may forbid) and the next
    /// start-of-turn position it leads to, in legal-move order.
    fn turns(&self) -> Vec<(Move, Game)> {
        if let Phase::Over(_) = self.phase() {
            return Vec::new();
        }
        heaps::takes(&self.heaps)
            .filter_map(|mv| match mv {
                Move::Take { heap, to } => heaps::take(&self.heaps, heap, to)
                    .ok()
                    .map(|after| (mv, Game::Blocking(Blocking::new(after, self.blocks)))),
                _ => None,
            })
            .collect()
    }

    fn take_or_forbid(&self, heap: usize, to: u32) -> Move {
        match self.phase() {
            Phase::Block { .. } => Move::Forbid { heap, to },
            Phase::Move | Phase::Over(_) => Move::Take { heap, to },
        }
    }

    /// `&heaps=3,4,5&blocks=1`, and mid-turn the forbidden moves as `&forbid=heap-to,…`.
    fn write_fields(&self, text: &mut String) {
        heaps::write_field(text, &self.heaps);
        text.push_str("&blocks=");
        text.push_str(&self.blocks.to_string());
        if !self.forbidden.is_empty() {
            let words: Vec<String> = self
                .forbidden
                .iter()
                .map(|(heap, to)| format!("{heap}-{to}"))
                .collect();
            text.push_str("&forbid=");
            text.push_str(&words.join(","));
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            heaps: self.heaps.clone(),
            blocks: self.blocks,
            forbidden: self.forbidden.clone(),
            ..Shape::default()
        }
    }

    fn heaps(&self) -> Option<&[u32]> {
        Some(&self.heaps)
    }

    fn blocks(&self) -> Option<u32> {
        Some(self.blocks)
    }

    fn forbidden(&self) -> &[(usize, u32)] {
        &self.forbidden
    }
}

impl GameKind for Blocking {
    /// Seed 000's theorem where it applies (never for an atlas slice, drawn against it), exact
    /// search otherwise.
    fn table_method(heaps: usize, blocks: u32, searched: bool) -> Option<Method> {
        Some(if !searched && blocking_theorem_applies(heaps, blocks) {
            Method::ClosedForm(theorem_p)
        } else {
            Method::Search(rule(blocks))
        })
    }

    fn prediction(heaps: usize, blocks: u32) -> Option<Prediction> {
        blocking_theorem_applies(heaps, blocks).then_some(Prediction {
            predicts: |heaps| Some(theorem_p(heaps)),
            silent_from: |_| None,
        })
    }

    const KEY: &'static str = "blocking";
    const BOARD: Board = Board::Heaps;

    /// Forbids that are not the blocker's to make here (no such take, one twice, more than
    /// `blocks`, or every move forbidden) are all dropped, with one problem: the blocker's phase.
    fn from_shape(shape: Shape, problems: &mut Vec<ParseError>) -> Self {
        let mut position = Blocking::new(shape.heaps, shape.blocks);
        if shape.forbidden.is_empty() {
            return position;
        }
        let mut check = position.clone();
        for &(heap, to) in &shape.forbidden {
            let forbid = Move::Forbid { heap, to };
            if let Ok(Game::Blocking(next)) = check.apply(&forbid) {
                check = next;
            } else {
                problems.push(ParseError::Forbid(crate::text::write_forbidden(
                    &shape.forbidden,
                )));
                return position;
            }
        }
        position.forbidden = check.forbidden;
        position
    }

    /// Level 1 three heaps and one block (seed 000's theorem covers it), level 2 that or two
    /// heaps (not covered), level 3 four heaps, or three heaps with two blocks (not covered).
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let (mut heaps, blocks) = match level {
            Level::One => (rng.heaps(3, 7), 1),
            Level::Two if rng.chance(1, 2) => (rng.heaps(3, 12), 1),
            Level::Two => (rng.heaps(2, 9), 1),
            Level::Three if rng.chance(1, 2) => (rng.heaps(4, 7), 1),
            Level::Three => (rng.heaps(3, 9), 2),
        };
        crate::practice::halve_until_solvable(&mut heaps, |heaps| search_size(heaps, blocks));
        Blocking::new(heaps, blocks)
    }

    /// Three heaps and one block, where seed 000's theorem applies: 6-10-10, 2-3-6
    /// (`a + b + 1 = c`) and 4-4-4 (`a = b = c`).
    fn opening() -> Self {
        Blocking::new(vec![6, 10, 10], 1)
    }

    fn presets() -> Vec<Self> {
        std::iter::once(Self::opening())
            .chain(
                [[2, 3, 6], [4, 4, 4]]
                    .into_iter()
                    .map(|heaps| Blocking::new(heaps.to_vec(), 1)),
            )
            .collect()
    }
}

/// The distinct forbidden moves that are real moves of `heaps` (malformed entries are ignored).
fn active_forbids(heaps: &[u32], forbidden: &[(usize, u32)]) -> Vec<(usize, u32)> {
    let mut active: Vec<(usize, u32)> = forbidden
        .iter()
        .copied()
        .filter(|&(heap, to)| heaps.get(heap).is_some_and(|&size| to < size))
        .collect();
    active.sort_unstable();
    active.dedup();
    active
}

pub(crate) fn phase(heaps: &[u32], blocks: u32, forbidden: &[(usize, u32)]) -> Phase {
    let moves = heaps::counters(heaps);
    if moves == 0 {
        return Phase::Over(crate::GameEnd::NoMovesLeft);
    }
    let needed = moves.min(u64::from(blocks));
    let made = active_forbids(heaps, forbidden).len() as u64;
    if made < needed {
        Phase::Block {
            remaining: (needed - made) as u32,
        }
    } else if made >= moves {
        Phase::Over(crate::GameEnd::AllMovesBlocked)
    } else {
        Phase::Move
    }
}

pub(crate) fn legal_moves(heaps: &[u32], blocks: u32, forbidden: &[(usize, u32)]) -> Vec<Move> {
    let phase = phase(heaps, blocks, forbidden);
    let active = active_forbids(heaps, forbidden);
    let allowed = heaps::takes(heaps).filter_map(|mv| match mv {
        Move::Take { heap, to } if active.binary_search(&(heap, to)).is_err() => Some((heap, to)),
        _ => None,
    });
    match phase {
        Phase::Block { .. } => allowed
            .map(|(heap, to)| Move::Forbid { heap, to })
            .collect(),
        Phase::Move => allowed.map(|(heap, to)| Move::Take { heap, to }).collect(),
        Phase::Over(_) => Vec::new(),
    }
}

pub(crate) fn apply(
    heaps: &[u32],
    blocks: u32,
    forbidden: &[(usize, u32)],
    mv: &Move,
) -> Result<Game, MoveError> {
    let phase = phase(heaps, blocks, forbidden);
    match (phase, mv) {
        (Phase::Over(_), _) => Err(MoveError::GameOver),
        (Phase::Block { .. }, &Move::Forbid { heap, to }) => {
            heaps::take(heaps, heap, to)?;
            if forbidden.contains(&(heap, to)) {
                return Err(MoveError::AlreadyForbidden { heap, to });
            }
            let mut forbidden = forbidden.to_vec();
            forbidden.push((heap, to));
            Ok(Game::Blocking(Blocking {
                heaps: heaps.to_vec(),
                blocks,
                forbidden,
            }))
        }
        (Phase::Move, &Move::Take { heap, to }) => {
            let after = heaps::take(heaps, heap, to)?;
            if forbidden.contains(&(heap, to)) {
                return Err(MoveError::Forbidden { heap, to });
            }
            Ok(Game::Blocking(Blocking::new(after, blocks)))
        }
        _ => Err(MoveError::WrongKind),
    }
}

/// Whether the theorem of *Three Pile Nim with Blocking* decides Blocking Nim with `heaps` heaps
/// and `blocks` forbidden moves per turn: three heaps, one block.
pub fn blocking_theorem_applies(heaps: usize, blocks: u32) -> bool {
    heaps == 3 && blocks == 1
}

/// Seed 000's theorem: sorted `a <= b <= c` is `P` iff `a = b = c` or `a + b + 1 = c`.
pub(crate) fn theorem(heaps: [u32; 3]) -> BlockingRule {
    let mut sorted = heaps;
    sorted.sort_unstable();
    let [a, b, c] = sorted;
    BlockingRule::ThreeHeapTheorem {
        sorted,
        all_equal: a == b && b == c,
        sum_plus_one: u64::from(a) + u64::from(b) + 1 == u64::from(c),
    }
}

fn theorem_says_p(heaps: [u32; 3]) -> bool {
    matches!(theorem(heaps), BlockingRule::ThreeHeapTheorem { all_equal, sum_plus_one, .. } if all_equal || sum_plus_one)
}

/// The search's rule: `N` iff more moves lead to `P` than the blocker can forbid.
pub(crate) fn rule(blocks: u32) -> Rule {
    Rule {
        tolerated: blocks,
        wins_outright: None,
    }
}

pub(crate) fn search_size(heaps: &[u32], blocks: u32) -> u64 {
    if blocking_theorem_applies(heaps.len(), blocks) {
        0
    } else {
        search::estimate(heaps, rule(blocks))
    }
}

/// The moves to `P` (ignoring what is forbidden) and the rule that decided them.
fn moves_to_p(heaps: &[u32], blocks: u32) -> (Vec<(usize, u32)>, BlockingRule) {
    if let Ok(three) = <[u32; 3]>::try_from(heaps) {
        if blocks == 1 {
            // After a move to P the new heap is equal to both others, or one more than their sum,
            // or the larger other minus the smaller minus one.
            let moves = heaps::candidate_takes(heaps, |heap| {
                let mut others: Vec<u32> =
                    (0..3).filter(|&i| i != heap).map(|i| three[i]).collect();
                others.sort_unstable();
                let (x, y) = (others[0], others[1]);
                let mut sizes = vec![x.saturating_add(y).saturating_add(1)];
                if x == y {
                    sizes.push(x);
                }
                if y > x {
                    sizes.push(y - x - 1);
                }
                sizes
            })
            .into_iter()
            .filter(|&(heap, to)| {
                let mut after = three;
                after[heap] = to;
                theorem_says_p(after)
            })
            .collect();
            return (moves, theorem(three));
        }
    }
    let table = Table::build(heaps, rule(blocks));
    (
        table.moves_to_p(heaps),
        BlockingRule::ExactSearch {
            states: table.visits,
        },
    )
}

pub(crate) fn analyze(heaps: &[u32], blocks: u32, forbidden: &[(usize, u32)]) -> Analysis {
    let (to_p, rule) = moves_to_p(heaps, blocks);
    let active = active_forbids(heaps, forbidden);
    let allowed: Vec<(usize, u32)> = to_p
        .iter()
        .copied()
        .filter(|mv| active.binary_search(mv).is_err())
        .collect();
    let (outcome, winning_moves) = match phase(heaps, blocks, forbidden) {
        Phase::Over(_) => (Outcome::PreviousPlayerWins, Vec::new()),
        Phase::Move if allowed.is_empty() => (Outcome::PreviousPlayerWins, Vec::new()),
        Phase::Move => (
            Outcome::NextPlayerWins,
            allowed
                .iter()
                .map(|&(heap, to)| Move::Take { heap, to })
                .collect(),
        ),
        Phase::Block { remaining } if allowed.len() as u64 > u64::from(remaining) => {
            (Outcome::NextPlayerWins, Vec::new())
        }
        Phase::Block { .. } => (
            Outcome::PreviousPlayerWins,
            allowed
                .iter()
                .map(|&(heap, to)| Move::Forbid { heap, to })
                .collect(),
        ),
    };
    let to_p: Vec<Move> = to_p
        .into_iter()
        .map(|(heap, to)| Move::Take { heap, to })
        .collect();
    let must_forbid = if to_p.len() as u64 <= u64::from(blocks) {
        to_p.clone()
    } else {
        Vec::new()
    };
    Analysis {
        outcome,
        winning_moves,
        explanation: Explanation::Blocking(BlockingExplanation {
            blocks,
            rule,
            moves_to_p: to_p,
            must_forbid,
        }),
    }
}

/// Whether seed 000's theorem makes the three heaps `tuple` a `P`-position (for tables).
pub(crate) fn theorem_p(tuple: &[u32]) -> bool {
    <[u32; 3]>::try_from(tuple).is_ok_and(theorem_says_p)
}

