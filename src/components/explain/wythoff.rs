//! Wythoff's game's drawing: its rules, the buttons that take the same number from both heaps and
//! the switch to the queen's board, and its panel: the P-position pairs (⌊nφ⌋, ⌊nφ²⌋) as a table,
//! with the pair the position is or the pairs its winning moves reach, and why one move always
//! reaches a pair from elsewhere.

use nim_solver::{Game, Move, WythoffExplanation};
use yew::prelude::*;

use super::how_to_play::Rules;
use super::Shown;
use crate::boards::queen::queen_host;
use crate::t;
use crate::views::present::walk::Stage;
use crate::words::{describe_move, Source};

/// Wythoff's game's rules and how to win.
pub(super) fn rules() -> Rules {
    Rules {
        name: t!(ExplainWythoffName),
        text: t!(ExplainWythoffRules).into(),
        hint: t!(ExplainWythoffHint).into(),
    }
}

/// One button per number that can be taken from both heaps (its name says what it leaves),
/// starred when it wins; the heaps' own counters take from one heap. Under them, the same
/// position as a queen on a board, behind a disclosure (its chunk is fetched with the game).
pub(super) fn control(game: &Game, winning: &[Move], enabled: bool, play: &Callback<Move>) -> Html {
    let Some(&[first, second]) = game.heaps() else {
        return Html::default();
    };
    let buttons = (1..=first.min(second)).map(|taken| {
        let mv = Move::Both { taken };
        let wins = winning.contains(&mv);
        let label = t!(
            BoardBothButton,
            taken = taken,
            first = first - taken,
            second = second - taken,
            wins = if wins { "yes" } else { "no" }
        );
        let onclick = play.reform(move |_: MouseEvent| Move::Both { taken });
        html! {
            <li>
                <button type="button" class={classes!("both", wins.then_some("win"))}
                    data-testid={format!("both-{taken}")} aria-label={label}
                    disabled={!enabled} {onclick}>
                    { taken }
                    if wins { <span class="mark" aria-hidden="true">{ "★" }</span> }
                </button>
            </li>
        }
    });
    html! {
        <div class="both-control" data-testid="both-control">
            <p class="both-title" id="both-title">{ t!(BoardBothTitle) }</p>
            if first.min(second) == 0 {
                <p class="both-none">{ t!(BoardBothNone) }</p>
            } else {
                <ul class="both-buttons" aria-labelledby="both-title">{ for buttons }</ul>
            }
            <details class="queen-switch-box" data-testid="queen-details">
                <summary class="queen-switch" data-testid="queen-switch">
                    <span aria-hidden="true">{ "♛ " }</span>{ t!(BoardQueenSwitch) }
                </summary>
                { queen_host() }
            </details>
        </div>
    }
}

/// The table of P-position pairs up to the position's heaps, the pair it is or the pairs the
/// winning moves reach (each row says which in words as well as by its mark), and the argument.
pub(super) fn panel(game: &Game, explanation: &WythoffExplanation, shown: Shown) -> Html {
    // Projector mode's walk shows the table, then the argument, then the verdict, then the move.
    let stage = match shown {
        Shown::Walk(at) => at.stage,
        Shown::All { .. } => Stage::ALL,
    };
    let aims: Vec<u32> = explanation.reaches.iter().map(|(_, pair)| pair.n).collect();
    let position_pair = explanation.pair.map(|pair| pair.n);
    let rows = explanation.pairs.iter().map(|pair| {
        let own = stage.conclusion && position_pair == Some(pair.n);
        let aimed = stage.change && aims.contains(&pair.n);
        let remark = match (own, aimed) {
            (true, _) => t!(ExplainWythoffHere),
            (false, true) => t!(ExplainWythoffReached),
            (false, false) => String::new(),
        };
        html! {
            <tr class={classes!(own.then_some("here"), aimed.then_some("reached"))}
                data-testid={format!("wythoff-pair-{}", pair.n)}>
                <th scope="row">{ pair.n }</th>
                <td>{ pair.low }</td>
                <td>{ pair.high }</td>
                <td class="pair-note">{ remark }</td>
            </tr>
        }
    });
    let moves = explanation.reaches.iter().map(|(mv, pair)| {
        html! {
            <li>{ t!(ExplainWythoffReach, move = describe_move(game, mv), n = pair.n, low = pair.low, high = pair.high) }</li>
        }
    });
    let [low, high] = explanation.sorted;
    html! {
        <div class="wythoff" data-testid="wythoff">
            <h3>{ t!(ExplainWythoffName) }</h3>
            <p class="source-note">
                { super::around(
                    &t!(ExplainWythoffSource, title = super::SLOT),
                    html! { <cite lang="en">{ Source::Wythoff.title() }</cite> },
                ) }
            </p>
            if stage.parts >= 2 {
                <p class="rule">{ t!(ExplainWythoffWhy) }</p>
            }
            if let (Some(pair), true) = (explanation.pair, stage.conclusion) {
                <p class="wythoff-verdict" data-testid="wythoff-verdict">
                    { t!(ExplainWythoffIsPair, n = pair.n, low = low, high = high) }
                </p>
            } else if stage.change {
                <h3 class="winning-title">{ t!(SumWinningMoves) }</h3>
                <ul class="wythoff-reaches" data-testid="wythoff-reaches">{ for moves }</ul>
            }
            <table class={classes!("wythoff-pairs", (stage.parts == 0).then_some("veiled"))} data-testid="wythoff-pairs">
                <caption>{ t!(ExplainWythoffCaption) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t!(ExplainWythoffColumnN) }</th>
                        <th scope="col">{ t!(ExplainWythoffColumnLow) }</th>
                        <th scope="col">{ t!(ExplainWythoffColumnHigh) }</th>
                        <th scope="col"><span class="visually-hidden">{ t!(ExplainWythoffNoteColumn) }</span></th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}
