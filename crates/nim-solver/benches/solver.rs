//! Speed of the solver's heavy paths: the Nim* table, budget-sized searches, Kayles lookups.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use nim_solver::{kayles_grundy, pass_three_heap_p_positions, Game, STATE_BUDGET};

/// The largest `n` for which `shape(n)` stays within the budget: the worst position of that shape
/// the app may analyse.
fn largest_within_budget(shape: impl Fn(u32) -> Game) -> Game {
    let mut n = 1;
    while shape(n + 1).search_size() <= STATE_BUDGET {
        n += 1;
    }
    shape(n)
}

fn nim_star_table(c: &mut Criterion) {
    c.bench_function("nim* three-heap P-positions, heaps <= 250", |b| {
        b.iter(|| pass_three_heap_p_positions(black_box(250)));
    });
}

fn worst_searches(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyze at the budget");
    for heap_count in [1usize, 2, 3, 4, 5, 6] {
        let pass = largest_within_budget(|n| Game::Pass {
            heaps: vec![n; heap_count],
            pass_available: true,
        });
        // Where the three-heap theorem decides, search with two blocks instead.
        let blocks = if nim_solver::blocking_theorem_applies(heap_count, 1) {
            2
        } else {
            1
        };
        let blocking = largest_within_budget(|n| Game::Blocking {
            heaps: vec![n; heap_count],
            blocks,
            forbidden: Vec::new(),
        });
        for game in [pass, blocking] {
            let label = format!("{game:?} ({} visits max)", game.search_size());
            group.bench_function(label, |b| {
                b.iter(|| black_box(&game).analyze());
            });
        }
    }
    group.finish();
}

fn kayles(c: &mut Criterion) {
    c.bench_function("kayles grundy, rows 0..10000", |b| {
        b.iter(|| (0..10_000).fold(0, |acc, len| acc ^ kayles_grundy(black_box(len))));
    });
    let ring = Game::Circle {
        ring: (0..24).map(|place| place % 7 != 3).collect(),
    };
    c.bench_function("circle analyze, broken ring of 24", |b| {
        b.iter(|| black_box(&ring).analyze());
    });
}

criterion_group!(benches, nim_star_table, worst_searches, kayles);
criterion_main!(benches);
