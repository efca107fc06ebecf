//! Green Hackenbush (Ferguson, *Game Theory, Part I*, ch. 6; *Winning Ways*, ch. 7): a picture of
//! edges, each joining two vertices or a vertex to the ground; a move chops one edge, and every
//! edge no longer joined to the ground by a path falls with it.
//!
//! A picture is its edges in the links' text, `g-1,1-2,2-2` (`g` the ground, vertices numbered
//! from 1, `2-2` a loop). Its value comes by the fusion principle, then the colon principle
//! (Ferguson, §6.2 and §6.3): every cycle's vertices fuse into one, its edges becoming loops at
//! that vertex (the ground is one vertex); the picture is then a tree with loops, and from the top
//! down each vertex's branches (each worth the stalk above it plus 1) and loops (each worth 1)
//! become one stalk, their nim-sum. Each step is kept as data ([`HackenbushExplanation`]) for the
//! explanation, and the tests hold the value and the winning chops against plain search.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The most edges a picture has.
pub const MAX_EDGES: usize = 40;

/// The largest vertex number: 40 edges touch at most 80 vertices besides the ground.
pub const MAX_VERTEX: u32 = 2 * MAX_EDGES as u32;

/// An end of an edge: the ground, or a vertex numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Vertex {
    /// The ground, written `g`: all of it is one vertex.
    Ground,
    /// A vertex, 1 to [`MAX_VERTEX`].
    Node(u32),
}

impl Vertex {
    /// Its index in the solver's tables: 0 for the ground.
    fn index(self) -> usize {
        match self {
            Vertex::Ground => 0,
            Vertex::Node(n) => n as usize,
        }
    }

    /// The vertex at a table index.
    fn at(index: usize) -> Vertex {
        match index {
            0 => Vertex::Ground,
            n => Vertex::Node(n as u32),
        }
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Vertex::Ground => f.write_str("g"),
            Vertex::Node(n) => n.fmt(f),
        }
    }
}

/// An edge between two vertices, or a loop when both ends are one vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Edge {
    /// One end, as written first.
    pub from: Vertex,
    /// The other end.
    pub to: Vertex,
}

impl Edge {
    /// Whether both ends are the same vertex.
    pub fn is_loop(self) -> bool {
        self.from == self.to
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Why a picture, or an edge of it, cannot be read; edges count from 0, as in `edges=`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PictureError {
    /// More edges than [`MAX_EDGES`]: the whole picture is refused.
    #[error("{count} edges, more than the {MAX_EDGES} a picture may have")]
    TooManyEdges {
        /// How many edges were given.
        count: usize,
    },
    /// An edge not written as two ends joined by one `-`.
    #[error("edge {index} is {text:?}: write two ends joined by -, like g-1 or 1-2")]
    Malformed {
        /// The edge's index.
        index: usize,
        /// The edge as written.
        text: String,
    },
    /// An end that is neither `g` nor a vertex number from 1 to [`MAX_VERTEX`].
    #[error("edge {index} names {vertex:?}: a vertex is g (the ground) or a number from 1 to {MAX_VERTEX}")]
    NoSuchVertex {
        /// The edge's index.
        index: usize,
        /// The end as written.
        vertex: String,
    },
}

/// Why an edge cannot be chopped.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ChopError {
    /// No edge has that index.
    #[error("there is no edge {edge}: the picture has {count}")]
    NoSuchEdge {
        /// The index asked for.
        edge: usize,
        /// How many edges the picture has.
        count: usize,
    },
    /// The edge is not joined to the ground: it has fallen already.
    #[error("edge {edge} is not joined to the ground: it has fallen")]
    Fallen {
        /// The index asked for.
        edge: usize,
    },
}

/// A Green Hackenbush picture: its edges in the order written. Vertex numbers need not be
/// consecutive, so a chop leaves every vertex its number (and its place in a layout).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Picture {
    edges: Vec<Edge>,
}

/// A picture read leniently: the edges that could be read, and each problem with the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureReading {
    /// The edges read, in their order.
    pub picture: Picture,
    /// Each edge dropped, and why.
    pub problems: Vec<PictureError>,
}

