//! The notice bar: why a move, an edit or a link was refused, with a Dismiss button.

use yew::prelude::*;

use crate::app::context::use_game;
use crate::app::state::{self, Action};

/// Shows the state's notice, if any.
#[component]
pub fn Notice() -> Html {
    let ctx = use_game();
    let Some(text) = ctx.state.notice.as_ref().map(crate::words::notice) else {
        return html! {};
    };
    let dismiss = {
        let dispatch = ctx.state.dispatcher();
        Callback::from(move |_| dispatch.dispatch(Action::DismissNotice))
    };
    // The app fetches a game's analysis again once its failure's notice is gone.
    let retry = matches!(ctx.state.notice, Some(state::Notice::AnalysisFailed));
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <span class="notice-icon" aria-hidden="true">{ "⚠" }</span>
            <p>{ text }</p>
            if retry {
                <button type="button" data-testid="analysis-retry" onclick={dismiss.clone()}>{ crate::t!(ChunkRetry) }</button>
            }
            <button type="button" class="secondary" aria-label={crate::t!(NoticeDismiss)} onclick={dismiss}>{ "✕" }</button>
        </div>
    }
}
