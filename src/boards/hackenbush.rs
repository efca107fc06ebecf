//! A Green Hackenbush picture drawn as SVG: the ground, the vertices, each edge a focusable
//! button (loops drawn as loops) that chops it, the list of edges as real buttons beside it, and
//! what a chop dropped drawn falling. A split point (chunk `hackenbush`), fetched when a picture
//! is first drawn.

use std::collections::BTreeMap;

use nim_solver::{Game, Hackenbush, HackenbushEdge, Layout, Move, Picture, Vertex};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;
use crate::words::picture::edge_number;

// Its props are the page's state, read from the context: no chunk host of its own kind.
crate::views::chunk::split_view!(hackenbush: pub fn hackenbush_host() -> PictureBoard, style = "hackenbush.css");

/// Where each vertex is drawn, by number, in grid units: x across, y up from the ground (0).
pub type Places = BTreeMap<u32, (f32, f32)>;

/// Grid units between neighbouring leaves of the automatic layout.
const SPREAD: f32 = 2.0;

/// The places of `picture`'s vertices: the layout's where it gives them, the rest by a tidy tree
/// from the ground (each vertex a row above the one it is first reached from, leaves side by
/// side, a vertex over the middle of its children); vertices not joined to the ground after.
pub fn places(picture: &Picture, layout: &Layout) -> Places {
    let edges = picture.edges();
    let vertices = nim_solver::vertices(picture);
    // The vertices each vertex is joined to, ground (0) included, in edge order.
    let mut neighbours: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let number = |end: Vertex| match end {
        Vertex::Ground => 0,
        Vertex::Node(n) => n,
    };
    for edge in edges.iter().filter(|edge| !edge.is_loop()) {
        let (a, b) = (number(edge.from), number(edge.to));
        neighbours.entry(a).or_default().push(b);
        neighbours.entry(b).or_default().push(a);
    }
    // A spanning tree by breadth from the ground: each vertex's children, in order reached.
    let mut depth: BTreeMap<u32, u32> = BTreeMap::from([(0, 0)]);
    let mut children: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([0u32]);
    let mut roots = Vec::new();
    let mut pending = vertices.iter().copied();
    loop {
        while let Some(at) = queue.pop_front() {
            for &next in neighbours.get(&at).map(Vec::as_slice).unwrap_or_default() {
                if !depth.contains_key(&next) {
                    depth.insert(next, depth[&at] + 1);
                    children.entry(at).or_default().push(next);
                    queue.push_back(next);
                }
            }
        }
        // A vertex no path joins to the ground starts a tree of its own, a row above it.
        match pending.find(|v| !depth.contains_key(v)) {
            Some(start) => {
                depth.insert(start, 1);
                roots.push(start);
                queue.push_back(start);
            }
            None => break,
        }
    }
    let mut placed = Places::new();
    let mut next_leaf = 0.0;
    let mut place = |root: u32, placed: &mut Places| {
        // Children first (post-order, without recursion): leaves take the next column.
        let mut stack = vec![(root, false)];
        while let Some((vertex, done)) = stack.pop() {
            let below = children.get(&vertex).cloned().unwrap_or_default();
            if !done {
                stack.push((vertex, true));
                stack.extend(below.iter().rev().map(|&child| (child, false)));
                continue;
            }
            let x = if below.is_empty() {
                next_leaf += SPREAD;
                next_leaf
            } else {
                let xs: Vec<f32> = below
                    .iter()
                    .filter_map(|c| placed.get(c))
                    .map(|p| p.0)
                    .collect();
                xs.iter().sum::<f32>() / xs.len().max(1) as f32
            };
            placed.insert(vertex, (x, depth[&vertex] as f32 * SPREAD));
        }
    };
    place(0, &mut placed);
    for root in roots {
        place(root, &mut placed);
    }
    placed.remove(&0);
    for (vertex, (x, y)) in layout.iter() {
        if placed.contains_key(&vertex) {
            placed.insert(vertex, (f32::from(x), f32::from(y)));
        }
    }
    placed
}

/// Where an edge is drawn, in grid units (y up): a loop's vertex, or two ends (an end on the
/// ground straight below its other end, a loop at the ground at `spot`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stroke {
    /// A loop above this point.
    Loop((f32, f32)),
    /// A segment, bent by `bend` grid units to tell parallel edges apart.
    Line {
        /// The first end.
        from: (f32, f32),
        /// The other end.
        to: (f32, f32),
        /// How far the middle is pushed sideways.
        bend: f32,
    },
}

