//! The quiz: which one (`quiz=SEED&variant=…&level=…`, `level=` as on worksheets), a run
//! through its questions, answers and rounds (the reducer in `state` drives it), and the run's
//! progress as one line of text, kept across a reload of the quiz's link.

use std::rc::Rc;

use nim_solver::{quiz_questions, Level, Move, Outcome, QuizKind, QuizQuestion, Variant};

/// The quiz to ask; the same spec gives every student the same questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizSpec {
    /// The game the questions are about.
    pub variant: Variant,
    /// How hard the positions are (the worksheets' levels).
    pub level: Level,
    /// The seed of the questions.
    pub seed: u64,
}

impl QuizSpec {
    /// The link parameters that open this quiz, without a leading `?`.
    pub fn query(&self) -> String {
        format!(
            "quiz={}&variant={}&level={}",
            self.seed,
            self.variant.key(),
            self.level.number()
        )
    }

    /// The storage key of this quiz's progress: one per quiz link, so another link starts fresh.
    pub fn progress_key(&self) -> String {
        format!("{PROGRESS_KEY}/{}", self.query())
    }
}

/// The stem of the progress keys; bump its version when [`QuizRun::progress`] changes shape.
pub const PROGRESS_KEY: &str = "nim-lab/quiz/v1";

/// The first field of a progress text (the format's version).
const PROGRESS_VERSION: &str = "v1";

impl From<crate::views::worksheet::spec::WorksheetSpec> for QuizSpec {
    /// The quiz on a sheet's positions: its variant, level and seed (a quiz has ten questions).
    fn from(sheet: crate::views::worksheet::spec::WorksheetSpec) -> QuizSpec {
        QuizSpec {
            variant: sheet.variant,
            level: sheet.level,
            seed: sheet.seed,
        }
    }
}

/// What a student does in a quiz.
#[derive(Clone, Debug, PartialEq)]
pub enum QuizAction {
    /// Start a quiz (the game on the board waits until it is left).
    Start(QuizSpec),
    /// Answer "P or N?".
    Answer(Outcome),
    /// Answer "what is its value?" with the text typed (read by [`read_value`]; a text that is
    /// no value is told, not counted).
    AnswerValue(String),
    /// Go on to the next question (or the score, after the last).
    Next,
    /// Ask the questions missed in the round again.
    Retry,
    /// Leave the quiz for the game it interrupted.
    Leave,
}

/// What the student answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Given {
    /// "P" or "N".
    Outcome(Outcome),
    /// A move made on the board.
    Move(Move),
    /// A value, typed.
    Value(u32),
}

/// The largest value the answer field takes (a sum's values here are far smaller).
pub const MAX_VALUE_ANSWER: u32 = 999;

/// Why a value typed is not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// Nothing typed.
    Empty,
    /// Not a whole number in digits.
    NotANumber,
    /// Below 0.
    Negative,
    /// Over [`MAX_VALUE_ANSWER`].
    TooLarge,
}

/// Reads a value typed in the answer field: a whole number from 0 to [`MAX_VALUE_ANSWER`], in
/// ASCII, Arabic-Indic or full-width digits (what a phone's keyboard in each language types).
pub fn read_value(text: &str) -> Result<u32, ValueProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ValueProblem::Empty);
    }
    let ascii: String = text.chars().map(ascii_digit).collect();
    let (negative, digits) = match ascii.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, ascii.as_str()),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ValueProblem::NotANumber);
    }
    if negative {
        return Err(ValueProblem::Negative);
    }
    // Digits only: the one failure left is a number too large for a u32.
    match digits.parse::<u32>() {
        Ok(value) if value <= MAX_VALUE_ANSWER => Ok(value),
        _ => Err(ValueProblem::TooLarge),
    }
}

/// A digit of another script as its ASCII digit; any other character unchanged.
fn ascii_digit(c: char) -> char {
    let zero = match c {
        '\u{660}'..='\u{669}' => 0x660,
        '\u{6f0}'..='\u{6f9}' => 0x6f0,
        '\u{ff10}'..='\u{ff19}' => 0xff10,
        // A minus sign or a full-width hyphen typed before a number still reads as negative.
        '\u{2212}' | '\u{ff0d}' => return '-',
        _ => return c,
    };
    char::from_digit(u32::from(c) - zero, 10).unwrap_or(c)
}

/// One answer, checked against the solver's analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizAnswer {
    /// The question's index in [`QuizRun::questions`].
    pub question: usize,
    /// What was answered.
    pub given: Given,
    /// Whether it is right.
    pub right: bool,
}

