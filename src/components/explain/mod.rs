//! The teaching panel: the verdict and the solver's explanation, drawn as data.

mod blocking;
mod circle;
mod how_to_play;
mod misere;
mod nim_sum_table;
mod pass;
mod power_components;
mod verdict;

pub use crate::words::describe_move;
pub use crate::words::PlayerName;
pub use blocking::{BlockingDetails, BlockingDetailsProps};
pub use circle::{CircleDetails, CircleDetailsProps};
pub use how_to_play::{HowToPlay, HowToPlayProps};
pub use misere::{MisereDetails, MisereDetailsProps};
pub use nim_sum_table::{NimSumTable, NimSumTableProps};
pub use pass::{PassDetails, PassDetailsProps};
pub use power_components::{PowerComponents, PowerComponentsProps};
pub use verdict::Verdict;

use nim_solver::{Analysis, Explanation, Game, Phase, SolveError};

use crate::model::EmbedPanel;
use yew::prelude::*;

/// What the teaching panel needs: the position, its analysis (or why there is none) and the
/// names of the players, for a verdict in words.
#[derive(Properties, PartialEq)]
pub struct ExplainProps {
    /// The position shown on the board.
    pub game: Game,
    /// The solver's answer for it.
    pub analysis: Result<Analysis, SolveError>,
    /// The player who moves counters next.
    pub next_player: PlayerName,
    /// The other player (in Blocking Nim, the blocker).
    pub previous_player: PlayerName,
    /// How much of the panel to show (an embedding page may ask for less).
    #[prop_or_default]
    pub parts: EmbedPanel,
}

/// Verdict, winning-move count and the variant's explanation.
#[component]
pub fn Explain(props: &ExplainProps) -> Html {
    let over = matches!(props.game.phase(), Phase::Over(_));
    let details = match (&props.analysis, over, props.parts) {
        (_, _, EmbedPanel::None | EmbedPanel::Verdict) | (Err(_), _, _) | (_, true, _) => {
            Html::default()
        }
        (Ok(analysis), false, parts) => details(&props.game, analysis, parts == EmbedPanel::Full),
    };
    html! {
        <section class="explain" aria-label="Analysis">
            <h2>{ "Analysis" }</h2>
            <Verdict
                game={props.game.clone()}
                analysis={props.analysis.clone()}
                next_player={props.next_player}
                previous_player={props.previous_player}
            />
            { details }
        </section>
    }
}

/// The variant's own explanation under the verdict; `full` adds the power-of-two view.
fn details(game: &Game, analysis: &Analysis, full: bool) -> Html {
    match &analysis.explanation {
        Explanation::NimSum(breakdown) => html! {
            <>
                <NimSumTable
                    game={game.clone()}
                    breakdown={breakdown.clone()}
                    show_change={true}
                    caption="The heaps in binary and their nim-sum"
                />
                if full {
                    <PowerComponents breakdown={breakdown.clone()} />
                }
            </>
        },
        Explanation::Misere(explanation) => html! {
            <MisereDetails
                game={game.clone()}
                explanation={explanation.clone()}
                winning_moves={analysis.winning_moves.clone()}
            />
        },
        Explanation::Circle(explanation) => html! {
            <CircleDetails explanation={explanation.clone()} />
        },
        Explanation::Blocking(explanation) => html! {
            <BlockingDetails
                game={game.clone()}
                outcome={analysis.outcome}
                explanation={explanation.clone()}
            />
        },
        Explanation::Pass(explanation) => html! {
            <PassDetails game={game.clone()} explanation={explanation.clone()} />
        },
    }
}
