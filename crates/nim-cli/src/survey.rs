//! `nim octal-survey`: the proven period and the sparseness of every octal code of at most D
//! digits, one CSV row per code, streamed in a fixed order; `--shard I/K` prints every K-th row.

use std::io::{self, Write};

use nim_solver::{grundy_sequence_from, OctalCode, Rule, Values};

use crate::{memory, usage, Usage, MAX_GRUNDY_HEAP};

/// Most digits after the point a survey goes to: D digits make 2 * 8^D - 1 codes, 33,554,431 at 8.
pub const MAX_SURVEY_DIGITS: u32 = 8;

/// The first line of every survey, and of every shard.
pub const HEADER: &str = "code,period,preperiod,largest,rare,last_rare";

/// The digits before the point, in the order the survey lists their families.
const FAMILIES: [u8; 2] = [0, 4];

/// `nim octal-survey --help`'s text after the options.
pub const SURVEY_HELP: &str = "Codes: d0.d1...dk with 1 <= k <= D, d0 = 0 or 4, each di 0 to 7 \
and dk not 0 (a trailing 0 writes the same code again, and 0.0 has no move), but for 4.0 (a heap \
may only be split in two); equivalent games are each listed. Order: every 0. code, by length and \
then digit by digit (0.1, ..., 0.7, 0.01, ..., 0.77, 0.001, ...), then 4.0 and every other 4. code \
in the same way (4.1, ..., 4.7, 4.01, ...): 2 * 8^D - 1 codes in all, 15 for D = 1, 127 for D = 2. Columns, all over g(0..=N): code as `nim grundy` reads it; \
period and preperiod as `nim grundy --summary` proves them, both empty when no period is proven \
within N; largest, the largest value; rare, how many heaps 0..=N are rare positions (the \
sparse-space classes that make them fewest), last_rare the last of them (empty when none). A code \
whose values need more bytes each than --memory holds (or pass 1048575) gets a row with only its \
code, and a line on stderr. Rows are printed and \
flushed one by one, each as soon as its code is done. --shard I/K prints the codes at places I, \
I + K, I + 2K, ... of the order (places count from 1), after the header: the K shards' rows \
together are the whole survey's, each once. To merge shards, keep one header: awk 'NR==1 || \
!/^code,/' shard-*.csv.";

/// The help of `--max`, which names `nim grundy`'s limit.
pub fn max_help() -> String {
    format!("Largest heap, 1 to {MAX_GRUNDY_HEAP} (the limit of `nim grundy --max`)")
}

/// Reads `--digits`: 1 to [`MAX_SURVEY_DIGITS`].
pub fn parse_digits(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(digits) if (1..=MAX_SURVEY_DIGITS).contains(&digits) => Ok(digits),
        _ => Err(format!(
            "{text:?} is not a number of digits from 1 to {MAX_SURVEY_DIGITS}: D digits after the \
             point make 2 * 8^D - 1 codes, already {} at {MAX_SURVEY_DIGITS}",
            code_count(MAX_SURVEY_DIGITS)
        )),
    }
}

/// Reads `--max`: 1 to `nim grundy`'s limit, [`MAX_GRUNDY_HEAP`].
pub fn parse_max(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(max) if (1..=MAX_GRUNDY_HEAP).contains(&max) => Ok(max),
        _ => Err(format!(
            "{text:?} is not a largest heap from 1 to {MAX_GRUNDY_HEAP} (the limit of `nim grundy \
             --max`)"
        )),
    }
}

/// One of `count` shards of a survey: the codes at places `index`, `index + count`, ... (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    index: u64,
    count: u64,
}

impl Shard {
    /// The whole survey.
    const WHOLE: Shard = Shard { index: 1, count: 1 };
}

/// Reads `--shard I/K`: shard I of K, 1 <= I <= K.
pub fn parse_shard(text: &str) -> Result<Shard, String> {
    let Some((index, count)) = text.split_once('/') else {
        return Err(format!(
            "{text:?} is not a shard: write I/K, like 1/4 for the first of 4 shards"
        ));
    };
    let number = |part: &str, name: &str| {
        part.trim().parse::<u64>().map_err(|_| {
            format!(
                "{name} of the shard {text:?} is {part:?}, not a whole number: write I/K, like 1/4"
            )
        })
    };
    let shard = Shard {
        index: number(index, "I")?,
        count: number(count, "K")?,
    };
    match shard {
        Shard { count: 0, .. } => Err(format!(
            "the shard {text:?} splits the survey into K = 0 shards: K is at least 1"
        )),
        Shard { index: 0, count } => Err(format!(
            "the shard {text:?} is number 0: shards count from 1, so I is 1 to {count}"
        )),
        Shard { index, count } if index > count => Err(format!(
            "the shard {text:?} is number {index} of only {count}: I is 1 to {count}"
        )),
        shard => Ok(shard),
    }
}

/// Codes of one family with 1 to `digits` digits: 7 * 8^(k-1) of each length k, and for `4.`
/// also 4.0, whose split is a move.
fn family_size(before: u8, digits: u32) -> u64 {
    8u64.pow(digits) - u64::from(before == 0)
}

/// Codes in a survey of `digits` digits, both families.
pub fn code_count(digits: u32) -> u64 {
    FAMILIES
        .iter()
        .map(|&before| family_size(before, digits))
        .sum()
}

