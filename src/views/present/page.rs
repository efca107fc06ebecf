//! Projector mode: board and explanation side by side in large type, the explanation walked
//! through step by step (→ and ←), the answer hidden for a class vote (H), the position's link as
//! a QR code for the class to scan (Q; Escape hides it), Escape to leave.

use nim_solver::Phase;
use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::dialog::Dialog;
use crate::app::keys::{plain, use_page_keys};
use crate::app::notice::Notice;
use crate::app::state::Action;
use crate::app::toolbar::share_link;
use crate::boards::board_for;
use crate::components::explain::{panel, Explain, Shown, Verdict, WalkAt};
use crate::t;
use crate::views::board::slice::{BoardAction, Settings};
use crate::views::board::turn_panel::TurnPanel;
use crate::views::present::qr::qr_host;
use crate::views::present::slice::PresentAction;
use crate::views::present::walk::Walk;
use crate::words::{present as words, Title};

/// The whole page while presenting.
#[component]
pub fn PresentView() -> Html {
    let ctx = use_game();
    let state = &ctx.state;
    let dispatch = state.dispatcher();

    // The walk's keys, anywhere but in a field or on a control that used the key itself.
    use_page_keys(true, dispatch.clone(), |event| {
        if !plain(event) {
            return None;
        }
        match event.key().as_str() {
            "ArrowRight" => Some(Action::Present(PresentAction::Reveal(true))),
            "ArrowLeft" => Some(Action::Present(PresentAction::Reveal(false))),
            "h" | "H" => Some(Action::Present(PresentAction::ClassVote)),
            "q" | "Q" => Some(Action::Present(PresentAction::Qr(true))),
            "Escape" => Some(Action::Present(PresentAction::Escape)),
            _ => None,
        }
    });

    let Some(presentation) = state.present.clone() else {
        return Html::default();
    };
    let click = |action: Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action.clone()))
    };
    let hide_qr = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.dispatch(Action::Present(PresentAction::Qr(false))))
    };
    // The class gets the position with the hints as they were before projector mode.
    let shared = Settings {
        hints: presentation.hints_before,
        ..state.board.settings.clone()
    };
    let game = state.game();
    let analysis = (*ctx.analysis).clone();
    let mover = state.mover();
    let next_player = state.name(mover);
    let previous_player = state.name(mover.other());
    let over = matches!(game.phase(), Phase::Over(_));
    let walk = analysis
        .as_ref()
        .ok()
        .and_then(|analysis| Some((Walk::of(analysis)?, analysis.clone())))
        .filter(|_| !over);
    let step = presentation.step_on(&game);
    let hidden = presentation.hidden;
    let variant = state.board.setup.variant;
    let answer = if hidden {
        html! { <p class="vote" data-testid="class-vote">{ t!(PresentVoting) }</p> }
    } else if walk.is_some() || over {
        html! { <Verdict game={game.clone()} analysis={analysis.clone()} {next_player} {previous_player} /> }
    } else {
        html! { <Explain game={game.clone()} analysis={analysis.clone()} {next_player} {previous_player} /> }
    };
    let keys = if walk.is_some() {
        t!(PresentKeys)
    } else {
        t!(PresentKeysNoWalk)
    };
    let walk_view = walk.map(|(walk, analysis)| {
        let stage = walk.stage(step);
        let nim_sum = walk.breakdown().is_some();
        let label = words::walk_label(&walk);
        let progress = words::progress_parts(&game, &walk, step);
        html! {
            <section class="walk explain" aria-label={label.clone()} data-testid="walk" data-step={step.to_string()}
                data-last={walk.last().to_string()}>
                <div class="walk-steps">
                    <button type="button" data-testid="reveal-back" disabled={step == 0}
                        aria-keyshortcuts="ArrowLeft" onclick={click(Action::Present(PresentAction::Reveal(false)))}>{ t!(PresentBack) }</button>
                    <button type="button" class="primary" data-testid="reveal-next" disabled={step >= walk.last()}
                        aria-keyshortcuts="ArrowRight" onclick={click(Action::Present(PresentAction::Reveal(true)))}>{ t!(PresentNext) }</button>
                    if nim_sum {
                        <span class="walk-views">
                            <button type="button" aria-pressed={(!presentation.powers).to_string()} data-testid="walk-table"
                                onclick={click(Action::Present(PresentAction::Powers(false)))}>{ t!(PresentTable) }</button>
                            <button type="button" aria-pressed={presentation.powers.to_string()} data-testid="walk-powers"
                                onclick={click(Action::Present(PresentAction::Powers(true)))}>{ t!(PresentPowers) }</button>
                        </span>
                    }
                </div>
                <p class="walk-progress" aria-live="polite" data-testid="walk-progress">
                    { progress.shown }
                    if let Some(detail) = progress.detail {
                        // The panel shows this sentence; screen readers hear it with the step.
                        <span class="sr-only">{ words::detail_after(&detail) }</span>
                    }
                </p>
                { panel(&game, &analysis, Shown::Walk(WalkAt { walk: &walk, stage, powers: presentation.powers, caption: &label })) }
                if stage.change && !nim_sum {
                    <p class="walk-move" data-testid="walk-move">{ words::move_sentence(&game, &walk) }</p>
                }
            </section>
        }
    });
    html! {
        <div class={classes!("present", hidden.then_some("voting"))} data-testid="present" data-variant={variant.key()}>
            <header class="present-bar">
                <h1>{ variant.name() }</h1>
                <div class="present-commands">
                    <button type="button" data-testid="undo" disabled={!state.can_undo()} onclick={click(Action::Board(BoardAction::Undo))}>{ t!(PresentUndo) }</button>
                    <button type="button" data-testid="restart" onclick={click(Action::Board(BoardAction::Restart))}>{ t!(PresentNewGame) }</button>
                    <button type="button" data-testid="class-vote-toggle" aria-pressed={hidden.to_string()}
                        aria-keyshortcuts="H" onclick={click(Action::Present(PresentAction::ClassVote))}>{ t!(PresentVote) }</button>
                    <button type="button" data-testid="qr-open" aria-keyshortcuts="Q" aria-pressed={presentation.qr.to_string()}
                        onclick={click(Action::Present(PresentAction::Qr(true)))}>{ t!(PresentQr) }</button>
                    <button type="button" data-testid="present-exit" aria-keyshortcuts="Escape"
                        onclick={click(Action::Present(PresentAction::Open(false)))}>{ t!(PresentExit) }</button>
                </div>
            </header>
            <Notice />
            <Dialog open={presentation.qr} title={t!(PresentQrTitle)} on_close={hide_qr} testid="qr-dialog">
                { qr_host(crate::views::present::qr::QrProps { text: share_link(&state.position(), &shared).into() }) }
            </Dialog>
            <main class="present-main">
                <section class="present-board" aria-label={words::board_label(&variant.name())}>
                    <TurnPanel />
                    { board_for(&state.game()) }
                </section>
                <section class="present-explain" aria-label={crate::t!(ExplainAnalysis)}>
                    { answer }
                    if let Some(walk) = walk_view {
                        { walk }
                        <p class="walk-keys">{ keys }</p>
                    } else if !over {
                        <p class="walk-keys">{ t!(PresentNoWalk) }{ " " }{ keys }</p>
                    } else {
                        <p class="walk-keys">{ keys }</p>
                    }
                </section>
            </main>
        </div>
    }
}
