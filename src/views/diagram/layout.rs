//! A layered (Sugiyama-style) drawing of a diagram: one row per height, the start on top and the
//! terminal positions at the bottom, rows ordered by barycentres to keep crossings few.

/// Where each node goes, in grid units: `column` counts half-slots so that rows of different
/// lengths centre on each other; `row` counts from the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The nodes of each row, top row first, left to right.
    pub rows: Vec<Vec<usize>>,
    /// Each node's row.
    pub row: Vec<usize>,
    /// Each node's horizontal place in half-slots (`0` is the left edge of the widest row).
    pub column: Vec<i64>,
    /// The widest row's length.
    pub width: usize,
}

/// Down-and-up sweeps tried; the best ordering seen is kept.
const SWEEPS: usize = 4;

impl Layout {
    /// Lays out nodes of the given heights (every edge from a greater height to a smaller one)
    /// with the edges `(from, to)`.
    pub fn new(heights: &[u32], edges: &[(usize, usize)]) -> Layout {
        let top = heights.iter().copied().max().unwrap_or(0) as usize;
        let mut rows: Vec<Vec<usize>> = vec![Vec::new(); top + 1];
        let mut row = vec![0; heights.len()];
        for (node, &height) in heights.iter().enumerate() {
            let r = top - height as usize;
            row[node] = r;
            rows[r].push(node);
        }
        let mut layout = Layout::place(rows, row);
        let mut best = (layout.crossings(edges), layout.clone());
        for sweep in 0..SWEEPS * 2 {
            let downward = sweep % 2 == 0;
            layout.sweep(edges, downward);
            let crossings = layout.crossings(edges);
            if crossings < best.0 {
                best = (crossings, layout.clone());
            }
        }
        best.1
    }

    /// Columns for the given rows: each row centred under the widest.
    fn place(rows: Vec<Vec<usize>>, row: Vec<usize>) -> Layout {
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let mut column = vec![0; row.len()];
        for nodes in &rows {
            let indent = int(width - nodes.len());
            for (i, &node) in nodes.iter().enumerate() {
                column[node] = indent + 2 * int(i);
            }
        }
        Layout {
            rows,
            row,
            column,
            width,
        }
    }

    /// One barycentre sweep: each row, in turn from the top (or the bottom), reordered by the
    /// mean column of its neighbours above (or below); a node without any keeps its place.
    fn sweep(&mut self, edges: &[(usize, usize)], downward: bool) {
        let order: Vec<usize> = if downward {
            (1..self.rows.len()).collect()
        } else {
            (0..self.rows.len().saturating_sub(1)).rev().collect()
        };
        let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); self.row.len()];
        for &(from, to) in edges {
            if downward {
                neighbours[to].push(from);
            } else {
                neighbours[from].push(to);
            }
        }
        for r in order {
            let mut keyed: Vec<(i64, i64, usize)> = self.rows[r]
                .iter()
                .map(|&node| {
                    let (sum, count) = neighbours[node]
                        .iter()
                        .fold((0i64, 0i64), |(s, c), &n| (s + self.column[n], c + 1));
                    // Compared as sum/count scaled to a common integer (no floats to tie on).
                    let key = if count == 0 {
                        self.column[node] * 1000
                    } else {
                        sum * 1000 / count
                    };
                    (key, self.column[node], node)
                })
                .collect();
            keyed.sort_unstable();
            self.rows[r] = keyed.into_iter().map(|(_, _, node)| node).collect();
            let indent = int(self.width - self.rows[r].len());
            for (i, &node) in self.rows[r].iter().enumerate() {
                self.column[node] = indent + 2 * int(i);
            }
        }
    }

    /// How many pairs of edges cross when drawn as straight lines between node centres (edges
    /// that share a node do not count).
    pub fn crossings(&self, edges: &[(usize, usize)]) -> usize {
        // Each edge top end first, sorted by its top row: only edges whose rows overlap can cross.
        let mut segments: Vec<Segment> = edges
            .iter()
            .map(|&(a, b)| {
                let (p, q) = (
                    (self.column[a], int(self.row[a])),
                    (self.column[b], int(self.row[b])),
                );
                let (top, bottom) = if p.1 <= q.1 { (p, q) } else { (q, p) };
                Segment {
                    top,
                    bottom,
                    ends: (a, b),
                    left: top.0.min(bottom.0),
                    right: top.0.max(bottom.0),
                }
            })
            .collect();
        segments.sort_unstable_by_key(|s| s.top.1);
        let mut count = 0;
        for (i, s) in segments.iter().enumerate() {
            for t in &segments[i + 1..] {
                if t.top.1 >= s.bottom.1 {
                    break;
                }
                let (a, b) = s.ends;
                let (c, d) = t.ends;
                if t.left >= s.right || s.left >= t.right || a == c || a == d || b == c || b == d {
                    continue;
                }
                if segments_cross(s.top, s.bottom, t.top, t.bottom) {
                    count += 1;
                }
            }
        }
        count
    }
}

