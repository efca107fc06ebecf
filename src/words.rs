//! Players, refusals and endings in plain words (moves are worded by `components::explain::words`).

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

/// Why the game ended, naming the loser.
pub fn ending(end: GameEnd, loser: &str) -> String {
    match end {
        GameEnd::NoMovesLeft => {
            format!("{loser} has no move left: the last move was the opponent's.")
        }
        GameEnd::LastCounterTaken => {
            format!("{loser} took the last counter, and in misère Nim that loses.")
        }
        GameEnd::AllMovesBlocked => {
            format!(
                "Every move {loser} could make was forbidden, so {loser} cannot move and loses."
            )
        }
    }
}
