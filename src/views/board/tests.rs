//! The board's reducer: moves, undo and redo, the computer's turn, edits, modes and new games.

use std::rc::Rc;

use nim_solver::{Game, Move, MoveError, Nim, Nimber, Outcome, Pass, SolveError};
use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::{Action, Announcement, Notice, State};
use crate::model::{LimitProblem, Mode, Player, Setup, Variant};
use crate::presets;
use crate::views::board::slice::{BoardAction, Settings};

#[test]
fn a_move_shrinks_the_heap_and_records_the_nim_sum() {
    let state = two_player(nim(&[3, 4, 5]));
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 1,
    })));
    assert_eq!(
        state.game(),
        Game::Nim(Nim {
            heaps: vec![1, 4, 5]
        })
    );
    assert_eq!(state.board.entries.len(), 1);
    assert_eq!(
        state.board.entries[0].verdict().nim_sum,
        Some(Nimber(1 ^ 4 ^ 5))
    );
    assert_eq!(state.board.entries[0].player, Player::First);
    assert_eq!(state.actor(), Player::Second);
    assert_eq!(
        state.announcement,
        Announcement::Moved {
            player: Player::First,
            before: Game::Nim(Nim {
                heaps: vec![3, 4, 5]
            }),
            mv: Move::Take { heap: 0, to: 1 }
        }
    );
}

#[test]
fn an_illegal_move_is_refused_with_a_notice() {
    let state = two_player(nim(&[3, 4, 5]));
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 3,
    })));
    assert_eq!(
        state.game(),
        Game::Nim(Nim {
            heaps: vec![3, 4, 5]
        })
    );
    assert!(matches!(
        state.notice,
        Some(Notice::Refused(MoveError::NotSmaller { heap: 0, .. }))
    ));
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 9,
        to: 0,
    })));
    assert!(state.board.entries.is_empty());
    assert!(state.notice.is_some());
}

#[test]
fn each_position_keeps_the_solvers_answer_from_when_it_was_reached() {
    let state = two_player(nim(&[3, 4, 5]));
    assert_eq!(*state.answer(), state.game().analyze());
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 1,
    })));
    let kept = state.answer();
    assert_eq!(*kept, state.game().analyze());
    let state = state
        .reduce(Action::Board(BoardAction::Undo))
        .reduce(Action::Board(BoardAction::Redo));
    assert!(Rc::ptr_eq(&kept, &state.answer()), "redo reuses the answer");
    let state = state.reduce(Action::Board(BoardAction::Undo));
    assert_eq!(*state.answer(), state.start().analyze());
}

#[test]
fn undo_and_redo_walk_the_history() {
    let state = two_player(nim(&[3, 4, 5]));
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 1,
    })));
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 2,
        to: 0,
    })));
    let state = state.reduce(Action::Board(BoardAction::Undo));
    assert_eq!(
        state.game(),
        Game::Nim(Nim {
            heaps: vec![1, 4, 5]
        })
    );
    assert!(state.can_redo());
    let state = state.reduce(Action::Board(BoardAction::Redo));
    assert_eq!(
        state.game(),
        Game::Nim(Nim {
            heaps: vec![1, 4, 0]
        })
    );
    let state = state
        .reduce(Action::Board(BoardAction::Undo))
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 1,
            to: 0,
        })));
    assert!(!state.can_redo(), "a new move drops the undone ones");
    assert_eq!(state.board.entries.len(), 2);
}

#[test]
fn the_pass_can_be_used_once() {
    let setup = Setup {
        variant: Variant::Pass,
        heaps: vec![1, 2],
        ..Setup::default()
    };
    let state = two_player(setup).reduce(Action::Board(BoardAction::Play(Move::Pass)));
    assert_eq!(
        state.game(),
        Game::Pass(Pass {
            heaps: vec![1, 2],
            pass_available: false
        })
    );
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Pass)));
    assert_eq!(state.board.entries.len(), 1);
    assert_eq!(state.notice, Some(Notice::Refused(MoveError::PassUsed)));
}

