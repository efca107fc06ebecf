//! Running the `nim` binary as a user would, for the CLI's test files.

use std::process::{Command, Output};

use serde_json::Value;

/// The binary's output for `args`.
pub fn nim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nim"))
        .args(args)
        .output()
        .expect("the nim binary runs")
}

/// What the binary prints on stdout for `args`, which must succeed.
pub fn text_of(args: &[&str]) -> String {
    let output = nim(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The JSON the binary prints for `args`, which must succeed.
pub fn json_of(args: &[&str]) -> Value {
    serde_json::from_str(&text_of(args)).expect("stdout is JSON")
}

/// Checks that `args` are refused: exit code 2, nothing on stdout, a message saying `says`.
pub fn refused(args: &[&str], says: &str) {
    let output = nim(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.contains(says), "{args:?}: {message}");
}
