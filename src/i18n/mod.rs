//! Every word a person reads, in the language shown. Translators write one Fluent file per
//! language (`static/locales/<tag>/*.ftl`, a file per part of the app); the build compiles them (`crates/catalogue`): English
//! into the app, with its messages as the [`Msg`] enum, the others into `locales/<tag>.bin`,
//! fetched when the language is chosen. A message a language lacks is shown in English.

mod intl;
mod lang;

use std::cell::RefCell;
use std::rc::Rc;

pub use intl::{format_list, format_number, Intl};
pub use lang::{choose, Lang, UnknownLang};
pub use nim_lab_catalogue::{Arg, Args, Catalogue};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

thread_local! {
    static ENGLISH_CATALOGUE: Rc<Catalogue> =
        Rc::new(Catalogue::decode(ENGLISH).unwrap_or_default());
    static SHOWN: RefCell<Option<(Lang, Rc<Catalogue>)>> = const { RefCell::new(None) };
}

/// The English catalogue.
pub fn english() -> Rc<Catalogue> {
    ENGLISH_CATALOGUE.with(Rc::clone)
}

/// Shows `catalogue` (in `lang`) from now on; English when `None`.
pub fn show(shown: Option<(Lang, Rc<Catalogue>)>) {
    SHOWN.with(|current| *current.borrow_mut() = shown);
}

/// The language shown.
pub fn shown() -> Lang {
    SHOWN.with(|shown| shown.borrow().as_ref().map_or(Lang::En, |(lang, _)| *lang))
}

/// Message `msg` with `args`, in the language shown, else in English.
pub fn tr(msg: Msg, args: &Args) -> String {
    let index = msg as usize;
    let translated = SHOWN.with(|shown| {
        let shown = shown.borrow();
        let (lang, catalogue) = shown.as_ref()?;
        catalogue.format(index, args, &Intl(*lang))
    });
    translated
        .or_else(|| english().format(index, args, &Intl(Lang::En)))
        // Only if the built-in catalogue were damaged: the build checks it.
        .unwrap_or_default()
}

/// `text` kept left to right inside a right-to-left page (a position such as `4-3-2`, which the
/// bidirectional algorithm would otherwise read as `2-3-4`): isolated with U+2066 … U+2069.
pub fn left_to_right(text: String) -> String {
    if shown().dir() == "rtl" {
        format!("\u{2066}{text}\u{2069}")
    } else {
        text
    }
}

/// A number in the language shown.
pub fn number(n: i64) -> String {
    format_number(shown(), n)
}

/// Message `Msg::$msg` with named variables: `t!(HowToPlayTitle, game = title)`.
#[macro_export]
macro_rules! t {
    ($msg:ident) => {
        $crate::i18n::tr($crate::i18n::Msg::$msg, &[])
    };
    ($msg:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr(
            $crate::i18n::Msg::$msg,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests;
