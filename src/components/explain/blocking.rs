//! Blocking Nim's drawing: its rules, and its reasoning: the theorem of seed 000 (Three Pile Nim
//! with Blocking) or exact search, the moves to P, and what to forbid; in projector mode's walk,
//! the moves to P one at a time and then their count against the blocks.

use nim_solver::Blocking;
use nim_solver::{BlockingExplanation, BlockingRule, Game, Outcome};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::views::present::walk::Stage;
use crate::words::present::{conclusion_sentence, MOVES_TO_P};
use crate::words::{count, describe_move, describe_moves, thousands, Source};

/// Blocking Nim's rules, with this game's number of blocks, and how to win.
pub(super) fn rules(game: &Blocking) -> Rules {
    let Blocking { heaps, blocks, .. } = game;
    let forbids = if *blocks == 1 {
        "one of the mover's possible moves".to_owned()
    } else {
        format!("{blocks} of the mover's possible moves")
    };
    let text = AttrValue::from(format!(
        "Counters lie in heaps, as in Nim. Before every move, including the first, the \
         other player forbids {forbids}: a move means a heap and the size it would become. \
         The mover then makes any move that is not forbidden. The roles swap after every \
         move, and the last player to make an allowed move wins: a mover whose every move \
         is forbidden loses."
    ));
    let hint = if nim_solver::blocking_theorem_applies(heaps.len(), *blocks) {
        "sort the heaps a ≤ b ≤ c and leave your opponent a = b = c or a + b + 1 = c; when \
         you block, forbid the move that would leave such a position."
            .into()
    } else {
        AttrValue::from(format!(
            "leave positions from which at most {blocks} moves lead to a losing position, \
             then forbid exactly those moves; the hints panel lists them."
        ))
    };
    Rules {
        name: "Blocking Nim",
        text,
        hint,
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
                        { "The theorem of " }
                        <cite>{ Source::Blocking.title() }</cite>
                        { " (three heaps, one block per turn): sort the heaps a ≤ b ≤ c. The \
                           mover loses (a P-position) exactly when a = b = c or a + b + 1 = c. " }
                        { format!("Here (a, b, c) = ({a}, {b}, {c}).") }
                    </p>
                    <ul class="conditions">
                        <li class={classes!(all_equal.then_some("holds"))}>
                            { check(all_equal) }
                            { format!(" a = b = c: {a}, {b}, {c} — {}", yes_no(all_equal)) }
                        </li>
                        <li class={classes!(sum_plus_one.then_some("holds"))}>
                            { check(sum_plus_one) }
                            { format!(
                                " a + b + 1 = c: {a} + {b} + 1 = {sum}, c = {c} — {}",
                                yes_no(sum_plus_one)
                            ) }
                        </li>
                    </ul>
                </>
            }
        }
        BlockingRule::ExactSearch { states } => html! {
            <p class="rule">
                { "The theorem of " }
                <cite>{ Source::Blocking.title() }</cite>
                { format!(
                    " covers only three heaps with one block; beyond it is the paper's open \
                     question, so the answer comes from exact search over {} positions: the \
                     mover wins if and only if at least {} of their moves lead to P-positions, \
                     more than the blocker can forbid.",
                    thousands(states),
                    u64::from(blocks) + 1
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
            Some(format!(
                "Forbidden this turn: {}.",
                describe_moves(&props.game, &moves)
            ))
        }
        _ => None,
    };
    let to_p = &explanation.moves_to_p;
    let forbid = if !explanation.must_forbid.is_empty() {
        format!(
            "To win, the blocker must forbid: {}.",
            describe_moves(&props.game, &explanation.must_forbid)
        )
    } else if to_p.is_empty() {
        "No move leads to a P-position, so whatever is forbidden, the mover loses.".to_owned()
    } else if props.outcome == Outcome::NextPlayerWins {
        format!(
            "{} to P-positions, but the blocker forbids only {}: the mover cannot be stopped.",
            count(to_p.len(), "move leads", "moves lead"),
            blocks
        )
    } else {
        String::new()
    };
    let heading = format!(
        "Blocking Nim: {} per turn",
        count(blocks as usize, "block", "blocks")
    );
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
                <p class="moves-to-p">{ MOVES_TO_P }</p>
                <ol class="moves-to-p-list" data-testid="moves-to-p">{ for moves }</ol>
                <p class={classes!("must-forbid", (!stage.conclusion).then_some("veiled"))}
                    data-testid="blocking-count">{ conclusion.clone() }</p>
            </>
        }
    } else {
        html! {
            <>
                <p class="moves-to-p">
                    { format!(
                        "Moves that lead to P-positions ({}): {}.",
                        to_p.len(),
                        describe_moves(&props.game, to_p)
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

/// "holds" or "does not hold".
fn yes_no(holds: bool) -> &'static str {
    if holds {
        "holds"
    } else {
        "does not hold"
    }
}
