//! "Sources": a header button opening a dialog that lists the documents the app's theory comes
//! from, by title, with one line each on what they prove.

use yew::prelude::*;

use crate::app::dialog::Dialog;
use crate::t;
use crate::words::Source;

// The list is read when the dialog opens: its code and words come then.
crate::views::chunk::split_view!(sources: pub fn source_list_host() -> SourceList);

/// The list of sources, one entry per document (the dialog's body).
#[component]
pub fn SourceList() -> Html {
    let entries = Source::ALL.iter().map(|source| {
        html! {
            <li class="source" data-testid="source">
                <cite class="source-title" lang="en">{ source.title() }</cite>
                <span class="source-credit">{ format!(" — {}", source.credit()) }</span>
                <p class="source-proves">{ source.proves() }</p>
            </li>
        }
    });
    html! {
        <>
            <p>{ t!(SourcesIntro) }</p>
            <ul class="source-list">{ for entries }</ul>
        </>
    }
}

/// The Sources button and its dialog.
#[component]
pub fn Sources() -> Html {
    let open = use_state(|| false);
    let show = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    html! {
        <>
            <button type="button" data-testid="sources-button" onclick={show}>{ t!(SourcesButton) }</button>
            <Dialog open={*open} title={t!(SourcesTitle)} on_close={close} testid="sources-dialog">
                { source_list_host() }
            </Dialog>
        </>
    }
}
