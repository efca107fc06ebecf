//! The picture of a computed slice: its SVG markup, built once per answer, and the PNG export's
//! size. Pure: the panel puts the markup in the page and paints the PNG on a canvas.

use std::fmt::Write as _;

use nim_solver::{Prediction, Slice};
use yew::AttrValue;

use super::grid::Grid;
use super::protocol::SliceCells;

/// The width of an exported PNG, at most: cells are whole pixels, so it may be less.
pub const PNG_WIDTH: u32 = 1024;

/// The colour of a Grundy value 0, a `P`-position: black, apart from every other value.
pub const ZERO_COLOUR: [u8; 3] = [0, 0, 0];

/// The colour scale of the values from 1 to the largest, light to dark (viridis, reversed):
/// evenly spaced stops, blended in between.
pub const VALUE_STOPS: [[u8; 3]; 5] = [
    [0xfd, 0xe7, 0x25],
    [0x5e, 0xc9, 0x62],
    [0x21, 0x91, 0x8c],
    [0x3b, 0x52, 0x8b],
    [0x44, 0x01, 0x54],
];

/// The colour of Grundy value `value` on a scale whose largest value is `top`.
pub fn value_colour(value: u32, top: u32) -> [u8; 3] {
    if value == 0 {
        return ZERO_COLOUR;
    }
    let spans = (VALUE_STOPS.len() - 1) as u64;
    // Where the value falls from 1 to `top`, in 1/65536ths of the scale, whole numbers only.
    let range = u64::from(top.max(2) - 1);
    let at = (u64::from(value.min(top).max(1) - 1) * spans * 65_536) / range;
    let stop = ((at / 65_536) as usize).min(VALUE_STOPS.len() - 2);
    let within = i64::try_from(at - stop as u64 * 65_536).unwrap_or(0);
    let (from, to) = (VALUE_STOPS[stop], VALUE_STOPS[stop + 1]);
    let blend = |from: u8, to: u8| {
        let (f, t) = (i64::from(from), i64::from(to));
        u8::try_from(f + (t - f) * within / 65_536).unwrap_or(to)
    };
    [
        blend(from[0], to[0]),
        blend(from[1], to[1]),
        blend(from[2], to[2]),
    ]
}

/// The picture of a grid's Grundy values, one RGBA pixel per cell row by row (empty without
/// values), for a canvas to show scaled up.
pub fn value_pixels(grid: &Grid) -> Vec<u8> {
    let top = grid.top_value().unwrap_or(0);
    let mut pixels = Vec::with_capacity(grid.values().len() * 4);
    for &value in grid.values() {
        let [r, g, b] = value_colour(value, top);
        pixels.extend([r, g, b, 255]);
    }
    pixels
}

/// The scale as a CSS gradient, for the legend.
pub fn scale_gradient() -> String {
    let stops: Vec<String> = VALUE_STOPS
        .iter()
        .map(|[r, g, b]| format!("#{r:02x}{g:02x}{b:02x}"))
        .collect();
    format!("linear-gradient(to right, {})", stops.join(", "))
}

/// A computed slice, ready to draw: its grid, and its picture as SVG markup built once per
/// answer (one path per kind of cell), so a cursor move never rebuilds or diffs it.
#[derive(Debug, PartialEq)]
pub struct Drawn {
    /// The slice drawn.
    pub slice: Slice,
    /// Its cells.
    pub grid: Grid,
    /// How many cells the search and the source disagree on.
    pub findings: usize,
    /// A large cross over each finding (also drawn on the exported PNG).
    pub findings_path: String,
    /// The picture: empty cells, the `P` cells (with their pairs `a <= b` in `data-cells`, for
    /// tests and tools reading the page), the source's diamonds, the findings' crosses.
    pub svg: AttrValue,
    /// The Grundy values' picture, RGBA row by row ([`value_pixels`]; empty without values).
    pub value_pixels: Vec<u8>,
}