#[test]
fn blocking_nim_alternates_blocker_and_mover() {
    let setup = Setup {
        variant: Variant::Blocking,
        heaps: vec![2, 3],
        ..Setup::default()
    };
    let state = two_player(setup);
    assert_eq!(state.mover(), Player::First);
    assert_eq!(state.actor(), Player::Second, "the blocker acts first");
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Forbid {
        heap: 0,
        to: 0,
    })));
    assert_eq!(state.actor(), Player::First);
    let refused = state
        .clone()
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 0,
            to: 0,
        })));
    assert_eq!(
        refused.board.entries.len(),
        1,
        "the forbidden move is not made"
    );
    assert_eq!(
        refused.notice,
        Some(Notice::Refused(MoveError::Forbidden { heap: 0, to: 0 }))
    );
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 1,
        to: 0,
    })));
    assert_eq!(state.mover(), Player::Second);
    assert_eq!(state.actor(), Player::First, "roles swap each turn");
}

#[test]
fn the_last_counter_wins_in_nim_and_loses_in_misere() {
    let state = two_player(nim(&[2])).reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 0,
    })));
    assert_eq!(state.winner(), Some(Player::First));
    let misere = Setup {
        variant: Variant::Misere,
        heaps: vec![2],
        ..Setup::default()
    };
    let state = two_player(misere).reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 0,
    })));
    assert_eq!(state.winner(), Some(Player::Second));
}

#[test]
fn the_computer_chooses_then_commits_and_undo_returns_to_the_person() {
    let settings = Settings::default();
    let state = Rc::new(State::new(settings, nim(&[3, 4, 5]), 3));
    assert!(!state.computer_to_choose(), "the person starts by default");
    let state = state.reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 1,
    })));
    assert!(state.computer_to_choose());
    assert!(!state.board_enabled());
    let refused = state
        .clone()
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 1,
            to: 0,
        })));
    assert_eq!(
        refused.board.entries.len(),
        1,
        "no moves for the person on the computer's turn"
    );
    let state = state.reduce(Action::Board(BoardAction::ComputerChoose));
    let chosen = state.board.pending.clone().expect("a move is chosen");
    assert_eq!(
        state.board.entries.len(),
        1,
        "the move is shown before it is made"
    );
    let state = state.reduce(Action::Board(BoardAction::CommitPending));
    assert_eq!(state.board.entries[1].mv, chosen);
    assert_eq!(state.board.entries[1].player, Player::Second);
    let state = state.reduce(Action::Board(BoardAction::Undo));
    assert_eq!(state.board.cursor, 0, "undo goes back to the person's turn");
}

#[test]
fn the_computers_move_keeps_a_link_notice_and_clears_a_move_notice() {
    let settings = Settings {
        human_starts: false,
        ..Settings::default()
    };
    let link = Notice::Link {
        notices: Vec::new(),
    };
    for (notice, kept) in [(link.clone(), Some(link)), (Notice::WaitForComputer, None)] {
        let mut state = State::new(settings.clone(), nim(&[3, 4, 5]), 3);
        state.notice = Some(notice);
        let state = Rc::new(state)
            .reduce(Action::Board(BoardAction::ComputerChoose))
            .reduce(Action::Board(BoardAction::CommitPending));
        assert_eq!(state.board.entries.len(), 1, "the computer moved");
        assert_eq!(state.notice, kept);
        // The person's move clears whatever is left.
        let mv = state
            .game()
            .legal_moves()
            .into_iter()
            .next()
            .expect("a move is left");
        let state = state.reduce(Action::Board(BoardAction::Play(mv)));
        assert_eq!(state.board.entries.len(), 2);
        assert_eq!(state.notice, None);
    }
}

#[test]
fn a_perfect_computer_answers_a_p_position_move_with_a_p_position() {
    let state = Rc::new(State::new(Settings::default(), nim(&[1, 2, 3]), 11));
    let state = state
        .reduce(Action::Board(BoardAction::Play(Move::Take {
            heap: 2,
            to: 0,
        })))
        .reduce(Action::Board(BoardAction::ComputerChoose))
        .reduce(Action::Board(BoardAction::CommitPending));
    assert_eq!(state.board.entries[1].verdict().nim_sum, Some(Nimber(0)));
}

