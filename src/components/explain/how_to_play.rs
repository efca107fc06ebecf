//! "How to play": each variant's rules in a few plain sentences a teacher can read aloud, and a true hint.

use nim_solver::Blocking;
use nim_solver::Game;
use yew::prelude::*;

/// Which variant's rules to show.
#[derive(Properties, PartialEq)]
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
    let (name, rules, hint) = rules(&props.game);
    html! {
        <section class="how-to-play" aria-label={format!("How to play {name}")}>
            if props.heading {
                <h2>{ format!("How to play {name}") }</h2>
            }
            <p class="rules">{ rules }</p>
            <p class="hint"><strong>{ "How to win: " }</strong>{ hint }</p>
        </section>
    }
}

/// The variant's name, its rules and a hint, from the seeds.
fn rules(game: &Game) -> (&'static str, String, String) {
    match game {
        Game::Nim(_) => (
            "Nim",
            "Counters lie in heaps. Players take turns. On your turn, choose one heap and take \
             one or more counters from it: as many as you like, even the whole heap. Whoever \
             takes the last counter wins."
                .to_owned(),
            "write the heaps in binary and leave your opponent a position where every column \
             holds an even number of 1s (nim-sum 0)."
                .to_owned(),
        ),
        Game::Misere(_) => (
            "misère Nim",
            "Counters lie in heaps. Players take turns. On your turn, choose one heap and take \
             one or more counters from it. Whoever has to take the last counter loses."
                .to_owned(),
            "play as in ordinary Nim (leave a nim-sum of 0) until your move would leave no heap \
             bigger than 1; then leave an odd number of heaps of one counter instead."
                .to_owned(),
        ),
        Game::Circle(_) => (
            "Circle Nim",
            "Markers sit on the places of a ring. Players take turns. On your turn, take one \
             marker, or two markers that sit next to each other with no empty place between \
             them. Whoever takes the last marker wins."
                .to_owned(),
            "on a whole ring of three or more markers, let your opponent start; then take the one \
             or two markers straight across the ring so that two equal rows are left, and copy \
             each of their moves in the other row."
                .to_owned(),
        ),
        Game::Blocking(Blocking { heaps, blocks, .. }) => {
            let forbids = if *blocks == 1 {
                "one of the mover's possible moves".to_owned()
            } else {
                format!("{blocks} of the mover's possible moves")
            };
            let rules = format!(
                "Counters lie in heaps, as in Nim. Before every move, including the first, the \
                 other player forbids {forbids}: a move means a heap and the size it would become. \
                 The mover then makes any move that is not forbidden. The roles swap after every \
                 move, and the last player to make an allowed move wins: a mover whose every move \
                 is forbidden loses."
            );
            let hint = if nim_solver::blocking_theorem_applies(heaps.len(), *blocks) {
                "sort the heaps a ≤ b ≤ c and leave your opponent a = b = c or a + b + 1 = c; when \
                 you block, forbid the move that would leave such a position."
                    .to_owned()
            } else {
                format!(
                    "leave positions from which at most {blocks} moves lead to a losing position, \
                     then forbid exactly those moves; the hints panel lists them."
                )
            };
            ("Blocking Nim", rules, hint)
        }
        Game::Pass(_) => (
            "Nim with a Pass",
            "Counters lie in heaps. Players take turns. On your turn, choose one heap and take \
             one or more counters from it; whoever takes the last counter wins. Once in the whole \
             game, either player may pass instead of taking. Nobody may pass when every heap is \
             empty, and after the pass it is ordinary Nim."
                .to_owned(),
            "while the pass is unused, passing wins whenever the nim-sum of the heaps is 0; after \
             the pass, leave your opponent a nim-sum of 0 as in Nim."
                .to_owned(),
        ),
    }
}
