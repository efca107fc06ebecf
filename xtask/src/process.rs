//! Subprocesses for xtask: streamed output, a time limit, and no orphans on success, failure or Ctrl-C.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::ops::AddAssign;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

/// Process groups of the children still running, so Ctrl-C can stop them and what they started.
static RUNNING_GROUPS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Set on Ctrl-C, so a child stopped by it is reported as interrupted, not failed.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// How long a stopped child gets to exit after SIGTERM before SIGKILL.
const GRACE: Duration = Duration::from_secs(5);
const POLL: Duration = Duration::from_millis(100);

/// On Ctrl-C, stop every child's process group before exiting: they do not share our terminal group.
pub fn install_interrupt_handler() {
    let installed = ctrlc::set_handler(|| {
        INTERRUPTED.store(true, Ordering::SeqCst);
        let groups = RUNNING_GROUPS
            .lock()
            .map(|groups| groups.clone())
            .unwrap_or_default();
        for &group in &groups {
            signal_group(group, Signal::Terminate);
        }
        thread::sleep(Duration::from_millis(500));
        for &group in &groups {
            signal_group(group, Signal::Kill);
        }
        eprintln!("\nxtask: interrupted");
        std::process::exit(130);
    });
    if let Err(error) = installed {
        eprintln!(
            "xtask: warning: cannot handle Ctrl-C ({error}); children may outlive an interrupt"
        );
    }
}

/// Prints a step header that stands out in a long log.
pub fn header(title: &str) {
    println!("\n==> {title}");
    let _ = std::io::stdout().flush();
}

#[derive(Clone, Copy)]
enum Signal {
    Terminate,
    Kill,
}

#[cfg(unix)]
fn signal_group(group: u32, signal: Signal) {
    use nix::sys::signal::{killpg, Signal as Unix};
    use nix::unistd::Pid;
    let Ok(raw) = i32::try_from(group) else {
        return;
    };
    let signal = match signal {
        Signal::Terminate => Unix::SIGTERM,
        Signal::Kill => Unix::SIGKILL,
    };
    // ESRCH only means the group has already gone, which is what we want.
    let _ = killpg(Pid::from_raw(raw), signal);
}

#[cfg(not(unix))]
fn signal_group(_group: u32, _signal: Signal) {}

/// A child in its own process group, stopped together with its descendants when dropped.
pub struct Supervised {
    name: String,
    child: Child,
}

impl Supervised {
    pub fn spawn(name: &str, command: &mut Command) -> Result<Self> {
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        let program = command.get_program().to_string_lossy().into_owned();
        let child = command
            .spawn()
            .with_context(|| format!("{name}: could not start `{program}`"))?;
        if let Ok(mut groups) = RUNNING_GROUPS.lock() {
            groups.push(child.id());
        }
        Ok(Self {
            name: name.to_owned(),
            child,
        })
    }

    pub fn take_stdout(&mut self) -> Option<std::process::ChildStdout> {
        self.child.stdout.take()
    }

    /// Whether the child has exited, without waiting.
    pub fn has_exited(&mut self) -> Result<Option<ExitStatus>> {
        self.child
            .try_wait()
            .with_context(|| format!("{}: cannot query the process", self.name))
    }

    /// Waits for the child to exit; past `limit` it and its descendants are stopped and this fails.
    pub fn wait_within(&mut self, limit: Option<Duration>) -> Result<ExitStatus> {
        let started = Instant::now();
        loop {
            if let Some(status) = self.has_exited()? {
                return Ok(status);
            }
            if let Some(limit) = limit {
                if started.elapsed() >= limit {
                    self.stop();
                    bail!(
                        "{} did not finish within {} and was stopped",
                        self.name,
                        format_duration(limit)
                    );
                }
            }
            thread::sleep(POLL);
        }
    }

    /// SIGTERM to the whole group, then SIGKILL after a grace period.
    fn stop(&mut self) {
        let group = self.child.id();
        signal_group(group, Signal::Terminate);
        let deadline = Instant::now() + GRACE;
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                break;
            }
            thread::sleep(POLL);
        }
        signal_group(group, Signal::Kill);
        #[cfg(not(unix))]
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Supervised {
    fn drop(&mut self) {
        // Also reaps descendants left behind by a child that exited (a browser, a driver).
        self.stop();
        let group = self.child.id();
        if let Ok(mut groups) = RUNNING_GROUPS.lock() {
            groups.retain(|&running| running != group);
        }
    }
}

/// Runs one step with inherited output; fails with the step's name if it fails or overruns.
pub fn run(step: &str, command: &mut Command, limit: Duration) -> Result<()> {
    header(step);
    let mut child = Supervised::spawn(step, command)?;
    let status = child.wait_within(Some(limit))?;
    check(step, status)
}

/// Runs a long-lived interactive command (a dev server) until it exits or Ctrl-C.
pub fn run_interactive(step: &str, command: &mut Command) -> Result<()> {
    let mut child = Supervised::spawn(step, command)?;
    let status = child.wait_within(None)?;
    check(step, status)
}

