//! Blocking Nim's drawing: its rules, and its reasoning: the theorem of seed 000 (Three Pile Nim
//! with Blocking) or exact search, the moves to P, and what to forbid; in projector mode's walk,
//! the moves to P one at a time and then their count against the blocks.

use nim_solver::Blocking;
use nim_solver::{BlockingExplanation, BlockingRule, Game, Outcome};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::t;
use crate::views::present::walk::Stage;
use crate::words::present::conclusion_sentence;
use crate::words::{describe_move, describe_moves, Source};

/// Blocking Nim's rules, with this game's number of blocks, and how to win.
pub(super) fn rules(game: &Blocking) -> Rules {
    let Blocking { heaps, blocks, .. } = game;
    let hint = if nim_solver::blocking_theorem_applies(heaps.len(), *blocks) {
        t!(ExplainBlockingHintTheorem)
    } else {
        t!(ExplainBlockingHintSearch, blocks = *blocks)
    };
    Rules {
        name: t!(ExplainBlockingName),
        text: t!(ExplainBlockingRules, blocks = *blocks).into(),
        hint: hint.into(),
    }
}

/// The Blocking panel, whole beside the board, or at the walk's stage with its conclusion.
pub(super) fn panel(
    game: &Game,
    outcome: Outcome,
    explanation: &BlockingExplanation,
    shown: Shown,
) -> Html {
    let stage = match shown {
        Shown::All { .. } => None,
        Shown::Walk(at) => Some((at.stage, AttrValue::from(conclusion_sentence(at.walk)))),
    };
    html! {
        <BlockingDetails game={game.clone()} {outcome} explanation={explanation.clone()} {stage} />
    }
}

/// What the Blocking panel draws.
#[derive(Properties, PartialEq)]
pub struct BlockingDetailsProps {
    /// The position, for the moves in words and what is forbidden so far.
    pub game: Game,
    /// The solver's outcome for the mover.
    pub outcome: Outcome,
    /// The solver's Blocking explanation.
    pub explanation: BlockingExplanation,
    /// How much projector mode's walk has revealed, with the sentence its conclusion adds;
    /// everything, as today's sentences, when `None`.
    #[prop_or_default]
    pub stage: Option<(Stage, AttrValue)>,
}

/// The deciding rule with its numbers, the moves that reach `P`, and the forbids that win.
#[component]
pub fn BlockingDetails(props: &BlockingDetailsProps) -> Html {
    let explanation = &props.explanation;
    let blocks = explanation.blocks;
    let rule = match explanation.rule {
        BlockingRule::ThreeHeapTheorem {
            sorted: [a, b, c],
            all_equal,
            sum_plus_one,
        } => {
            let sum = u64::from(a) + u64::from(b) + 1;
            html! {
                <>
                    <p class="rule">
                        { super::around(
                            &t!(ExplainBlockingTheorem, title = super::SLOT, a = a, b = b, c = c),
                            html! { <cite lang="en">{ Source::Blocking.title() }</cite> },
                        ) }
                    </p>
                    <ul class="conditions">
                        <li class={classes!(all_equal.then_some("holds"))}>
                            { check(all_equal) }
                            { " " }
                            { if all_equal {
                                t!(ExplainBlockingAllEqualHolds, a = a, b = b, c = c)
                            } else {
                                t!(ExplainBlockingAllEqualFails, a = a, b = b, c = c)
                            } }
                        </li>
                        <li class={classes!(sum_plus_one.then_some("holds"))}>
                            { check(sum_plus_one) }
                            { " " }
                            { if sum_plus_one {
                                t!(ExplainBlockingSumHolds, a = a, b = b, c = c, sum = sum)
                            } else {
                                t!(ExplainBlockingSumFails, a = a, b = b, c = c, sum = sum)
                            } }
                        </li>
                    </ul>
                </>
            }
        }
        BlockingRule::ExactSearch { states } => html! {
            <p class="rule">
                { super::around(
                    &t!(
                        ExplainBlockingSearch,
                        title = super::SLOT,
                        states = states,
                        needed = u64::from(blocks) + 1
                    ),
                    html! { <cite lang="en">{ Source::Blocking.title() }</cite> },
                ) }
            </p>
        },
    };
    let forbidden = match &props.game {
        Game::Blocking(Blocking { forbidden, .. }) if !forbidden.is_empty() => {
            let moves: Vec<_> = forbidden
                .iter()
                .map(|&(heap, to)| nim_solver::Move::Take { heap, to })
                .collect();
            Some(t!(
                ExplainBlockingForbidden,
                moves = describe_moves(&props.game, &moves)
            ))
        }
        _ => None,
    };
    let to_p = &explanation.moves_to_p;
    let forbid = if !explanation.must_forbid.is_empty() {
        t!(
            ExplainBlockingMustForbid,
            moves = describe_moves(&props.game, &explanation.must_forbid)
        )
    } else if to_p.is_empty() {
        t!(ExplainBlockingNoMoveToP)
    } else if props.outcome == Outcome::NextPlayerWins {
        t!(
            ExplainBlockingUnstoppable,
            moves = to_p.len(),
            blocks = blocks
        )
    } else {
        String::new()
    };
    let heading = t!(ExplainBlockingTitle, blocks = blocks);
    // Projector mode's walk shows the moves to P one at a time, then their count.
    let body = if let Some((stage, conclusion)) = &props.stage {
        let moves = to_p.iter().enumerate().map(|(m, mv)| {
            html! {
                <li class={classes!((m >= stage.parts).then_some("veiled"))}>
                    { describe_move(&props.game, mv) }
                </li>
            }
        });
        html! {
            <>
                if let Some(forbidden) = forbidden {
                    <p class="forbidden">{ forbidden }</p>
                }
                <p class="moves-to-p">{ t!(PresentMovesToP) }</p>
                <ol class="moves-to-p-list" data-testid="moves-to-p">{ for moves }</ol>
                <p class={classes!("must-forbid", (!stage.conclusion).then_some("veiled"))}
                    data-testid="blocking-count">{ conclusion.clone() }</p>
            </>
        }
    } else {
        html! {
            <>
                <p class="moves-to-p">
                    { t!(
                        ExplainBlockingMovesToP,
                        count = to_p.len(),
                        moves = describe_moves(&props.game, to_p)
                    ) }
                </p>
                if !forbid.is_empty() {
                    <p class="must-forbid">{ forbid }</p>
                }
                if let Some(forbidden) = forbidden {
                    <p class="forbidden">{ forbidden }</p>
                }
            </>
        }
    };
    html! {
        <div class="blocking">
            <h3>{ heading }</h3>
            { rule }
            { body }
        </div>
    }
}

/// A tick or a cross that reads as words too.
fn check(holds: bool) -> Html {
    html! { <span aria-hidden="true">{ if holds { "✓" } else { "✗" } }</span> }
}