impl QuizAnswer {
    /// Checks `given` against `question`'s analysis: the outcome, or one of the winning moves.
    pub fn check(index: usize, question: &QuizQuestion, given: Given) -> QuizAnswer {
        let right = match &given {
            Given::Outcome(outcome) => *outcome == question.analysis.outcome,
            Given::Move(mv) => question.analysis.winning_moves.contains(mv),
            Given::Value(value) => question.value() == Some(*value),
        };
        QuizAnswer {
            question: index,
            given,
            right,
        }
    }
}

/// A quiz in progress: the questions of this round, the answers so far, and the game to return to.
#[derive(Clone, Debug, PartialEq)]
pub struct QuizRun {
    /// Which quiz.
    pub spec: QuizSpec,
    /// Every question of the quiz.
    pub questions: Rc<Vec<QuizQuestion>>,
    /// This round's questions, as indices into `questions`: all of them, then the missed ones.
    pub asked: Vec<usize>,
    /// This round's answers, one per question answered, in order.
    pub answers: Vec<QuizAnswer>,
    /// Which of `asked` is shown; `asked.len()` once the round is over.
    pub shown: usize,
    /// 1 for the whole quiz, 2 and on for each "try the missed ones again".
    pub round: u32,
}

impl QuizRun {
    /// The first round of the quiz `spec` names.
    pub fn new(spec: QuizSpec) -> QuizRun {
        // Without the game's analysis there are no questions yet: the app asks again once fetched.
        crate::views::analysis::ready(spec.variant);
        let questions = quiz_questions(spec.variant, spec.level, spec.seed);
        QuizRun {
            spec,
            asked: (0..questions.len()).collect(),
            questions: Rc::new(questions),
            answers: Vec::new(),
            shown: 0,
            round: 1,
        }
    }

    /// Whether the questions wait for their game's analysis (a page that has not fetched it).
    pub fn waiting(&self) -> bool {
        self.questions.is_empty()
    }

    /// The index (into `questions`) and the question shown, while the round goes on.
    pub fn current(&self) -> Option<(usize, &QuizQuestion)> {
        let index = *self.asked.get(self.shown)?;
        Some((index, self.questions.get(index)?))
    }

    /// The answer to the question shown, once given.
    pub fn answered(&self) -> Option<&QuizAnswer> {
        self.answers.get(self.shown)
    }

    /// Whether the question shown waits for an answer of this kind.
    pub fn awaits(&self, kind: QuizKind) -> bool {
        self.answered().is_none() && self.current().is_some_and(|(_, q)| q.kind == kind)
    }

    /// Whether every question of the round is answered and the score is shown.
    pub fn finished(&self) -> bool {
        self.shown >= self.asked.len()
    }

    /// Right answers so far this round.
    pub fn right(&self) -> usize {
        self.answers.iter().filter(|a| a.right).count()
    }

    /// This round's wrong answers, in order.
    pub fn missed(&self) -> impl Iterator<Item = &QuizAnswer> {
        self.answers.iter().filter(|a| !a.right)
    }

    /// Records `given` for the question shown; `None` if it is not waiting for an answer.
    pub fn answer(&mut self, given: Given) -> Option<&QuizAnswer> {
        if self.answered().is_some() {
            return None;
        }
        let (index, question) = self.current()?;
        let answer = QuizAnswer::check(index, question, given);
        self.answers.push(answer);
        self.answers.last()
    }

    /// The progress as text: `v1|questions|round|asked|shown|answers`, where `questions` is a
    /// fingerprint of the questions (a text of other questions is refused), `asked` the round's
    /// question numbers and `answers` each answer given, `P`, `N`, a move (`t2-1`) or a value
    /// (`6`), in order. Values came without a new version: an older text has none, and a text
    /// of a quiz whose questions gained them is another fingerprint's, refused.
    pub fn progress(&self) -> String {
        let asked: Vec<String> = self.asked.iter().map(usize::to_string).collect();
        let answers: Vec<String> = self
            .answers
            .iter()
            .map(|a| match &a.given {
                Given::Outcome(outcome) => outcome.letter().to_string(),
                Given::Move(mv) => mv.to_string(),
                Given::Value(value) => value.to_string(),
            })
            .collect();
        format!(
            "{PROGRESS_VERSION}|{}|{}|{}|{}|{}",
            fingerprint(&self.questions),
            self.round,
            asked.join(","),
            self.shown,
            answers.join(",")
        )
    }

