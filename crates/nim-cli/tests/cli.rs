//! Runs the `nim` binary as a user would and checks its JSON, its messages and its exit codes.

mod common;

use common::{json_of, refused, text_of};
use serde_json::{json, Value};

#[test]
fn the_variant_is_spelled_as_in_links_and_normal_is_an_alias_of_nim() {
    assert_eq!(
        json_of(&["analyze", "--variant", "nim", "13,15,17"]),
        json_of(&["analyze", "--variant", "normal", "13,15,17"])
    );
    assert_eq!(
        json_of(&[
            "p-positions",
            "--variant",
            "nim",
            "--heaps",
            "3",
            "--max",
            "5"
        ]),
        json_of(&[
            "p-positions",
            "--variant",
            "normal",
            "--heaps",
            "3",
            "--max",
            "5"
        ])
    );
}

#[test]
fn analyze_normal_gives_the_seed_000_move() {
    let answer = json_of(&["analyze", "--variant", "nim", "13,15,17"]);
    assert_eq!(answer["outcome"], "N");
    assert_eq!(answer["winning_moves"], json!([{ "heap": 2, "to": 2 }]));
    assert_eq!(answer["explanation"]["NimSum"]["nim_sum"], 19);
    assert_eq!(
        json_of(&["analyze", "--variant", "normal", "1,2,3,5,8,13"])["outcome"],
        "P"
    );
}

#[test]
fn analyze_other_variants() {
    assert_eq!(
        json_of(&["analyze", "--variant", "misere", "1,1,1"])["outcome"],
        "P"
    );
    let circle = json_of(&["analyze", "--variant", "circle", "ooo.oooo"]);
    assert_eq!(circle["outcome"], "N");
    assert!(circle["winning_moves"]
        .as_array()
        .unwrap()
        .contains(&json!({ "remove": [7] })));
    assert!(circle["winning_moves"]
        .as_array()
        .unwrap()
        .contains(&json!({ "remove": [0, 1] })));
    assert_eq!(
        json_of(&["analyze", "--variant", "circle", "oooooo"])["outcome"],
        "P"
    );

    let pass = json_of(&["analyze", "--variant", "pass", "3,3"]);
    assert_eq!(pass["outcome"], "N");
    assert!(pass["winning_moves"]
        .as_array()
        .unwrap()
        .contains(&json!({ "pass": true })));
    assert_eq!(
        json_of(&["analyze", "--variant", "pass", "1,2"])["outcome"],
        "P"
    );
    assert_eq!(
        json_of(&["analyze", "--variant", "pass", "--pass-used", "1,2"])["outcome"],
        "N"
    );

    let blocking = json_of(&["analyze", "--variant", "blocking", "1,2,3"]);
    assert_eq!(blocking["outcome"], "N");
    assert_eq!(
        blocking["winning_moves"],
        json!([{ "heap": 0, "to": 0 }, { "heap": 1, "to": 1 }, { "heap": 2, "to": 0 }])
    );
    assert_eq!(
        json_of(&["analyze", "--variant", "blocking", "--blocks", "3", "1,2"])["outcome"],
        "P"
    );
}

#[test]
fn p_positions_are_sorted_tuples_in_lexicographic_order() {
    let normal = json_of(&[
        "p-positions",
        "--variant",
        "normal",
        "--heaps",
        "2",
        "--max",
        "3",
    ]);
    assert_eq!(normal, json!([[0, 0], [1, 1], [2, 2], [3, 3]]));
    let pass = json_of(&[
        "p-positions",
        "--variant",
        "pass",
        "--heaps",
        "3",
        "--max",
        "7",
    ]);
    let rows = pass.as_array().unwrap();
    assert!(rows.contains(&json!([2, 3, 5])) && rows.contains(&json!([1, 3, 3])));
    let tuples: Vec<Vec<u64>> = rows
        .iter()
        .map(|t| {
            t.as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect()
        })
        .collect();
    assert!(
        tuples.windows(2).all(|pair| pair[0] < pair[1]),
        "lexicographic order"
    );
    assert!(
        tuples.iter().all(|t| t.windows(2).all(|w| w[0] <= w[1])),
        "ascending within a tuple"
    );
    let blocking = json_of(&[
        "p-positions",
        "--variant",
        "blocking",
        "--heaps",
        "3",
        "--max",
        "4",
    ]);
    assert!(blocking.as_array().unwrap().iter().all(|t| {
        let [a, b, c] = [0, 1, 2].map(|i| t[i].as_u64().unwrap());
        (a == b && b == c) || a + b + 1 == c
    }));
    let two_blocks = json_of(&[
        "p-positions",
        "--variant",
        "blocking",
        "--blocks",
        "2",
        "--heaps",
        "2",
        "--max",
        "3",
    ]);
    assert!(two_blocks.as_array().unwrap().contains(&json!([0, 2])));
}

