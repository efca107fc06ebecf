//! The Grundy view's reducer: opened from the toolbar or a link, kept across new games, a typed
//! problem is a notice that keeps the sequence shown; the panel's asks are the app's actions.

use std::rc::Rc;

use yew::Reducible;

use crate::app::state::fixtures::{nim, two_player};
use crate::app::state::{Action, Notice};
use crate::model::ViewKey;
use crate::views::board::slice::BoardAction;
use crate::views::grundy::host::action;
use crate::views::grundy::panel::Ask;
use crate::views::grundy::slice::GrundyAction;
use crate::views::grundy::spec::{GrundyField, GrundyProblem, GrundySpec, Unusable, GRUNDY_MAX};

#[test]
fn the_view_opens_on_kayles_computes_what_is_asked_and_names_what_is_not_usable() {
    let state = two_player(nim(&[3, 4, 5])).reduce(Action::SetView(ViewKey::Grundy));
    assert_eq!(state.grundy(), Some(&GrundySpec::default()));
    assert_eq!(state.view.key(), ViewKey::Grundy);
    assert!(state.explore().is_none() && state.diagram().is_none());

    let asked = GrundySpec {
        rule: "0.56".parse().expect("a code"),
        max: 660_000,
    };
    let state = state.reduce(Action::Grundy(GrundyAction::Compute(asked)));
    assert_eq!(state.grundy(), Some(&asked));
    assert_eq!(state.notice, None);

    // Above the worker's limit: a notice, the sequence kept.
    let state = state.reduce(Action::Grundy(GrundyAction::Compute(GrundySpec {
        max: GRUNDY_MAX + 1,
        ..asked
    })));
    assert!(matches!(
        &state.notice,
        Some(Notice::Grundy(Unusable {
            field: GrundyField::Max,
            problem: GrundyProblem::MaxTooLarge(_),
            ..
        }))
    ));
    assert_eq!(state.grundy(), Some(&asked));
    let typed = GrundyField::Set.read("1,1").expect_err("a duplicate");
    let state = state.reduce(Action::Grundy(GrundyAction::Typed(typed.clone())));
    assert_eq!(state.notice, Some(Notice::Grundy(typed)));
    assert_eq!(state.grundy(), Some(&asked));
    // A good request clears the notice.
    let state = state.reduce(Action::Grundy(GrundyAction::Compute(asked)));
    assert_eq!(state.notice, None);

    // A new game keeps the view; asking for it again keeps its sequence; the board closes it.
    let state = state.reduce(Action::Board(BoardAction::Restart));
    assert_eq!(state.grundy(), Some(&asked));
    let state = state.reduce(Action::SetView(ViewKey::Grundy));
    assert_eq!(state.grundy(), Some(&asked));
    assert!(Rc::clone(&state)
        .reduce(Action::SetView(ViewKey::Explore))
        .grundy()
        .is_none());
    assert!(state
        .reduce(Action::SetView(ViewKey::Board))
        .grundy()
        .is_none());
}

#[test]
fn the_panels_asks_become_the_apps_actions_and_a_typed_text_is_read_again_by_the_app() {
    let asked = GrundySpec {
        rule: "0.56".parse().expect("a code"),
        max: 660_000,
    };
    assert_eq!(
        action(Ask::Compute(asked)),
        Some(Action::Grundy(GrundyAction::Compute(asked)))
    );
    assert_eq!(action(Ask::Close), Some(Action::SetView(ViewKey::Board)));
    for (field, text) in [
        (GrundyField::Set, "1, 2,2"),
        (GrundyField::Rule, ""),
        (GrundyField::Rule, "0.78"),
        (GrundyField::Max, "2000000"),
        (GrundyField::Max, "-1"),
    ] {
        let unusable = field.read(text).expect_err("unusable");
        assert_eq!(
            action(Ask::Typed {
                field,
                text: text.into()
            }),
            Some(Action::Grundy(GrundyAction::Typed(unusable))),
            "{text:?}"
        );
    }
    // A text the app can use after all is no problem to name.
    for (field, text) in [
        (GrundyField::Rule, "0.77"),
        (GrundyField::Set, "1,2,3"),
        (GrundyField::Max, "300"),
    ] {
        let typed = Ask::Typed {
            field,
            text: text.into(),
        };
        assert_eq!(action(typed), None, "{text:?}");
    }
}
