//! The state diagram of a position (seed 001's 4-3-2 Nim) and the recursive labelling procedure of
//! seed 002 as data: nodes are start-of-turn positions merged up to symmetry, arrows are turns.

use std::collections::HashMap;

use thiserror::Error;

use crate::{Game, GameEnd, Move, Outcome, Phase, PositionError, SolveError};

/// The most nodes a diagram is drawn with by default: legible on a phone and on a projector.
pub const DIAGRAM_NODES: usize = 100;

/// How far a refused diagram is still counted, so the refusal can say its size without hanging.
pub const COUNT_LIMIT: usize = 5_000;

/// The most turns a refused diagram's count looks at: positions with many moves each (a move
/// from several heaps) stop the count sooner, at the nodes found so far.
const COUNT_WORK: usize = 500_000;

/// Every position reachable from a start, merged up to symmetry, with the turns between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The positions; `nodes[0]` is the start.
    pub nodes: Vec<DiagramNode>,
    /// The arrows, grouped by the node they leave, in the order the turns are listed.
    pub edges: Vec<Edge>,
    /// Whether every turn out of every node is drawn (false for [`Game::diagram_along`]).
    pub complete: bool,
}

/// One position of a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramNode {
    /// The position in its merged form: heaps largest first; a ring as the greatest of its
    /// rotations and reflections (markers first); Blocking Nim at the start of a turn.
    pub game: Game,
    /// The position as first reached from the start, heaps in the board's order.
    pub seen_as: Game,
    /// Who wins from here, from the solver.
    pub outcome: Outcome,
    /// Its Grundy value (`P` iff 0), in a complete diagram of a game that has them
    /// ([`crate::Variant::has_grundy_values`]): the mex of the values its arrows reach.
    pub value: Option<u32>,
    /// How the game ended, for a terminal position.
    pub end: Option<GameEnd>,
    /// The most turns the game can still last from here (0 at a terminal position): every arrow
    /// goes from a greater height to a smaller one.
    pub height: u32,
    /// Indexes into [`Diagram::edges`] of the arrows leaving this node.
    pub out: Vec<usize>,
}

/// The kind of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// Counters or markers taken.
    Take,
    /// Nim with a Pass: the single pass used.
    Pass,
}

impl EdgeKind {
    /// The kind's spelling in a drawing's classes; `None` for a take, the plain arrow.
    pub fn key(self) -> Option<&'static str> {
        match self {
            EdgeKind::Take => None,
            EdgeKind::Pass => Some("pass"),
        }
    }
}

/// An arrow: every turn from one node to another, merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Index of the node it leaves.
    pub from: usize,
    /// Index of the node it reaches.
    pub to: usize,
    /// A take or the pass.
    pub kind: EdgeKind,
    /// How many distinct moves it stands for (2-2-1 to 2-1-1 is two moves of Blocking Nim, each
    /// of which the blocker would have to forbid).
    pub moves: u32,
}

/// How many nodes a refused diagram has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeCount {
    /// Exactly this many.
    Exactly(usize),
    /// More than this many (counting stopped there).
    MoreThan(usize),
}

/// Why a diagram cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DiagramError {
    /// More positions than the limit.
    #[error("the diagram has {nodes:?} positions; the limit is {limit}")]
    TooLarge {
        /// The diagram's size.
        nodes: NodeCount,
        /// The limit asked for.
        limit: usize,
    },
    /// A position of it is too large to solve.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// The start is malformed.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// Why a node gets its label in the procedure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A terminal position: `P` when the player to move has lost, `N` in misère, where the
    /// opponent took the last counter.
    Ended(GameEnd),
    /// `N`: an arrow reaches a node already labelled `P` (the step's edges).
    ReachesP,
    /// `P`: every arrow reaches a node labelled `N` (the step's edges are all of them).
    OnlyN,
    /// A game with a blocker: `to_p` of the mover's moves lead to `P`-labelled nodes; `P` iff
    /// `to_p <= blocks` (the blocker forbids them all).
    Counted {
        /// Moves to nodes labelled `P` (an arrow may stand for several moves).
        to_p: u32,
        /// Moves forbidden per turn.
        blocks: u32,
    },
    /// A game with Grundy values: the node's value is the smallest value none of its options
    /// has (the mex); `P` iff it is 0. The step's edges are all the node's arrows.
    Mex {
        /// The values of the positions its arrows reach, sorted and distinct (empty where the
        /// game ends).
        options: Vec<u32>,
        /// The smallest value not among them: the node's value.
        value: u32,
    },
}

