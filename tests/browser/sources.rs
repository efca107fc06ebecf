//! The Sources dialog: a header button opens it, and it lists the ten documents by title.

use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::{click, count, find, mount};

#[wasm_bindgen_test]
async fn the_sources_button_opens_a_dialog_listing_the_ten_documents_by_title() {
    let app = mount("variant=nim&heaps=3,4,5").await;
    let button = find(&app, ".masthead button[data-testid=sources-button]");
    assert_eq!(button.get_attribute("type").as_deref(), Some("button"));
    assert_eq!(count(&app, "[data-testid=sources-dialog][open]"), 0);
    click(&app, "[data-testid=sources-button]").await;
    let dialog = find(&app, "[data-testid=sources-dialog][open]");
    assert_eq!(
        find(&dialog, "h2").text_content().as_deref(),
        Some("Sources")
    );
    let titles: Vec<String> = {
        let list = dialog
            .query_selector_all(".source .source-title")
            .expect("a valid selector");
        (0..list.length())
            .filter_map(|i| list.get(i))
            .filter_map(|node| node.text_content())
            .collect()
    };
    assert_eq!(
        titles,
        [
            "Three Pile Nim with Blocking",
            "Nim Games",
            "P-positions, N-positions and Bouton's theorem",
            "The thing with Nim",
            "Nim with a Pass",
            "Game Theory, Part I: Impartial Combinatorial Games",
            "A modification of the game of Nim",
            "Fibonacci Nim",
            "A generalization of the game called Nim",
            "Winning Ways for your Mathematical Plays",
        ]
    );
    // One line each on what the document proves.
    assert_eq!(count(&dialog, ".source .source-proves"), 10);
    let text = dialog.text_content().unwrap_or_default();
    assert!(
        text.contains("Mäsak") && text.contains("Ferguson"),
        "{text}"
    );
    assert!(!text.to_lowercase().contains("seed"), "{text}");
    click(
        &app,
        "[data-testid=sources-dialog] button[aria-label=Close]",
    )
    .await;
    assert_eq!(count(&app, "[data-testid=sources-dialog][open]"), 0);
}
