//! What the Grundy view computes ([`GrundySpec`]: a rule and the largest heap), how its fields and
//! links are read (each problem a typed [`GrundyProblem`]), and a computed [`Sequence`] with what
//! the view draws from it: the strip's rows, the plot's columns, the Guy–Smith bound, the CSV.

use std::fmt::Write as _;

use nim_solver::{
    proven_period, Periodicity, Rule, RuleError, SubtractionSet, SubtractionSetError,
};

pub use super::protocol::GRUNDY_MAX;

/// The largest heap the view opens on: the whole sequence at once, in a blink.
pub const DEFAULT_MAX: u32 = 1000;

/// Values the strip shows; the plot and the CSV hold them all.
pub const STRIP_VALUES: usize = 240;

/// Columns of the plot: the values of each column's heaps are drawn as one bar, lowest to highest.
pub const PLOT_COLUMNS: usize = 600;

/// What the view computes: `g(0..=max)` of `rule`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrundySpec {
    /// The heap game.
    pub rule: Rule,
    /// The largest heap, at most [`GRUNDY_MAX`].
    pub max: u32,
}

impl Default for GrundySpec {
    fn default() -> Self {
        GrundySpec {
            rule: kayles(),
            max: DEFAULT_MAX,
        }
    }
}

/// Kayles, the view's first rule.
fn kayles() -> Rule {
    Rule::named("kayles").unwrap_or(Rule::Grundy)
}

impl GrundySpec {
    /// The link's parameters: `view=grundy&rule=0.77&max=300`.
    pub fn params(&self) -> String {
        format!("view=grundy&rule={}&max={}", self.rule, self.max)
    }
}

/// Why a typed field or a link's part cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundyProblem {
    /// The rule (a name, `grundy` or a code) cannot be read.
    Rule(RuleError),
    /// The subtraction set cannot be read.
    Set(SubtractionSetError),
    /// `max` is not a whole number.
    MaxNotWhole(String),
    /// `max` is above [`GRUNDY_MAX`] (huge numbers saturate).
    MaxTooLarge(u64),
}

/// A field of the view, or the link's parameter that stands for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GrundyField {
    /// The rule: a name, `grundy` or an octal code (`rule=`).
    Rule,
    /// A subtraction set (`set=`).
    Set,
    /// The largest heap (`max=`).
    Max,
}

impl GrundyField {
    /// The link's parameter.
    pub fn key(self) -> &'static str {
        match self {
            GrundyField::Rule => "rule",
            GrundyField::Set => "set",
            GrundyField::Max => "max",
        }
    }

    /// Reads `text` as this field gives it: the rule it makes, or its largest heap.
    pub fn read(self, text: &str) -> Result<Reading, Unusable> {
        let read = match self {
            GrundyField::Rule => read_rule(text).map(Reading::Rule),
            GrundyField::Set => read_set(text).map(Reading::Rule),
            GrundyField::Max => read_max(text).map(Reading::Max),
        };
        read.map_err(|problem| Unusable {
            field: self,
            value: text.to_owned(),
            problem,
        })
    }
}

/// What a field gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A rule.
    Rule(Rule),
    /// A largest heap.
    Max(u32),
}

/// A value typed or linked that the view cannot use: the field, the text as given, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unusable {
    /// Where it was given.
    pub field: GrundyField,
    /// The text as given.
    pub value: String,
    /// What is wrong with it.
    pub problem: GrundyProblem,
}

/// The rule written `text`: a preset name, `grundy` or an octal code.
pub fn read_rule(text: &str) -> Result<Rule, GrundyProblem> {
    text.parse().map_err(GrundyProblem::Rule)
}

/// The octal game of the subtraction set written `text` (`1,2,3` is `0.333`).
pub fn read_set(text: &str) -> Result<Rule, GrundyProblem> {
    let set: SubtractionSet = text.parse().map_err(GrundyProblem::Set)?;
    Ok(Rule::Octal(set.to_code()))
}

