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

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::game::{Board, GameKind, Rules, Shape};
use crate::{
    Analysis, Explanation, Game, Level, Move, MoveError, NimSumBreakdown, Outcome, ParseError,
    Phase, SplitMix64,
};

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
    // Each class's fusion, by its root's slot (so in the order of their first vertex).
    let mut fused: Vec<Option<Fusion>> = vec![None; slots];
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
        let fusion = fused[root_a].get_or_insert_with(|| Fusion {
            vertices: Vec::new(),
            loops: Vec::new(),
        });
        fusion.loops.push(i);
    }
    // Every vertex of a fused class (each joined to it by a cycle's edge), the ground first.
    for vertex in 0..slots {
        if let Some(fusion) = fused[classes.find(vertex)].as_mut() {
            fusion.vertices.push(Vertex::at(vertex));
        }
    }
    let mut colon_steps = Vec::new();
    let value = colon(&tree, 0, None, &mut colon_steps);
    HackenbushExplanation {
        fusions: fused.into_iter().flatten().collect(),
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

/// The widest place across a layout's grid (`at=`): x runs from 0 to this.
pub const LAYOUT_WIDTH: u8 = 24;

/// The highest place on a layout's grid: y runs from 1 (just above the ground) to this.
pub const LAYOUT_HEIGHT: u8 = 16;

/// Where vertices are drawn, by number, ascending: `(x, y)` on the grid, y up from the ground; a
/// vertex left out is placed by the board. Not part of the game: two layouts of one picture play
/// alike. A sorted list, not a map: a few places, and no map's code in the first load.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Layout(Vec<(u32, (u8, u8))>);

impl Layout {
    /// No vertex placed.
    #[must_use]
    pub fn new() -> Layout {
        Layout::default()
    }

    /// Where `vertex` is placed, if it is.
    pub fn get(&self, vertex: u32) -> Option<(u8, u8)> {
        let at = self.0.binary_search_by_key(&vertex, |&(v, _)| v).ok()?;
        Some(self.0[at].1)
    }

    /// Places `vertex` at `place`, moving it if it was placed.
    pub fn insert(&mut self, vertex: u32, place: (u8, u8)) {
        match self.0.binary_search_by_key(&vertex, |&(v, _)| v) {
            Ok(at) => self.0[at].1 = place,
            Err(at) => self.0.insert(at, (vertex, place)),
        }
    }

    /// Each vertex placed and its place, by number.
    pub fn iter(&self) -> impl Iterator<Item = (u32, (u8, u8))> + '_ {
        self.0.iter().copied()
    }

    /// Whether no vertex is placed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The places of `vertices` (ascending) only.
    #[must_use]
    pub fn keeping(&self, vertices: &[u32]) -> Layout {
        Layout(
            self.0
                .iter()
                .copied()
                .filter(|(v, _)| vertices.binary_search(v).is_ok())
                .collect(),
        )
    }
}

impl FromIterator<(u32, (u8, u8))> for Layout {
    fn from_iter<I: IntoIterator<Item = (u32, (u8, u8))>>(places: I) -> Layout {
        let mut layout = Layout::new();
        for (vertex, place) in places {
            layout.insert(vertex, place);
        }
        layout
    }
}

/// An entry of `at=` that cannot be read: dropped, the rest kept.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("place {index} of at= is {text:?}: write vertex:x:y, x from 0 to {LAYOUT_WIDTH} and y from 1 to {LAYOUT_HEIGHT}")]
pub struct LayoutError {
    /// The entry's index, from 0.
    pub index: usize,
    /// The entry as written.
    pub text: String,
}

