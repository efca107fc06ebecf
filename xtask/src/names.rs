//! Holds `docs/architecture.md`'s "Adding a game" promise: each game is named in at most
//! [`LIMIT`] source files outside its own files and the words, counted in code only (comments,
//! string and char literals and `#[cfg(test)]` modules left out).

// Only the test below uses this module; the `cargo xtask` binary carries none of it.
#![cfg(test)]

use std::fs;
use std::path::Path;

/// Each game's identifier in code, and the lowercase key that marks its own files' paths.
const GAMES: [(&str, &str); 10] = [
    ("Misere", "misere"),
    ("Circle", "circle"),
    ("Blocking", "blocking"),
    ("Pass", "pass"),
    ("SumOfGames", "sum"),
    ("Fibonacci", "fibonacci"),
    ("Moore", "moore"),
    ("Coins", "coins"),
    ("Corners", "corners"),
    ("Hackenbush", "hackenbush"),
];

/// The most files outside its own and the words that may name one game.
const LIMIT: usize = 5;

/// Every `.rs` file under `src/` and `crates/*/src/`, relative to `root` with `/` separators,
/// sorted, each with its code as [`strip`] leaves it.
fn stripped_sources(root: &Path) -> Vec<(String, String)> {
    let mut dirs = vec![root.join("src")];
    let crates = fs::read_dir(root.join("crates")).expect("read crates/");
    dirs.extend(crates.map(|entry| entry.expect("crates/ entry").path().join("src")));
    let mut files = Vec::new();
    for dir in dirs {
        collect_rs(&dir, &mut files);
    }
    let mut sources: Vec<(String, String)> = files
        .iter()
        .map(|path| {
            let relative = path.strip_prefix(root).expect("under the root");
            let parts: Vec<_> = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy())
                .collect();
            let text = fs::read_to_string(path).expect("read a source file");
            (parts.join("/"), strip(&text))
        })
        .collect();
    sources.sort();
    sources
}

