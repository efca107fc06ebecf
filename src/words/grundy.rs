//! The Grundy sequence view in words: the games by name, a rule in both spellings, the period
//! and whether the Guy–Smith theorem proves it, progress and failures, the plot's text
//! alternative, and why a typed or linked value cannot be used.

use nim_solver::{Rule, RuleError, SubtractionSetError, MAX_CODE_DIGITS};

use crate::i18n::left_to_right;
use crate::t;
use crate::views::grundy::protocol::Failure;
use crate::views::grundy::spec::{
    subtraction_set, GrundyField, GrundyProblem, Sequence, Unusable, GRUNDY_MAX,
};

/// The toolbar's button that opens or closes the view.
pub fn toolbar() -> String {
    t!(ToolbarGrundy)
}

/// A named game of the view's menu (`kayles`, `dawson`, `guiles`, `dawson-chess`, `grundy`).
pub fn game_name(key: &str) -> String {
    match key {
        "kayles" => t!(GrundyGameKayles),
        "dawson" | "dawsons-kayles" => t!(GrundyGameDawson),
        "guiles" => t!(GrundyGameGuiles),
        "dawson-chess" => t!(GrundyGameDawsonChess),
        _ => t!(GrundyGameGrundy),
    }
}

/// A code as the page writes it, kept left to right: `0.77`.
fn code(rule: &Rule) -> String {
    left_to_right(rule.to_string())
}

/// A menu entry for a named game: "Kayles (0.77)", or Grundy's game alone.
pub fn option(rule: &Rule) -> String {
    match (rule, rule.name()) {
        (Rule::Octal(_), Some(name)) => t!(GrundyOption, game = game_name(name), code = code(rule)),
        (_, name) => game_name(name.unwrap_or("grundy")),
    }
}

/// The subtraction set of a rule as a set is written: `{1, 2, 3}`.
fn set_text(rule: &Rule) -> Option<String> {
    let set = subtraction_set(rule)?;
    // Plain digits, as in the code: a language's number marks would reorder them right to left.
    let takes: Vec<String> = set.takes().iter().map(u32::to_string).collect();
    Some(left_to_right(format!("{{{}}}", takes.join(", "))))
}

/// What the rule is, in sentences: its name and code, and as a subtraction game both spellings.
pub fn rule(rule: &Rule) -> Vec<String> {
    let mut said = Vec::new();
    if let (Rule::Octal(_), Some(name)) = (rule, rule.name()) {
        said.push(t!(
            GrundyRuleNamed,
            game = game_name(name),
            code = code(rule)
        ));
    }
    match (rule, set_text(rule)) {
        (Rule::Grundy, _) => said.push(t!(GrundyRuleGrundy)),
        (_, Some(set)) => said.push(t!(GrundyRuleSubtraction, code = code(rule), set = set)),
        (_, None) => said.push(t!(GrundyRuleOctal, code = code(rule))),
    }
    said
}

/// The period found and whether it is proven, or that none is.
pub fn period(sequence: &Sequence) -> String {
    let rule = &sequence.spec.rule;
    match (sequence.periodicity, sequence.bound()) {
        (Some(found), Some(bound)) => t!(
            GrundyPeriodProven,
            period = found.period,
            preperiod = found.preperiod,
            bound = bound,
            digits = rule.code_len(),
            max = sequence.spec.max
        ),
        _ if *rule == Rule::Grundy => t!(GrundyPeriodGrundy),
        _ => t!(GrundyPeriodNone, max = sequence.spec.max),
    }
}

/// The last exception, when there is one before the preperiod.
pub fn last_exception(sequence: &Sequence) -> Option<String> {
    let found = sequence.periodicity?;
    let last = found.preperiod.checked_sub(1)?;
    let said = t!(GrundyLastException, last = last, period = found.period);
    if !sequence.exceptions_shown() {
        return Some(said);
    }
    // Sentences follow one another as the language writes them (no space in Chinese).
    Some(format!(
        "{said}{}{}",
        t!(NoticeSentenceSeparator),
        t!(GrundyExceptionsOutlined)
    ))
}

