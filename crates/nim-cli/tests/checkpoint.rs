//! `nim grundy --checkpoint` and `--resume`: a run stopped, by a signal or by its `--max`, and
//! continued gives what a run never stopped gives; a checkpoint that cannot be resumed is refused.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{json_of, refused, text_of};

/// An empty directory of its own for one test, under Cargo's temporary directory for tests.
fn scratch(test: &str) -> PathBuf {
    let directory = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("checkpoint-{test}"));
    let _ = fs::remove_dir_all(&directory);
    fs::create_dir_all(&directory).expect("a scratch directory");
    directory
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn a_resumed_run_prints_the_summary_and_values_of_an_uninterrupted_run() {
    let directory = scratch("resumed");
    let file = directory.join("0.56.ckpt");
    let file = text(&file);
    // A run to 10,000 leaves its values in the checkpoint; one to 30,000 continues from them.
    text_of(&["grundy", "0.56", "--max", "10000", "--checkpoint", file]);
    assert_eq!(
        json_of(&["grundy", "0.56", "--max", "30000", "--resume", file]),
        json_of(&["grundy", "0.56", "--max", "30000"])
    );
    assert_eq!(
        text_of(&["grundy", "0.56", "--max", "30000", "--resume", file, "--format", "csv"]),
        text_of(&["grundy", "0.56", "--max", "30000", "--format", "csv"])
    );
    // Resumed and checkpointed into the same file, the run keeps saving: it now holds 30,000.
    assert_eq!(
        text_of(&[
            "grundy",
            "0.56",
            "--max",
            "30000",
            "--resume",
            file,
            "--checkpoint",
            file,
            "--summary"
        ]),
        "period none\n"
    );
    refused(
        &["grundy", "0.56", "--max", "20000", "--resume", file],
        "resume with --max 30000 or more",
    );
    // A period proven after the cut is proven as an uninterrupted run proves it.
    let file = directory.join("0.127.ckpt");
    let file = text(&file);
    text_of(&["grundy", "0.127", "--max", "50000", "--checkpoint", file]);
    let summary = "period 4 preperiod 46578\n";
    assert_eq!(
        text_of(&["grundy", "0.127", "--max", "100000", "--summary"]),
        summary
    );
    assert_eq!(
        text_of(&[
            "grundy",
            "0.127",
            "--max",
            "100000",
            "--summary",
            "--resume",
            file
        ]),
        summary
    );
    let file = directory.join("dawson.ckpt");
    let file = text(&file);
    text_of(&["grundy", "dawson", "--max", "100", "--checkpoint", file]);
    assert_eq!(
        text_of(&["grundy", "dawson", "--max", "1000", "--resume", file]),
        text_of(&["grundy", "dawson", "--max", "1000"])
    );
}