/// A chop: the edge, the edges that fall with it, and the picture left standing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Chop {
    /// The edge chopped, by index.
    pub edge: usize,
    /// The other edges that lose the ground and fall, by index, ascending.
    pub fallen: Vec<usize>,
    /// The edges left standing, in their order (the indices of the picture after the chop).
    pub after: Picture,
}

/// One fusion: a cycle's vertices (or a loop's) made one, its edges loops there.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Fusion {
    /// The vertices fused, the ground first, then by number; one vertex when only loops sit there.
    pub vertices: Vec<Vertex>,
    /// The edges on its cycles, loops after the fusion, by index: each is a stalk of one edge.
    pub loops: Vec<usize>,
}

/// A branch at a vertex of the fused tree: an edge up to a vertex whose own branches have become
/// a stalk of `above` edges; with its edge the branch is a stalk of `above + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Branch {
    /// The edge at the branch's foot, by index.
    pub edge: usize,
    /// The stalk above that edge.
    pub above: u32,
}

/// One step of the colon principle: a vertex's branches and loops replaced by one stalk.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ColonStep {
    /// The vertex (after fusion, named by its first vertex: the ground, or its smallest number).
    pub vertex: Vertex,
    /// Its branches, by edge index.
    pub branches: Vec<Branch>,
    /// How many loops sit there, each a stalk of one edge.
    pub loops: usize,
    /// The stalk they become: the nim-sum of each branch's `above + 1` and of 1 per loop.
    pub stalk: u32,
}

/// How a picture's value is found: the fusions, then the colon steps from the top down (the last
/// one at the ground, whose stalk is the value).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HackenbushExplanation {
    /// Each set of vertices fused, by first vertex.
    pub fusions: Vec<Fusion>,
    /// Each vertex with branches or loops, every vertex after those above it.
    pub colon_steps: Vec<ColonStep>,
    /// The picture's Grundy value.
    pub value: u32,
}

/// Reads one end: `g`, or a number from 1 to [`MAX_VERTEX`].
fn read_vertex(index: usize, text: &str) -> Result<Vertex, PictureError> {
    if text == "g" {
        return Ok(Vertex::Ground);
    }
    match text.parse::<u32>() {
        Ok(n) if (1..=MAX_VERTEX).contains(&n) && text.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(Vertex::Node(n))
        }
        _ => Err(PictureError::NoSuchVertex {
            index,
            vertex: text.to_owned(),
        }),
    }
}

/// Reads one edge, `a-b`.
fn read_edge(index: usize, text: &str) -> Result<Edge, PictureError> {
    let malformed = || PictureError::Malformed {
        index,
        text: text.to_owned(),
    };
    let (from, to) = text.split_once('-').ok_or_else(malformed)?;
    if from.is_empty() || to.is_empty() || to.contains('-') {
        return Err(malformed());
    }
    Ok(Edge {
        from: read_vertex(index, from)?,
        to: read_vertex(index, to)?,
    })
}

impl Picture {
    /// A picture from its edges; refused over [`MAX_EDGES`] or with a vertex numbered 0 or over
    /// [`MAX_VERTEX`].
    pub fn new(edges: Vec<Edge>) -> Result<Picture, PictureError> {
        if edges.len() > MAX_EDGES {
            return Err(PictureError::TooManyEdges { count: edges.len() });
        }
        let bad =
            |vertex: Vertex| matches!(vertex, Vertex::Node(n) if !(1..=MAX_VERTEX).contains(&n));
        if let Some((index, edge)) = edges
            .iter()
            .enumerate()
            .find(|(_, edge)| bad(edge.from) || bad(edge.to))
        {
            return Err(PictureError::NoSuchVertex {
                index,
                vertex: if bad(edge.from) { edge.from } else { edge.to }.to_string(),
            });
        }
        Ok(Picture { edges })
    }

    /// Reads `g-1,1-2,2-2` leniently: over [`MAX_EDGES`] edges the picture is refused whole;
    /// otherwise each edge that cannot be read is dropped with its problem and the rest kept.
    pub fn read(text: &str) -> Result<PictureReading, PictureError> {
        if text.is_empty() {
            return Ok(PictureReading {
                picture: Picture::default(),
                problems: Vec::new(),
            });
        }
        let count = text.split(',').count();
        if count > MAX_EDGES {
            return Err(PictureError::TooManyEdges { count });
        }
        let mut problems = Vec::new();
        let edges = text
            .split(',')
            .enumerate()
            .filter_map(|(index, item)| {
                read_edge(index, item)
                    .map_err(|problem| problems.push(problem))
                    .ok()
            })
            .collect();
        Ok(PictureReading {
            picture: Picture { edges },
            problems,
        })
    }

