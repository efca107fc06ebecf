//! `nim nimprod`: products from Conway's table, the CSV table's shape and its field laws, and bad
//! input refused with a message and exit code 2.

mod common;

use common::{json_of, refused, text_of};
use serde_json::json;

#[test]
fn products_are_conways() {
    for (x, y, product) in [
        ("2", "2", 3),
        ("2", "3", 1),
        ("4", "4", 6),
        ("16", "16", 24),
        ("256", "256", 384),
        ("0", "65535", 0),
        ("1", "65535", 65535),
    ] {
        assert_eq!(json_of(&["nimprod", x, y]), json!(product), "{x} ⊗ {y}");
    }
}

/// The table's rows as numbers, after checking the header names the columns 0..=max.
fn table(max: usize) -> Vec<Vec<u32>> {
    let csv = text_of(&["nimprod", "--table", &max.to_string()]);
    let mut lines = csv.lines();
    let header: Vec<String> = (0..=max).map(|y| y.to_string()).collect();
    assert_eq!(
        lines.next(),
        Some(format!("x,{}", header.join(",")).as_str())
    );
    let rows: Vec<Vec<u32>> = lines
        .map(|line| line.split(',').map(|cell| cell.parse().unwrap()).collect())
        .collect();
    assert_eq!(rows.len(), max + 1);
    for (x, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), max + 2);
        assert_eq!(row[0] as usize, x);
    }
    rows.into_iter().map(|row| row[1..].to_vec()).collect()
}

#[test]
fn the_table_of_15_is_conways_and_the_table_of_255_is_a_field() {
    let small = table(15);
    assert_eq!(
        small[4],
        [0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1]
    );
    assert_eq!(small[8][8], 13);
    let whole = table(255);
    for (x, row) in whole.iter().enumerate() {
        assert_eq!(row[1] as usize, x, "1 is the identity");
        assert!(row.iter().all(|&product| product < 256), "closed");
        if x > 0 {
            assert!(row.contains(&1), "{x} has an inverse");
        }
        for (y, &product) in row.iter().enumerate() {
            assert_eq!(product, whole[y][x], "commutative");
        }
    }
    assert_eq!(table(0), [[0]]);
}

#[test]
fn bad_input_is_refused_with_a_message_and_exit_code_2() {
    refused(
        &["nimprod", "2", "x"],
        "\"x\" is not a nimber from 0 to 65535",
    );
    refused(&["nimprod", "65536", "2"], "\"65536\" is not a nimber");
    refused(&["nimprod", "-1", "2"], "unexpected argument '-1'");
    refused(&["nimprod", "2"], "required");
    refused(
        &["nimprod", "--table", "256"],
        "\"256\" is not a table size from 0 to 255",
    );
    refused(&["nimprod", "--table", "ten"], "not a table size");
    refused(
        &["nimprod", "--table", "4", "2", "3"],
        "cannot be used with",
    );
}
