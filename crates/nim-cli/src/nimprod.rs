//! `nim nimprod`: Conway's nim product `X ⊗ Y` of two nimbers below 65536, or with `--table N`
//! the multiplication table of 0..=N as CSV.

use std::io::{self, BufWriter, Write};

use clap::Args;
use nim_solver::{nim_mul, nim_product_table};
use serde_json::{json, Value};

use crate::{usage, Usage};

/// The largest `--table`: the nimbers below 256 are a field, so their table closes on itself.
pub const MAX_TABLE: u8 = 255;

/// `nim nimprod --help`'s text after the options.
pub const NIMPROD_HELP: &str = "Prints X ⊗ Y as one JSON number: the nim product, under which the \
nimbers below 2, 4, 16, 256 and 65536 each form a field with nim-addition (XOR). A Fermat 2-power \
F (2, 4, 16, 256) times a smaller x is x·F, and F ⊗ F = 3F/2: 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24. \
It is the value of a single head at (X, Y) in Turning Corners. --table N prints the table of \
0..=N as CSV: a header row `x,0,1,...,N` (the y of each column), then one row per x, `x,x⊗0,...,x⊗N`.";

/// The two nimbers to multiply, or the size of the table.
#[derive(Args)]
pub struct NimprodRequest {
    /// A nimber from 0 to 65535.
    #[arg(
        value_parser = parse_nimber,
        required_unless_present = "table",
        conflicts_with = "table"
    )]
    x: Option<u16>,
    /// A nimber from 0 to 65535.
    #[arg(value_parser = parse_nimber, required_unless_present = "table")]
    y: Option<u16>,
    /// Print the table of 0..=N instead, N from 0 to 255.
    #[arg(long, value_name = "N", value_parser = parse_table)]
    table: Option<u8>,
}

/// Reads a factor: a whole number from 0 to 65535.
pub fn parse_nimber(text: &str) -> Result<u16, String> {
    text.parse::<u16>().map_err(|_| {
        format!("{text:?} is not a nimber from 0 to 65535 (the nimbers below 65536 are a field)")
    })
}

/// Reads `--table`: 0 to [`MAX_TABLE`].
pub fn parse_table(text: &str) -> Result<u8, String> {
    text.parse::<u8>().map_err(|_| {
        format!(
            "{text:?} is not a table size from 0 to {MAX_TABLE}: the nimbers below 256 are the \
             largest field a table shows"
        )
    })
}

/// The product as JSON, or the table written to stdout.
pub fn nimprod(request: NimprodRequest) -> Result<Option<Value>, Usage> {
    match (request.table, request.x, request.y) {
        (Some(max), _, _) => write_table(max).map(|()| None),
        (None, Some(x), Some(y)) => Ok(Some(json!(nim_mul(x, y)))),
        // clap requires both factors without --table; said here too rather than assumed.
        (None, _, _) => Err(usage("give two nimbers X and Y, or --table N")),
    }
}

/// The CSV table of `0..=max`.
fn write_table(max: u8) -> Result<(), Usage> {
    let mut out = BufWriter::new(io::stdout().lock());
    let header: Vec<String> = (0..=max).map(|y| y.to_string()).collect();
    let written = writeln!(out, "x,{}", header.join(",")).and_then(|()| {
        nim_product_table(max)
            .iter()
            .zip(0..)
            .try_for_each(|(row, x)| {
                let products: Vec<String> = row.iter().map(u8::to_string).collect();
                writeln!(out, "{x},{}", products.join(","))
            })
            .and_then(|()| out.flush())
    });
    written.map_err(|error| usage(format!("could not write the table: {error}")))
}