/// The largest heap written `text`: a whole number up to [`GRUNDY_MAX`].
pub fn read_max(text: &str) -> Result<u32, GrundyProblem> {
    let digits = text.trim();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(GrundyProblem::MaxNotWhole(text.to_owned()));
    }
    // Only digits: an error here is an overflow, and a number too large is said as the largest.
    let max = digits.parse::<u64>().unwrap_or(u64::MAX);
    match u32::try_from(max) {
        Ok(max) if max <= GRUNDY_MAX => Ok(max),
        _ => Err(GrundyProblem::MaxTooLarge(max)),
    }
}

/// The subtraction set a rule is, when it is one (`0.333` is `{1, 2, 3}`).
pub fn subtraction_set(rule: &Rule) -> Option<SubtractionSet> {
    match rule {
        Rule::Octal(code) => code.subtraction_set(),
        Rule::Grundy => None,
    }
}

/// A computed sequence: `g(0..=max)` and the period proven from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sequence {
    /// What was computed.
    pub spec: GrundySpec,
    /// `g(0..=max)`.
    pub values: Vec<u16>,
    /// The period the Guy–Smith theorem proves from these values, if any.
    pub periodicity: Option<Periodicity>,
}

/// One row of the strip: its first heap and its values.
pub type StripRow<'a> = (usize, &'a [u16]);

impl Sequence {
    /// The sequence `values` of `spec`, its period proven here (a part of a longer one).
    pub fn new(spec: GrundySpec, values: Vec<u16>) -> Sequence {
        let periodicity = proven_period(&spec.rule, &values);
        Sequence {
            spec,
            values,
            periodicity,
        }
    }

    /// The largest value.
    pub fn largest(&self) -> u16 {
        self.values.iter().copied().max().unwrap_or(0)
    }

    /// The heap up to which the Guy–Smith theorem asks the pattern to be checked: `2q + p + t`
    /// (`t` the code's digits); the values reach it and further.
    pub fn bound(&self) -> Option<usize> {
        self.periodicity
            .map(|found| 2 * found.preperiod + found.period + self.spec.rule.code_len())
    }

    /// Values per row of the strip: a multiple of a short proven period (so each column repeats
    /// once the preperiod is over), else 10.
    pub fn strip_width(&self) -> usize {
        match self.periodicity {
            Some(Periodicity { period, .. }) if period <= 24 => period * 10usize.div_ceil(period),
            _ => 10,
        }
    }

