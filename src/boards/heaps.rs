//! The heaps as rows of counter buttons: click counter j of heap i to leave j counters there.

use nim_solver::{Move, Phase};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::Action;
use crate::t;
use crate::views::board::slice::BoardAction;

/// Moves focus to the previous or next counter of the same heap (or coin of a step) on arrow keys.
pub(super) fn arrow_focus(event: &KeyboardEvent) {
    let Some(target) = event
        .target()
        .and_then(|t| t.dyn_into::<HtmlElement>().ok())
    else {
        return;
    };
    let sibling = match event.key().as_str() {
        "ArrowLeft" | "ArrowUp" => target.previous_element_sibling(),
        "ArrowRight" | "ArrowDown" => target.next_element_sibling(),
        "Home" => target
            .parent_element()
            .and_then(|p| p.first_element_child()),
        "End" => target.parent_element().and_then(|p| p.last_element_child()),
        _ => return,
    };
    if let Some(element) = sibling.and_then(|s| s.dyn_into::<HtmlElement>().ok()) {
        event.prevent_default();
        let _ = element.focus();
    }
}

/// The heaps of the position on the board, with hints, forbidden moves and the computer's move.
#[component]
pub fn HeapBoard() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let board = use_node_ref();
    // The heap last played in: focus returns there once the board is playable again.
    let refocus = super::use_refocus(&board, "heap", ".counter:not([disabled])");
    let game = state.game();
    let (heaps, forbidden) = (game.heaps().unwrap_or_default(), game.forbidden());
    let phase = game.phase();
    let blocking_phase = matches!(phase, Phase::Block { .. });
    let enabled = state.board_enabled();
    let hinted = ctx.hinted_moves();
    // A winning move from several heaps is one choice of counters: the first one's are marked.
    let several: Vec<(usize, u32)> = hinted
        .iter()
        .find_map(|mv| match mv {
            Move::Several { takes } => Some(takes.clone()),
            _ => None,
        })
        .unwrap_or_default();
    // In the blocker's phase the board shows the mover's moves to P-positions (stars) and, when
    // the blocker can stop them all, the ones to forbid (⊘); the panel explains the rule.
    let (moves_to_p, must_forbid): (Vec<Move>, Vec<Move>) =
        match (&*ctx.analysis, state.highlights()) {
            (Ok(analysis), true) if blocking_phase => analysis
                .explanation
                .blocker_choices()
                .map(|(to_p, forbid)| (to_p.to_vec(), forbid.to_vec()))
                .unwrap_or_default(),
            _ => (Vec::new(), Vec::new()),
        };
    let pending = state.board.pending.clone();
    // A game whose moves take from several heaps: a counter chooses its take, and Take makes them.
    let choosing = phase == Phase::Move && game.rules().heaps_per_move().is_some_and(|k| k > 1);
    let chosen = state.board.chosen.clone();
    // The takes shown under way: the computer's move, or the person's chosen ones.
    let under_way: Vec<(usize, u32)> = match &pending {
        Some(Move::Take { heap, to }) => vec![(*heap, *to)],
        Some(Move::Several { takes }) => takes.clone(),
        _ => chosen.clone(),
    };

    let rows = heaps.iter().enumerate().map(|(heap, &size)| {
        let counters = (0..size).map(|to| {
            let take = Move::Take { heap, to };
            let is_forbidden = forbidden.contains(&(heap, to));
            // A game with a limit on the take (Fibonacci Nim) marks the takes a click would only
            // have refused.
            let beyond = phase == Phase::Move && !is_forbidden && game.apply(&take).is_err();
            let wins = if blocking_phase {
                moves_to_p.contains(&take)
            } else {
                hinted.contains(&take)
            };
            let part = !wins && several.contains(&(heap, to));
            let forbid_hint = must_forbid.contains(&take);
            let taking = under_way.iter().any(|&(h, t)| h == heap && to >= t);
            let forbidding =
                matches!(pending, Some(Move::Forbid { heap: h, to: t }) if h == heap && to == t);
            let taken = size - to;
            let phase = if blocking_phase { "block" } else { "take" };
            // One sentence for a screen reader: the selectors add what applies to this counter.
            let label = t!(
                BoardCounterLabel,
                heap = heap + 1,
                counter = to + 1,
                size = size,
                phase = phase,
                taken = taken,
                forbidden = if is_forbidden { "yes" } else { "no" },
                beyond = if beyond { "yes" } else { "no" },
                wins = match (wins, blocking_phase) {
                    (false, _) if part => "part",
                    (false, _) => "no",
                    (true, false) => "yes",
                    (true, true) => "mover",
                },
                must_forbid = if forbid_hint { "yes" } else { "no" }
            );
            let action = game.take_or_forbid(heap, to);
            let onclick = {
                let dispatch = state.dispatcher();
                let refocus = refocus.clone();
                Callback::from(move |_| {
                    if choosing {
                        dispatch.dispatch(Action::Board(BoardAction::Choose { heap, to }));
                    } else {
                        *refocus.borrow_mut() = Some(heap);
                        dispatch.dispatch(Action::Board(BoardAction::Play(action.clone())));
                    }
                })
            };
            let pressed = choosing.then(|| if chosen.contains(&(heap, to)) { "true" } else { "false" });
            let class = classes!(
                "counter",
                is_forbidden.then_some("forbidden"),
                beyond.then_some("beyond"),
                (wins || part).then_some("win"),
                forbid_hint.then_some("must-forbid"),
                (taking || forbidding).then_some("taking"),
                blocking_phase.then_some("blocking"),
            );
            html! {
                <button
                    type="button"
                    {class}
                    tabindex={if to == 0 { "0" } else { "-1" }}
                    aria-label={label}
                    aria-disabled={(is_forbidden || beyond).then_some("true")}
                    aria-pressed={pressed}
                    title={t!(BoardCounterTitle, phase = phase, taken = taken, to = to)}
                    data-testid={format!("counter-{heap}-{to}")}
                    disabled={!enabled}
                    onclick={onclick}
                    onkeydown={Callback::from(|e: KeyboardEvent| arrow_focus(&e))}
                />
            }
        });
        html! {
            <li class="heap" data-testid={format!("heap-{heap}")} data-size={size.to_string()}>
                <span class="heap-label" aria-hidden="true">{ t!(BoardHeapName, heap = heap + 1) }</span>
                <div class="counters" role="group" aria-label={t!(BoardHeapLabel, heap = heap + 1, count = size)}>
                    { for counters }
                    if size == 0 {
                        <span class="empty">{ t!(BoardHeapEmpty) }</span>
                    }
                </div>
                <span class="heap-size" aria-hidden="true">{ size }</span>
            </li>
        }
    });

    html! {
        <>
            <ol ref={board} class={classes!("heaps", blocking_phase.then_some("phase-block"))} data-testid="heaps" aria-label={t!(BoardHeapsLabel)}>
                { for rows }
            </ol>
            if choosing {
                { choice_bar(&game, &chosen, enabled, &state.dispatcher()) }
            }
        </>
    }
}