    /// The edges, in order: index `i` is `edge-{i}`.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// Every edge as a bit set (bit `i` for edge `i`).
    fn all(&self) -> u64 {
        (1u64 << self.edges.len()) - 1
    }

    /// The edges joined to the ground by a path, by index: the ones in play.
    pub fn standing(&self) -> Vec<usize> {
        indices(standing(&self.edges, self.all()))
    }

    /// The edges not joined to the ground, by index: already fallen, never chopped.
    pub fn floating(&self) -> Vec<usize> {
        indices(self.all() & !standing(&self.edges, self.all()))
    }

    /// Chops edge `edge`: what falls, and the picture left.
    pub fn chop(&self, edge: usize) -> Result<Chop, ChopError> {
        if edge >= self.edges.len() {
            return Err(ChopError::NoSuchEdge {
                edge,
                count: self.edges.len(),
            });
        }
        let before = standing(&self.edges, self.all());
        if before & (1 << edge) == 0 {
            return Err(ChopError::Fallen { edge });
        }
        let after = standing(&self.edges, before & !(1 << edge));
        Ok(Chop {
            edge,
            fallen: indices(before & !after & !(1 << edge)),
            after: Picture {
                edges: indices(after).into_iter().map(|i| self.edges[i]).collect(),
            },
        })
    }

    /// The picture's Grundy value, by fusion and the colon principle.
    pub fn value(&self) -> u32 {
        value_of(&self.edges, self.all())
    }

    /// The value with every step that finds it.
    pub fn explain(&self) -> HackenbushExplanation {
        explain(&self.edges, self.all())
    }

    /// Every chop that leaves a picture of value 0, by edge index.
    pub fn winning_chops(&self) -> Vec<usize> {
        let before = standing(&self.edges, self.all());
        indices(before)
            .into_iter()
            .filter(|&edge| value_of(&self.edges, before & !(1 << edge)) == 0)
            .collect()
    }
}

impl fmt::Display for Picture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, edge) in self.edges.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            edge.fmt(f)?;
        }
        Ok(())
    }
}

impl FromStr for Picture {
    type Err = PictureError;

    /// The strict reading: the first problem refuses the picture.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let reading = Picture::read(text)?;
        match reading.problems.into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(reading.picture),
        }
    }
}

impl TryFrom<String> for Picture {
    type Error = PictureError;

    /// The strict reading, so a picture from elsewhere (serde) is checked as a link's is.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        text.parse()
    }
}

impl From<Picture> for String {
    fn from(picture: Picture) -> String {
        picture.to_string()
    }
}

/// The indices of a bit set's edges, ascending.
fn indices(mut set: u64) -> Vec<usize> {
    let mut found = Vec::new();
    while set != 0 {
        found.push(set.trailing_zeros() as usize);
        set &= set - 1;
    }
    found
}

/// The number of table slots the picture's vertices need (the ground at 0).
fn vertex_slots(edges: &[Edge]) -> usize {
    edges
        .iter()
        .map(|edge| edge.from.index().max(edge.to.index()))
        .max()
        .unwrap_or(0)
        + 1
}

/// The edges of `set` joined to the ground through edges of `set`.
fn standing(edges: &[Edge], set: u64) -> u64 {
    let mut reached = vec![false; vertex_slots(edges)];
    reached[0] = true;
    let mut standing = 0u64;
    // Each pass joins at least one more edge or stops: at most one pass per edge.
    loop {
        let before = standing;
        for i in indices(set & !standing) {
            let (a, b) = (edges[i].from.index(), edges[i].to.index());
            if reached[a] || reached[b] {
                reached[a] = true;
                reached[b] = true;
                standing |= 1 << i;
            }
        }
        if standing == before {
            return standing;
        }
    }
}

/// Classes of vertices, each named by its smallest index (so the ground names its own).
struct Classes {
    parent: Vec<usize>,
}

