//! The state diagram beside the board: positions as focusable nodes in rows, arrows for moves, and
//! the labelling procedure stepped, run or reset, each step's reason under the picture. A split
//! point (`host`): it draws the state the app gives and sends the app its asks.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use nim_solver::{Diagram, GameEnd, Outcome};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::app::reduced_motion;
use crate::t;
use crate::views::diagram::layout::Layout;
use crate::views::diagram::slice::DiagramAction;
use crate::views::diagram::slice::DiagramView;
use crate::words::diagram_panel as words;

/// Half the distance between neighbouring nodes of a row, in pixels.
const HALF: i64 = 40;
/// Distance between rows.
const ROW: i64 = 92;
/// Room around the drawing.
const PAD: i64 = 44;
/// A node's box, at its narrowest.
const NODE_W: i64 = 68;
/// The width of a character of a node's position, at its type size (a bold 17 px digit).
const CHAR_W: i64 = 11;
const NODE_H: i64 = 46;
/// Time between two steps of Run.
const RUN_STEP_MS: u32 = 450;

/// What the diagram's panel asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// One of the diagram's actions for the app's state.
    Diagram(DiagramAction),
    /// Close the diagram and go back to the board.
    Close,
}

/// What the panel shows: the diagram with its labelling, and the position on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The diagram, drawn from its root, with the steps shown and the student's labels.
    pub view: DiagramView,
    /// The position on the board.
    pub board: nim_solver::Game,
}

/// The diagram's state and where its asks go.
#[derive(Properties, PartialEq, Clone)]
pub struct DiagramProps {
    /// The diagram, its labelling and the board's position.
    pub shown: Shown,
    /// Takes the panel's asks.
    pub send: Callback<Ask>,
    /// Whether it has a Close button (not when it is an embed's only view).
    pub closable: bool,
}

