//! `nim`: the Nim Lab solver on the command line, JSON (or CSV tables) on stdout, errors on stderr
//! with exit code 2.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use nim_solver::{
    each_p_pair_in_slice, each_p_position, grundy_sequence_from, parse_heaps, parse_number,
    parse_ring, Analysis, Board, Family, Game, Level, Move, NumberProblem, ParseError, Position,
    Rule, SequenceError, SolveError, Values, ValuesRef, Variant, LARGE_STATE_BUDGET,
    MAX_TABLE_HEAPS, TABLE_BUDGET,
};
use serde_json::{json, Value};

mod checkpoint;
mod memory;
mod nimprod;
mod progress;
mod survey;
mod worksheet;

/// Largest `--max` of `nim grundy`: positions are counted in 31 bits; memory is `--memory`'s limit.
const MAX_GRUNDY_HEAP: u32 = i32::MAX as u32;

/// The Nim Lab solver: exact answers for Nim and its variants, as JSON.
#[derive(Parser)]
#[command(name = "nim", version, after_help = POSITION_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

const POSITION_HELP: &str = "POSITION is heap sizes like 13,15,17, or for circle a ring like \
ooo.oooo (o a marker, . an empty place, the last place next to the first), or for coins a rule \
and a row like mock:THHT (H heads, T tails, coin 1 on the left; the rule turtles, mock, ruler or \
twins, turtles when left out), or for corners the heads of a grid like 3:3,1:2 (x:y from 0 to 15), \
or for hackenbush a picture's edges like g-1,1-2,2-2 (g the ground, vertices from 1), with \
--variant; or the \
whole position as the app's links write it, without --variant, e.g. \
'variant=blocking&heaps=3,5,6&blocks=1&forbid=1-4' (a Blocking position in the mover's phase, \
after the blocker forbade taking heap 1 to 4). Blocking positions given by heap sizes are at the \
start of a turn; their winning_moves are the mover's moves to P-positions, which win unless \
forbidden.";