    /// The strip's rows: the first [`STRIP_VALUES`] values, [`Sequence::strip_width`] a row.
    pub fn strip(&self) -> Vec<StripRow<'_>> {
        let width = self.strip_width();
        let shown = &self.values[..self.values.len().min(STRIP_VALUES)];
        shown
            .chunks(width)
            .enumerate()
            .map(|(row, values)| (row * width, values))
            .collect()
    }

    /// Whether the strip outlines the exceptions: only when the preperiod ends within it, so
    /// they stand out from the periodic part (0.56's first 240 values are all before it).
    pub fn exceptions_shown(&self) -> bool {
        self.periodicity
            .is_some_and(|found| found.preperiod > 0 && found.preperiod <= STRIP_VALUES)
    }

    /// Whether heap `n` is an exception before the preperiod: `g(n) != g(n + p)`.
    pub fn exception(&self, n: usize) -> bool {
        self.periodicity.is_some_and(|found| {
            n < found.preperiod && self.values.get(n + found.period) != self.values.get(n)
        })
    }

    /// How many columns the plot has: one per heap, at most [`PLOT_COLUMNS`].
    pub fn column_count(&self) -> usize {
        self.values.len().min(PLOT_COLUMNS)
    }

    /// The plot's columns, at most [`PLOT_COLUMNS`]: each the lowest and highest value of its heaps.
    pub fn columns(&self) -> Vec<(u16, u16)> {
        let count = self.values.len();
        let columns = self.column_count();
        (0..columns)
            .map(|column| {
                let (start, end) = (column * count / columns, (column + 1) * count / columns);
                let heaps = &self.values[start..end.max(start + 1)];
                let low = heaps.iter().copied().min().unwrap_or(0);
                let high = heaps.iter().copied().max().unwrap_or(0);
                (low, high)
            })
            .collect()
    }

    /// The plot as one SVG path in a box one unit wide per column and `height` tall, in whole
    /// units (no float formatting in the page's wasm): a bar per column from its lowest to its
    /// highest value, value 0 at the bottom and the largest at the top.
    pub fn plot_path(&self, height: u32) -> String {
        let largest = u32::from(self.largest().max(1));
        // Each value is a mark `height / 30` tall around its level, inside the box.
        let half = height / 60;
        let y = |value: u16| height - half - u32::from(value) * (height - 2 * half) / largest;
        let mut path = String::new();
        for (column, &(low, high)) in self.columns().iter().enumerate() {
            // A bar at least a mark tall, so a value alone still shows.
            let _ = write!(path, "M{column} {}h1V{}h-1Z", y(high) - half, y(low) + half);
        }
        path
    }

    /// The plot's column of heap `n`.
    pub fn plot_x(&self, n: usize) -> usize {
        n * self.column_count() / self.values.len().max(1)
    }

    /// The CSV export: a header `n,grundy`, then one row per heap.
    pub fn csv(&self) -> String {
        let mut text = String::with_capacity(10 + self.values.len() * 12);
        text.push_str("n,grundy\n");
        for (n, value) in self.values.iter().enumerate() {
            let _ = writeln!(text, "{n},{value}");
        }
        text
    }

    /// The export's file name: `nim-lab-grundy-0.77-0-300.csv`.
    pub fn file_name(&self) -> String {
        format!("nim-lab-grundy-{}-0-{}.csv", self.spec.rule, self.spec.max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::grundy_sequence;

    fn rule(text: &str) -> Rule {
        text.parse().expect("a rule")
    }

    fn sequence(text: &str, max: u32) -> Sequence {
        let spec = GrundySpec {
            rule: rule(text),
            max,
        };
        let values = grundy_sequence(&spec.rule, max as usize).expect("small values");
        Sequence::new(spec, values)
    }

    #[test]
    fn fields_are_read_and_each_problem_is_named() {
        assert_eq!(read_rule("kayles"), Ok(rule("0.77")));
        assert_eq!(read_rule(" 0.137 "), Ok(rule("dawson-chess")));
        assert_eq!(read_rule("grundy"), Ok(Rule::Grundy));
        assert_eq!(
            read_rule("0.78"),
            Err(GrundyProblem::Rule(RuleError::NotOctal {
                digit: '8',
                position: 2
            }))
        );
        assert!(matches!(
            read_rule("77"),
            Err(GrundyProblem::Rule(RuleError::NoPoint { .. }))
        ));
        // A code may start with 4 (a free split), as the published tables write some.
        assert_eq!(
            read_rule("4.777").map(|r| r.to_string()),
            Ok("4.777".to_owned())
        );
        let problem = read_rule("5.7").expect_err("5 before the point");
        assert_eq!(
            problem,
            GrundyProblem::Rule(RuleError::BeforePoint { digit: '5' })
        );
        assert!(crate::words::grundy::problem(&problem).contains("“4.”"));
        assert_eq!(
            read_rule("0.12345671234567123"),
            Err(GrundyProblem::Rule(RuleError::TooManyDigits { count: 17 }))
        );
        assert_eq!(read_set("1,2,3"), Ok(rule("0.333")));
        assert_eq!(read_set(" 4, 1 "), Ok(rule("0.3003")));
        assert_eq!(
            read_set("1,0"),
            Err(GrundyProblem::Set(SubtractionSetError::Zero))
        );
        assert_eq!(
            read_set("2,2"),
            Err(GrundyProblem::Set(SubtractionSetError::Duplicate {
                take: 2
            }))
        );
        // A take past 16 has a code longer than a typed one may be: the set is still a rule.
        let far = read_set("1,17").expect("a set within 1..=31");
        assert_eq!(far.to_string(), format!("0.3{}3", "0".repeat(15)));
        assert_eq!(
            read_set("1,32"),
            Err(GrundyProblem::Set(SubtractionSetError::AboveLimit {
                take: 32
            }))
        );
        assert_eq!(read_max("300"), Ok(300));
        assert_eq!(read_max(" 1000000 "), Ok(GRUNDY_MAX));
        assert_eq!(read_max("0"), Ok(0));
        assert_eq!(
            read_max("1000001"),
            Err(GrundyProblem::MaxTooLarge(1_000_001))
        );
        assert_eq!(
            read_max("99999999999999999999999"),
            Err(GrundyProblem::MaxTooLarge(u64::MAX))
        );
        for text in ["", "-3", "2.5", "1e3", "ten"] {
            assert_eq!(
                read_max(text),
                Err(GrundyProblem::MaxNotWhole(text.into())),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_subtraction_game_is_spelled_both_ways_and_others_are_not() {
        assert_eq!(
            subtraction_set(&rule("0.333")).map(|s| s.to_string()),
            Some("1,2,3".into())
        );
        assert_eq!(subtraction_set(&rule("kayles")), None);
        assert_eq!(subtraction_set(&Rule::Grundy), None);
    }

    #[test]
    fn kayles_is_drawn_with_its_period_its_bound_and_its_exceptions() {
        let kayles = sequence("kayles", 300);
        let found = kayles.periodicity.expect("proven");
        assert_eq!(kayles.bound(), Some(2 * found.preperiod + found.period + 2));
        assert_eq!(kayles.strip_width(), found.period);
        let rows = kayles.strip();
        assert_eq!(
            rows.iter().map(|(_, v)| v.len()).sum::<usize>(),
            STRIP_VALUES
        );
        assert!(rows
            .iter()
            .all(|&(start, values)| values == &kayles.values[start..start + values.len()]));
        // The last exception is the heap just before the preperiod.
        assert!(kayles.exception(found.preperiod - 1));
        assert!(!kayles.exception(found.preperiod));
        assert!(
            !sequence("grundy", 50).exception(3),
            "no period, no exceptions"
        );
        // A short period fills a row of ten or more; a long one or none gives rows of ten.
        assert_eq!(sequence("0.333", 100).strip_width(), 12);
        assert_eq!(sequence("grundy", 100).strip_width(), 10);
        assert_eq!(sequence("dawson", 1000).strip_width(), 10);
    }

    #[test]
    fn the_plot_keeps_each_columns_lowest_and_highest_value() {
        let long = sequence("0.56", 20_000);
        let columns = long.columns();
        assert_eq!(columns.len(), PLOT_COLUMNS);
        assert_eq!(
            columns.iter().map(|c| c.1).max(),
            Some(long.largest()),
            "the largest value shows"
        );
        assert_eq!(
            columns.iter().map(|c| c.0).min(),
            long.values.iter().copied().min()
        );
        let short = sequence("kayles", 9);
        assert_eq!(short.columns().len(), 10, "one column per heap");
        assert_eq!(short.columns()[4], (short.values[4], short.values[4]));
        let path = short.plot_path(1000);
        assert_eq!(path.matches('M').count(), 10);
        // g(0) = 0 sits at the bottom, a mark around the line of 0.
        assert!(path.starts_with("M0 968h1V1000h-1Z"), "{path}");
        assert_eq!(short.plot_x(10), 10);
        assert_eq!(long.plot_x(long.values.len()), PLOT_COLUMNS);
        let one = sequence("kayles", 0);
        assert_eq!(one.columns(), [(0, 0)]);
        assert_eq!(one.plot_path(1000), "M0 968h1V1000h-1Z");
    }

    #[test]
    fn the_csv_has_a_row_per_heap_and_a_part_of_a_sequence_proves_its_own_period() {
        let kayles = sequence("kayles", 300);
        let csv = kayles.csv();
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(rows[0], "n,grundy");
        assert_eq!(rows.len(), 302);
        assert_eq!(rows[5], format!("4,{}", kayles.values[4]));
        assert_eq!(kayles.file_name(), "nim-lab-grundy-0.77-0-300.csv");
        // Too short a part proves nothing: the theorem needs values up to 2q + 2p + t.
        let short = Sequence::new(
            GrundySpec {
                max: 100,
                ..kayles.spec
            },
            kayles.values[..=100].to_vec(),
        );
        assert_eq!(short.periodicity, None);
        assert_eq!(
            GrundySpec::default().params(),
            format!("view=grundy&rule=0.77&max={DEFAULT_MAX}")
        );
    }
}
