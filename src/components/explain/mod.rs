//! The teaching panel: the verdict and the solver's explanation, drawn as data. Each game's
//! drawing (its panel, its rules) is in the file named after it; this file is the one place that
//! picks it, by the explanation or the game.

mod blocking;
mod circle;
mod coins;
mod corners;
mod fibonacci;
mod hackenbush;
mod how_to_play;
mod misere;
mod moore;
mod nim;
mod nim_sum_table;
mod pass;
mod power_components;
mod staircase;
mod sum;
mod verdict;
mod wythoff;

pub use crate::words::describe_move;
pub use crate::words::PlayerName;
pub use how_to_play::{HowToPlay, HowToPlayProps};
pub use nim_sum_table::{NimSumTable, NimSumTableProps};
pub use power_components::{PowerComponents, PowerComponentsProps};
pub use verdict::Verdict;

use nim_solver::{Analysis, Explanation, Game, Move, Phase, SolveError};

use crate::model::EmbedPanel;
use crate::views::present::walk::{Stage, Walk};
use how_to_play::Rules;
use yew::prelude::*;

/// What the teaching panel needs: the position, its analysis (or why there is none) and the
/// names of the players, for a verdict in words.
#[derive(Properties, PartialEq, Clone)]
pub struct ExplainProps {
    /// The position shown on the board.
    pub game: Game,
    /// The solver's answer for it.
    pub analysis: Result<Analysis, SolveError>,
    /// The player who moves counters next.
    pub next_player: PlayerName,
    /// The other player (in Blocking Nim, the blocker).
    pub previous_player: PlayerName,
    /// How much of the panel to show (an embedding page may ask for less).
    #[prop_or_default]
    pub parts: EmbedPanel,
}

// The panel shows only with hints on, and "How to play" only in its dialog: both are fetched then.
crate::views::chunk::split_view!(explain as explain_panel: pub fn explain_host(ExplainProps) -> Explain, style = "explain.css");
crate::views::chunk::split_view!(explain as how_to_play: pub fn how_to_play_host(HowToPlayProps) -> HowToPlay, style = "explain.css");

/// Verdict, winning-move count and the variant's explanation.
#[component]
pub fn Explain(props: &ExplainProps) -> Html {
    let over = matches!(props.game.phase(), Phase::Over(_));
    let details = match (&props.analysis, over, props.parts) {
        (_, _, EmbedPanel::None | EmbedPanel::Verdict) | (Err(_), _, _) | (_, true, _) => {
            Html::default()
        }
        (Ok(analysis), false, parts) => panel(
            &props.game,
            analysis,
            Shown::All {
                powers: parts == EmbedPanel::Full,
            },
        ),
    };
    html! {
        <section class="explain" aria-label={crate::t!(ExplainAnalysis)}>
            <h2>{ crate::t!(ExplainAnalysis) }</h2>
            <Verdict
                game={props.game.clone()}
                analysis={props.analysis.clone()}
                next_player={props.next_player}
                previous_player={props.previous_player}
            />
            { details }
        </section>
    }
}

/// Where markup goes in a sentence from the catalogue: characters no message holds, passed as
/// the variables that markup draws ([`SLOT`] first, [`SLOT2`] second, in any order in the text).
pub(crate) const SLOT: &str = "\u{E000}";
/// The second markup slot of a sentence (see [`SLOT`]).
pub(crate) const SLOT2: &str = "\u{E001}";

/// Sentence `text`, formatted with [`SLOT`] for one variable, with `inner` drawn in its place.
pub(crate) fn around(text: &str, inner: Html) -> Html {
    marked(text, [inner, Html::default()])
}

/// Sentence `text` with `inner[0]` drawn at [`SLOT`] and `inner[1]` at [`SLOT2`], wherever the
/// language put them.
pub(crate) fn marked(text: &str, inner: [Html; 2]) -> Html {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(['\u{E000}', '\u{E001}']) {
        parts.push(html! { { rest[..at].to_owned() } });
        let slot = usize::from(rest[at..].starts_with(SLOT2));
        parts.push(inner[slot].clone());
        rest = &rest[at + SLOT.len()..];
    }
    parts.push(html! { { rest.to_owned() } });
    parts.into_iter().collect()
}

/// How much of an explanation a panel draws.
#[derive(Clone, Copy)]
pub enum Shown<'a> {
    /// Everything, beside the board; `powers` adds the powers of two under Nim's table.
    All {
        /// Whether to add the powers-of-two view (a full panel, not an embed's short one).
        powers: bool,
    },
    /// Projector mode's walk at one step.
    Walk(WalkAt<'a>),
}

