//! `nim octal-survey`: one row per code in the documented order, published periods found, shards
//! that add up to the survey, every claim of a row checked against a naive mex.

mod common;

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use common::{json_of, nim, refused};

const HEADER: &str = "code,period,preperiod,largest,rare,last_rare";

/// The survey's stdout for `args` after `octal-survey`; it must succeed and say nothing on stderr.
fn survey(args: &[&str]) -> String {
    let output = nim(&[&["octal-survey"], args].concat());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{args:?}: {stderr}");
    assert!(stderr.is_empty(), "{args:?}: {stderr}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The rows after the header, which must come first.
fn rows(csv: &str) -> Vec<&str> {
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(HEADER));
    lines.collect()
}

/// The row of `code`, split into its six columns.
fn row_of<'a>(rows: &[&'a str], code: &str) -> Vec<&'a str> {
    let found: Vec<&str> = rows
        .iter()
        .copied()
        .filter(|row| row.split(',').next() == Some(code))
        .collect();
    assert_eq!(found.len(), 1, "{code}: {found:?}");
    found[0].split(',').collect()
}

/// The codes the survey's rule gives, written out from it: `0.` then `4.`, by length, then digit
/// by digit; every digit 0 to 7 but the last, which is 1 to 7; and 4.0, first of its family.
fn expected_codes(digits: usize) -> Vec<String> {
    let mut codes = Vec::new();
    for before in ['0', '4'] {
        if before == '4' {
            codes.push("4.0".to_owned());
        }
        for len in 1..=digits {
            let mut of_len: Vec<String> = vec![String::new()];
            for place in 1..=len {
                let first = u32::from(place == len);
                of_len = of_len
                    .iter()
                    .flat_map(|prefix| (first..=7).map(move |digit| format!("{prefix}{digit}")))
                    .collect();
            }
            codes.extend(of_len.into_iter().map(|tail| format!("{before}.{tail}")));
        }
    }
    codes
}

#[test]
fn one_row_per_code_in_the_documented_order() {
    for (digits, count) in [("1", 2 * 7 + 1), ("2", 2 * (7 + 7 * 8) + 1)] {
        let csv = survey(&["--digits", digits, "--max", "40"]);
        let rows = rows(&csv);
        assert_eq!(rows.len(), count, "--digits {digits}");
        let codes: Vec<&str> = rows
            .iter()
            .map(|row| row.split(',').next().unwrap())
            .collect();
        assert_eq!(codes, expected_codes(digits.parse().unwrap()));
        for row in rows {
            assert_eq!(row.split(',').count(), 6, "{row}");
        }
    }
}

#[test]
fn published_periods_are_found() {
    let csv = survey(&["--digits", "2", "--max", "400"]);
    let rows = rows(&csv);
    // Kayles: period 12, last exception 70 (Winning Ways ch. 4).
    assert_eq!(row_of(&rows, "0.77")[1..3], ["12", "71"]);
    // Dawson's Kayles: period 34, last exception 52 (one heap along from 0.137's 51).
    assert_eq!(row_of(&rows, "0.07")[1..3], ["34", "53"]);
    // Guiles: period 10 from 1.
    assert_eq!(row_of(&rows, "0.15")[1..3], ["10", "1"]);
    // The subtraction game {1, 2}: g(n) = n mod 3, so largest 2.
    assert_eq!(row_of(&rows, "0.33")[1..4], ["3", "0", "2"]);
    // 0.1 takes a lone token only: g(1) = 1 and no move from any larger heap.
    assert_eq!(row_of(&rows, "0.1")[1..4], ["1", "2", "1"]);
    // Each code reads back in `nim grundy`, whose values give the same largest value.
    for code in ["0.77", "0.07", "0.15", "4.4", "4.77"] {
        let values = json_of(&["grundy", code, "--max", "400"]);
        let largest = values
            .as_array()
            .unwrap()
            .iter()
            .filter_map(serde_json::Value::as_u64)
            .max();
        assert_eq!(
            row_of(&rows, code)[3],
            largest.unwrap().to_string(),
            "{code}"
        );
    }
}

#[test]
fn no_period_is_claimed_before_the_theorem_proves_it() {
    // Kayles needs N >= 2 * 71 + 2 * 12 + 2 = 168.
    let short = survey(&["--digits", "2", "--max", "167"]);
    assert_eq!(row_of(&rows(&short), "0.77")[1..3], ["", ""]);
    let long = survey(&["--digits", "2", "--max", "168"]);
    assert_eq!(row_of(&rows(&long), "0.77")[1..3], ["12", "71"]);
}

#[test]
fn the_shards_together_are_the_survey_each_row_once() {
    let args = ["--digits", "2", "--max", "60"];
    let whole = survey(&args);
    let whole = rows(&whole);
    let mut union = Vec::new();
    for (index, shard) in ["1/3", "2/3", "3/3"].into_iter().enumerate() {
        let csv = survey(&[&args[..], &["--shard", shard]].concat());
        let part = rows(&csv);
        // Shard I holds the codes at places I, I + K, ... of the whole survey.
        let expected: Vec<&str> = whole.iter().copied().skip(index).step_by(3).collect();
        assert_eq!(part, expected, "{shard}");
        union.extend(part.into_iter().map(str::to_owned));
    }
    assert_eq!(union.len(), whole.len());
    let union: BTreeSet<String> = union.into_iter().collect();
    let whole: BTreeSet<String> = whole.into_iter().map(str::to_owned).collect();
    assert_eq!(union, whole);
    // More shards than codes: the last ones hold only the header.
    assert_eq!(
        survey(&["--digits", "1", "--max", "5", "--shard", "20/20"]),
        format!("{HEADER}\n")
    );
    assert_eq!(
        survey(&["--digits", "1", "--max", "5", "--shard", "1/1"]),
        survey(&["--digits", "1", "--max", "5"])
    );
}

