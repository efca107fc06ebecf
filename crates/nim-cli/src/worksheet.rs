//! `nim worksheet`: a seeded sheet of practice positions with their answers, as JSON.

use nim_solver::{practice_questions, Level, Variant, MAX_QUESTIONS};
use serde_json::{json, Value};

use crate::winning_moves_json;

/// Reads `--count`: a whole number of questions from 1 to [`MAX_QUESTIONS`].
pub fn parse_count(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(count) if (1..=MAX_QUESTIONS).contains(&count) => Ok(count),
        _ => Err(format!(
            "{text:?} is not a number of questions from 1 to {MAX_QUESTIONS}"
        )),
    }
}

/// Reads `--level`: 1, 2 or 3.
pub fn parse_level(text: &str) -> Result<Level, String> {
    text.parse::<u32>()
        .ok()
        .and_then(Level::from_number)
        .ok_or_else(|| format!("{text:?} is not a level: use 1, 2 or 3"))
}

/// The sheet: each question's position in the link text format, its outcome and winning moves;
/// where the game states a position's value (a sum), that value and the values it is the nim-sum
/// of (each part's).
pub fn worksheet(variant: Variant, level: Level, count: usize, seed: u64) -> Value {
    let questions: Vec<Value> = practice_questions(variant, level, count, seed)
        .iter()
        .map(|question| {
            let mut answer = json!({
                "position": question.game.to_string(),
                "outcome": question.analysis.outcome.letter().to_string(),
                "winning_moves": winning_moves_json(&question.analysis),
            });
            let stated = question.game.stated_value(&question.analysis);
            let table = question.analysis.explanation.nim_sum_table();
            if let (Some(value), Some(table)) = (stated, table) {
                answer["value"] = json!(value);
                answer["part_values"] = json!(table.heaps);
            }
            answer
        })
        .collect();
    json!({
        "variant": variant.key(),
        "level": level.number(),
        "seed": seed,
        "questions": questions,
    })
}