/// How each edge is drawn, by index: parallel edges bend apart, loops at one vertex grow.
pub fn strokes(edges: &[HackenbushEdge], places: &Places) -> Vec<Stroke> {
    let at = |end: Vertex, other: Vertex, index: usize| -> (f32, f32) {
        match (end, other) {
            (Vertex::Node(n), _) => places.get(&n).copied().unwrap_or((0.0, 0.0)),
            (Vertex::Ground, Vertex::Node(n)) => {
                let (x, _) = places.get(&n).copied().unwrap_or((0.0, 0.0));
                (x, 0.0)
            }
            (Vertex::Ground, Vertex::Ground) => (SPREAD * (index as f32 + 0.5), 0.0),
        }
    };
    let mut seen: BTreeMap<(Vertex, Vertex), usize> = BTreeMap::new();
    edges
        .iter()
        .enumerate()
        .map(|(index, edge)| {
            let key = (edge.from.min(edge.to), edge.from.max(edge.to));
            let count = seen.entry(key).or_default();
            let nth = *count;
            *count += 1;
            if edge.is_loop() {
                let (x, y) = at(edge.from, edge.to, index);
                return Stroke::Loop((x + 0.25 * nth as f32, y));
            }
            // The first edge straight, then one bent each way, then further out.
            let bend = match nth {
                0 => 0.0,
                n if n % 2 == 1 => 0.5 * n.div_ceil(2) as f32,
                n => -0.5 * (n / 2) as f32,
            };
            Stroke::Line {
                from: at(edge.from, edge.to, index),
                to: at(edge.to, edge.from, index),
                bend,
            }
        })
        .collect()
}

/// SVG units per grid unit.
const SCALE: f32 = 20.0;

/// A length in whole SVG units: a pixel's precision is enough, and whole numbers keep float
/// formatting out of the chunk.
fn px(length: f32) -> i32 {
    length.round() as i32
}

/// The drawing's frame in grid units: left, right and top (the ground is at 0).
fn frame(places: &Places, strokes: &[Stroke]) -> (f32, f32, f32) {
    let mut xs: Vec<f32> = places.values().map(|p| p.0).collect();
    xs.extend(strokes.iter().map(|s| match s {
        Stroke::Loop((x, _)) => *x,
        Stroke::Line { from, .. } => from.0,
    }));
    // The picture's own width, at least a few units of ground even when it is empty.
    let left = xs.iter().copied().fold(f32::INFINITY, f32::min);
    let left = if left.is_finite() { left } else { 0.0 };
    let right = xs.iter().copied().fold(left + 4.0, f32::max);
    let top = places.values().map(|p| p.1).fold(2.0, f32::max);
    (left - 1.5, right + 1.5, top + 2.0)
}

/// The SVG path of a stroke, with the ground at `top` grid units below the frame's top.
fn path(stroke: &Stroke, top: f32) -> String {
    let point = |(x, y): (f32, f32)| (x * SCALE, (top - y) * SCALE);
    match *stroke {
        Stroke::Loop(at) => {
            let (x, y) = point(at);
            let r = 0.7 * SCALE;
            let (x0, y0) = (px(x), px(y));
            format!(
                "M{x0},{y0} C{},{} {},{} {x0},{y0}",
                px(x - r),
                px(y - 2.0 * r),
                px(x + r),
                px(y - 2.0 * r)
            )
        }
        Stroke::Line { from, to, bend } => {
            let ((x1, y1), (x2, y2)) = (point(from), point(to));
            let (dx, dy) = (x2 - x1, y2 - y1);
            let length = (dx * dx + dy * dy).sqrt().max(1.0);
            // The control point pushed sideways, square to the segment.
            let (cx, cy) = (
                f32::midpoint(x1, x2) - dy / length * bend * SCALE,
                f32::midpoint(y1, y2) + dx / length * bend * SCALE,
            );
            format!(
                "M{},{} Q{},{} {},{}",
                px(x1),
                px(y1),
                px(cx),
                px(cy),
                px(x2),
                px(y2)
            )
        }
    }
}

