//! Entry point of the Nim Lab web app: picks the language, then mounts [`nim_lab::App`].

use nim_lab::app::language;

fn main() {
    // Before anything can panic: a panic shows a message instead of freezing the page.
    nim_lab::panic_screen::install();
    let query = gloo::utils::window()
        .location()
        .search()
        .unwrap_or_default();
    let (lang, unknown) = language::at_start(&query);
    wasm_bindgen_futures::spawn_local(async move {
        // A language other than English is fetched before the first render, so no English flashes.
        let failed = language::show(lang).await.err();
        language::keep_for_start(unknown.or(failed));
        // The board drawn at build time gives way to the live one, in the same task, so nothing flickers.
        if let Some(picture) = gloo::utils::document().get_element_by_id(nim_lab::PRERENDERED_ID) {
            picture.remove();
        }
        yew::Renderer::<nim_lab::App>::new().render();
    });
}