/// The chosen takes of a move from several heaps in words, with the buttons that make or clear it.
fn choice_bar(
    game: &nim_solver::Game,
    chosen: &[(usize, u32)],
    enabled: bool,
    dispatch: &UseReducerDispatcher<crate::app::state::State>,
) -> Html {
    let most = game.rules().heaps_per_move().unwrap_or(1);
    let made = crate::views::board::slice::chosen_move(chosen);
    let said = match &made {
        None => t!(BoardChoiceHint, k = most),
        Some(mv) => t!(BoardChoiceChosen, move = crate::words::describe_move(game, mv)),
    };
    // Played as any move is, so a quiz takes it as its answer.
    let take = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(mv) = made.clone() {
                dispatch.dispatch(Action::Board(BoardAction::Play(mv)));
            }
        })
    };
    let clear = dispatch
        .to_callback()
        .reform(|_: MouseEvent| Action::Board(BoardAction::ClearChosen));
    html! {
        <div class="choice" role="group" aria-label={t!(BoardChoiceGroup)} data-testid="choice">
            <p class="choice-said" aria-live="polite" data-testid="choice-said">{ said }</p>
            <button type="button" class="choice-take" data-testid="choice-take"
                disabled={!enabled || chosen.is_empty()} onclick={take}>{ t!(BoardChoiceTake) }</button>
            <button type="button" class="choice-clear" data-testid="choice-clear"
                disabled={chosen.is_empty()} onclick={clear}>{ t!(BoardChoiceClear) }</button>
        </div>
    }
}