impl Classes {
    fn new(slots: usize) -> Classes {
        Classes {
            parent: (0..slots).collect(),
        }
    }

    fn find(&mut self, mut vertex: usize) -> usize {
        while self.parent[vertex] != vertex {
            self.parent[vertex] = self.parent[self.parent[vertex]];
            vertex = self.parent[vertex];
        }
        vertex
    }

    fn join(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        // The smaller index becomes the root, so a class is named by its smallest vertex.
        self.parent[a.max(b)] = a.min(b);
    }
}

/// The edges of `set` on no cycle of `set`: removing one parts its ends (a loop never does).
fn bridges(edges: &[Edge], set: u64, slots: usize) -> u64 {
    indices(set)
        .into_iter()
        .filter(|&i| {
            let mut classes = Classes::new(slots);
            for j in indices(set & !(1 << i)) {
                classes.join(edges[j].from.index(), edges[j].to.index());
            }
            classes.find(edges[i].from.index()) != classes.find(edges[i].to.index())
        })
        .fold(0, |found, i| found | 1 << i)
}

/// The value of the edges of `set` that stand.
fn value_of(edges: &[Edge], set: u64) -> u32 {
    explain(edges, set).value
}

/// The fused tree: each fused vertex's loops and its bridges (edge, vertex at the other end).
struct Tree {
    loops: Vec<usize>,
    bridges: Vec<Vec<(usize, usize)>>,
}

/// Fusion then the colon principle on the edges of `set` that stand.
fn explain(edges: &[Edge], set: u64) -> HackenbushExplanation {
    let standing = standing(edges, set);
    let slots = vertex_slots(edges);
    let bridges = bridges(edges, standing, slots);
    let mut classes = Classes::new(slots);
    for i in indices(standing & !bridges) {
        classes.join(edges[i].from.index(), edges[i].to.index());
    }
    let mut fused: BTreeMap<usize, Fusion> = BTreeMap::new();
    let mut tree = Tree {
        loops: vec![0; slots],
        bridges: vec![Vec::new(); slots],
    };
    for i in indices(standing) {
        let (a, b) = (edges[i].from.index(), edges[i].to.index());
        let (root_a, root_b) = (classes.find(a), classes.find(b));
        if bridges & (1 << i) != 0 {
            tree.bridges[root_a].push((i, root_b));
            tree.bridges[root_b].push((i, root_a));
            continue;
        }
        tree.loops[root_a] += 1;
        let fusion = fused.entry(root_a).or_insert_with(|| Fusion {
            vertices: Vec::new(),
            loops: Vec::new(),
        });
        fusion.loops.push(i);
    }
    // Every vertex of a fused class (each joined to it by a cycle's edge), the ground first.
    for vertex in 0..slots {
        if let Some(fusion) = fused.get_mut(&classes.find(vertex)) {
            fusion.vertices.push(Vertex::at(vertex));
        }
    }
    let mut colon_steps = Vec::new();
    let value = colon(&tree, 0, None, &mut colon_steps);
    HackenbushExplanation {
        fusions: fused.into_values().collect(),
        colon_steps,
        value,
    }
}

/// The stalk a fused vertex's branches and loops become, its step recorded after those above it.
fn colon(tree: &Tree, vertex: usize, below: Option<usize>, steps: &mut Vec<ColonStep>) -> u32 {
    let branches: Vec<Branch> = tree.bridges[vertex]
        .iter()
        .filter(|&&(edge, _)| Some(edge) != below)
        .map(|&(edge, up)| Branch {
            edge,
            above: colon(tree, up, Some(edge), steps),
        })
        .collect();
    let loops = tree.loops[vertex];
    // Each branch is a stalk of `above + 1`; each loop a stalk of 1, so only their parity counts.
    let stalk = branches
        .iter()
        .fold(u32::from(loops % 2 == 1), |sum, branch| {
            sum ^ (branch.above + 1)
        });
    if !branches.is_empty() || loops > 0 {
        steps.push(ColonStep {
            vertex: Vertex::at(vertex),
            branches,
            loops,
            stalk,
        });
    }
    stalk
}

