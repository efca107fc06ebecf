//! The game review in words: each row's verdict, its move, its mistake and the move that kept the win.

use nim_solver::{Game, HeapChange, Move, Outcome};

use crate::views::review::rows::Row;
use crate::words::{count, describe_move, describe_moves, PlayerName};

/// The panel's title.
pub const TITLE: &str = "Review";

/// The region that explains a mistake.
pub const WHY_LABEL: &str = "Why this move was a mistake";

/// What the chart shows, for screen readers (the table beside it holds the same rows).
pub const CHART_LABEL: &str = "Value history: each row is a position, drawn on the side of the player who was winning there; the path between rows crosses over at every mistake. The table beside it holds the same rows.";

/// The chart's key.
pub const LEGEND: &str = "● N: the player to act wins · ■ P: the player who just moved wins · ✗ a mistake, where the path crosses over";

/// The table's caption.
pub const CAPTION: &str =
    "Each position of the game, who was winning there, the move made and the mistakes";

/// The table's column headings, with the nim-sum's where the game has one.
pub fn headings(nim_sum: bool) -> Vec<&'static str> {
    let mut headings = vec!["Position", "To act", "Winning", "Move made", "Why"];
    if nim_sum {
        headings.insert(3, "Nim-sum");
    }
    headings
}

/// A row's position as its go-to button shows it: "1. 3-4-5".
pub fn row_label(row: usize, game: &Game) -> String {
    format!("{}. {}", row + 1, crate::words::diagram::position(game))
}

/// Who acts at a row (at the end, who would have: the player the "won" or "lost" is about).
pub fn to_act(row: &Row, name: impl Fn(crate::model::Player) -> PlayerName) -> String {
    name(row.actor).label()
}

/// The close button.
pub const CLOSE: &str = "Close";

/// The nim-sum table under a mistake.
pub const WHY_TABLE_CAPTION: &str =
    "The heaps in binary at the mistake, and the heap that kept the win";

/// Where the review is empty.
pub const NO_MOVES: &str = "No moves yet: the review fills in as the game is played.";

/// A row's position, named as the notes write positions, for its go-to button.
pub fn go_to_label(row: usize, game: &Game) -> String {
    format!(
        "{}: put position {} on the board",
        crate::words::diagram::position(game),
        row + 1
    )
}

/// The live region's line after the board went to a row of the review.
pub fn revisited(row: usize) -> String {
    if row == 0 {
        "Back to the start of the game.".to_owned()
    } else {
        format!("Back to position {} of the game.", row + 1)
    }
}

/// The shape drawn for an outcome, beside its letter: a filled circle for `N`, a square for `P`.
pub fn shape(outcome: Outcome) -> &'static str {
    if outcome.is_p() {
        "■"
    } else {
        "●"
    }
}

/// Whether the player to act was winning at a row: "● N, wins", "■ P, loses" ("won", "lost" at the end).
pub fn winning(row: &Row) -> String {
    match (row.outcome(), row.favoured) {
        (Some(outcome), Some(_)) if row.over() => {
            // At the end the player who would act has lost, except in misère.
            let verb = if outcome.is_p() { "lost" } else { "won" };
            format!("{} {}, {verb}", shape(outcome), outcome.letter())
        }
        (Some(outcome), Some(_)) => {
            let verb = if outcome.is_p() { "loses" } else { "wins" };
            format!("{} {}, {verb}", shape(outcome), outcome.letter())
        }
        _ => "too large to analyse".to_owned(),
    }
}

/// A number in binary with `width` digits, as the nim-sum table writes it.
pub fn binary(value: u32, width: usize) -> String {
    format!("{value:0width$b}")
}

/// The move made from a row, with the pass marked when it was used.
pub fn move_made(row: &Row) -> String {
    match &row.mv {
        Some(Move::Pass) => "pass (the one pass, used here)".to_owned(),
        Some(mv) if row.mistake => format!("{} ✗", short_move(&row.game, mv)),
        Some(mv) => short_move(&row.game, mv),
        None if row.over() => "game over".to_owned(),
        None => "to play".to_owned(),
    }
}