/// Reads one place, `vertex:x:y`.
fn read_place(text: &str) -> Option<(u32, (u8, u8))> {
    let mut fields = text.split(':');
    let number = |field: Option<&str>| -> Option<u32> {
        let field = field?;
        if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        field.parse().ok()
    };
    let (vertex, x, y) = (number(fields.next())?, number(fields.next())?, number(fields.next())?);
    let fits = (1..=MAX_VERTEX).contains(&vertex)
        && x <= u32::from(LAYOUT_WIDTH)
        && (1..=u32::from(LAYOUT_HEIGHT)).contains(&y)
        && fields.next().is_none();
    fits.then_some((vertex, (x as u8, y as u8)))
}

/// Reads `1:3:2,2:5:4` leniently: each entry that is not a place on the grid is dropped with its
/// problem.
pub fn read_layout(text: &str) -> (Layout, Vec<LayoutError>) {
    let mut problems = Vec::new();
    let mut layout = Layout::new();
    for (index, item) in text.split(',').enumerate().filter(|(_, item)| !item.is_empty()) {
        match read_place(item) {
            Some((vertex, place)) => {
                layout.insert(vertex, place);
            }
            None => problems.push(LayoutError {
                index,
                text: item.to_owned(),
            }),
        }
    }
    (layout, problems)
}

/// A layout as links write it: `1:3:2,2:5:4`, by vertex.
pub fn write_layout(layout: &Layout) -> String {
    let places: Vec<String> = layout
        .iter()
        .map(|(vertex, (x, y))| format!("{vertex}:{x}:{y}"))
        .collect();
    places.join(",")
}

/// Every vertex an edge of `picture` touches, by number (the ground left out), ascending.
pub fn vertices(picture: &Picture) -> Vec<u32> {
    let mut numbers: Vec<u32> = picture
        .edges
        .iter()
        .flat_map(|edge| [edge.from, edge.to])
        .filter_map(|end| match end {
            Vertex::Ground => None,
            Vertex::Node(n) => Some(n),
        })
        .collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers
}

/// A position of Green Hackenbush: the picture, and where its vertices are drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hackenbush {
    picture: Picture,
    layout: Layout,
}

/// A picture standing on the ground apart from the others (joined to them only through the
/// ground): a game of its own, so the picture is the nim-sum of these.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PictureComponent {
    /// Its edges, by index, ascending.
    pub edges: Vec<usize>,
    /// Its value.
    pub value: u32,
}

/// Why a picture is `P` or `N`: its value by fusion and the colon principle, and, for the
/// pictures that stand apart on the ground, their values' nim-sum table (a row per component).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PictureExplanation {
    /// The fusions and colon steps that find the value.
    pub steps: HackenbushExplanation,
    /// The components, ordered by their first edge.
    pub components: Vec<PictureComponent>,
    /// The components' values' nim-sum table; its `changes` are left empty (a chop is no take).
    pub breakdown: NimSumBreakdown,
}

impl Picture {
    /// The standing edges grouped into components: two edges are in one when a path joins them
    /// without passing through the ground.
    pub fn components(&self) -> Vec<PictureComponent> {
        let standing = standing(&self.edges, self.all());
        let mut classes = Classes::new(vertex_slots(&self.edges));
        for i in indices(standing) {
            let (a, b) = (self.edges[i].from.index(), self.edges[i].to.index());
            if a != 0 && b != 0 {
                classes.join(a, b);
            }
        }
        // Each component's class and edges, in the order of their first edge.
        let mut groups: Vec<(usize, u64)> = Vec::new();
        for i in indices(standing) {
            let top = self.edges[i].from.index().max(self.edges[i].to.index());
            // A loop at the ground stands alone: key it past every vertex, by its own index.
            let key = if top == 0 {
                usize::MAX - i
            } else {
                classes.find(top)
            };
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, set)) => *set |= 1 << i,
                None => groups.push((key, 1 << i)),
            }
        }
        groups
            .into_iter()
            .map(|(_, set)| PictureComponent {
                edges: indices(set),
                value: value_of(&self.edges, set),
            })
            .collect()
    }
}