/// Named pictures for the presets: stalks, a tree, and cycles of both parities.
pub const PRESETS: [(&str, &str); 6] = [
    ("stalk-3", "g-1,1-2,2-3"),
    ("loop-on-stalk", "g-1,1-2,2-2"),
    ("tree", "g-1,1-2,1-3,3-4,3-5"),
    ("triangle", "g-1,1-2,2-g"),
    ("square", "g-1,1-2,2-3,3-g"),
    ("two-stalks-and-a-cycle", "g-1,g-2,2-3,1-4,4-5,5-1"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The Grundy value of the standing edges `set` by plain search: the mex over every chop,
    /// each leaving the edges still joined to the ground; memoised by the set.
    fn value_by_search(edges: &[Edge], set: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if let Some(&value) = memo.get(&set) {
            return value;
        }
        let mut seen: Vec<u32> = indices(set)
            .into_iter()
            .map(|i| value_by_search(edges, standing(edges, set & !(1 << i)), memo))
            .collect();
        seen.sort_unstable();
        // The mex of n values is at most n.
        let value = (0..=seen.len() as u32)
            .find(|v| seen.binary_search(v).is_err())
            .unwrap_or(0);
        memo.insert(set, value);
        value
    }

    /// Holds the picture's value, its winning chops and each chop's picture against the search.
    fn check_picture(picture: &Picture) -> Result<(), TestCaseError> {
        let edges = picture.edges();
        let mut memo = HashMap::new();
        let up = standing(edges, picture.all());
        let explanation = picture.explain();
        prop_assert_eq!(
            explanation.value,
            value_by_search(edges, up, &mut memo),
            "{}",
            picture
        );
        prop_assert_eq!(
            explanation.colon_steps.last().map_or(0, |step| step.stalk),
            explanation.value
        );
        let by_search: Vec<usize> = indices(up)
            .into_iter()
            .filter(|&i| value_by_search(edges, standing(edges, up & !(1 << i)), &mut memo) == 0)
            .collect();
        prop_assert_eq!(picture.winning_chops(), by_search, "{}", picture);
        for i in indices(up) {
            let chop = picture.chop(i).unwrap();
            let left = standing(edges, up & !(1 << i));
            prop_assert_eq!(chop.after.value(), value_by_search(edges, left, &mut memo));
            prop_assert_eq!(
                chop.after.edges().len() + chop.fallen.len() + 1,
                indices(up).len()
            );
            prop_assert_eq!(
                chop.after.to_string().parse::<Picture>(),
                Ok(chop.after.clone())
            );
        }
        Ok(())
    }

    /// Random multigraphs: up to 14 edges among the ground and up to 7 vertices, loops and
    /// parallel edges allowed, some parts joined to the ground and some not.
    fn pictures() -> impl Strategy<Value = Picture> {
        (1..=7u32).prop_flat_map(|vertices| {
            let end = (0..=vertices).prop_map(Vertex::at_number);
            prop::collection::vec((end.clone(), end), 1..=14).prop_map(|ends| Picture {
                edges: ends
                    .into_iter()
                    .map(|(from, to)| Edge { from, to })
                    .collect(),
            })
        })
    }

    impl Vertex {
        fn at_number(n: u32) -> Vertex {
            Vertex::at(n as usize)
        }
    }

    proptest! {
        #[test]
        fn fusion_and_the_colon_principle_agree_with_the_search(picture in pictures()) {
            check_picture(&picture)?;
        }
    }

    fn picture(text: &str) -> Picture {
        text.parse().unwrap()
    }

    #[test]
    fn stalks_loops_and_cycles_are_worth_what_the_principles_say() {
        assert_eq!(picture("").value(), 0);
        assert_eq!(picture("g-1,1-2,2-3").value(), 3);
        assert_eq!(picture("g-1,1-2,2-2").value(), 3);
        assert_eq!(picture("g-g").value(), 1);
        // An odd cycle fuses into one loop at the ground, an even one into a point.
        assert_eq!(picture("g-1,1-2,2-g").value(), 1);
        assert_eq!(picture("g-1,1-2,2-3,3-g").value(), 0);
        // Two branches of 1 and 2 at the ground: 1 ⊕ 2.
        assert_eq!(picture("g-1,g-2,2-3").value(), 3);
        for (name, text) in PRESETS {
            let preset = picture(text);
            check_picture(&preset).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    #[test]
    fn the_steps_name_each_fusion_and_each_stalk() {
        // A triangle on a stalk: 1, 2 and 3 fuse, its three edges become loops at 1.
        let explanation = picture("g-1,1-2,2-3,3-1,3-4").explain();
        assert_eq!(
            explanation.fusions,
            [Fusion {
                vertices: vec![Vertex::Node(1), Vertex::Node(2), Vertex::Node(3)],
                loops: vec![1, 2, 3],
            }]
        );
        assert_eq!(
            explanation.colon_steps,
            [
                ColonStep {
                    vertex: Vertex::Node(1),
                    branches: vec![Branch { edge: 4, above: 0 }],
                    loops: 3,
                    stalk: 1 ^ 1,
                },
                ColonStep {
                    vertex: Vertex::Ground,
                    branches: vec![Branch { edge: 0, above: 0 }],
                    loops: 0,
                    stalk: 1,
                },
            ]
        );
        assert_eq!(explanation.value, 1);
    }

    #[test]
    fn a_chop_drops_what_loses_the_ground() {
        let tree = picture("g-1,1-2,1-3,3-4,5-6");
        assert_eq!(tree.floating(), [4]);
        assert_eq!(tree.standing(), [0, 1, 2, 3]);
        let chop = tree.chop(2).unwrap();
        assert_eq!(chop.fallen, [3]);
        assert_eq!(chop.after.to_string(), "g-1,1-2");
        assert_eq!(tree.chop(4), Err(ChopError::Fallen { edge: 4 }));
        assert_eq!(
            tree.chop(5),
            Err(ChopError::NoSuchEdge { edge: 5, count: 5 })
        );
        // Chopping the stalk under a cycle drops the cycle too.
        let chop = picture("g-1,1-2,2-3,3-1").chop(0).unwrap();
        assert_eq!(chop.fallen, [1, 2, 3]);
        assert_eq!(chop.after, Picture::default());
    }

    #[test]
    fn pictures_are_read_leniently_and_strictly() {
        let reading = Picture::read("g-1,1-,x-2,0-1,1-2-3,1-81,2-2").unwrap();
        assert_eq!(reading.picture.to_string(), "g-1,2-2");
        assert_eq!(
            reading.problems,
            [
                PictureError::Malformed {
                    index: 1,
                    text: "1-".into()
                },
                PictureError::NoSuchVertex {
                    index: 2,
                    vertex: "x".into()
                },
                PictureError::NoSuchVertex {
                    index: 3,
                    vertex: "0".into()
                },
                PictureError::Malformed {
                    index: 4,
                    text: "1-2-3".into()
                },
                PictureError::NoSuchVertex {
                    index: 5,
                    vertex: "81".into()
                },
            ]
        );
        assert_eq!(
            "g-1,+2-1".parse::<Picture>(),
            Err(PictureError::NoSuchVertex {
                index: 1,
                vertex: "+2".into()
            })
        );
        let many = vec!["g-1"; 41].join(",");
        assert_eq!(
            Picture::read(&many),
            Err(PictureError::TooManyEdges { count: 41 })
        );
        assert_eq!(
            vec!["g-1"; 40]
                .join(",")
                .parse::<Picture>()
                .map(|p| p.edges().len()),
            Ok(40)
        );
        assert_eq!(
            Picture::new(vec![Edge {
                from: Vertex::Ground,
                to: Vertex::Node(0)
            }]),
            Err(PictureError::NoSuchVertex {
                index: 0,
                vertex: "0".into()
            })
        );
        assert_eq!(Picture::read("").map(|r| r.picture), Ok(Picture::default()));
    }

    #[test]
    fn forty_edges_are_valued_at_once() {
        // A broom: a stalk of 20 with 20 bristles and loops, far past plain search.
        let mut edges: Vec<String> = (0..20)
            .map(|n| {
                if n == 0 {
                    "g-1".to_owned()
                } else {
                    format!("{n}-{}", n + 1)
                }
            })
            .collect();
        edges.extend((22..=40).map(|n| format!("21-{n}")));
        edges.push("21-21".to_owned());
        let broom = picture(&edges.join(","));
        // 19 bristles and a loop at 21: 20 stalks of 1 make 0, so the broom is a stalk of 20.
        assert_eq!(broom.value(), 20);
        assert_eq!(broom.winning_chops(), [0]);
    }
}
