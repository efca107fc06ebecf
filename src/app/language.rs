//! The language the page is shown in: chosen at start (the link's `lang=`, then the menu's
//! remembered choice, then the browser's languages, then English), its catalogue fetched when it
//! is not English, and set on `<html lang dir>`.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::i18n::{self, Catalogue, Lang, Msg};
use crate::views::chunk::ChunkError;

/// Where the menu's choice is remembered.
pub const STORAGE_KEY: &str = "nim-lab-lang";

/// Why the page is not in the language asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LanguageProblem {
    /// The link's `lang=` names a language the app does not have.
    Unknown {
        /// The tag as written.
        tag: String,
        /// The language shown instead.
        shown: Lang,
    },
    /// The language's catalogue could not be fetched or read: English is shown.
    LoadFailed(Lang),
}

thread_local! {
    static LOADED: RefCell<Vec<(Lang, Rc<Catalogue>)>> = const { RefCell::new(Vec::new()) };
    static AT_START: RefCell<Option<LanguageProblem>> = const { RefCell::new(None) };
    /// The chunks' English words, fetched once however many places ask for them at the same time.
    static LATER_WORDS: Rc<async_once_cell::OnceCell<()>> = Rc::new(async_once_cell::OnceCell::new());
}

/// The languages the browser prefers, in order.
fn browser_languages() -> Vec<String> {
    let navigator = gloo::utils::window().navigator();
    let listed: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    if listed.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        listed
    }
}

fn remembered() -> Option<String> {
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()?
        .get_item(STORAGE_KEY)
        .ok()
        .flatten()
}

/// Remembers the menu's choice for the next visit.
pub fn remember(lang: Lang) {
    if let Some(storage) = gloo::utils::window().local_storage().ok().flatten() {
        let _ = storage.set_item(STORAGE_KEY, lang.tag());
    }
}

/// The language to start in for a page opened with `query` (its `lang=`, if any).
pub fn at_start(query: &str) -> (Lang, Option<LanguageProblem>) {
    let query = query.strip_prefix('?').unwrap_or(query);
    let link_lang = form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key == "lang")
        .map(|(_, value)| value.into_owned());
    let link_lang = link_lang.as_deref();
    let (lang, unknown) = i18n::choose(link_lang, remembered().as_deref(), &browser_languages());
    let problem = unknown.map(|unknown| LanguageProblem::Unknown {
        tag: unknown.0,
        shown: lang,
    });
    (lang, problem)
}

/// Keeps a problem met before the app started, for it to show.
pub fn keep_for_start(problem: Option<LanguageProblem>) {
    AT_START.with(|kept| *kept.borrow_mut() = problem);
}

/// The problem met before the app started, once.
pub fn take_at_start() -> Option<LanguageProblem> {
    AT_START.with(|kept| kept.borrow_mut().take())
}

/// Fetches and reads `lang`'s compiled catalogue (once per page: it is kept); `None` when it
/// cannot be fetched, is not a catalogue, or is another release's (not this one's messages).
async fn load(lang: Lang) -> Option<Rc<Catalogue>> {
    let kept = LOADED.with(|loaded| {
        loaded
            .borrow()
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, c)| Rc::clone(c))
    });
    if let Some(catalogue) = kept {
        return Some(catalogue);
    }
    let window = gloo::utils::window();
    let promise = window.fetch_with_str(&format!("locales/{}.bin", lang.tag()));
    let response: web_sys::Response = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    let catalogue = Catalogue::decode(&bytes).ok()?;
    if catalogue.patterns.len() != Msg::COUNT {
        return None;
    }
    let catalogue = Rc::new(catalogue);
    LOADED.with(|loaded| loaded.borrow_mut().push((lang, Rc::clone(&catalogue))));
    Some(catalogue)
}

/// Fetches the English words only chunks draw (`locales/en.bin`), once, where the app lacks
/// them; `Ok(true)` when they came now, `Ok(false)` when nothing was to fetch.
pub async fn fetch_later() -> Result<bool, ChunkError> {
    if !i18n::lacks_later() {
        return Ok(false);
    }
    let fetch = LATER_WORDS.with(Rc::clone);
    fetch
        .get_or_try_init(async {
            i18n::keep_later(load(Lang::En).await.ok_or(ChunkError)?);
            Ok::<(), ChunkError>(())
        })
        .await?;
    Ok(true)
}

/// What a chunk awaits before it draws: the English words only chunks draw, when English is
/// shown (every other language's catalogue has them).
pub async fn words_for_chunk() -> Result<(), ChunkError> {
    if i18n::shown() == Lang::En {
        fetch_later().await?;
    }
    Ok(())
}

/// Sets `<html lang dir>`, the page's description and its manifest to the language shown, and
/// words the panic message in it.
fn mark_document(lang: Lang) {
    let document = gloo::utils::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.set_attribute("dir", lang.dir());
    }
    if let Ok(Some(description)) = document.query_selector("meta[name=description]") {
        let _ = description.set_attribute("content", &crate::t!(PageDescription));
    }
    if let Ok(Some(manifest)) = document.query_selector("link[rel=manifest]") {
        let _ = manifest.set_attribute("href", &manifest_path(lang));
    }
    crate::panic_screen::prepare_words();
}

/// The site's manifest in `lang` (written beside the catalogues at build time).
pub fn manifest_path(lang: Lang) -> String {
    if lang == Lang::En {
        String::from("manifest.webmanifest")
    } else {
        format!("locales/manifest.{}.webmanifest", lang.tag())
    }
}

/// Shows the page in `lang` from the next render on, fetching its catalogue first; English (and
/// the problem) when it cannot be loaded.
pub async fn show(lang: Lang) -> Result<Lang, LanguageProblem> {
    if lang == Lang::En {
        i18n::show(None);
        mark_document(Lang::En);
        return Ok(Lang::En);
    }
    if let Some(catalogue) = load(lang).await {
        i18n::show(Some((lang, catalogue)));
        mark_document(lang);
        Ok(lang)
    } else {
        i18n::show(None);
        mark_document(Lang::En);
        Err(LanguageProblem::LoadFailed(lang))
    }
}

/// The languages offered in the header's menu: those whose catalogue covers the whole app. The
/// others (the pseudo-locale) open by link (`lang=`), for translators to preview their work.
pub const OFFERED: &[Lang] = &[Lang::En, Lang::Es, Lang::Fr, Lang::De, Lang::ZhCn, Lang::Ar];

/// The properties of [`LanguageMenu`].
#[derive(yew::Properties, PartialEq)]
pub struct LanguageMenuProps {
    /// The language shown.
    pub shown: Lang,
    /// The languages to offer, in order.
    pub offered: Vec<Lang>,
    /// Asked with the language chosen.
    pub on_choose: yew::Callback<Lang>,
}

/// The header's language menu, each language named in its own words.
#[yew::component]
pub fn LanguageMenu(props: &LanguageMenuProps) -> yew::Html {
    use yew::prelude::*;
    let onchange = {
        let on_choose = props.on_choose.clone();
        Callback::from(move |e: Event| {
            let tag = crate::views::board::controls::select_value(&e);
            if let Some(lang) = Lang::parse(&tag) {
                on_choose.emit(lang);
            }
        })
    };
    html! {
        <label class="language">
            <span>{ crate::t!(LanguageLabel) }</span>
            <select data-testid="language" {onchange}>
                { for props.offered.iter().map(|&lang| html! {
                    <option value={lang.tag()} lang={lang.tag()} selected={lang == props.shown}>
                        { crate::words::language_name(lang) }
                    </option>
                }) }
            </select>
        </label>
    }
}