/// `g(0..=max)` of a code by the mex over every move, straight from its definition.
fn naive_values(code: &str, max: usize) -> Vec<u32> {
    let (before, digits) = code.split_once('.').unwrap();
    let digits: Vec<u32> = digits.chars().map(|c| c.to_digit(8).unwrap()).collect();
    let mut values: Vec<u32> = Vec::new();
    for n in 0..=max {
        let mut options = BTreeSet::new();
        // 4 before the point: a heap splits into two non-empty heaps without losing a token.
        if before == "4" {
            options.extend((1..=n / 2).map(|a| values[a] ^ values[n - a]));
        }
        for (take, digit) in (1..).zip(&digits) {
            if n < take {
                break;
            }
            let rest = n - take;
            if digit & 1 != 0 && rest == 0 {
                options.insert(0);
            }
            if digit & 2 != 0 && rest > 0 {
                options.insert(values[rest]);
            }
            if digit & 4 != 0 {
                options.extend((1..=rest / 2).map(|a| values[a] ^ values[rest - a]));
            }
        }
        // The mex: a value is missing among at most n + 1 options.
        let count = options.len() as u32;
        values.push((0..=count).find(|value| !options.contains(value)).unwrap());
    }
    values
}

#[test]
fn every_row_agrees_with_the_values_of_its_code() {
    let max = 120;
    let csv = survey(&["--digits", "1", "--max", &max.to_string()]);
    for row in rows(&csv) {
        let columns: Vec<&str> = row.split(',').collect();
        let values = naive_values(columns[0], max);
        let number = |column: usize| columns[column].parse::<usize>().ok();
        assert_eq!(number(3), values.iter().max().map(|&v| v as usize), "{row}");
        let (rare, last_rare) = (number(4).expect("rare"), number(5));
        assert!(rare <= max, "{row}");
        assert_eq!(rare == 0, last_rare.is_none(), "{row}");
        assert!(last_rare.is_none_or(|last| last <= max), "{row}");
        match (number(1), number(2)) {
            (None, None) => assert_eq!(&columns[1..3], ["", ""], "{row}"),
            (Some(period), Some(preperiod)) => {
                // The pattern holds from the preperiod to N, and not from one heap earlier.
                assert!(period >= 1 && preperiod + period <= max, "{row}");
                assert!(
                    (preperiod..=max - period).all(|n| values[n + period] == values[n]),
                    "{row}"
                );
                if preperiod > 0 {
                    let n = preperiod - 1;
                    assert_ne!(values[n + period], values[n], "{row}");
                }
            }
            _ => panic!("{row}: period and preperiod come together"),
        }
    }
}

#[test]
fn rows_are_printed_while_the_survey_runs() {
    // All 33,554,431 codes to ten million each would take days: the first rows come long before.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nim"))
        .args(["octal-survey", "--digits", "8", "--max", "10000000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the nim binary runs");
    let mut lines = BufReader::new(child.stdout.take().expect("piped")).lines();
    let header = lines.next().expect("a line").expect("UTF-8");
    let first = lines.next().expect("a line").expect("UTF-8");
    let still_running = child.try_wait().expect("status").is_none();
    child.kill().expect("the survey stops");
    child.wait().expect("the survey ends");
    assert_eq!(header, HEADER);
    assert!(first.starts_with("0.1,"), "{first}");
    assert!(still_running);
}

/// `octal-survey` followed by `args`.
fn survey_args<'a>(args: &[&'a str]) -> Vec<&'a str> {
    [&["octal-survey"], args].concat()
}

#[test]
fn bad_input_is_refused_with_what_is_wrong() {
    let survey = survey_args;
    let base = ["--digits", "1", "--max", "5"];
    for digits in ["0", "9", "x"] {
        refused(
            &survey(&["--digits", digits, "--max", "5"]),
            "number of digits from 1 to 8",
        );
    }
    refused(&survey(&["--digits", "9", "--max", "5"]), "8^D");
    for max in ["0", "2147483648", "lots"] {
        refused(
            &survey(&["--digits", "1", "--max", max]),
            "largest heap from 1 to 2147483647",
        );
    }
    refused(
        &survey(&["--digits", "1", "--max", "200000000", "--memory", "100M"]),
        "needs about 200.0 MB",
    );
    refused(
        &survey(&[&base[..], &["--memory", "2X"]].concat()),
        "not K, M, G or T",
    );
    for (shard, says) in [
        ("0/4", "count from 1"),
        ("5/4", "number 5 of only 4"),
        ("x", "\"x\" is not a shard: write I/K"),
        ("1/0", "K = 0"),
        ("1/x", "K of the shard"),
        ("/4", "I of the shard"),
    ] {
        refused(&survey(&[&base[..], &["--shard", shard]].concat()), says);
    }
    refused(&survey(&["--max", "5"]), "--digits <D>");
    refused(&survey(&["--digits", "1"]), "--max <N>");
}
