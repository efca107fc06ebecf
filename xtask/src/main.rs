//! `cargo xtask`: Nim Lab's one-command set-up, local server, test suite and release build.
//!
//! Every step installs what it needs first (see `tools.rs` for the pinned versions), prints a
//! header, streams its subprocesses' output, and says which step failed.

mod dist;
mod e2e;
mod process;
mod static_server;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{bail, Result};

use crate::process::{header, run, run_counted, Counts, Timings};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  serve [TRUNK ARGS]  install the tools, then serve the app on http://127.0.0.1:8080 with live reload
  test                install the tools and a headless Chromium, then run every check in order:
                      fmt, clippy, native tests, browser tests, release build + size budget, end-to-end tests
  e2e [FILTER]        only the release build and the end-to-end tests (FILTER selects tests by name)
  dist                release build into dist/, then print raw and gzip sizes and check the size budget
  setup               only install the tools (add --browser for Chromium and ChromeDriver too)
  help                this text
";

/// Minutes a step may take before it is stopped: generous for a first build on two busy cores.
const FMT_LIMIT: Duration = Duration::from_secs(5 * 60);
const BUILD_LIMIT: Duration = Duration::from_secs(40 * 60);

fn main() -> ExitCode {
    process::install_interrupt_handler();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    };
    let outcome = match command.as_str() {
        "serve" => serve(rest),
        "test" => test(),
        "e2e" => e2e_only(rest),
        "dist" => dist_only(),
        "setup" => setup(rest),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        other => {
            eprintln!("xtask: unknown command `{other}`\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("\nxtask {command}: FAILED: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root: xtask lives one folder below it.
fn repo_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().unwrap_or(manifest_dir).to_path_buf()
}

fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(repo_root());
    command
}

fn serve(trunk_args: &[String]) -> Result<()> {
    let root = repo_root();
    let mut timings = Timings::default();
    tools::prepare(&root, tools::Browser::NotNeeded, &mut timings)?;
    header("serve: trunk serve on http://127.0.0.1:8080 (Ctrl-C to stop)");
    let mut command = tools::trunk(&root);
    command.arg("serve").args(trunk_args);
    process::run_interactive("trunk serve", &mut command)
}

fn setup(args: &[String]) -> Result<()> {
    let browser = if args.iter().any(|arg| arg == "--browser") {
        tools::Browser::Needed
    } else {
        tools::Browser::NotNeeded
    };
    let mut timings = Timings::default();
    tools::prepare(&repo_root(), browser, &mut timings)?;
    timings.print();
    Ok(())
}

fn dist_only() -> Result<()> {
    let root = repo_root();
    let mut timings = Timings::default();
    tools::prepare(&root, tools::Browser::NotNeeded, &mut timings)?;
    release_build(&root, &mut timings)?;
    timings.print();
    Ok(())
}

/// `trunk build --release` into dist/, then the size report and budget check.
fn release_build(root: &Path, timings: &mut Timings) -> Result<()> {
    let started = Instant::now();
    let mut command = tools::trunk(root);
    command.args(["build", "--release"]);
    run(
        "release build (trunk build --release)",
        &mut command,
        BUILD_LIMIT,
    )?;
    timings.add("release build", started.elapsed());
    let started = Instant::now();
    header("size report (dist/)");
    let report = dist::SizeReport::of_dir(&root.join("dist"))?;
    print!("{report}");
    timings.add("size report", started.elapsed());
    report.check_budget()
}

fn e2e_only(filter: &[String]) -> Result<()> {
    let root = repo_root();
    let mut timings = Timings::default();
    let toolbox = tools::prepare(&root, tools::Browser::Needed, &mut timings)?;
    release_build(&root, &mut timings)?;
    let counts = e2e::run(&root, &toolbox, filter, &mut timings)?;
    timings.print();
    counts.print_closing_line();
    Ok(())
}

fn test() -> Result<()> {
    let root = repo_root();
    let mut timings = Timings::default();
    let toolbox = tools::prepare(&root, tools::Browser::Needed, &mut timings)?;
    let mut counts = Counts::default();

    let started = Instant::now();
    run(
        "format (cargo fmt --all --check)",
        cargo().args(["fmt", "--all", "--check"]),
        FMT_LIMIT,
    )?;
    timings.add("fmt", started.elapsed());

    let started = Instant::now();
    run(
        "lint (cargo clippy --workspace --all-targets -- -D warnings)",
        cargo().args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]),
        BUILD_LIMIT,
    )?;
    timings.add("clippy", started.elapsed());

    let started = Instant::now();
    counts += run_counted(
        "native tests (cargo test --workspace --exclude nim-lab-e2e)",
        cargo().args(["test", "--workspace", "--exclude", "nim-lab-e2e"]),
        BUILD_LIMIT,
    )?;
    timings.add("native tests", started.elapsed());

    let started = Instant::now();
    let mut browser_tests = cargo();
    browser_tests
        .args([
            "test",
            "-p",
            "nim-lab",
            "--target",
            tools::WASM_TARGET,
            "--test",
            "*",
        ])
        .env("CHROMEDRIVER", toolbox.chromedriver()?)
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
            "wasm-bindgen-test-runner",
        );
    counts += run_counted(
        "browser tests (wasm-bindgen-test in headless Chromium)",
        &mut browser_tests,
        BUILD_LIMIT,
    )?;
    timings.add("browser tests", started.elapsed());

    release_build(&root, &mut timings)?;
    counts += e2e::run(&root, &toolbox, &[], &mut timings)?;

    timings.print();
    if counts.failed > 0 {
        bail!("{} test(s) failed", counts.failed);
    }
    counts.print_closing_line();
    Ok(())
}
