//! Speed in the browser, in wasm: the heaviest analysis the app allows, and a move's whole re-render.
//!
//! Run by `cargo xtask bench-wasm` (criterion's statistics, in headless Chromium); the budget is one
//! 16 ms frame.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
#[path = "../tests/browser/support.rs"]
mod support;

use nim_solver::{Blocking, Circle, Misere, Nim, Pass};
use std::hint::black_box;
use std::rc::Rc;
use std::time::Duration;

use nim_lab::model::{MAX_HEAPS, MAX_HEAP_SIZE};
use nim_solver::{Game, STATE_BUDGET};
use wasm_bindgen_test::{wasm_bindgen_bench, wasm_bindgen_test_configure, Criterion};

wasm_bindgen_test_configure!(run_in_browser);

/// The largest `n <= MAX_HEAP_SIZE` for which `shape(n)` is within the search budget: the worst
/// position of that shape the app accepts.
fn largest_allowed(shape: impl Fn(u32) -> Game) -> Game {
    let mut n = 1;
    while n < MAX_HEAP_SIZE && shape(n + 1).search_size() <= STATE_BUDGET {
        n += 1;
    }
    shape(n)
}

/// The worst Nim* and Blocking Nim positions for every heap count the app allows.
fn worst_searches() -> Vec<Game> {
    let mut games = Vec::new();
    for heap_count in 1..=MAX_HEAPS {
        games.push(largest_allowed(|n| {
            Game::Pass(Pass {
                heaps: vec![n; heap_count],
                pass_available: true,
            })
        }));
        // Where the three-heap theorem decides, two blocks force the search.
        let blocks = if nim_solver::blocking_theorem_applies(heap_count, 1) {
            2
        } else {
            1
        };
        games.push(largest_allowed(|n| {
            Game::Blocking(Blocking {
                heaps: vec![n; heap_count],
                blocks,
                forbidden: Vec::new(),
            })
        }));
    }
    games
}

/// Shorter runs than criterion's defaults: one synchronous benchmark must not hold the page so long
/// that the test runner's polling of it times out.
fn configure(c: &mut Criterion) {
    *c = std::mem::take(c)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
}

/// Lets the event loop run (the test runner reads the page between benchmarks).
async fn yield_to_the_page() {
    yew::platform::time::sleep(Duration::ZERO).await;
}

#[wasm_bindgen_bench]
async fn analysis_at_the_limits(c: &mut Criterion) {
    configure(c);
    let rule_based = [
        Game::Nim(Nim {
            heaps: vec![MAX_HEAP_SIZE; MAX_HEAPS],
        }),
        Game::Misere(Misere {
            heaps: vec![MAX_HEAP_SIZE; MAX_HEAPS],
        }),
        Game::Circle(Circle {
            ring: (0..24).map(|place| place % 7 != 3).collect(),
        }),
    ];
    for game in rule_based.into_iter().chain(worst_searches()) {
        let label = match game.search_size() {
            0 => format!("analyze {game:?} (by rule)"),
            states => format!("analyze {game:?} (search over at most {states} states)"),
        };
        c.bench_function(&label, |b| b.iter(|| black_box(&game).analyze()));
        yield_to_the_page().await;
    }
}

#[wasm_bindgen_bench]
async fn a_move_and_its_undo_rendered(c: &mut Criterion) {
    configure(c);
    // The heaviest of each searched variant, with hints on so the teaching panel renders too.
    let heaviest = |variant: &str| {
        worst_searches()
            .into_iter()
            .filter(|game| game.to_string().starts_with(variant))
            .max_by_key(Game::search_size)
    };
    let boards = [
        format!("variant=nim&heaps={}", ["31"; MAX_HEAPS].join(",")),
        "variant=circle&ring=oooooooooooooooooooooooo".to_owned(),
        heaviest("variant=pass").map_or_else(String::new, |g| g.to_string()),
        heaviest("variant=blocking").map_or_else(String::new, |g| g.to_string()),
    ];
    for board in boards {
        // Shared, not borrowed: each timed future must own what it touches.
        let root = Rc::new(support::mount(&format!("?{board}&mode=analysis&hints=1")).await);
        // A ring move is a marker chosen, then taken; a heap move is one click on a counter.
        let clicks: &'static [&'static str] = if board.contains("circle") {
            &[
                "[data-testid=marker-0]",
                "[data-testid=take-one]",
                "[data-testid=undo]",
            ]
        } else {
            &["[data-testid=counter-0-0]", "[data-testid=undo]"]
        };
        let label = format!("click, render, undo, render: {board}");
        c.bench_async_function(&label, |b| {
            let root = Rc::clone(&root);
            Box::pin(b.iter_future(move || {
                let root = Rc::clone(&root);
                async move {
                    // Each move reaches a position anew (redo history is dropped), so it is analysed.
                    for selector in clicks {
                        support::click(&root, selector).await;
                    }
                }
            }))
        })
        .await;
    }
}

#[wasm_bindgen_bench]
async fn a_diagram_built_labelled_and_laid_out(c: &mut Criterion) {
    configure(c);
    // The largest 3-heap Nim and Nim with a Pass diagrams the view draws (at most 100 nodes).
    let largest = |shape: &dyn Fn(u32) -> Game| {
        let mut n = 2;
        while shape(n + 1).diagram(nim_solver::DIAGRAM_NODES).is_ok() {
            n += 1;
        }
        shape(n)
    };
    let games = [
        largest(&|n| {
            Game::Nim(Nim {
                heaps: vec![n, n, n],
            })
        }),
        largest(&|n| {
            Game::Pass(Pass {
                heaps: vec![n, n - 1, n - 2],
                pass_available: true,
            })
        }),
    ];
    for game in games {
        let nodes = game
            .diagram(nim_solver::DIAGRAM_NODES)
            .map_or(0, |d| d.nodes.len());
        let label = format!("diagram, labelling and layout: {game} ({nodes} nodes)");
        c.bench_function(&label, |b| {
            b.iter(|| {
                let diagram = black_box(&game).diagram(nim_solver::DIAGRAM_NODES).ok()?;
                let steps = diagram.labelling()?;
                let heights: Vec<u32> = diagram.nodes.iter().map(|n| n.height).collect();
                let edges: Vec<(usize, usize)> =
                    diagram.edges.iter().map(|e| (e.from, e.to)).collect();
                Some((
                    steps.len(),
                    nim_lab::views::diagram::layout::Layout::new(&heights, &edges),
                ))
            });
        });
        yield_to_the_page().await;
    }
}