/// The diagram panel; drawn while the state holds a diagram.
#[component]
pub fn DiagramPanel(props: &DiagramProps) -> Html {
    let dispatch = props.send.clone();
    let running = use_state(|| false);
    let selected = use_state(|| None::<usize>);
    // "Label it yourself" with values: the text in the value box, and whether it was no number.
    let typed = use_state(String::new);
    let unreadable = use_state(|| false);
    let value_box = use_node_ref();
    let view = &props.shown.view;
    let shown = view.shown;
    let done = view.done();

    // Run: one step at a time until the end, then stop.
    {
        let dispatch = dispatch.clone();
        let running = running.clone();
        use_effect_with((*running, shown, done), move |&(run, _, done)| {
            let timeout = if run && !done {
                Some(Timeout::new(RUN_STEP_MS, move || {
                    dispatch.emit(Ask::Diagram(DiagramAction::Step));
                }))
            } else {
                if run {
                    running.set(false);
                }
                None
            };
            move || drop(timeout)
        });
    }

    let click = |action: Ask| {
        let dispatch = dispatch.clone();
        let running = running.clone();
        Callback::from(move |_: MouseEvent| {
            running.set(false);
            dispatch.emit(action.clone());
        })
    };
    let on_run = {
        let dispatch = dispatch.clone();
        let running = running.clone();
        Callback::from(move |_: MouseEvent| {
            if reduced_motion() {
                dispatch.emit(Ask::Diagram(DiagramAction::ShowAll));
            } else {
                running.set(true);
            }
        })
    };
    let body = match view.diagram.as_ref() {
        Err(error) => html! {
            <div class="diagram-refused" data-testid="diagram-refused">
                <p>{ words::refusal(error) }</p>
                <button type="button" data-testid="diagram-along" onclick={click(Ask::Diagram(DiagramAction::Along))}>
                    { t!(DiagramAlong) }
                </button>
            </div>
        },
        Ok(diagram) => {
            let on_board = diagram.find(&props.shown.board);
            let labels = labels_of(view, diagram);
            let (lit, current) = match &view.quiz {
                Some(quiz) => (
                    quiz.last
                        .as_ref()
                        .map(|g| g.edges.clone())
                        .unwrap_or_default(),
                    quiz.last.as_ref().map(|g| g.node),
                ),
                None => (
                    view.last_step()
                        .map(|s| s.edges.clone())
                        .unwrap_or_default(),
                    view.last_step().map(|s| s.node),
                ),
            };
            let on_select = {
                let selected = selected.clone();
                Callback::from(move |node: usize| selected.set(Some(node)))
            };
            // A digit on a focused node starts its value in the box, which takes the focus.
            let on_digit = {
                let selected = selected.clone();
                let typed = typed.clone();
                let value_box = value_box.clone();
                Callback::from(move |(node, digit): (usize, char)| {
                    selected.set(Some(node));
                    typed.set(digit.to_string());
                    if let Some(input) = value_box.cast::<HtmlInputElement>() {
                        // The box holds the digit now: the next key may come before the redraw.
                        input.set_value(&digit.to_string());
                        let _ = input.focus();
                    }
                })
            };
            let on_typed = {
                let typed = typed.clone();
                let unreadable = unreadable.clone();
                Callback::from(move |event: InputEvent| {
                    if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                        typed.set(input.value());
                        // Typing again puts the last verdict back in place of the complaint.
                        unreadable.set(false);
                    }
                })
            };
            let on_check = {
                let dispatch = dispatch.clone();
                let node = *selected;
                let typed = typed.clone();
                let unreadable = unreadable.clone();
                Callback::from(move |event: SubmitEvent| {
                    event.prevent_default();
                    let Some(node) = node else {
                        return;
                    };
                    match typed.trim().parse::<u32>() {
                        Ok(value) => {
                            unreadable.set(false);
                            dispatch.emit(Ask::Diagram(DiagramAction::GuessValue(node, value)));
                        }
                        Err(_) => unreadable.set(true),
                    }
                })
            };
            let values = values_of(view, diagram);
            let valued = diagram.has_values();
            let guess = |outcome: Outcome| {
                let dispatch = dispatch.clone();
                let node = *selected;
                Callback::from(move |_: MouseEvent| {
                    if let Some(node) = node {
                        dispatch.emit(Ask::Diagram(DiagramAction::Guess(node, outcome)));
                    }
                })
            };
            let quiz_on = view.quiz.is_some();
            html! {
                <>
                    if diagram.complete {
                        <div class="diagram-steps">
                            <button type="button" data-testid="diagram-quiz" aria-pressed={quiz_on.to_string()}
                                onclick={click(Ask::Diagram(DiagramAction::Quiz(!quiz_on)))}>{ t!(DiagramLabelYourself) }</button>
                        </div>
                    }
                    if let Some(quiz) = &view.quiz {
                        if valued {
                            <form class="diagram-steps" data-testid="diagram-value-form" onsubmit={on_check}>
                                <label for="diagram-value">{ words::label_this(selected.and_then(|n| diagram.nodes.get(n)).map(|n| &n.game)) }</label>
                                <input id="diagram-value" class="diagram-value" type="text" inputmode="numeric"
                                    autocomplete="off" size="3" data-testid="diagram-guess-value" ref={value_box.clone()}
                                    value={(*typed).clone()} oninput={on_typed} />
                                <button type="submit" data-testid="diagram-guess-check" disabled={selected.is_none()}>
                                    { t!(DiagramCheckValue) }
                                </button>
                                <span class="diagram-progress" data-testid="diagram-score">
                                    { words::score(quiz.right, quiz.wrong, quiz.labels.iter().filter(|l| l.is_none()).count()) }
                                </span>
                            </form>
                        } else {
                            <div class="diagram-steps">
                                <span>{ words::label_this(selected.and_then(|n| diagram.nodes.get(n)).map(|n| &n.game)) }</span>
                                <button type="button" data-testid="diagram-guess-p" disabled={selected.is_none()}
                                    onclick={guess(Outcome::PreviousPlayerWins)}>{ "P" }</button>
                                <button type="button" data-testid="diagram-guess-n" disabled={selected.is_none()}
                                    onclick={guess(Outcome::NextPlayerWins)}>{ "N" }</button>
                                <span class="diagram-progress" data-testid="diagram-score">
                                    { words::score(quiz.right, quiz.wrong, quiz.labels.iter().filter(|l| l.is_none()).count()) }
                                </span>
                            </div>
                        }
                        <p class="diagram-reason" data-testid="diagram-reason" aria-live="polite">
                            { if *unreadable && valued {
                                words::not_a_value(typed.trim())
                            } else {
                                quiz.last.as_ref().map_or_else(
                                    || words::quiz_keys(valued),
                                    |g| words::guess(diagram, g))
                            } }
                        </p>
                    } else if diagram.complete {
                        <div class="diagram-steps">
                            <button type="button" data-testid="diagram-step" disabled={view.done()}
                                onclick={click(Ask::Diagram(DiagramAction::Step))}>{ t!(DiagramStep) }</button>
                            <button type="button" data-testid="diagram-run" disabled={view.done() || *running}
                                onclick={on_run}>{ t!(DiagramRun) }</button>
                            <button type="button" data-testid="diagram-reset" disabled={view.shown == 0}
                                onclick={click(Ask::Diagram(DiagramAction::Reset))}>{ t!(DiagramReset) }</button>
                            <span class="diagram-progress" data-testid="diagram-progress">
                                { words::progress(view.shown.min(view.steps.len()), view.steps.len()) }
                            </span>
                        </div>
                        <p class="diagram-reason" data-testid="diagram-reason" aria-live="polite">
                            { view.last_step().map_or_else(
                                || words::start_hint(diagram.nodes.iter().filter_map(|n| n.end).any(GameEnd::next_player_wins), valued),
                                |step| words::step(diagram, step)) }
                        </p>
                    } else {
                        <p class="diagram-reason" data-testid="diagram-reason">
                            { t!(DiagramAlongNote) }
                        </p>
                    }
                    <Picture view={view.clone()} on_board={on_board} lit={lit} current={current}
                        selected={*selected} on_select={on_select} on_digit={on_digit}
                        send={dispatch.clone()} />
                    <Legend pass={diagram.nodes.first().is_some_and(|n| n.game.pass_available().is_some())}
                        values={valued} />
                    <details class="diagram-text">
                        <summary>{ t!(DiagramAsList) }</summary>
                        <ul data-testid="diagram-list">
                            { for (0..diagram.nodes.len()).map(|n| html! {
                                <li>{ words::node_line(diagram, n, &labels, &values) }</li>
                            }) }
                        </ul>
                    </details>
                </>
            }
        }
    };
    html! {
        <section class="diagram" aria-labelledby="diagram-title" data-testid="diagram">
            <div class="diagram-head">
                <h2 id="diagram-title">{ t!(DiagramTitle) }</h2>
                if props.closable {
                    <button type="button" data-testid="diagram-close" onclick={click(Ask::Close)}>
                        { t!(DiagramClose) }
                    </button>
                }
            </div>
            { body }
        </section>
    }
}