#[derive(Subcommand)]
enum Command {
    /// Outcome (P or N), winning moves and the explanation of one position.
    Analyze {
        /// A game's key: nim (or its older spelling normal), misere, circle, blocking, pass,
        /// sum, wythoff, staircase, fibonacci, moore, coins, corners or hackenbush; not with a
        /// position written as a link
        /// (which gives the fields a game has beside its heaps, such as moore's k=).
        #[arg(long)]
        variant: Option<Variant>,
        /// Moves the blocker forbids each turn (blocking only).
        #[arg(long)]
        blocks: Option<u32>,
        /// The single pass has been used (pass only).
        #[arg(long)]
        pass_used: bool,
        /// Heap sizes like 13,15,17, a ring like ooo.oooo, or a position as links write it.
        #[arg(allow_hyphen_values = true)]
        position: String,
    },
    /// Every P-position with H heaps of at most N counters, as sorted tuples in lexicographic
    /// order, streamed; or with --fix, one slice.
    #[command(name = "p-positions", after_help = FIX_HELP)]
    PPositions {
        /// nim (or its older spelling normal), misere, circle, blocking or pass.
        #[arg(long)]
        variant: Variant,
        /// Number of heaps (with --fix, the number of entries of --fix, which may stand alone).
        #[arg(long, value_name = "H", required_unless_present = "fix")]
        heaps: Option<u32>,
        /// Largest heap size (with --fix, of the two free heaps).
        #[arg(long, value_name = "N")]
        max: u32,
        /// Moves the blocker forbids each turn (blocking only).
        #[arg(long)]
        blocks: Option<u32>,
        /// Fix every heap but two, like 3,_,_,7: the two _ run over a <= b <= N.
        #[arg(long, value_name = "HEAPS", allow_hyphen_values = true)]
        fix: Option<String>,
        /// json (an array of tuples, the default) or csv (a header row, then one row per tuple).
        #[arg(long, value_enum, default_value_t = Format::Json)]
        format: Format,
    },
    /// A seeded sheet of practice positions with their outcomes and winning moves.
    Worksheet {
        /// A game's key: nim (or its older spelling normal), misere, circle, blocking, pass,
        /// sum, wythoff, staircase, fibonacci or moore.
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
    /// Grundy values g(0..=N) of a heap game, streamed; or with --summary, its proven period.
    #[command(after_help = GRUNDY_HELP)]
    Grundy(GrundyRequest),
    /// Period, preperiod and sparseness of every octal code of at most D digits, as CSV rows
    /// streamed in a fixed order; with --shard, every K-th row, for spreading over machines.
    #[command(name = "octal-survey", after_help = survey::SURVEY_HELP)]
    OctalSurvey {
        /// Most digits after the point, 1 to 8 (D digits make 2 * 8^D - 1 codes).
        #[arg(long, value_name = "D", value_parser = survey::parse_digits)]
        digits: u32,
        #[arg(long, value_name = "N", value_parser = survey::parse_max, help = survey::max_help())]
        max: u32,
        /// Only shard I of K (1 <= I <= K): the codes at places I, I + K, I + 2K, ... of the order.
        #[arg(long, value_name = "I/K", value_parser = survey::parse_shard)]
        shard: Option<survey::Shard>,
        #[arg(long, value_name = "SIZE", value_parser = memory::parse, help = memory::HELP)]
        memory: Option<memory::Budget>,
    },
    /// Conway's nim product X ⊗ Y of two nimbers below 65536, or with --table N the table of
    /// 0..=N as CSV.
    #[command(after_help = nimprod::NIMPROD_HELP)]
    Nimprod(nimprod::NimprodRequest),
}

const GRUNDY_HELP: &str = "An octal code 0.d1d2...: removing i tokens from a heap may leave no \
heap if d_i has bit 1, one non-empty heap if bit 2, two non-empty heaps if bit 4; a code 4.d1d2... \
also lets a move split a heap into two non-empty heaps without removing any; a subtraction \
set {1,2,3} is the code 0.333. grundy is Grundy's game: split a heap into two of different sizes. \
--summary prints the smallest P, and for it the smallest Q, with g(n+P) = g(n) for Q <= n <= N-P \
and N >= 2Q + 2P + t (t the code's digits after the point): by the Guy-Smith theorem the period holds for every n. \
Grundy's game always answers `period none`. A long run draws its progress on stderr when that is a \
terminal. --checkpoint FILE saves the values computed so far, and --resume FILE continues from them \
with exactly the answer of a run never stopped: e.g. --checkpoint 0.376.ckpt, stopped by Ctrl-C, \
then --resume 0.376.ckpt --checkpoint 0.376.ckpt.";

const FIX_HELP: &str = "Without --fix, each row is a P-position sorted ascending. With --fix, \
each row is the --fix heaps in their order with the two _ filled in by a <= b, for every such \
P-position: --fix 3,_,_,7 --max 20 prints [3,a,b,7] for 0 <= a <= b <= 20. Tables are refused \
at once when their work is over the limit, and streamed otherwise.";

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Json,
    Csv,
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
        ParseError::Step { index, value, .. } => usage(format!(
            "step {index} of {text:?} is {value:?}, not a whole number of coins"
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
    let (has_blocks, _) = variant.fields();
    match (has_blocks, blocks) {
        (true, Some(0)) => Err(usage("--blocks must be at least 1")),
        (true, blocks) => Ok(blocks.unwrap_or(1)),
        (_, Some(_)) => Err(usage("--blocks only applies to --variant blocking")),
        (_, None) => Ok(0),
    }
}

fn move_json(mv: &Move) -> Value {
    match *mv {
        Move::Take { heap, to } | Move::Forbid { heap, to } => json!({ "heap": heap, "to": to }),
        Move::Pass => json!({ "pass": true }),
        Move::Split { heap, into } => json!({ "heap": heap, "into": into }),
        Move::Both { taken } => json!({ "both": taken }),
        Move::Several { ref takes } => {
            let takes: Vec<Value> = takes
                .iter()
                .map(|&(heap, to)| json!({ "heap": heap, "to": to }))
                .collect();
            json!({ "several": takes })
        }
        Move::Turn { ref coins } => json!({ "turn": coins }),
        Move::Corner {
            heads: (x, y),
            other: (a, b),
        } => json!({ "corner": { "heads": [x, y], "other": [a, b] } }),
        Move::Chop { edge } => json!({ "chop": edge }),
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
    match analysis.explanation.blocker_choices() {
        Some((moves_to_p, _)) => moves_to_p.iter().map(move_json).collect(),
        None => analysis.winning_moves.iter().map(move_json).collect(),
    }
}

/// A position written as the app's links write it, read by the solver's one reader.
fn written_position(text: &str, blocks: Option<u32>, pass_used: bool) -> Result<Game, Usage> {
    if blocks.is_some() || pass_used {
        return Err(usage(
            "a position written as a link carries its own blocks and pass: leave out --blocks and --pass-used",
        ));
    }
    text.parse::<Position>()
        .map(|position| position.game)
        .map_err(|error| usage(format!("the position {text:?} cannot be read: {error}")))
}

fn analyze(
    variant: Option<Variant>,
    blocks: Option<u32>,
    pass_used: bool,
    position: &str,
) -> Result<Value, Usage> {
    let game = match variant {
        None if position.contains('=') => written_position(position, blocks, pass_used)?,
        None => {
            return Err(usage(
                "--variant is needed with heap sizes or a ring (or write the whole position, e.g. variant=nim&heaps=3,4,5)",
            ))
        }
        Some(variant) => shorthand_position(variant, blocks, pass_used, position)?,
    };
    analysis_json(&game)
}

/// A position given by `--variant` and heap sizes (or a ring): the start of a turn.
fn shorthand_position(
    variant: Variant,
    blocks: Option<u32>,
    pass_used: bool,
    position: &str,
) -> Result<Game, Usage> {
    let blocks = blocks_for(variant, blocks)?;
    if pass_used && !variant.fields().1 {
        return Err(usage("--pass-used only applies to --variant pass"));
    }
    if variant.board() == Board::Parts {
        return parts_of(variant, position);
    }
    if variant.board() == Board::CoinRow {
        return row_of(variant, position);
    }
    if variant.board() == Board::Grid {
        return grid_of(variant, position);
    }
    if variant.board() == Board::Picture {
        return picture_of(variant, position);
    }
    let (heaps, ring) = if variant.is_ring() {
        (Vec::new(), ring_of(position)?)
    } else {
        (heaps_of(position)?, Vec::new())
    };
    Ok(Game::start(variant, heaps, ring, blocks, !pass_used))
}

/// A sum written as links write `parts=`: `nim:5,0.77:8`.
fn parts_of(variant: Variant, text: &str) -> Result<Game, Usage> {
    let game: Game = format!("variant={}&parts={text}", variant.key())
        .parse()
        .map_err(|problem| usage(format!("the part {problem}")))?;
    game.validate()
        .map_err(|error| usage(format!("the sum {text:?} cannot be analysed: {error}")))?;
    Ok(game)
}

/// A row of coins written `mock:THHT` (or `THHT`, under turtles), read as links read it.
fn row_of(variant: Variant, text: &str) -> Result<Game, Usage> {
    let (rule, letters) = text.split_once(':').unwrap_or(("turtles", text));
    format!("variant={}&rule={rule}&coins={letters}", variant.key())
        .parse()
        .map_err(|problem| usage(format!("the row {text:?} cannot be read: {problem}")))
}

/// A grid's heads written `3:3,1:2`, read as links read them (strictly).
fn grid_of(variant: Variant, text: &str) -> Result<Game, Usage> {
    format!("variant={}&heads={text}", variant.key())
        .parse()
        .map_err(|problem| usage(format!("the heads {text:?} cannot be read: {problem}")))
}

/// A picture written as its edges, `g-1,1-2,2-2`, read as links read it.
fn picture_of(variant: Variant, text: &str) -> Result<Game, Usage> {
    format!("variant={}&edges={text}", variant.key())
        .parse()
        .map_err(|problem| usage(format!("the picture {text:?} cannot be read: {problem}")))
}

/// Outcome, winning moves and explanation of `game`, with the position as links write it.
fn analysis_json(game: &Game) -> Result<Value, Usage> {
    let analysis = game
        .analyze_within(LARGE_STATE_BUDGET)
        .map_err(|error| match error {
            SolveError::TooLarge {
                states: u64::MAX,
                limit,
            } => usage(format!(
                "the position is far too large to search; the limit is {limit} steps"
            )),
            SolveError::TooLarge { states, limit } => usage(format!(
                "the position needs {states} steps of search; the limit is {limit}"
            )),
            // Every game's analysis is linked into the command line.
            SolveError::NotLoaded(_) => usage(error.to_string()),
        })?;
    let winning_moves = if game.rules().parts().is_some() {
        // A sum's moves are read most easily as the sums they leave.
        analysis
            .winning_moves
            .iter()
            .filter_map(|mv| game.apply(mv).ok())
            .map(|after| Value::String(after.to_string()))
            .collect()
    } else {
        winning_moves_json(&analysis)
    };
    let explanation =
        serde_json::to_value(&analysis.explanation).map_err(|error| usage(error.to_string()))?;
    Ok(json!({
        "position": game.to_string(),
        "outcome": analysis.outcome.letter().to_string(),
        "winning_moves": winning_moves,
        "explanation": explanation,
    }))
}

/// A `--fix` list: the fixed heaps, and where the two free ones go.
struct Fix {
    entries: Vec<Option<u32>>,
    fixed: Vec<u32>,
}

fn fix_of(text: &str) -> Result<Fix, Usage> {
    let entries = text
        .split(',')
        .enumerate()
        .map(|(index, entry)| match entry.trim() {
            "_" => Ok(None),
            number => parse_number(number).map(Some).map_err(|problem| {
                let why = match problem {
                    NumberProblem::Negative => "below zero",
                    NumberProblem::NotANumber => "not a whole number",
                    NumberProblem::Huge => "too large",
                };
                usage(format!(
                    "--fix entry {index} of {text:?} is {number:?}, {why}: use a number of counters or _"
                ))
            }),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let free = entries.iter().filter(|entry| entry.is_none()).count();
    if free != 2 {
        return Err(usage(format!(
            "--fix {text:?} has {free} free heaps: mark exactly two with _, like 3,_,_,7"
        )));
    }
    let fixed = entries.iter().flatten().copied().collect();
    Ok(Fix { entries, fixed })
}

/// Writes rows as they come, as one JSON array or as CSV; remembers the first write error.
struct Rows<W: Write> {
    out: W,
    format: Format,
    first: bool,
    /// The row being written, kept to reuse its memory.
    line: Vec<u8>,
    error: Option<io::Error>,
}

/// Appends `value` in decimal: tables print millions of numbers, so no formatter per number.
fn push_number(line: &mut Vec<u8>, mut value: u32) {
    let mut digits = [0u8; 10];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    line.extend_from_slice(&digits[start..]);
}

impl<W: Write> Rows<W> {
    fn new(mut out: W, format: Format, heaps: usize) -> Self {
        let header = match format {
            Format::Json => out.write_all(b"["),
            Format::Csv => {
                let names: Vec<String> = (0..heaps).map(|heap| format!("heap_{heap}")).collect();
                writeln!(out, "{}", names.join(","))
            }
        };
        Self {
            out,
            format,
            first: true,
            line: Vec::new(),
            error: header.err(),
        }
    }

    fn row(&mut self, values: impl IntoIterator<Item = u32>) {
        if self.error.is_some() {
            return;
        }
        let line = &mut self.line;
        line.clear();
        match self.format {
            Format::Json if self.first => line.push(b'['),
            Format::Json => line.extend_from_slice(b",["),
            Format::Csv => {}
        }
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                line.push(b',');
            }
            push_number(line, value);
        }
        line.push(if self.format == Format::Json {
            b']'
        } else {
            b'\n'
        });
        self.first = false;
        self.error = self.out.write_all(line).err();
    }

    fn finish(mut self) -> Result<(), Usage> {
        if self.error.is_none() && self.format == Format::Json {
            self.error = self.out.write_all(b"]\n").err();
        }
        if self.error.is_none() {
            self.error = self.out.flush().err();
        }
        match self.error {
            None => Ok(()),
            Some(error) => Err(usage(format!("could not write the table: {error}"))),
        }
    }
}

struct TableRequest {
    variant: Variant,
    heaps: Option<u32>,
    max: u32,
    blocks: Option<u32>,
    fix: Option<String>,
    format: Format,
}

/// Streams a table or a slice to stdout; every refusal comes before the first byte.
fn tabulate(request: TableRequest) -> Result<(), Usage> {
    let blocks = blocks_for(request.variant, request.blocks)?;
    let family = Family::of(request.variant, blocks).ok_or_else(|| {
        let keys: Vec<&str> = Family::all(1).into_iter().map(Family::key).collect();
        usage(format!(
            "{} has no P-position tables: p-positions takes {}",
            request.variant,
            keys.join(", ")
        ))
    })?;
    let fix = request.fix.as_deref().map(fix_of).transpose()?;
    let heaps = match (&fix, request.heaps) {
        (_, Some(0)) => return Err(usage("--heaps must be at least 1")),
        (Some(fix), Some(heaps)) if heaps as usize != fix.entries.len() => {
            return Err(usage(format!(
                "--heaps {heaps} does not match --fix, which has {} entries",
                fix.entries.len()
            )))
        }
        (Some(fix), _) => fix.entries.len(),
        (None, Some(heaps)) => heaps as usize,
        (None, None) => return Err(usage("--heaps or --fix is required")),
    };
    if heaps > MAX_TABLE_HEAPS {
        return Err(usage(format!(
            "a table has at most {MAX_TABLE_HEAPS} heaps, not {heaps}"
        )));
    }
    if let Some(needs) = request.variant.heap_count().filter(|&needs| needs != heaps) {
        return Err(usage(format!(
            "{} is played on exactly {needs} heaps, not {heaps}",
            request.variant
        )));
    }
    let too_large = |error: SolveError| usage(error.to_string());
    let out = BufWriter::new(io::stdout().lock());
    let Some(fix) = fix else {
        check(family.table_work(heaps, request.max))?;
        let mut rows = Rows::new(out, request.format, heaps);
        each_p_position(family, heaps, request.max, |tuple| {
            rows.row(tuple.iter().copied());
        })
        .map_err(too_large)?;
        return rows.finish();
    };
    check(family.slice_work(&fix.fixed, request.max))?;
    let mut rows = Rows::new(out, request.format, heaps);
    each_p_pair_in_slice(family, &fix.fixed, request.max, |a, b| {
        let mut free = [a, b].into_iter();
        rows.row(
            fix.entries
                .iter()
                .map(|entry| entry.unwrap_or_else(|| free.next().unwrap_or_default())),
        );
    })
    .map_err(too_large)?;
    rows.finish()
}

/// Refuses work over the table budget before anything is printed.
fn check(work: u64) -> Result<(), Usage> {
    match work {
        u64::MAX => Err(usage(format!(
            "the table is far too large to compute; the limit is {TABLE_BUDGET} steps"
        ))),
        work if work > TABLE_BUDGET => Err(usage(format!(
            "the table needs {work} steps of work; the limit is {TABLE_BUDGET}"
        ))),
        _ => Ok(()),
    }
}

/// Refuses a `--max` over [`MAX_GRUNDY_HEAP`] or over the memory budget, before any work.
fn check_max(max: u32, budget: memory::Budget) -> Result<(), Usage> {
    if max > MAX_GRUNDY_HEAP {
        return Err(usage(format!(
            "--max {max} is over the largest heap, {MAX_GRUNDY_HEAP}"
        )));
    }
    memory::check(max, budget).map_err(usage)
}

/// What `nim grundy` is asked.
#[derive(clap::Args)]
struct GrundyRequest {
    /// kayles, dawson (dawsons-kayles), guiles, dawson-chess, grundy, or an octal code like
    /// 0.77 or 4.777 (at most 16 digits after the point, 31 for a subtraction game's code of
    /// digits 0 and 3).
    rule: Rule,
    /// Largest heap, at most 2147483647 (a value takes 1 byte while values stay below 256, then
    /// 2, then 4: see --memory).
    #[arg(long, value_name = "N")]
    max: u32,
    #[arg(long, value_name = "SIZE", value_parser = memory::parse, help = memory::HELP)]
    memory: Option<memory::Budget>,
    /// json (one array of values, the default) or csv (a header n,grundy, then one row per n).
    #[arg(long, value_enum, default_value_t = Format::Json)]
    format: Format,
    /// Print one line instead, whatever --format says: `period P preperiod Q`, or `period none`.
    #[arg(long)]
    summary: bool,
    /// With --summary, also print `largest L at H rare R last_rare X`: the largest value and the
    /// first heap with it, and the rare positions under the classes that make them fewest (as the
    /// published tables count them, heap 0 included), with the last one (`none` if there is none).
    #[arg(long, requires = "summary")]
    sparseness: bool,
    /// Save the values computed so far to FILE every 5 minutes, when Ctrl-C or SIGTERM stops
    /// the run, and at the end (each write atomic: a temporary file beside FILE, renamed
    /// over it); continue with --resume FILE.
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Continue the run saved in FILE by --checkpoint, for the same rule and a --max at
    /// least as far: the same values and summary as a run never stopped.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// For tests: also save a checkpoint whenever N more values are done (checked every
    /// 4096 values).
    #[arg(long, value_name = "N", hide = true, requires = "checkpoint")]
    checkpoint_every_values: Option<usize>,
}

/// Streams `g(0..=max)` of `rule`, or its period's one line; refuses `max` over the memory limit
/// and a checkpoint it cannot resume before computing. Draws its progress on a terminal, and
/// saves checkpoints when asked.
fn grundy(request: GrundyRequest) -> Result<(), Usage> {
    let GrundyRequest {
        rule,
        max,
        memory,
        format,
        summary,
        sparseness,
        checkpoint,
        resume,
        checkpoint_every_values,
    } = request;
    let budget = memory.unwrap_or_else(memory::default_budget);
    check_max(max, budget)?;
    let start = match &resume {
        Some(path) => checkpoint::read(path, &rule, max as usize).map_err(usage)?,
        None => Values::default(),
    };
    let bytes = start.bytes_per_value();
    if !memory::fits(max, budget, bytes, 0) {
        return Err(usage(memory::too_wide(max, budget, bytes, 0)));
    }
    let mut saver = match checkpoint {
        Some(path) => Some(start_saving(
            path,
            resume.as_deref(),
            rule,
            checkpoint_every_values,
            start.as_ref(),
        )?),
        None => None,
    };
    let mut progress = progress::Progress::new(start.len());
    // The width a value needed and the budget did not hold, if any.
    let mut refused = None;
    let may_widen = |bytes, heap| {
        let fits = memory::fits(max, budget, bytes, heap);
        if !fits {
            refused = Some(bytes);
        }
        fits
    };
    let values = grundy_sequence_from(&rule, max as usize, start, may_widen, |values, total| {
        progress.update(values.len(), total);
        let Some(saver) = &mut saver else { return };
        if checkpoint::stop_requested() {
            progress.clear();
            stop(saver, values);
        }
        if saver.due(values.len()) {
            if let Err(error) = saver.save(values) {
                progress.clear();
                eprintln!(
                    "nim: could not write the checkpoint {} ({error}); the last one written stays, \
                     and the next is tried in {} minutes",
                    saver.path().display(),
                    checkpoint::INTERVAL.as_secs() / 60
                );
            }
        }
    });
    progress.clear();
    checkpoint::stop_at_once();
    let values = values.map_err(|SequenceError::ValueTooLarge { heap }| {
        usage(match refused {
            Some(bytes) => memory::too_wide(max, budget, bytes, heap),
            None => SequenceError::ValueTooLarge { heap }.to_string(),
        })
    })?;
    if let Some(saver) = &mut saver {
        if let Err(error) = saver.save(values.as_ref()) {
            eprintln!(
                "nim: could not write the checkpoint {} at the end: {error}",
                saver.path().display()
            );
        }
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let values = values.as_ref();
    let written = if summary {
        write_summary(&mut out, &rule, values, sparseness)
    } else {
        write_values(&mut out, format, values)
    };
    written
        .and_then(|()| out.flush())
        .map_err(|error| usage(format!("could not write the values: {error}")))
}

/// `--summary`'s line, `period P preperiod Q` or `period none`, and with `sparseness` a second,
/// `largest L at H rare R last_rare X`.
fn write_summary(
    out: &mut impl Write,
    rule: &Rule,
    values: ValuesRef<'_>,
    sparseness: bool,
) -> io::Result<()> {
    match values.proven_period(rule) {
        Some(found) => writeln!(out, "period {} preperiod {}", found.period, found.preperiod)?,
        None => writeln!(out, "period none")?,
    }
    if !sparseness {
        return Ok(());
    }
    let sparse = values.sparseness();
    let last = sparse
        .last_rare
        .map_or_else(|| "none".to_owned(), |last| last.to_string());
    writeln!(
        out,
        "largest {} at {} rare {} last_rare {last}",
        sparse.largest, sparse.largest_at, sparse.rare
    )
}

/// The `--checkpoint` saver, refused before any work where FILE holds another run's values
/// (unless it is the one resumed) or cannot be written; from here a signal saves and stops.
fn start_saving(
    path: PathBuf,
    resume: Option<&std::path::Path>,
    rule: Rule,
    every_values: Option<usize>,
    start: ValuesRef<'_>,
) -> Result<checkpoint::Saver, Usage> {
    let resumed_here = resume.is_some_and(|resume| {
        matches!(
            (std::fs::canonicalize(resume), std::fs::canonicalize(&path)),
            (Ok(resume), Ok(path)) if resume == path
        )
    });
    if !resumed_here && path.exists() {
        return Err(usage(format!(
            "the checkpoint {} already exists: continue its run with --resume {0}, or remove it \
             to start again",
            path.display()
        )));
    }
    let mut saver = checkpoint::Saver::new(path, rule, every_values, start.len());
    if !resumed_here {
        // Written at once, so a FILE that cannot be written is said before any work.
        saver.save(start).map_err(|error| {
            usage(format!(
                "cannot write the checkpoint {}: {error}",
                saver.path().display()
            ))
        })?;
    }
    checkpoint::stop_on_signal().map_err(usage)?;
    Ok(saver)
}

/// Saves the values computed when a signal asked the run to end, says how to continue it, and
/// ends the program.
fn stop(saver: &mut checkpoint::Saver, values: ValuesRef<'_>) -> ! {
    let path = saver.path().display().to_string();
    match saver.save(values) {
        Ok(()) => {
            eprintln!(
                "nim: stopped with g(0..={}) saved in the checkpoint {path}: continue with \
                 --resume {path}",
                values.len().saturating_sub(1)
            );
            std::process::exit(checkpoint::STOPPED)
        }
        Err(error) => {
            eprintln!("nim: stopped, and could not write the checkpoint {path}: {error}");
            std::process::exit(2)
        }
    }
}

/// Writes the values as one JSON array or as CSV rows `n,grundy`, a line buffer reused.
fn write_values(out: &mut impl Write, format: Format, values: ValuesRef<'_>) -> io::Result<()> {
    let mut line = Vec::new();
    match format {
        Format::Json => out.write_all(b"[")?,
        Format::Csv => out.write_all(b"n,grundy\n")?,
    }
    for (n, value) in values.each().enumerate() {
        line.clear();
        match format {
            Format::Json if n > 0 => line.push(b','),
            Format::Json => {}
            Format::Csv => {
                push_number(&mut line, n as u32);
                line.push(b',');
            }
        }
        push_number(&mut line, value);
        if format == Format::Csv {
            line.push(b'\n');
        }
        out.write_all(&line)?;
    }
    if format == Format::Json {
        out.write_all(b"]\n")?;
    }
    Ok(())
}

/// Runs a command; tables print themselves as they stream, the others return their JSON.
fn run(command: Command) -> Result<Option<Value>, Usage> {
    match command {
        Command::Analyze {
            variant,
            blocks,
            pass_used,
            position,
        } => analyze(variant, blocks, pass_used, &position).map(Some),
        Command::PPositions {
            variant,
            heaps,
            max,
            blocks,
            fix,
            format,
        } => tabulate(TableRequest {
            variant,
            heaps,
            max,
            blocks,
            fix,
            format,
        })
        .map(|()| None),
        Command::Grundy(request) => grundy(request).map(|()| None),
        Command::OctalSurvey {
            digits,
            max,
            shard,
            memory,
        } => {
            let budget = memory.unwrap_or_else(memory::default_budget);
            check_max(max, budget).and_then(|()| survey::survey(digits, max, shard, budget))
        }
        .map(|()| None),
        Command::Worksheet {
            variant,
            count,
            seed,
            level,
        } => Ok(Some(worksheet::worksheet(variant, level, count, seed))),
        Command::Nimprod(request) => nimprod::nimprod(request),
    }
}

fn main() -> ExitCode {
    // clap prints help and version itself, and refuses malformed arguments with exit code 2.
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(value) => {
            if let Some(value) = value {
                println!("{value}");
            }
            ExitCode::SUCCESS
        }
        Err(Usage(message)) => {
            eprintln!("nim: {message}");
            ExitCode::from(2)
        }
    }
}
