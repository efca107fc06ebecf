//! Answering the quiz's questions as a person does, with the solver's answer (read from the
//! question's `data-position`) or a wrong one, for the tests that play a quiz.

use nim_lab_e2e::{Browser, Error, Key, Result};
use nim_solver::{Game, Knock, Move};

/// The question shown: its position and kind.
pub fn question(browser: &Browser) -> Result<(Game, String)> {
    let element = browser.wait_for("[data-testid=quiz-question]")?;
    let position = element.attr("data-position")?.unwrap_or_default();
    let kind = element.attr("data-kind")?.unwrap_or_default();
    let game = position
        .parse()
        .map_err(|e| Error::Unexpected(format!("data-position {position:?}: {e}")))?;
    Ok((game, kind))
}

/// Makes `mv` on the board as a person does: a counter, the pass, a marker and a take button, a
/// sum's move button, a row's pins and Knock, a row's coins and Turn, a grid's two corners and
/// Turn, or a picture's edge.
pub fn play(browser: &Browser, game: &Game, mv: &Move) -> Result<()> {
    if game.rules().parts().is_some() {
        // A sum's part lists its moves as buttons, in the solver's order.
        let part = |m: &Move| match *m {
            Move::Take { heap, .. } | Move::Split { heap, .. } => Some(heap),
            _ => None,
        };
        let heap = part(mv).ok_or_else(|| Error::Unexpected(format!("{mv:?} in a sum")))?;
        // An octal game's part is a row: press the pins of the run the move knocks, then Knock.
        let row = game
            .rules()
            .parts()
            .and_then(|parts| parts.get(heap).copied());
        if let Some(row) = row.filter(|part| part.rule.is_row()) {
            let run = Knock::runs(mv, row.size)
                .first()
                .copied()
                .ok_or_else(|| Error::Unexpected(format!("{mv:?} knocks no run of {row}")))?;
            for pin in run.left..run.left + run.removed {
                browser.click(&format!("[data-testid=pin-{heap}-{pin}]"))?;
            }
            return browser.click("[data-testid=knock]");
        }
        let index = game
            .legal_moves()
            .iter()
            .filter(|m| part(m) == Some(heap))
            .position(|m| m == mv)
            .ok_or_else(|| Error::Unexpected(format!("{mv:?} is not legal in {game}")))?;
        return browser.click(&format!("[data-testid=sum-move-{heap}-{index}]"));
    }
    // A game whose moves take from several heaps: each take is chosen, then Take makes them.
    if game.rules().heaps_per_move().is_some_and(|k| k > 1) {
        let takes = match mv {
            &Move::Take { heap, to } => vec![(heap, to)],
            Move::Several { takes } => takes.clone(),
            other => {
                return Err(Error::Unexpected(format!(
                    "{other:?} is no move from heaps"
                )))
            }
        };
        for (heap, to) in takes {
            browser.click(&format!("[data-testid=counter-{heap}-{to}]"))?;
        }
        return browser.click("[data-testid=choice-take]");
    }
    match *mv {
        // A staircase's coins are its takes.
        Move::Take { heap, to } if game.variant().board() == nim_solver::Board::Stairs => {
            browser.click(&format!("[data-testid=coin-{heap}-{to}]"))
        }
        Move::Take { heap, to } => browser.click(&format!("[data-testid=counter-{heap}-{to}]")),
        Move::Pass => browser.click("[data-testid=pass]"),
        Move::Both { taken } => browser.click(&format!("[data-testid=both-{taken}]")),
        Move::Remove { first, second } => {
            browser.click(&format!("[data-testid=marker-{first}]"))?;
            let places = game.ring().map_or(1, <[bool]>::len);
            browser.click(match second {
                None => "[data-testid=take-one]",
                Some(s) if s == (first + places - 1) % places => "[data-testid=take-left]",
                Some(_) => "[data-testid=take-right]",
            })
        }
        // A coin row's move: press each coin it turns, then Turn.
        Move::Turn { ref coins } => {
            for coin in coins {
                browser.click(&format!("[data-testid=coin-{coin}]"))?;
            }
            browser.click("[data-testid=turn]")
        }
        // A grid's move: its far corner, the opposite corner, then Turn.
        Move::Corner {
            heads: (x, y),
            other: (a, b),
        } => {
            browser.click(&format!("[data-testid=cell-{x}-{y}]"))?;
            browser.click(&format!("[data-testid=cell-{a}-{b}]"))?;
            browser.click("[data-testid=turn]")
        }
        // A picture's move: its edge's button in the list (the text alternative of the drawing).
        Move::Chop { edge } => browser.click(&format!("[data-testid=chop-{edge}]")),
        Move::Forbid { .. } => Err(Error::Unexpected("a blocker's move was asked".into())),
        Move::Split { .. } => Err(Error::Unexpected("a split outside a sum".into())),
        Move::Several { .. } => Err(Error::Unexpected("a move from several heaps".into())),
    }
}

/// Answers question `number` of `total` as the solver does (or wrongly), waits for the verdict
/// and checks it; returns the position asked.
pub fn answer(browser: &Browser, number: usize, total: usize, right: bool) -> Result<Game> {
    browser.wait_for_text(".quiz-progress", &format!(" {number} of {total}"))?;
    let (game, kind) = question(browser)?;
    let analysis = game
        .analyze()
        .map_err(|e| Error::Unexpected(format!("{game}: {e}")))?;
    match kind.as_str() {
        "outcome" => {
            let letter = if right == analysis.outcome.is_p() {
                "P"
            } else {
                "N"
            };
            browser.click(&format!("[data-answer={letter}]"))?;
        }
        "move" => {
            let mv = if right {
                analysis.winning_moves.first().cloned()
            } else {
                game.legal_moves()
                    .into_iter()
                    .find(|mv| !analysis.winning_moves.contains(mv))
            };
            let mv = mv.ok_or_else(|| Error::Unexpected(format!("{game}: no move to make")))?;
            play(browser, &game, &mv)?;
        }
        "value" => {
            let value = game
                .stated_value(&analysis)
                .ok_or_else(|| Error::Unexpected(format!("{game}: no value stated")))?;
            let typed = if right { value } else { value + 1 };
            // Typed and sent with Enter, as a person does.
            let field = browser.find("[data-testid=quiz-value-input]")?;
            field.send_keys(&format!("{typed}{}", Key::Enter))?;
        }
        other => return Err(Error::Unexpected(format!("data-kind {other:?}"))),
    }
    let feedback = browser.wait_for("[data-testid=quiz-feedback]")?;
    assert_eq!(
        feedback.attr("data-correct")?.as_deref(),
        Some(if right { "true" } else { "false" }),
        "{game}: {}",
        feedback.text()?
    );
    Ok(game)
}
