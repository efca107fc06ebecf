//! Circle Nim's ring in SVG: select a marker, then take it alone or with a neighbour.

use nim_solver::Move;
use wasm_bindgen::JsCast;
use web_sys::SvgElement;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;

// Only its game's positions need it: a chunk, fetched when such a board is first drawn.
crate::views::chunk::split_view!(ring: pub fn ring_host() -> RingBoard);

/// Radius of the ring in SVG units; the view box is 200 by 200.
const RADIUS: f64 = 80.0;

use crate::boards::geometry::sin_cos;

/// Where place `i` of `n` sits, clockwise from the top, in tenths of an SVG unit.
fn place_xy(i: usize, n: usize) -> (i32, i32) {
    let angle = std::f64::consts::TAU * i as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
    let tenths = |v: f64| (v * 10.0).round() as i32;
    let (sin, cos) = sin_cos(angle);
    (tenths(100.0 + RADIUS * cos), tenths(100.0 + RADIUS * sin))
}

/// A coordinate in tenths written as an SVG number; integer formatting keeps the float
/// formatter (about 5 kB gzip) out of the bundle.
fn svg_number(tenths: i32) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    let magnitude = tenths.unsigned_abs();
    format!("{sign}{}.{}", magnitude / 10, magnitude % 10)
}

/// Focuses the marker `step` places around the ring from the event's target.
fn step_focus(event: &KeyboardEvent, step: isize) {
    let Some(target) = event.target().and_then(|t| t.dyn_into::<SvgElement>().ok()) else {
        return;
    };
    let Some(parent) = target.parent_element() else {
        return;
    };
    let markers = parent.query_selector_all("g.marker").ok();
    let Some(markers) = markers else { return };
    let count = markers.length();
    if count == 0 {
        return;
    }
    let target_node: &web_sys::Node = target.as_ref();
    let here = (0..count)
        .find(|&i| markers.get(i).is_some_and(|m| m == *target_node))
        .unwrap_or(0);
    let next = (i64::from(here) + step as i64).rem_euclid(i64::from(count)) as u32;
    if let Some(element) = markers
        .get(next)
        .and_then(|m| m.dyn_into::<SvgElement>().ok())
    {
        event.prevent_default();
        let _ = element.focus();
    }
}

