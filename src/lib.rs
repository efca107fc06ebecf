//! Nim Lab, the web app: components draw what the solver answers.
#![warn(missing_docs)]

pub mod components;

use yew::prelude::*;

/// The whole app.
#[component]
pub fn App() -> Html {
    html! { <main><h1>{ "Nim Lab" }</h1></main> }
}
