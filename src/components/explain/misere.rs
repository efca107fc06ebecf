//! Misère Nim's drawing: its rules, and its reasoning: big rows and single rows, which regime
//! decides, and what decides it: the nim-sum table with two or more big rows, the big row and the
//! single rows' parity otherwise; projector mode walks its nim-sum table.

use nim_solver::Misere;
use nim_solver::{Game, MisereExplanation, MisereRegime, Move};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::nim_sum_table::NimSumTable;
use crate::words::{count, describe_move, Source};

/// Misère Nim's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: "misère Nim",
        text: AttrValue::Static(
            "Counters lie in heaps. Players take turns. On your turn, choose one heap and take \
             one or more counters from it. Whoever has to take the last counter loses.",
        ),
        hint: AttrValue::Static(
            "play as in ordinary Nim (leave a nim-sum of 0) until your move would leave no heap \
             bigger than 1; then leave an odd number of heaps of one counter instead.",
        ),
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

/// "even" or "odd".
fn parity(n: usize) -> &'static str {
    if n % 2 == 0 {
        "even"
    } else {
        "odd"
    }
}

/// The row counts, the rule that applies (Classic Nim in the lecture notes *Nim Games*), and what
/// decides: the nim-sum table only where the nim-sum decides.
#[component]
pub fn MisereDetails(props: &MisereDetailsProps) -> Html {
    let explanation = &props.explanation;
    let (name, rule) = match explanation.regime {
        MisereRegime::LikeNim => (
            "Two or more big rows",
            "Play exactly as in Nim: the player to move wins if and only if the nim-sum is not 0.",
        ),
        MisereRegime::OneBigRow => (
            "Exactly one big row",
            "The player to move wins: shrink the big row to 0 or 1 counter so that an odd number \
             of single rows is left. The nim-sum does not decide here.",
        ),
        MisereRegime::OnlySingles => (
            "No big rows",
            "Only single rows are left: the player to move wins if and only if their number is \
             even. The nim-sum does not decide here.",
        ),
    };
    let decides = match explanation.regime {
        MisereRegime::LikeNim => html! {
            <NimSumTable
                game={props.game.clone()}
                breakdown={explanation.breakdown.clone()}
                show_change={true}
                caption="The heaps in binary and their nim-sum"
            />
        },
        MisereRegime::OneBigRow | MisereRegime::OnlySingles => singles_decide(props),
    };
    html! {
        <div class="misere">
            <h3>{ "Misère: big rows" }</h3>
            <p class="source-note">
                { "The rule for Classic Nim in the lecture notes " }
                <cite>{ Source::NimGames.title() }</cite>
                { "." }
            </p>
            <p class="row-counts">
                { format!(
                    "{} (more than one counter) and {} (exactly one counter).",
                    count(explanation.big_rows, "big row", "big rows"),
                    count(explanation.single_rows, "single row", "single rows"),
                ) }
            </p>
            <p class="regime">
                <strong class="regime-name">{ name }</strong>
                { ": " }
                { rule }
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
                    { format!("The big row: heap {} ({} counters).", heap + 1, size) }
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
                { format!(
                    "Winning move: {}, which leaves {} — an odd number, so the opponent ends up \
                     taking the last counter.",
                    describe_move(&props.game, mv),
                    count(left, "single row", "single rows"),
                ) }
            </li>
        }
    });
    let no_move = (props.winning_moves.is_empty()).then(|| {
        html! {
            <li class="leaves-odd">
                { "Every move leaves an even number of single rows: the player to move loses." }
            </li>
        }
    });
    html! {
        <ul class="singles-decide" data-testid="singles-decide">
            { for big_row }
            <li class="single-parity">
                { format!(
                    "Single rows: {} — an {} number.",
                    singles,
                    parity(singles)
                ) }
            </li>
            { for moves }
            { for no_move }
        </ul>
    }
}
