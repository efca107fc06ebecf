//! A picture's value in words, step by step: each fusion of a cycle's vertices and each colon
//! step (a vertex's branches and loops become one stalk), for the panel and projector mode.

use nim_solver::{ColonStep, Fusion, Vertex};

use crate::i18n::{format_list, left_to_right, shown};
use crate::t;

/// An edge's number as people read it, from 1 (links, moves and test ids count from 0).
pub fn edge_number(index: usize) -> usize {
    index + 1
}

/// A vertex as the steps name it: "the ground" or "vertex 3".
pub fn vertex(v: Vertex) -> String {
    match v {
        Vertex::Ground => t!(PictureTheGround),
        Vertex::Node(n) => t!(PictureVertex, vertex = n),
    }
}

/// One fusion: the vertices made one and the loops its edges become, with their parity.
pub fn fusion(step: &Fusion) -> String {
    let names: Vec<String> = step.vertices.iter().map(|&v| vertex(v)).collect();
    let edges: Vec<String> = step
        .loops
        .iter()
        .map(|&edge| edge_number(edge).to_string())
        .collect();
    t!(
        PictureFusion,
        count = step.vertices.len(),
        vertices = format_list(shown(), &names),
        loops = step.loops.len(),
        edges = format_list(shown(), &edges),
        parity = if step.loops.len() % 2 == 1 {
            "odd"
        } else {
            "even"
        }
    )
}

/// One colon step: each branch's stalk and the loops, and the stalk they make together.
pub fn colon(step: &ColonStep) -> String {
    let mut terms: Vec<String> = step
        .branches
        .iter()
        .map(|branch| (branch.above + 1).to_string())
        .collect();
    terms.extend(std::iter::repeat_n("1".to_owned(), step.loops));
    let sum = left_to_right(format!("{} = {}", terms.join(" ⊕ "), step.stalk));
    let branches: Vec<String> = step
        .branches
        .iter()
        .map(|branch| {
            t!(
                PictureBranch,
                edge = edge_number(branch.edge),
                above = branch.above,
                stalk = branch.above + 1
            )
        })
        .collect();
    t!(
        PictureColon,
        vertex = vertex(step.vertex),
        branches = step.branches.len(),
        listed = format_list(shown(), &branches),
        loops = step.loops,
        sum = sum,
        stalk = step.stalk
    )
}
