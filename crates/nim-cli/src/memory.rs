//! The memory budget of `nim grundy` and `nim octal-survey` (`--memory`): a sequence's need at one
//! byte a value is known before any work, so a run too large for it is refused at once, saying
//! what it needs; when a value needs 2 or 4 bytes, the run widens only if the budget holds the
//! values so far in the narrower width beside all of them in the wider one.

use nim_solver::sequence_bytes;

/// The budget when the machine's memory cannot be read: enough for `--max` near 10^9.
const FALLBACK_BYTES: u64 = 2 << 30;

/// A memory budget in bytes, and where it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    bytes: u64,
    /// The machine's memory when the budget is the default half of it.
    machine: Option<u64>,
}

/// `--memory`'s help.
pub const HELP: &str = "Memory the values may take, like 512M or 2G (K, M, G, T: powers of \
1024); by default half of this machine's memory (2G where it cannot be read)";

/// Reads `--memory`: a number of bytes with an optional K, M, G or T (powers of 1024), like 1.5G.
pub fn parse(text: &str) -> Result<Budget, String> {
    let trimmed = text.trim();
    let (number, scale) = match trimmed.char_indices().last() {
        Some((at, unit)) if unit.is_ascii_alphabetic() => {
            let power = match unit.to_ascii_uppercase() {
                'K' => 1,
                'M' => 2,
                'G' => 3,
                'T' => 4,
                _ => {
                    return Err(format!(
                        "{text:?} is not a memory size: its unit {unit:?} is not K, M, G or T"
                    ))
                }
            };
            (&trimmed[..at], 1024f64.powi(power))
        }
        _ => (trimmed, 1.0),
    };
    match number.parse::<f64>() {
        Ok(amount) if amount.is_finite() && amount > 0.0 && amount * scale < 2f64.powi(63) => {
            Ok(Budget {
                bytes: (amount * scale) as u64,
                machine: None,
            })
        }
        _ => Err(format!(
            "{text:?} is not a memory size: write a positive number of bytes, or one with K, M, G \
             or T, like 512M or 2G"
        )),
    }
}

/// Half of this machine's memory, or [`FALLBACK_BYTES`] where it cannot be read.
pub fn default_budget() -> Budget {
    let machine = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .as_deref()
        .and_then(total_bytes);
    Budget {
        bytes: machine.map_or(FALLBACK_BYTES, |total| total / 2),
        machine,
    }
}

/// `MemTotal` of a `/proc/meminfo` text, in bytes.
fn total_bytes(meminfo: &str) -> Option<u64> {
    let kib: u64 = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemTotal:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    kib.checked_mul(1024)
}

/// The need of `g(0..=max)` stored `bytes` a value, when it widens to them at `heap`: the values
/// before `heap` in the narrower width and all of them in this one at once, and this width's
/// tables.
fn need(max: u32, bytes: usize, heap: usize) -> u64 {
    let narrower = if bytes > 1 { bytes as u64 / 2 } else { 0 };
    sequence_bytes(max as usize, bytes) + narrower * heap as u64
}

/// Refuses `g(0..=max)` when even one byte a value is over the budget, saying both.
pub fn check(max: u32, budget: Budget) -> Result<(), String> {
    if need(max, 1, 0) <= budget.bytes {
        return Ok(());
    }
    Err(format!(
        "--max {max} needs about {} (1 byte a value while values stay below 256, and the \
         method's tables), over the memory budget of {} ({})",
        megabytes(need(max, 1, 0)),
        megabytes(budget.bytes),
        whence(budget)
    ))
}

/// Whether `g(0..=max)` may widen to `bytes` a value at `heap` within the budget.
pub fn fits(max: u32, budget: Budget, bytes: usize, heap: usize) -> bool {
    need(max, bytes, heap) <= budget.bytes
}

/// Why a run stopped at `heap`, where a value needed `bytes` a value and the budget does not hold
/// them.
pub fn too_wide(max: u32, budget: Budget, bytes: usize, heap: usize) -> String {
    format!(
        "the Grundy value of heap {heap} needs {bytes} bytes a value, and --max {max} in {bytes} \
         bytes needs about {}, over the memory budget of {} ({})",
        megabytes(need(max, bytes, heap)),
        megabytes(budget.bytes),
        whence(budget)
    )
}

/// Where the budget came from, for messages.
fn whence(budget: Budget) -> String {
    budget.machine.map_or_else(
        || "--memory".to_owned(),
        |machine| {
            format!(
                "half of this machine's {}; raise it with --memory",
                megabytes(machine)
            )
        },
    )
}

fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_read_with_their_units() {
        assert_eq!(parse("2G").map(|budget| budget.bytes), Ok(2 << 30));
        assert_eq!(parse("512m").map(|budget| budget.bytes), Ok(512 << 20));
        assert_eq!(parse("1.5K").map(|budget| budget.bytes), Ok(1536));
        assert_eq!(parse("4096").map(|budget| budget.bytes), Ok(4096));
        for bad in ["", "G", "2X", "-1G", "0", "1e30T", "two"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_machine_total_is_read_from_meminfo() {
        let meminfo = "MemTotal:       24567890 kB\nMemFree:         1234 kB\n";
        assert_eq!(total_bytes(meminfo), Some(24_567_890 * 1024));
        assert_eq!(total_bytes("MemFree: 12 kB\n"), None);
    }

    #[test]
    fn a_run_over_the_budget_is_refused_with_its_need() {
        let budget = parse("100M").expect("a size");
        assert_eq!(check(50_000_000, budget), Ok(()));
        let refused = check(200_000_000, budget).expect_err("over the budget");
        assert!(refused.contains("needs about 200"), "{refused}");
        assert!(refused.contains("104.9 MB (--memory)"), "{refused}");
        // Widening to 2 bytes: 45 million values take 90 MB and the tables 5 MB, beside the
        // values before the widening in 1 byte.
        assert!(fits(45_000_000, budget, 2, 1_000_000));
        assert!(!fits(45_000_000, budget, 2, 12_000_000));
        assert!(fits(5_000_000, budget, 4, 1_000_000));
        let wide = too_wide(45_000_000, budget, 2, 12_000_000);
        assert!(wide.contains("heap 12000000 needs 2 bytes"), "{wide}");
        assert!(wide.contains("about 107.0 MB"), "{wide}");
    }
}
