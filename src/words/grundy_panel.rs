//! The Grundy sequence panel in words (drawn by the split point `views::grundy::panel`): the period
//! and whether the Guy–Smith theorem proves it, progress and failures, the strip's caption and
//! the plot's text alternative.

use nim_solver::Rule;

use crate::i18n::left_to_right;
use crate::t;
use crate::views::grundy::protocol::Failure;
use crate::views::grundy::spec::{Sequence, GRUNDY_MAX};
// The panel also says a rule as the app does.
pub use crate::words::grundy::{option, rule};

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
    fn a_failure_names_its_heap() {
        assert!(failure(&Failure::ValueTooLarge(5)).contains('5'));
    }
}
