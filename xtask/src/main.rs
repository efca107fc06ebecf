//! `cargo xtask`: Nim Lab's one-command set-up, local server, test suite and release build.
//!
//! Every step installs what it needs first (see `tools.rs` for the pinned versions), prints a
//! header, streams its subprocesses' output, and says which step failed.

mod dist;
mod e2e;
mod long_runs;
mod names;
mod process;
mod tools;
mod wasm;

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
  bench-wasm [first-board]
                      measure in headless Chromium: the heaviest analyses and a move's re-render (wasm),
                      the time to the first board and to each lazily loaded view on a phone-like
                      profile, and a 256 x 256 Explore slice computed in its worker and drawn (release
                      build); `first-board` runs only the phone-profile measure
  long-runs [NAME...] time the Grundy engine's long runs (release build of `nim`), each answer checked
                      against the published one: 0.376 and 0.354 by default, 0.1777 when named
  setup               only install the tools (add --browser for Chromium and ChromeDriver too)
  app-wasm            Trunk's post-build hook: the app's wasm built, split into chunks, bound and
                      optimised into Trunk's staging folder (TRUNK_STAGING_DIR)
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
    let mut timings = Timings::default();
    let outcome = match command.as_str() {
        "serve" => serve(rest, &mut timings),
        "test" => test(&mut timings),
        "e2e" => e2e_only(rest, &mut timings),
        "dist" => dist_only(&mut timings),
        "bench-wasm" => bench_wasm(rest, &mut timings),
        "long-runs" => timed(&mut timings, "long runs", || {
            long_runs::long_runs(&repo_root(), rest)
        })
        .map(|()| None),
        "setup" => setup(rest, &mut timings),
        "app-wasm" => app_wasm(),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        other => {
            eprintln!("xtask: unknown command `{other}`\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // Printed on failure too: a slow first run says where its time went.
    timings.print();
    match outcome {
        Ok(counts) => {
            if let Some(counts) = counts {
                counts.print_closing_line();
            }
            ExitCode::SUCCESS
        }
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

fn serve(trunk_args: &[String], timings: &mut Timings) -> Result<Option<Counts>> {
    let root = repo_root();
    tools::prepare(&root, tools::Browser::NotNeeded, timings)?;
    header("serve: trunk serve on http://127.0.0.1:8080 (Ctrl-C to stop)");
    let mut command = tools::trunk(&root);
    command.arg("serve").args(trunk_args);
    process::run_interactive("trunk serve", &mut command)?;
    Ok(None)
}

fn setup(args: &[String], timings: &mut Timings) -> Result<Option<Counts>> {
    let browser = if args.iter().any(|arg| arg == "--browser") {
        tools::Browser::Needed
    } else {
        tools::Browser::NotNeeded
    };
    tools::prepare(&repo_root(), browser, timings)?;
    Ok(None)
}

fn app_wasm() -> Result<Option<Counts>> {
    let root = repo_root();
    let Some(staging) = std::env::var_os("TRUNK_STAGING_DIR") else {
        bail!("app-wasm is Trunk's post-build hook: TRUNK_STAGING_DIR is not set");
    };
    tools::put_tools_on_path(&root)?;
    let chunks = wasm::build(&root, Path::new(&staging))?;
    println!("    split into the main module and {} chunks", chunks.len());
    Ok(None)
}

fn dist_only(timings: &mut Timings) -> Result<Option<Counts>> {
    let root = repo_root();
    tools::prepare(&root, tools::Browser::NotNeeded, timings)?;
    release_build(&root, timings)?;
    Ok(None)
}

/// Runs one step and records its time, whether it passes or fails.
fn timed<T>(timings: &mut Timings, step: &str, work: impl FnOnce() -> Result<T>) -> Result<T> {
    let started = Instant::now();
    let outcome = work();
    timings.add(step, started.elapsed());
    outcome
}

/// `trunk build --release` into dist/, then the size report and budget check.
fn release_build(root: &Path, timings: &mut Timings) -> Result<()> {
    timed(timings, "release build", || {
        run(
            "release build (trunk build --release)",
            tools::trunk(root).args(["build", "--release"]),
            BUILD_LIMIT,
        )?;
        // A new visitor sees the first board drawn into the page before the wasm arrives.
        run(
            "first board drawn into dist/index.html (crates/prerender)",
            cargo()
                .args(["run", "--quiet", "-p", "nim-lab-prerender", "--"])
                .arg(root.join("dist").join("index.html")),
            BUILD_LIMIT,
        )?;
        wasm::hash_names(&root.join("dist"))?;
        wasm::check_stripped(&root.join("dist"))
    })?;
    header("size report (dist/)");
    let report = dist::SizeReport::of_dir(&root.join("dist"))?;
    print!("{report}");
    let written = dist::precompress(&root.join("dist"))?;
    println!("    wrote {written} precompressed copies (.gz and .br) beside the assets");
    report.check_budget()
}

/// The criterion benchmarks of `benches/frame.rs`, built as shipped (size-tuned) and run in Chromium.
fn bench_wasm(args: &[String], timings: &mut Timings) -> Result<Option<Counts>> {
    let root = repo_root();
    let toolbox = tools::prepare(&root, tools::Browser::Needed, timings)?;
    let chromedriver = toolbox.chromedriver()?;
    let first_board_only = args.iter().any(|arg| arg == "first-board");
    timed(timings, "wasm benchmarks", || {
        if first_board_only {
            return Ok(());
        }
        run(
            "wasm benchmarks (cargo bench --bench frame, headless Chromium)",
            cargo_in_browser("bench", &["--bench", "frame"], chromedriver)
                .env("CARGO_PROFILE_BENCH_OPT_LEVEL", "z")
                // The runner's whole-run limit (20 s by default) is for tests, not benchmarks.
                .env("WASM_BINDGEN_TEST_TIMEOUT", "1200"),
            BUILD_LIMIT,
        )
    })?;
    release_build(&root, timings)?;
    e2e::bench_first_board(&root, &toolbox, timings)?;
    if !first_board_only {
        e2e::bench_explore_slice(&root, &toolbox, timings)?;
    }
    Ok(None)
}

/// `cargo SUBCOMMAND -p nim-lab --target wasm32 ARGS`, run by wasm-bindgen-test-runner in Chromium.
fn cargo_in_browser(subcommand: &str, args: &[&str], chromedriver: &Path) -> Command {
    let mut command = cargo();
    command
        .args([subcommand, "-p", "nim-lab", "--target", tools::WASM_TARGET])
        .args(args)
        .env("CHROMEDRIVER", chromedriver)
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
            "wasm-bindgen-test-runner",
        );
    command
}

fn e2e_only(filter: &[String], timings: &mut Timings) -> Result<Option<Counts>> {
    let root = repo_root();
    let toolbox = tools::prepare(&root, tools::Browser::Needed, timings)?;
    release_build(&root, timings)?;
    e2e::run(&root, &toolbox, filter, timings).map(Some)
}

fn test(timings: &mut Timings) -> Result<Option<Counts>> {
    let root = repo_root();
    let toolbox = tools::prepare(&root, tools::Browser::Needed, timings)?;
    let mut counts = Counts::default();

    timed(timings, "fmt", || {
        run(
            "format (cargo fmt --all --check)",
            cargo().args(["fmt", "--all", "--check"]),
            FMT_LIMIT,
        )
    })?;
    timed(timings, "clippy", || {
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
        // The split build's own code (the split points' attribute) is only in the wasm build with `split`.
        run(
            "lint the split build (cargo clippy -p nim-lab --target wasm32-unknown-unknown --features split -- -D warnings)",
            cargo().args([
                "clippy",
                "-p",
                "nim-lab",
                "--target",
                tools::WASM_TARGET,
                "--features",
                "split",
                "--",
                "-D",
                "warnings",
            ]),
            BUILD_LIMIT,
        )
    })?;
    counts += timed(timings, "native tests", || {
        run_counted(
            "native tests (cargo test --workspace --exclude nim-lab-e2e)",
            cargo().args(["test", "--workspace", "--exclude", "nim-lab-e2e"]),
            BUILD_LIMIT,
        )
    })?;
    let chromedriver = toolbox.chromedriver()?;
    counts += timed(timings, "browser tests", || {
        run_counted(
            "browser tests (wasm-bindgen-test in headless Chromium)",
            &mut cargo_in_browser("test", &["--test", "*"], chromedriver),
            BUILD_LIMIT,
        )
    })?;
    release_build(&root, timings)?;
    counts += e2e::run(&root, &toolbox, &[], timings)?;
    if counts.failed > 0 {
        bail!("{} test(s) failed", counts.failed);
    }
    Ok(Some(counts))
}