    /// This quiz at the progress `text` describes, each answer checked again; `None` when the
    /// text is corrupt, of another format or of other questions, or its answers do not fit them.
    pub fn resume(&self, text: &str) -> Option<QuizRun> {
        let mut fields = text.split('|');
        let mut field = || fields.next();
        let (version, print, round, asked, shown, given) =
            (field()?, field()?, field()?, field()?, field()?, field()?);
        if version != PROGRESS_VERSION
            || fields.next().is_some()
            || print.parse::<u64>().ok()? != fingerprint(&self.questions)
        {
            return None;
        }
        let round: u32 = round.parse().ok().filter(|&r| r >= 1)?;
        let mut indices = Vec::new();
        for index in asked.split(',') {
            indices.push(index.parse::<usize>().ok()?);
        }
        // Round 1 asks every question; a retry some of them, in order, each once.
        let total = self.questions.len();
        let in_order = indices.windows(2).all(|w| w[0] < w[1]);
        if !in_order || indices.last()? >= &total || (round == 1 && indices.len() != total) {
            return None;
        }
        let mut answers = Vec::new();
        // An empty field is no answer yet, not one empty answer.
        for text in given.split(',').filter(|_| !given.is_empty()) {
            let index = *indices.get(answers.len())?;
            let question = self.questions.get(index)?;
            let given = match (question.kind, text) {
                (QuizKind::Outcome, "P") => Given::Outcome(Outcome::PreviousPlayerWins),
                (QuizKind::Outcome, "N") => Given::Outcome(Outcome::NextPlayerWins),
                (QuizKind::Move, _) => {
                    let mv: Move = text.parse().ok()?;
                    question.game.apply(&mv).ok()?;
                    Given::Move(mv)
                }
                (QuizKind::Value, _) => Given::Value(
                    nim_solver::parse_number(text)
                        .ok()
                        .filter(|&value| value <= MAX_VALUE_ANSWER)?,
                ),
                _ => return None,
            };
            answers.push(QuizAnswer::check(index, question, given));
        }
        // The question shown is the next to answer, or the last answered (its verdict showing).
        let shown: usize = shown.parse().ok()?;
        if shown != answers.len() && shown + 1 != answers.len() {
            return None;
        }
        Some(QuizRun {
            spec: self.spec,
            questions: Rc::clone(&self.questions),
            asked: indices,
            answers,
            shown,
            round,
        })
    }

    /// A new round of the questions missed in this one; `None` when none were missed.
    pub fn retry(&self) -> Option<QuizRun> {
        let asked: Vec<usize> = self.missed().map(|a| a.question).collect();
        if asked.is_empty() || !self.finished() {
            return None;
        }
        Some(QuizRun {
            asked,
            answers: Vec::new(),
            shown: 0,
            round: self.round + 1,
            ..self.clone()
        })
    }
}

