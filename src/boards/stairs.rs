//! A staircase of coins: step 1 lowest, each step a coin higher; pressing coin j of step i moves
//! it and every coin above it one step down (from step 1, off the stairs).

use nim_solver::{is_odd_step, Move};
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;

// Only its game's positions need it: a chunk, fetched when such a board is first drawn.
crate::views::chunk::split_view!(stairs: pub fn stairs_host() -> StairsBoard);

/// The steps of the position on the board, with hints and the computer's move.
#[component]
pub fn StairsBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let board = use_node_ref();
    // The step last played on: focus returns there once the board is playable again.
    let refocus = super::use_refocus(&board, "step", ".coin:not([disabled])");
    let game = state.game();
    let steps = game.heaps().unwrap_or_default();
    let enabled = state.board_enabled();
    let hinted = ctx.hinted_moves();
    let pending = state.board.pending.clone();

    let columns = steps.iter().enumerate().map(|(step, &coins)| {
        let odd = is_odd_step(step);
        let buttons = (0..coins).map(|to| {
            let mv = Move::Take { heap: step, to };
            let wins = hinted.contains(&mv);
            let moving = matches!(pending, Some(Move::Take { heap, to: t }) if heap == step && to >= t);
            let moved = coins - to;
            let label = t!(
                BoardCoinLabel,
                step = step + 1,
                coin = to + 1,
                coins = coins,
                moved = moved,
                below = step,
                wins = if wins { "yes" } else { "no" }
            );
            let onclick = {
                let dispatch = state.dispatcher();
                let refocus = refocus.clone();
                Callback::from(move |_| {
                    *refocus.borrow_mut() = Some(step);
                    dispatch.dispatch(Action::Board(BoardAction::Play(mv.clone())));
                })
            };
            html! {
                <button
                    type="button"
                    class={classes!("counter", "coin", wins.then_some("win"), moving.then_some("taking"))}
                    tabindex={if to == 0 { "0" } else { "-1" }}
                    aria-label={label}
                    title={t!(BoardCoinTitle, moved = moved, below = step)}
                    data-testid={format!("coin-{step}-{to}")}
                    disabled={!enabled}
                    {onclick}
                    onkeydown={Callback::from(|e: KeyboardEvent| super::heaps::arrow_focus(&e))}
                />
            }
        });
        // Each step stands one tread higher than the one below it.
        let style = format!("--rise: {step}");
        html! {
            <li class={classes!("stair", odd.then_some("odd"))} data-testid={format!("step-{step}")}
                data-coins={coins.to_string()} {style}>
                <div class="counters coins" role="group"
                    aria-label={t!(BoardStepLabel, step = step + 1, coins = coins, odd = if odd { "yes" } else { "no" })}>
                    { for buttons }
                    if coins == 0 {
                        <span class="empty">{ t!(BoardHeapEmpty) }</span>
                    }
                </div>
                <div class="tread" aria-hidden="true">
                    <span class="step-name">{ t!(BoardStepName, step = step + 1) }</span>
                    <span class="step-coins">{ coins }</span>
                    if odd {
                        <span class="step-odd">{ t!(BoardStepOdd) }</span>
                    }
                </div>
            </li>
        }
    });

    html! {
        <ol ref={board} class="stairs" data-testid="stairs" aria-label={t!(BoardStairsLabel)}>
            { for columns }
        </ol>
    }
}
