//! Golden tables: seed 004's Nim* lists and seed 000's Blocking theorem, against exact search;
//! tables and slices against `Game::analyze`.

use std::collections::BTreeSet;

use nim_solver::{
    each_p_pair_in_slice, p_positions, pass_three_heap_p_positions, Family, Game, Outcome, Shape,
    Variant, LARGE_STATE_BUDGET,
};

/// Expands seed 004's lists (copied verbatim from the seed into the fixture) into the triples
/// `[s, m, n]` with `n <= max`, by smallest heap `s`.
fn seed_004_lists(max: u32) -> Vec<(u32, BTreeSet<[u32; 3]>)> {
    let text = include_str!("fixtures/nim_star_three_heaps.txt").replace('\n', " ");
    let mut lists = Vec::new();
    for block in text.split("• s = ").skip(1) {
        let (s, rest) = block.split_once('.').expect("s = N.");
        let s: u32 = s.trim().parse().expect("smallest heap");
        let first_k: u32 = rest.split_once("where k =").map_or(0, |(_, ks)| {
            ks.trim()
                .split(',')
                .next()
                .unwrap()
                .trim()
                .parse()
                .expect("first k")
        });
        let mut triples = BTreeSet::new();
        for group in rest.split('[').skip(1) {
            let inside: String = group
                .split(']')
                .next()
                .unwrap()
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            // Each term is `A` or `Ak` or `Ak+B`: as (coefficient of k, constant).
            let terms: Vec<(u32, u32)> = inside
                .split(',')
                .map(|term| match term.split_once('k') {
                    None => (0, term.parse().expect("number")),
                    Some((a, b)) => (
                        a.parse().expect("coefficient"),
                        b.trim_start_matches('+').parse().unwrap_or(0),
                    ),
                })
                .collect();
            assert_eq!(terms.len(), 3, "a triple: {inside}");
            let periodic = terms.iter().any(|&(a, _)| a > 0);
            let mut k = if periodic { first_k } else { 0 };
            loop {
                let triple = [0, 1, 2].map(|i| terms[i].0 * k + terms[i].1);
                if triple[2] > max {
                    break;
                }
                triples.insert(triple);
                if !periodic {
                    break;
                }
                k += 1;
            }
        }
        lists.push((s, triples));
    }
    lists
}

#[test]
fn seed_004_lists_for_smallest_heap_2_to_9_hold_up_to_500() {
    let computed = pass_three_heap_p_positions(500);
    let lists = seed_004_lists(500);
    assert_eq!(
        lists.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        (2..=9).collect::<Vec<_>>()
    );
    for (s, expected) in lists {
        let found: BTreeSet<[u32; 3]> = computed.iter().copied().filter(|t| t[0] == s).collect();
        assert!(expected.len() > 10, "s = {s}: the parse found too little");
        assert_eq!(found, expected, "s = {s}");
    }
}

#[test]
fn cubic_nim_star_table_agrees_with_the_general_search() {
    // A fourth, empty heap changes nothing in the game but sends the table through the search.
    let searched: Vec<Vec<u32>> = p_positions(Family::of(Variant::Pass, 1).unwrap(), 4, 30)
        .unwrap()
        .into_iter()
        .filter(|t| t[0] == 0)
        .map(|t| t[1..].to_vec())
        .collect();
    let cubic: Vec<Vec<u32>> = pass_three_heap_p_positions(30)
        .into_iter()
        .map(Vec::from)
        .collect();
    assert_eq!(searched, cubic);
}

#[test]
fn seed_000_blocking_theorem_holds_up_to_heaps_of_50() {
    let searched: Vec<Vec<u32>> = p_positions(Family::of(Variant::Blocking, 1).unwrap(), 4, 50)
        .unwrap()
        .into_iter()
        .filter(|t| t[0] == 0)
        .map(|t| t[1..].to_vec())
        .collect();
    let theorem: Vec<Vec<u32>> =
        p_positions(Family::of(Variant::Blocking, 1).unwrap(), 3, 50).unwrap();
    assert_eq!(searched, theorem);
    assert!(theorem.contains(&vec![10, 10, 10]) && theorem.contains(&vec![3, 9, 13]));
}

#[test]
fn normal_and_misere_tables() {
    let normal = p_positions(Family::of(Variant::Nim, 1).unwrap(), 3, 7).unwrap();
    assert!(normal.iter().all(|t| t[0] ^ t[1] ^ t[2] == 0));
    assert!(normal.contains(&vec![1, 2, 3]) && normal.contains(&vec![0, 5, 5]));
    let misere = p_positions(Family::of(Variant::Misere, 1).unwrap(), 2, 3).unwrap();
    assert_eq!(misere, vec![vec![0, 1], vec![2, 2], vec![3, 3]]);
}

/// The start-of-turn game a table row stands for.
fn game(family: Family, heaps: Vec<u32>) -> Game {
    let shape = Shape {
        heaps,
        blocks: family.blocks().unwrap_or(1),
        ..Shape::default()
    };
    family.variant().from_shape(shape, &mut Vec::new())
}

fn analyzed_p(family: Family, heaps: Vec<u32>) -> bool {
    game(family, heaps)
        .analyze_within(LARGE_STATE_BUDGET)
        .expect("small")
        .outcome
        == Outcome::PreviousPlayerWins
}

/// Every family, a blocker's with one, two and three blocks.
fn families() -> Vec<Family> {
    let mut families = Family::all(1);
    families.extend(Family::all(2).into_iter().filter(|f| f.blocks().is_some()));
    families.extend(Family::all(3).into_iter().filter(|f| f.blocks().is_some()));
    families
}

