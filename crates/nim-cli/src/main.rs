//! `nim`: the Nim Lab solver on the command line, JSON on stdout, errors on stderr with exit code 2.
//!
//! Arguments are parsed by hand: three subcommands with a few flags do not justify a parser crate.

use std::process::ExitCode;

use nim_solver::{kayles_grundy, p_positions, Analysis, Explanation, Family, Game, Move};
use serde_json::{json, Value};

const USAGE: &str = "usage:
  nim analyze --variant normal|misere|circle|blocking|pass [--blocks K] [--pass-used] POSITION
  nim p-positions --variant normal|misere|blocking|pass --heaps H --max N [--blocks K]
  nim grundy kayles --max N

POSITION is heap sizes like 13,15,17, or for circle a ring like ooo.oooo (o a marker, . an empty
place, the last place next to the first). Blocking positions are at the start of a turn; their
winning_moves are the mover's moves to P-positions, which win unless forbidden.";

/// Longest Kayles table printed at once: beyond it the values only repeat (period 12).
const MAX_KAYLES_ROWS: u32 = 1_000_000;

/// Bad input, said in words.
#[derive(Debug)]
struct Usage(String);

fn usage(message: impl Into<String>) -> Usage {
    Usage(message.into())
}

/// Flags and positional arguments after the subcommand.
struct Args {
    flags: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

impl Args {
    /// Splits `args`; `valued` lists the flags that take a value.
    fn parse(args: &[String], valued: &[&str], switches: &[&str]) -> Result<Self, Usage> {
        let mut flags = Vec::new();
        let mut positional = Vec::new();
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if valued.contains(&arg.as_str()) {
                let value = rest
                    .next()
                    .ok_or_else(|| usage(format!("{arg} needs a value")))?;
                flags.push((arg.clone(), Some(value.clone())));
            } else if switches.contains(&arg.as_str()) {
                flags.push((arg.clone(), None));
            } else if arg.starts_with("--") {
                return Err(usage(format!("unknown option {arg}")));
            } else {
                positional.push(arg.clone());
            }
        }
        Ok(Self { flags, positional })
    }

    fn value(&self, flag: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(name, _)| name == flag)
            .and_then(|(_, value)| value.as_deref())
    }

    fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|(name, _)| name == flag)
    }

    fn required(&self, flag: &str) -> Result<&str, Usage> {
        self.value(flag)
            .ok_or_else(|| usage(format!("{flag} is required")))
    }

    fn number(&self, flag: &str) -> Result<Option<u32>, Usage> {
        self.value(flag)
            .map(|text| {
                text.parse()
                    .map_err(|_| usage(format!("{flag} must be a whole number, not {text:?}")))
            })
            .transpose()
    }
}

fn parse_heaps(text: &str) -> Result<Vec<u32>, Usage> {
    text.split(',')
        .enumerate()
        .map(|(index, part)| {
            part.trim().parse().map_err(|_| {
                usage(format!(
                    "heap {index} of {text:?} is {part:?}, not a whole number of counters"
                ))
            })
        })
        .collect()
}

fn parse_ring(text: &str) -> Result<Vec<bool>, Usage> {
    if text.is_empty() {
        return Err(usage("the ring needs at least one place"));
    }
    text.chars()
        .enumerate()
        .map(|(place, mark)| match mark {
            'o' => Ok(true),
            '.' => Ok(false),
            other => Err(usage(format!(
                "place {place} of the ring is {other:?}: use o for a marker, . for empty"
            ))),
        })
        .collect()
}

fn move_json(mv: &Move) -> Value {
    match *mv {
        Move::Take { heap, to } | Move::Forbid { heap, to } => json!({ "heap": heap, "to": to }),
        Move::Pass => json!({ "pass": true }),
        Move::Remove {
            first,
            second: None,
        } => json!({ "remove": [first] }),
        Move::Remove {
            first,
            second: Some(second),
        } => json!({ "remove": [first, second] }),
    }
}

fn outcome_letter(analysis: &Analysis) -> &'static str {
    match analysis.outcome {
        nim_solver::Outcome::PreviousPlayerWins => "P",
        nim_solver::Outcome::NextPlayerWins => "N",
    }
}