/// A fingerprint of the questions (FNV-1a over each position and kind), so that progress kept
/// by another version's generator is not read as answers to these questions.
fn fingerprint(questions: &[QuizQuestion]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for question in questions {
        let kind = match question.kind {
            QuizKind::Outcome => "?",
            QuizKind::Move => "!",
            QuizKind::Value => "=",
        };
        for byte in question.game.to_string().bytes().chain(kind.bytes()) {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(variant: Variant, seed: u64) -> QuizSpec {
        QuizSpec {
            variant,
            level: Level::Two,
            seed,
        }
    }

    /// The answer to the question shown: the solver's, or a wrong one.
    fn reply(run: &QuizRun, right: bool) -> Given {
        let (_, question) = run.current().expect("a question");
        let analysis = &question.analysis;
        match question.kind {
            QuizKind::Outcome if right => Given::Outcome(analysis.outcome),
            QuizKind::Outcome if analysis.outcome.is_p() => Given::Outcome(Outcome::NextPlayerWins),
            QuizKind::Outcome => Given::Outcome(Outcome::PreviousPlayerWins),
            QuizKind::Move if right => Given::Move(analysis.winning_moves[0].clone()),
            QuizKind::Move => Given::Move(
                question
                    .game
                    .legal_moves()
                    .into_iter()
                    .find(|mv| !analysis.winning_moves.contains(mv))
                    .expect("a losing move"),
            ),
            QuizKind::Value => {
                let value = question.value().expect("a stated value");
                Given::Value(if right { value } else { value + 1 })
            }
        }
    }

    /// Every stage of a run: each question asked and answered (every third wrong), the score,
    /// then the missed ones again.
    fn stages(spec: QuizSpec) -> Vec<QuizRun> {
        let mut run = QuizRun::new(spec);
        let mut all = vec![run.clone()];
        for round in 0..2 {
            while !run.finished() {
                let right = round == 1 || run.shown % 3 != 1;
                run.answer(reply(&run, right)).expect("waiting");
                all.push(run.clone());
                run.shown += 1;
                all.push(run.clone());
            }
            if let Some(next) = run.retry() {
                run = next;
                all.push(run.clone());
            }
        }
        all
    }

    #[test]
    fn progress_reads_back_at_every_stage_of_every_variant() {
        for variant in Variant::ALL {
            let fresh = QuizRun::new(spec(variant, 9));
            for run in stages(spec(variant, 9)) {
                let text = run.progress();
                assert_eq!(fresh.resume(&text), Some(run.clone()), "{variant}: {text}");
            }
        }
    }

    #[test]
    fn progress_keys_name_the_quiz() {
        assert_eq!(
            spec(Variant::Blocking, 3).progress_key(),
            "nim-lab/quiz/v1/quiz=3&variant=blocking&level=2"
        );
        let keys: std::collections::HashSet<String> = Variant::ALL
            .iter()
            .flat_map(|&v| (0..3).map(move |seed| spec(v, seed).progress_key()))
            .chain([QuizSpec {
                level: Level::Three,
                ..spec(Variant::Nim, 0)
            }
            .progress_key()])
            .collect();
        assert_eq!(keys.len(), Variant::ALL.len() * 3 + 1);
    }

    #[test]
    fn corrupt_old_or_mismatched_progress_is_refused() {
        let fresh = QuizRun::new(spec(Variant::Nim, 4));
        let mut run = fresh.clone();
        run.answer(reply(&run, true));
        let text = run.progress();
        let fields: Vec<&str> = text.split('|').collect();
        let with = |i: usize, value: &str| {
            let mut f = fields.clone();
            f[i] = value;
            f.join("|")
        };
        let all: Vec<String> = (0..10).map(|i| i.to_string()).collect();
        for bad in [
            String::new(),
            "garbage".into(),
            "v1".into(),
            "{\"round\":1}".into(),
            text.replacen("v1", "v0", 1),
            format!("{text}|extra"),
            // Another quiz's questions (another seed, or an older generator's).
            QuizRun::new(spec(Variant::Nim, 5)).progress(),
            with(1, "12345"),
            with(1, "x"),
            with(2, "0"),
            with(2, "-1"),
            with(3, ""),
            with(3, "0,1,2"),
            with(3, &all[..].join(",").replace('9', "10")),
            with(3, "1,0,2,3,4,5,6,7,8,9"),
            with(4, "2"),
            with(4, "x"),
            with(5, "Q"),
            with(5, &["P"; 11].join(",")),
        ] {
            assert_eq!(fresh.resume(&bad), None, "{bad:?}");
        }
        // An answer of the wrong kind, or a move the position does not allow.
        let kinds: Vec<QuizKind> = fresh.questions.iter().map(|q| q.kind).collect();
        let first_move = kinds
            .iter()
            .position(|&k| k == QuizKind::Move)
            .expect("a move question");
        let mut answers = vec!["P"; first_move + 1];
        assert!(fresh.resume(&with(5, &answers.join(","))).is_none());
        answers[first_move] = "t9-0";
        assert!(fresh.resume(&with(5, &answers.join(","))).is_none());
        answers[first_move] = "f0-0";
        assert!(fresh.resume(&with(5, &answers.join(","))).is_none());
        if first_move > 0 {
            let mut answers = vec!["P"; first_move];
            answers[0] = "t0-0";
            assert!(fresh.resume(&with(5, &answers.join(","))).is_none());
        }
    }

    #[test]
    fn a_stored_answer_is_checked_again_not_trusted() {
        let fresh = QuizRun::new(spec(Variant::Misere, 2));
        let mut run = fresh.clone();
        run.answer(reply(&run, false));
        let resumed = fresh.resume(&run.progress()).expect("reads back");
        assert!(!resumed.answers[0].right);
        assert_eq!(resumed.answered(), run.answered());
    }

    #[test]
    fn a_typed_value_is_a_whole_number_from_0_to_the_limit_and_anything_else_says_why() {
        for (text, read) in [
            ("6", Ok(6)),
            (" 12 ", Ok(12)),
            ("007", Ok(7)),
            ("0", Ok(0)),
            ("999", Ok(MAX_VALUE_ANSWER)),
            ("٦", Ok(6)),
            ("۱۲", Ok(12)),
            ("１２", Ok(12)),
            ("", Err(ValueProblem::Empty)),
            ("   ", Err(ValueProblem::Empty)),
            ("six", Err(ValueProblem::NotANumber)),
            ("6.5", Err(ValueProblem::NotANumber)),
            ("+6", Err(ValueProblem::NotANumber)),
            ("-", Err(ValueProblem::NotANumber)),
            ("-x", Err(ValueProblem::NotANumber)),
            ("1 2", Err(ValueProblem::NotANumber)),
            ("-3", Err(ValueProblem::Negative)),
            ("\u{2212}3", Err(ValueProblem::Negative)),
            ("1000", Err(ValueProblem::TooLarge)),
            ("99999999999999999999999", Err(ValueProblem::TooLarge)),
        ] {
            assert_eq!(read_value(text), read, "{text:?}");
        }
    }

    #[test]
    fn a_value_answer_is_checked_against_the_stated_value_and_kept_as_its_number() {
        let fresh = QuizRun::new(spec(Variant::SumOfGames, 4));
        let first_value = fresh
            .questions
            .iter()
            .position(|q| q.kind == QuizKind::Value)
            .expect("a value question");
        let stated = fresh.questions[first_value].value().expect("stated");
        let mut run = fresh.clone();
        while run.shown < first_value {
            run.answer(reply(&run, true)).expect("waiting");
            run.shown += 1;
        }
        assert!(run.awaits(QuizKind::Value));
        let wrong = run
            .answer(Given::Value(stated ^ 1))
            .expect("waiting")
            .clone();
        assert!(!wrong.right);
        let text = run.progress();
        assert!(
            text.ends_with(&format!(",{}", stated ^ 1)) || first_value == 0,
            "{text}"
        );
        let resumed = fresh.resume(&text).expect("reads back");
        assert_eq!(resumed, run);
        // A value where another kind is asked, a value given to a move question, a value out
        // of the field's range, or a value written otherwise, is refused.
        let fields: Vec<&str> = text.split('|').collect();
        let mut answers: Vec<String> = fields[5].split(',').map(str::to_owned).collect();
        for bad in ["+3", "1000", "-1", "P", "t0-0"] {
            answers[first_value] = bad.to_owned();
            let mut f = fields.clone();
            let joined = answers.join(",");
            f[5] = &joined;
            assert_eq!(fresh.resume(&f.join("|")), None, "{bad}");
        }
        if let Some(outcome) = fresh.questions[..first_value]
            .iter()
            .position(|q| q.kind == QuizKind::Outcome)
        {
            let mut answers = answers.clone();
            answers[first_value] = stated.to_string();
            answers[outcome] = "3".to_owned();
            let mut f = fields.clone();
            let joined = answers.join(",");
            f[5] = &joined;
            assert_eq!(fresh.resume(&f.join("|")), None);
        }
    }

    #[test]
    fn progress_saved_before_value_questions_reads_back_or_is_refused_cleanly() {
        // Lines the quiz wrote before it asked values: other games' questions are unchanged, so
        // their progress still reads; a sum's quiz now asks other kinds, so its old line is
        // another fingerprint's and starts afresh.
        let all = "0,1,2,3,4,5,6,7,8,9";
        let blocking = QuizRun::new(spec(Variant::Blocking, 4));
        let run = blocking
            .resume(&format!("v1|1972793979029336645|1|{all}|0|N"))
            .expect("an old Blocking Nim line reads back");
        assert_eq!(
            run.answers[0].given,
            Given::Outcome(Outcome::NextPlayerWins)
        );
        let nim = QuizRun::new(spec(Variant::Nim, 4));
        assert!(nim
            .resume(&format!("v1|3094565485734194654|1|{all}|0|"))
            .is_some());
        let sum = QuizRun::new(spec(Variant::SumOfGames, 4));
        assert_eq!(
            sum.resume(&format!("v1|591397682530311022|1|{all}|0|")),
            None
        );
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn any_stored_text_resumes_or_is_refused(text in "\\PC{0,60}|v1\\|[0-9]{1,20}\\|[0-9]\\|[0-9,]{0,12}\\|[0-9]{1,2}\\|[PNt0-9,-]{0,20}") {
            let fresh = QuizRun::new(spec(Variant::Blocking, 1));
            if let Some(run) = fresh.resume(&text) {
                proptest::prop_assert!(run.shown <= run.asked.len());
                proptest::prop_assert!(run.answers.len() <= run.asked.len());
            }
        }
    }
}