impl Hackenbush {
    /// A position from a picture and a layout (places of vertices the picture lacks are kept).
    pub fn new(picture: Picture, layout: Layout) -> Hackenbush {
        Hackenbush { picture, layout }
    }

    /// The picture.
    pub fn picture(&self) -> &Picture {
        &self.picture
    }

    /// Where its vertices are drawn, where the link says.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }
}

/// The preset's name when `picture` is one of [`PRESETS`] or [`NAMED`].
pub fn preset_name(picture: &Picture) -> Option<&'static str> {
    let text = picture.to_string();
    PRESETS
        .iter()
        .map(|&(name, edges)| (name, edges))
        .chain(NAMED.iter().map(|&(name, edges, _)| (name, edges)))
        .find(|&(_, edges)| edges == text)
        .map(|(name, _)| name)
}

/// Reads a picture's `edges=` and `at=` into `shape`, leniently: each bad edge or place is named
/// and the rest kept; over [`MAX_EDGES`] edges the picture is refused.
pub(crate) fn read_drawing(
    edges: &str,
    at: Option<&str>,
    shape: &mut Shape,
    problems: &mut Vec<ParseError>,
) -> Result<(), ParseError> {
    let reading = Picture::read(edges).map_err(ParseError::Picture)?;
    problems.extend(reading.problems.into_iter().map(ParseError::Picture));
    shape.picture = reading.picture;
    if let Some(at) = at {
        let (layout, bad) = read_layout(at);
        problems.extend(bad.into_iter().map(ParseError::Layout));
        shape.layout = layout;
    }
    Ok(())
}

impl Rules for Hackenbush {
    fn phase(&self) -> Phase {
        if self.picture.standing().is_empty() {
            Phase::Over(crate::GameEnd::NoMovesLeft)
        } else {
            Phase::Move
        }
    }

    /// Each standing edge, by index.
    fn legal_moves(&self) -> Vec<Move> {
        self.picture
            .standing()
            .into_iter()
            .map(|edge| Move::Chop { edge })
            .collect()
    }

    fn apply(&self, mv: &Move) -> Result<Game, MoveError> {
        match *mv {
            _ if self.picture.standing().is_empty() => Err(MoveError::GameOver),
            Move::Chop { edge } => {
                let chop = self.picture.chop(edge)?;
                // The places of vertices still drawn, so the link stays as short as the picture.
                let layout = self.layout.keeping(&vertices(&chop.after));
                Ok(Game::Hackenbush(Hackenbush {
                    picture: chop.after,
                    layout,
                }))
            }
            _ => Err(MoveError::WrongKind),
        }
    }

    fn analyze(&self) -> Analysis {
        let steps = self.picture.explain();
        let components = self.picture.components();
        let values: Vec<u32> = components.iter().map(|c| c.value).collect();
        let mut breakdown = NimSumBreakdown::of(&values);
        breakdown.changes.clear();
        Analysis {
            outcome: Outcome::from_p(steps.value == 0),
            winning_moves: self
                .picture
                .winning_chops()
                .into_iter()
                .map(|edge| Move::Chop { edge })
                .collect(),
            explanation: Explanation::Hackenbush(PictureExplanation {
                steps,
                components,
                breakdown,
            }),
        }
    }

    fn start_of_turn(&self) -> Game {
        self.clone().into()
    }

    /// The picture without its layout: two drawings of one picture are one position.
    fn canonical(&self) -> Game {
        Hackenbush {
            picture: self.picture.clone(),
            layout: Layout::new(),
        }
        .into()
    }

    fn write_fields(&self, text: &mut String) {
        text.push_str("&edges=");
        text.push_str(&self.picture.to_string());
        if !self.layout.is_empty() {
            text.push_str("&at=");
            text.push_str(&write_layout(&self.layout));
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            picture: self.picture.clone(),
            layout: self.layout.clone(),
            ..Shape::default()
        }
    }