/// The progress line.
pub fn progress(max: u32, percent: u32) -> String {
    t!(GrundyProgress, max = max, percent = percent)
}

/// What the live region says when a sequence is shown.
pub fn computed(sequence: &Sequence) -> String {
    let found = match sequence.periodicity {
        Some(found) => t!(
            GrundyComputedPeriod,
            period = found.period,
            preperiod = found.preperiod
        ),
        None => t!(GrundyComputedNoPeriod),
    };
    t!(GrundyComputed, max = sequence.spec.max, found = found)
}

/// Why the worker computed nothing.
pub fn failure(failure: &Failure) -> String {
    match failure {
        Failure::Rule(rule) => t!(GrundyFailedRule, rule = left_to_right(rule.clone())),
        Failure::TooLarge(max) => t!(GrundyFailedMax, max = *max, limit = GRUNDY_MAX),
        Failure::ValueTooLarge(heap) => t!(GrundyFailedValue, heap = *heap),
    }
}

/// The strip's caption: which values it shows, and how its rows are cut.
pub fn strip_caption(sequence: &Sequence, shown: usize) -> String {
    let periodic = sequence
        .periodicity
        .is_some_and(|found| sequence.strip_width() % found.period == 0);
    t!(
        GrundyStripCaption,
        last = shown.saturating_sub(1),
        width = sequence.strip_width(),
        periodic = if periodic { "yes" } else { "no" }
    )
}

/// The plot's text alternative: its range, its values and where the period starts.
pub fn plot_label(sequence: &Sequence) -> String {
    let per = sequence
        .values
        .len()
        .div_ceil(sequence.column_count().max(1));
    let preperiod = sequence.periodicity.map_or(0, |found| found.preperiod);
    t!(
        GrundyPlotLabel,
        max = sequence.spec.max,
        largest = sequence.largest(),
        proven = if sequence.periodicity.is_some() {
            "yes"
        } else {
            "no"
        },
        preperiod = preperiod,
        per = per
    )
}

/// At most a few characters of a value given, kept left to right: a link may hold anything.
fn short(value: &str) -> String {
    let mut short: String = value.chars().take(24).collect();
    if short.len() < value.len() {
        short.push('…');
    }
    left_to_right(short)
}

/// Why a value cannot be used, as a notice says it: from a link (`rule=0.78`) or a field.
pub fn unusable(unusable: &Unusable, from_link: bool) -> String {
    let said = problem(&unusable.problem);
    if from_link {
        let part = short(&format!("{}={}", unusable.field.key(), unusable.value));
        return t!(GrundyLinkPart, part = part, problem = said);
    }
    let value = short(&unusable.value);
    match unusable.field {
        GrundyField::Rule => t!(GrundyTypedRule, value = value, problem = said),
        GrundyField::Set => t!(GrundyTypedSet, value = value, problem = said),
        GrundyField::Max => t!(GrundyTypedMax, value = value, problem = said),
    }
}