/// Projector mode's walk at one step, as a panel draws it.
#[derive(Clone, Copy)]
pub struct WalkAt<'a> {
    /// The walk through the explanation.
    pub walk: &'a Walk,
    /// What its step shows.
    pub stage: Stage,
    /// Whether a nim-sum table is shown as powers of two.
    pub powers: bool,
    /// The walk's name, the nim-sum table's caption.
    pub caption: &'a str,
}

/// The explanation's own panel, beside the board or in projector mode's walk: the one `match`
/// that picks a game's panel (a new explanation is one arm here and its game's file).
pub fn panel(game: &Game, analysis: &Analysis, shown: Shown) -> Html {
    // Every nim-sum walk is the same table, whichever game's explanation holds it.
    if let Shown::Walk(at) = shown {
        if let Some(breakdown) = at.walk.breakdown() {
            // A sum's rows are its parts' values, named by their games.
            let rows = match &analysis.explanation {
                Explanation::SumOfGames(explanation) => {
                    nim_sum_table::RowNames::Parts(sum::part_names(explanation))
                }
                Explanation::Staircase(explanation) => staircase::row_names(explanation),
                Explanation::Coins(explanation) => coins::row_names(explanation),
                Explanation::Corners(explanation) => corners::row_names(explanation),
                _ => nim_sum_table::RowNames::Heaps,
            };
            return nim_sum_table::walked(game, breakdown, at, rows);
        }
    }
    match &analysis.explanation {
        Explanation::NimSum(breakdown) => nim::panel(
            game,
            breakdown,
            matches!(shown, Shown::All { powers: true }),
        ),
        Explanation::Misere(explanation) => {
            misere::panel(game, explanation, &analysis.winning_moves)
        }
        Explanation::Circle(explanation) => circle::panel(explanation, shown),
        Explanation::Blocking(explanation) => {
            blocking::panel(game, analysis.outcome, explanation, shown)
        }
        Explanation::Pass(explanation) => pass::panel(game, explanation),
        Explanation::SumOfGames(explanation) => {
            sum::panel(game, explanation, &analysis.winning_moves)
        }
        Explanation::Wythoff(explanation) => wythoff::panel(game, explanation, shown),
        Explanation::Staircase(explanation) => staircase::panel(game, explanation),
        Explanation::Fibonacci(explanation) => {
            fibonacci::panel(game, explanation, &analysis.winning_moves, shown)
        }
        Explanation::Moore(explanation) => moore::panel(game, explanation, shown),
        Explanation::Coins(explanation) => coins::panel(game, explanation, &analysis.winning_moves),
        Explanation::Corners(explanation) => corners::panel(corners::PanelProps {
            game: game.clone(),
            explanation: explanation.clone(),
            winning: analysis.winning_moves.clone(),
        }),
        Explanation::Hackenbush(explanation) => {
            hackenbush::panel(game, explanation, &analysis.winning_moves, shown)
        }
    }
}

/// The game's own controls beside the board (the pass), given the solver's winning moves when
/// hints show them, whether the board takes moves, and where a move goes: the one `match` that
/// picks a game's controls.
pub fn controls(game: &Game, winning: &[Move], enabled: bool, play: &Callback<Move>) -> Html {
    match game {
        Game::Pass(_) => pass::control(game, winning, enabled, play),
        Game::Wythoff(_) => wythoff::control(game, winning, enabled, play),
        Game::Fibonacci(_) => fibonacci::control(game),
        Game::Nim(_)
        | Game::Misere(_)
        | Game::Circle(_)
        | Game::Blocking(_)
        | Game::SumOfGames(_)
        | Game::Staircase(_)
        | Game::Moore(_)
        | Game::Coins(_)
        | Game::Corners(_)
        | Game::Hackenbush(_) => Html::default(),
    }
}

/// The game's name, rules and hint for "How to play": the one `match` that picks a game's rules.
fn rules(game: &Game) -> Rules {
    match game {
        Game::Nim(_) => nim::rules(),
        Game::Misere(_) => misere::rules(),
        Game::Circle(_) => circle::rules(),
        Game::Blocking(blocking) => blocking::rules(blocking),
        Game::Pass(_) => pass::rules(),
        Game::SumOfGames(_) => sum::rules(),
        Game::Wythoff(_) => wythoff::rules(),
        Game::Staircase(_) => staircase::rules(),
        Game::Fibonacci(_) => fibonacci::rules(),
        Game::Moore(moore) => moore::rules(moore),
        Game::Coins(_) => coins::rules(game),
        Game::Corners(_) => corners::rules(),
        Game::Hackenbush(_) => hackenbush::rules(),
    }
}
