//! The game review in words: each row's verdict, its move, its mistake and the move that kept the win.

use nim_solver::{Game, HeapChange, Move, Outcome};

use crate::t;
use crate::views::review::rows::Row;
use crate::words::{describe_move, describe_moves, PlayerName};

/// The table's column headings, with the nim-sum's where the game has one.
pub fn headings(nim_sum: bool) -> Vec<String> {
    let mut headings = vec![
        t!(ReviewColumnPosition),
        t!(ReviewColumnToAct),
        t!(ReviewColumnWinning),
        t!(ReviewColumnMove),
        t!(ReviewColumnWhy),
    ];
    if nim_sum {
        headings.insert(3, t!(ReviewColumnNimSum));
    }
    headings
}

/// A row's position as its go-to button shows it: "1. 3-4-5".
pub fn row_label(row: usize, game: &Game) -> String {
    t!(
        ReviewRow,
        row = row + 1,
        position = crate::words::diagram::position(game)
    )
}

/// Who acts at a row (at the end, who would have: the player the "won" or "lost" is about).
pub fn to_act(row: &Row, name: impl Fn(crate::model::Player) -> PlayerName) -> String {
    name(row.actor).label()
}

/// A row's go-to button's name: its visible label first (WCAG 2.5.3, Label in Name), then the action.
pub fn go_to_label(row: usize, game: &Game) -> String {
    t!(
        ReviewGoTo,
        position = crate::words::diagram::position(game),
        row = row + 1
    )
}

/// The live region's line after the board went to a row of the review.
pub fn revisited(row: usize) -> String {
    if row == 0 {
        t!(ReviewBackToStart)
    } else {
        t!(ReviewBackTo, row = row + 1)
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
        (Some(outcome), Some(_)) => {
            let (shape, letter) = (shape(outcome), outcome.letter().to_string());
            // At the end the player who would act has lost, except in misère.
            match (row.over(), outcome.is_p()) {
                (true, true) => t!(ReviewLost, shape = shape, letter = letter),
                (true, false) => t!(ReviewWon, shape = shape, letter = letter),
                (false, true) => t!(ReviewLoses, shape = shape, letter = letter),
                (false, false) => t!(ReviewWins, shape = shape, letter = letter),
            }
        }
        _ => t!(ReviewTooLarge),
    }
}

/// A number in binary with `width` digits, as the nim-sum table writes it.
pub fn binary(value: u32, width: usize) -> String {
    format!("{value:0width$b}")
}

/// The move made from a row, with the pass marked when it was used.
pub fn move_made(row: &Row) -> String {
    match &row.mv {
        Some(Move::Pass) => t!(ReviewMovePass),
        Some(mv) if row.mistake => t!(ReviewMoveMistake, made = short_move(&row.game, mv)),
        Some(mv) => short_move(&row.game, mv),
        None if row.over() => t!(ReviewGameOver),
        None => t!(ReviewToPlay),
    }
}

/// A move as the review's narrow column writes it: "heap 1: 3 → 0", "forbid heap 2 → 0".
fn short_move(game: &Game, mv: &Move) -> String {
    match *mv {
        Move::Take { heap, to } => match game.heaps().and_then(|h| h.get(heap).copied()) {
            Some(from) if game.variant().board() == nim_solver::Board::Stairs => {
                t!(ReviewShortStep, step = heap + 1, from = from, to = to)
            }
            Some(from) => t!(ReviewShortTake, heap = heap + 1, from = from, to = to),
            None => describe_move(game, mv),
        },
        Move::Forbid { heap, to } => t!(ReviewShortForbid, heap = heap + 1, to = to),
        // A move from several heaps is its takes, each written as a take from one heap.
        Move::Several { ref takes } => {
            let parts: Vec<String> = takes
                .iter()
                .map(|&(heap, to)| short_move(game, &Move::Take { heap, to }))
                .collect();
            crate::i18n::format_list(crate::i18n::shown(), &parts)
        }
        Move::Pass
        | Move::Remove { .. }
        | Move::Split { .. }
        | Move::Both { .. }
        | Move::Turn { .. }
        | Move::Corner { .. }
        | Move::Chop { .. } => describe_move(game, mv),
    }
}

