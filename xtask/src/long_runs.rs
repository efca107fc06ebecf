//! `cargo xtask long-runs`: the Grundy engine's long runs, each timed on this machine and its
//! answer checked against the published one (the figures the README records).

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::process::{header, run};

/// One run of `nim`, what it must print, and what the issue that asked for it allows.
struct LongRun {
    name: &'static str,
    args: &'static [&'static str],
    expected: &'static str,
    source: &'static str,
    allowed: &'static str,
    /// Run only when named: it takes far longer than the others.
    on_request: bool,
}

/// Each `--max` is the first length at which the Guy–Smith theorem proves the published period:
/// `2 q + 2 p + t`.
const RUNS: [LongRun; 3] = [
    LongRun {
        name: "0.376",
        args: &["grundy", "--max", "4536507", "--summary", "0.376"],
        expected: "period 4 preperiod 2268248",
        source: "Gangolli and Plambeck 1989",
        allowed: "10 s",
        on_request: false,
    },
    LongRun {
        name: "0.354",
        args: &["grundy", "--max", "20126195", "--summary", "0.354"],
        expected: "period 1180 preperiod 10061916",
        source: "Flammenkamp 2002",
        allowed: "60 s",
        on_request: false,
    },
    LongRun {
        name: "0.1777",
        args: &[
            "grundy",
            "--max",
            "443139470",
            "--memory",
            "2G",
            "--summary",
            "0.1777",
        ],
        expected: "period 60620715 preperiod 160949018",
        source: "Flammenkamp",
        allowed: "30 min within 2 GB",
        on_request: true,
    },
];

/// Builds `nim` (release) and runs the named runs, or every run not kept for request.
pub fn long_runs(root: &Path, names: &[String]) -> Result<()> {
    if let Some(unknown) = names
        .iter()
        .find(|name| !RUNS.iter().any(|run| run.name == name.as_str()))
    {
        let known: Vec<&str> = RUNS.iter().map(|run| run.name).collect();
        bail!(
            "no long run is called `{unknown}`: choose from {}",
            known.join(", ")
        );
    }
    run(
        "the command line, release build (cargo build --release -p nim-cli)",
        crate::cargo().args(["build", "--release", "-p", "nim-cli"]),
        Duration::from_secs(40 * 60),
    )?;
    let nim = root.join("target").join("release").join("nim");
    let chosen = RUNS.iter().filter(|run| {
        if names.is_empty() {
            !run.on_request
        } else {
            names.iter().any(|name| name == run.name)
        }
    });
    let mut wrong = Vec::new();
    for long in chosen {
        header(&format!("nim {}", long.args.join(" ")));
        let measured = measure(Command::new(&nim).args(long.args))?;
        let answer = measured.stdout.trim();
        let verdict = if answer == long.expected {
            "as published"
        } else {
            wrong.push(long.name);
            "NOT as published"
        };
        println!(
            "    {answer}: {verdict} ({}: {})\n    {:.1} s wall, peak memory {} (allowed: {})",
            long.source,
            long.expected,
            measured.wall.as_secs_f64(),
            measured.peak_kib.map_or_else(
                || "unknown".to_owned(),
                |kib| format!("{:.1} MB", kib as f64 / 1024.0)
            ),
            long.allowed,
        );
    }
    if !wrong.is_empty() {
        bail!(
            "answers differ from the published ones: {}",
            wrong.join(", ")
        );
    }
    Ok(())
}

struct Measured {
    stdout: String,
    wall: Duration,
    /// The process's peak resident memory, where the system reports it (Linux's `VmHWM`).
    peak_kib: Option<u64>,
}

/// Runs `command` to its end, its stderr passed through, its peak memory polled while it runs.
fn measure(command: &mut Command) -> Result<Measured> {
    let started = Instant::now();
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .context("starting nim")?;
    let mut stdout = child.stdout.take().context("nim's output")?;
    let reader = thread::spawn(move || {
        let mut text = String::new();
        stdout.read_to_string(&mut text).map(|_| text)
    });
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak_kib = None;
    let status = loop {
        // The high-water mark only grows: the last reading before the exit is the peak.
        if let Some(kib) = std::fs::read_to_string(&status_file)
            .ok()
            .as_deref()
            .and_then(high_water_kib)
        {
            peak_kib = Some(kib);
        }
        if let Some(status) = child.try_wait().context("waiting for nim")? {
            break status;
        }
        thread::sleep(Duration::from_millis(50));
    };
    let wall = started.elapsed();
    let stdout = reader
        .join()
        .map_err(|_| anyhow::anyhow!("reading nim's output failed"))?
        .context("reading nim's output")?;
    if !status.success() {
        bail!("nim failed ({status})");
    }
    Ok(Measured {
        stdout,
        wall,
        peak_kib,
    })
}

/// `VmHWM` of a `/proc/PID/status` text, in KiB.
fn high_water_kib(status: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_peak_is_read_from_the_status_text() {
        let status = "Name:\tnim\nVmPeak:\t  20000 kB\nVmHWM:\t   11528 kB\nVmRSS:\t 9000 kB\n";
        assert_eq!(high_water_kib(status), Some(11_528));
        assert_eq!(high_water_kib("Name:\tnim\n"), None);
    }

    #[test]
    fn each_run_proves_at_the_first_length_the_theorem_accepts() {
        for long in &RUNS {
            let max: u64 = long.args[2].parse().expect("a --max");
            let numbers: Vec<u64> = long
                .expected
                .split(' ')
                .filter_map(|word| word.parse().ok())
                .collect();
            let code = long.args.last().expect("a code");
            let digits = code.split_once('.').expect("a point").1.len() as u64;
            assert_eq!(
                max,
                2 * numbers[1] + 2 * numbers[0] + digits,
                "{}",
                long.name
            );
        }
    }
}
