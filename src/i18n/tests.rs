//! Every shipped catalogue against the English one: it reads, has every message, and each
//! message uses English's variables; a missing message is English, never blank.

use std::rc::Rc;

use nim_lab_catalogue::{compile, read_language, Problem};

use super::{english, Catalogue, Lang, Msg};

/// Every catalogue but English, as the build ships them.
const SHIPPED: [Lang; 5] = [Lang::Es, Lang::Fr, Lang::De, Lang::ZhCn, Lang::Ar];

/// A language's catalogue text, as the build reads it.
fn catalogue_text(lang: Lang) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("static/locales")
        .join(lang.tag());
    read_language(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
}

#[test]
fn every_catalogue_has_every_message_with_englishs_variables() {
    let english_ftl = catalogue_text(Lang::En);
    for lang in SHIPPED {
        let text = catalogue_text(lang);
        let compiled = compile(&english_ftl, &text);
        let problems: Vec<&Problem> = compiled.problems.iter().collect();
        assert!(problems.is_empty(), "{}: {problems:?}", lang.tag());
        assert_eq!(compiled.catalogue.patterns.len(), Msg::COUNT);
    }
}

#[test]
fn the_built_in_english_has_every_message_and_each_reads() {
    let english = english();
    assert_eq!(english.patterns.len(), Msg::COUNT);
    for msg in Msg::ALL {
        assert!(english.patterns[msg as usize].is_some(), "{}", msg.id());
    }
    assert_eq!(super::tr(Msg::ToolbarShare, &[]), "Share");
}

#[test]
fn a_missing_message_falls_back_to_english() {
    let partial = compile(&catalogue_text(Lang::En), "toolbar-share = Teilen\n").catalogue;
    super::show(Some((Lang::De, Rc::new(partial))));
    assert_eq!(crate::t!(ToolbarShare), "Teilen");
    assert_eq!(crate::t!(ToolbarExplore), "Explore");
    assert_eq!(super::shown(), Lang::De);
    super::show(None);
    assert_eq!(crate::t!(ToolbarShare), "Share");
}

#[test]
fn every_language_is_named_in_its_own_words() {
    let names: Vec<String> = Lang::ALL
        .into_iter()
        .map(crate::words::language_name)
        .collect();
    assert_eq!(names[..3], ["English", "Español", "Français"]);
    assert!(names.iter().all(|name| !name.is_empty()));
    let _: &Catalogue = &english();
}

#[test]
fn a_position_keeps_its_order_on_a_right_to_left_page() {
    assert_eq!(super::left_to_right("4-3-2".into()), "4-3-2");
    let arabic = compile(&catalogue_text(Lang::En), &catalogue_text(Lang::Ar)).catalogue;
    super::show(Some((Lang::Ar, Rc::new(arabic))));
    let isolated = super::left_to_right("4-3-2".into());
    super::show(None);
    assert_eq!(isolated, "\u{2066}4-3-2\u{2069}");
}

#[test]
fn words_left_out_of_the_app_come_from_the_chunks_catalogue_and_are_noted_until_then() {
    let english_ftl = catalogue_text(Lang::En);
    let full = compile(&english_ftl, &english_ftl).catalogue;
    let ids = nim_lab_catalogue::message_ids(&english_ftl);
    let later = |id: &str| id == Msg::PresentSymmetryVerdict.id();
    let built_in = nim_lab_catalogue::only(&full, &ids, |id| !later(id));
    let fetched = nim_lab_catalogue::only(&full, &ids, later);
    let index = Msg::PresentSymmetryVerdict as usize;
    let expected = full.format(index, &[], &super::Intl(Lang::En));
    assert!(expected.as_deref().is_some_and(|text| !text.is_empty()));
    assert_eq!(super::format_in(index, &[], None, &built_in, None), None);
    assert_eq!(
        super::format_in(index, &[], None, &built_in, Some(&fetched)),
        expected
    );
    let german = compile(&english_ftl, &catalogue_text(Lang::De)).catalogue;
    let shown = (Lang::De, Rc::new(german));
    let in_german = super::format_in(index, &[], Some(&shown), &built_in, None);
    assert!(in_german.is_some() && in_german != expected);
    // The app's own English is whole natively, so nothing is missed.
    assert!(!super::lacks_later());
    let _ = crate::t!(PresentSymmetryVerdict);
    assert!(!super::take_missed());
}