    fn drawing(&self) -> Option<(&Picture, &Layout)> {
        Some((&self.picture, &self.layout))
    }

    fn stated_value(&self, analysis: &Analysis) -> Option<u32> {
        match &analysis.explanation {
            Explanation::Hackenbush(why) => Some(why.steps.value),
            _ => None,
        }
    }
}

/// Named pictures drawn with their layout: Winning Ways' girl and house (as drawn here; their
/// values are the solver's), each `(name, edges, at)`.
pub const NAMED: [(&str, &str, &str); 2] = [
    (
        "girl",
        "g-1,g-2,1-3,2-3,3-4,4-5,4-6,4-7,7-8,8-9,9-7",
        "1:9:2,2:13:2,3:11:5,4:11:8,5:7:7,6:15:7,7:11:10,8:9:12,9:13:12",
    ),
    (
        "house",
        "g-1,g-2,1-2,1-3,3-4,4-2,3-5,4-6,5-6,5-7,6-7,8-8,7-8",
        "1:6:5,2:16:5,3:6:9,4:16:9,5:8:11,6:14:11,7:11:13,8:11:15",
    ),
];

impl GameKind for Hackenbush {
    const KEY: &'static str = "hackenbush";
    const BOARD: Board = Board::Picture;

    /// Normal play, impartial: the last chop wins and both players may chop any edge.
    fn has_grundy_values() -> bool {
        true
    }

    fn from_shape(shape: Shape, problems: &mut Vec<ParseError>) -> Self {
        let _ = problems;
        Hackenbush {
            picture: shape.picture,
            layout: shape.layout,
        }
    }

    /// Level one: two or three stalks (Nim in disguise); two: a tree of 5 to 7 edges; three: a
    /// tree with a cycle or a loop, 6 to 8 edges. Every picture stands on the ground.
    fn practice(level: Level, rng: &mut SplitMix64) -> Self {
        let mut edges = Vec::new();
        let mut top = 0u32;
        // A new vertex on top of `from`: the picture stays a tree joined to the ground.
        let grow = |edges: &mut Vec<Edge>, top: &mut u32, from: u32| {
            *top += 1;
            edges.push(Edge {
                from: Vertex::at(from as usize),
                to: Vertex::Node(*top),
            });
        };
        match level {
            Level::One => {
                for _ in 0..rng.between(2, 3) {
                    let mut below = 0;
                    for _ in 0..rng.between(1, 4) {
                        grow(&mut edges, &mut top, below);
                        below = top;
                    }
                }
            }
            Level::Two | Level::Three => {
                let count = if level == Level::Two {
                    rng.between(5, 7)
                } else {
                    rng.between(5, 6)
                };
                for _ in 0..count {
                    let below = rng.between(0, top);
                    grow(&mut edges, &mut top, below);
                }
                if level == Level::Three {
                    // A cycle (an edge between two vertices) or a loop, once or twice.
                    for _ in 0..rng.between(1, 2) {
                        let (a, b) = (rng.between(0, top), rng.between(1, top));
                        edges.push(Edge {
                            from: Vertex::at(a as usize),
                            to: Vertex::Node(b),
                        });
                    }
                }
            }
        }
        Hackenbush {
            picture: Picture { edges },
            layout: Layout::new(),
        }
    }

    fn opening() -> Self {
        Hackenbush {
            picture: PRESETS[0].1.parse().unwrap_or_default(),
            layout: Layout::new(),
        }
    }

