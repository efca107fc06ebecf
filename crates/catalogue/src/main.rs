//! Compiles the catalogues for the site: `nim-lab-catalogue LOCALES [OUT]` reads every language
//! folder `<tag>/` of LOCALES against `en/` and writes `<tag>.bin` (and the pseudo-locale's
//! `en-XA.bin`) into OUT, by default `$TRUNK_STAGING_DIR/locales` (run as Trunk's hook).
//! English is built into the app, but for the words only chunks draw, written as `en.bin`. A
//! file that does not parse stops the build.
//! It also writes the site's manifest in each language (`manifest.<tag>.webmanifest` beside the
//! catalogues, English over `OUT/../manifest.webmanifest`), its description from the catalogue.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nim_lab_catalogue::{
    compile, later_ids, message_ids, only, pseudo, read_language, Catalogue, Category, Locale,
    Problem,
};

/// The message the manifest's description comes from.
const DESCRIPTION: &str = "page-description";

/// Enough of a language to format a message without numbers.
struct Plain;

impl Locale for Plain {
    fn category(&self, _: i64) -> Category {
        Category::Other
    }
    fn number(&self, n: i64) -> String {
        n.to_string()
    }
}

/// A JSON string's contents for `text`.
fn json_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

/// The manifest `template` with its `"description"` and `"lang"` lines in language `tag`; `None`
/// if the template lacks either line.
fn manifest(template: &str, tag: &str, description: &str) -> Option<String> {
    let mut seen = (false, false);
    let lines: Vec<String> = template
        .lines()
        .map(|line| {
            let indent = &line[..line.len() - line.trim_start().len()];
            if line.trim_start().starts_with("\"description\":") {
                seen.0 = true;
                format!(
                    "{indent}\"description\": \"{}\",",
                    json_escaped(description)
                )
            } else if line.trim_start().starts_with("\"lang\":") {
                seen.1 = true;
                format!("{indent}\"lang\": \"{tag}\",")
            } else {
                line.to_owned()
            }
        })
        .collect();
    (seen == (true, true)).then(|| lines.join("\n") + "\n")
}

/// The description message of `catalogue`, English's ids being `ids`.
fn description(catalogue: &Catalogue, ids: &[String]) -> Result<String, String> {
    let index = ids
        .iter()
        .position(|id| id == DESCRIPTION)
        .ok_or_else(|| format!("English has no message {DESCRIPTION}"))?;
    catalogue
        .format(index, &[], &Plain)
        .ok_or_else(|| format!("{DESCRIPTION} cannot be formatted"))
}

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
    let ids = message_ids(&english);
    let template_path = locales.join("../manifest.webmanifest");
    let template = std::fs::read_to_string(&template_path)
        .map_err(|e| format!("reading {}: {e}", template_path.display()))?;
    let write_manifest = |tag: &str, catalogue: &Catalogue| -> Result<(), String> {
        let text = manifest(&template, tag, &description(catalogue, &ids)?)
            .ok_or("the manifest has no \"description\" or \"lang\" line")?;
        let path = if tag == "en" {
            out.join("../manifest.webmanifest")
        } else {
            out.join(format!("manifest.{tag}.webmanifest"))
        };
        std::fs::write(&path, text).map_err(|e| format!("writing {}: {e}", path.display()))
    };
    write_manifest("en", &reference.catalogue)?;
    let later =
        later_ids(&locales.join("en")).map_err(|e| format!("reading the later files: {e}"))?;
    write(
        "en",
        only(&reference.catalogue, &ids, |id| {
            later.iter().any(|l| l == id)
        })
        .encode(),
    )?;
    let pseudo = pseudo(&reference.catalogue);
    write_manifest("en-XA", &pseudo)?;
    write("en-XA", pseudo.encode())?;
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
        write_manifest(&tag, &compiled.catalogue)?;
        write(&tag, compiled.catalogue.encode())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{json_escaped, manifest};

    #[test]
    fn the_manifest_gets_the_languages_description_and_tag_and_keeps_the_rest() {
        let template = "{\n  \"name\": \"Nim Lab\",\n  \"description\": \"Play\",\n  \"lang\": \"en\",\n  \"scope\": \"./\"\n}\n";
        let done = manifest(template, "de", "Spiele \"Nim\"").expect("both lines");
        assert_eq!(
            done,
            "{\n  \"name\": \"Nim Lab\",\n  \"description\": \"Spiele \\\"Nim\\\"\",\n  \"lang\": \"de\",\n  \"scope\": \"./\"\n}\n"
        );
        assert_eq!(manifest("{}", "de", "x"), None);
        assert_eq!(json_escaped("a\\b\n"), "a\\\\b\\u000a");
    }
}
