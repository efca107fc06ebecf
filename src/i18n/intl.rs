//! CLDR's rules where a language needs them: plural categories and number formatting. In the
//! browser they come from `Intl` (its data is already there); natively (the unit tests) from
//! the `intl_pluralrules` crate and plain grouping.

use nim_lab_catalogue::{Category, Locale};

use super::Lang;

/// A language's CLDR rules, as the catalogues' formatter asks them.
pub struct Intl(pub Lang);

impl Locale for Intl {
    fn category(&self, n: i64) -> Category {
        Category::from_name(imp::plural_category(self.0, n)).unwrap_or(Category::Other)
    }

    fn number(&self, n: i64) -> String {
        imp::format_number(self.0, n)
    }
}

/// `n` written in `lang`'s digits and grouping.
pub fn format_number(lang: Lang, n: i64) -> String {
    imp::format_number(lang, n)
}

/// The words `items` joined as `lang` joins a list ("a, b and c").
pub fn format_list(lang: Lang, items: &[String]) -> String {
    imp::format_list(lang, items)
}

/// The tag the browser's `Intl` is given: the pseudo-locale formats as English.
fn intl_tag(lang: Lang) -> &'static str {
    match lang {
        Lang::EnXa => "en",
        other => other.tag(),
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use std::cell::RefCell;

    use js_sys::{Array, Function, Intl, Object, Reflect};
    use wasm_bindgen::JsValue;

    use super::{intl_tag, Lang};

    struct Formatters {
        plurals: Intl::PluralRules,
        numbers: Function,
        lists: Intl::ListFormat,
    }

    thread_local! {
        static CACHE: RefCell<Vec<(Lang, Formatters)>> = const { RefCell::new(Vec::new()) };
    }

    fn with<T>(lang: Lang, f: impl FnOnce(&Formatters) -> T) -> T {
        CACHE.with(|cache| {
            let mut cache = cache.borrow_mut();
            let at = if let Some(at) = cache.iter().position(|(l, _)| *l == lang) {
                at
            } else {
                cache.push((lang, formatters(lang)));
                cache.len() - 1
            };
            f(&cache[at].1)
        })
    }

    fn formatters(lang: Lang) -> Formatters {
        let locales = Array::of1(&JsValue::from_str(intl_tag(lang)));
        let lists_options = Object::new();
        let _ = Reflect::set(&lists_options, &"type".into(), &"conjunction".into());
        Formatters {
            plurals: Intl::PluralRules::new(&locales, &Object::new()),
            numbers: Intl::NumberFormat::new(&locales, &Object::new()).format(),
            lists: Intl::ListFormat::new(&locales, &lists_options),
        }
    }

    pub(super) fn plural_category(lang: Lang, n: i64) -> &'static str {
        let category = with(lang, |f| String::from(f.plurals.select(n as f64)));
        match category.as_str() {
            "zero" => "zero",
            "one" => "one",
            "two" => "two",
            "few" => "few",
            "many" => "many",
            _ => "other",
        }
    }

    pub(super) fn format_number(lang: Lang, n: i64) -> String {
        with(lang, |f| {
            f.numbers
                .call1(&JsValue::NULL, &JsValue::from_f64(n as f64))
                .ok()
                .and_then(|text| text.as_string())
                .unwrap_or_else(|| n.to_string())
        })
    }

    pub(super) fn format_list(lang: Lang, items: &[String]) -> String {
        let list: Array = items.iter().map(|item| JsValue::from_str(item)).collect();
        with(lang, |f| String::from(f.lists.format(&list)))
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    use unic_langid::LanguageIdentifier;

    use super::{intl_tag, Lang};

    pub(super) fn plural_category(lang: Lang, n: i64) -> &'static str {
        let id: Option<LanguageIdentifier> = intl_tag(lang).parse().ok();
        let rules = id.and_then(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok());
        match rules.and_then(|rules| rules.select(n).ok()) {
            Some(PluralCategory::ZERO) => "zero",
            Some(PluralCategory::ONE) => "one",
            Some(PluralCategory::TWO) => "two",
            Some(PluralCategory::FEW) => "few",
            Some(PluralCategory::MANY) => "many",
            _ => "other",
        }
    }

    /// English grouping for every language: the browser tests check each locale's own.
    pub(super) fn format_number(_: Lang, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
        if n < 0 {
            out.push('-');
        }
        for (i, digit) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(digit);
        }
        out
    }

    /// English's list for every language natively, as numbers are.
    pub(super) fn format_list(_: Lang, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [first, second] => format!("{first} and {second}"),
            [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
        }
    }
}