impl Drawn {
    /// The picture of `cells`, computed for `slice`.
    pub fn new(slice: Slice, cells: &SliceCells) -> Drawn {
        let grid = Grid::new(slice.max, cells);
        let mut p_path = String::new();
        let mut p_data = String::new();
        for &(a, b) in &cells.p {
            let _ = write!(p_path, "M{b} {a}h1v1h-1z");
            if a != b {
                let _ = write!(p_path, "M{a} {b}h1v1h-1z");
            }
            let _ = write!(p_data, "{a},{b} ");
        }
        let mut predicted_path = String::new();
        for &(a, b) in &cells.predicted {
            let _ = write!(predicted_path, "M{b}.5 {a}.15l.35 .35l-.35 .35l-.35 -.35z");
            if a != b {
                let _ = write!(predicted_path, "M{a}.5 {b}.15l.35 .35l-.35 .35l-.35 -.35z");
            }
        }
        // A cross several cells wide, so one finding shows on the largest grid; whole numbers
        // only (formatting floats would weigh on the bundle).
        let arm = i64::from(grid.side / 40 + 1);
        let mut findings_path = String::new();
        for c in &cells.contradictions {
            for (row, column) in [(c.a, c.b), (c.b, c.a)] {
                let (x0, y0) = (i64::from(column) - arm, i64::from(row) - arm);
                let (x1, y1) = (i64::from(column) + 1 + arm, i64::from(row) + 1 + arm);
                let _ = write!(findings_path, "M{x0} {y0}L{x1} {y1}M{x0} {y1}L{x1} {y0}");
            }
        }
        let side = grid.side;
        let silent = Prediction::over(&slice)
            .and_then(|p| p.silent_from(&slice))
            .map_or_else(String::new, |from| {
                let rest = side - from;
                format!(
                    r#"<rect class="silent" x="{from}" y="{from}" width="{rest}" height="{rest}" data-testid="explore-silent"/>"#
                )
            });
        let svg = format!(
            r#"<svg viewBox="0 0 {side} {side}" preserveAspectRatio="none" shape-rendering="crispEdges" aria-hidden="true"><defs><pattern id="explore-hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="1.2" height="4" class="hatch"/></pattern></defs><rect class="n-cells" width="{side}" height="{side}"/>{silent}<path class="p-cells" d="{p_path}" data-testid="explore-p" data-cells="{}"/><path class="predicted" d="{predicted_path}" shape-rendering="geometricPrecision" data-testid="explore-predicted"/><path class="findings" d="{findings_path}" shape-rendering="geometricPrecision"/></svg>"#,
            p_data.trim_end()
        );
        Drawn {
            findings: cells.contradictions.len(),
            slice,
            value_pixels: value_pixels(&grid),
            grid,
            findings_path,
            svg: AttrValue::from(svg),
        }
    }
}

/// The exported PNG's size: whole pixels per cell, and whether the source's cells fit a mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PngLayout {
    /// Pixels per cell, at least one.
    pub scale: u32,
    /// Pixels per side of the image.
    pub pixels: u32,
    /// Whether the source's `P` cells are marked (asked for, and cells of three pixels or more).
    pub marks: bool,
}

impl PngLayout {
    /// The layout of a grid of `side` cells (`side >= 1`), with the source's overlay if `overlay`.
    pub fn of(side: u32, overlay: bool) -> PngLayout {
        let scale = (PNG_WIDTH / side.max(1)).max(1);
        PngLayout {
            scale,
            pixels: side * scale,
            marks: overlay && scale >= 3,
        }
    }

