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

/// What the sheet's own wasm sends when its Close is pressed.
pub const CLOSE_SHEET: &str = "close";

/// Writes the sheet and how many times Print was asked for as the sheet's wasm reads them:
/// `SEED VARIANT COUNT LEVEL PRINTS`, e.g. `7 circle 12 3 1`.
pub fn write_sheet(spec: &WorksheetSpec, print_request: u32) -> String {
    format!("{} {print_request}", write_spec(spec))
}

/// Reads what [`write_sheet`] wrote; `None` for anything else.
pub fn read_sheet(text: &str) -> Option<(WorksheetSpec, u32)> {
    let (spec, print_request) = text.rsplit_once(' ')?;
    Some((read_spec(spec)?, print_request.parse().ok()?))
}

/// What the Worksheet or Quiz dialog's form (drawn by the worksheet's own wasm) starts with: which
/// dialog it is, and the sheet its fields show (the board's game; the level, count and number
/// chosen last, or the defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DialogState {
    /// The Quiz dialog (ten questions on screen) rather than the Worksheet's.
    pub quiz: bool,
    /// The sheet or quiz its fields show.
    pub spec: WorksheetSpec,
}

/// Writes a dialog's state as the worksheet's wasm reads it: `dialog KIND SEED VARIANT COUNT
/// LEVEL`, e.g. `dialog quiz 7 nim 10 2`.
pub fn write_dialog(state: &DialogState) -> String {
    let kind = if state.quiz { "quiz" } else { "worksheet" };
    format!("dialog {kind} {}", write_spec(&state.spec))
}

/// Reads what [`write_dialog`] wrote; `None` for anything else (a sheet's state among them).
pub fn read_dialog(text: &str) -> Option<DialogState> {
    let rest = text.strip_prefix("dialog ")?;
    let (quiz, spec) = if let Some(spec) = rest.strip_prefix("quiz ") {
        (true, spec)
    } else {
        (false, rest.strip_prefix("worksheet ")?)
    };
    Some(DialogState {
        quiz,
        spec: read_spec(spec)?,
    })
}

/// What the dialog's form asks of the app: the sheet to print (or the quiz to start) when its
/// Print (Start) is pressed.
pub fn write_chosen(spec: &WorksheetSpec) -> String {
    format!("chosen {}", write_spec(spec))
}

/// Reads what [`write_chosen`] wrote; `None` for anything else.
pub fn read_chosen(text: &str) -> Option<WorksheetSpec> {
    read_spec(text.strip_prefix("chosen ")?)
}

/// `SEED VARIANT COUNT LEVEL`.
fn write_spec(spec: &WorksheetSpec) -> String {
    format!(
        "{} {} {} {}",
        spec.seed,
        spec.variant.key(),
        spec.count,
        spec.level.number()
    )
}

/// Reads what [`write_spec`] wrote.
fn read_spec(text: &str) -> Option<WorksheetSpec> {
    let mut words = text.split(' ');
    let seed = parse_seed(words.next()?)?;
    let variant = words.next()?.parse().ok()?;
    let count = parse_count(words.next()?)?;
    let level = parse_level(words.next()?)?;
    words.next().is_none().then_some(WorksheetSpec {
        variant,
        level,
        count,
        seed,
    })
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

    #[test]
    fn the_sheet_is_read_back_as_written_and_nothing_else_is() {
        let spec = WorksheetSpec {
            variant: Variant::SumOfGames,
            level: Level::Two,
            count: 12,
            seed: u64::MAX,
        };
        for prints in [0, 1, 7] {
            assert_eq!(
                read_sheet(&write_sheet(&spec, prints)),
                Some((spec, prints))
            );
        }
        for bad in [
            "",
            "7 nim 10 1",
            "7 nim 10 1 0 9",
            "7 chess 10 1 0",
            "7 nim 31 1 0",
            "7 nim 10 4 0",
            "x nim 10 1 0",
            "7 nim 10 1 -1",
        ] {
            assert_eq!(read_sheet(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_dialog_and_its_choice_are_read_back_as_written_and_nothing_else_is() {
        let spec = WorksheetSpec {
            variant: Variant::Circle,
            level: Level::Three,
            count: 4,
            seed: 12,
        };
        for quiz in [false, true] {
            let state = DialogState { quiz, spec };
            assert_eq!(read_dialog(&write_dialog(&state)), Some(state));
        }
        assert_eq!(
            write_dialog(&DialogState { quiz: true, spec }),
            "dialog quiz 12 circle 4 3"
        );
        assert_eq!(read_chosen(&write_chosen(&spec)), Some(spec));
        for bad in [
            "",
            "dialog",
            "dialog quiz",
            "dialog sheet 12 circle 4 3",
            "dialog quiz 12 circle 4 3 0",
            "12 circle 4 3 0",
            "chosen 12 circle 40 3",
            "close",
        ] {
            assert_eq!(read_dialog(bad), None, "{bad}");
            assert_eq!(read_chosen(bad), None, "{bad}");
        }
        assert_eq!(
            read_sheet(&write_dialog(&DialogState { quiz: false, spec })),
            None
        );
    }
}
