//! The game review: one row per position reached, who was winning there, and the moves that threw
//! a win away, read from the answers the history already keeps (nothing is solved again).

use nim_solver::{Game, Move, NimSumBreakdown, Nimber, Outcome, Phase};

use crate::app::state::State;
use crate::model::Player;
use crate::views::board::slice::Answer;

/// One position of the game, with the move made from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The position reached.
    pub game: Game,
    /// The solver's answer for it, kept since it was reached.
    pub answer: Answer,
    /// Who acts there (in Blocking Nim's first phase, the blocker).
    pub actor: Player,
    /// Who wins from there with perfect play; `None` when it was too large to analyse.
    pub favoured: Option<Player>,
    /// The move made from it, if any, and who made it.
    pub mv: Option<Move>,
    /// Whether that move threw a win away (the solver's `Game::throws_win`).
    pub mistake: bool,
    /// Whether the position is past the board's (an undone move that redo can bring back).
    pub undone: bool,
    /// Whether this is the position on the board.
    pub current: bool,
}

impl Row {
    /// The position's outcome, when it could be analysed.
    pub fn outcome(&self) -> Option<Outcome> {
        self.answer.as_ref().as_ref().ok().map(|a| a.outcome)
    }

    /// The nim-sum, in games whose explanation has one.
    pub fn nim_sum(&self) -> Option<Nimber> {
        self.answer
            .as_ref()
            .as_ref()
            .ok()
            .and_then(nim_solver::Analysis::nim_sum)
    }

    /// Whether the game is over here.
    pub fn over(&self) -> bool {
        matches!(self.game.phase(), Phase::Over(_))
    }

    /// The winning actions the player acting had here (what would have kept the win).
    pub fn winning_moves(&self) -> &[Move] {
        self.answer
            .as_ref()
            .as_ref()
            .map_or(&[], |a| a.winning_moves.as_slice())
    }

    /// The nim-sum table to show beside a mistake, when the nim-sum explains the winning move.
    pub fn breakdown(&self) -> Option<&NimSumBreakdown> {
        self.answer
            .as_ref()
            .as_ref()
            .ok()?
            .explanation
            .deciding_table()
    }
}

/// Every position of the game from the start, including undone ones, top to bottom.
pub fn rows(state: &State) -> Vec<Row> {
    let mut rows = Vec::with_capacity(state.board.entries.len() + 1);
    let mut game = state.start();
    let mut answer = std::rc::Rc::clone(&state.board.start_answer);
    let mut mover = Player::First;
    for index in 0..=state.board.entries.len() {
        let entry = state.board.entries.get(index);
        let outcome = answer.as_ref().as_ref().ok().map(|a| a.outcome);
        let mistake = match (
            entry,
            outcome,
            entry.and_then(|e| e.answer.as_ref().as_ref().ok()),
        ) {
            (Some(entry), Some(before), Some(after)) => {
                game.throws_win(mover, before, &entry.mv, after.outcome)
            }
            _ => false,
        };
        rows.push(Row {
            actor: game.actor(mover),
            favoured: game
                .winner(mover)
                .or_else(|| outcome.map(|o| o.favours(mover))),
            mv: entry.map(|e| e.mv.clone()),
            mistake,
            undone: index > state.board.cursor,
            current: index == state.board.cursor,
            game: game.clone(),
            answer: std::rc::Rc::clone(&answer),
        });
        if let Some(entry) = entry {
            if entry.mv.ends_turn() {
                mover = mover.other();
            }
            game = entry.game.clone();
            answer = std::rc::Rc::clone(&entry.answer);
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use nim_solver::Nim;
    use std::rc::Rc;

    use nim_solver::{Game, Move};
    use yew::Reducible;

    use super::*;
    use crate::app::state::Action;
    use crate::model::{Mode, Setup};
    use crate::presets::default_setup;
    use crate::views::board::slice::BoardAction;
    use crate::views::board::slice::Settings;

    fn two_player(setup: Setup) -> Rc<State> {
        let settings = Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        Rc::new(State::new(settings, setup, 7))
    }

    /// Plays `pick`'s choice among the legal moves until the game ends.
    fn play_out(mut state: Rc<State>, pick: impl Fn(&[Move], usize) -> usize) -> Rc<State> {
        for turn in 0..400 {
            let legal = state.game().legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[pick(&legal, turn) % legal.len()].clone();
            state = state.reduce(Action::Board(BoardAction::Play(mv)));
        }
        state
    }

    #[test]
    fn every_mistake_in_played_games_of_every_variant_is_a_move_off_the_winning_moves() {
        for variant in crate::model::Variant::ALL {
            let mut checked = 0;
            for seed in 0..12usize {
                let state = play_out(two_player(default_setup(variant)), |legal, turn| {
                    (seed * 7 + turn * 13) % legal.len().max(1)
                });
                let rows = rows(&state);
                assert_eq!(rows.len(), state.board.entries.len() + 1);
                assert!(rows.last().is_some_and(Row::over), "{variant:?} ends");
                for (row, next) in rows.iter().zip(rows.iter().skip(1)) {
                    let mv = row.mv.clone().expect("a move from every row but the last");
                    assert_eq!(row.game.apply(&mv).as_ref(), Ok(&next.game));
                    // Independently of `throws_win`: the actor was winning and the move was not
                    // one of the solver's winning moves (for a turn-ending move).
                    let winning = row.favoured == Some(row.actor);
                    let crossed = winning && next.favoured != Some(row.actor);
                    assert_eq!(row.mistake, crossed, "{variant:?} {}: {mv}", row.game);
                    if mv.ends_turn() {
                        let off = winning && !row.winning_moves().contains(&mv);
                        assert_eq!(row.mistake, off, "{variant:?} {}: {mv}", row.game);
                    }
                    checked += usize::from(row.mistake);
                }
                let winner = state.winner();
                assert_eq!(rows.last().and_then(|r| r.favoured), winner);
            }
            assert!(
                checked > 0,
                "{variant:?}: some mistakes were made and checked"
            );
        }
    }

    #[test]
    fn rows_follow_the_cursor_and_keep_undone_positions() {
        let state = two_player(Setup {
            heaps: vec![3, 4, 5],
            ..Setup::default()
        })
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 0,
            to: 0,
        })))
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 1,
            to: 0,
        })))
        .reduce(Action::Board(BoardAction::Undo));
        let rows = rows(&state);
        assert_eq!(rows.len(), 3);
        assert!(rows[1].current);
        assert!(rows[2].undone);
        assert!(
            rows[0].mistake,
            "3,4,5 to 0,4,5 leaves nim-sum 1: the win is thrown away"
        );
        assert_eq!(rows[0].favoured, Some(Player::First));
        assert_eq!(rows[1].favoured, Some(Player::Second));
        assert_eq!(rows[0].nim_sum(), Some(nim_solver::Nimber(2)));
        assert!(rows[0].breakdown().is_some());
        assert_eq!(
            rows[2].game,
            Game::Nim(Nim {
                heaps: vec![0, 0, 5]
            })
        );
    }

    #[test]
    fn blocking_rows_keep_the_mover_through_the_forbid() {
        let state = two_player(Setup {
            variant: crate::model::Variant::Blocking,
            heaps: vec![1, 2],
            blocks: 1,
            ..Setup::default()
        })
        .reduce(Action::Board(BoardAction::Play(Move::Forbid {
            heap: 1,
            to: 1,
        })));
        let rows = rows(&state);
        assert_eq!(rows[0].actor, Player::Second, "the blocker acts first");
        assert_eq!(
            rows[1].actor,
            Player::First,
            "then the mover, in the same turn"
        );
    }
}