/// Every ascending tuple of `heaps` entries in `0..=max`.
fn ascending(heaps: usize, max: u32) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    for _ in 0..heaps {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<u32>| {
                let low = prefix.last().copied().unwrap_or(0);
                (low..=max).map(move |v| {
                    let mut next = prefix.clone();
                    next.push(v);
                    next
                })
            })
            .collect();
    }
    all
}

#[test]
fn tables_agree_with_analyze_on_every_position_of_their_range() {
    for family in families() {
        for (heaps, max) in [(1, 12), (2, 12), (3, 12), (4, 7), (5, 4)] {
            if !family.has_tables(heaps) {
                // A game on a set number of heaps has no other tables: refused, not empty.
                assert!(
                    p_positions(family, heaps, max).is_err(),
                    "{family:?} {heaps}"
                );
                continue;
            }
            let table: BTreeSet<Vec<u32>> = p_positions(family, heaps, max)
                .unwrap()
                .into_iter()
                .collect();
            let all = ascending(heaps, max);
            for tuple in &all {
                assert_eq!(
                    table.contains(tuple),
                    analyzed_p(family, tuple.clone()),
                    "{family:?} {tuple:?}"
                );
            }
            assert!(table.len() < all.len(), "{family:?}: not everything is P");
        }
    }
}

#[test]
fn slices_agree_with_analyze_on_every_pair() {
    for family in families() {
        let mut found = 0;
        for fixed in [
            vec![],
            vec![0],
            vec![4],
            vec![13],
            vec![2, 5],
            vec![0, 3],
            vec![6, 6],
        ] {
            let max = 9;
            if !family.has_tables(fixed.len() + 2) {
                assert!(each_p_pair_in_slice(family, &fixed, max, |_, _| {}).is_err());
                continue;
            }
            let mut pairs = Vec::new();
            each_p_pair_in_slice(family, &fixed, max, |a, b| pairs.push((a, b))).unwrap();
            let expected: Vec<(u32, u32)> = ascending(2, max)
                .into_iter()
                .map(|pair| (pair[0], pair[1]))
                .filter(|&(a, b)| {
                    let mut heaps = fixed.clone();
                    heaps.extend([a, b]);
                    analyzed_p(family, heaps)
                })
                .collect();
            assert_eq!(pairs, expected, "{family:?} {fixed:?}");
            found += pairs.len();
        }
        assert!(found > 3, "{family:?}: {found} P pairs in all the slices");
    }
}

#[test]
fn a_nim_star_slice_beyond_the_searched_sizes_matches_the_whole_table() {
    // The three-heap method on rows up to 10 only, against the whole table filtered.
    let mut pairs = Vec::new();
    each_p_pair_in_slice(Family::of(Variant::Pass, 1).unwrap(), &[10], 300, |a, b| {
        pairs.push((a, b));
    })
    .unwrap();
    let expected: Vec<(u32, u32)> = pass_three_heap_p_positions(300)
        .into_iter()
        .filter_map(|[a, b, c]| match (a, b, c) {
            (10, b, c) => Some((b, c)),
            (a, 10, c) => Some((a, c)),
            (a, b, 10) => Some((a, b)),
            _ => None,
        })
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    assert!(expected.len() > 100);
    assert_eq!(pairs, expected);
}

#[test]
fn tables_over_the_budget_are_refused_at_once() {
    for (family, heaps, max) in [
        (Family::of(Variant::Pass, 1).unwrap(), 3, 20_000),
        (Family::of(Variant::Pass, 1).unwrap(), 6, 200),
        (Family::of(Variant::Blocking, 2).unwrap(), 8, 31),
        (Family::of(Variant::Nim, 1).unwrap(), 12, 1000),
        (Family::of(Variant::Misere, 1).unwrap(), 3, u32::MAX),
    ] {
        assert!(
            p_positions(family, heaps, max).is_err(),
            "{family:?} {heaps} {max}"
        );
    }
    assert!(each_p_pair_in_slice(
        Family::of(Variant::Pass, 1).unwrap(),
        &[3, 5, 7, 9],
        1000,
        |_, _| ()
    )
    .is_err());
    assert!(each_p_pair_in_slice(
        Family::of(Variant::Pass, 1).unwrap(),
        &[u32::MAX],
        u32::MAX,
        |_, _| ()
    )
    .is_err());
}

#[test]
fn atlas_slices_equal_the_tables_slices_and_report_progress_to_the_end() {
    use nim_solver::Slice;
    for family in [
        Family::of(Variant::Nim, 1).unwrap(),
        Family::of(Variant::Misere, 1).unwrap(),
        Family::of(Variant::Pass, 1).unwrap(),
        Family::of(Variant::Blocking, 1).unwrap(),
        Family::of(Variant::Blocking, 2).unwrap(),
    ] {
        for fixed in [vec![0], vec![6], vec![3, 9], vec![2, 2, 5]] {
            let slice = Slice {
                family,
                fixed: fixed.clone(),
                max: 14,
            };
            let mut from_table = Vec::new();
            each_p_pair_in_slice(family, &fixed, 14, |a, b| from_table.push((a, b)))
                .expect("small");
            let mut searched = Vec::new();
            let mut reports = Vec::new();
            slice
                .each_p_pair(
                    |done, total| reports.push((done, total)),
                    |a, b| {
                        searched.push((a, b));
                    },
                )
                .expect("small");
            searched.sort_unstable();
            from_table.sort_unstable();
            assert_eq!(searched, from_table, "{slice:?}");
            assert!(slice.work() <= nim_solver::TABLE_BUDGET);
            let &(done, total) = reports.last().expect("progress is reported");
            assert_eq!(done, total, "{slice:?} ends at its total");
            assert!(
                reports.windows(2).all(|w| w[0].0 <= w[1].0),
                "{slice:?}: progress never goes back"
            );
        }
    }
}
