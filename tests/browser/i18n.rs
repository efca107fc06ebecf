//! Languages in the browser: CLDR's plural categories and digits come from `Intl`, a catalogue
//! shown draws the whole page in it, and the header's menu names each language in its own words.

use std::rc::Rc;

use nim_lab::app::language::{LanguageMenu, LanguageMenuProps};
use nim_lab::i18n::{self, format_number, Arg, Catalogue, Intl, Lang};
use nim_lab_catalogue::compile;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use yew::Callback;

use crate::support::{find, mount};

/// The Spanish catalogue, compiled as the build compiles it.
fn spanish() -> Catalogue {
    // Against all of English, so that its messages keep the places the app gives them.
    compile(
        i18n::ENGLISH_FTL,
        include_str!("../../static/locales/es/header.ftl"),
    )
    .catalogue
}

#[wasm_bindgen_test]
fn arabic_plurals_and_each_languages_digits_come_from_the_browser() {
    let text = "n = { $n ->\n [zero] z\n [one] o\n [two] t\n [few] f\n [many] m\n *[other] x\n}\n";
    let ar = compile(text, text).catalogue;
    let picked: String = [0u32, 1, 2, 3, 11, 100]
        .into_iter()
        .map(|n| {
            ar.format(0, &[("n", Arg::from(n))], &Intl(Lang::Ar))
                .expect("present")
        })
        .collect();
    assert_eq!(picked, "zotfmx");
    assert_eq!(format_number(Lang::En, 12_345), "12,345");
    assert_eq!(format_number(Lang::De, 12_345), "12.345");
    assert_eq!(format_number(Lang::EnXa, 12_345), "12,345");
    let french = format_number(Lang::Fr, 12_345);
    assert!(
        french.starts_with("12") && french.ends_with("345") && french.len() > 6,
        "{french}"
    );
}

#[wasm_bindgen_test]
async fn a_catalogue_shown_draws_the_page_in_its_language_and_english_fills_its_gaps() {
    i18n::show(Some((Lang::Es, Rc::new(spanish()))));
    let page = mount("").await;
    i18n::show(None);
    assert_eq!(
        find(&page, "[data-testid=share]").text_content().as_deref(),
        Some("Compartir")
    );
    let tagline = find(&page, ".tagline").text_content().unwrap_or_default();
    assert!(tagline.starts_with("Juega al Nim"), "{tagline}");
    // What the Spanish catalogue lacks yet is English, never a key.
    let text = page.text_content().unwrap_or_default();
    assert!(
        !text.contains("toolbar-") && !text.contains("language-"),
        "{text}"
    );
}

#[wasm_bindgen_test]
async fn the_menu_names_each_language_in_its_own_words_and_reports_the_choice() {
    let chosen = Rc::new(std::cell::Cell::new(None));
    let root = gloo::utils::document()
        .create_element("div")
        .expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = LanguageMenuProps {
        shown: Lang::Es,
        offered: Lang::ALL[..6].to_vec(),
        on_choose: {
            let chosen = Rc::clone(&chosen);
            Callback::from(move |lang| chosen.set(Some(lang)))
        },
    };
    let app = yew::Renderer::<LanguageMenu>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    let select: web_sys::HtmlSelectElement = find(&root, "[data-testid=language]")
        .dyn_into()
        .expect("a select");
    assert_eq!(select.value(), "es");
    let names: Vec<String> = (0..select.length())
        .filter_map(|i| select.item(i))
        .filter_map(|option| option.text_content())
        .collect();
    assert_eq!(
        names,
        [
            "English",
            "Español",
            "Français",
            "Deutsch",
            "中文（简体）",
            "العربية"
        ]
    );
    select.set_value("ar");
    let event = web_sys::Event::new("change").expect("an event");
    select.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    assert_eq!(chosen.get(), Some(Lang::Ar));
    app.destroy();
    root.remove();
}
