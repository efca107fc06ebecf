//! Editing a row of coins: its rule from a menu, and its coins typed as H and T (coin 1 on the
//! left), at most `MAX_COINS`; a letter that is neither, or too many coins, is named.

use nim_solver::{CoinRule, Coins, CoinsError, MAX_COINS};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::model::Setup;
use crate::t;
use crate::words::variants::coin_rule_name;

/// What the coins editor edits.
#[derive(Properties, PartialEq)]
pub struct CoinRowEditorProps {
    /// The position being edited.
    pub base: Setup,
    /// Starts from an edited position (the editor checks its limits).
    pub load: Callback<Setup>,
    /// Shows why a typed row cannot be used.
    pub error: Callback<String>,
}

/// A row typed by a person (spaces dropped, lower case read as upper), or why it is not one.
pub fn typed_row(text: &str) -> Result<Vec<bool>, String> {
    let letters: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if letters.is_empty() {
        return Err(t!(CoinEditEmpty));
    }
    match Coins::parse(CoinRule::Turtles, &letters) {
        Ok(coins) => Ok(coins.row()),
        Err(CoinsError::TooMany { count }) => {
            Err(t!(CoinEditTooMany, count = count, limit = MAX_COINS))
        }
        Err(CoinsError::Letter { position, found }) => Err(t!(
            CoinEditLetter,
            coin = position,
            found = found.to_string()
        )),
    }
}

/// The rule's menu and the row's field.
#[component]
pub fn CoinRowEditor(props: &CoinRowEditorProps) -> Html {
    let base = &props.base;
    let on_rule = {
        let (base, load) = (base.clone(), props.load.clone());
        Callback::from(move |e: Event| {
            let chosen = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
                .and_then(|select| select.value().parse::<CoinRule>().ok());
            if let Some(rule) = chosen {
                let mut setup = base.clone();
                setup.coin_rule = rule;
                load.emit(setup);
            }
        })
    };
    let on_row = {
        let (base, load, error) = (base.clone(), props.load.clone(), props.error.clone());
        Callback::from(move |e: Event| {
            let text = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|input| input.value())
                .unwrap_or_default();
            match typed_row(&text) {
                Ok(row) => {
                    let mut setup = base.clone();
                    setup.coins = row;
                    load.emit(setup);
                }
                Err(message) => error.emit(message),
            }
        })
    };
    let options = CoinRule::ALL.into_iter().map(|rule| {
        html! {
            <option value={rule.key()} selected={rule == base.coin_rule}>{ coin_rule_name(rule) }</option>
        }
    });
    let letters: String = base
        .coins
        .iter()
        .map(|&h| if h { 'H' } else { 'T' })
        .collect();
    html! {
        <>
            <div class="edit-row">
                <label for="coin-rule">{ t!(CoinEditRule) }</label>
                <select id="coin-rule" data-testid="coin-rule-input" onchange={on_rule}>{ for options }</select>
            </div>
            <div class="edit-row">
                <label for="coin-row">{ t!(CoinEditRow) }</label>
                <input id="coin-row" type="text" dir="ltr" autocomplete="off" spellcheck="false"
                    maxlength={(2 * MAX_COINS).to_string()} pattern="[HTht ]*"
                    value={letters} data-testid="coins-input" onchange={on_row} />
            </div>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::typed_row;

    #[test]
    fn a_typed_row_is_read_or_its_problem_named() {
        assert_eq!(typed_row(" h t H "), Ok(vec![true, false, true]));
        assert!(typed_row("").is_err());
        assert!(typed_row("HXT").unwrap_err().contains('X'));
        assert!(typed_row(&"H".repeat(33)).unwrap_err().contains("33"));
    }
}
