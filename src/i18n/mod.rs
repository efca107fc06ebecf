//! Every word a person reads, in the language shown. Translators write one Fluent file per
//! language (`static/locales/<tag>/*.ftl`, a file per part of the app); the build compiles them (`crates/catalogue`): English
//! into the app, with its messages as the [`Msg`] enum, the others into `locales/<tag>.bin`,
//! fetched when the language is chosen. A message a language lacks is shown in English. The
//! release build leaves out of the app the English words only chunks draw: they come as
//! `locales/en.bin` with the first chunk ([`keep_later`]), and a message asked for before they
//! came is noted ([`take_missed`]) for the app to fetch them and draw again.

mod intl;
mod lang;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub use intl::{format_list, format_number, Intl};
pub use lang::{choose, Lang, UnknownLang};
pub use nim_lab_catalogue::{Arg, Args, Catalogue};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

thread_local! {
    static ENGLISH_CATALOGUE: Rc<Catalogue> =
        Rc::new(Catalogue::decode(ENGLISH).unwrap_or_default());
    static SHOWN: RefCell<Option<(Lang, Rc<Catalogue>)>> = const { RefCell::new(None) };
    static LATER: RefCell<Option<Rc<Catalogue>>> = const { RefCell::new(None) };
    static MISSED: Cell<bool> = const { Cell::new(false) };
}

/// Whether the English words fetched with the chunks are still to come: some message is neither
/// in the built-in catalogue nor kept.
pub fn lacks_later() -> bool {
    LATER.with(|later| later.borrow().is_none()) && english().patterns.iter().any(Option::is_none)
}

/// Keeps the English words fetched with the chunks (`locales/en.bin`).
pub fn keep_later(later: Rc<Catalogue>) {
    LATER.with(|kept| *kept.borrow_mut() = Some(later));
}

/// Whether a message was asked for that no catalogue held, since the last call: its words are
/// to be fetched, and the page drawn again.
pub fn take_missed() -> bool {
    MISSED.with(Cell::take)
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

/// Message `msg` with `args`, in the language shown, else in English (built in, else fetched
/// with the chunks); empty, and noted for [`take_missed`], where no catalogue has it yet.
pub fn tr(msg: Msg, args: &Args) -> String {
    let shown = SHOWN.with(|shown| shown.borrow().clone());
    let later = LATER.with(|later| later.borrow().clone());
    let found = format_in(
        msg as usize,
        args,
        shown.as_ref(),
        &english(),
        later.as_deref(),
    );
    found.unwrap_or_else(|| {
        MISSED.with(|missed| missed.set(true));
        String::new()
    })
}

/// Message `index` from the first of `shown`, `english` and `later` that has it.
fn format_in(
    index: usize,
    args: &Args,
    shown: Option<&(Lang, Rc<Catalogue>)>,
    english: &Catalogue,
    later: Option<&Catalogue>,
) -> Option<String> {
    shown
        .and_then(|(lang, catalogue)| catalogue.format(index, args, &Intl(*lang)))
        .or_else(|| english.format(index, args, &Intl(Lang::En)))
        .or_else(|| later?.format(index, args, &Intl(Lang::En)))
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