/// What is wrong with a rule, a subtraction set or a largest heap.
pub fn problem(problem: &GrundyProblem) -> String {
    match problem {
        GrundyProblem::Rule(error) => match error {
            RuleError::Empty => t!(GrundyProblemEmpty),
            RuleError::NoPoint { .. } => t!(GrundyProblemNoPoint),
            RuleError::UnknownName { .. } => t!(GrundyProblemUnknownName),
            RuleError::NoDigits => t!(GrundyProblemNoDigits),
            RuleError::TooManyDigits { count } => {
                t!(
                    GrundyProblemTooManyDigits,
                    count = *count,
                    limit = MAX_CODE_DIGITS
                )
            }
            RuleError::NotOctal { digit, position } => t!(
                GrundyProblemNotOctal,
                digit = digit.to_string(),
                position = *position
            ),
        },
        GrundyProblem::Set(error) => match error {
            SubtractionSetError::Empty => t!(GrundyProblemSetEmpty),
            SubtractionSetError::Zero => t!(GrundyProblemSetZero),
            SubtractionSetError::Duplicate { take } => {
                t!(GrundyProblemSetDuplicate, take = *take)
            }
            SubtractionSetError::AboveLimit { take } => {
                t!(GrundyProblemSetTake, take = *take, limit = MAX_CODE_DIGITS)
            }
            SubtractionSetError::NotANumber { entry } => {
                t!(
                    GrundyProblemSetNotNumber,
                    entry = left_to_right(entry.clone())
                )
            }
        },
        GrundyProblem::SetTake(take) => {
            t!(GrundyProblemSetTake, take = *take, limit = MAX_CODE_DIGITS)
        }
        GrundyProblem::MaxNotWhole(_) => t!(GrundyProblemMaxNotWhole, limit = GRUNDY_MAX),
        GrundyProblem::MaxTooLarge(max) => {
            t!(GrundyProblemMaxTooLarge, max = *max, limit = GRUNDY_MAX)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::grundy::spec::GrundySpec;
    use nim_solver::grundy_sequence;

    fn sequence(text: &str, max: u32) -> Sequence {
        let spec = GrundySpec {
            rule: text.parse().expect("a rule"),
            max,
        };
        let values = grundy_sequence(&spec.rule, max as usize).expect("small values");
        Sequence::new(spec, values)
    }

    #[test]
    fn a_rule_is_said_by_name_and_a_subtraction_game_in_both_spellings() {
        let kayles: Rule = "kayles".parse().expect("a preset");
        assert_eq!(option(&kayles), "Kayles (0.77)");
        assert_eq!(option(&Rule::Grundy), "Grundy's game");
        let said = rule(&kayles);
        assert!(
            said[0].contains("Kayles") && said[0].contains("0.77"),
            "{said:?}"
        );
        let set = rule(&"0.333".parse().expect("a code")).join(" ");
        assert!(set.contains("0.333") && set.contains("{1, 2, 3}"), "{set}");
        assert!(rule(&Rule::Grundy)[0].contains("different sizes"));
    }

    #[test]
    fn the_period_is_stated_with_its_proof_or_its_absence() {
        let kayles = sequence("kayles", 300);
        let said = period(&kayles);
        assert!(said.contains("12") && said.contains("71"), "{said}");
        assert!(said.contains("Guy–Smith") && said.contains("156"), "{said}");
        assert!(last_exception(&kayles).is_some_and(|s| s.contains("70")));
        assert!(period(&sequence("kayles", 100)).contains("No period"));
        assert!(period(&sequence("grundy", 100)).contains("Grundy's game"));
        assert!(
            computed(&kayles).contains("period 12"),
            "{}",
            computed(&kayles)
        );
        assert!(
            plot_label(&kayles).contains("71"),
            "{}",
            plot_label(&kayles)
        );
    }

    #[test]
    fn each_problem_names_the_value_given() {
        use crate::views::grundy::spec::GrundyField;
        for (field, text) in [
            (GrundyField::Rule, "0.78"),
            (GrundyField::Rule, "77"),
            (GrundyField::Rule, "0.12345671234567123"),
            (GrundyField::Set, "1,0"),
            (GrundyField::Set, "2,2"),
            (GrundyField::Set, "1,40"),
            (GrundyField::Max, "2000000"),
            (GrundyField::Max, "ten"),
        ] {
            let unusable = field.read(text).expect_err("unusable");
            let linked = self::unusable(&unusable, true);
            assert!(
                linked.contains(&format!("{}={text}", field.key())),
                "{linked}"
            );
            let typed = self::unusable(&unusable, false);
            assert!(typed.contains(text), "{typed}");
            assert!(typed.len() > text.len() + 20, "{typed}");
        }
        assert!(failure(&Failure::ValueTooLarge(5)).contains('5'));
    }
}