/// The middle of a stroke in SVG units: where its invisible knob widens the place to press it
/// (and gives a straight edge's element a size, which a vertical line alone lacks).
fn middle(stroke: &Stroke, top: f32) -> (i32, i32) {
    let point = |(x, y): (f32, f32)| (x * SCALE, (top - y) * SCALE);
    match *stroke {
        Stroke::Loop(at) => {
            let (x, y) = point(at);
            (px(x), px(y - 1.05 * SCALE))
        }
        Stroke::Line { from, to, bend } => {
            let ((x1, y1), (x2, y2)) = (point(from), point(to));
            let (dx, dy) = (x2 - x1, y2 - y1);
            let length = (dx * dx + dy * dy).sqrt().max(1.0);
            // Half the control point's push: the curve's middle.
            (
                px(f32::midpoint(x1, x2) - dy / length * bend * SCALE / 2.0),
                px(f32::midpoint(y1, y2) + dx / length * bend * SCALE / 2.0),
            )
        }
    }
}

/// An edge's ends in words: "ground – 1", "loop at 2".
fn edge_words(edge: HackenbushEdge) -> String {
    let end = |v: Vertex| match v {
        Vertex::Ground => t!(PictureGround),
        Vertex::Node(n) => n.to_string(),
    };
    if edge.is_loop() {
        t!(PictureLoopAt, vertex = end(edge.from))
    } else {
        t!(PictureJoins, from = end(edge.from), to = end(edge.to))
    }
}

/// The edges that fell with the last chop, drawn at their old places: found by the chop that
/// turns `before` into `now`, if one does.
fn fallen(before: &Picture, now: &Picture) -> Option<Vec<usize>> {
    before.standing().into_iter().find_map(|edge| {
        let chop = before.chop(edge).ok()?;
        (chop.after == *now).then(|| {
            let mut fell = chop.fallen;
            fell.insert(0, edge);
            fell
        })
    })
}

/// Whether every edge of `now` is an edge of `before` (as many times): a picture after chops.
fn is_part_of(now: &Picture, before: &Picture) -> bool {
    let mut left: Vec<HackenbushEdge> = before.edges().to_vec();
    now.edges().iter().all(|edge| {
        left.iter()
            .position(|e| e == edge)
            .map(|at| left.swap_remove(at))
            .is_some()
    })
}

