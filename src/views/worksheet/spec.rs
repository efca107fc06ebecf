//! What a printable worksheet is: variant, level, number of questions and seed; read from
//! `worksheet=SEED&variant=…&count=…&level=…` and written back the same way.

use nim_solver::{Level, Variant, MAX_QUESTIONS};

/// Questions on a sheet unless the link or the dialog says otherwise: one printed page.
pub const DEFAULT_COUNT: usize = 10;

/// The sheet to draw; the same spec always gives the same questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorksheetSpec {
    /// The game the questions are about.
    pub variant: Variant,
    /// How hard the positions are.
    pub level: Level,
    /// How many questions, 1 to [`MAX_QUESTIONS`].
    pub count: usize,
    /// The seed of the questions.
    pub seed: u64,
}

impl WorksheetSpec {
    /// The link parameters that open this sheet, without a leading `?`.
    pub fn query(&self) -> String {
        format!(
            "worksheet={}&variant={}&count={}&level={}",
            self.seed,
            self.variant.key(),
            self.count,
            self.level.number()
        )
    }

    /// The sheet's own parameters, for a link whose `variant=` is already this sheet's.
    pub fn params(&self) -> String {
        format!(
            "worksheet={}&count={}&level={}",
            self.seed,
            self.count,
            self.level.number()
        )
    }
}

/// Reads a number of questions from 1 to [`MAX_QUESTIONS`].
pub fn parse_count(text: &str) -> Option<usize> {
    let count = nim_solver::parse_number(text).ok()? as usize;
    (1..=MAX_QUESTIONS).contains(&count).then_some(count)
}

/// Reads a level, 1 to 3.
pub fn parse_level(text: &str) -> Option<Level> {
    Level::from_number(nim_solver::parse_number(text).ok()?)
}

/// Reads a seed: a whole number from 0 up.
pub fn parse_seed(text: &str) -> Option<u64> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_within_their_ranges_only() {
        assert_eq!(parse_count("10"), Some(10));
        assert_eq!(parse_count(" 30 "), Some(30));
        for bad in ["0", "31", "-1", "ten", "", "1e3", "99999999999999"] {
            assert_eq!(parse_count(bad), None, "{bad}");
        }
        assert_eq!(parse_level("3"), Some(Level::Three));
        for bad in ["0", "4", "hard", ""] {
            assert_eq!(parse_level(bad), None, "{bad}");
        }
        assert_eq!(parse_seed("18446744073709551615"), Some(u64::MAX));
        for bad in ["", "-7", "7x", "18446744073709551616"] {
            assert_eq!(parse_seed(bad), None, "{bad}");
        }
    }
}