    /// The stalks and trees first, then the girl and the house, then cycles of both parities.
    fn presets() -> Vec<Self> {
        let plain = |text: &str| -> Option<Hackenbush> {
            Some(Hackenbush {
                picture: text.parse().ok()?,
                layout: Layout::new(),
            })
        };
        let mut presets = vec![Self::opening()];
        presets.extend(PRESETS[1..3].iter().filter_map(|(_, text)| plain(text)));
        presets.extend(NAMED.iter().filter_map(|(_, edges, at)| {
            Some(Hackenbush {
                picture: edges.parse().ok()?,
                layout: read_layout(at).0,
            })
        }));
        presets.extend(PRESETS[3..].iter().filter_map(|(_, text)| plain(text)));
        presets
    }
}

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

    #[test]
    fn components_stand_apart_and_their_values_nim_sum_to_the_picture() {
        // Two stalks, a triangle on the ground and a loop at the ground: four components.
        let sum = picture("g-1,1-2,g-3,3-4,4-g,g-g,g-5");
        let components = sum.components();
        let edges: Vec<&[usize]> = components.iter().map(|c| c.edges.as_slice()).collect();
        assert_eq!(edges, [&[0, 1][..], &[2, 3, 4], &[5], &[6]]);
        let values: Vec<u32> = components.iter().map(|c| c.value).collect();
        assert_eq!(values, [2, 1, 1, 1]);
        assert_eq!(values.iter().fold(0, |s, v| s ^ v), sum.value());
    }

    #[test]
    fn a_position_reads_and_writes_its_link_with_the_layout_and_names_each_problem() {
        let game: Game = "variant=hackenbush&edges=g-1,1-2&at=1:3:2,2:3:4"
            .parse()
            .unwrap();
        assert_eq!(
            game.to_string(),
            "variant=hackenbush&edges=g-1,1-2&at=1:3:2,2:3:4"
        );
        // A chop keeps the places of the vertices still drawn.
        let after = game.apply(&Move::Chop { edge: 1 }).unwrap();
        assert_eq!(after.to_string(), "variant=hackenbush&edges=g-1&at=1:3:2");
        let pairs = [
            ("variant", "hackenbush"),
            ("edges", "g-1,1-x,1-2"),
            ("at", "1:3:2,2:99:1,zz"),
        ];
        let reading = crate::text::read(&pairs);
        assert_eq!(
            reading.game.map(|g| g.to_string()),
            Some("variant=hackenbush&edges=g-1,1-2&at=1:3:2".to_owned())
        );
        assert_eq!(reading.problems.len(), 3);
        let many = vec!["g-1"; 41].join(",");
        let reading = crate::text::read(&[("variant", "hackenbush"), ("edges", &many)]);
        assert!(reading.game.is_none());
        assert!(reading.problems[0].loses_position());
        assert_eq!("e4".parse::<Move>(), Ok(Move::Chop { edge: 4 }));
        assert!(matches!(
            game.apply(&Move::Chop { edge: 9 }),
            Err(MoveError::Chop(ChopError::NoSuchEdge { .. }))
        ));
    }

    #[test]
    fn the_girl_and_the_house_are_worth_what_the_solver_finds_and_agree_with_the_search() {
        for (name, edges, at) in NAMED {
            let drawing = picture(edges);
            check_picture(&drawing).unwrap_or_else(|e| panic!("{name}: {e}"));
            let (layout, problems) = read_layout(at);
            assert!(problems.is_empty(), "{name}");
            let placed: Vec<u32> = layout.iter().map(|(v, _)| v).collect();
            assert_eq!(placed, vertices(&drawing));
        }
        assert_eq!(picture(NAMED[0].1).value(), 3, "girl");
        assert_eq!(picture(NAMED[1].1).value(), 3, "house");
    }

    #[test]
    fn practice_pictures_and_presets_stand_on_the_ground() {
        let mut rng = SplitMix64::new(7);
        for level in Level::ALL {
            for _ in 0..200 {
                let game = Hackenbush::practice(level, &mut rng);
                assert!(!game.picture.standing().is_empty());
                assert!(game.picture.edges().len() <= 14);
            }
        }
        let presets = Hackenbush::presets();
        assert_eq!(presets.len(), PRESETS.len() + NAMED.len());
        assert!(presets.iter().all(|p| preset_name(&p.picture).is_some()));
    }
}