fn check(step: &str, status: ExitStatus) -> Result<()> {
    if status.success() {
        Ok(())
    } else if INTERRUPTED.load(Ordering::SeqCst) {
        bail!("interrupted during `{step}`")
    } else {
        bail!("step `{step}` failed ({status})")
    }
}

/// Test counts summed over cargo test's `test result:` lines.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    pub passed: u64,
    pub failed: u64,
    pub ignored: u64,
}

impl AddAssign for Counts {
    fn add_assign(&mut self, other: Self) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.ignored += other.ignored;
    }
}

impl Counts {
    /// Reads a libtest summary line such as `test result: ok. 3 passed; 0 failed; 1 ignored; ...`.
    pub fn from_summary_line(line: &str) -> Option<Self> {
        let (_, summary) = line.split_once("test result:")?;
        let mut counts = Self::default();
        for part in summary.split(';') {
            let mut words = part.split_whitespace().rev();
            let (Some(label), Some(number)) = (words.next(), words.next()) else {
                continue;
            };
            let Ok(number) = number.parse::<u64>() else {
                continue;
            };
            match label {
                "passed" => counts.passed = number,
                "failed" => counts.failed = number,
                "ignored" => counts.ignored = number,
                _ => {}
            }
        }
        Some(counts)
    }

    /// The closing line CI reads: every test run by `cargo xtask`, in one line.
    pub fn print_closing_line(&self) {
        println!(
            "xtask: {} passed, {} failed, {} skipped",
            self.passed, self.failed, self.ignored
        );
    }
}

/// Like [`run`], for a `cargo test` step: stdout is streamed and its test counts are summed.
pub fn run_counted(step: &str, command: &mut Command, limit: Duration) -> Result<Counts> {
    header(step);
    command.stdout(Stdio::piped());
    let mut child = Supervised::spawn(step, command)?;
    let stdout = child
        .take_stdout()
        .context("the test runner's output is not readable")?;
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut counts = Counts::default();
        let mut reader = BufReader::new(stdout);
        let mut line = Vec::new();
        let mut out = std::io::stdout();
        while matches!(reader.read_until(b'\n', &mut line), Ok(read) if read > 0) {
            let _ = out.write_all(&line);
            let _ = out.flush();
            if let Some(found) = Counts::from_summary_line(&String::from_utf8_lossy(&line)) {
                counts += found;
            }
            line.clear();
        }
        let _ = sender.send(counts);
    });
    let status = child.wait_within(Some(limit));
    // Stopping the group closes the pipe even if a grandchild still held it.
    drop(child);
    let counts = receiver.recv_timeout(GRACE).unwrap_or_default();
    check(step, status?)?;
    Ok(counts)
}

/// How long each step took, printed at the end of a run.
#[derive(Default)]
pub struct Timings {
    steps: Vec<(String, Duration)>,
}

impl Timings {
    pub fn add(&mut self, step: &str, took: Duration) {
        self.steps.push((step.to_owned(), took));
    }

    pub fn print(&self) {
        let mut table = String::from("\n==> time per step\n");
        let mut total = Duration::ZERO;
        for (step, took) in &self.steps {
            let _ = writeln!(table, "    {step:<28} {:>8}", format_duration(*took));
            total += *took;
        }
        let _ = writeln!(table, "    {:<28} {:>8}", "total", format_duration(total));
        print!("{table}");
    }
}

/// `3m 07s`, or `42s` under a minute.
pub fn format_duration(duration: Duration) -> String {
    let seconds = duration.as_secs();
    if seconds < 60 {
        format!("{seconds}s")
    } else {
        format!("{}m {:02}s", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_libtest_summary_lines() {
        let line = "test result: ok. 12 passed; 1 failed; 3 ignored; 0 measured; 0 filtered out; finished in 0.02s";
        assert_eq!(
            Counts::from_summary_line(line),
            Some(Counts {
                passed: 12,
                failed: 1,
                ignored: 3
            })
        );
        assert_eq!(Counts::from_summary_line("running 12 tests"), None);
    }

    #[test]
    fn formats_durations_in_minutes_and_seconds() {
        assert_eq!(format_duration(Duration::from_secs(42)), "42s");
        assert_eq!(format_duration(Duration::from_secs(187)), "3m 07s");
    }

    #[cfg(unix)]
    #[test]
    fn an_overrunning_step_is_stopped_with_its_children() {
        let started = Instant::now();
        let mut command = Command::new("sh");
        command.args(["-c", "sleep 30 & sleep 30; wait"]);
        let error = run("slow step", &mut command, Duration::from_millis(300))
            .expect_err("a step over its limit must fail");
        assert!(error.to_string().contains("did not finish"), "{error}");
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_failing_step_names_itself() {
        let mut command = Command::new("sh");
        command.args(["-c", "exit 3"]);
        let error = run("the failing step", &mut command, Duration::from_secs(10))
            .expect_err("exit 3 is a failure");
        assert!(error.to_string().contains("the failing step"), "{error}");
    }
}
