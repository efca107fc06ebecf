//! Entry point of the Nim Lab web app: mounts [`nim_lab::App`].

fn main() {
    yew::Renderer::<nim_lab::App>::new().render();
}
