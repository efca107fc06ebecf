//! The Worksheet and Quiz dialogs: the app's own modal, named by its heading, whose form comes
//! with the worksheet's own wasm; without it (the test page has no `worksheet_view.js`) the dialog
//! says it loads, then that it could not, and its ✕ still closes it, focus going back to the
//! button.

use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::HtmlDialogElement;

use crate::support::{click, count, find, mount, wait};

/// The test id of the element with focus.
fn focused() -> Option<String> {
    gloo::utils::document()
        .active_element()
        .and_then(|element| element.get_attribute("data-testid"))
}

#[wasm_bindgen_test]
async fn each_dialog_opens_named_says_its_form_loads_then_that_it_could_not_and_closes() {
    let (loading, not_loaded) = (
        nim_lab::t!(WorksheetDialogLoading),
        nim_lab::t!(WorksheetDialogNotLoaded),
    );
    for (name, title) in [("worksheet", "Worksheet"), ("quiz", "Quiz")] {
        let app = mount("variant=nim&heaps=3,4,5").await;
        let button = format!("[data-testid={name}-button]");
        find(&app, &button).focus().expect("focusable");
        click(&app, &button).await;
        let dialog: HtmlDialogElement = find(&app, &format!("[data-testid={name}-dialog]"))
            .dyn_into()
            .expect("a <dialog>");
        assert!(dialog.open(), "{name}");
        // Its accessible name is its heading, the button's words.
        let heading = dialog
            .get_attribute("aria-labelledby")
            .expect("labelled by its heading");
        assert_eq!(
            find(&app, &format!("#{heading}")).text_content().as_deref(),
            Some(title)
        );
        let status = || {
            dialog
                .query_selector(".worksheet-choices-host [role=status]")
                .expect("a valid selector")
                .and_then(|status| status.text_content())
        };
        assert_eq!(status().as_deref(), Some(loading.as_str()), "{name}");
        for _ in 0..100 {
            if status().as_deref() == Some(not_loaded.as_str()) {
                break;
            }
            wait(20).await;
        }
        assert_eq!(status().as_deref(), Some(not_loaded.as_str()), "{name}");
        assert_eq!(count(&app, ".worksheet-choices-mount *"), 0);
        assert_eq!(count(&app, &format!("[data-testid={name}-seed]")), 0);

        click(
            &app,
            &format!("[data-testid={name}-dialog] .dialog-head button"),
        )
        .await;
        assert!(!dialog.open(), "{name}");
        assert_eq!(count(&app, ".worksheet-choices-host"), 0, "{name}");
        assert_eq!(
            focused().as_deref(),
            Some(format!("{name}-button").as_str())
        );
    }
}
