//! Nim Lab's message catalogues. Translators write Project Fluent's `.ftl` files
//! (`static/locales/<tag>.ftl`); at build time [`compile`] (feature `compile`, Fluent's own
//! parser) turns each into a [`Catalogue`]: one pattern per message of the English file, in its
//! order, message and term references resolved. [`Catalogue::encode`] writes it and
//! [`Catalogue::decode`] reads it back: the one format of the files the app fetches. At run time
//! [`Catalogue::format`] fills a pattern's variables, asking a [`Locale`] for CLDR plural
//! categories and digits (the browser's `Intl` in the app).
#![forbid(unsafe_code)]

#[cfg(feature = "compile")]
mod compile;
mod format;

#[cfg(feature = "compile")]
pub use compile::{
    compile, language_files, later_ids, message_ids, only, pseudo, read_language, Compiled,
    Problem, LATER_FILES,
};
pub use format::DecodeError;

/// A CLDR plural category.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// `zero`.
    Zero,
    /// `one`.
    One,
    /// `two`.
    Two,
    /// `few`.
    Few,
    /// `many`.
    Many,
    /// `other`.
    Other,
}

impl Category {
    /// Every category, in CLDR's order.
    pub const ALL: [Category; 6] = [
        Category::Zero,
        Category::One,
        Category::Two,
        Category::Few,
        Category::Many,
        Category::Other,
    ];

    /// The category's CLDR name.
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }

    /// The category a CLDR name stands for.
    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// What a language's rules answer: supplied by the app (the browser's `Intl`).
pub trait Locale {
    /// The plural category of `n`.
    fn category(&self, n: i64) -> Category;
    /// `n` in the language's digits and grouping.
    fn number(&self, n: i64) -> String;
}

/// A value given to a message: a whole number (its plural category and digits are the
/// language's) or text. Whole numbers only: every number Nim Lab shows is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number.
    Number(i64),
    /// Text, shown as given.
    Text(String),
}

macro_rules! number_args {
    ($($t:ty),+) => {
        $( impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::from(n))
            }
        } )+
    };
}
number_args!(u8, u16, u32, i32, i64);

// Counts past i64 are past every limit of the app: the largest is shown.
macro_rules! wide_number_args {
    ($($t:ty),+) => {
        $( impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        } )+
    };
}
wide_number_args!(u64, usize);

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

/// One piece of a message's pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text as written.
    Text(String),
    /// A variable: a number in the language's digits, or text as given.
    Var(String),
    /// A number literal, in the language's digits.
    Number(i64),
    /// A choice on a variable: the first variant whose key matches, else the default.
    Select {
        /// The variable chosen on.
        on: String,
        /// The variants, each a key and its pattern.
        variants: Vec<(Key, Vec<Part>)>,
        /// The index of the default variant.
        default: usize,
    },
}

/// A select variant's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A plural category of a number.
    Category(Category),
    /// A number exactly.
    Number(i64),
    /// A text exactly.
    Text(String),
}

/// One language's messages: a pattern per message of the English catalogue, in its order;
/// `None` where the language lacks it (English is shown there).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Catalogue {
    /// The patterns, by message index.
    pub patterns: Vec<Option<Vec<Part>>>,
}

/// A message's variables, by name.
pub type Args<'a> = [(&'a str, Arg)];

impl Catalogue {
    /// Message `index` with `args`, or `None` when the catalogue lacks it.
    pub fn format(&self, index: usize, args: &Args, locale: &dyn Locale) -> Option<String> {
        let pattern = self.patterns.get(index)?.as_ref()?;
        let mut out = String::new();
        write(pattern, args, locale, &mut out);
        Some(out)
    }

    /// The variables message `index` uses, sorted, each once.
    pub fn variables(&self, index: usize) -> Vec<String> {
        let mut found = Vec::new();
        if let Some(Some(pattern)) = self.patterns.get(index) {
            collect(pattern, &mut found);
        }
        found.sort();
        found.dedup();
        found
    }
}

fn lookup<'a>(args: &'a Args, name: &str) -> Option<&'a Arg> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}

fn write(pattern: &[Part], args: &Args, locale: &dyn Locale, out: &mut String) {
    for part in pattern {
        match part {
            Part::Text(text) => out.push_str(text),
            Part::Number(n) => out.push_str(&locale.number(*n)),
            Part::Var(name) => match lookup(args, name) {
                Some(Arg::Number(n)) => out.push_str(&locale.number(*n)),
                Some(Arg::Text(text)) => out.push_str(text),
                // A variable the code did not give: the catalogue tests hold code and catalogue together.
                None => {}
            },
            Part::Select {
                on,
                variants,
                default,
            } => {
                let value = lookup(args, on);
                let matches = |key: &Key| match (key, value) {
                    (Key::Number(k), Some(Arg::Number(n))) => k == n,
                    (Key::Category(c), Some(Arg::Number(n))) => locale.category(*n) == *c,
                    (Key::Text(k), Some(Arg::Text(text))) => k == text,
                    _ => false,
                };
                let chosen = variants
                    .iter()
                    .find(|(key, _)| matches(key))
                    .or_else(|| variants.get(*default));
                if let Some((_, pattern)) = chosen {
                    write(pattern, args, locale, out);
                }
            }
        }
    }
}

fn collect(pattern: &[Part], found: &mut Vec<String>) {
    for part in pattern {
        match part {
            Part::Var(name) => found.push(name.clone()),
            Part::Select { on, variants, .. } => {
                found.push(on.clone());
                for (_, pattern) in variants {
                    collect(pattern, found);
                }
            }
            Part::Text(_) | Part::Number(_) => {}
        }
    }
}
