//! The verdict in words: who wins with perfect play, how many winning moves, game over, too large.

use nim_solver::{Analysis, Explanation, Game, GameEnd, Outcome, Phase, SolveError};
use yew::prelude::*;

use super::ExplainProps;
use crate::words::{agree, count, describe_moves, thousands, wins};

/// One or two sentences on who wins from here, drawn from the solver's outcome and moves.
#[component]
pub fn Verdict(props: &ExplainProps) -> Html {
    let next = props.next_player.as_str();
    let previous = props.previous_player.as_str();
    let phase = props.game.phase();
    if let Phase::Over(end) = phase {
        return html! {
            <p class="verdict game-over">{ game_over(end, next, previous) }</p>
        };
    }
    let analysis = match &props.analysis {
        Ok(analysis) => analysis,
        Err(SolveError::TooLarge { states, limit }) => {
            return html! {
                <p class="verdict too-large" role="note">
                    <span class="mark" aria-hidden="true">{ "⚠ " }</span>
                    { format!(
                        "This position is too large to solve exactly ({} states, limit {}). \
                         You can still play it; hints return once it is smaller.",
                        thousands(*states),
                        thousands(*limit),
                    ) }
                </p>
            };
        }
    };
    let sentence = match phase {
        Phase::Block { remaining } => blocker_verdict(analysis, remaining, next, previous),
        _ => mover_verdict(analysis, next, previous),
    };
    let winner_class = match analysis.outcome {
        Outcome::NextPlayerWins => "next-wins",
        Outcome::PreviousPlayerWins => "previous-wins",
    };
    let moves = (!analysis.winning_moves.is_empty()).then(|| {
        format!(
            "Winning moves — {}.",
            describe_moves(&props.game, &analysis.winning_moves)
        )
    });
    html! {
        <div class={classes!("verdict", winner_class)}>
            <p class="verdict-sentence">{ sentence }</p>
            if let Some(moves) = moves {
                <p class="winning-moves">{ moves }</p>
            }
            if let Some(pass) = pass_sentence(&props.game, analysis) {
                <p class="pass-verdict">{ pass }</p>
            }
        </div>
    }
}

/// How the game ended and who won.
fn game_over(end: GameEnd, next: &str, previous: &str) -> String {
    match end {
        GameEnd::NoMovesLeft => {
            format!(
                "Game over: {next} {} no move left, so {previous} {}.",
                agree(next, "has", "have"),
                wins(previous)
            )
        }
        GameEnd::LastCounterTaken => format!(
            "Game over: {previous} took the last counter, so {next} {}.",
            wins(next)
        ),
        GameEnd::AllMovesBlocked => format!(
            "Game over: every move {next} had is forbidden, so {previous} {}.",
            wins(previous)
        ),
    }
}

/// The verdict when the player to act moves counters or markers (or passes).
fn mover_verdict(analysis: &Analysis, next: &str, previous: &str) -> String {
    match analysis.outcome {
        Outcome::NextPlayerWins => format!(
            "{next} (to move) {} with perfect play — {}.",
            wins(next),
            count(
                analysis.winning_moves.len(),
                "winning move",
                "winning moves"
            )
        ),
        Outcome::PreviousPlayerWins => format!(
            "{previous} {} with perfect play — {next} (to move) {} no winning move.",
            wins(previous),
            agree(next, "has", "have")
        ),
    }
}

/// Blocking Nim, blocker's phase: the outcome is still the mover's (lib.rs), the moves are forbids.
fn blocker_verdict(analysis: &Analysis, remaining: u32, next: &str, previous: &str) -> String {
    let blocks = format!(
        "{previous} {} now: {} before {next} {}. ",
        agree(previous, "blocks", "block"),
        count(remaining as usize, "move to forbid", "moves to forbid"),
        agree(next, "moves", "move"),
    );
    let outcome = match analysis.outcome {
        Outcome::PreviousPlayerWins => format!(
            "{previous} (blocking) {} with perfect play — {}.",
            wins(previous),
            count(analysis.winning_moves.len(), "winning forbid", "winning forbids")
        ),
        Outcome::NextPlayerWins => format!(
            "{next} (moving next) {} with perfect play — {previous} cannot forbid every winning move.",
            wins(next)
        ),
    };
    blocks + &outcome
}

/// Nim*: whether passing wins now, or that the pass is gone.
fn pass_sentence(game: &Game, analysis: &Analysis) -> Option<String> {
    let Game::Pass { pass_available, .. } = game else {
        return None;
    };
    Some(match &analysis.explanation {
        Explanation::Pass(pass) if *pass_available && pass.pass_wins => {
            "Passing now wins.".to_owned()
        }
        Explanation::Pass(_) if *pass_available => "Passing now does not win.".to_owned(),
        _ => "The pass has been used: the rest is ordinary Nim.".to_owned(),
    })
}