#[test]
fn grundy_kayles_lists_rows_from_zero() {
    assert_eq!(
        json_of(&["grundy", "kayles", "--max", "11"]),
        json!([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6])
    );
}

#[test]
fn grundy_takes_every_rule_as_a_name_or_a_code() {
    assert_eq!(
        json_of(&["grundy", "0.77", "--max", "11"]),
        json_of(&["grundy", "kayles", "--max", "11"])
    );
    assert_eq!(
        json_of(&["grundy", "0.333", "--max", "7"]),
        json!([0, 1, 2, 3, 0, 1, 2, 3])
    );
    assert_eq!(
        json_of(&["grundy", "dawson", "--max", "9"]),
        json!([0, 0, 1, 1, 2, 0, 3, 1, 1, 0])
    );
    assert_eq!(
        json_of(&["grundy", "grundy", "--max", "9"]),
        json!([0, 0, 0, 1, 0, 2, 1, 0, 2, 1])
    );
}

#[test]
fn grundy_takes_codes_with_four_before_the_point() {
    // 4.0: split a heap in two, removing nothing; an odd heap splits into an odd and an even one.
    assert_eq!(
        json_of(&["grundy", "4.0", "--max", "9"]),
        json!([0, 0, 1, 0, 1, 0, 1, 0, 1, 0])
    );
    assert_eq!(
        text_of(&["grundy", "4.0", "--max", "100", "--summary"]),
        "period 2 preperiod 1\n"
    );
    // 4.7 is 0.7 (take one token, leaving nothing, one heap or two) with free splits too.
    let with = json_of(&["grundy", "4.7", "--max", "200"]);
    let without = json_of(&["grundy", "0.7", "--max", "200"]);
    assert_ne!(with, without);
}

#[test]
fn grundy_csv_has_a_header_and_one_row_per_heap() {
    assert_eq!(
        text_of(&["grundy", "kayles", "--max", "4", "--format", "csv"]),
        "n,grundy\n0,0\n1,1\n2,2\n3,3\n4,1\n"
    );
}

#[test]
fn grundy_summary_is_one_line_whatever_the_format() {
    for format in ["json", "csv"] {
        assert_eq!(
            text_of(&[
                "grundy",
                "kayles",
                "--max",
                "1000",
                "--summary",
                "--format",
                format
            ]),
            "period 12 preperiod 71\n"
        );
    }
    assert_eq!(
        text_of(&["grundy", "dawson", "--max", "1000", "--summary"]),
        "period 34 preperiod 53\n"
    );
    // Too short to prove anything: Kayles needs N >= 2 * 71 + 2 * 12 + 2.
    assert_eq!(
        text_of(&["grundy", "kayles", "--max", "167", "--summary"]),
        "period none\n"
    );
    assert_eq!(
        text_of(&["grundy", "grundy", "--max", "1000", "--summary"]),
        "period none\n"
    );
    assert_eq!(
        text_of(&[
            "grundy",
            "grundy",
            "--max",
            "1000",
            "--summary",
            "--sparseness"
        ]),
        "period none\nlargest 28 at 939 rare 175 last_rare 980\n"
    );
    assert_eq!(
        text_of(&[
            "grundy",
            "0.333",
            "--max",
            "20",
            "--summary",
            "--sparseness"
        ]),
        "period 4 preperiod 0\nlargest 3 at 3 rare 0 last_rare none\n"
    );
}

#[test]
#[ignore = "slow in debug: cargo test -p nim-cli --release -- --ignored"]
fn grundy_proves_the_period_of_0_56() {
    assert_eq!(
        text_of(&["grundy", "--max", "660000", "--summary", "0.56"]),
        "period 144 preperiod 326640\n"
    );
}

