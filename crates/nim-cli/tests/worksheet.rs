//! `nim worksheet`: the same seed prints the same sheet, and every answer is `nim analyze`'s.

mod common;

use common::{json_of, refused};
use nim_solver::{write_heaps, write_ring, Game};
use nim_solver::{Blocking, Circle};
use serde_json::Value;

fn sheet(variant: &str, level: &str, seed: &str) -> Value {
    json_of(&[
        "worksheet",
        "--variant",
        variant,
        "--count",
        "6",
        "--seed",
        seed,
        "--level",
        level,
    ])
}

#[test]
fn the_same_seed_prints_the_same_sheet_and_another_seed_another() {
    let first = sheet("nim", "2", "7");
    assert_eq!(first, sheet("nim", "2", "7"));
    assert_ne!(first["questions"], sheet("nim", "2", "8")["questions"]);
    assert_eq!(first["variant"], "nim");
    assert_eq!(first["level"], 2);
    assert_eq!(first["seed"], 7);
    assert_eq!(first["questions"].as_array().map(Vec::len), Some(6));
    // The defaults: ten questions at level 1.
    let default = json_of(&["worksheet", "--variant", "nim", "--seed", "7"]);
    assert_eq!(default["level"], 1);
    assert_eq!(default["questions"].as_array().map(Vec::len), Some(10));
}

#[test]
fn every_answer_is_what_analyze_says_of_the_position() {
    for variant in ["nim", "misere", "circle", "blocking", "pass"] {
        for level in ["1", "2", "3"] {
            let questions = sheet(variant, level, "12")["questions"].clone();
            for question in questions.as_array().expect("a list of questions") {
                let text = question["position"].as_str().expect("a position");
                let game: Game = text.parse().expect("the solver reads its own text");
                assert_eq!(game.variant().key(), variant);
                let (field, blocks) = match &game {
                    Game::Circle(Circle { ring }) => (write_ring(ring), None),
                    Game::Blocking(Blocking { heaps, blocks, .. }) => {
                        (write_heaps(heaps), Some(blocks.to_string()))
                    }
                    _ => (write_heaps(game.heaps().expect("heaps")), None),
                };
                let mut args = vec!["analyze", "--variant", variant];
                if let Some(blocks) = &blocks {
                    args.extend(["--blocks", blocks]);
                }
                args.push(&field);
                let analysis = json_of(&args);
                assert_eq!(question["outcome"], analysis["outcome"], "{text}");
                assert_eq!(
                    question["winning_moves"], analysis["winning_moves"],
                    "{text}"
                );
            }
        }
    }
}

#[test]
fn a_sum_sheet_gives_each_value_as_analyze_states_it_and_other_sheets_none() {
    for level in ["1", "3"] {
        let questions = sheet("sum", level, "5")["questions"].clone();
        for question in questions.as_array().expect("a list of questions") {
            let text = question["position"].as_str().expect("a position");
            let analysis = json_of(&["analyze", text]);
            let why = &analysis["explanation"]["SumOfGames"];
            let parts = why["parts"].as_array().expect("each part's value");
            let values: Vec<u64> = parts
                .iter()
                .map(|part| part["grundy"].as_u64().expect("a value"))
                .collect();
            assert_eq!(question["part_values"], serde_json::json!(values), "{text}");
            let nim_sum = values.iter().fold(0, |sum, value| sum ^ value);
            assert_eq!(question["value"], nim_sum, "{text}");
            assert_eq!(question["value"], why["breakdown"]["nim_sum"], "{text}");
            assert_eq!(nim_sum == 0, question["outcome"] == "P", "{text}");
        }
    }
    let nim = sheet("nim", "2", "5");
    assert!(nim["questions"][0].get("value").is_none());
}

#[test]
fn bad_arguments_are_refused_with_a_message_and_exit_code_2() {
    let base = ["worksheet", "--variant", "nim", "--seed", "7"];
    let with = |extra: &[&'static str]| [&base[..], extra].concat();
    refused(&with(&["--count", "0"]), "from 1 to 30");
    refused(&with(&["--count", "31"]), "from 1 to 30");
    refused(&with(&["--count", "ten"]), "from 1 to 30");
    refused(&with(&["--level", "4"]), "use 1, 2 or 3");
    refused(&with(&["--level", "hard"]), "use 1, 2 or 3");
    refused(&["worksheet", "--variant", "nim", "--seed", "-1"], "--seed");
    refused(
        &[
            "worksheet",
            "--variant",
            "nim",
            "--seed",
            "99999999999999999999999",
        ],
        "invalid value",
    );
    refused(&["worksheet", "--variant", "nim"], "--seed <SEED>");
    refused(
        &["worksheet", "--variant", "chess", "--seed", "1"],
        "invalid value 'chess'",
    );
}