/// Starts a long checkpointing run of 0.376 (its period is proven only at 4,536,507), saving
/// every 4096 values, and returns once a checkpoint past its start is on disk.
#[cfg(unix)]
fn a_long_run_saving(file: &Path) -> std::process::Child {
    use std::process::{Command, Stdio};

    let child = Command::new(env!("CARGO_BIN_EXE_nim"))
        .args(["grundy", "0.376", "--max", "4536507", "--summary"])
        .args([
            "--checkpoint",
            text(file),
            "--checkpoint-every-values",
            "4096",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nim binary runs");
    // The first checkpoint, written at once, is empty; the next one holds 4096 values.
    let saved = |file: &Path| fs::metadata(file).is_ok_and(|meta| meta.len() > 2 * 4096);
    let mut tries = 0;
    while !saved(file) {
        tries += 1;
        assert!(tries < 12_000, "no checkpoint with values in 120 s");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    child
}

/// The resumed run to 40,000 (or further, if the run stopped later) prints what an uninterrupted
/// one prints, summary and values.
#[cfg(unix)]
fn resumes_as_if_never_stopped(file: &Path) {
    // The header's count line: a slow machine may have let the run go on a while before its end.
    let saved = fs::read(file).expect("the checkpoint");
    let count: usize = String::from_utf8_lossy(&saved[..saved.len().min(200)])
        .lines()
        .find_map(|line| line.strip_prefix("values ")?.parse().ok())
        .expect("a count of values");
    let max = count.max(40_000).to_string();
    let file = text(file);
    for extra in [&["--summary"][..], &[]] {
        let mut resumed = vec!["grundy", "0.376", "--max", &max, "--resume", file];
        resumed.extend_from_slice(extra);
        let mut whole = vec!["grundy", "0.376", "--max", &max];
        whole.extend_from_slice(extra);
        assert_eq!(text_of(&resumed), text_of(&whole), "{extra:?}");
    }
}

#[cfg(unix)]
#[test]
fn a_run_stopped_by_sigterm_saves_its_values_and_resumes_with_the_same_answer() {
    use nix::sys::signal::{kill, Signal};
    use nix::unistd::Pid;

    let directory = scratch("sigterm");
    let file = directory.join("0.376.ckpt");
    let child = a_long_run_saving(&file);
    let pid = Pid::from_raw(i32::try_from(child.id()).expect("a pid"));
    kill(pid, Signal::SIGTERM).expect("the signal is sent");
    let output = child.wait_with_output().expect("the run ends");
    let message = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(130), "{message}");
    assert!(output.stdout.is_empty());
    assert!(message.contains("--resume"), "{message}");
    resumes_as_if_never_stopped(&file);
}

#[cfg(unix)]
#[test]
fn a_run_killed_outright_resumes_from_its_last_checkpoint_with_the_same_answer() {
    let directory = scratch("sigkill");
    let file = directory.join("0.376.ckpt");
    let mut child = a_long_run_saving(&file);
    child.kill().expect("SIGKILL is sent");
    child.wait().expect("the run ends");
    resumes_as_if_never_stopped(&file);
}

#[test]
fn a_checkpoint_that_cannot_be_resumed_is_refused_before_any_work() {
    let directory = scratch("refused");
    let path = directory.join("0.56.ckpt");
    let file = text(&path);
    text_of(&["grundy", "0.56", "--max", "5000", "--checkpoint", file]);
    let good = fs::read(&path).expect("the checkpoint");
    // 0.56's values stay below 256: a byte each, beside a header and a checksum of 70 bytes.
    assert_eq!(good.len(), 5001 + 70);
    let resume = |with: &[u8], says: &str| {
        let bad = directory.join("bad.ckpt");
        fs::write(&bad, with).expect("written");
        refused(
            &["grundy", "0.56", "--max", "9000", "--resume", text(&bad)],
            says,
        );
    };
    refused(
        &["grundy", "kayles", "--max", "9000", "--resume", file],
        "is of 0.56, not of 0.77",
    );
    let mut flipped = good.clone();
    flipped[good.len() / 2] ^= 0x10;
    resume(&flipped, "damaged");
    resume(&good[..good.len() - 3], "truncated");
    resume(b"[0,1,2]\n", "not a checkpoint of nim grundy");
    let mut other_version = good.clone();
    let at = good
        .windows(9)
        .position(|window| window == b"version 2")
        .expect("a version line");
    other_version[at + 8] = b'7';
    resume(&other_version, "format version \"7\"");
    refused(
        &["grundy", "0.56", "--max", "4999", "--resume", file],
        "past --max 4999",
    );
    refused(
        &[
            "grundy",
            "0.56",
            "--max",
            "100",
            "--resume",
            text(&directory.join("missing.ckpt")),
        ],
        "cannot read the checkpoint",
    );
    // Another run's checkpoint is not overwritten by a run that does not resume it.
    refused(
        &["grundy", "0.56", "--max", "100", "--checkpoint", file],
        "already exists",
    );
    assert_eq!(fs::read(&path).expect("the checkpoint"), good);
    refused(
        &[
            "grundy",
            "0.56",
            "--max",
            "100",
            "--checkpoint",
            text(&directory.join("no-such-directory").join("a.ckpt")),
        ],
        "cannot write the checkpoint",
    );
    // --memory comes first, before the checkpoint is even opened.
    refused(
        &[
            "grundy",
            "0.56",
            "--max",
            "200000000",
            "--memory",
            "100M",
            "--resume",
            text(&directory.join("missing.ckpt")),
        ],
        "over the memory budget",
    );
    refused(
        &[
            "grundy",
            "0.56",
            "--max",
            "100",
            "--checkpoint-every-values",
            "10",
        ],
        "--checkpoint",
    );
}
