//! The verdict: who wins with perfect play, how many winning moves, game over, too large (the
//! sentences are `words::verdicts`').

use nim_solver::{Outcome, Phase, SolveError};
use yew::prelude::*;

use super::ExplainProps;
use crate::t;
use crate::words::describe_move;
use crate::words::verdicts::{game_over, pass_sentence, sentence, too_large};

/// The most winning moves listed; past it the list says how many there are.
const MOST_LISTED: usize = 50;

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
        Err(SolveError::NotLoaded(_)) => {
            return html! { <p class="verdict loading" role="status">{ t!(ChunkLoading) }</p> };
        }
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
    let all = &analysis.winning_moves;
    // Each winning move with the position it leaves, for a reader and for tests outside the app.
    let items = all.iter().take(MOST_LISTED).map(|mv| {
        let after = props
            .game
            .apply(mv)
            .map(|after| after.to_string())
            .unwrap_or_default();
        html! { <li data-after={after}>{ describe_move(&props.game, mv) }</li> }
    });
    html! {
        <div class={classes!("verdict", winner_class)}>
            <p class="verdict-sentence">{ sentence }</p>
            if !all.is_empty() {
                <p class="winning-moves-title" id="winning-moves-title">{ t!(VerdictWinningMovesTitle, count = all.len()) }</p>
            }
            <ul class="winning-moves" data-testid="winning-moves" aria-labelledby="winning-moves-title">
                { for items }
            </ul>
            if all.len() > MOST_LISTED {
                <p class="winning-moves-more">{ t!(VerdictWinningMovesMore, shown = MOST_LISTED, count = all.len()) }</p>
            }
            if let Some(pass) = pass_sentence(&props.game, analysis) {
                <p class="pass-verdict">{ pass }</p>
            }
        </div>
    }
}