#[test]
fn bad_input_is_refused_with_a_message_and_exit_code_2() {
    refused(&[], "Usage: nim <COMMAND>");
    refused(&["solve"], "unrecognized subcommand 'solve'");
    refused(&["analyze", "--variant", "normal", "1,x,3"], "heap 1");
    refused(
        &["analyze", "--variant", "normal", "-1"],
        "not a whole number",
    );
    refused(
        &["analyze", "--variant", "chess", "1,2"],
        "invalid value 'chess'",
    );
    refused(&["analyze", "--variant", "circle", "oox"], "place 2");
    refused(
        &["analyze", "--variant", "circle", ""],
        "at least one place",
    );
    refused(
        &["analyze", "--variant", "blocking", "--blocks", "0", "1,2"],
        "at least 1",
    );
    refused(
        &["analyze", "--variant", "normal", "--blocks", "2", "1,2"],
        "only applies",
    );
    refused(
        &["analyze", "--variant", "pass", "200,200,200,200"],
        "limit",
    );
    refused(
        &["analyze", "--variant", "pass", "4000000000,2"],
        "far too large",
    );
    refused(&["analyze", "--variant", "normal"], "<POSITION>");
    refused(&["analyze", "--variant"], "a value is required");
    refused(
        &["p-positions", "--variant", "normal", "--heaps", "2"],
        "--max <N>",
    );
    refused(
        &[
            "p-positions",
            "--variant",
            "circle",
            "--heaps",
            "2",
            "--max",
            "3",
        ],
        "circle has no P-position tables",
    );
    refused(
        &[
            "p-positions",
            "--variant",
            "pass",
            "--heaps",
            "6",
            "--max",
            "200",
        ],
        "limit",
    );
    refused(
        &[
            "p-positions",
            "--variant",
            "pass",
            "--heaps",
            "3",
            "--max",
            "4000000000",
        ],
        "far too large",
    );
    refused(&["grundy", "nim", "--max", "3"], "kayles");
    refused(&["grundy", "0.78", "--max", "3"], "octal digit is 0 to 7");
    refused(&["grundy", "77", "--max", "3"], "starts with \"0.\"");
    refused(&["grundy", "0.", "--max", "3"], "no digits");
    refused(
        &["grundy", "5.7", "--max", "3"],
        "before the point comes 0, or 4",
    );
    refused(
        &["grundy", "0.12345671234567123", "--max", "3"],
        "at most 16",
    );
    refused(&["grundy", "", "--max", "3"], "empty");
    // 4.44 reaches 256 at heap 2861: one byte a value fits 100K, two (and their tables) do not.
    refused(
        &["grundy", "4.44", "--max", "5000", "--memory", "100K"],
        "the Grundy value of heap 2861 needs 2 bytes a value",
    );
    refused(
        &["grundy", "kayles", "--max", "lots"],
        "invalid value 'lots'",
    );
}

#[test]
fn grundy_refuses_a_sequence_it_cannot_hold_before_any_work() {
    refused(
        &["grundy", "kayles", "--max", "2147483648"],
        "over the largest heap, 2147483647",
    );
    refused(
        &["grundy", "kayles", "--max", "200000000", "--memory", "100M"],
        "--max 200000000 needs about 200.0 MB (1 byte a value while values stay below 256, and \
         the method's tables), over the memory budget of 104.9 MB (--memory)",
    );
    refused(
        &["grundy", "kayles", "--max", "3", "--memory", "lots"],
        "\"lots\" is not a memory size",
    );
}

/// The sorted tuples of a table printed as JSON.
fn tuples(table: &Value) -> Vec<Vec<u32>> {
    table
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            t.as_array()
                .unwrap()
                .iter()
                .map(|v| u32::try_from(v.as_u64().unwrap()).unwrap())
                .collect()
        })
        .collect()
}