/// The labels to draw: the steps shown so far; a partial diagram shows the solver's.
fn labels_of(view: &DiagramView, diagram: &Diagram) -> Vec<Option<Outcome>> {
    if diagram.complete {
        view.labels()
    } else {
        diagram.nodes.iter().map(|n| Some(n.outcome)).collect()
    }
}

/// The Grundy values to draw, beside [`labels_of`]'s letters (none in a partial diagram).
fn values_of(view: &DiagramView, diagram: &Diagram) -> Vec<Option<u32>> {
    if diagram.complete {
        view.values()
    } else {
        vec![None; diagram.nodes.len()]
    }
}

#[derive(Properties, PartialEq)]
struct LegendProps {
    pass: bool,
    /// Whether the nodes show Grundy values.
    values: bool,
}

/// What the shapes and lines mean.
#[component]
fn Legend(props: &LegendProps) -> Html {
    let [p, n, win, pass, value] = words::legend();
    html! {
        <p class="diagram-legend">
            <span><svg width="22" height="16" aria-hidden="true"><rect x="1" y="1" width="20" height="14" class="shape-p" /></svg>{ " " }{ p }</span>
            <span><svg width="22" height="16" aria-hidden="true"><rect x="1" y="1" width="20" height="14" rx="7" class="shape-n" /></svg>{ " " }{ n }</span>
            <span><svg width="26" height="10" aria-hidden="true"><line x1="1" y1="5" x2="25" y2="5" class="edge win" /></svg>{ " " }{ win }</span>
            if props.pass {
                <span><svg width="26" height="10" aria-hidden="true"><line x1="1" y1="5" x2="25" y2="5" class="edge pass" /></svg>{ " " }{ pass }</span>
            }
            if props.values {
                <span data-testid="diagram-legend-value">{ value }</span>
            }
        </p>
    }
}