/// A player as the catalogue's selectors name them.
fn player_key(name: PlayerName) -> &'static str {
    match name {
        PlayerName::You => "you",
        PlayerName::Computer => "computer",
        PlayerName::Player1 => "player1",
        PlayerName::Player2 => "player2",
        PlayerName::Opponent => "opponent",
    }
}

/// The summary above the chart: how many mistakes, and by whom.
pub fn summary(rows: &[Row], name: impl Fn(crate::model::Player) -> PlayerName) -> String {
    let mistakes: Vec<&Row> = rows.iter().filter(|r| r.mistake).collect();
    let moves = rows.iter().filter(|r| r.mv.is_some()).count();
    if moves == 0 {
        return t!(ReviewNoMoves);
    }
    let text = if mistakes.is_empty() {
        t!(ReviewNoMistakes, moves = moves)
    } else {
        let who: Vec<String> = mistakes
            .iter()
            .map(|r| {
                t!(
                    ReviewMistakeBy,
                    player = player_key(name(r.actor)),
                    row = row_number(rows, r)
                )
            })
            .collect();
        t!(
            ReviewMistakes,
            moves = moves,
            mistakes = mistakes.len(),
            who = crate::i18n::format_list(crate::i18n::shown(), &who)
        )
    };
    match rows.first().and_then(|r| r.favoured) {
        Some(player) => {
            text + &t!(NoticeSentenceSeparator)
                + &t!(ReviewStartFavoured, player = player_key(name(player)))
        }
        None => text,
    }
}

fn row_number(rows: &[Row], row: &Row) -> usize {
    rows.iter().position(|r| std::ptr::eq(r, row)).unwrap_or(0) + 1
}

/// The mistake button's text.
pub fn why_button(open: bool) -> String {
    if open {
        t!(ReviewWhyHide)
    } else {
        t!(ReviewWhyShow)
    }
}

/// Why a row's move was a mistake: who had the win and what the move gave away.
pub fn mistake_sentence(row: &Row, index: usize, actor: PlayerName, other: PlayerName) -> String {
    let made = row
        .mv
        .as_ref()
        .map_or_else(String::new, |mv| describe_move(&row.game, mv));
    t!(
        ReviewMistake,
        row = index + 1,
        actor = player_key(actor),
        made = made,
        other = player_key(other)
    )
}

/// The moves that would have kept the win.
pub fn keeping_moves(row: &Row) -> String {
    let moves = row.winning_moves();
    t!(
        ReviewKeeping,
        count = moves.len(),
        moves = describe_moves(&row.game, moves)
    )
}

/// The nim-sum recipe for the move that kept the win: heap h becomes h ⊕ s.
pub fn recipe(change: HeapChange, nim_sum: u32) -> String {
    t!(
        ReviewRecipe,
        heap = change.heap + 1,
        from = change.from,
        sum = nim_sum,
        to = change.to
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
    fn a_go_to_button_is_named_by_its_visible_label_first() {
        let game: Game = "variant=nim&heaps=3,4,5".parse().expect("a position");
        let name = go_to_label(0, &game);
        assert!(name.starts_with(&row_label(0, &game)), "{name}");
        assert!(name.ends_with("put this position on the board"), "{name}");
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

    #[test]
    fn a_mistake_and_the_summary_read_as_one_sentence_each() {
        assert_eq!(
            t!(
                ReviewMistake,
                row = 3usize,
                actor = player_key(PlayerName::You),
                made = "take 1 from heap 1 (3 → 2)",
                other = player_key(PlayerName::Computer)
            ),
            "At position 3, you were winning; “take 1 from heap 1 (3 → 2)” handed the win to the computer."
        );
        assert_eq!(
            t!(
                ReviewMistakes,
                moves = 4usize,
                mistakes = 1usize,
                who = "You at position 2"
            ),
            "4 moves, 1 mistake (You at position 2): it hands the win to the other player."
        );
        assert_eq!(
            t!(ReviewNoMistakes, moves = 1usize),
            "1 move, no mistakes: whoever was winning kept the win."
        );
    }
}
