//! Editing a sum: each part's game (a named game, or any octal code or subtraction set typed in),
//! its size, removing it; adding a part up to the limit.

use nim_solver::{
    OctalCode, Part, PartRule, Rule, RuleError, SubtractionSet, SubtractionSetError,
    MAX_CODE_DIGITS, MAX_SUBTRACTION, MAX_SUBTRACTION_DIGITS, PRESETS,
};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::editor::parse_count;
use crate::model::{Setup, MAX_PARTS, MAX_PART_SIZE};
use crate::t;
use crate::words::sum::game_name;

/// The games the menu names, by the spelling links use; "custom" is a typed code.
fn named() -> impl Iterator<Item = &'static str> {
    std::iter::once("nim")
        .chain(PRESETS.iter().map(|(name, _)| *name))
        .chain(["grundy", "lasker"])
}

const CUSTOM: &str = "custom";

/// The menu's choice for a part's rule.
fn choice(rule: PartRule) -> &'static str {
    match rule.rule() {
        None if rule == PartRule::Lasker => "lasker",
        None => "nim",
        Some(rule) => match rule.name() {
            Some(name) => named().find(|named| *named == name).unwrap_or(CUSTOM),
            None => CUSTOM,
        },
    }
}

/// A code typed in, or why it cannot be used.
pub fn typed_code(text: &str) -> Result<PartRule, String> {
    let text = text.trim();
    let problem = match text.parse::<Rule>() {
        Ok(rule @ Rule::Octal(_)) => return Ok(PartRule::of(rule)),
        Ok(Rule::Grundy)
        | Err(RuleError::UnknownName { .. } | RuleError::Empty | RuleError::NoDigits) => "empty",
        Err(RuleError::NotOctal { .. }) => "digit",
        Err(RuleError::NoPoint { .. } | RuleError::BeforePoint { .. }) => "point",
        Err(RuleError::TooManyDigits { .. }) => "long",
    };
    Err(t!(
        SumEditorBadCode,
        code = crate::i18n::left_to_right(text.to_owned()),
        problem = problem,
        limit = MAX_CODE_DIGITS,
        longest = MAX_SUBTRACTION_DIGITS
    ))
}

/// A subtraction set typed in (`1, 3, 4` or `{1,3,4}`), as its code, or why it cannot be used.
pub fn typed_set(text: &str) -> Result<PartRule, String> {
    let inner = text.trim().trim_start_matches('{').trim_end_matches('}');
    let bad = |problem: &str, take: u32| {
        Err(t!(
            SumEditorBadSet,
            set = crate::i18n::left_to_right(text.trim().to_owned()),
            problem = problem,
            take = take,
            limit = MAX_SUBTRACTION
        ))
    };
    match inner.parse::<SubtractionSet>() {
        Ok(set) => Ok(PartRule::of(Rule::Octal(set.to_code()))),
        Err(SubtractionSetError::Zero) => bad("has-zero", 0),
        Err(SubtractionSetError::Duplicate { take }) => bad("twice", take),
        Err(SubtractionSetError::AboveLimit { take }) => bad("high", take),
        Err(SubtractionSetError::Empty | SubtractionSetError::NotANumber { .. }) => {
            bad("number", 0)
        }
    }
}

/// The rule of a menu choice; a custom choice keeps a code the part already has.
fn chosen(value: &str, current: PartRule) -> PartRule {
    if value == CUSTOM {
        return match current.rule() {
            Some(rule @ Rule::Octal(_)) => PartRule::of(rule),
            // Subtraction of 1, 2 or 3: the first game of every course.
            _ => OctalCode::new(&[3, 3, 3])
                .map_or(PartRule::Nim, |code| PartRule::of(Rule::Octal(code))),
        };
    }
    value.parse().unwrap_or(PartRule::Nim)
}

/// What the parts editor is given.
#[derive(Properties, PartialEq)]
pub struct PartsEditorProps {
    /// The position being edited.
    pub base: Setup,
    /// Starts from an edited position (the editor checks its limits).
    pub load: Callback<Setup>,
    /// Shows why a typed value cannot be used.
    pub error: Callback<String>,
}