/// An edge as drawn, for counting crossings.
struct Segment {
    top: (i64, i64),
    bottom: (i64, i64),
    ends: (usize, usize),
    left: i64,
    right: i64,
}

/// A count as a coordinate (counts here are small).
fn int(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Whether two segments cross at a point inside both.
fn segments_cross(p: (i64, i64), q: (i64, i64), r: (i64, i64), s: (i64, i64)) -> bool {
    let side = |a: (i64, i64), b: (i64, i64), c: (i64, i64)| {
        ((b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)).signum()
    };
    let (d1, d2) = (side(p, q, r), side(p, q, s));
    let (d3, d4) = (side(r, s, p), side(r, s, q));
    d1 * d2 < 0 && d3 * d4 < 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{Game, DIAGRAM_NODES};

    fn edges_of(diagram: &nim_solver::Diagram) -> Vec<(usize, usize)> {
        diagram.edges.iter().map(|e| (e.from, e.to)).collect()
    }

    fn heights_of(diagram: &nim_solver::Diagram) -> Vec<u32> {
        diagram.nodes.iter().map(|n| n.height).collect()
    }

    #[test]
    fn two_crossing_edges_are_uncrossed() {
        // 0 and 1 on top, 2 and 3 below; 0 -> 3 and 1 -> 2 cross in the first ordering.
        let edges = [(0, 3), (1, 2)];
        let heights = [1, 1, 0, 0];
        let before = Layout::place(vec![vec![0, 1], vec![2, 3]], vec![0, 0, 1, 1]);
        assert_eq!(before.crossings(&edges), 1);
        let after = Layout::new(&heights, &edges);
        assert_eq!(after.crossings(&edges), 0);
    }

    #[test]
    fn diagrams_are_drawn_downward_with_no_more_crossings_than_before() {
        let games: Vec<Game> = [
            "variant=nim&heaps=4,3,2",
            "variant=misere&heaps=4,3,2",
            "variant=pass&heaps=3,2,2&pass=1",
            "variant=blocking&heaps=3,3,2&blocks=1",
            "variant=circle&ring=oooooo",
            "variant=circle&ring=oooooooo",
        ]
        .iter()
        .map(|text| text.parse().expect("a position"))
        .collect();
        for game in games {
            let diagram = game.diagram(DIAGRAM_NODES).expect("small");
            let (heights, edges) = (heights_of(&diagram), edges_of(&diagram));
            let layout = Layout::new(&heights, &edges);
            // The start alone on top, the terminal positions on the bottom row.
            assert_eq!(layout.rows[0], vec![0], "{game}");
            for (node, data) in diagram.nodes.iter().enumerate() {
                let bottom = layout.row[node] == layout.rows.len() - 1;
                assert_eq!(bottom, data.end.is_some(), "{game}: {}", data.game);
            }
            for &(from, to) in &edges {
                assert!(
                    layout.row[from] < layout.row[to],
                    "{game}: every edge goes down"
                );
            }
            let mut placed: Vec<usize> = layout.rows.concat();
            placed.sort_unstable();
            assert_eq!(placed, (0..diagram.nodes.len()).collect::<Vec<_>>());
            let first = Layout::place(
                {
                    let mut rows = vec![Vec::new(); layout.rows.len()];
                    for (node, &r) in layout.row.iter().enumerate() {
                        rows[r].push(node);
                    }
                    rows
                },
                layout.row.clone(),
            );
            assert!(
                layout.crossings(&edges) <= first.crossings(&edges),
                "{game}: {} > {}",
                layout.crossings(&edges),
                first.crossings(&edges)
            );
        }
    }

    #[test]
    fn rows_are_centred_and_never_share_a_place() {
        let diagram = "variant=nim&heaps=4,3,2"
            .parse::<Game>()
            .expect("a position")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let layout = Layout::new(&heights_of(&diagram), &edges_of(&diagram));
        for nodes in &layout.rows {
            let columns: Vec<i64> = nodes.iter().map(|&n| layout.column[n]).collect();
            assert!(columns.windows(2).all(|w| w[1] - w[0] == 2));
            let (left, right) = (columns[0], columns[columns.len() - 1]);
            assert_eq!(left, 2 * int(layout.width) - 2 - right, "centred");
        }
    }
}