/// The ring, its markers as focusable buttons, and the take buttons for the selected marker.
#[component]
pub fn RingBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let game = state.game();
    let selected = use_state(|| None::<usize>);
    let svg = use_node_ref();
    // After a take the chosen markers vanish: focus returns to the ring once it is playable.
    let refocus = use_mut_ref(|| false);
    {
        let svg = svg.clone();
        let refocus = refocus.clone();
        use_effect_with((state.board.cursor, state.board_enabled()), move |_| {
            if *refocus.borrow() {
                let marker = svg
                    .cast::<web_sys::Element>()
                    .and_then(|ring| ring.query_selector("g.marker[tabindex='0']").ok().flatten())
                    .and_then(|m| m.dyn_into::<SvgElement>().ok());
                if let Some(marker) = marker {
                    let _ = marker.focus();
                    *refocus.borrow_mut() = false;
                }
            }
        });
    }
    let Some(ring) = game.ring() else {
        return html! {};
    };
    let n = ring.len();
    let enabled = state.board_enabled();
    let hinted = ctx.hinted_moves();
    let pending = state.board.pending.clone();
    // A selection only counts while its marker is still there.
    let chosen = (*selected).filter(|&i| ring.get(i) == Some(&true) && enabled);

    let markers = ring.iter().enumerate().map(|(place, &present)| {
        let (x, y) = place_xy(place, n);
        if !present {
            return html! {
                <circle class="place empty" cx={svg_number(x)} cy={svg_number(y)} r="7" aria-hidden="true" />
            };
        }
        let wins = hinted.iter().any(|mv| mv.removes(place));
        let taking = pending.as_ref().is_some_and(|mv| mv.removes(place));
        let is_selected = chosen == Some(place);
        let select = {
            let selected = selected.clone();
            move || selected.set(if is_selected { None } else { Some(place) })
        };
        let onclick = {
            let select = select.clone();
            Callback::from(move |_: MouseEvent| select())
        };
        let onkeydown = Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Enter" | " " => {
                e.prevent_default();
                select();
            }
            "ArrowRight" | "ArrowDown" => step_focus(&e, 1),
            "ArrowLeft" | "ArrowUp" => step_focus(&e, -1),
            _ => {}
        });
        let label = t!(
            BoardMarkerLabel,
            place = place + 1,
            places = n,
            wins = if wins { "yes" } else { "no" }
        );
        html! {
            <g
                class={classes!("marker", wins.then_some("win"), taking.then_some("taking"), is_selected.then_some("selected"))}
                role="button"
                tabindex={if enabled { "0" } else { "-1" }}
                aria-label={label}
                aria-pressed={if is_selected { "true" } else { "false" }}
                aria-disabled={(!enabled).then_some("true")}
                data-testid={format!("marker-{place}")}
                onclick={enabled.then_some(onclick)}
                onkeydown={enabled.then_some(onkeydown)}
            >
                <circle class="hit" cx={svg_number(x)} cy={svg_number(y)} r="13" />
                <circle class="dot" cx={svg_number(x)} cy={svg_number(y)} r="9" />
                if wins {
                    <circle class="win-ring" cx={svg_number(x)} cy={svg_number(y)} r="12.5" />
                }
                <text x={svg_number(x)} y={svg_number(y + 35)} class="place-number" aria-hidden="true">{ place + 1 }</text>
            </g>
        }
    });

    let take_buttons = chosen.map(|place| {
        let left = (place + n - 1) % n;
        // The solver's legal moves that take this marker: alone, then with a neighbour.
        let mut options: Vec<(Move, String, &str)> = game.legal_moves().into_iter().filter_map(|mv| {
            let Move::Remove { first, second } = mv else {
                return None;
            };
            if !mv.removes(place) {
                return None;
            }
            Some(match second.map(|s| if s == place { first } else { s }) {
                None => (mv, t!(BoardTakeMarker, place = place + 1), "take-one"),
                Some(neighbour) => (
                    mv,
                    t!(BoardTakeWithNeighbour, place = place + 1, neighbour = neighbour + 1),
                    if neighbour == left { "take-left" } else { "take-right" },
                ),
            })
        }).collect();
        options.sort_by_key(|&(_, _, testid)| ["take-one", "take-left", "take-right"].iter().position(|&t| t == testid));
        let buttons = options.into_iter().map(|(mv, text, testid)| {
            let wins = hinted.contains(&mv);
            let onclick = {
                let dispatch = state.dispatcher();
                let selected = selected.clone();
                let refocus = refocus.clone();
                Callback::from(move |_| {
                    selected.set(None);
                    *refocus.borrow_mut() = true;
                    dispatch.dispatch(Action::Board(BoardAction::Play(mv.clone())));
                })
            };
            html! {
                <button type="button" class={classes!("take", wins.then_some("win"))} data-testid={testid} {onclick}>
                    { text }
                    if wins { <span class="badge">{ " " }{ t!(BoardTakeWins) }</span> }
                </button>
            }
        });
        html! {
            <div class="take-options" role="group" aria-label={t!(BoardTakeMarker, place = place + 1)}>
                { for buttons }
                <button type="button" class="secondary" onclick={
                    let selected = selected.clone();
                    Callback::from(move |_| selected.set(None))
                }>{ t!(BoardCancel) }</button>
            </div>
        }
    });

    html! {
        <div class="ring-board">
            <svg ref={svg} class="ring" viewBox="0 0 200 200" data-testid="ring" role="group"
                aria-label={t!(BoardRingLabel, places = n, count = ring.iter().filter(|m| **m).count())}>
                <circle class="track" cx="100" cy="100" r={svg_number((RADIUS * 10.0) as i32)} aria-hidden="true" />
                { for markers }
            </svg>
            {
                take_buttons.unwrap_or_else(|| html! {
                    <p class="hint-text">{ if enabled { t!(BoardRingHint) } else { String::new() } }</p>
                })
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_are_written_to_a_tenth() {
        assert_eq!(svg_number(1000), "100.0");
        assert_eq!(svg_number(35), "3.5");
        assert_eq!(svg_number(-7), "-0.7");
        assert_eq!(place_xy(0, 4), (1000, 200));
        assert_eq!(place_xy(1, 4), (1800, 1000));
        assert_eq!(place_xy(1, 8), (1566, 434));
    }
}