/// One step of the labelling procedure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The node labelled.
    pub node: usize,
    /// Its label.
    pub outcome: Outcome,
    /// Why.
    pub reason: Reason,
    /// The arrows that justify it, as indexes into [`Diagram::edges`].
    pub edges: Vec<usize>,
}

impl Step {
    /// The node's Grundy value, when the step gives one.
    pub fn value(&self) -> Option<u32> {
        match self.reason {
            Reason::Mex { value, .. } => Some(value),
            _ => None,
        }
    }
}

/// The smallest value not among `sorted`, a sorted list without repeats.
fn mex(sorted: &[u32]) -> u32 {
    let mut value = 0;
    for &option in sorted {
        if option != value {
            break;
        }
        value += 1;
    }
    value
}

/// The position merged up to symmetry, at the start of a turn.
fn merged(game: &Game) -> Game {
    game.rules().canonical()
}

impl Game {
    /// Every whole turn from this start-of-turn position and where it leads: a move, or in
    /// Blocking Nim each of the mover's takes whatever the blocker forbids.
    pub fn turns(&self) -> Vec<(Move, Game)> {
        self.rules().turns()
    }

    /// The state diagram of every position reachable from this one (taken at the start of its
    /// turn), refused with its size when it has more than `limit` nodes.
    pub fn diagram(&self, limit: usize) -> Result<Diagram, DiagramError> {
        self.validate()?;
        let mut graph = Graph::default();
        graph.node(merged(self), self.clone());
        let mut next = 0;
        while next < graph.games.len() {
            if graph.games.len() > limit {
                return Err(DiagramError::TooLarge {
                    nodes: graph.count_on(next),
                    limit,
                });
            }
            graph.expand(next);
            next += 1;
        }
        if graph.games.len() > limit {
            return Err(DiagramError::TooLarge {
                nodes: NodeCount::Exactly(graph.games.len()),
                limit,
            });
        }
        graph.finish(true)
    }

    /// The part of the diagram a game went through: each position of `path` (this position
    /// first, then the positions the moves reached) with every turn out of it, refused over
    /// `limit` nodes. Mid-turn Blocking Nim positions count as their turn's start.
    pub fn diagram_along(&self, path: &[Game], limit: usize) -> Result<Diagram, DiagramError> {
        self.validate()?;
        let mut graph = Graph::default();
        graph.node(merged(self), self.clone());
        let mut expanded = Vec::new();
        for game in std::iter::once(self).chain(path) {
            let index = graph.node(merged(game), game.clone());
            if !expanded.contains(&index) {
                expanded.push(index);
                graph.expand(index);
            }
            if graph.games.len() > limit {
                return Err(DiagramError::TooLarge {
                    nodes: NodeCount::MoreThan(limit),
                    limit,
                });
            }
        }
        graph.finish(false)
    }
}

/// A diagram under construction.
#[derive(Default)]
struct Graph {
    index: HashMap<Game, usize>,
    games: Vec<(Game, Game)>,
    edges: Vec<Edge>,
}

impl Graph {
    /// The node of a merged position, added if new.
    fn node(&mut self, game: Game, seen_as: Game) -> usize {
        if let Some(&index) = self.index.get(&game) {
            return index;
        }
        let index = self.games.len();
        self.index.insert(game.clone(), index);
        self.games.push((game, seen_as));
        index
    }

    /// Adds the arrows out of node `from` (and the nodes they reach).
    fn expand(&mut self, from: usize) {
        let seen_as = self.games[from].1.clone();
        let first = self.edges.len();
        for (mv, after) in seen_as.start_of_turn().turns() {
            let kind = if mv == Move::Pass {
                EdgeKind::Pass
            } else {
                EdgeKind::Take
            };
            let to = self.node(merged(&after), after);
            if let Some(edge) = self.edges[first..]
                .iter_mut()
                .find(|e| e.to == to && e.kind == kind)
            {
                edge.moves += 1;
            } else {
                self.edges.push(Edge {
                    from,
                    to,
                    kind,
                    moves: 1,
                });
            }
        }
    }

    /// Counts on from node `next` without keeping arrows, up to [`COUNT_LIMIT`].
    fn count_on(&mut self, mut next: usize) -> NodeCount {
        let mut work = 0;
        while next < self.games.len() {
            if self.games.len() > COUNT_LIMIT {
                return NodeCount::MoreThan(COUNT_LIMIT);
            }
            let game = self.games[next].1.start_of_turn();
            work += game.rules().move_count() as usize;
            if work > COUNT_WORK {
                // Every node found is one; the unexpanded ones may lead to more.
                return NodeCount::MoreThan(self.games.len() - 1);
            }
            for (_, after) in game.turns() {
                self.node(merged(&after), after);
                if self.games.len() > COUNT_LIMIT {
                    return NodeCount::MoreThan(COUNT_LIMIT);
                }
            }
            next += 1;
        }
        NodeCount::Exactly(self.games.len())
    }

