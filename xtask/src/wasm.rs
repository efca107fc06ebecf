//! The app's wasm: one program, split after linking into a main module and chunks fetched on first
//! use (`src/views/chunk.rs`). Trunk cannot pass wasm-bindgen `--keep-lld-exports`, so this step
//! builds it and Trunk keeps the page: its post-build hook runs `cargo xtask app-wasm`, which
//! writes into Trunk's staging folder. Order: build with relocations, split, wasm-bindgen on the
//! main module, wasm-opt on every file; then [`hash_names`] gives each file a content hash.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};

use crate::process::run;
use crate::tools::WASM_TARGET;

/// The app's binary.
pub const APP: &str = "nim-lab";
/// The stem of the app's JavaScript and main wasm (`nim-lab.js` is the `<nim-lab>` element's).
pub const STEM: &str = "app";
/// The split's loader: imported by the app's JavaScript, it fetches and links the chunks.
pub const LOADER: &str = "__wasm_split.js";
/// The build's list of chunks, by split point (`{"diagram": ["diagram.wasm"]}`).
pub const MANIFEST: &str = "chunks.json";

const LIMIT: Duration = Duration::from_secs(40 * 60);

/// The wasm-opt features rustc's output uses (binaryen's defaults lack them).
const WASM_OPT_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Custom sections no browser reads, left out of every file (the workers' too, by `index.html`'s
/// `data-wasm-opt-params`): about 200 bytes a file, 24.9 kB gzip over the build's 164 wasm files.
pub const WASM_OPT_STRIP: [&str; 2] = ["--strip-producers", "--strip-target-features"];
/// The custom sections [`WASM_OPT_STRIP`] leaves out, as the files name them.
const STRIPPED: [&str; 2] = ["producers", "target_features"];

/// Builds the split app into `out`: `app.js`, `app_bg.wasm`, the loader, every chunk and
/// the manifest. Returns the chunks' file names.
pub fn build(root: &Path, out: &Path) -> Result<Vec<String>> {
    run(
        "app wasm (cargo rustc --profile wasm --features split, linked with relocations)",
        crate::cargo()
            .env("CARGO_ENCODED_RUSTFLAGS", remapped_flags(root)?)
            .args([
                "rustc",
                "--profile",
                "wasm",
                "--package",
                APP,
                "--bin",
                APP,
                "--target",
                WASM_TARGET,
                "--features",
                "split",
                "--",
                "-Clink-args=--emit-relocs",
            ]),
        LIMIT,
    )?;
    // Where cargo wrote it: a worktree's own `CARGO_TARGET_DIR` too.
    let target = crate::e2e::target_dir(root);
    let linked = target
        .join(WASM_TARGET)
        .join("wasm")
        .join(format!("{APP}.wasm"));
    let work = target.join("split");
    for dir in [&work, out] {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let main = work.join(format!("{APP}.wasm"));
    let input = std::fs::read(&linked).with_context(|| format!("reading {}", linked.display()))?;
    let main_module = format!("./{STEM}.js");
    let link_name = format!("./{LOADER}");
    let split = wasm_split_cli_support::transform({
        let mut options = wasm_split_cli_support::Options::new(&input);
        options.output_dir = out;
        options.main_out_path = &main;
        options.main_module = &main_module;
        options.link_name = &link_name;
        options
    })
    .map_err(|error| anyhow!("splitting {}: {error:#}", linked.display()))?;
    run(
        "wasm-bindgen --keep-lld-exports on the main module",
        Command::new("wasm-bindgen")
            .args([
                "--target",
                "web",
                "--keep-lld-exports",
                "--no-demangle",
                "--no-typescript",
                "--out-name",
                STEM,
                "--out-dir",
            ])
            .arg(out)
            .arg(&main),
        LIMIT,
    )?;
    let mut chunks: Vec<String> = split
        .split_modules
        .iter()
        .filter_map(|path| path.file_name()?.to_str().map(str::to_owned))
        .collect();
    chunks.sort();
    let mut wasm = chunks.clone();
    wasm.push(format!("{STEM}_bg.wasm"));
    for name in &wasm {
        let file = out.join(name);
        run(
            &format!("wasm-opt -Oz {name}"),
            Command::new("wasm-opt")
                .arg("-Oz")
                .args(WASM_OPT_FEATURES)
                .args(WASM_OPT_STRIP)
                .arg(&file)
                .arg("-o")
                .arg(&file),
            LIMIT,
        )?;
    }
    let manifest: BTreeMap<String, Vec<String>> = split
        .prefetch_map
        .into_iter()
        .map(|(point, files)| {
            let files = files
                .into_iter()
                .map(|file| format!("{file}.wasm"))
                .collect();
            (point, files)
        })
        .collect();
    std::fs::write(out.join(MANIFEST), manifest_json(&manifest))?;
    Ok(chunks)
}

/// The build's rustflags (`CARGO_ENCODED_RUSTFLAGS`, or `RUSTFLAGS`, kept) with every source
/// path the panic messages carry written from its crate's folder: the size of the wasm then does
/// not depend on where the clone or `CARGO_HOME` is, and the page names no folder of the machine.
fn remapped_flags(root: &Path) -> Result<String> {
    let mut flags: Vec<String> = match std::env::var("CARGO_ENCODED_RUSTFLAGS") {
        Ok(encoded) => encoded
            .split('\u{1f}')
            .filter(|flag| !flag.is_empty())
            .map(str::to_owned)
            .collect(),
        Err(_) => std::env::var("RUSTFLAGS")
            .unwrap_or_default()
            .split_whitespace()
            .map(str::to_owned)
            .collect(),
    };
    let registry = crate::tools::cargo_home()?.join("registry").join("src");
    // One folder per registry index (`index.crates.io-…`); none before the first fetch.
    let indexes = std::fs::read_dir(&registry).into_iter().flatten().flatten();
    let prefixes = indexes.map(|entry| entry.path()).chain([
        crate::tools::cargo_home()?.join("git").join("checkouts"),
        root.to_owned(),
    ]);
    for prefix in prefixes {
        flags.push(format!("--remap-path-prefix={}=", prefix.display()));
    }
    Ok(flags.join("\u{1f}"))
}

fn manifest_json(manifest: &BTreeMap<String, Vec<String>>) -> String {
    let mut json = String::from("{");
    for (index, (point, files)) in manifest.iter().enumerate() {
        let files: Vec<String> = files.iter().map(|file| format!("{file:?}")).collect();
        let comma = if index == 0 { "" } else { "," };
        let _ = write!(json, "{comma}\n  {point:?}: [{}]", files.join(", "));
    }
    json.push_str("\n}\n");
    json
}

/// `name.ext` as `name.HASH.ext`.
fn hashed(name: &str, hash: &str) -> String {
    match name.rsplit_once('.') {
        Some((stem, ext)) => format!("{stem}.{hash}.{ext}"),
        None => format!("{name}.{hash}"),
    }
}

/// 16 hex digits of a file's FNV-1a hash: enough to tell releases apart, never a secret.
fn content_hash(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Gives the app's files in `dir` content-hashed names and rewrites every reference: each wasm
/// by its own bytes; the two JavaScript files, which import each other, by the whole release's,
/// so a changed chunk renames the loader that fetches it. The page gets the loader as a module
/// preload and each chunk as a `rel=nim-lab-chunk` link, so the service worker keeps them.
pub fn hash_names(dir: &Path) -> Result<Vec<(String, String)>> {
    let manifest_path = dir.join(MANIFEST);
    let manifest = std::fs::read_to_string(&manifest_path)
        .with_context(|| format!("reading {}", manifest_path.display()))?;
    let mut wasm: Vec<String> = manifest
        .split('"')
        .filter(|part| {
            Path::new(part)
                .extension()
                .is_some_and(|ext| ext.eq_ignore_ascii_case("wasm"))
        })
        .map(str::to_owned)
        .collect();
    wasm.sort();
    wasm.dedup();
    let chunks = wasm.clone();
    wasm.push(format!("{STEM}_bg.wasm"));
    let scripts = [format!("{STEM}.js"), LOADER.to_owned()];
    let mut release = Vec::new();
    let mut renames = Vec::new();
    for name in &wasm {
        let bytes = read(dir, name)?;
        release.extend_from_slice(&bytes);
        renames.push((name.clone(), hashed(name, &content_hash(&bytes))));
    }
    for name in &scripts {
        release.extend_from_slice(&read(dir, name)?);
    }
    let release_hash = content_hash(&release);
    for name in &scripts {
        renames.push((name.clone(), hashed(name, &release_hash)));
    }
    // The longest names first, so that no name is replaced inside a longer one.
    renames.sort_by_key(|(old, _)| std::cmp::Reverse(old.len()));
    // Only where a file is fetched or imported: the wasm's import keys keep the loader's first name.
    let rewrite = |text: String, script: bool| {
        renames.iter().fold(text, |text, (old, new)| {
            let forms: Vec<(String, String)> = if script {
                [
                    "from \"./{}\"",
                    "from './{}'",
                    "URL(\"./{}\"",
                    "URL('./{}'",
                    "URL('{}'",
                ]
                .iter()
                .map(|form| (form.replace("{}", old), form.replace("{}", new)))
                .collect()
            } else {
                vec![
                    (format!("./{old}"), format!("./{new}")),
                    (format!("\"{old}\""), format!("\"{new}\"")),
                ]
            };
            forms
                .iter()
                .fold(text, |text, (from, to)| text.replace(from, to))
        })
    };
    for name in scripts
        .iter()
        .chain([&String::from("index.html"), &String::from(MANIFEST)])
    {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        std::fs::write(&path, rewrite(text, scripts.contains(name)))?;
    }
    for (old, new) in &renames {
        std::fs::rename(dir.join(old), dir.join(new))
            .with_context(|| format!("renaming {old} to {new}"))?;
    }
    let page_path = dir.join("index.html");
    let page = std::fs::read_to_string(&page_path)?;
    let name_of = |old: &str| {
        renames
            .iter()
            .find(|(from, _)| from == old)
            .map(|(_, to)| to.clone())
            .unwrap_or_default()
    };
    let mut links = format!("<link rel=modulepreload href=./{}>", name_of(LOADER));
    for chunk in &chunks {
        let _ = write!(links, "<link rel=nim-lab-chunk href=./{}>", name_of(chunk));
    }
    let Some(at) = page.find("</head>") else {
        bail!("{} has no </head>", page_path.display());
    };
    std::fs::write(&page_path, format!("{}{links}{}", &page[..at], &page[at..]))?;
    Ok(renames)
}

fn read(dir: &Path, name: &str) -> Result<Vec<u8>> {
    let path: PathBuf = dir.join(name);
    std::fs::read(&path).with_context(|| format!("reading {}", path.display()))
}

/// Fails naming every wasm file in `dir` that still carries a section [`WASM_OPT_STRIP`] leaves out.
pub fn check_stripped(dir: &Path) -> Result<()> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "wasm") {
            let bytes =
                std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
            let names = custom_sections(&bytes)
                .with_context(|| format!("reading the sections of {}", path.display()))?;
            found.extend(
                names
                    .into_iter()
                    .filter(|name| STRIPPED.contains(&name.as_str()))
                    .map(|name| format!("{} ({name})", path.display())),
            );
        }
    }
    if found.is_empty() {
        Ok(())
    } else {
        bail!(
            "wasm files carry sections no browser reads: {}",
            found.join(", ")
        )
    }
}