fn collect_rs(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    // A crate without `src/` (none today) simply has nothing to count.
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            collect_rs(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// Whether `path` is left out of `key`'s count: the game's own files, the words, tests.
fn is_exempt(path: &str, key: &str) -> bool {
    path.to_lowercase().contains(key)
        || path.starts_with("src/words/")
        || path.rsplit('/').next() == Some("tests.rs")
}

/// The files of `sources` outside `key`'s own and the words whose code names `name`.
fn files_naming<'s>(sources: &'s [(String, String)], name: &str, key: &str) -> Vec<&'s str> {
    sources
        .iter()
        .filter(|(path, code)| !is_exempt(path, key) && names(code, name))
        .map(|(path, _)| path.as_str())
        .collect()
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Whether `code` has `name` as an identifier or as the start of a CamelCase one (`PassUsed`).
fn names(code: &str, name: &str) -> bool {
    code.split(|c: char| !is_ident(c)).any(|ident| {
        ident.strip_prefix(name).is_some_and(|rest| {
            rest.is_empty() || rest.starts_with(|c: char| c.is_ascii_uppercase())
        })
    })
}

/// `source`'s code with comments, literals and `#[cfg(test)]` modules left out.
fn strip(source: &str) -> String {
    without_test_modules(&code_only(source))
}

/// `source` with each comment, string and char literal replaced by a space.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let after_ident = i > 0 && is_ident(chars[i - 1]);
        let skipped = match rest {
            // The newline stays: it ends the comment.
            ['/', '/', ..] => Some(rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())),
            ['/', '*', ..] => Some(block_comment_len(rest)),
            _ => literal_len(rest, after_ident),
        };
        if let Some(len) = skipped {
            out.push(' ');
            i += len;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// The length of the (nested) block comment `rest` starts with, or all of `rest` if unclosed.
fn block_comment_len(rest: &[char]) -> usize {
    let mut depth = 0;
    let mut i = 0;
    while i < rest.len() {
        match rest[i..] {
            ['/', '*', ..] => {
                depth += 1;
                i += 2;
            }
            ['*', '/', ..] => {
                depth -= 1;
                i += 2;
            }
            _ => i += 1,
        }
        if depth == 0 {
            break;
        }
    }
    i
}

/// The length of the string or char literal `rest` starts with, if it starts with one.
fn literal_len(rest: &[char], after_ident: bool) -> Option<usize> {
    match rest {
        ['\'', ..] => char_literal_len(rest),
        ['"', ..] => Some(1 + quoted_len(&rest[1..])),
        // An `r` or `b` that ends an identifier is no string prefix.
        _ if after_ident => None,
        ['b', '"', ..] => Some(2 + quoted_len(&rest[2..])),
        ['b', 'r', ..] => raw_len(&rest[2..]).map(|len| 2 + len),
        ['r', ..] => raw_len(&rest[1..]).map(|len| 1 + len),
        _ => None,
    }
}

/// The length of a string's body and closing quote, escapes included.
fn quoted_len(body: &[char]) -> usize {
    let mut i = 0;
    while i < body.len() && body[i] != '"' {
        i += if body[i] == '\\' { 2 } else { 1 };
    }
    (i + 1).min(body.len())
}

/// After an `r`, the length of `#…#"…"#…#` if it is a raw string, up to its matching hashes.
fn raw_len(after_r: &[char]) -> Option<usize> {
    let hashes = after_r.iter().take_while(|&&c| c == '#').count();
    if after_r.get(hashes) != Some(&'"') {
        return None;
    }
    let body = hashes + 1;
    let close = (body..after_r.len()).find(|&i| {
        after_r[i] == '"'
            && after_r
                .get(i + 1..i + 1 + hashes)
                .is_some_and(|tail| tail.iter().all(|&c| c == '#'))
    });
    Some(close.map_or(after_r.len(), |i| i + 1 + hashes))
}

/// The length of the char literal `rest` starts with; none for a lifetime (`'a`).
fn char_literal_len(rest: &[char]) -> Option<usize> {
    match rest {
        ['\'', '\\', c, '\'', ..] if *c != '\n' => Some(4),
        ['\'', '\\', 'u', '{', tail @ ..] => {
            let digits = tail.iter().take_while(|c| c.is_ascii_hexdigit()).count();
            (digits > 0 && tail[digits..].starts_with(&['}', '\''])).then_some(4 + digits + 2)
        }
        ['\'', c, '\'', ..] if *c != '\\' && *c != '\'' => Some(3),
        _ => None,
    }
}

/// `code` without its `#[cfg(test)] mod name { … }` blocks, matched by their braces.
fn without_test_modules(code: &str) -> String {
    let mut code = code.to_owned();
    while let Some((start, open)) = find_test_module(&code) {
        let mut depth = 0;
        let mut end = code.len();
        for (i, byte) in code.bytes().enumerate().skip(open) {
            match byte {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = i + 1;
                break;
            }
        }
        code.replace_range(start..end, " ");
    }
    code
}

/// The start of the first `#[cfg(test)] mod name {` in `code`, and the index of its `{`.
fn find_test_module(code: &str) -> Option<(usize, usize)> {
    const ATTRIBUTE: &str = "#[cfg(test)]";
    code.match_indices(ATTRIBUTE).find_map(|(start, _)| {
        let after = code[start + ATTRIBUTE.len()..].trim_start();
        let after_mod = after.strip_prefix("mod")?;
        if !after_mod.starts_with(char::is_whitespace) {
            return None;
        }
        let name_on = after_mod.trim_start();
        let name_len = name_on
            .find(|c: char| !is_ident(c))
            .unwrap_or(name_on.len());
        let brace = name_on[name_len..].trim_start();
        if name_len == 0 || !brace.starts_with('{') {
            return None;
        }
        Some((start, code.len() - brace.len()))
    })
}

mod tests {
    use super::*;

    #[test]
    fn each_game_is_named_in_at_most_five_files_outside_its_own_and_the_words() {
        let sources = stripped_sources(&crate::repo_root());
        // A walk that found nothing would pass vacuously.
        assert!(
            sources
                .iter()
                .any(|(path, _)| path == "crates/nim-solver/src/games/mod.rs"),
            "the walk missed the game list"
        );
        let mut over = Vec::new();
        for (name, key) in GAMES {
            let files = files_naming(&sources, name, key);
            println!("{name}: {} file(s): {}", files.len(), files.join(" "));
            if files.len() > LIMIT {
                over.push(format!("  {name} ({}): {}", files.len(), files.join(", ")));
            }
        }
        assert!(
            over.is_empty(),
            "a game may be named in at most {LIMIT} non-test source files outside its own files \
             and src/words/ (see docs/architecture.md, \"Adding a game\"); over the limit:\n{}",
            over.join("\n")
        );
    }

    #[test]
    fn strings_and_comments_are_left_out() {
        assert!(!names(&strip(r#"let s = "Pass";"#), "Pass"));
        assert!(!names(&strip(r#"let s = "say \"Pass\" now";"#), "Pass"));
        assert!(!names(&strip(r#"let s = b"Pass";"#), "Pass"));
        assert!(!names(&strip("let x = 1; // Pass\n"), "Pass"));
        assert!(!names(
            &strip("/* outer /* Pass */ still Pass */ let x = 1;"),
            "Pass"
        ));
        assert!(names(&strip("/* Pass */ let x = Pass;"), "Pass"));
    }

    #[test]
    fn raw_strings_end_at_their_own_hashes_across_lines() {
        let sample = "let s = r##\"\n\"# Pass\n\"##; let t = br#\"Circle\"#;";
        let code = strip(sample);
        assert!(!names(&code, "Pass"), "{code}");
        assert!(!names(&code, "Circle"), "{code}");
        assert!(code.contains("let t"), "{code}");
    }

    #[test]
    fn test_modules_are_left_out_by_their_braces() {
        let sample = "#[cfg(test)]\nmod tests {\n    fn f() { if x { Pass } }\n    const S: &str = \"}\";\n}\nfn g() -> Misere {}";
        let code = strip(sample);
        assert!(!names(&code, "Pass"), "{code}");
        assert!(names(&code, "Misere"), "{code}");
    }

    #[test]
    fn lifetimes_and_quote_chars_do_not_hide_a_real_use() {
        assert!(names(&strip("fn f<'a>(x: &'a str) -> Pass<'a> {}"), "Pass"));
        assert!(names(&strip("let q = '\"'; let p = Pass;"), "Pass"));
        assert!(!names(&strip("let q = '\"'; let s = \"Pass\";"), "Pass"));
        let code = strip(r"let c = '\''; let d = '\u{50}'; Pass");
        assert!(names(&code, "Pass"), "{code}");
        assert!(!code.contains("50"), "{code}");
    }

    #[test]
    fn a_name_counts_alone_or_starting_a_camel_case_identifier() {
        assert!(names("Game::Pass", "Pass"));
        assert!(names("Move::PassUsed", "Pass"));
        assert!(names("BlockingExplanation::new()", "Blocking"));
        for other in [
            "Passive",
            "Passed",
            "Bypass",
            "CirclePass",
            "pass",
            "Pass_x",
        ] {
            assert!(!names(other, "Pass"), "{other}");
        }
    }

    #[test]
    fn a_games_own_files_the_words_and_tests_rs_are_exempt() {
        assert!(is_exempt("crates/nim-solver/src/games/pass.rs", "pass"));
        assert!(is_exempt("src/components/explain/Circle.rs", "circle"));
        assert!(is_exempt("src/words/variants.rs", "misere"));
        assert!(is_exempt("src/app/tests.rs", "blocking"));
        assert!(!is_exempt("crates/nim-solver/src/lib.rs", "pass"));
        assert!(!is_exempt("crates/nim-solver/src/words/x.rs", "pass"));
    }
}