    fn finish(self, complete: bool) -> Result<Diagram, DiagramError> {
        let mut nodes = Vec::with_capacity(self.games.len());
        for (game, seen_as) in self.games {
            let outcome = game.outcome()?;
            let end = match game.phase() {
                Phase::Over(end) => Some(end),
                Phase::Move | Phase::Block { .. } => None,
            };
            nodes.push(DiagramNode {
                game,
                seen_as,
                outcome,
                value: None,
                end,
                height: 0,
                out: Vec::new(),
            });
        }
        for (index, edge) in self.edges.iter().enumerate() {
            nodes[edge.from].out.push(index);
        }
        let mut diagram = Diagram {
            nodes,
            edges: self.edges,
            complete,
        };
        diagram.set_heights();
        let grundy = diagram
            .nodes
            .first()
            .is_some_and(|n| n.game.variant().has_grundy_values());
        if complete && grundy {
            diagram.set_values();
        }
        Ok(diagram)
    }
}

impl Diagram {
    /// Heights by depth-first search; arrows always lead to smaller positions, so there are no
    /// cycles.
    fn set_heights(&mut self) {
        let mut height: Vec<Option<u32>> = vec![None; self.nodes.len()];
        let mut stack: Vec<(usize, bool)> = (0..self.nodes.len()).map(|n| (n, false)).collect();
        while let Some((node, children_done)) = stack.pop() {
            if height[node].is_some() {
                continue;
            }
            let children = self.nodes[node].out.iter().map(|&e| self.edges[e].to);
            if children_done {
                let tallest = children.filter_map(|c| height[c]).max();
                height[node] = Some(tallest.map_or(0, |h| h + 1));
            } else {
                stack.push((node, true));
                stack.extend(
                    children
                        .filter(|&c| height[c].is_none())
                        .map(|c| (c, false)),
                );
            }
        }
        for (node, h) in self.nodes.iter_mut().zip(height) {
            node.height = h.unwrap_or(0);
        }
    }

