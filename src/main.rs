//! Entry point of the Nim Lab web app: mounts [`nim_lab::App`].

fn main() {
    // Before anything can panic: a panic shows a message instead of freezing the page.
    nim_lab::panic_screen::install();
    // The board drawn at build time gives way to the live one, in the same task, so nothing flickers.
    if let Some(picture) = gloo::utils::document().get_element_by_id(nim_lab::PRERENDERED_ID) {
        picture.remove();
    }
    yew::Renderer::<nim_lab::App>::new().render();
}
