//! The solver's analysis of a position, remembered for the last few positions: after a move the
//! reducer (for the history's verdict) and the board ask about the same one, and undo and redo
//! return to positions seen a moment ago.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use nim_solver::{Analysis, Game, SolveError};

/// How many recent positions are kept: a move, its undo and redo, and a little more.
const KEEP: usize = 8;

/// What the solver answers for a position.
pub type Answer = Rc<Result<Analysis, SolveError>>;

thread_local! {
    static RECENT: RefCell<VecDeque<(Game, Answer)>> = const { RefCell::new(VecDeque::new()) };
}

/// The solver's analysis of `game`, from the recent positions when it is one of them.
pub fn analyze(game: &Game) -> Answer {
    let known = RECENT.with_borrow(|recent| {
        recent
            .iter()
            .find(|(seen, _)| seen == game)
            .map(|(_, answer)| Rc::clone(answer))
    });
    if let Some(answer) = known {
        return answer;
    }
    let answer = Rc::new(game.analyze());
    RECENT.with_borrow_mut(|recent| {
        if recent.len() == KEEP {
            recent.pop_back();
        }
        recent.push_front((game.clone(), Rc::clone(&answer)));
    });
    answer
}

/// Forgets every remembered answer, so that a measurement times a position seen for the first time.
pub fn forget() {
    RECENT.with_borrow_mut(VecDeque::clear);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_remembered_answer_is_the_solvers_answer() {
        let games: Vec<Game> = (1..=KEEP as u32 + 2)
            .map(|n| Game::Nim {
                heaps: vec![n, 3, 5],
            })
            .collect();
        for game in &games {
            assert_eq!(*analyze(game), game.analyze());
        }
        // Asked again, the answer is the same object while remembered, and still right after.
        let last = games.last().expect("games");
        assert!(Rc::ptr_eq(&analyze(last), &analyze(last)));
        for game in &games {
            assert_eq!(*analyze(game), game.analyze());
        }
    }
}
