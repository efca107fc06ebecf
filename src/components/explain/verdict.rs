//! The verdict: who wins with perfect play, how many winning moves, game over, too large (the
//! sentences are `words::verdicts`').

use nim_solver::{Outcome, Phase, SolveError};
use yew::prelude::*;

use super::ExplainProps;
use crate::words::verdicts::{game_over, pass_sentence, sentence, too_large, winning_moves};

/// One or two sentences on who wins from here, drawn from the solver's outcome and moves.
#[component]
pub fn Verdict(props: &ExplainProps) -> Html {
    let next = props.next_player;
    let previous = props.previous_player;
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
                    { too_large(*states, *limit) }
                </p>
            };
        }
    };
    let sentence = sentence(&props.game, analysis, next, previous);
    let winner_class = match analysis.outcome {
        Outcome::NextPlayerWins => "next-wins",
        Outcome::PreviousPlayerWins => "previous-wins",
    };
    let moves = (!analysis.winning_moves.is_empty())
        .then(|| winning_moves(&props.game, &analysis.winning_moves));
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
