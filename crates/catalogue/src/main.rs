//! Compiles the catalogues for the site: `nim-lab-catalogue LOCALES [OUT]` reads every
//! `<tag>.ftl` of LOCALES against `en.ftl` and writes `<tag>.bin` (and the pseudo-locale's
//! `en-XA.bin`) into OUT, by default `$TRUNK_STAGING_DIR/locales` (run as Trunk's hook).
//! English is built into the app and not written. A file that does not parse stops the build.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nim_lab_catalogue::{compile, pseudo, Problem};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(locales) = args.next().map(PathBuf::from) else {
        eprintln!("usage: nim-lab-catalogue LOCALES [OUT]");
        return ExitCode::from(2);
    };
    let out = args.next().map(PathBuf::from).or_else(|| {
        std::env::var_os("TRUNK_STAGING_DIR").map(|dir| Path::new(&dir).join("locales"))
    });
    let Some(out) = out else {
        eprintln!("nim-lab-catalogue: give OUT, or run it as Trunk's hook (TRUNK_STAGING_DIR)");
        return ExitCode::from(2);
    };
    match run(&locales, &out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("nim-lab-catalogue: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(locales: &Path, out: &Path) -> Result<(), String> {
    let read = |path: &Path| {
        std::fs::read_to_string(path).map_err(|e| format!("reading {}: {e}", path.display()))
    };
    let english = read(&locales.join("en.ftl"))?;
    std::fs::create_dir_all(out).map_err(|e| format!("creating {}: {e}", out.display()))?;
    let write = |tag: &str, bytes: Vec<u8>| {
        let path = out.join(format!("{tag}.bin"));
        std::fs::write(&path, bytes).map_err(|e| format!("writing {}: {e}", path.display()))
    };
    let reference = compile(&english, &english);
    if let Some(problem) = reference.problems.first() {
        return Err(format!("en.ftl: {problem:?}"));
    }
    write("en-XA", pseudo(&reference.catalogue).encode())?;
    let mut entries: Vec<PathBuf> = std::fs::read_dir(locales)
        .map_err(|e| format!("reading {}: {e}", locales.display()))?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    entries.sort();
    for path in entries {
        let tag = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        if tag == "en" {
            continue;
        }
        let compiled = compile(&english, &read(&path)?);
        for problem in &compiled.problems {
            if let Problem::Parse(what) = problem {
                return Err(format!("{tag}.ftl: {what}"));
            }
            eprintln!("nim-lab-catalogue: {tag}.ftl: {problem:?}");
        }
        write(&tag, compiled.catalogue.encode())?;
    }
    Ok(())
}