#[test]
fn the_positions_the_budget_once_refused_agree_with_the_tables() {
    for (variant, heaps, max) in [
        ("blocking", "31,31,31,31", "31"),
        ("pass", "8,8,8,8,8,8,8,8", "8"),
    ] {
        let position: Vec<u32> = heaps.split(',').map(|h| h.parse().unwrap()).collect();
        let count = position.len().to_string();
        let table = tuples(&json_of(&[
            "p-positions",
            "--variant",
            variant,
            "--heaps",
            &count,
            "--max",
            max,
        ]));
        let answer = json_of(&["analyze", "--variant", variant, heaps]);
        let p = table.contains(&position);
        assert_eq!(answer["outcome"], if p { "P" } else { "N" }, "{variant}");
        // The winning moves are exactly the moves into the table.
        let mut into_table = Vec::new();
        for heap in 0..position.len() {
            for to in (0..position[heap]).rev() {
                let mut after = position.clone();
                after[heap] = to;
                after.sort_unstable();
                if table.contains(&after) {
                    into_table.push(json!({ "heap": heap, "to": to }));
                }
            }
        }
        // Passing wins where the heaps are a Nim P-position (seed 004).
        if variant == "pass" && position.iter().fold(0, |acc, h| acc ^ h) == 0 {
            into_table.push(json!({ "pass": true }));
        }
        assert!(!into_table.is_empty(), "{variant}");
        assert_eq!(answer["winning_moves"], json!(into_table), "{variant}");
    }
}

#[test]
fn three_heap_nim_star_is_analysed_as_far_as_its_slices_reach() {
    for position in ["500,600,700", "9,1000,1009", "2,997,1000"] {
        let heaps: Vec<u32> = position.split(',').map(|h| h.parse().unwrap()).collect();
        let fix = format!("{},_,_", heaps[0]);
        let slice = tuples(&json_of(&[
            "p-positions",
            "--variant",
            "pass",
            "--fix",
            &fix,
            "--max",
            "1009",
        ]));
        let answer = json_of(&["analyze", "--variant", "pass", position]);
        let p = slice.contains(&heaps);
        assert_eq!(answer["outcome"], if p { "P" } else { "N" }, "{position}");
    }
}

#[test]
fn csv_has_a_header_and_the_same_rows_as_json() {
    let args = [
        "p-positions",
        "--variant",
        "pass",
        "--heaps",
        "3",
        "--max",
        "30",
    ];
    let json = json_of(&args);
    let csv = text_of(&[&args[..], &["--format", "csv"]].concat());
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("heap_0,heap_1,heap_2"));
    let rows: Vec<Value> = lines
        .map(|line| {
            Value::Array(
                line.split(',')
                    .map(|v| json!(v.parse::<u32>().unwrap()))
                    .collect(),
            )
        })
        .collect();
    assert_eq!(Value::Array(rows), json);
}

#[test]
fn fix_prints_one_slice_in_the_heaps_order() {
    let slice = json_of(&[
        "p-positions",
        "--variant",
        "blocking",
        "--fix",
        "3,_,_,7",
        "--max",
        "12",
    ]);
    let rows = slice.as_array().unwrap();
    assert!(!rows.is_empty());
    let table = json_of(&[
        "p-positions",
        "--variant",
        "blocking",
        "--heaps",
        "4",
        "--max",
        "12",
    ]);
    for row in rows {
        let values: Vec<u64> = row
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!((values[0], values[3]), (3, 7), "{row}");
        assert!(values[1] <= values[2] && values[2] <= 12, "{row}");
        let mut sorted = values.clone();
        sorted.sort_unstable();
        assert!(
            table.as_array().unwrap().contains(&json!(sorted)),
            "{row} is P"
        );
    }
    // Every P-position of the table holding 3 and 7 with the other two at most 12 is listed.
    let holding = table
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| {
            let mut rest: Vec<u64> = t
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect();
            for fixed in [3, 7] {
                match rest.iter().position(|&v| v == fixed) {
                    Some(at) => {
                        rest.remove(at);
                    }
                    None => return false,
                }
            }
            true
        })
        .count();
    assert_eq!(rows.len(), holding);
    assert_eq!(
        json_of(&[
            "p-positions",
            "--variant",
            "pass",
            "--fix",
            "_,9,_",
            "--max",
            "12"
        ]),
        json!([
            [0, 9, 10],
            [1, 9, 9],
            [2, 9, 12],
            [3, 9, 8],
            [4, 9, 6],
            [5, 9, 7]
        ])
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row[0].as_u64() <= row[2].as_u64())
        .cloned()
        .collect::<Value>()
    );
}

