//! The app's words layer: every sentence the app builds from typed values (counts, moves, games)
//! is built here; a message with nothing to fill in is drawn where it is used, `t!(Msg)`.
//!
//! `moves` words moves, counts and numbers; `players` players, refusals and endings; `notices`
//! the state's notices and announcements; `variants` the games, modes and limits; `sources` the
//! documents the theory comes from, by title; `diagram` the state diagram's positions and `diagram_panel` its labelling;
//! `worksheet` the printable worksheet's answers (shared with the quiz); `worksheet_panel` the worksheet's chunk (its dialog form and the sheet); `quiz` the quiz; `explore` the Explore view (the atlas of P-positions); `grundy` the Grundy sequence view; `review` the game review; `sum` sums of games (each part's game, its moves, its value); `present` projector mode; `toolbar` the header's buttons and its More menu; `verdicts` who wins, the game's end, and why there is no
//! answer.

pub mod diagram;
pub mod diagram_panel;
pub mod embed;
pub mod explore;
pub mod explore_panel;
pub mod grundy;
pub mod grundy_panel;
pub mod moves;
pub mod notices;
pub mod picture;
pub mod players;
pub mod present;
pub mod quiz;
pub mod review;
pub mod sources;
pub mod sum;
pub mod toolbar;
pub mod variants;
pub mod verdicts;
pub mod worksheet;
pub mod worksheet_panel;

pub use moves::{describe_move, describe_moves, thousands};
pub use notices::{announcement, language_name, notice, url_notice};
pub use players::{ending, move_error, strength_title, PlayerName};
pub use sources::Source;
pub use variants::{limit_problem, limits_text, Title};

/// `text` safe inside HTML or XML, as an element's text or a quoted attribute's value.
pub fn escape_html(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
}
