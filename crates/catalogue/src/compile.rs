//! From Fluent's `.ftl` text to a [`Catalogue`], with Project Fluent's own parser: each message
//! of the English file, in its order, with message and term references resolved (a term's
//! named arguments bound, a select on a term's attribute decided), so the app only fills
//! variables. Also the pseudo-locale, generated from English.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement, VariantKey};
use fluent_syntax::parser::parse;

use crate::{Catalogue, Category, Key, Part};

/// How deep references may nest (a reference cycle ends here, as a problem).
const MAX_DEPTH: usize = 10;

/// What is wrong with a catalogue, by message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A part of the file the parser could not read (its entry is left out).
    Parse(String),
    /// A message of the English catalogue that this one lacks (English is shown).
    Missing(String),
    /// A message English does not have (never shown).
    Extra(String),
    /// A message whose variables are not English's.
    Variables {
        /// The message.
        id: String,
        /// English's variables.
        english: Vec<String>,
        /// This catalogue's.
        found: Vec<String>,
    },
    /// A construction the app cannot show (a cycle, an unknown reference, a fraction).
    Unsupported {
        /// The message.
        id: String,
        /// What it is.
        what: String,
    },
}

/// A compiled catalogue and what was wrong with its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    /// One pattern per message of the English catalogue.
    pub catalogue: Catalogue,
    /// Each problem found.
    pub problems: Vec<Problem>,
}

/// A language's catalogue files (`static/locales/<tag>/*.ftl`, one per part of the app), in
/// name order: their text is read as one.
pub fn language_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    Ok(files)
}

/// The English files whose words only the app's chunks draw (the views' panels, the teaching
/// panel, projector mode, the review): the app's wasm is built without them, and they are written
/// as `locales/en.bin`, fetched with the first chunk drawn in English.
pub const LATER_FILES: &[&str] = &[
    "coins.ftl",
    "corners.ftl",
    "diagram-panel.ftl",
    "explain.ftl",
    "explore-panel.ftl",
    "grundy-panel.ftl",
    "hackenbush.ftl",
    "present.ftl",
    "review.ftl",
    "sources-list.ftl",
    "worksheet-panel.ftl",
];

/// The ids of the messages in `dir`'s [`LATER_FILES`] (each file must be there).
pub fn later_ids(dir: &Path) -> std::io::Result<Vec<String>> {
    let mut ids = Vec::new();
    for file in LATER_FILES {
        ids.extend(message_ids(&std::fs::read_to_string(dir.join(file))?));
    }
    Ok(ids)
}

/// `catalogue` (whose messages are `ids`, in its order) with only the messages `keep` accepts;
/// the others are left out, as a language that lacks them.
pub fn only(catalogue: &Catalogue, ids: &[String], keep: impl Fn(&str) -> bool) -> Catalogue {
    Catalogue {
        patterns: catalogue
            .patterns
            .iter()
            .zip(ids)
            .map(|(pattern, id)| pattern.clone().filter(|_| keep(id)))
            .collect(),
    }
}

/// A language's catalogue: its files' text, joined in name order.
pub fn read_language(dir: &Path) -> std::io::Result<String> {
    let mut text = String::new();
    for file in language_files(dir)? {
        text.push_str(&std::fs::read_to_string(file)?);
        text.push('\n');
    }
    Ok(text)
}

/// Every message id of a catalogue in its order, attributes written `id.attribute`.
pub fn message_ids(text: &str) -> Vec<String> {
    let resource = match parse(text) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut ids = Vec::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            if message.value.is_some() {
                ids.push(message.id.name.to_owned());
            }
            for attribute in message.attributes {
                ids.push(format!("{}.{}", message.id.name, attribute.id.name));
            }
        }
    }
    ids
}

/// Compiles `text` (a language's `.ftl`) against `english` (the reference: its messages and
/// their order, and the variables each must use).
pub fn compile(english: &str, text: &str) -> Compiled {
    let ids = message_ids(english);
    let reference = Resolver::new(english).patterns(&ids);
    let resolver = Resolver::new(text);
    let mut problems = resolver.problems.clone();
    let own = resolver.patterns(&ids);
    for id in message_ids(text) {
        if !ids.contains(&id) {
            problems.push(Problem::Extra(id));
        }
    }
    let mut patterns = Vec::with_capacity(ids.len());
    for ((id, (_, pattern)), (_, english)) in ids.iter().zip(own).zip(reference) {
        let pattern = match pattern {
            Ok(Some(pattern)) => pattern,
            Ok(None) => {
                problems.push(Problem::Missing(id.clone()));
                patterns.push(None);
                continue;
            }
            Err(what) => {
                problems.push(Problem::Unsupported {
                    id: id.clone(),
                    what,
                });
                patterns.push(None);
                continue;
            }
        };
        if let Ok(Some(english)) = english {
            let (expected, found) = (variables(&english), variables(&pattern));
            if expected != found {
                problems.push(Problem::Variables {
                    id: id.clone(),
                    english: expected,
                    found,
                });
            }
        }
        patterns.push(Some(pattern));
    }
    Compiled {
        catalogue: Catalogue { patterns },
        problems,
    }
}

