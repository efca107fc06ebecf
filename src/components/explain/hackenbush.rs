//! Green Hackenbush's drawing: its rules, and its panel: the value by the fusion principle (each
//! cycle's vertices fused, its edges loops) then the colon principle (each vertex's branches
//! replaced by one stalk, from the top down), one step at a time in projector mode; the
//! components' nim-sum table when several stand apart on the ground; and the winning chops.

use nim_solver::{Game, Move, PictureExplanation};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::{NimSumTable, RowNames};
use super::Shown;
use crate::i18n::{format_list, shown};
use crate::t;
use crate::views::present::walk::Stage;
use crate::words::picture::{colon, fusion};
use crate::words::{describe_move, Source};

/// The game's rules and how to win it.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(BoardVariantHackenbush),
        text: t!(PictureRules).into(),
        hint: t!(PictureHint).into(),
    }
}

/// The value's steps (fusions, then colon steps, up to the walk's stage), the components' table
/// and the winning chops.
pub(super) fn panel(
    game: &Game,
    explanation: &PictureExplanation,
    winning: &[Move],
    shown_as: Shown,
) -> Html {
    let stage = match shown_as {
        Shown::Walk(at) => at.stage,
        Shown::All { .. } => Stage::ALL,
    };
    let steps = &explanation.steps;
    let fusions = steps.fusions.iter().map(|step| {
        html! { <li data-testid="picture-fusion">{ fusion(step) }</li> }
    });
    let colons = steps.colon_steps.iter().map(|step| {
        html! { <li data-testid="picture-colon">{ colon(step) }</li> }
    });
    let all: Vec<Html> = fusions.chain(colons).take(stage.parts).collect();
    let names: Vec<String> = explanation
        .components
        .iter()
        .map(|component| {
            let edges: Vec<String> = component.edges.iter().map(usize::to_string).collect();
            t!(
                PictureComponentRow,
                edges = format_list(shown(), &edges),
                count = edges.len()
            )
        })
        .collect();
    let moves = winning.iter().map(|mv| {
        html! { <li data-testid="picture-move">{ describe_move(game, mv) }</li> }
    });
    html! {
        <div class="picture-explain picture-steps" data-testid="picture-explain">
            <h3>{ t!(BoardVariantHackenbush) }</h3>
            <p class="source-note">
                { super::marked(
                    &t!(PictureSource, title = super::SLOT, other = super::SLOT2),
                    [
                        html! { <cite lang="en">{ Source::GameTheory.title() }</cite> },
                        html! { <cite lang="en">{ Source::WinningWays.title() }</cite> },
                    ],
                ) }
            </p>
            <p>{ t!(PicturePrinciples) }</p>
            if steps.fusions.is_empty() && stage.parts > 0 {
                <p data-testid="picture-no-cycle">{ t!(PictureNoCycle) }</p>
            }
            <ol data-testid="picture-steps">{ for all }</ol>
            if stage.conclusion {
                <p class="picture-verdict" data-testid="picture-verdict">
                    { t!(PictureTotal, value = steps.value) }
                </p>
                if explanation.components.len() > 1 {
                    <NimSumTable game={game.clone()} breakdown={explanation.breakdown.clone()}
                        show_change={false} caption={t!(PictureCaption)}
                        rows={RowNames::Components(names)} />
                }
            }
            if stage.change && !winning.is_empty() {
                <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
                <ul class="winning-moves picture-moves">{ for moves }</ul>
            }
        </div>
    }
}
