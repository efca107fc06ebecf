//! Entry point of the Nim Lab web app: mounts [`nim_lab::App`].

fn main() {
    // Before anything can panic: a panic shows a message instead of freezing the page.
    nim_lab::panic_screen::install();
    yew::Renderer::<nim_lab::App>::new().render();
}