fn variables(pattern: &[Part]) -> Vec<String> {
    let catalogue = Catalogue {
        patterns: vec![Some(pattern.to_vec())],
    };
    catalogue.variables(0)
}

/// A variable's value inside a term: what the referring message passed.
#[derive(Clone)]
enum Bound {
    /// A literal, known at build time.
    Literal(Part),
    /// The referring message's own variable.
    Var(String),
}

type Bindings = HashMap<String, Bound>;

/// A message's compiled pattern: `Ok(None)` where the catalogue lacks it, `Err` for what the app
/// cannot show.
type Compiling = Result<Option<Vec<Part>>, String>;

struct Resolver<'s> {
    messages: HashMap<&'s str, ast::Message<&'s str>>,
    terms: HashMap<&'s str, ast::Term<&'s str>>,
    problems: Vec<Problem>,
}

impl<'s> Resolver<'s> {
    fn new(text: &'s str) -> Resolver<'s> {
        let (resource, errors) = match parse(text) {
            Ok(resource) => (resource, Vec::new()),
            Err((resource, errors)) => (resource, errors),
        };
        let problems = errors
            .into_iter()
            .map(|error| {
                let line = text[..error.pos.start.min(text.len())]
                    .lines()
                    .count()
                    .max(1);
                Problem::Parse(format!("line {line}: {:?}", error.kind))
            })
            .collect();
        let mut messages = HashMap::new();
        let mut terms = HashMap::new();
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    messages.insert(m.id.name, m);
                }
                Entry::Term(t) => {
                    terms.insert(t.id.name, t);
                }
                _ => {}
            }
        }
        Resolver {
            messages,
            terms,
            problems,
        }
    }

    /// Each id's pattern: `Ok(None)` when the catalogue lacks it.
    fn patterns(&self, ids: &[String]) -> Vec<(String, Compiling)> {
        ids.iter()
            .map(|id| {
                let (name, attribute) = match id.split_once('.') {
                    Some((name, attribute)) => (name, Some(attribute)),
                    None => (id.as_str(), None),
                };
                let pattern = self
                    .messages
                    .get(name)
                    .and_then(|m| chosen(m.value.as_ref(), &m.attributes, attribute));
                let compiled = pattern
                    .map(|pattern| self.pattern(pattern, &Bindings::new(), 0))
                    .transpose();
                (id.clone(), compiled)
            })
            .collect()
    }

    fn pattern(
        &self,
        pattern: &ast::Pattern<&'s str>,
        bound: &Bindings,
        depth: usize,
    ) -> Result<Vec<Part>, String> {
        if depth > MAX_DEPTH {
            return Err("references nest too deep (a cycle?)".into());
        }
        let mut parts = Vec::new();
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => {
                    push(&mut parts, Part::Text((*value).to_owned()));
                }
                PatternElement::Placeable { expression } => {
                    for part in self.expression(expression, bound, depth)? {
                        push(&mut parts, part);
                    }
                }
            }
        }
        Ok(parts)
    }

    fn expression(
        &self,
        expression: &Expression<&'s str>,
        bound: &Bindings,
        depth: usize,
    ) -> Result<Vec<Part>, String> {
        match expression {
            Expression::Inline(inline) => self.inline(inline, bound, depth),
            Expression::Select { selector, variants } => {
                let key = |key: &VariantKey<&str>| -> Result<Key, String> {
                    Ok(match key {
                        VariantKey::Identifier { name } => Category::from_name(name)
                            .map_or_else(|| Key::Text((*name).to_owned()), Key::Category),
                        VariantKey::NumberLiteral { value } => Key::Number(
                            value
                                .parse()
                                .map_err(|_| format!("the key {value} is not a whole number"))?,
                        ),
                    })
                };
                let default = variants.iter().position(|v| v.default).unwrap_or(0);
                // A selector known at build time (a term's attribute, a literal) picks its variant now.
                let known = match selector {
                    InlineExpression::VariableReference { id } => match bound.get(id.name) {
                        Some(Bound::Literal(part)) => Some(part.clone()),
                        _ => None,
                    },
                    InlineExpression::TermReference { .. }
                    | InlineExpression::StringLiteral { .. }
                    | InlineExpression::NumberLiteral { .. } => {
                        let parts = self.inline(selector, bound, depth)?;
                        match parts.as_slice() {
                            [part @ (Part::Text(_) | Part::Number(_))] => Some(part.clone()),
                            [] => Some(Part::Text(String::new())),
                            _ => return Err("a select on a term that varies".into()),
                        }
                    }
                    _ => None,
                };
                if let Some(value) = known {
                    let chosen = variants
                        .iter()
                        .find(|v| match (key(&v.key), &value) {
                            (Ok(Key::Text(k)), Part::Text(t)) => &k == t,
                            (Ok(Key::Number(k)), Part::Number(n)) => k == *n,
                            _ => false,
                        })
                        .or_else(|| variants.get(default));
                    return match chosen {
                        Some(variant) => self.pattern(&variant.value, bound, depth + 1),
                        None => Ok(Vec::new()),
                    };
                }
                let on = match selector {
                    InlineExpression::VariableReference { id } => Self::variable(id.name, bound)?,
                    InlineExpression::FunctionReference { arguments, .. } => {
                        match arguments.positional.first() {
                            Some(InlineExpression::VariableReference { id }) => {
                                Self::variable(id.name, bound)?
                            }
                            _ => return Err("a function's selector must be a variable".into()),
                        }
                    }
                    _ => return Err("a select on something other than a variable".into()),
                };
                let mut compiled = Vec::with_capacity(variants.len());
                for variant in variants {
                    compiled.push((
                        key(&variant.key)?,
                        self.pattern(&variant.value, bound, depth + 1)?,
                    ));
                }
                Ok(vec![Part::Select {
                    on,
                    variants: compiled,
                    default,
                }])
            }
        }
    }

    /// The name a variable has in the message being compiled (inside a term, the one it was
    /// bound to).
    fn variable(name: &str, bound: &Bindings) -> Result<String, String> {
        match bound.get(name) {
            Some(Bound::Var(outer)) => Ok(outer.clone()),
            Some(Bound::Literal(_)) => Err(format!("${name} is a literal here")),
            None => Ok(name.to_owned()),
        }
    }

    fn inline(
        &self,
        inline: &InlineExpression<&'s str>,
        bound: &Bindings,
        depth: usize,
    ) -> Result<Vec<Part>, String> {
        Ok(match inline {
            InlineExpression::StringLiteral { value } => vec![Part::Text(
                fluent_syntax::unicode::unescape_unicode_to_string(value).into_owned(),
            )],
            InlineExpression::NumberLiteral { value } => vec![Part::Number(
                value
                    .parse()
                    .map_err(|_| format!("{value} is not a whole number"))?,
            )],
            InlineExpression::VariableReference { id } => match bound.get(id.name) {
                Some(Bound::Literal(part)) => vec![part.clone()],
                Some(Bound::Var(outer)) => vec![Part::Var(outer.clone())],
                None => vec![Part::Var(id.name.to_owned())],
            },
            InlineExpression::FunctionReference { id, arguments } => {
                match (id.name, arguments.positional.first()) {
                    ("NUMBER", Some(first)) => self.inline(first, bound, depth)?,
                    (name, _) => return Err(format!("the function {name}() is not supported")),
                }
            }
            InlineExpression::MessageReference { id, attribute } => {
                let message = self
                    .messages
                    .get(id.name)
                    .ok_or_else(|| format!("no message {}", id.name))?;
                let attribute = attribute.as_ref().map(|a| a.name);
                let pattern = chosen(message.value.as_ref(), &message.attributes, attribute)
                    .ok_or_else(|| format!("no pattern for {}", id.name))?;
                self.pattern(pattern, bound, depth + 1)?
            }
            InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                let term = self
                    .terms
                    .get(id.name)
                    .ok_or_else(|| format!("no term -{}", id.name))?;
                let attribute = attribute.as_ref().map(|a| a.name);
                let pattern = chosen(Some(&term.value), &term.attributes, attribute)
                    .ok_or_else(|| format!("no attribute of -{}", id.name))?;
                let mut inner = Bindings::new();
                for named in arguments.iter().flat_map(|call| &call.named) {
                    let value = match &named.value {
                        InlineExpression::VariableReference { id } => match bound.get(id.name) {
                            Some(b) => b.clone(),
                            None => Bound::Var(id.name.to_owned()),
                        },
                        other => match self.inline(other, bound, depth)?.as_slice() {
                            [part] => Bound::Literal(part.clone()),
                            _ => return Err("a term's argument must be one value".into()),
                        },
                    };
                    inner.insert(named.name.name.to_owned(), value);
                }
                self.pattern(pattern, &inner, depth + 1)?
            }
            InlineExpression::Placeable { expression } => {
                self.expression(expression, bound, depth + 1)?
            }
        })
    }
}

