//! Players, refusals and endings in plain words (moves are worded by `words::moves`).

use nim_solver::{GameEnd, MoveError};

use crate::model::{Mode, Player};

/// A player's name in a mode: "You" and "Computer", "Player 1" and "Player 2".
pub fn player_name(mode: Mode, computer: Player, player: Player) -> &'static str {
    match (mode, player == computer) {
        (Mode::Computer, true) => "Computer",
        (Mode::Computer, false) => "You",
        (_, _) if player == Player::First => "Player 1",
        _ => "Player 2",
    }
}

/// Why a move was refused, in words with heaps counted from 1.
pub fn move_error(error: &MoveError) -> String {
    match error {
        MoveError::Forbidden { heap, to } => format!(
            "Taking heap {} down to {to} is forbidden this turn: the blocker marked it.",
            heap + 1
        ),
        MoveError::AlreadyForbidden { heap, to } => {
            format!(
                "Taking heap {} down to {to} is already forbidden.",
                heap + 1
            )
        }
        MoveError::PassUsed => "The pass has already been used in this game.".into(),
        MoveError::PassOnEmpty => "You cannot pass when every heap is empty.".into(),
        MoveError::NotAdjacent { .. } => {
            "Two markers taken together must be next to each other.".into()
        }
        MoveError::GameOver => "The game is over: start a new one to play again.".into(),
        other => {
            let mut text = other.to_string();
            if let Some(first) = text.get(..1) {
                text.replace_range(..1, &first.to_uppercase());
            }
            text + "."
        }
    }
}

/// A player's name inside a sentence: "you", "the computer", "Player 2".
fn in_sentence(name: &str) -> String {
    match name {
        "You" => "you".into(),
        "Computer" => "the computer".into(),
        other => other.into(),
    }
}

/// A sentence's first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Why the game ended, naming both players.
pub fn ending(end: GameEnd, winner: &str, loser: &str) -> String {
    let (winner, loser) = (in_sentence(winner), in_sentence(loser));
    let has = if loser == "you" { "have" } else { "has" };
    let sentence = match end {
        GameEnd::NoMovesLeft => {
            format!("{winner} made the last move, so {loser} {has} no move left.")
        }
        GameEnd::LastCounterTaken => {
            format!("{loser} took the last counter, and in misère Nim that loses.")
        }
        GameEnd::AllMovesBlocked => format!(
            "{winner} forbade every move {loser} could make, so {loser} cannot move and {}.",
            if loser == "you" { "lose" } else { "loses" }
        ),
    };
    capitalised(&sentence)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_name_winner_and_loser_in_good_grammar() {
        assert_eq!(
            ending(GameEnd::NoMovesLeft, "Computer", "You"),
            "The computer made the last move, so you have no move left."
        );
        assert_eq!(
            ending(GameEnd::LastCounterTaken, "Player 1", "Player 2"),
            "Player 2 took the last counter, and in misère Nim that loses."
        );
        assert!(ending(GameEnd::AllMovesBlocked, "You", "Computer")
            .contains("the computer cannot move and loses"));
    }
}