/// The code at `place` (from 0) of the survey's order.
fn code_at(digits: u32, place: u64) -> OctalCode {
    let first = family_size(FAMILIES[0], digits);
    let (before, mut rest) = if place < first {
        (FAMILIES[0], place)
    } else {
        (FAMILIES[1], place - first)
    };
    if before == 4 {
        if rest == 0 {
            return OctalCode::with_before_point(4, &[0]).expect("4.0 is a code");
        }
        rest -= 1;
    }
    let mut len = 1;
    // 7 * 8^(len - 1) codes have exactly `len` digits.
    while rest >= 7 * 8u64.pow(len - 1) {
        rest -= 7 * 8u64.pow(len - 1);
        len += 1;
    }
    // In lexicographic order the last digit (1 to 7) turns fastest, then the others (0 to 7).
    let mut code = vec![0u8; len as usize];
    code[len as usize - 1] = 1 + (rest % 7) as u8;
    rest /= 7;
    for digit in code.iter_mut().rev().skip(1) {
        *digit = (rest % 8) as u8;
        rest /= 8;
    }
    OctalCode::with_before_point(before, &code).expect("at most 8 octal digits make a code")
}

/// The row of one code: its proven period and its sparseness over `g(0..=max)`; only the code
/// when the values cannot be stored within the memory budget, said on stderr.
fn row(code: OctalCode, max: u32, budget: memory::Budget) -> String {
    let rule = Rule::Octal(code);
    let may_widen = |bytes, heap| memory::fits(max, budget, bytes, heap);
    let values =
        match grundy_sequence_from(&rule, max as usize, Values::default(), may_widen, |_, _| {}) {
            Ok(values) => values,
            Err(error) => {
                eprintln!("nim: {rule}: {error}; its row is left empty");
                return format!("{rule},,,,,");
            }
        };
    let values = values.as_ref();
    let (period, preperiod) = values.proven_period(&rule).map_or_else(
        || (String::new(), String::new()),
        |found| (found.period.to_string(), found.preperiod.to_string()),
    );
    let sparse = values.sparseness();
    let last_rare = sparse.last_rare.map(|n| n.to_string()).unwrap_or_default();
    format!(
        "{rule},{period},{preperiod},{},{},{last_rare}",
        sparse.largest, sparse.rare
    )
}

/// Prints the header, then the rows of `shard` (every code without one), each flushed when done;
/// each code's values are stored within the memory budget.
pub fn survey(
    digits: u32,
    max: u32,
    shard: Option<Shard>,
    budget: memory::Budget,
) -> Result<(), Usage> {
    let shard = shard.unwrap_or(Shard::WHOLE);
    let mut out = io::stdout().lock();
    let places = (shard.index - 1..code_count(digits)).step_by(shard.count as usize);
    let written = writeln!(out, "{HEADER}")
        .and_then(|()| out.flush())
        .and_then(|()| {
            places
                .map(|place| row(code_at(digits, place), max, budget))
                .try_for_each(|line| {
                    writeln!(out, "{line}")?;
                    out.flush()
                })
        });
    written.map_err(|error| usage(format!("could not write the survey: {error}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(digits: u32) -> Vec<String> {
        (0..code_count(digits))
            .map(|place| code_at(digits, place).to_string())
            .collect()
    }

    #[test]
    fn codes_come_by_family_then_length_then_digits() {
        assert_eq!(
            codes(1),
            [
                "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "4.0", "4.1", "4.2", "4.3", "4.4",
                "4.5", "4.6", "4.7"
            ]
        );
        let two = codes(2);
        assert_eq!(two.len(), 2 * (7 + 8 * 7) + 1);
        assert_eq!(&two[5..10], ["0.6", "0.7", "0.01", "0.02", "0.03"]);
        assert_eq!(&two[61..65], ["0.76", "0.77", "4.0", "4.1"]);
        assert_eq!(two.last().map(String::as_str), Some("4.77"));
        // Within a family and a length, in the order of the digits, each code once.
        let three = codes(3);
        let mut sorted = three.clone();
        sorted.sort_by_key(|code| (code.starts_with('4'), code.len(), code.clone()));
        assert_eq!(three, sorted);
        sorted.dedup();
        assert_eq!(sorted.len(), three.len());
        assert_eq!(three[7 + 7 * 8..][..2], ["0.001", "0.002"]);
    }

    #[test]
    fn the_largest_survey_still_names_its_last_code() {
        let count = code_count(MAX_SURVEY_DIGITS);
        assert_eq!(count, 33_554_431);
        assert_eq!(
            code_at(MAX_SURVEY_DIGITS, count - 1).to_string(),
            "4.77777777"
        );
        assert_eq!(code_at(MAX_SURVEY_DIGITS, count / 2).to_string(), "4.0");
    }

    #[test]
    fn shards_are_read_with_what_is_wrong() {
        assert_eq!(parse_shard("2/4"), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(parse_shard("1/1"), Ok(Shard::WHOLE));
        for (text, says) in [
            ("0/4", "count from 1"),
            ("5/4", "only 4"),
            ("1/0", "K = 0"),
            ("x", "write I/K"),
            ("x/4", "I of the shard"),
            ("1/-4", "K of the shard"),
        ] {
            let message = parse_shard(text).expect_err(text);
            assert!(message.contains(says), "{text}: {message}");
        }
    }
}
