//! The end-to-end step: dist/ on a local static server, `ChromeDriver`, and `cargo test -p nim-lab-e2e`.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::process::{header, run_counted, Counts, Supervised, Timings};
use crate::tools::Toolbox;
use nim_lab_static_server::StaticServer;

const DRIVER_START_LIMIT: Duration = Duration::from_secs(30);
const E2E_LIMIT: Duration = Duration::from_secs(30 * 60);

/// A free loopback port; the tiny race until `ChromeDriver` binds it is acceptable on a test machine.
fn free_port() -> Result<u16> {
    let listener = TcpListener::bind("127.0.0.1:0").context("no free loopback port")?;
    Ok(listener.local_addr()?.port())
}

/// Whether `ChromeDriver` answers `GET /status` with `"ready": true`.
fn driver_ready(address: SocketAddr) -> bool {
    let Ok(mut stream) = TcpStream::connect_timeout(&address, Duration::from_secs(1)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    if write!(
        stream,
        "GET /status HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .is_err()
    {
        return false;
    }
    let mut reply = String::new();
    let _ = stream.read_to_string(&mut reply);
    reply.replace(' ', "").contains("\"ready\":true")
}

/// Starts `ChromeDriver` on a free port and waits until it accepts sessions.
fn start_driver(toolbox: &Toolbox) -> Result<(Supervised, String)> {
    let port = free_port()?;
    let mut command = Command::new(toolbox.chromedriver()?);
    command
        .arg(format!("--port={port}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    let mut driver = Supervised::spawn("chromedriver", &mut command)?;
    let address = SocketAddr::from(([127, 0, 0, 1], port));
    let started = Instant::now();
    while !driver_ready(address) {
        if let Some(status) = driver.has_exited()? {
            bail!("chromedriver exited at start ({status})");
        }
        if started.elapsed() > DRIVER_START_LIMIT {
            bail!(
                "chromedriver did not become ready within {}s",
                DRIVER_START_LIMIT.as_secs()
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Ok((driver, format!("http://{address}")))
}

/// Cargo's target directory: `CARGO_TARGET_DIR` if set, else `target/` in the workspace.
pub(crate) fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

/// Runs the end-to-end tests against the release build already in dist/.
pub fn run(
    root: &Path,
    toolbox: &Toolbox,
    filter: &[String],
    timings: &mut Timings,
) -> Result<Counts> {
    let started = Instant::now();
    let counts = serve_and_test(root, toolbox, filter);
    timings.add("end-to-end tests", started.elapsed());
    counts
}

fn serve_and_test(root: &Path, toolbox: &Toolbox, filter: &[String]) -> Result<Counts> {
    let mut command = crate::cargo();
    command
        .args(["test", "-p", "nim-lab-e2e", "--no-fail-fast", "--"])
        .args(filter)
        // Each test drives its own Chromium; two at a time suits a two-core machine.
        .arg("--test-threads=2");
    serve_and_run(
        root,
        toolbox,
        "end-to-end tests (cargo test -p nim-lab-e2e, headless Chromium)",
        &mut command,
    )
}

/// The time to the first board on a phone-like profile (`crates/e2e/benches/first_board.rs`),
/// against the release build already in dist/.
pub fn bench_first_board(root: &Path, toolbox: &Toolbox, timings: &mut Timings) -> Result<()> {
    bench_in_browser(
        root,
        toolbox,
        timings,
        "first_board",
        "first-board benchmark",
    )
}

/// A 256 x 256 Explore slice computed in the worker and drawn.
pub fn bench_explore_slice(root: &Path, toolbox: &Toolbox, timings: &mut Timings) -> Result<()> {
    bench_in_browser(
        root,
        toolbox,
        timings,
        "explore_slice",
        "explore-slice benchmark",
    )
}

/// Runs the e2e crate's benchmark `bench` against the served release build.
fn bench_in_browser(
    root: &Path,
    toolbox: &Toolbox,
    timings: &mut Timings,
    bench: &str,
    what: &str,
) -> Result<()> {
    let started = Instant::now();
    let mut command = crate::cargo();
    command.args(["bench", "-p", "nim-lab-e2e", "--bench", bench]);
    let outcome = serve_and_run(
        root,
        toolbox,
        &format!("{what} (cargo bench -p nim-lab-e2e, headless Chromium)"),
        &mut command,
    );
    timings.add(what, started.elapsed());
    outcome.map(drop)
}

/// Serves dist/, starts `ChromeDriver`, and runs `command` with the harness's variables set.
fn serve_and_run(
    root: &Path,
    toolbox: &Toolbox,
    what: &str,
    command: &mut Command,
) -> Result<Counts> {
    header("end-to-end: serving dist/ and starting ChromeDriver");
    let server = StaticServer::start(&root.join("dist"))?;
    let (driver, webdriver_url) = start_driver(toolbox)?;
    println!(
        "    site at {}  (NIM_LAB_BASE_URL)\n    ChromeDriver at {webdriver_url}  (WEBDRIVER_URL)",
        server.base_url()
    );
    command
        .env("NIM_LAB_BASE_URL", server.base_url())
        .env("NIM_LAB_DIST", root.join("dist"))
        .env("WEBDRIVER_URL", &webdriver_url)
        .env("NIM_LAB_SCREENSHOTS", target_dir(root).join("screenshots"));
    if let Some(chromium) = &toolbox.chromium {
        command.env("CHROME_BIN", chromium);
    }
    if let Some(axe) = &toolbox.axe_script {
        command.env("NIM_LAB_AXE", axe);
    }
    if let Some(modules) = &toolbox.scorm_modules {
        command.env("NIM_LAB_SCORM_MODULES", modules);
    }
    let counts = run_counted(what, command, E2E_LIMIT);
    // Stop the driver (and any browser it left) before the server, on success and failure alike.
    drop(driver);
    drop(server);
    counts
}