    /// The margin around a source's mark inside its cell, in pixels.
    pub fn inset(self) -> u32 {
        self.scale / 3
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Variant;
    use nim_solver::{Contradiction, Family};

    #[test]
    fn the_svg_lists_the_p_pairs_and_marks_each_finding() {
        let slice = Slice {
            family: Family::of(Variant::Blocking, 1).unwrap(),
            fixed: vec![3],
            max: 4,
        };
        let cells = SliceCells {
            p: vec![(1, 1), (0, 2)],
            predicted: vec![(0, 2)],
            contradictions: vec![Contradiction {
                a: 1,
                b: 1,
                searched_p: true,
            }],
            values: Vec::new(),
        };
        let drawn = Drawn::new(slice.clone(), &cells);
        assert_eq!(drawn.findings, 1);
        assert_eq!(drawn.grid, Grid::new(4, &cells));
        assert!(drawn.svg.contains(r#"viewBox="0 0 5 5""#));
        assert!(drawn.svg.contains(r#"data-cells="1,1 0,2""#));
        // An off-diagonal pair is drawn on both sides; the diagonal once.
        assert!(drawn.svg.contains("M1 1h1v1h-1zM2 0h1v1h-1zM0 2h1v1h-1z\""));
        assert!(
            !drawn.svg.contains("explore-silent"),
            "the theorem covers all"
        );
        // One finding, crossed on both sides of the diagonal, one cell out.
        assert_eq!(drawn.findings_path, "M0 0L3 3M0 3L3 0".repeat(2));
    }

    #[test]
    fn the_corner_the_pass_lists_leave_silent_is_hatched() {
        let slice = Slice {
            family: Family::of(Variant::Pass, 1).unwrap(),
            fixed: vec![10],
            max: 12,
        };
        let drawn = Drawn::new(slice, &SliceCells::default());
        assert!(drawn.svg.contains(
            r#"<rect class="silent" x="10" y="10" width="3" height="3" data-testid="explore-silent"/>"#
        ));
        assert!(drawn.svg.contains(r#"data-cells="""#));
    }

    #[test]
    fn values_are_coloured_on_the_scale_and_zero_apart() {
        assert_eq!(value_colour(0, 40), ZERO_COLOUR);
        assert_eq!(value_colour(1, 40), VALUE_STOPS[0]);
        assert_eq!(value_colour(40, 40), VALUE_STOPS[4]);
        assert_eq!(value_colour(1, 1), VALUE_STOPS[0], "a scale of one value");
        // Halfway is the middle stop; every colour of the scale differs from zero's.
        assert_eq!(value_colour(21, 41), VALUE_STOPS[2]);
        assert!((1..=40).all(|v| value_colour(v, 40) != ZERO_COLOUR));
        assert_eq!(
            scale_gradient(),
            "linear-gradient(to right, #fde725, #5ec962, #21918c, #3b528b, #440154)"
        );
    }

    #[test]
    fn the_values_picture_has_one_pixel_per_cell() {
        let cells = SliceCells {
            p: vec![(0, 0)],
            values: vec![0, 1, 1, 2],
            ..SliceCells::default()
        };
        let slice = Slice {
            family: Family::of(Variant::Wythoff, 1).unwrap(),
            fixed: vec![],
            max: 1,
        };
        let drawn = Drawn::new(slice, &cells);
        assert_eq!(drawn.value_pixels.len(), 4 * 4);
        assert_eq!(drawn.value_pixels[..4], [0, 0, 0, 255]);
        assert_eq!(drawn.value_pixels[12..15], VALUE_STOPS[4]);
        let none = Drawn::new(
            Slice {
                family: Family::of(Variant::Nim, 1).unwrap(),
                fixed: vec![3],
                max: 1,
            },
            &SliceCells::default(),
        );
        assert!(none.value_pixels.is_empty());
    }

    #[test]
    fn the_png_is_at_most_1024_pixels_and_marks_only_cells_of_three_pixels() {
        assert_eq!(
            PngLayout::of(64, true),
            PngLayout {
                scale: 16,
                pixels: 1024,
                marks: true
            }
        );
        assert_eq!(PngLayout::of(64, true).inset(), 5);
        assert!(!PngLayout::of(64, false).marks);
        assert_eq!(PngLayout::of(300, true).pixels, 900);
        assert!(PngLayout::of(300, true).marks, "three pixels a cell");
        let largest = PngLayout::of(1024, true);
        assert_eq!(
            (largest.scale, largest.pixels, largest.marks),
            (1, 1024, false)
        );
    }
}
