//! The worksheet's chunk in words: the Worksheet and Quiz dialogs' form, and the printed sheet's
//! title, instructions, tables and blanks.

use nim_solver::{Level, Variant, MAX_QUESTIONS};

use crate::t;
use crate::views::quiz::run::QuizSpec;
use crate::views::worksheet::spec::WorksheetSpec;
use crate::words::variants::Title;

/// A level as the dialog's menu shows it.
pub fn level_title(level: Level) -> String {
    match level {
        Level::One => t!(WorksheetLevel1),
        Level::Two => t!(WorksheetLevel2),
        Level::Three => t!(WorksheetLevel3),
    }
}

/// The sheet's heading, e.g. "Nim worksheet".
pub fn sheet_title(variant: Variant) -> String {
    t!(WorksheetTitle, game = variant.name())
}

/// The answer key's heading, e.g. "Answer key — Nim worksheet".
pub fn key_heading(variant: Variant) -> String {
    t!(WorksheetKeyHeading, game = variant.name())
}

/// The line under the heading: level, number of questions and the sheet's number (its seed).
pub fn sheet_details(spec: &WorksheetSpec) -> String {
    t!(
        WorksheetDetails,
        level = spec.level.number(),
        count = spec.count,
        // The number as the link and the field write it: ASCII digits, no grouping.
        seed = spec.seed.to_string()
    )
}

/// What the student is asked to do, once per sheet.
pub fn instructions(variant: Variant) -> String {
    match variant {
        Variant::Nim => t!(WorksheetInstructionsNim),
        Variant::Misere => t!(WorksheetInstructionsMisere),
        Variant::Circle => t!(WorksheetInstructionsCircle),
        Variant::Blocking => t!(WorksheetInstructionsBlocking),
        Variant::Pass => t!(WorksheetInstructionsPass),
        Variant::SumOfGames => t!(WorksheetInstructionsSum),
        Variant::Wythoff => t!(WorksheetInstructionsWythoff),
        Variant::Staircase => t!(WorksheetInstructionsStaircase),
        Variant::Fibonacci => t!(WorksheetInstructionsFibonacci),
        Variant::Moore => t!(WorksheetInstructionsMoore),
        Variant::Coins => t!(WorksheetInstructionsCoins),
        Variant::Corners => t!(WorksheetInstructionsCorners),
        Variant::Hackenbush => t!(WorksheetInstructionsPicture),
    }
}

/// "Question 3".
pub fn question_heading(number: usize) -> String {
    t!(WorksheetQuestion, number = number)
}

/// A heap's row label on the sheet: "Heap 2".
pub fn heap_label(heap: usize) -> String {
    t!(WorksheetHeap, heap = heap + 1)
}

/// A heap drawn as counters, for screen readers: "Heap 2: 5 counters".
pub fn heap_description(heap: usize, size: u32) -> String {
    t!(WorksheetHeapCounters, heap = heap + 1, count = size)
}

/// A ring place for screen readers: "place 3: marker" or "place 3: empty".
pub fn place_description(place: usize, marker: bool) -> String {
    if marker {
        t!(WorksheetPlaceMarker, place = place + 1)
    } else {
        t!(WorksheetPlaceEmpty, place = place + 1)
    }
}

/// A part as the value table's row names it: "Kayles 8".
pub fn part_row(part: &nim_solver::Part) -> String {
    t!(
        SumPartRow,
        game = crate::words::sum::game_name(part.rule),
        size = part.size
    )
}

/// The dialog's error when the number of questions is unusable.
pub fn bad_count() -> String {
    t!(WorksheetBadCount, max = MAX_QUESTIONS)
}

/// The clipboard's answer to Copy link: `None` while it is asked, then whether it took the link.
pub fn quiz_copy_status(copied: Option<bool>) -> String {
    match copied {
        Some(true) => t!(QuizCopied),
        Some(false) => t!(QuizNotCopied),
        None => String::new(),
    }
}

/// The pass mark field's error.
pub fn bad_pass_mark() -> String {
    t!(QuizBadPassMark)
}

/// What the LMS package's Download did: `None` before it is pressed.
pub fn scorm_status(made: Option<&Result<String, ()>>) -> String {
    match made {
        None => String::new(),
        Some(Ok(file)) => t!(QuizLmsMade, file = file.as_str()),
        Some(Err(())) => t!(QuizLmsFailed),
    }
}

/// What the launch page says once a score of `total` reached the LMS, against `pass` percent.
pub fn scorm_sent(score: usize, total: usize, pass: u8) -> String {
    let percent = (100 * score + total / 2).checked_div(total).unwrap_or(0);
    if percent >= usize::from(pass) {
        t!(
            ScormSentPassed,
            score = score,
            total = total,
            percent = percent
        )
    } else {
        t!(
            ScormSentFailed,
            score = score,
            total = total,
            percent = percent,
            pass = pass
        )
    }
}

/// The launch page's fixed words, by the names of their places in the page.
pub struct ScormWords {
    words: [(&'static str, String); 8],
}

impl ScormWords {
    /// The words for the package of `quiz`.
    pub fn new(quiz: &QuizSpec) -> ScormWords {
        ScormWords {
            words: [
                ("title", crate::words::quiz::heading(quiz)),
                (
                    "frame_title",
                    t!(ScormFrameTitle, game = quiz.variant.name()),
                ),
                ("looking", t!(ScormLooking)),
                ("noscript", t!(ScormNoScript)),
                ("connected", t!(ScormConnected)),
                ("none", t!(ScormNoLms)),
                ("sent", t!(ScormSent)),
                ("refused", t!(ScormRefused)),
            ],
        }
    }

    /// The words of the place `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.words
            .iter()
            .find(|(place, _)| *place == name)
            .map(|(_, words)| words.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn details_name_the_level_the_count_and_the_sheet() {
        let spec = WorksheetSpec {
            variant: Variant::Nim,
            level: Level::Two,
            count: 1,
            seed: 42,
        };
        assert_eq!(sheet_details(&spec), "Level 2 · 1 question · sheet 42");
        assert!(bad_count().contains(&MAX_QUESTIONS.to_string()));
        assert_eq!(quiz_copy_status(None), "");
        assert_ne!(quiz_copy_status(Some(true)), quiz_copy_status(Some(false)));
    }
}