/// A move as the review's narrow column writes it: "heap 1: 3 → 0", "forbid heap 2 → 0".
fn short_move(game: &Game, mv: &Move) -> String {
    match *mv {
        Move::Take { heap, to } => match game.heaps().and_then(|h| h.get(heap).copied()) {
            Some(from) => format!("heap {}: {from} → {to}", heap + 1),
            None => describe_move(game, mv),
        },
        Move::Forbid { heap, to } => format!("forbid heap {} → {to}", heap + 1),
        Move::Pass | Move::Remove { .. } => describe_move(game, mv),
    }
}

/// The summary above the chart: how many mistakes, and by whom.
pub fn summary(rows: &[Row], name: impl Fn(crate::model::Player) -> PlayerName) -> String {
    let mistakes: Vec<&Row> = rows.iter().filter(|r| r.mistake).collect();
    let moves = rows.iter().filter(|r| r.mv.is_some()).count();
    if moves == 0 {
        return NO_MOVES.to_owned();
    }
    let start = match rows.first().and_then(|r| r.favoured) {
        Some(player) => format!(" {} had the win at the start.", name(player).subject()),
        None => String::new(),
    };
    if mistakes.is_empty() {
        return format!(
            "{}, no mistakes: whoever was winning kept the win.{start}",
            count(moves, "move", "moves")
        );
    }
    let who: Vec<String> = mistakes
        .iter()
        .map(|r| {
            format!(
                "{} at position {}",
                name(r.actor).label(),
                row_number(rows, r)
            )
        })
        .collect();
    format!(
        "{}, {} ({}): each hands the win to the other player.{start}",
        count(moves, "move", "moves"),
        count(mistakes.len(), "mistake", "mistakes"),
        crate::words::join_words(&who)
    )
}

fn row_number(rows: &[Row], row: &Row) -> usize {
    rows.iter().position(|r| std::ptr::eq(r, row)).unwrap_or(0) + 1
}

/// The mistake button's text.
pub fn why_button(open: bool) -> &'static str {
    if open {
        "✗ Hide"
    } else {
        "✗ Why?"
    }
}

/// Why a row's move was a mistake: who had the win and what the move gave away.
pub fn mistake_sentence(row: &Row, index: usize, actor: PlayerName, other: PlayerName) -> String {
    let made = row
        .mv
        .as_ref()
        .map_or_else(String::new, |mv| describe_move(&row.game, mv));
    format!(
        "At position {}, {} {} winning; “{made}” handed the win to {}.",
        index + 1,
        actor.in_sentence(),
        actor.verb("was", "were"),
        other.in_sentence()
    )
}

/// The moves that would have kept the win.
pub fn keeping_moves(row: &Row) -> String {
    let moves = row.winning_moves();
    format!(
        "{} kept the win: {}.",
        if moves.len() == 1 {
            "This move"
        } else {
            "These moves"
        },
        describe_moves(&row.game, moves)
    )
}

/// Why the recipe's heap is the one to change.
pub const RECIPE_WHY: &str = ": the heap to change has a 1 in the nim-sum's highest column, and its size ⊕ the nim-sum is smaller, so the move is legal and leaves a nim-sum of 0.";

/// The nim-sum recipe for the move that kept the win: heap h becomes h ⊕ s.
pub fn recipe(change: HeapChange, nim_sum: u32) -> String {
    format!(
        "Heap {} → {} ⊕ {nim_sum} = {}",
        change.heap + 1,
        change.from,
        change.to
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_pads_to_the_tables_width_and_shapes_pair_with_letters() {
        assert_eq!(binary(5, 5), "00101");
        assert_eq!(binary(0, 1), "0");
        assert_ne!(
            shape(Outcome::PreviousPlayerWins),
            shape(Outcome::NextPlayerWins)
        );
        assert_eq!(revisited(0), "Back to the start of the game.");
        assert_eq!(revisited(3), "Back to position 4 of the game.");
    }

    #[test]
    fn the_recipe_reads_as_the_notes_write_it() {
        let change = HeapChange {
            heap: 2,
            from: 17,
            to: 2,
        };
        assert!(recipe(change, 19).starts_with("Heap 3 → 17 ⊕ 19 = 2"));
    }
}
