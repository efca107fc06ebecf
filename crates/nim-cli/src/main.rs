//! `nim`: the Nim Lab solver on the command line, JSON on stdout, errors on stderr with exit code 2.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use nim_solver::{
    kayles_grundy, p_positions, parse_heaps, parse_ring, Analysis, Explanation, Family, Game,
    Level, Move, ParseError, Variant,
};
use serde_json::{json, Value};

mod worksheet;

/// Longest Kayles table printed at once: beyond it the values only repeat (period 12).
const MAX_KAYLES_ROWS: u32 = 1_000_000;

/// The Nim Lab solver: exact answers for Nim and its variants, as JSON.
#[derive(Parser)]
#[command(name = "nim", version, after_help = POSITION_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

const POSITION_HELP: &str = "POSITION is heap sizes like 13,15,17, or for circle a ring like \
ooo.oooo (o a marker, . an empty place, the last place next to the first). Blocking positions are \
at the start of a turn; their winning_moves are the mover's moves to P-positions, which win unless \
forbidden.";

#[derive(Subcommand)]
enum Command {
    /// Outcome (P or N), winning moves and the explanation of one position.
    Analyze {
        /// nim (or its older spelling normal), misere, circle, blocking or pass.
        #[arg(long)]
        variant: Variant,
        /// Moves the blocker forbids each turn (blocking only).
        #[arg(long)]
        blocks: Option<u32>,
        /// The single pass has been used (pass only).
        #[arg(long)]
        pass_used: bool,
        /// Heap sizes like 13,15,17, or a ring like ooo.oooo.
        #[arg(allow_hyphen_values = true)]
        position: String,
    },
    /// Every P-position with H heaps of at most N counters, as sorted tuples.
    #[command(name = "p-positions")]
    PPositions {
        /// nim (or its older spelling normal), misere, circle, blocking or pass.
        #[arg(long)]
        variant: Variant,
        /// Number of heaps.
        #[arg(long, value_name = "H")]
        heaps: u32,
        /// Largest heap size.
        #[arg(long, value_name = "N")]
        max: u32,
        /// Moves the blocker forbids each turn (blocking only).
        #[arg(long)]
        blocks: Option<u32>,
    },
    /// A seeded sheet of practice positions with their outcomes and winning moves.
    Worksheet {
        /// nim (or its older spelling normal), misere, circle, blocking or pass.
        #[arg(long)]
        variant: Variant,
        /// Number of questions, 1 to 30.
        #[arg(long, default_value = "10", value_parser = worksheet::parse_count)]
        count: usize,
        /// The same seed gives the same sheet.
        #[arg(long)]
        seed: u64,
        /// Difficulty: 1 (few small heaps) to 3 (more and larger heaps).
        #[arg(long, default_value = "1", value_parser = worksheet::parse_level)]
        level: Level,
    },
    /// Grundy values of a game's rows 0..=N.
    Grundy {
        game: GrundyGame,
        /// Longest row.
        #[arg(long, value_name = "N")]
        max: u32,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum GrundyGame {
    Kayles,
}

/// Bad input, said in words.
#[derive(Debug)]
struct Usage(String);

fn usage(message: impl Into<String>) -> Usage {
    Usage(message.into())
}

/// The solver's reading of a position, its refusal said for the command line (indexes from 0, as
/// in the JSON moves).
fn position_usage(text: &str, error: ParseError) -> Usage {
    match error {
        ParseError::Heap { index, value, .. } => usage(format!(
            "heap {index} of {text:?} is {value:?}, not a whole number of counters"
        )),
        ParseError::Ring { index, found } => usage(format!(
            "place {index} of the ring is {found:?}: use o for a marker, . for empty"
        )),
        other => usage(other.to_string()),
    }
}

fn heaps_of(text: &str) -> Result<Vec<u32>, Usage> {
    parse_heaps(text).map_err(|error| position_usage(text, error))
}

fn ring_of(text: &str) -> Result<Vec<bool>, Usage> {
    if text.is_empty() {
        return Err(usage("the ring needs at least one place"));
    }
    parse_ring(text).map_err(|error| position_usage(text, error))
}

/// The block count, checked: only Blocking Nim has one, and it is at least 1.
fn blocks_for(variant: Variant, blocks: Option<u32>) -> Result<u32, Usage> {
    match (variant, blocks) {
        (Variant::Blocking, Some(0)) => Err(usage("--blocks must be at least 1")),
        (Variant::Blocking, blocks) => Ok(blocks.unwrap_or(1)),
        (_, Some(_)) => Err(usage("--blocks only applies to --variant blocking")),
        (_, None) => Ok(0),
    }
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

/// The winning moves as JSON; for the blocker's turn the mover's moves to P, which is what a
/// worksheet asks for.
fn winning_moves_json(analysis: &Analysis) -> Vec<Value> {
    match &analysis.explanation {
        Explanation::Blocking(why) => why.moves_to_p.iter().map(move_json).collect(),
        _ => analysis.winning_moves.iter().map(move_json).collect(),
    }
}

fn analyze(
    variant: Variant,
    blocks: Option<u32>,
    pass_used: bool,
    position: &str,
) -> Result<Value, Usage> {
    let blocks = blocks_for(variant, blocks)?;
    if pass_used && variant != Variant::Pass {
        return Err(usage("--pass-used only applies to --variant pass"));
    }
    let (heaps, ring) = if variant.is_ring() {
        (Vec::new(), ring_of(position)?)
    } else {
        (heaps_of(position)?, Vec::new())
    };
    let game = Game::start(variant, heaps, ring, blocks, !pass_used);
    let analysis = game.analyze().map_err(|error| usage(error.to_string()))?;
    let winning_moves = winning_moves_json(&analysis);
    let explanation =
        serde_json::to_value(&analysis.explanation).map_err(|error| usage(error.to_string()))?;
    Ok(json!({
        "outcome": analysis.outcome.letter().to_string(),
        "winning_moves": winning_moves,
        "explanation": explanation,
    }))
}

fn tabulate(variant: Variant, heaps: u32, max: u32, blocks: Option<u32>) -> Result<Value, Usage> {
    if heaps == 0 {
        return Err(usage("--heaps must be at least 1"));
    }
    let blocks = blocks_for(variant, blocks)?;
    let family = match variant {
        Variant::Nim => Family::Normal,
        Variant::Misere => Family::Misere,
        Variant::Pass => Family::Pass,
        Variant::Blocking => Family::Blocking { blocks },
        Variant::Circle => return Err(usage("circle positions are rings, not heaps: p-positions takes normal, misere, blocking or pass")),
    };
    let table =
        p_positions(family, heaps as usize, max).map_err(|error| usage(error.to_string()))?;
    Ok(json!(table))
}

fn grundy(game: GrundyGame, max: u32) -> Result<Value, Usage> {
    let GrundyGame::Kayles = game;
    if max > MAX_KAYLES_ROWS {
        return Err(usage(format!(
            "--max is at most {MAX_KAYLES_ROWS}; the values repeat with period 12 long before"
        )));
    }
    Ok(json!((0..=max as usize)
        .map(kayles_grundy)
        .collect::<Vec<u32>>()))
}

fn run(command: Command) -> Result<Value, Usage> {
    match command {
        Command::Analyze {
            variant,
            blocks,
            pass_used,
            position,
        } => analyze(variant, blocks, pass_used, &position),
        Command::PPositions {
            variant,
            heaps,
            max,
            blocks,
        } => tabulate(variant, heaps, max, blocks),
        Command::Grundy { game, max } => grundy(game, max),
        Command::Worksheet {
            variant,
            count,
            seed,
            level,
        } => Ok(worksheet::worksheet(variant, level, count, seed)),
    }
}

fn main() -> ExitCode {
    // clap prints help and version itself, and refuses malformed arguments with exit code 2.
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(value) => {
            println!("{value}");
            ExitCode::SUCCESS
        }
        Err(Usage(message)) => {
            eprintln!("nim: {message}");
            ExitCode::from(2)
        }
    }
}