/// The picture on the board: the SVG drawing (each edge a button), the list of edges (buttons),
/// and with hints the winning chops starred and the picture's value.
#[component]
pub fn PictureBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let board = use_node_ref();
    // After a chop, focus goes to the first edge still standing.
    let refocus = super::use_refocus(&board, "edge", "[data-testid^=chop-]:not([disabled])");
    // The picture drawn last and its places: kept while later pictures are its chops, so no
    // vertex moves when the automatic layout of fewer edges would place it elsewhere.
    let drawn = use_mut_ref(|| None::<Drawn>);
    let game = state.game();
    let Game::Hackenbush(drawing) = &game else {
        return Html::default();
    };
    let picture = drawing.picture();
    let enabled = state.board_enabled();
    let hints = state.highlights();
    let winning = ctx.hinted_moves();
    let previous = drawn.borrow().clone();
    let position = game.to_string();
    let places = match &previous {
        Some(before)
            if is_part_of(picture, before.drawing.picture()) && drawing.layout().is_empty() =>
        {
            before.places.clone()
        }
        _ => places(picture, drawing.layout()),
    };
    // The fall of the chop that led here: found once, then kept while this position is drawn.
    let fall = previous.as_ref().and_then(|before| {
        if before.drawing == *drawing {
            return before.fall.clone().filter(|fall| fall.position == position);
        }
        Some(Fall {
            position: position.clone(),
            edges: fallen(before.drawing.picture(), picture)?,
            before: before.drawing.clone(),
            places: before.places.clone(),
        })
    });
    let drawn_strokes = strokes(picture.edges(), &places);
    let (left, right, top) = frame(&places, &drawn_strokes);
    let standing = picture.standing();

    let chop = |edge: usize| {
        let dispatch = state.dispatcher();
        let refocus = refocus.clone();
        move || {
            *refocus.borrow_mut() = Some(0);
            dispatch.dispatch(Action::Board(BoardAction::Play(Move::Chop { edge })));
        }
    };
    let wins = |edge: usize| winning.contains(&Move::Chop { edge });
    let drawn_edges = picture.edges().iter().enumerate().map(|(index, &edge)| {
        let up = standing.contains(&index);
        let label = t!(PictureEdgeName, edge = edge_number(index), ends = edge_words(edge), standing = if up { "yes" } else { "no" });
        let press = chop(index);
        let onclick = {
            let press = press.clone();
            Callback::from(move |_: MouseEvent| press())
        };
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                press();
            }
        });
        let d = path(&drawn_strokes[index], top);
        let (mx, my) = middle(&drawn_strokes[index], top);
        let playable = enabled && up;
        html! {
            <g class={classes!("edge", edge.is_loop().then_some("loop"), (!up).then_some("floating"), (hints && wins(index)).then_some("win"))}
                data-testid={format!("edge-{index}")} role="button" aria-label={label}
                aria-disabled={(!playable).to_string()} tabindex={if playable { "0" } else { "-1" }}
                onclick={playable.then_some(onclick)} onkeydown={playable.then_some(onkeydown)}>
                <path class="edge-hit" d={d.clone()} />
                <path class="edge-line" d={d} />
                <circle class="edge-knob" cx={mx.to_string()} cy={my.to_string()} r="9" />
            </g>
        }
    });
    let dots = places.iter().map(|(vertex, &(x, y))| {
        html! {
            <g class="vertex" aria-hidden="true">
                <circle cx={px(x * SCALE).to_string()} cy={px((top - y) * SCALE).to_string()} r="5" />
                <text x={px(x * SCALE + 7.0).to_string()} y={px((top - y) * SCALE - 6.0).to_string()}>{ vertex }</text>
            </g>
        }
    });
    // What the last chop dropped, at its old places, falling once (keyed by the position).
    let falling = fall.as_ref().map(|fall| {
        let old = strokes(fall.before.picture().edges(), &fall.places);
        let (_, _, old_top) = frame(&fall.places, &old);
        let paths = fall.edges.iter().filter_map(|&i| old.get(i)).map(|stroke| {
            // The ground stays put: shift the old drawing to this frame's ground.
            let d = path(stroke, old_top);
            html! { <path d={d} transform={format!("translate(0 {})", px((top - old_top) * SCALE))} /> }
        });
        html! { <g class="falling" key={position.clone()} aria-hidden="true">{ for paths }</g> }
    });
    let list = picture.edges().iter().enumerate().map(|(index, &edge)| {
        let up = standing.contains(&index);
        let press = chop(index);
        let star = hints && wins(index);
        html! {
            <li>
                <button type="button" data-testid={format!("chop-{index}")} class={classes!("chop", star.then_some("win"))}
                    disabled={!enabled || !up} onclick={Callback::from(move |_: MouseEvent| press())}>
                    { t!(PictureChop, edge = edge_number(index), ends = edge_words(edge)) }
                    if star { <span class="mark" aria-hidden="true">{ " ★" }</span> }
                </button>
            </li>
        }
    });
    let kept = Drawn {
        drawing: drawing.clone(),
        places: places.clone(),
        fall,
    };
    let remember = drawn.clone();
    use_effect_with(position.clone(), move |_| {
        *remember.borrow_mut() = Some(kept);
    });
    let width = (right - left) * SCALE;
    let height = (top + 1.0) * SCALE;
    let value = picture.value();
    html! {
        <div ref={board} class="picture-board" data-testid="picture">
            <svg class="picture" role="group" aria-label={t!(PictureLabel, count = picture.edges().len())}
                viewBox={format!("{} 0 {} {}", px(left * SCALE), px(width), px(height))}
                style={format!("max-width: min(100%, {}px)", px(width * 1.6))}>
                <rect class="ground" x={px(left * SCALE).to_string()} y={px(top * SCALE).to_string()}
                    width={px(width).to_string()} height={px(SCALE).to_string()} aria-hidden="true" />
                { for falling }
                { for drawn_edges }
                { for dots }
            </svg>
            <details class="edge-list" open=true>
                <summary>{ t!(PictureEdgeList) }</summary>
                <ul>{ for list }</ul>
            </details>
            if hints {
                <p class="picture-value" data-testid="value" data-value={value.to_string()}>
                    { t!(PictureValue, value = value) }
                </p>
            }
        </div>
    }
}