/// The names of a wasm module's custom sections, in order.
fn custom_sections(bytes: &[u8]) -> Result<Vec<String>> {
    let mut names = Vec::new();
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        if let wasmparser::Payload::CustomSection(section) = payload? {
            names.push(section.name().to_owned());
        }
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module with a type section and the custom sections `names`.
    fn module(names: &[&str]) -> Vec<u8> {
        let mut bytes = b"\0asm\x01\0\0\0".to_vec();
        bytes.extend([1, 1, 0]);
        for name in names {
            let length = u8::try_from(name.len()).expect("short");
            bytes.extend([0, length + 2, length]);
            bytes.extend(name.as_bytes());
            bytes.push(7);
        }
        bytes
    }

    #[test]
    fn custom_sections_are_read_by_name_and_stripped_ones_named() {
        assert_eq!(
            custom_sections(&module(&["name", "producers"])).expect("read"),
            ["name", "producers"]
        );
        assert!(
            custom_sections(b"\0asm\x01\0\0\0\x01\x09").is_err(),
            "past the end"
        );
        let dir = tempfile::tempdir().expect("a temporary folder");
        std::fs::write(dir.path().join("app_bg.wasm"), module(&["name"])).expect("write");
        assert!(check_stripped(dir.path()).is_ok());
        std::fs::write(
            dir.path().join("chunk_1.wasm"),
            module(&["target_features"]),
        )
        .expect("write");
        let error = check_stripped(dir.path()).expect_err("one left");
        assert!(
            error.to_string().contains("chunk_1.wasm (target_features)"),
            "{error}"
        );
    }

    fn write(dir: &Path, name: &str, text: &str) {
        std::fs::write(dir.join(name), text).expect("writable");
    }

    #[test]
    fn every_file_gets_its_hash_and_every_reference_follows() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let dir = dir.path();
        write(
            dir,
            MANIFEST,
            "{\n  \"diagram\": [\"chunk_0.wasm\", \"diagram.wasm\"]\n}\n",
        );
        write(dir, "chunk_0.wasm", "shared");
        write(dir, "diagram.wasm", "panel");
        write(dir, "app_bg.wasm", "main");
        write(
            dir,
            "app.js",
            "import * as s from \"./__wasm_split.js\"; const imports = { \"./__wasm_split.js\": s }; \
             new URL('app_bg.wasm', import.meta.url);",
        );
        write(dir, LOADER, "import { initSync } from \"./app.js\"; fetch(new URL(\"./diagram.wasm\", import.meta.url)); fetch(new URL(\"./chunk_0.wasm\", import.meta.url));");
        write(dir, "index.html", "<head><link rel=modulepreload href=./app.js></head><script type=module>import init from \"./app.js\";init({module_or_path:\"./app_bg.wasm\"})</script>");
        let renames = hash_names(dir).expect("hashed");
        assert_eq!(renames.len(), 5);
        for (old, new) in &renames {
            assert!(!dir.join(old).exists(), "{old} renamed");
            assert!(dir.join(new).exists(), "{new} written");
            assert_ne!(old, new);
        }
        let hashed_of = |old: &str| {
            renames
                .iter()
                .find(|(o, _)| o == old)
                .map(|(_, n)| n.clone())
                .expect("renamed")
        };
        let page = std::fs::read_to_string(dir.join("index.html")).expect("page");
        let loader = std::fs::read_to_string(dir.join(hashed_of(LOADER))).expect("loader");
        let app = std::fs::read_to_string(dir.join(hashed_of("app.js"))).expect("app");
        let manifest = std::fs::read_to_string(dir.join(MANIFEST)).expect("manifest");
        for (text, names) in [
            (
                &page,
                vec![
                    "app.js",
                    "app_bg.wasm",
                    LOADER,
                    "diagram.wasm",
                    "chunk_0.wasm",
                ],
            ),
            (&loader, vec!["app.js", "diagram.wasm", "chunk_0.wasm"]),
            (&app, vec![LOADER, "app_bg.wasm"]),
            (&manifest, vec!["diagram.wasm", "chunk_0.wasm"]),
        ] {
            for name in names {
                assert!(text.contains(&hashed_of(name)), "{name} in {text}");
            }
        }
        assert!(page.contains("rel=nim-lab-chunk"));
        // The wasm imports its loader by the name it was linked with: that key is kept.
        assert!(app.contains("{ \"./__wasm_split.js\": s }"), "{app}");
        // The same bytes give the same names; a chunk's change renames it and the loader.
        assert_eq!(
            hashed_of("diagram.wasm"),
            hashed("diagram.wasm", &content_hash(b"panel"))
        );
    }
}