    /// The nodes lowest first: every arrow reaches a node earlier in this order.
    fn lowest_first(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.nodes.len()).collect();
        order.sort_by_key(|&n| (self.nodes[n].height, n));
        order
    }

    /// Grundy values by mex, lowest nodes first (their options are valued before them).
    fn set_values(&mut self) {
        for node in self.lowest_first() {
            let value = self.option_values(node).map_or(0, |options| mex(&options));
            self.nodes[node].value = Some(value);
        }
    }

    /// The values of the positions a node's arrows reach, sorted and distinct; `None` while one
    /// of them has no value (or the diagram has none).
    pub fn option_values(&self, node: usize) -> Option<Vec<u32>> {
        let mut values = self
            .children(node)
            .map(|(_, e)| self.nodes[e.to].value)
            .collect::<Option<Vec<u32>>>()?;
        values.sort_unstable();
        values.dedup();
        Some(values)
    }

    /// Whether the nodes carry Grundy values (a complete diagram of a normal-play impartial
    /// game).
    pub fn has_values(&self) -> bool {
        self.nodes.first().is_some_and(|n| n.value.is_some())
    }

    /// The node of a position, whatever its heaps' order, its ring's rotation or its forbids.
    pub fn find(&self, game: &Game) -> Option<usize> {
        let merged = merged(game);
        self.nodes.iter().position(|node| node.game == merged)
    }

    /// The nodes an arrow leaves from and reaches.
    fn children(&self, node: usize) -> impl Iterator<Item = (usize, &Edge)> + '_ {
        self.nodes[node].out.iter().map(|&e| (e, &self.edges[e]))
    }

    /// Whether the arrow is a winning turn: out of an `N` node into a `P` node (in Blocking Nim,
    /// the moves the mover hopes the blocker leaves open).
    pub fn is_winning(&self, edge: usize) -> bool {
        self.edges
            .get(edge)
            .is_some_and(|e| !self.nodes[e.from].outcome.is_p() && self.nodes[e.to].outcome.is_p())
    }

    /// Blocking Nim: how many of a node's moves lead to `P`-positions (the node is `P` iff at
    /// most `blocks` do).
    pub fn moves_to_p(&self, node: usize) -> u32 {
        self.children(node)
            .filter(|(_, e)| self.nodes[e.to].outcome.is_p())
            .map(|(_, e)| e.moves)
            .sum()
    }

    /// The arrows that show a node's outcome: to the `P`-positions it can reach when it is `N`
    /// (in Blocking Nim always those, to count against the blocks), every arrow when it is `P`
    /// or when the node has a Grundy value (the mex is over every option).
    pub fn justification(&self, node: usize) -> Vec<usize> {
        let Some(data) = self.nodes.get(node) else {
            return Vec::new();
        };
        let blocking = data.game.blocks().is_some();
        if (data.outcome.is_p() && !blocking) || data.value.is_some() {
            return data.out.clone();
        }
        self.children(node)
            .filter(|(_, e)| self.nodes[e.to].outcome.is_p())
            .map(|(i, _)| i)
            .collect()
    }

    /// The labelling procedure of seed 002, one node per step: the terminal positions first
    /// (`P`, or `N` in misère), then again and again the first unlabelled node, lowest first,
    /// whose label its labelled children decide. For a game with Grundy values, each node
    /// lowest first gets its value by mex over its options, valued before it. `None` for a
    /// diagram without all its arrows.
    pub fn labelling(&self) -> Option<Vec<Step>> {
        if !self.complete {
            return None;
        }
        let order = self.lowest_first();
        if self.has_values() {
            return order
                .into_iter()
                .map(|node| {
                    let options = self.option_values(node)?;
                    let value = self.nodes[node].value?;
                    Some(Step {
                        node,
                        outcome: Outcome::from_p(value == 0),
                        reason: Reason::Mex { options, value },
                        edges: self.nodes[node].out.clone(),
                    })
                })
                .collect();
        }
        let blocks = self.nodes.first().and_then(|n| n.game.blocks());
        let mut label: Vec<Option<Outcome>> = vec![None; self.nodes.len()];
        let mut steps = Vec::with_capacity(self.nodes.len());
        for &node in &order {
            if let Some(end) = self.nodes[node].end {
                let outcome = Outcome::from_p(!end.next_player_wins());
                label[node] = Some(outcome);
                steps.push(Step {
                    node,
                    outcome,
                    reason: Reason::Ended(end),
                    edges: Vec::new(),
                });
            }
        }
        while steps.len() < self.nodes.len() {
            let step = order
                .iter()
                .filter(|&&n| label[n].is_none())
                .find_map(|&n| self.decide(n, &label, blocks))?;
            label[step.node] = Some(step.outcome);
            steps.push(step);
        }
        Some(steps)
    }

    /// The step that labels `node` from its labelled children, if they decide it yet.
    fn decide(&self, node: usize, label: &[Option<Outcome>], blocks: Option<u32>) -> Option<Step> {
        let to_p: Vec<usize> = self
            .children(node)
            .filter(|(_, e)| label[e.to] == Some(Outcome::PreviousPlayerWins))
            .map(|(i, _)| i)
            .collect();
        let all_labelled = self.children(node).all(|(_, e)| label[e.to].is_some());
        if let Some(blocks) = blocks {
            let moves: u32 = to_p.iter().map(|&e| self.edges[e].moves).sum();
            let outcome = if moves > blocks {
                Outcome::NextPlayerWins
            } else if all_labelled {
                Outcome::PreviousPlayerWins
            } else {
                return None;
            };
            return Some(Step {
                node,
                outcome,
                reason: Reason::Counted {
                    to_p: moves,
                    blocks,
                },
                edges: to_p,
            });
        }
        if !to_p.is_empty() {
            Some(Step {
                node,
                outcome: Outcome::NextPlayerWins,
                reason: Reason::ReachesP,
                edges: to_p,
            })
        } else if all_labelled {
            Some(Step {
                node,
                outcome: Outcome::PreviousPlayerWins,
                reason: Reason::OnlyN,
                edges: self.nodes[node].out.clone(),
            })
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::circle::greatest_symmetric;
    use crate::Variant;
    use crate::{Blocking, Circle, Misere, Nim, Pass};
    use proptest::prelude::*;
    use std::collections::HashSet;

    fn nim(heaps: &[u32]) -> Game {
        Game::Nim(Nim {
            heaps: heaps.to_vec(),
        })
    }

    /// Every sorted triple under 4-3-2, and every single take between them, enumerated by hand
    /// rather than by the code under test.
    #[test]
    fn four_three_two_nim_has_the_positions_and_moves_of_the_notes() {
        let diagram = nim(&[4, 3, 2]).diagram(DIAGRAM_NODES).expect("small");
        let mut expected_nodes = HashSet::new();
        for a in 0..=4u32 {
            for b in 0..=3u32.min(a) {
                for c in 0..=2u32.min(b) {
                    expected_nodes.insert(vec![a, b, c]);
                }
            }
        }
        let nodes: HashSet<Vec<u32>> = diagram
            .nodes
            .iter()
            .map(|n| n.game.heaps().expect("heaps").to_vec())
            .collect();
        assert_eq!(nodes, expected_nodes);
        assert_eq!(diagram.nodes.len(), 28);
        assert_eq!(diagram.nodes[0].game, nim(&[4, 3, 2]));
        let mut expected_edges = HashSet::new();
        for from in &expected_nodes {
            for heap in 0..3 {
                for to in 0..from[heap] {
                    let mut after = from.clone();
                    after[heap] = to;
                    // Ascending then reversed shares the one sort the bundle already has.
                    after.sort_unstable();
                    after.reverse();
                    expected_edges.insert((from.clone(), after));
                }
            }
        }
        let heaps = |i: usize| diagram.nodes[i].game.heaps().expect("heaps").to_vec();
        let edges: HashSet<(Vec<u32>, Vec<u32>)> = diagram
            .edges
            .iter()
            .map(|e| (heaps(e.from), heaps(e.to)))
            .collect();
        assert_eq!(edges.len(), diagram.edges.len(), "no arrow twice");
        assert_eq!(edges, expected_edges);
        // 4-3-2 -> 1-3-2 (written 3-2-1) is the one winning move of the notes.
        let winning: Vec<Vec<u32>> = diagram.nodes[0]
            .out
            .iter()
            .filter(|&&e| diagram.is_winning(e))
            .map(|&e| heaps(diagram.edges[e].to))
            .collect();
        assert_eq!(winning, vec![vec![3, 2, 1]]);
        assert_eq!(diagram.nodes[0].height, 9);
        assert_eq!(diagram.find(&nim(&[2, 4, 3])), Some(0));
        assert_eq!(diagram.find(&nim(&[5, 0, 0])), None);
    }

    #[test]
    fn the_justification_of_a_node_is_its_moves_to_p_or_all_its_moves() {
        let diagram = Game::Misere(Misere { heaps: vec![2, 1] })
            .diagram(DIAGRAM_NODES)
            .expect("small");
        for node in 0..diagram.nodes.len() {
            let edges = diagram.justification(node);
            let data = &diagram.nodes[node];
            if data.outcome.is_p() {
                assert_eq!(edges, data.out);
            } else if data.out.is_empty() {
                // 00 in misère: N because the game is over, with no arrow to show.
                assert!(edges.is_empty());
            } else {
                assert!(!edges.is_empty());
                assert!(edges.iter().all(|&e| diagram.is_winning(e)));
            }
        }
        assert!(diagram.justification(99).is_empty());
    }

    #[test]
    fn misere_starts_from_an_empty_position_the_player_to_move_has_won() {
        let diagram = Game::Misere(Misere { heaps: vec![2, 1] })
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let steps = diagram.labelling().expect("complete");
        assert_eq!(steps[0].reason, Reason::Ended(GameEnd::LastCounterTaken));
        assert_eq!(steps[0].outcome, Outcome::NextPlayerWins);
        assert_eq!(diagram.nodes[steps[0].node].game.heaps(), Some(&[0, 0][..]));
    }

    #[test]
    fn a_pass_is_its_own_kind_of_arrow_and_the_pass_nodes_are_distinct() {
        let diagram = Game::Pass(Pass {
            heaps: vec![2, 1],
            pass_available: true,
        })
        .diagram(DIAGRAM_NODES)
        .expect("small");
        // (heaps, pass) for the 5 sorted pairs under 2-1, both ways.
        assert_eq!(diagram.nodes.len(), 10);
        let passes: Vec<&Edge> = diagram
            .edges
            .iter()
            .filter(|e| e.kind == EdgeKind::Pass)
            .collect();
        // Every non-empty position with the pass has one pass arrow, to itself without it.
        assert_eq!(passes.len(), 4);
        for edge in passes {
            let (from, to) = (&diagram.nodes[edge.from].game, &diagram.nodes[edge.to].game);
            assert_eq!(from.heaps(), to.heaps());
            assert_eq!(from.pass_available(), Some(true));
            assert_eq!(to.pass_available(), Some(false));
        }
    }

    #[test]
    fn blocking_arrows_count_every_move_they_stand_for() {
        let diagram = Game::Blocking(Blocking {
            heaps: vec![2, 2, 1],
            blocks: 1,
            forbidden: vec![(0, 1)],
        })
        .diagram(DIAGRAM_NODES)
        .expect("small");
        assert_eq!(diagram.nodes[0].game.forbidden(), &[]);
        let moves: u32 = diagram.nodes[0]
            .out
            .iter()
            .map(|&e| diagram.edges[e].moves)
            .sum();
        assert_eq!(moves, 5, "2 + 2 + 1 takes");
        // 2-2-1 -> 2-1-1 by either heap of two.
        let two_ways = diagram.nodes[0]
            .out
            .iter()
            .map(|&e| &diagram.edges[e])
            .find(|e| diagram.nodes[e.to].game.heaps() == Some(&[2, 1, 1][..]))
            .expect("an arrow to 2-1-1");
        assert_eq!(two_ways.moves, 2);
    }

    #[test]
    fn rings_equal_under_rotation_and_reflection_are_one_node() {
        let ring = |text: &str| crate::parse_ring(text).expect("a ring");
        assert_eq!(greatest_symmetric(&ring(".oo.o")), ring("oo.o."));
        assert_eq!(greatest_symmetric(&ring("o.oo.")), ring("oo.o."));
        let diagram = Game::Circle(Circle {
            ring: vec![true; 6],
        })
        .diagram(DIAGRAM_NODES)
        .expect("small");
        // From a whole ring of 6 one move leaves a gap of one or of two: two nodes.
        assert_eq!(diagram.nodes[0].out.len(), 2);
        let distinct: HashSet<&Game> = diagram.nodes.iter().map(|n| &n.game).collect();
        assert_eq!(distinct.len(), diagram.nodes.len());
        for node in &diagram.nodes {
            let ring = node.game.ring().expect("a ring");
            assert_eq!(greatest_symmetric(ring), ring);
        }
    }

    #[test]
    fn a_large_diagram_is_refused_with_its_size_at_once() {
        match nim(&[9, 8, 7]).diagram(DIAGRAM_NODES) {
            // Sorted triples under 9-8-7, counted by hand: sum over c <= b <= a.
            Err(DiagramError::TooLarge { nodes, limit }) => {
                let mut count = 0;
                for a in 0..=9u32 {
                    for b in 0..=8u32.min(a) {
                        count += 7u32.min(b) + 1;
                    }
                }
                assert_eq!(nodes, NodeCount::Exactly(count as usize));
                assert_eq!(limit, DIAGRAM_NODES);
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        // Sorted triples under 300-300-300: about 4.5 million; counting stops at the limit.
        let huge = nim(&[300, 300, 300]).diagram(DIAGRAM_NODES);
        assert!(matches!(
            huge,
            Err(DiagramError::TooLarge {
                nodes: NodeCount::MoreThan(COUNT_LIMIT),
                ..
            })
        ));
    }

    #[test]
    fn the_part_a_game_went_through_has_each_position_and_its_children() {
        let start = nim(&[9, 8, 7]);
        let after = nim(&[9, 8, 1]);
        let diagram = start.diagram_along(&[after], 200).expect("small");
        assert!(!diagram.complete);
        assert!(diagram.labelling().is_none());
        // 9 + 8 + 7 arrows out of the start, 9 + 8 + 1 out of 9-8-1 (merged where equal).
        assert_eq!(diagram.nodes[0].out.len(), 24);
        let second = diagram
            .nodes
            .iter()
            .position(|n| n.game == nim(&[9, 8, 1]))
            .expect("9-8-1");
        assert!(!diagram.nodes[second].out.is_empty());
        assert!(start.diagram_along(&[], 10).is_err());
    }

    /// Grundy values by the definition, over the game's own successors (no merging, no
    /// heights): the mex of the options' values.
    fn grundy_by_search(game: &Game, memo: &mut HashMap<Game, u32>) -> u32 {
        if let Some(&value) = memo.get(game) {
            return value;
        }
        let options: HashSet<u32> = game
            .turns()
            .iter()
            .map(|(_, after)| grundy_by_search(after, memo))
            .collect();
        // Among 0..=n, n options leave at least one value missing.
        let most = u32::try_from(options.len()).expect("few options");
        let value = (0..=most)
            .find(|v| !options.contains(v))
            .expect("a missing value");
        memo.insert(game.clone(), value);
        value
    }

    fn sum(parts: &str) -> Game {
        format!("variant=sum&parts={parts}").parse().expect("a sum")
    }

    #[test]
    fn nim_values_are_the_nim_sum_of_the_heaps_labelled_by_mex() {
        let diagram = nim(&[4, 3, 2]).diagram(DIAGRAM_NODES).expect("small");
        assert!(diagram.has_values());
        for node in &diagram.nodes {
            let heaps = node.game.heaps().expect("heaps");
            let nim_sum = heaps.iter().fold(0, |sum, heap| sum ^ heap);
            assert_eq!(node.value, Some(nim_sum), "{}", node.game);
        }
        let steps = diagram.labelling().expect("complete");
        let start = steps.iter().find(|s| s.node == 0).expect("the start");
        // 4-3-2 reaches every nim-sum but 5 (4^3^2 = 5): 3-2 with the 4 taken to x is x^1.
        match &start.reason {
            Reason::Mex { options, value } => {
                assert_eq!(*value, 5);
                assert_eq!(options, &vec![0, 1, 2, 3, 4, 6, 7]);
            }
            other => panic!("expected a mex, got {other:?}"),
        }
        assert_eq!(start.value(), Some(5));
        assert_eq!(start.edges, diagram.nodes[0].out);
        let end = &steps[0];
        assert_eq!(
            end.reason,
            Reason::Mex {
                options: vec![],
                value: 0
            }
        );
        assert_eq!(end.outcome, Outcome::PreviousPlayerWins);
        // Every option of a node is justified, for a value.
        assert_eq!(diagram.justification(0), diagram.nodes[0].out);
    }

    #[test]
    fn a_sums_values_are_the_nim_sum_of_its_parts_values() {
        for parts in [
            "nim:3,kayles:4",
            "kayles:5",
            "grundy:6,nim:2",
            "0.137:4,nim:1",
        ] {
            let diagram = sum(parts).diagram(DIAGRAM_NODES).expect("small");
            assert!(diagram.has_values(), "{parts}");
            for node in &diagram.nodes {
                let analysis = node.game.analyze().expect("small");
                let crate::Explanation::SumOfGames(explanation) = &analysis.explanation else {
                    panic!("a sum's explanation");
                };
                let nim_sum = explanation.parts.iter().fold(0, |sum, p| sum ^ p.grundy);
                assert_eq!(node.value, Some(nim_sum), "{}", node.game);
            }
        }
    }

    #[test]
    fn games_without_values_keep_their_p_and_n_labelling() {
        for game in [
            Game::Misere(Misere { heaps: vec![3, 2] }),
            Game::Pass(Pass {
                heaps: vec![2, 2],
                pass_available: true,
            }),
            Game::Blocking(Blocking {
                heaps: vec![3, 2, 1],
                blocks: 1,
                forbidden: vec![],
            }),
        ] {
            let diagram = game.diagram(DIAGRAM_NODES).expect("small");
            assert!(!diagram.has_values(), "{game}");
            assert!(diagram.nodes.iter().all(|n| n.value.is_none()));
            assert!(diagram.option_values(0).is_none());
            let steps = diagram.labelling().expect("complete");
            assert!(steps.iter().all(|s| s.value().is_none()));
            assert!(!steps.iter().any(|s| matches!(s.reason, Reason::Mex { .. })));
        }
        // The part a game went through has no values: not every option is drawn.
        let along = nim(&[9, 8, 7])
            .diagram_along(&[nim(&[9, 8, 1])], 200)
            .expect("small");
        assert!(!along.has_values());
    }

    fn valued_game() -> impl Strategy<Value = Game> {
        let part = prop_oneof![
            (0u32..4).prop_map(|n| format!("nim:{n}")),
            (0u32..6).prop_map(|n| format!("kayles:{n}")),
            (0u32..7).prop_map(|n| format!("grundy:{n}")),
            (0u32..6).prop_map(|n| format!("0.07:{n}")),
        ];
        prop_oneof![
            prop::collection::vec(0u32..5, 1..4).prop_map(|heaps| Game::Nim(Nim { heaps })),
            prop::collection::vec(any::<bool>(), 1..9)
                .prop_map(|ring| Game::Circle(Circle { ring })),
            prop::collection::vec(part, 1..3).prop_map(|parts| sum(&parts.join(","))),
        ]
    }

    fn small_game() -> impl Strategy<Value = Game> {
        let heaps = prop::collection::vec(0u32..5, 1..4);
        prop_oneof![
            heaps.clone().prop_map(|heaps| Game::Nim(Nim { heaps })),
            heaps
                .clone()
                .prop_map(|heaps| Game::Misere(Misere { heaps })),
            prop::collection::vec(any::<bool>(), 1..9)
                .prop_map(|ring| Game::Circle(Circle { ring })),
            (heaps.clone(), 1u32..3).prop_map(|(heaps, blocks)| Game::Blocking(Blocking {
                heaps,
                blocks,
                forbidden: vec![]
            })),
            (heaps, any::<bool>()).prop_map(|(heaps, pass_available)| Game::Pass(Pass {
                heaps,
                pass_available
            })),
        ]
    }

    proptest! {
        #[test]
        fn each_value_is_the_mex_of_the_values_of_the_games_own_successors(game in valued_game()) {
            let diagram = game.diagram(1_000).expect("small");
            prop_assert!(diagram.has_values());
            let mut memo = HashMap::new();
            for node in &diagram.nodes {
                let by_search = grundy_by_search(&node.seen_as, &mut memo);
                prop_assert_eq!(node.value, Some(by_search), "{}", node.game);
                prop_assert_eq!(node.outcome.is_p(), by_search == 0, "{}", node.game);
            }
            let steps = diagram.labelling().expect("complete");
            prop_assert_eq!(steps.len(), diagram.nodes.len());
            let mut valued: Vec<Option<u32>> = vec![None; diagram.nodes.len()];
            for step in &steps {
                let node = &diagram.nodes[step.node];
                prop_assert!(valued[step.node].is_none(), "valued once");
                let Reason::Mex { options, value } = &step.reason else {
                    return Err(TestCaseError::fail("a mex step"));
                };
                let mut seen: Vec<u32> = node
                    .out
                    .iter()
                    .map(|&e| valued[diagram.edges[e].to])
                    .collect::<Option<Vec<u32>>>()
                    .ok_or_else(|| TestCaseError::fail("an option valued later"))?;
                seen.sort_unstable();
                seen.dedup();
                prop_assert_eq!(options, &seen, "sorted, distinct, from earlier steps");
                prop_assert!(!options.contains(value));
                prop_assert!((0..*value).all(|v| options.contains(&v)), "the smallest missing");
                prop_assert_eq!(Some(*value), node.value);
                prop_assert_eq!(step.outcome, node.outcome);
                prop_assert_eq!(&step.edges, &node.out);
                valued[step.node] = Some(*value);
            }
        }

        #[test]
        fn every_step_agrees_with_the_solver_and_rests_on_earlier_steps(game in small_game()) {
            let diagram = game.diagram(1_000).expect("small");
            let steps = diagram.labelling().expect("complete");
            prop_assert_eq!(steps.len(), diagram.nodes.len());
            let mut labelled: Vec<Option<Outcome>> = vec![None; diagram.nodes.len()];
            for step in &steps {
                let node = &diagram.nodes[step.node];
                prop_assert!(labelled[step.node].is_none(), "labelled once");
                prop_assert_eq!(step.outcome, node.outcome, "{}", node.game);
                for &edge in &step.edges {
                    let edge = &diagram.edges[edge];
                    prop_assert_eq!(edge.from, step.node);
                    prop_assert!(labelled[edge.to].is_some(), "justified by earlier steps");
                }
                match step.reason {
                    // Held against the definition by the test above.
                    Reason::Mex { .. } => prop_assert!(game.variant().has_grundy_values()),
                    Reason::Ended(_) => prop_assert!(node.out.is_empty()),
                    Reason::ReachesP => prop_assert!(step.edges.iter().any(|&e| labelled[diagram.edges[e].to] == Some(Outcome::PreviousPlayerWins))),
                    Reason::OnlyN => {
                        prop_assert_eq!(&step.edges, &node.out);
                        for &e in &node.out {
                            prop_assert_eq!(labelled[diagram.edges[e].to], Some(Outcome::NextPlayerWins));
                        }
                    }
                    Reason::Counted { to_p, blocks } => {
                        prop_assert_eq!(game.variant(), Variant::Blocking);
                        prop_assert_eq!(step.outcome.is_p(), to_p <= blocks);
                        if step.outcome.is_p() {
                            prop_assert_eq!(to_p, diagram.moves_to_p(step.node));
                        }
                    }
                }
                labelled[step.node] = Some(step.outcome);
            }
            prop_assert_eq!(diagram.has_values(), game.variant().has_grundy_values());
            for edge in &diagram.edges {
                prop_assert!(diagram.nodes[edge.from].height > diagram.nodes[edge.to].height);
                prop_assert_eq!(
                    Some(edge.kind == EdgeKind::Pass),
                    Some(diagram.nodes[edge.from].game.pass_available() == Some(true)
                        && diagram.nodes[edge.to].game.pass_available() == Some(false)
                        && diagram.nodes[edge.from].game.heaps() == diagram.nodes[edge.to].game.heaps())
                );
            }
        }
    }
}