/// A picture drawn still, for a printed sheet: its ground, edges and numbered vertices, styled
/// by its own attributes (a sheet has no board's style sheet), read as one image.
pub fn still(picture: &Picture, layout: &Layout) -> Html {
    let places = places(picture, layout);
    let drawn = strokes(picture.edges(), &places);
    let (left, right, top) = frame(&places, &drawn);
    let (width, height) = ((right - left) * SCALE, (top + 1.0) * SCALE);
    let edges = drawn.iter().map(|stroke| {
        html! { <path d={path(stroke, top)} fill="none" stroke="#1f7a35" stroke-width="4" stroke-linecap="round" /> }
    });
    let dots = places.iter().map(|(vertex, &(x, y))| {
        let (cx, cy) = (px(x * SCALE), px((top - y) * SCALE));
        html! {
            <>
                <circle cx={cx.to_string()} cy={cy.to_string()} r="4" fill="#222" />
                <text x={(cx + 6).to_string()} y={(cy - 5).to_string()} font-size="11">{ vertex }</text>
            </>
        }
    });
    html! {
        <svg class="sheet-picture" role="img" aria-label={t!(PictureLabel, count = picture.edges().len())}
            viewBox={format!("{} 0 {} {}", px(left * SCALE), px(width), px(height))}
            width={px(width.min(320.0)).to_string()}>
            <rect x={px(left * SCALE).to_string()} y={px(top * SCALE).to_string()} width={px(width).to_string()}
                height={px(SCALE / 2.0).to_string()} fill="#6b4f2a" />
            { for edges }
            { for dots }
        </svg>
    }
}

/// The picture drawn last, its places, and the fall that led to it.
#[derive(Clone)]
struct Drawn {
    drawing: Hackenbush,
    places: Places,
    fall: Option<Fall>,
}

/// A chop's fall: the edges that dropped, drawn at their places in the picture before.
#[derive(Clone)]
struct Fall {
    /// The position the chop led to: the fall is drawn while it is.
    position: String,
    before: Hackenbush,
    places: Places,
    edges: Vec<usize>,
}

#[cfg(test)]
// The layout's numbers are small multiples of halves: exact in f32.
#[allow(clippy::float_cmp)]
mod tests {
    use super::*;

    fn picture(text: &str) -> Picture {
        text.parse().unwrap_or_default()
    }

    #[test]
    fn a_tree_is_laid_out_by_depth_with_parents_over_their_children() {
        let tree = picture("g-1,1-2,1-3,g-4");
        let at = places(&tree, &Layout::new());
        assert_eq!(at[&1].1, SPREAD);
        assert_eq!(at[&2].1, 2.0 * SPREAD);
        assert_eq!(at[&1].0, f32::midpoint(at[&2].0, at[&3].0));
        assert!(at[&4].0 > at[&3].0);
        // The layout wins where it speaks; a vertex no path joins to the ground still has a place.
        let layout: Layout = [(2, (9, 9))].into_iter().collect();
        let at = places(&picture("g-1,1-2,5-6"), &layout);
        assert_eq!(at[&2], (9.0, 9.0));
        assert!(at.contains_key(&5) && at.contains_key(&6));
    }

    #[test]
    fn parallel_edges_bend_apart_and_loops_are_loops() {
        let drawn = picture("g-1,1-2,1-2,1-2,2-2");
        let at = places(&drawn, &Layout::new());
        let strokes = strokes(drawn.edges(), &at);
        let bends: Vec<f32> = strokes
            .iter()
            .filter_map(|s| match s {
                Stroke::Line { bend, .. } => Some(*bend),
                Stroke::Loop(_) => None,
            })
            .collect();
        assert_eq!(bends, [0.0, 0.0, 0.5, -0.5]);
        assert_eq!(strokes[4], Stroke::Loop(at[&2]));
        // The ground end of g-1 is straight below vertex 1.
        assert_eq!(
            strokes[0],
            Stroke::Line {
                from: (at[&1].0, 0.0),
                to: at[&1],
                bend: 0.0
            }
        );
    }

    #[test]
    fn the_edges_a_chop_dropped_are_found_from_the_picture_before() {
        let before = picture("g-1,1-2,2-3,g-4");
        let now = picture("g-1,g-4");
        assert_eq!(fallen(&before, &now), Some(vec![1, 2]));
        assert!(is_part_of(&now, &before));
        assert!(!is_part_of(&before, &now));
        assert_eq!(fallen(&before, &picture("g-1,1-2")), None);
    }
}