#[derive(Properties, PartialEq)]
struct PictureProps {
    view: DiagramView,
    on_board: Option<usize>,
    /// The arrows to highlight: the last step's, or those of the student's last label.
    lit: Vec<usize>,
    /// The node labelled last.
    current: Option<usize>,
    /// "Label it yourself": the node the student chose.
    selected: Option<usize>,
    on_select: Callback<usize>,
    /// "Label it yourself" with values: a digit typed on a node.
    on_digit: Callback<(usize, char)>,
    /// Takes the panel's asks.
    send: Callback<Ask>,
}

/// The SVG: arrows below, nodes above, the step's arrows highlighted on top.
#[component]
fn Picture(props: &PictureProps) -> Html {
    let dispatch = props.send.clone();
    let diagram = Rc::clone(&props.view.diagram);
    let layout = use_memo(Rc::clone(&diagram), |diagram| {
        diagram.as_ref().as_ref().ok().map(|d| {
            let heights: Vec<u32> = d.nodes.iter().map(|n| n.height).collect();
            let edges: Vec<(usize, usize)> = d.edges.iter().map(|e| (e.from, e.to)).collect();
            Layout::new(&heights, &edges)
        })
    });
    let (Ok(diagram), Some(layout)) = (diagram.as_ref(), layout.as_ref()) else {
        return html! {};
    };
    let labels = labels_of(&props.view, diagram);
    let values = values_of(&props.view, diagram);
    let valued = diagram.has_values();
    let justify: &[usize] = &props.lit;
    let current = props.current;
    let quiz = props.view.quiz.is_some();
    // A node is as wide as the longest position written in it ("*2+1+1"), and rows spread to fit.
    let longest = diagram
        .nodes
        .iter()
        .filter(|node| node.game.ring().is_none())
        .map(|node| {
            words::position(&node.game)
                .chars()
                .filter(char::is_ascii)
                .count()
        })
        .max()
        .unwrap_or(0);
    // Room on both sides for an N-position's rounded ends.
    let node_w = NODE_W.max(CHAR_W * int(longest) + 30);
    let half = HALF.max(node_w / 2 + 6);
    let centre = |n: usize| {
        (
            PAD + node_w / 2 + layout.column[n] * half,
            PAD + NODE_H / 2 + int(layout.row[n]) * ROW,
        )
    };
    let width = 2 * PAD + node_w + (2 * int(layout.width.max(1)) - 2) * half;
    let height = 2 * PAD + NODE_H + (int(layout.rows.len().max(1)) - 1) * ROW;
    let blocks = diagram.nodes.first().and_then(|n| n.game.blocks());

    let edge = |index: usize| {
        let e = &diagram.edges[index];
        let ((x1, y1), (x2, y2)) = (centre(e.from), centre(e.to));
        let win = labels[e.from] == Some(Outcome::NextPlayerWins)
            && labels[e.to] == Some(Outcome::PreviousPlayerWins)
            && diagram.is_winning(index);
        let lit = justify.contains(&index);
        let class = classes!(
            "edge",
            e.kind.key(),
            win.then_some("win"),
            lit.then_some("lit")
        );
        let marker = if lit {
            "url(#arrow-lit)"
        } else {
            "url(#arrow)"
        };
        html! {
            <line class={class} x1={x1.to_string()} y1={(y1 + NODE_H / 2).to_string()}
                x2={x2.to_string()} y2={(y2 - NODE_H / 2 - 3).to_string()} marker-end={marker}
                data-from={e.from.to_string()} data-to={e.to.to_string()} />
        }
    };
    let node = |n: usize| {
        let data = &diagram.nodes[n];
        let (x, y) = centre(n);
        let label = labels[n];
        let shape = match label {
            Some(Outcome::PreviousPlayerWins) => html! {
                <rect class="shape-p" x={(-node_w / 2).to_string()} y={(-NODE_H / 2).to_string()}
                    width={node_w.to_string()} height={NODE_H.to_string()} />
            },
            Some(Outcome::NextPlayerWins) => html! {
                <rect class="shape-n" x={(-node_w / 2).to_string()} y={(-NODE_H / 2).to_string()}
                    width={node_w.to_string()} height={NODE_H.to_string()} rx={(NODE_H / 2).to_string()} />
            },
            None => html! {
                <rect class="shape-unlabelled" x={(-node_w / 2).to_string()} y={(-NODE_H / 2).to_string()}
                    width={node_w.to_string()} height={NODE_H.to_string()} rx="6" />
            },
        };
        let value = values[n];
        let letter = words::node_label(label, value);
        let pass = data
            .game
            .pass_available()
            .map(|p| if p { "1" } else { "0" });
        let outcome = label.map(|o| o.letter().to_string());
        let grundy = value.map(|v| v.to_string());
        let position = data
            .game
            .heaps()
            .map(nim_solver::write_heaps)
            .or_else(|| data.game.ring().map(nim_solver::write_ring))
            .unwrap_or_default();
        let go = {
            let dispatch = dispatch.clone();
            let on_select = props.on_select.clone();
            Callback::from(move |_: MouseEvent| {
                if quiz {
                    on_select.emit(n);
                } else {
                    dispatch.emit(Ask::Diagram(DiagramAction::GoTo(n)));
                }
            })
        };
        let key = {
            let dispatch = dispatch.clone();
            let on_select = props.on_select.clone();
            let on_digit = props.on_digit.clone();
            Callback::from(move |event: KeyboardEvent| {
                let key = event.key();
                if quiz && valued {
                    if let Some(digit) = key
                        .chars()
                        .next()
                        .filter(|c| key.len() == 1 && c.is_ascii_digit())
                    {
                        event.prevent_default();
                        on_digit.emit((n, digit));
                        return;
                    }
                }
                let action = match key.as_str() {
                    "Enter" | " " => DiagramAction::GoTo(n),
                    "p" | "P" if quiz && !valued => {
                        DiagramAction::Guess(n, Outcome::PreviousPlayerWins)
                    }
                    "n" | "N" if quiz && !valued => {
                        DiagramAction::Guess(n, Outcome::NextPlayerWins)
                    }
                    _ => return,
                };
                event.prevent_default();
                on_select.emit(n);
                dispatch.emit(Ask::Diagram(action));
            })
        };
        let board = props.on_board == Some(n);
        let drawn = match data.game.ring() {
            // A value goes above the letter: beside the ring there is room for one short line.
            Some(ring) => match (label, value) {
                (Some(outcome), Some(value)) => html! {
                    <>
                        { ring_glyph(ring) }
                        <text class="node-letter ring-letter ring-valued">
                            <tspan x="21" y="-3">{ words::value_mark(value) }</tspan>
                            { " " }
                            <tspan x="21" y="15">{ outcome.letter() }</tspan>
                        </text>
                    </>
                },
                _ => html! {
                    <>
                        { ring_glyph(ring) }
                        <text class="node-letter ring-letter" x="20" y="6">{ letter }</text>
                    </>
                },
            },
            // One text, position then letter, so what is drawn reads as the name begins ("432 N").
            None => html! {
                <text>
                    <tspan class="node-position" x="0" y="-3">{ words::position(&data.game) }</tspan>
                    { " " }
                    <tspan class="node-letter" x="0" y="16">{ letter }</tspan>
                </text>
            },
        };
        let extra = match (blocks, label) {
            (Some(k), Some(_)) => Some(words::moves_to_p(diagram.moves_to_p(n), k)),
            _ => None,
        };
        html! {
            <g class={classes!("node", board.then_some("on-board"), (current == Some(n)).then_some("current"),
                    (props.selected == Some(n) && quiz).then_some("selected"))}
                aria-keyshortcuts={quiz.then_some(if valued { "0 1 2 3 4 5 6 7 8 9 Enter" } else { "P N Enter" })}
                transform={format!("translate({x} {y})")} role="button" tabindex="0"
                aria-label={words::node_name(diagram, n, label, value, board)}
                data-position={position} data-pass={pass} data-outcome={outcome} data-grundy={grundy}
                data-testid="diagram-node" onclick={go} onkeydown={key}>
                if board {
                    <rect class="board-ring" x={(-node_w / 2 - 5).to_string()} y={(-NODE_H / 2 - 5).to_string()}
                        width={(node_w + 10).to_string()} height={(NODE_H + 10).to_string()} rx="8" />
                }
                { shape }
                { drawn }
                if let Some(extra) = extra {
                    <text class="node-extra" y={(NODE_H / 2 + 13).to_string()}>{ extra }</text>
                }
            </g>
        }
    };
    let (lit, plain): (Vec<usize>, Vec<usize>) =
        (0..diagram.edges.len()).partition(|e| justify.contains(e));
    html! {
        <div class="diagram-scroll" data-testid="diagram-scroll">
            <svg class="diagram-svg" width={width.to_string()} height={height.to_string()}
                viewBox={format!("0 0 {width} {height}")} role="group" aria-label={t!(DiagramTitle)}>
                <defs>
                    <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">
                        <path d="M 0 0 L 10 5 L 0 10 z" class="arrow-head" />
                    </marker>
                    <marker id="arrow-lit" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="13" markerHeight="13" orient="auto-start-reverse">
                        <path d="M 0 0 L 10 5 L 0 10 z" class="arrow-head lit" />
                    </marker>
                </defs>
                <g class="edges">{ for plain.into_iter().map(edge) }</g>
                <g class="edges lit">{ for lit.into_iter().map(edge) }</g>
                <g class="nodes">{ for layout.rows.concat().into_iter().map(node) }</g>
            </svg>
        </div>
    }
}

/// A count as a coordinate (counts here are small).
fn int(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A small ring: a dot per place, filled where a marker is.
fn ring_glyph(ring: &[bool]) -> Html {
    let places = ring.len().max(1) as f64;
    html! {
        <g class="ring-glyph" transform="translate(-10 0)">
            { for ring.iter().enumerate().map(|(i, &marker)| {
                let angle = std::f64::consts::TAU * i as f64 / places - std::f64::consts::FRAC_PI_2;
                // Whole pixels: no float formatting in the bundle.
                let (sin, cos) = crate::boards::geometry::sin_cos(angle);
                let (x, y) = ((14.0 * cos).round() as i32, (14.0 * sin).round() as i32);
                html! {
                    <circle cx={x.to_string()} cy={y.to_string()} r="3.2"
                        class={if marker { "place marker" } else { "place empty" }} />
                }
            }) }
        </g>
    }
}