/// An entry's value, or its attribute `attribute`.
fn chosen<'a, 's>(
    value: Option<&'a ast::Pattern<&'s str>>,
    attributes: &'a [ast::Attribute<&'s str>],
    attribute: Option<&str>,
) -> Option<&'a ast::Pattern<&'s str>> {
    match attribute {
        None => value,
        Some(name) => attributes
            .iter()
            .find(|a| a.id.name == name)
            .map(|a| &a.value),
    }
}

/// Adds `part`, joining adjacent texts.
fn push(parts: &mut Vec<Part>, part: Part) {
    if let (Some(Part::Text(last)), Part::Text(text)) = (parts.last_mut(), &part) {
        last.push_str(text);
        return;
    }
    parts.push(part);
}

/// The pseudo-locale from the compiled English catalogue: every text accented, the message
/// about 40% longer and bracketed, so untranslated, cut or crowded text shows at a glance.
pub fn pseudo(english: &Catalogue) -> Catalogue {
    let patterns = english
        .patterns
        .iter()
        .map(|pattern| {
            pattern.as_ref().map(|parts| {
                let mut parts = accent(parts);
                let length: usize = parts.iter().map(visible_length).sum();
                let padding = "~".repeat(length.div_ceil(5) * 2);
                parts.insert(0, Part::Text("[".into()));
                parts.push(Part::Text(format!("{padding}]")));
                let mut joined = Vec::new();
                for part in parts {
                    push(&mut joined, part);
                }
                joined
            })
        })
        .collect();
    Catalogue { patterns }
}

