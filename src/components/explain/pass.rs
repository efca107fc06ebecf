//! Nim with a Pass's drawing: its rules, and which theorem or listed family of the paper
//! (seed 004) applies, exact search, and the Nim left after a pass; projector mode walks that
//! Nim's nim-sum table.

use nim_solver::{Game, Move, MoveError, PassExplanation, PassTheorem};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use crate::words::{thousands, Source};

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
        Ok(_) => "The pass is still available (once per game, for either player).",
        Err(MoveError::PassOnEmpty) => "No pass when every heap is empty.",
        Err(_) => "The pass has been used.",
    };
    let onclick = play.reform(|_: MouseEvent| Move::Pass);
    html! {
        <div class="pass-control">
            <button type="button" class={classes!("pass", wins.then_some("win"))} data-testid="pass"
                disabled={!usable} {onclick}>
                { "Pass" }
                if wins { <span class="badge">{ " ★ wins" }</span> }
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
        name: "Nim with a Pass",
        text: AttrValue::Static(
            "Counters lie in heaps. Players take turns. On your turn, choose one heap and take \
             one or more counters from it; whoever takes the last counter wins. Once in the \
             whole game, either player may pass instead of taking. Nobody may pass when every \
             heap is empty, and after the pass it is ordinary Nim.",
        ),
        hint: AttrValue::Static(
            "while the pass is unused, passing wins whenever the nim-sum of the heaps is 0; \
             after the pass, leave your opponent a nim-sum of 0 as in Nim.",
        ),
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
    let searched = thousands(explanation.states_searched);
    let paper = html! { <cite>{ Source::NimWithAPass.title() }</cite> };
    let rule = match (explanation.theorem, explanation.listed) {
        (Some(theorem), _) => {
            let (number, statement) = theorem_words(theorem);
            html! {
                <p class="rule">
                    { format!("Theorem {number} of ") }
                    { paper }
                    { format!(" {statement} Exact search over {searched} positions agrees.") }
                </p>
            }
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
                Some(k) => format!("{written} with k = {k}"),
                None => written,
            };
            html! {
                <p class="rule listed">
                    { "The paper " }
                    { paper }
                    { format!(
                        " lists this position among the three-heap losing positions with \
                         smallest heap {}: " ,
                        family.smallest
                    ) }
                    <strong class="family">{ which }</strong>
                    { format!(
                        ". The paper gives the lists without proof; exact search over {searched} \
                         positions proves it: the player to move loses."
                    ) }
                </p>
            }
        }
        (None, None) => html! {
            <p class="rule">
                { "No theorem of " }
                { paper }
                { format!(
                    " covers these heaps, so the answer comes from exact search over {searched} \
                     positions."
                ) }
            </p>
        },
    };
    let pass = if explanation.pass_wins {
        "Passing wins now: the heaps' nim-sum is 0, so after a pass the opponent faces a losing \
         position of ordinary Nim."
    } else {
        "Passing does not win now: after a pass the opponent would face ordinary Nim with a \
         nim-sum other than 0, which they win."
    };
    html! {
        <div class="pass">
            <h3>{ "Nim with a Pass" }</h3>
            { rule }
            <p class="pass-wins">{ pass }</p>
            <NimSumTable
                game={props.game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={false}
                caption="After a pass: ordinary Nim on these heaps"
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
        PassTheorem::TwoHeaps { m, n } => (
            1,
            format!(
                "(two heaps [m, n], m ≤ n): the player to move loses exactly when m is odd and \
                 n = m + 1. Here m = {m}, n = {n}."
            ),
        ),
        PassTheorem::OneMN { m, n } => (
            2,
            format!(
                "(heaps [1, m, n], 1 ≤ m ≤ n): the player to move loses exactly when m = n and \
                 m is not 2. Here m = {m}, n = {n}."
            ),
        ),
        PassTheorem::OnesAndTwos { m1, m2 } => (
            3,
            format!(
                "(only heaps of 1 and 2, m1 + 2·m2 ≥ 7): the player to move loses exactly when \
                 the number of 1-heaps m1 is odd and the number of 2-heaps m2 is even. Here \
                 m1 = {m1}, m2 = {m2}."
            ),
        ),
        PassTheorem::OnesTwosThrees { m1, m2, m3 } => (
            4,
            format!(
                "(only heaps of 1, 2 and 3, m1 + 2·m2 + 3·m3 ≥ 10): the player to move loses \
                 exactly when m1 is odd and m2, m3 are even, or m1 is even and m2, m3 are odd. \
                 Here m1 = {m1}, m2 = {m2}, m3 = {m3}."
            ),
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
