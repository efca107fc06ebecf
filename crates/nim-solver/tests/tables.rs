//! Golden tables: seed 004's Nim* lists and seed 000's Blocking theorem, against exact search.

use std::collections::BTreeSet;

use nim_solver::{p_positions, pass_three_heap_p_positions, Family};

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
fn seed_004_lists_for_smallest_heap_2_to_9_hold_up_to_100() {
    let computed = pass_three_heap_p_positions(100);
    let lists = seed_004_lists(100);
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
    let searched: Vec<Vec<u32>> = p_positions(Family::Pass, 4, 30)
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
fn seed_000_blocking_theorem_holds_up_to_heaps_of_30() {
    let searched: Vec<Vec<u32>> = p_positions(Family::Blocking { blocks: 1 }, 4, 30)
        .unwrap()
        .into_iter()
        .filter(|t| t[0] == 0)
        .map(|t| t[1..].to_vec())
        .collect();
    let theorem: Vec<Vec<u32>> = p_positions(Family::Blocking { blocks: 1 }, 3, 30).unwrap();
    assert_eq!(searched, theorem);
    assert!(theorem.contains(&vec![10, 10, 10]) && theorem.contains(&vec![3, 9, 13]));
}

#[test]
fn normal_and_misere_tables() {
    let normal = p_positions(Family::Normal, 3, 7).unwrap();
    assert!(normal.iter().all(|t| t[0] ^ t[1] ^ t[2] == 0));
    assert!(normal.contains(&vec![1, 2, 3]) && normal.contains(&vec![0, 5, 5]));
    let misere = p_positions(Family::Misere, 2, 3).unwrap();
    assert_eq!(misere, vec![vec![0, 1], vec![2, 2], vec![3, 3]]);
}