#[test]
fn fix_is_refused_when_malformed() {
    let table = ["p-positions", "--variant", "pass", "--max", "5"];
    refused(&[&table[..], &["--fix", "3,_"]].concat(), "exactly two");
    refused(&[&table[..], &["--fix", "3,_,_,_"]].concat(), "exactly two");
    refused(&[&table[..], &["--fix", "x,_,_"]].concat(), "--fix entry 0");
    refused(&[&table[..], &["--fix", "-2,_,_"]].concat(), "below zero");
    refused(
        &[&table[..], &["--fix", "3,_,_", "--heaps", "4"]].concat(),
        "does not match",
    );
    refused(&table, "--heaps");
    refused(
        &[
            "p-positions",
            "--variant",
            "nim",
            "--heaps",
            "4000000000",
            "--max",
            "0",
        ],
        "at most 1024 heaps",
    );
}

#[test]
fn analyze_reads_a_position_written_as_a_link() {
    // Blocking Nim in the mover's phase: the blocker forbade taking heap 1 down to 4.
    let text = "variant=blocking&heaps=3,5,6&blocks=1&forbid=1-4";
    let mid_turn = json_of(&["analyze", text]);
    assert_eq!(mid_turn["position"], text);
    let solver = text
        .parse::<nim_solver::Game>()
        .expect("a position")
        .analyze()
        .expect("small");
    assert_eq!(
        mid_turn["outcome"].as_str(),
        Some(solver.outcome.letter().to_string().as_str())
    );
    // The shorthand and the link give the same answer at the start of a turn.
    assert_eq!(
        json_of(&["analyze", "variant=pass&heaps=3,3&pass=0"]),
        json_of(&["analyze", "--variant", "pass", "--pass-used", "3,3"])
    );
    refused(
        &["analyze", "variant=blocking&heaps=3,5&forbid=9-0"],
        "forbid",
    );
    refused(
        &["analyze", "--blocks", "2", "variant=blocking&heaps=3,5"],
        "--blocks",
    );
    refused(&["analyze", "3,4,5"], "--variant is needed");
}

#[test]
fn analyze_a_sum_writes_its_winning_moves_as_the_positions_they_leave() {
    // Nim 5 is worth 5, Kayles 8 is worth 1: a nim-sum of 4.
    let answer = json_of(&["analyze", "--variant", "sum", "nim:5,0.77:8"]);
    assert_eq!(answer["outcome"], "N");
    assert_eq!(answer["position"], "variant=sum&parts=nim:5,0.77:8");
    let parts = &answer["explanation"]["SumOfGames"]["parts"];
    assert_eq!(parts[0]["grundy"], 5);
    assert_eq!(parts[1]["grundy"], 1);
    assert_eq!(parts[1]["part"]["rule"], "0.77");
    let moves: Vec<&str> = answer["winning_moves"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        moves.contains(&"variant=sum&parts=nim:1,0.77:8"),
        "{moves:?}"
    );
    // Each one leaves a P-position.
    for after in moves {
        let reply = json_of(&["analyze", after]);
        assert_eq!(reply["outcome"], "P", "{after}");
    }
    assert_eq!(
        json_of(&["analyze", "--variant", "sum", "grundy:7,kayles:4"])["outcome"],
        "N"
    );
}

#[test]
fn a_bad_sum_is_refused_with_what_is_wrong() {
    for (parts, says) in [
        ("nim:5,0.78:8", "0 to 7"),
        ("nim:5,77:8", "0."),
        ("kayles:64", "63"),
        ("kayles", "RULE:SIZE"),
    ] {
        refused(&["analyze", "--variant", "sum", parts], says);
    }
}