fn analyze(args: &[String]) -> Result<Value, Usage> {
    let args = Args::parse(args, &["--variant", "--blocks"], &["--pass-used"])?;
    let variant = args.required("--variant")?;
    let [position] = args.positional.as_slice() else {
        return Err(usage("give exactly one POSITION"));
    };
    if args.value("--blocks").is_some() && variant != "blocking" {
        return Err(usage("--blocks only applies to --variant blocking"));
    }
    if args.has("--pass-used") && variant != "pass" {
        return Err(usage("--pass-used only applies to --variant pass"));
    }
    let game = match variant {
        "circle" => Game::Circle {
            ring: parse_ring(position)?,
        },
        "normal" => Game::Nim {
            heaps: parse_heaps(position)?,
        },
        "misere" => Game::Misere {
            heaps: parse_heaps(position)?,
        },
        "pass" => Game::Pass {
            heaps: parse_heaps(position)?,
            pass_available: !args.has("--pass-used"),
        },
        "blocking" => {
            let blocks = args.number("--blocks")?.unwrap_or(1);
            if blocks == 0 {
                return Err(usage("--blocks must be at least 1"));
            }
            Game::Blocking {
                heaps: parse_heaps(position)?,
                blocks,
                forbidden: Vec::new(),
            }
        }
        other => return Err(usage(format!("unknown variant {other:?}"))),
    };
    let analysis = game.analyze().map_err(|error| usage(error.to_string()))?;
    // For the blocker's turn the mover's moves to P are what a worksheet asks for.
    let winning_moves: Vec<Value> = match &analysis.explanation {
        Explanation::Blocking(why) => why.moves_to_p.iter().map(move_json).collect(),
        _ => analysis.winning_moves.iter().map(move_json).collect(),
    };
    let explanation =
        serde_json::to_value(&analysis.explanation).map_err(|error| usage(error.to_string()))?;
    Ok(json!({
        "outcome": outcome_letter(&analysis),
        "winning_moves": winning_moves,
        "explanation": explanation,
    }))
}

fn tabulate(args: &[String]) -> Result<Value, Usage> {
    let args = Args::parse(args, &["--variant", "--heaps", "--max", "--blocks"], &[])?;
    if let Some(extra) = args.positional.first() {
        return Err(usage(format!("unexpected argument {extra:?}")));
    }
    let variant = args.required("--variant")?;
    let heaps = args
        .number("--heaps")?
        .ok_or_else(|| usage("--heaps is required"))?;
    let max = args
        .number("--max")?
        .ok_or_else(|| usage("--max is required"))?;
    if heaps == 0 {
        return Err(usage("--heaps must be at least 1"));
    }
    if args.value("--blocks").is_some() && variant != "blocking" {
        return Err(usage("--blocks only applies to --variant blocking"));
    }
    let family = match variant {
        "normal" => Family::Normal,
        "misere" => Family::Misere,
        "pass" => Family::Pass,
        "blocking" => match args.number("--blocks")?.unwrap_or(1) {
            0 => return Err(usage("--blocks must be at least 1")),
            blocks => Family::Blocking { blocks },
        },
        "circle" => return Err(usage("circle positions are rings, not heaps: p-positions takes normal, misere, blocking or pass")),
        other => return Err(usage(format!("unknown variant {other:?}"))),
    };
    let table =
        p_positions(family, heaps as usize, max).map_err(|error| usage(error.to_string()))?;
    Ok(json!(table))
}

fn grundy(args: &[String]) -> Result<Value, Usage> {
    let Some((game, rest)) = args.split_first() else {
        return Err(usage("grundy needs a game: nim grundy kayles --max N"));
    };
    if game != "kayles" {
        return Err(usage(format!("grundy knows kayles, not {game:?}")));
    }
    let args = Args::parse(rest, &["--max"], &[])?;
    if let Some(extra) = args.positional.first() {
        return Err(usage(format!("unexpected argument {extra:?}")));
    }
    let max = args
        .number("--max")?
        .ok_or_else(|| usage("--max is required"))?;
    if max > MAX_KAYLES_ROWS {
        return Err(usage(format!(
            "--max is at most {MAX_KAYLES_ROWS}; the values repeat with period 12 long before"
        )));
    }
    Ok(json!((0..=max as usize)
        .map(kayles_grundy)
        .collect::<Vec<u32>>()))
}

fn run(args: &[String]) -> Result<Value, Usage> {
    match args.split_first() {
        Some((command, rest)) => match command.as_str() {
            "analyze" => analyze(rest),
            "p-positions" => tabulate(rest),
            "grundy" => grundy(rest),
            other => Err(usage(format!("unknown command {other:?}"))),
        },
        None => Err(usage("no command given")),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(
        args.first().map(String::as_str),
        Some("--help" | "-h" | "help")
    ) {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(value) => {
            println!("{value}");
            ExitCode::SUCCESS
        }
        Err(Usage(message)) => {
            eprintln!("nim: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
