//! Nim with a Pass's drawing: its rules, and which theorem or listed family of the paper
//! (seed 004) applies, exact search, and the Nim left after a pass; projector mode walks that
//! Nim's nim-sum table.

use nim_solver::{Game, Move, MoveError, PassExplanation, PassTheorem};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use crate::t;
use crate::words::Source;

/// The Pass button (usable once, never on empty heaps, starred when it wins) and the pass's
/// status.
pub(super) fn control(game: &Game, winning: &[Move], enabled: bool, play: &Callback<Move>) -> Html {
    let Some(pass_available) = game.pass_available() else {
        return Html::default();
    };
    // The solver's answer to a pass says whether one is allowed now, and why not.
    let allowed = game.apply(&Move::Pass);
    let usable = allowed.is_ok() && enabled;
    let wins = winning.contains(&Move::Pass);
    let status = match allowed {
        Ok(_) => t!(ExplainPassAvailable),
        Err(MoveError::PassOnEmpty) => t!(ExplainPassOnEmpty),
        Err(_) => t!(ExplainPassUsed),
    };
    let onclick = play.reform(|_: MouseEvent| Move::Pass);
    html! {
        <div class="pass-control">
            <button type="button" class={classes!("pass", wins.then_some("win"))} data-testid="pass"
                disabled={!usable} {onclick}>
                { t!(ExplainPassButton) }
                if wins { <span class="badge">{ " " }{ t!(ExplainPassBadge) }</span> }
            </button>
            <span class={classes!("pass-status", (!pass_available).then_some("used"))} data-testid="pass-status">
                <span aria-hidden="true">{ if pass_available { "◯ " } else { "● " } }</span>
                { status }
            </span>
        </div>
    }
}

/// Nim with a Pass's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainPassName),
        text: t!(ExplainPassRules).into(),
        hint: t!(ExplainPassHint).into(),
    }
}

/// The Nim* panel beside the board (projector mode walks the nim-sum table of the Nim after a
/// pass, as every game's).
pub(super) fn panel(game: &Game, explanation: &PassExplanation) -> Html {
    html! { <PassDetails game={game.clone()} explanation={explanation.clone()} /> }
}

/// What the Nim* panel draws.
#[derive(Properties, PartialEq)]
pub struct PassDetailsProps {
    /// The position.
    pub game: Game,
    /// The solver's Nim* explanation.
    pub explanation: PassExplanation,
}

/// The theorem in words (or exact search), whether passing wins, and the table after a pass.
#[component]
pub fn PassDetails(props: &PassDetailsProps) -> Html {
    let explanation = &props.explanation;
    let searched = explanation.states_searched;
    let paper = html! { <cite lang="en">{ Source::NimWithAPass.title() }</cite> };
    let rule = match (explanation.theorem, explanation.listed) {
        (Some(theorem), _) => {
            let (number, statement) = theorem_words(theorem);
            let text = t!(
                ExplainPassTheorem,
                number = number,
                title = super::SLOT,
                statement = statement,
                states = searched
            );
            html! { <p class="rule">{ super::around(&text, paper) }</p> }
        }
        (None, Some(listed)) => {
            let family = listed.family;
            let written = format!(
                "[{}, {}, {}]",
                family.smallest,
                term_words(family.middle.coefficient, family.middle.constant),
                term_words(family.largest.coefficient, family.largest.constant),
            );
            let which = match listed.k {
                // k in ASCII digits, as the family's terms write it.
                Some(k) => t!(ExplainPassFamilyK, family = written, k = k.to_string()),
                None => written,
            };
            let text = t!(
                ExplainPassListed,
                title = super::SLOT,
                smallest = family.smallest,
                family = super::SLOT2,
                states = searched
            );
            html! {
                <p class="rule listed">
                    { super::marked(&text, [paper, html! { <strong class="family">{ which }</strong> }]) }
                </p>
            }
        }
        (None, None) => html! {
            <p class="rule">
                { super::around(&t!(ExplainPassSearch, title = super::SLOT, states = searched), paper) }
            </p>
        },
    };
    let pass = if explanation.pass_wins {
        t!(ExplainPassWinsNow)
    } else {
        t!(ExplainPassLosesNow)
    };
    html! {
        <div class="pass">
            <h3>{ t!(ExplainPassName) }</h3>
            { rule }
            <p class="pass-wins">{ pass }</p>
            <NimSumTable
                game={props.game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={false}
                caption={t!(ExplainPassCaption)}
            />
        </div>
    }
}

/// A term of a listed family as the paper writes it: "5", "4k", "4k+1".
fn term_words(coefficient: u32, constant: u32) -> String {
    match (coefficient, constant) {
        (0, constant) => constant.to_string(),
        (coefficient, 0) => format!("{coefficient}k"),
        (coefficient, constant) => format!("{coefficient}k+{constant}"),
    }
}

/// A theorem of the paper (seed 004): its number, and its statement with this position's numbers.
fn theorem_words(theorem: PassTheorem) -> (u32, String) {
    match theorem {
        PassTheorem::TwoHeaps { m, n } => (1, t!(ExplainPassTheoremTwoHeaps, m = m, n = n)),
        PassTheorem::OneMN { m, n } => (2, t!(ExplainPassTheoremOneMn, m = m, n = n)),
        PassTheorem::OnesAndTwos { m1, m2 } => {
            (3, t!(ExplainPassTheoremOnesTwos, m1 = m1, m2 = m2))
        }
        PassTheorem::OnesTwosThrees { m1, m2, m3 } => (
            4,
            t!(ExplainPassTheoremOnesTwosThrees, m1 = m1, m2 = m2, m3 = m3),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::term_words;

    #[test]
    fn terms_read_as_the_paper_writes_them() {
        assert_eq!(term_words(0, 5), "5");
        assert_eq!(term_words(4, 0), "4k");
        assert_eq!(term_words(4, 1), "4k+1");
        assert_eq!(term_words(10, 14), "10k+14");
    }
}