#[test]
fn edits_over_the_limits_are_refused_with_a_reason() {
    let state = two_player(nim(&[3, 4, 5]));
    let state = state.reduce(Action::Board(BoardAction::Load(nim(&[3, 99]))));
    assert_eq!(
        state.game(),
        Game::Nim(Nim {
            heaps: vec![3, 4, 5]
        })
    );
    assert_eq!(
        state.notice,
        Some(Notice::Limit(LimitProblem::HeapTooLarge { size: 99 }))
    );
    let state = state.reduce(Action::Board(BoardAction::Load(nim(&[1; 9]))));
    assert_eq!(
        state.notice,
        Some(Notice::Limit(LimitProblem::TooManyHeaps { heaps: 9 }))
    );
    let stairs = Setup {
        variant: Variant::Staircase,
        ..nim(&[1; 9])
    };
    let state = state.reduce(Action::Board(BoardAction::Load(stairs)));
    assert_eq!(
        state.notice,
        Some(Notice::Limit(LimitProblem::TooManySteps { steps: 9 }))
    );
    let state = state.reduce(Action::Board(BoardAction::Load(nim(&[7, 7]))));
    assert_eq!(state.game(), Game::Nim(Nim { heaps: vec![7, 7] }));
    assert!(state.notice.is_none());
}

#[test]
fn analysis_mode_turns_hints_on_and_keeps_the_position() {
    let state = two_player(nim(&[3, 4, 5])).reduce(Action::Board(BoardAction::Play(Move::Take {
        heap: 0,
        to: 0,
    })));
    let state = state.reduce(Action::Board(BoardAction::SetMode(Mode::Analysis)));
    assert!(state.board.settings.hints);
    assert_eq!(
        state.game(),
        Game::Nim(Nim {
            heaps: vec![0, 4, 5]
        })
    );
}

#[test]
fn a_random_position_is_within_the_limits_for_every_variant() {
    for variant in Variant::ALL {
        for seed in 0..20 {
            let state = two_player(presets::default_setup(variant))
                .reduce(Action::Board(BoardAction::Random(seed)));
            assert_eq!(state.board.setup.variant, variant);
            assert_eq!(
                state.board.setup.limit_problem(),
                None,
                "{:?}",
                state.board.setup
            );
            assert!(state.game().analyze().is_ok());
        }
    }
}

#[test]
fn a_whole_game_against_the_computer_ends_with_a_winner_in_every_variant() {
    for variant in Variant::ALL {
        for human_starts in [true, false] {
            let settings = Settings {
                human_starts,
                ..Settings::default()
            };
            let mut state = Rc::new(State::new(settings, presets::default_setup(variant), 9));
            for _ in 0..500 {
                if state.winner().is_some() {
                    break;
                }
                state = if state.computer_acts() {
                    state
                        .reduce(Action::Board(BoardAction::ComputerChoose))
                        .reduce(Action::Board(BoardAction::CommitPending))
                } else {
                    let mv = state
                        .game()
                        .legal_moves()
                        .last()
                        .cloned()
                        .expect("a legal move");
                    state.reduce(Action::Board(BoardAction::Play(mv)))
                };
            }
            let winner = state.winner().expect("the game ends");
            // With perfect play the computer wins whenever the opening favours its seat.
            let opening = presets::default_setup(variant)
                .game()
                .analyze()
                .expect("solvable");
            let first_wins = opening.outcome == Outcome::NextPlayerWins;
            let computer = state.board.settings.computer();
            if first_wins == (computer == Player::First) {
                assert_eq!(
                    winner, computer,
                    "{variant:?}, human starts: {human_starts}"
                );
            }
        }
    }
}

#[test]
fn answers_that_waited_for_their_games_analysis_are_computed_when_it_comes() {
    let setup = presets::default_setup(Variant::Hackenbush);
    let state = two_player(setup);
    let mv = state.game().legal_moves()[0].clone();
    let played = state.reduce(Action::Board(BoardAction::Play(mv)));
    // As a page holds them before the game's chunk is fetched.
    let mut waiting = (*played).clone();
    let not_loaded = || Rc::new(Err(SolveError::NotLoaded(Variant::Hackenbush)));
    waiting.board.start_answer = not_loaded();
    waiting.board.entries[0].answer = not_loaded();
    assert!(waiting.board.entries[0].verdict().outcome.is_none());
    let loaded = Rc::new(waiting).reduce(Action::AnalysisLoaded);
    assert_eq!(loaded.board.start_answer, played.board.start_answer);
    assert_eq!(
        loaded.board.entries[0].answer,
        played.board.entries[0].answer
    );
    assert!(loaded.board.entries[0].answer.is_ok());
    // Nothing waits any more: the same state.
    assert!(Rc::ptr_eq(
        &loaded,
        &loaded.clone().reduce(Action::AnalysisLoaded)
    ));
}
