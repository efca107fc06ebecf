//! "How to play": a game's rules in a few plain sentences a teacher can read aloud, and a true
//! hint; each game's words are in its own file, picked by `super::rules`.

use nim_solver::Game;
use yew::prelude::*;

/// A game's rules as "How to play" shows them.
pub struct Rules {
    /// The game's name, in the heading.
    pub name: String,
    /// Its rules, in a few sentences.
    pub text: AttrValue,
    /// A true hint on how to win.
    pub hint: AttrValue,
}

/// Which variant's rules to show.
#[derive(Properties, PartialEq, Clone)]
pub struct HowToPlayProps {
    /// The game being played; only its variant (and Blocking's block count) matters.
    pub game: Game,
    /// Whether to draw its own heading (off where a dialog's title already names the variant).
    #[prop_or(true)]
    pub heading: bool,
}

/// The rules of the current variant and a one-line hint on how to win.
#[component]
pub fn HowToPlay(props: &HowToPlayProps) -> Html {
    let Rules { name, text, hint } = super::rules(&props.game);
    let title = crate::t!(HowToPlayTitle, game = name);
    html! {
        <section class="how-to-play" aria-label={title.clone()}>
            if props.heading {
                <h2>{ title }</h2>
            }
            <p class="rules">{ text }</p>
            <p class="hint"><strong>{ crate::t!(ExplainHowToWin) }</strong>{ " " }{ hint }</p>
        </section>
    }
}
