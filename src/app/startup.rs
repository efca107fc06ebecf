//! The state a page opens with: the link's position wins over the saved game, which wins over the default.

use crate::app::state::{Notice, State, View};
use crate::app::url::Link;
use crate::model::{Mode, ViewKey};
use crate::views::board::slice::Settings;
use crate::views::diagram::slice::DiagramView;

/// Combines what the link asks for with the saved game (if any).
pub fn initial_state(link: Link, saved: Option<State>, seed: u64) -> State {
    // An embedded board shows its author's position, never the visitor's own game.
    let saved = if link.embed.is_some() { None } else { saved };
    let mut settings = saved
        .as_ref()
        .map_or_else(Settings::default, |s| s.board.settings.clone());
    settings.strength = link.strength.unwrap_or(settings.strength);
    settings.human_starts = link.human_starts.unwrap_or(settings.human_starts);
    let mut state = match (link.setup, saved) {
        (Some(setup), _) => State::new(settings, setup, seed).with_forbidden(&link.forbidden),
        // Who moved first decides whose the saved moves were: another first player starts afresh.
        (None, Some(saved)) if saved.board.settings.human_starts != settings.human_starts => {
            State::new(settings, saved.board.setup.clone(), seed)
        }
        (None, Some(mut saved)) => {
            saved.board.settings = settings;
            saved
        }
        (None, None) => State::new(settings, crate::model::Setup::default(), seed),
    };
    if let Some(mode) = link.mode {
        state.board.settings.mode = mode;
        // Analysis is for studying: hints are on unless the link says otherwise.
        if mode == Mode::Analysis {
            state.board.settings.hints = true;
        }
    }
    if let Some(hints) = link.hints {
        state.board.settings.hints = hints;
    }
    state.embed = link.embed;
    if link.present == Some(true) {
        let before = state.board.settings.hints;
        state.present = Some(crate::views::present::walk::Presentation::new(
            state.game(),
            before,
        ));
        state.board.settings.hints = true;
    }
    state.view = match link.view {
        Some(ViewKey::Review) => View::Review,
        Some(ViewKey::Diagram) => {
            let mut view = DiagramView::of(state.game());
            if link.labels == Some(true) {
                view.shown = view.steps.len();
                view.whole = true;
            }
            View::Diagram(view)
        }
        Some(ViewKey::Grundy) => View::Grundy(link.grundy.unwrap_or_default()),
        Some(ViewKey::Explore) => link.explore.map_or(View::Board, |slice| View::Explore {
            slice,
            review: false,
        }),
        Some(ViewKey::Board) | None => View::Board,
    };
    if let Some(spec) = link.quiz {
        state = state.with_quiz(spec);
    }
    if !link.notices.is_empty() {
        state.notice = Some(Notice::Link {
            notices: link.notices,
        });
    }
    state
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::url::parse;
    use crate::model::Variant;
    use crate::views::board::slice::BoardAction;
    use nim_solver::{Game, Level, Move, Nim, Player, Position, SplitMix64, Strength};
    use std::rc::Rc;
    use yew::Reducible;

    fn saved_game() -> State {
        (*Rc::new(State::default()).reduce(crate::app::state::Action::Board(BoardAction::Play(
            Move::Take { heap: 0, to: 0 },
        ))))
        .clone()
    }

    #[test]
    fn an_explore_link_opens_the_view_on_its_slice() {
        let state = initial_state(
            parse("variant=pass&heaps=2,3,5&view=explore&family=pass&fix=10&max=200"),
            None,
            1,
        );
        let slice = state.explore().cloned().expect("the Explore view");
        assert_eq!(
            slice.family,
            nim_solver::Family::of(nim_solver::Variant::Pass, 1).unwrap()
        );
        assert_eq!((slice.fixed, slice.max), (vec![10], 200));
        assert_eq!(state.notice, None);
    }

    #[test]
    fn a_links_strength_and_first_player_set_the_game_and_another_first_player_starts_afresh() {
        let saved = saved_game();
        assert!(!saved.board.entries.is_empty() && saved.board.settings.human_starts);
        let state = initial_state(parse("strength=casual"), Some(saved.clone()), 1);
        assert_eq!(state.board.settings.strength, Strength::Casual);
        assert_eq!(
            state.board.entries, saved.board.entries,
            "the saved game goes on"
        );
        let state = initial_state(parse("first=computer"), Some(saved.clone()), 1);
        assert!(!state.board.settings.human_starts);
        assert_eq!(state.board.entries, Vec::new(), "started again");
        assert_eq!(state.game(), saved.board.setup.game());
        let state = initial_state(parse("heaps=3,4&first=computer&strength=strong"), None, 1);
        assert_eq!(state.board.settings.computer(), nim_solver::Player::First);
        assert_eq!(state.board.settings.strength, Strength::Strong);
    }

    #[test]
    fn a_link_with_a_position_wins_over_the_saved_game() {
        let state = initial_state(parse("heaps=1,2"), Some(saved_game()), 1);
        assert_eq!(state.game(), Game::Nim(Nim { heaps: vec![1, 2] }));
    }

    #[test]
    fn an_embedded_page_ignores_the_visitors_saved_game() {
        let state = initial_state(parse("embed=1&mode=two"), Some(saved_game()), 1);
        assert_eq!(state.game(), crate::model::Setup::default().game());
        assert_eq!(state.board.entries, Vec::new());
    }

    #[test]
    fn a_link_without_a_position_keeps_the_saved_game_and_sets_the_mode() {
        let saved = saved_game();
        let state = initial_state(parse("mode=analysis"), Some(saved.clone()), 1);
        assert_eq!(state.game(), saved.game());
        assert_eq!(state.board.settings.mode, Mode::Analysis);
        assert!(state.board.settings.hints);
        let state = initial_state(parse("mode=analysis&hints=0&embed=1"), None, 1);
        assert!(!state.board.settings.hints);
        assert!(state.embed.is_some());
    }

    #[test]
    fn a_diagram_link_opens_the_diagram_labelled_or_not() {
        let state = initial_state(parse("variant=nim&heaps=4,3,2&view=diagram"), None, 1);
        let view = state.diagram().cloned().expect("the diagram");
        assert_eq!(view.shown, 0);
        assert_eq!(view.steps.len(), 28);
        let state = initial_state(
            parse("variant=nim&heaps=4,3,2&view=diagram&labels=1"),
            None,
            1,
        );
        let view = state.diagram().cloned().expect("the diagram");
        assert!(view.done());
        assert!(view.labels().iter().all(Option::is_some));
        let state = initial_state(parse("variant=nim&heaps=4,3,2&view=graph"), None, 1);
        assert!(state.diagram().is_none());
        assert!(state.notice.is_some());
    }

    #[test]
    fn a_quiz_link_opens_its_first_question_over_the_saved_game() {
        let saved = saved_game();
        let state = initial_state(
            parse("quiz=4&variant=misere&level=2"),
            Some(saved.clone()),
            1,
        );
        let session = state.quiz.as_ref().expect("a quiz");
        let first = &session.run.questions[0];
        assert_eq!(state.game(), first.game);
        assert_eq!(state.board.setup.variant, crate::model::Variant::Misere);
        assert!(!state.board.settings.hints, "no hints before the answer");
        assert_eq!(
            state.quiz.as_ref().map(|q| q.paused.game()),
            Some(saved.game()),
            "the game in progress waits under the quiz"
        );
        let state = initial_state(parse("quiz=4&variant=misere&level=x"), Some(saved), 1);
        assert!(state.quiz.is_some());
        assert!(state.notice.is_some(), "the bad level is told");
    }

    #[test]
    fn a_reloaded_quiz_goes_on_where_it_was_and_keeps_the_saved_game_under_it() {
        use crate::app::state::{Action, Announcement};
        use crate::views::board::slice::BoardAction;
        use crate::views::quiz::run::QuizAction;
        let saved = saved_game();
        let open = || {
            initial_state(
                parse("quiz=3&variant=blocking&level=2"),
                Some(saved.clone()),
                1,
            )
        };
        // Two questions answered (the first wrongly), the third asked.
        let mut state = Rc::new(open());
        for right in [false, true] {
            let run = &state.quiz.as_ref().expect("a quiz").run;
            let (_, question) = run.current().expect("asked");
            let action = match (question.kind, right) {
                (nim_solver::QuizKind::Outcome, true) => {
                    Action::Quiz(QuizAction::Answer(question.analysis.outcome))
                }
                (nim_solver::QuizKind::Outcome, false) => {
                    Action::Quiz(QuizAction::Answer(if question.analysis.outcome.is_p() {
                        nim_solver::Outcome::NextPlayerWins
                    } else {
                        nim_solver::Outcome::PreviousPlayerWins
                    }))
                }
                (nim_solver::QuizKind::Value, right) => {
                    let value = question.value().expect("a stated value");
                    let given = if right { value } else { value + 1 };
                    Action::Quiz(QuizAction::AnswerValue(given.to_string()))
                }
                (nim_solver::QuizKind::Move, _) => Action::Board(BoardAction::Play(
                    question
                        .game
                        .legal_moves()
                        .into_iter()
                        .find(|mv| question.analysis.winning_moves.contains(mv) == right)
                        .expect("a move"),
                )),
            };
            state = state.reduce(action);
            let answered = open().resume_quiz(&state.quiz.as_ref().expect("a quiz").run.progress());
            assert_eq!(answered.quiz, state.quiz, "the verdict shows again");
            assert_eq!(answered.game(), state.game());
            assert!(answered.board.settings.hints, "with its explanation");
            assert!(matches!(
                answered.announcement,
                Announcement::QuizAnswered { .. }
            ));
            state = state.reduce(Action::Quiz(QuizAction::Next));
        }
        let progress = state.quiz.as_ref().expect("a quiz").run.progress();
        let reloaded = open().resume_quiz(&progress);
        let run = &reloaded.quiz.as_ref().expect("a quiz").run;
        assert_eq!((run.shown, run.right(), run.answers.len()), (2, 1, 2));
        assert_eq!(
            reloaded.game(),
            run.questions[2].game,
            "the third question is on the board"
        );
        assert!(!reloaded.board.settings.hints, "no hints before the answer");
        assert!(matches!(
            reloaded.announcement,
            Announcement::QuizAsked { number: 3, .. }
        ));
        assert_eq!(
            reloaded.quiz.as_ref().map(|q| q.paused.game()),
            Some(saved.game()),
            "the saved game still waits under the quiz"
        );
        // Another quiz's link, or a corrupt text, starts at question 1.
        for other in [
            initial_state(parse("quiz=4&variant=blocking&level=2"), None, 1).resume_quiz(&progress),
            open().resume_quiz("v1|zz"),
        ] {
            assert_eq!(other.quiz.as_ref().expect("a quiz").run.shown, 0);
            assert!(other.quiz.as_ref().expect("a quiz").run.answers.is_empty());
        }
        // No quiz, nothing to resume.
        assert_eq!(saved.clone().resume_quiz(&progress), saved);
    }

    #[test]
    fn a_hostile_link_shows_a_notice_and_the_default_position() {
        let state = initial_state(parse("heaps=-5,abc"), Some(saved_game()), 1);
        assert_eq!(
            state.game(),
            crate::presets::default_setup(crate::model::Variant::Nim).game()
        );
        let notice = crate::words::notice(&state.notice.expect("a notice"));
        assert!(notice.contains("negative"), "{notice}");
        assert!(notice.contains("default position"), "{notice}");
    }

    #[test]
    fn a_blocking_link_taken_after_the_forbid_opens_in_the_movers_phase() {
        let query = "variant=blocking&heaps=3,5,6&blocks=1&forbid=1-4&turn=2&mode=two&hints=1";
        let state = initial_state(parse(query), Some(saved_game()), 1);
        assert_eq!(state.game().forbidden(), &[(1, 4)]);
        assert_eq!(state.game().phase(), nim_solver::Phase::Move);
        assert_eq!(state.mover(), nim_solver::Player::Second);
        assert_eq!(state.actor(), nim_solver::Player::Second);
        assert!(state.notice.is_none());
        // The link of the page it opened is the link it was opened with.
        assert_eq!(
            crate::app::url::write(&state.position(), &state.board.settings, None),
            query
        );
    }

    #[test]
    fn a_bad_forbid_is_named_and_the_rest_of_the_link_is_kept() {
        let query = "variant=blocking&heaps=3,5,6&blocks=2&forbid=1-9&mode=two&hints=1";
        let state = initial_state(parse(query), None, 1);
        assert_eq!(
            state.game(),
            Game::Blocking(nim_solver::Blocking::new(vec![3, 5, 6], 2))
        );
        assert_eq!(state.board.settings.mode, Mode::TwoPlayers);
        assert!(state.board.settings.hints);
        let notice = crate::words::notice(&state.notice.expect("a notice"));
        assert!(notice.contains("1-9"), "{notice}");
        assert!(!notice.contains("default position"), "{notice}");
    }

    /// Any position of any game that play reaches within the app's limits, with either player
    /// to act: a practice position of every game in the list, then random legal actions.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn played(variant: usize, level: usize, seed: u64, actions: usize, second: bool) -> Position {
        let level = [Level::One, Level::Two, Level::Three][level];
        let mut rng = SplitMix64::new(seed);
        let start = Variant::ALL[variant].practice(level, &mut rng);
        let game = nim_solver::random_play(start, actions, &mut rng);
        let turn = if second {
            Player::Second
        } else {
            Player::First
        };
        Position { game, turn }
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn every_position_reads_back_from_its_link_and_its_saved_game(
            variant in 0..Variant::ALL.len(),
            level in 0usize..3,
            seed: u64,
            actions in 0usize..12,
            second: bool,
            mode in proptest::sample::select(Mode::ALL.to_vec()),
        ) {
            let position = played(variant, level, seed, actions, second);
            // Play may split a sum past the parts a link may build: that link gets its notice.
            let parts = position.game.rules().parts().map_or(0, <[_]>::len);
            proptest::prop_assume!(parts <= crate::model::MAX_PARTS);
            let settings = Settings { mode, hints: true, ..Settings::default() };
            let link = parse(&crate::app::url::write(&position, &settings, None));
            proptest::prop_assert_eq!(&link.notices, &Vec::new());
            let state = initial_state(link, None, 1);
            proptest::prop_assert_eq!(state.position(), position.clone());
            let text = crate::app::saved::Saved::of(&state).to_text();
            let restored = crate::app::saved::Saved::restore(&text).expect("a saved game restores");
            proptest::prop_assert_eq!(restored.position(), position);
        }
    }
}