/// One row per part, and "Add a part".
#[component]
pub fn PartsEditor(props: &PartsEditorProps) -> Html {
    let base = &props.base;
    let with_part = {
        let base = base.clone();
        let load = props.load.clone();
        move |index: usize, change: Box<dyn Fn(&mut Part)>| {
            let mut setup = base.clone();
            if let Some(part) = setup.parts.get_mut(index) {
                change(part);
            }
            load.emit(setup);
        }
    };
    let rows = base.parts.iter().enumerate().map(|(i, part)| {
        let current = part.rule;
        let on_game = {
            let with_part = with_part.clone();
            Callback::from(move |e: Event| {
                if let Some(select) = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()) {
                    let rule = chosen(&select.value(), current);
                    with_part(i, Box::new(move |part| part.rule = rule));
                }
            })
        };
        let typed = |read: fn(&str) -> Result<PartRule, String>| {
            let with_part = with_part.clone();
            let error = props.error.clone();
            Callback::from(move |e: Event| {
                let text = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|i| i.value()).unwrap_or_default();
                match read(&text) {
                    Ok(rule) => with_part(i, Box::new(move |part| part.rule = rule)),
                    Err(message) => error.emit(message),
                }
            })
        };
        let on_size = {
            let with_part = with_part.clone();
            let error = props.error.clone();
            Callback::from(move |e: Event| {
                let text = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|i| i.value()).unwrap_or_default();
                match parse_count(&text, "counters", 1, MAX_PART_SIZE) {
                    Ok(n) => with_part(i, Box::new(move |part| part.size = n)),
                    Err(message) => error.emit(t!(BoardEditHeapError, heap = i + 1, problem = message)),
                }
            })
        };
        let remove = {
            let base = base.clone();
            let load = props.load.clone();
            Callback::from(move |_| {
                let mut setup = base.clone();
                setup.parts.remove(i);
                load.emit(setup);
            })
        };
        let selected = choice(current);
        let options = named().map(|name| {
            let rule: PartRule = name.parse().unwrap_or(PartRule::Nim);
            html! { <option value={name} selected={selected == name}>{ game_name(rule) }</option> }
        });
        let code = current.rule().filter(|rule| matches!(rule, Rule::Octal(_)));
        let set = code.and_then(|rule| match rule {
            Rule::Octal(code) => code.subtraction_set(),
            Rule::Grundy => None,
        });
        let ids = |what: &str| format!("part-{what}-field-{i}");
        html! {
            <li class="part-edit" data-testid={format!("sum-edit-{i}")}>
                <label for={ids("game")}>{ t!(SumEditorGame, part = i + 1) }</label>
                <select id={ids("game")} onchange={on_game}>
                    { for options }
                    <option value={CUSTOM} selected={selected == CUSTOM}>{ t!(SumGameCustom) }</option>
                </select>
                if selected == CUSTOM {
                    <label for={ids("code")}>{ t!(SumEditorCode, part = i + 1) }</label>
                    <input id={ids("code")} type="text" dir="ltr" inputmode="decimal" autocomplete="off" spellcheck="false"
                        value={code.map(|rule| rule.to_string()).unwrap_or_default()} onchange={typed(typed_code)} />
                    <label for={ids("set")}>{ t!(SumEditorSet, part = i + 1) }</label>
                    <input id={ids("set")} type="text" dir="ltr" autocomplete="off" spellcheck="false"
                        value={set.as_ref().map(|set| set.to_string().replace(',', ", ")).unwrap_or_default()} onchange={typed(typed_set)} />
                    if let (Some(code), Some(set)) = (code, set.as_ref()) {
                        <p class="note">{ t!(SumEditorBoth, code = crate::i18n::left_to_right(code.to_string()), set = set.to_string().replace(',', ", ")) }</p>
                    }
                }
                <label for={ids("size")}>{ t!(SumEditorSize, part = i + 1) }</label>
                <input id={ids("size")} type="number" inputmode="numeric" min="1" max={MAX_PART_SIZE.to_string()}
                    value={part.size.to_string()} onchange={on_size} />
                <button type="button" class="secondary" aria-label={t!(SumEditorRemove, part = i + 1)}
                    onclick={remove}>{ "✕" }</button>
            </li>
        }
    });
    let add = {
        let base = base.clone();
        let load = props.load.clone();
        Callback::from(move |_| {
            let mut setup = base.clone();
            setup.parts.push(Part {
                rule: "kayles".parse().unwrap_or(PartRule::Nim),
                size: 5,
            });
            load.emit(setup);
        })
    };
    html! {
        <>
            <ol class="part-edits" aria-label={t!(SumEditorLabel)}>{ for rows }</ol>
            <button type="button" data-testid="add-part" disabled={base.parts.len() >= MAX_PARTS} onclick={add}>
                { t!(SumEditorAdd) }
            </button>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::{choice, chosen, game_name, named, typed_code, typed_set};
    use nim_solver::PartRule;

    #[test]
    fn typed_codes_and_sets_become_rules_or_say_why_not() {
        assert_eq!(
            typed_code(" 0.77 ").map(|rule| rule.to_string()),
            Ok("0.77".to_owned())
        );
        assert!(typed_code("0.78").unwrap_err().contains("0 to 7"));
        assert!(typed_code("77").unwrap_err().contains("0."));
        assert!(typed_code("0.12345670123456701")
            .unwrap_err()
            .contains("16"));
        assert_eq!(
            typed_set("{1, 3, 4}").map(|rule| rule.to_string()),
            Ok("0.3033".to_owned())
        );
        let zero = typed_set("0,1").unwrap_err();
        assert!(zero.contains("cannot hold 0"), "{zero}");
        assert!(typed_set("1,1").unwrap_err().contains("twice"));
        // A take above 16 is a code of more digits than a typed code may have: still a game.
        assert_eq!(
            typed_set("1,20").map(|rule| rule.to_string()),
            Ok(format!("0.3{}3", "0".repeat(18)))
        );
        let high = typed_set("1,32").unwrap_err();
        assert!(high.contains("32") && high.contains("31"), "{high}");
        assert!(typed_set("a").unwrap_err().contains("commas"));
    }

    #[test]
    fn the_menu_names_presets_and_calls_the_rest_custom() {
        let rule = |text: &str| text.parse::<PartRule>().expect("a rule");
        assert_eq!(choice(rule("nim")), "nim");
        assert_eq!(choice(rule("0.77")), "kayles");
        assert_eq!(choice(rule("dawsons-kayles")), "dawson");
        assert_eq!(choice(rule("0.333")), "custom");
        assert_eq!(choice(rule("lasker")), "lasker");
        assert_eq!(chosen("lasker", rule("nim")), PartRule::Lasker);
        assert_eq!(game_name(PartRule::Lasker), "Lasker's Nim");
        assert!(named().all(|name| name.parse::<PartRule>().is_ok()));
    }
}
