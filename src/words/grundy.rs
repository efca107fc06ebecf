//! The Grundy sequence view in words, as far as the app says them: the games by name, a rule in
//! both spellings, and why a typed or linked value cannot be used (the panel's own words are
//! `grundy_panel`'s).

use nim_solver::{
    Rule, RuleError, SubtractionSetError, MAX_CODE_DIGITS, MAX_SUBTRACTION, MAX_SUBTRACTION_DIGITS,
};

use crate::i18n::left_to_right;
use crate::t;
use crate::views::grundy::spec::{
    subtraction_set, GrundyField, GrundyProblem, Unusable, GRUNDY_MAX,
};

/// A named game of the view's menu (`kayles`, `dawson`, `guiles`, `dawson-chess`, `grundy`).
pub fn game_name(key: &str) -> String {
    match key {
        "kayles" => t!(GrundyGameKayles),
        "dawson" => t!(GrundyGameDawson),
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
            RuleError::NoPoint { .. } | RuleError::BeforePoint { .. } => t!(GrundyProblemNoPoint),
            RuleError::UnknownName { .. } => t!(GrundyProblemUnknownName),
            RuleError::NoDigits => t!(GrundyProblemNoDigits),
            RuleError::TooManyDigits { count } => {
                t!(
                    GrundyProblemTooManyDigits,
                    count = *count,
                    limit = MAX_CODE_DIGITS,
                    longest = MAX_SUBTRACTION_DIGITS
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
                t!(GrundyProblemSetTake, take = *take, limit = MAX_SUBTRACTION)
            }
            SubtractionSetError::NotANumber { entry } => {
                t!(
                    GrundyProblemSetNotNumber,
                    entry = left_to_right(entry.clone())
                )
            }
        },
        GrundyProblem::MaxNotWhole(_) => t!(GrundyProblemMaxNotWhole, limit = GRUNDY_MAX),
        GrundyProblem::MaxTooLarge(max) => {
            t!(GrundyProblemMaxTooLarge, max = *max, limit = GRUNDY_MAX)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
    }
}