fn accent(parts: &[Part]) -> Vec<Part> {
    parts
        .iter()
        .map(|part| match part {
            Part::Text(text) => Part::Text(text.chars().map(accented).collect()),
            Part::Select {
                on,
                variants,
                default,
            } => Part::Select {
                on: on.clone(),
                variants: variants
                    .iter()
                    .map(|(key, pattern)| (key.clone(), accent(pattern)))
                    .collect(),
                default: *default,
            },
            other => other.clone(),
        })
        .collect()
}

fn visible_length(part: &Part) -> usize {
    match part {
        Part::Text(text) => text.chars().count(),
        Part::Var(_) | Part::Number(_) => 2,
        Part::Select {
            variants, default, ..
        } => variants
            .get(*default)
            .map_or(0, |(_, pattern)| pattern.iter().map(visible_length).sum()),
    }
}

fn accented(c: char) -> char {
    const PLAIN: &str = "aceinousyzACEINOUSYZ";
    const MARKED: &str = "áçéíñóúšýžÁÇÉÍÑÓÚŠÝŽ";
    PLAIN
        .chars()
        .position(|p| p == c)
        .and_then(|at| MARKED.chars().nth(at))
        .unwrap_or(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Arg, Locale};

    struct English;

    impl Locale for English {
        fn category(&self, n: i64) -> Category {
            if n == 1 {
                Category::One
            } else {
                Category::Other
            }
        }

        fn number(&self, n: i64) -> String {
            n.to_string()
        }
    }

    const ENGLISH: &str = r#"
-nim = Nim
-game = { $case ->
    [genitive] Nim's
   *[plain] Nim
}
    .gender = neuter
counters = { $count ->
    [one] { $count } counter
   *[other] { NUMBER($count) } counters
}
taken = You took { counters }.
title = { -nim } Lab
    .aria-label = The { -nim } Lab page
rules = { -game(case: "genitive") } rules
gendered = { -game.gender ->
    [neuter] it
   *[other] they
}
zero = { $n ->
    [0] none
   *[other] { $n }
}
quoted = { "{" }braces{ "}" }
"#;

    fn format(catalogue: &Catalogue, ids: &[String], id: &str, args: &[(&str, Arg)]) -> String {
        let index = ids.iter().position(|x| x == id).expect("an id");
        catalogue.format(index, args, &English).expect("present")
    }

    #[test]
    fn references_terms_and_selects_compile_to_what_fluent_means() {
        let compiled = compile(ENGLISH, ENGLISH);
        assert_eq!(compiled.problems, []);
        let ids = message_ids(ENGLISH);
        assert_eq!(
            ids,
            [
                "counters",
                "taken",
                "title",
                "title.aria-label",
                "rules",
                "gendered",
                "zero",
                "quoted"
            ]
        );
        let c = &compiled.catalogue;
        assert_eq!(
            format(c, &ids, "counters", &[("count", Arg::from(1u32))]),
            "1 counter"
        );
        assert_eq!(
            format(c, &ids, "taken", &[("count", Arg::from(3u32))]),
            "You took 3 counters."
        );
        assert_eq!(format(c, &ids, "title", &[]), "Nim Lab");
        assert_eq!(format(c, &ids, "title.aria-label", &[]), "The Nim Lab page");
        assert_eq!(format(c, &ids, "rules", &[]), "Nim's rules");
        assert_eq!(format(c, &ids, "gendered", &[]), "it");
        assert_eq!(format(c, &ids, "zero", &[("n", Arg::from(0u32))]), "none");
        assert_eq!(format(c, &ids, "quoted", &[]), "{braces}");
        // What a message needs at run time is only its variables: references are gone.
        assert_eq!(c.variables(1), ["count"]);
    }

    #[test]
    fn a_language_is_held_to_englishs_messages_and_variables() {
        let german = "counters = { $n } Steine\ntitle = { -nim } Lab\n    .aria-label = Seite\n-nim = Nim\nextra = mehr\nbroken = { $\n";
        let compiled = compile(ENGLISH, german);
        let problems = &compiled.problems;
        assert!(
            problems.iter().any(|p| matches!(p, Problem::Parse(_))),
            "{problems:?}"
        );
        assert!(problems.contains(&Problem::Missing("taken".into())));
        assert!(problems.contains(&Problem::Extra("extra".into())));
        assert!(problems.contains(&Problem::Variables {
            id: "counters".into(),
            english: vec!["count".into()],
            found: vec!["n".into()],
        }));
        // The messages it has are kept, the missing ones left for English.
        assert!(compiled.catalogue.patterns[2].is_some());
        assert!(compiled.catalogue.patterns[1].is_none());
    }

    #[test]
    fn a_reference_cycle_is_a_problem_not_a_hang() {
        let compiled = compile("a = x{ b }\nb = y{ a }\n", "a = x{ b }\nb = y{ a }\n");
        assert!(compiled
            .problems
            .iter()
            .any(|p| matches!(p, Problem::Unsupported { .. })));
    }

    #[test]
    fn the_pseudo_locale_is_accented_longer_and_bracketed() {
        let english = compile(ENGLISH, ENGLISH).catalogue;
        let ids = message_ids(ENGLISH);
        let pseudo = pseudo(&english);
        let title = format(&pseudo, &ids, "title", &[]);
        assert!(
            title.starts_with("[Ñím Láb~") && title.ends_with(']'),
            "{title}"
        );
        assert!(
            title.chars().count() as f64 >= 1.4 * "Nim Lab".len() as f64,
            "{title}"
        );
        let counters = format(&pseudo, &ids, "counters", &[("count", Arg::from(2u32))]);
        assert!(counters.contains("2 çóúñtérš"), "{counters}");
    }

    #[test]
    fn only_keeps_the_messages_asked_for_and_the_two_halves_make_the_whole() {
        let english = compile(ENGLISH, ENGLISH).catalogue;
        let ids = message_ids(ENGLISH);
        let later = |id: &str| id == "title";
        let built_in = only(&english, &ids, |id| !later(id));
        let fetched = only(&english, &ids, later);
        assert_eq!(built_in.patterns.len(), english.patterns.len());
        assert_eq!(format(&fetched, &ids, "title", &[]), "Nim Lab");
        let title = ids.iter().position(|id| id == "title").expect("a title");
        assert!(built_in.patterns[title].is_none());
        for (index, pattern) in english.patterns.iter().enumerate() {
            let halves = built_in.patterns[index]
                .as_ref()
                .or(fetched.patterns[index].as_ref());
            assert_eq!(halves, pattern.as_ref(), "{}", ids[index]);
            assert!(built_in.patterns[index].is_none() || fetched.patterns[index].is_none());
        }
    }

    #[test]
    fn every_later_file_is_an_english_file() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../static/locales/en");
        let ids = later_ids(&dir).expect("every later file is there");
        let english = message_ids(&read_language(&dir).expect("English"));
        assert!(!ids.is_empty());
        assert!(ids.iter().all(|id| english.contains(id)));
    }
}
