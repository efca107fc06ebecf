//! A modal `<dialog>`: opened with `showModal` for focus trapping, closed by its button or Escape.

use web_sys::HtmlDialogElement;
use yew::prelude::*;

/// What a dialog shows and how it closes.
#[derive(Properties, PartialEq)]
pub struct DialogProps {
    /// Whether it is open.
    pub open: bool,
    /// Its heading.
    pub title: AttrValue,
    /// Called when it closes (button, Escape, or the browser).
    pub on_close: Callback<()>,
    /// A hook for tests.
    #[prop_or_default]
    pub testid: AttrValue,
    /// The body.
    #[prop_or_default]
    pub children: Html,
}

/// A modal dialog with a heading and a Close button.
#[component]
pub fn Dialog(props: &DialogProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(props.open, move |&open| {
            if let Some(dialog) = node.cast::<HtmlDialogElement>() {
                if open && !dialog.open() {
                    // Older engines without showModal still get the dialog shown.
                    if dialog.show_modal().is_err() {
                        dialog.set_open(true);
                    }
                } else if !open && dialog.open() {
                    dialog.close();
                }
            }
        });
    }
    let on_close = props.on_close.clone();
    let close = {
        let on_close = on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let title_id = format!("dialog-{}", props.testid);
    html! {
        <dialog ref={node} class="dialog" aria-labelledby={title_id.clone()} data-testid={props.testid.clone()}
            onclose={Callback::from(move |_: Event| on_close.emit(()))}>
            <div class="dialog-head">
                <h2 id={title_id}>{ props.title.clone() }</h2>
                <button type="button" class="secondary" onclick={close} aria-label={crate::t!(DialogClose)}>{ "✕" }</button>
            </div>
            if props.open {
                { props.children.clone() }
            }
        </dialog>
    }
}