#[test]
fn analyze_moores_nim_lists_moves_from_several_heaps_and_refuses_a_bad_k() {
    // 1, 2, 3 is Nim's P-position, but with k = 2 two heaps move together to 1, 1, 1.
    let answer = json_of(&["analyze", "variant=moore&k=2&heaps=1,2,3"]);
    assert_eq!(answer["outcome"], "N");
    assert_eq!(answer["position"], "variant=moore&k=2&heaps=1,2,3");
    assert_eq!(
        answer["winning_moves"],
        serde_json::json!([{ "several": [{ "heap": 1, "to": 1 }, { "heap": 2, "to": 1 }] }])
    );
    assert_eq!(
        answer["explanation"]["Moore"]["residues"],
        serde_json::json!([2, 2])
    );
    assert_eq!(
        json_of(&["analyze", "variant=moore&k=1&heaps=1,2,3"])["outcome"],
        "P"
    );
    refused(&["analyze", "variant=moore&k=9&heaps=1,2,3"], "k is \"9\"");
}

#[test]
fn analyze_coins_lists_the_coins_each_winning_turn_turns_and_refuses_a_bad_row() {
    // Mock Turtles: the heads at 2 and 3 are worth 2 and 4; only turning both leaves 0.
    for position in [
        vec!["analyze", "--variant", "coins", "mock:THHT"],
        vec!["analyze", "variant=coins&rule=mock&coins=THHT"],
    ] {
        let answer = json_of(&position);
        assert_eq!(answer["outcome"], "N");
        assert_eq!(answer["position"], "variant=coins&rule=mock&coins=THHT");
        assert_eq!(
            answer["winning_moves"],
            serde_json::json!([{ "turn": [2, 3] }])
        );
        assert_eq!(
            answer["explanation"]["Coins"]["heads"],
            serde_json::json!([2, 3])
        );
    }
    assert_eq!(
        json_of(&["analyze", "--variant", "coins", "THTH"])["position"],
        "variant=coins&rule=turtles&coins=THTH"
    );
    refused(
        &["analyze", "--variant", "coins", "ruler:HXT"],
        "coin 2 is 'X'",
    );
    refused(
        &["analyze", "--variant", "coins", "spin:HT"],
        "unknown coin rule",
    );
    let long = format!("twins:{}", "H".repeat(33));
    refused(&["analyze", "--variant", "coins", &long], "33 coins");
}

#[test]
fn analyze_corners_lists_each_winning_rectangle_and_refuses_bad_heads() {
    // 2 ⊗ 2 ⊕ 3 ⊗ 3 = 3 ⊕ 2 = 1; turning 3:3's rectangle with 2:2 leaves 2:3 and 3:2, worth 1 each.
    for position in [
        vec!["analyze", "--variant", "corners", "3:3,2:2"],
        vec!["analyze", "variant=corners&heads=2:2,3:3"],
    ] {
        let answer = json_of(&position);
        assert_eq!(answer["outcome"], "N");
        assert_eq!(answer["position"], "variant=corners&heads=2:2,3:3");
        let moves = answer["winning_moves"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(
            moves.contains(&serde_json::json!({ "corner": { "heads": [3, 3], "other": [2, 2] } })),
            "{moves:?}"
        );
        assert_eq!(
            answer["explanation"]["Corners"]["heads"],
            serde_json::json!([[2, 2], [3, 3]])
        );
    }
    refused(
        &["analyze", "--variant", "corners", "3:3,16:1"],
        "off the grid",
    );
    refused(&["analyze", "--variant", "corners", "3-3"], "write x:y");
}

#[test]
fn analyze_hackenbush_values_a_picture_by_its_steps_and_refuses_a_bad_edge() {
    // A stalk of one with a loop on a second edge: 1 ⊕ (1 + 1) = 3; chopping the loop leaves 2,
    // the first edge leaves 0.
    for position in [
        vec!["analyze", "--variant", "hackenbush", "g-1,1-2,2-2"],
        vec!["analyze", "variant=hackenbush&edges=g-1,1-2,2-2"],
    ] {
        let answer = json_of(&position);
        assert_eq!(answer["outcome"], "N");
        assert_eq!(answer["position"], "variant=hackenbush&edges=g-1,1-2,2-2");
        assert_eq!(answer["winning_moves"], serde_json::json!([{ "chop": 0 }]));
        assert_eq!(answer["explanation"]["Hackenbush"]["steps"]["value"], 3);
    }
    refused(
        &["analyze", "--variant", "hackenbush", "g-1,1-x"],
        "names \"x\"",
    );
    let many = vec!["g-1"; 41].join(",");
    refused(&["analyze", "--variant", "hackenbush", &many], "41 edges");
}
