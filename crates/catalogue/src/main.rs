//! Compiles the catalogues for the site: `nim-lab-catalogue LOCALES [OUT]` reads every language
//! folder `<tag>/` of LOCALES against `en/` and writes `<tag>.bin` (and the pseudo-locale's
//! `en-XA.bin`) into OUT, by default `$TRUNK_STAGING_DIR/locales` (run as Trunk's hook).
//! English is built into the app and not written. A file that does not parse stops the build.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nim_lab_catalogue::{compile, pseudo, read_language, Problem};

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
    let read =
        |dir: &Path| read_language(dir).map_err(|e| format!("reading {}: {e}", dir.display()));
    let english = read(&locales.join("en"))?;
    std::fs::create_dir_all(out).map_err(|e| format!("creating {}: {e}", out.display()))?;
    let write = |tag: &str, bytes: Vec<u8>| {
        let path = out.join(format!("{tag}.bin"));
        std::fs::write(&path, bytes).map_err(|e| format!("writing {}: {e}", path.display()))
    };
    let reference = compile(&english, &english);
    if let Some(problem) = reference.problems.first() {
        return Err(format!("en: {problem:?}"));
    }
    write("en-XA", pseudo(&reference.catalogue).encode())?;
    let mut languages: Vec<PathBuf> = std::fs::read_dir(locales)
        .map_err(|e| format!("reading {}: {e}", locales.display()))?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.is_dir())
        .collect();
    languages.sort();
    for dir in languages {
        let tag = dir
            .file_name()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        if tag == "en" {
            continue;
        }
        let compiled = compile(&english, &read(&dir)?);
        for problem in &compiled.problems {
            if let Problem::Parse(what) = problem {
                return Err(format!("{tag}: {what}"));
            }
            eprintln!("nim-lab-catalogue: {tag}: {problem:?}");
        }
        write(&tag, compiled.catalogue.encode())?;
    }
    Ok(())
}
