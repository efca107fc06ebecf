//! A row of coins, heads or tails: choose the coins to turn (each a pressed button), the
//! rightmost a head, then Turn; the solver judges the set and says why one is not a move. A split
//! point (chunk `coins`), fetched when a coin game is first drawn.

use nim_solver::{Game, Move};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;
use crate::words::players::turn_error;

// Its props are the page's state, read from the context: no chunk host of its own kind.
crate::views::chunk::split_view!(coins: pub fn coins_host() -> CoinsBoard, style = "coins.css");

/// `chosen` with `coin` added, or taken out if it was in: kept sorted, left to right.
fn toggled(chosen: &[usize], coin: usize) -> Vec<usize> {
    let mut next: Vec<usize> = chosen.iter().copied().filter(|&c| c != coin).collect();
    if next.len() == chosen.len() {
        next.push(coin);
        next.sort_unstable();
    }
    next
}

/// The row on the board: each coin a button showing H or T (with hints, a head's value under
/// it), the coins chosen so far and whether they are a move, Turn and Clear, and with hints the
/// row's value.
#[component]
pub fn CoinsBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let board = use_node_ref();
    // After a turn, focus goes to the first coin once the board is playable again.
    let refocus = super::use_refocus(&board, "coins", "[data-testid^=coin-]:not([disabled])");
    let game = state.game();
    let chosen_on = super::use_chosen::<usize>(game.to_string());
    let Game::Coins(coins) = &game else {
        return Html::default();
    };
    let chosen = chosen_on.now();
    let enabled = state.board_enabled();
    let hints = state.highlights();
    let winning = ctx.hinted_moves();
    let turning: Vec<usize> = match &state.board.pending {
        Some(Move::Turn { coins }) => coins.clone(),
        _ => Vec::new(),
    };
    let rule = coins.rule();

    let buttons = (1..=coins.len()).map(|coin| {
        let heads = coins.is_heads(coin);
        let pressed = chosen.contains(&coin);
        // A winning move turns this head as its rightmost coin.
        let wins = winning
            .iter()
            .any(|mv| matches!(mv, Move::Turn { coins } if coins.last() == Some(&coin)));
        let onclick = {
            let (chosen_on, chosen) = (chosen_on.clone(), chosen.clone());
            Callback::from(move |_: MouseEvent| chosen_on.set(toggled(&chosen, coin)))
        };
        let value = rule.head_value(coin);
        html! {
            <button type="button"
                class={classes!("coin", if heads { "heads" } else { "tails" }, pressed.then_some("chosen"),
                    turning.contains(&coin).then_some("turning"), wins.then_some("win"))}
                data-testid={format!("coin-{coin}")} aria-pressed={pressed.to_string()}
                disabled={!enabled} {onclick}
                onkeydown={Callback::from(|e: KeyboardEvent| super::heaps::arrow_focus(&e))}>
                <span class="coin-number" aria-hidden="true">{ coin }</span>
                <span class="coin-face">{ if heads { "H" } else { "T" } }</span>
                <span class="visually-hidden">{ t!(CoinName, coin = coin, heads = if heads { "yes" } else { "no" }) }</span>
                if hints && heads {
                    <span class="coin-value" data-testid={format!("coin-value-{coin}")}>
                        <span class="visually-hidden">{ t!(CoinValue) }{ " " }</span>{ value }
                    </span>
                }
                if wins {
                    <span class="mark" aria-hidden="true">{ "★" }</span>
                }
            </button>
        }
    });

    let status = if chosen.is_empty() {
        t!(CoinChoose)
    } else {
        let listed: Vec<String> = chosen.iter().map(usize::to_string).collect();
        let verdict = match coins.check(&chosen) {
            Ok(_) => t!(CoinLegal),
            Err(why) => turn_error(&why),
        };
        t!(
            CoinChosen,
            count = chosen.len(),
            coins = crate::i18n::format_list(crate::i18n::shown(), &listed)
        ) + " "
            + &verdict
    };
    let turn = {
        let dispatch = state.dispatcher();
        let refocus = refocus.clone();
        let chosen = chosen.clone();
        Callback::from(move |_: MouseEvent| {
            *refocus.borrow_mut() = Some(0);
            let mv = Move::Turn {
                coins: chosen.clone(),
            };
            dispatch.dispatch(Action::Board(BoardAction::Play(mv)));
        })
    };
    let clear = {
        let chosen_on = chosen_on.clone();
        Callback::from(move |_: MouseEvent| chosen_on.set(Vec::new()))
    };
    let value = coins.value();
    html! {
        <div ref={board} class="coins-board" data-testid="coins">
            <p class="coins-rule">{ crate::words::variants::coin_rule_name(rule) }</p>
            <div class="coin-row" role="group" dir="ltr" aria-label={t!(CoinRowLabel, count = coins.len())}>
                { for buttons }
            </div>
            <p class="coins-status" data-testid="coins-status" aria-live="polite">{ status }</p>
            <div class="coins-actions">
                <button type="button" class="primary" data-testid="turn"
                    disabled={!enabled || chosen.is_empty()} onclick={turn}>
                    { t!(CoinTurn) }
                </button>
                <button type="button" class="secondary" data-testid="clear-coins"
                    disabled={!enabled || chosen.is_empty()} onclick={clear}>
                    { t!(CoinClear) }
                </button>
            </div>
            if hints {
                <p class="coins-total" data-testid="value" data-value={value.to_string()}>
                    { t!(CoinRowValue, value = value) }
                </p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::toggled;

    #[test]
    fn a_coin_pressed_twice_is_chosen_then_let_go_and_the_choice_stays_in_order() {
        let chosen = toggled(&[], 5);
        assert_eq!(chosen, [5]);
        let chosen = toggled(&chosen, 2);
        assert_eq!(chosen, [2, 5]);
        assert_eq!(toggled(&chosen, 5), [2]);
    }
}
