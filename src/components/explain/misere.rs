//! Misère Nim's drawing: its rules, and its reasoning: big rows and single rows, which regime
//! decides, and what decides it: the nim-sum table with two or more big rows, the big row and the
//! single rows' parity otherwise; projector mode walks its nim-sum table.

use nim_solver::Misere;
use nim_solver::{Game, MisereExplanation, MisereRegime, Move};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use crate::t;
use crate::words::{describe_move, Source};

/// Misère Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainMisereName),
        text: t!(ExplainMisereRules).into(),
        hint: t!(ExplainMisereHint).into(),
    }
}

/// The misère panel beside the board (projector mode walks its nim-sum table, as every game's).
pub(super) fn panel(game: &Game, explanation: &MisereExplanation, winning_moves: &[Move]) -> Html {
    html! {
        <MisereDetails
            game={game.clone()}
            explanation={explanation.clone()}
            winning_moves={winning_moves.to_vec()}
        />
    }
}

/// What the misère panel draws.
#[derive(Properties, PartialEq)]
pub struct MisereDetailsProps {
    /// The position.
    pub game: Game,
    /// The solver's misère explanation.
    pub explanation: MisereExplanation,
    /// The solver's winning moves, to say which move leaves an odd number of single rows.
    #[prop_or_default]
    pub winning_moves: Vec<Move>,
}

/// The row counts, the rule that applies (Classic Nim in the lecture notes *Nim Games*), and what
/// decides: the nim-sum table only where the nim-sum decides.
#[component]
pub fn MisereDetails(props: &MisereDetailsProps) -> Html {
    let explanation = &props.explanation;
    let (name, rule) = match explanation.regime {
        MisereRegime::LikeNim => (t!(ExplainMisereLikeNim), t!(ExplainMisereLikeNimRule)),
        MisereRegime::OneBigRow => (t!(ExplainMisereOneBig), t!(ExplainMisereOneBigRule)),
        MisereRegime::OnlySingles => (t!(ExplainMisereNoBig), t!(ExplainMisereNoBigRule)),
    };
    let decides = match explanation.regime {
        MisereRegime::LikeNim => html! {
            <NimSumTable
                game={props.game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={true}
                caption={t!(ExplainNimSumCaption)}
            />
        },
        MisereRegime::OneBigRow | MisereRegime::OnlySingles => singles_decide(props),
    };
    html! {
        <div class="misere">
            <h3>{ t!(ExplainMisereTitle) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(ExplainMisereSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::NimGames.title() }</cite> },
                ) }
            </p>
            <p class="row-counts">
                { t!(
                    ExplainMisereRowCounts,
                    big = explanation.big_rows,
                    single = explanation.single_rows
                ) }
            </p>
            <p class="regime">
                { super::around(
                    &t!(ExplainMisereRegime, name = super::SLOT, rule = rule),
                    html! { <strong class="regime-name">{ name }</strong> },
                ) }
            </p>
            { decides }
        </div>
    }
}

/// With fewer than two big rows: the big row, the single rows and their parity, and the move
/// that leaves an odd number of single rows.
fn singles_decide(props: &MisereDetailsProps) -> Html {
    let explanation = &props.explanation;
    let heaps = match &props.game {
        Game::Misere(Misere { heaps }) => heaps.as_slice(),
        _ => &[],
    };
    let big_row = heaps
        .iter()
        .enumerate()
        .find(|&(_, &size)| size > 1)
        .map(|(heap, &size)| {
            html! {
                <li class="big-row">
                    { t!(ExplainMisereBigRow, heap = heap + 1, size = size) }
                </li>
            }
        });
    let singles = explanation.single_rows;
    let moves = props.winning_moves.iter().map(|mv| {
        let left = match *mv {
            Move::Take { heap, to } => {
                let before = heaps.get(heap).map_or(0, |&size| usize::from(size == 1));
                singles - before + usize::from(to == 1)
            }
            _ => singles,
        };
        html! {
            <li class="leaves-odd">
                { t!(
                    ExplainMisereWinningMove,
                    change = describe_move(&props.game, mv),
                    singles = left
                ) }
            </li>
        }
    });
    let no_move = (props.winning_moves.is_empty()).then(|| {
        html! {
            <li class="leaves-odd">
                { t!(ExplainMisereNoMove) }
            </li>
        }
    });
    html! {
        <ul class="singles-decide" data-testid="singles-decide">
            { for big_row }
            <li class="single-parity">
                { if singles % 2 == 0 {
                    t!(ExplainMisereSinglesEven, singles = singles)
                } else {
                    t!(ExplainMisereSinglesOdd, singles = singles)
                } }
            </li>
            { for moves }
            { for no_move }
        </ul>
    }
}
