//! Compiles the English catalogue (`static/locales/en/*.ftl`) into the app: its messages become the
//! `Msg` enum (a message the code names but English lacks does not compile), its patterns the
//! built-in catalogue's bytes. In the split build (feature `split` for wasm) the words only chunks
//! draw (`LATER_FILES`) are left out: they are fetched with the first chunk (`locales/en.bin`).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let source = Path::new("static/locales/en");
    println!("cargo:rerun-if-changed={}", source.display());
    let files = nim_lab_catalogue::language_files(source)
        .unwrap_or_else(|error| panic!("reading {}: {error}", source.display()));
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
    }
    let english = nim_lab_catalogue::read_language(source)
        .unwrap_or_else(|error| panic!("reading {}: {error}", source.display()));
    let compiled = nim_lab_catalogue::compile(&english, &english);
    assert!(
        compiled.problems.is_empty(),
        "static/locales/en: {:?}",
        compiled.problems
    );
    let ids = nim_lab_catalogue::message_ids(&english);
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some()
        && std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let built_in = if split {
        let later = nim_lab_catalogue::later_ids(source)
            .unwrap_or_else(|error| panic!("reading the later files: {error}"));
        nim_lab_catalogue::only(&compiled.catalogue, &ids, |id| {
            !later.iter().any(|l| l == id)
        })
    } else {
        compiled.catalogue
    };
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    std::fs::write(out.join("en.bin"), built_in.encode()).expect("writing en.bin");
    std::fs::write(out.join("en.ftl"), &english).expect("writing en.ftl");

    let mut code = String::from(
        "/// Every message of the English catalogue (`static/locales/en/`), in its order.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n\
         pub enum Msg {\n",
    );
    let mut names = Vec::with_capacity(ids.len());
    for (index, id) in ids.iter().enumerate() {
        let name = camel(id);
        assert!(
            !names.contains(&name),
            "two messages are both {name}: rename one ({id})"
        );
        let _ = writeln!(code, "    /// `{id}`\n    {name} = {index},");
        names.push(name);
    }
    code.push_str("}\n\nimpl Msg {\n");
    let _ = writeln!(
        code,
        "    /// How many messages every catalogue has.\n    pub const COUNT: usize = {};\n",
        ids.len()
    );
    let _ = writeln!(
        code,
        "    /// Every message, in the catalogue's order.\n    pub const ALL: [Msg; {}] = [",
        names.len()
    );
    for name in &names {
        let _ = writeln!(code, "        Msg::{name},");
    }
    // A table, not a `match`: one arm per message would outgrow clippy's function length; a
    // static, so no call copies its thousand ids onto the stack.
    code.push_str("    ];\n\n    /// The message's id in the `.ftl` files.\n    pub fn id(self) -> &'static str {\n        MSG_IDS[self as usize]\n    }\n}\n\n/// Every message's id in the `.ftl` files, in the catalogue's order.\nstatic MSG_IDS: [&str; Msg::COUNT] = [\n");
    for id in &ids {
        let _ = writeln!(code, "    {id:?},");
    }
    code.push_str("];\n\n/// The English catalogue, compiled (in the split build, without the words fetched with the chunks).\npub const ENGLISH: &[u8] = include_bytes!(concat!(env!(\"OUT_DIR\"), \"/en.bin\"));\n/// The English catalogue's text, every file in the build's order: tests compile a language against it as the build does.\npub const ENGLISH_FTL: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/en.ftl\"));\n");
    std::fs::write(out.join("messages.rs"), code).expect("writing messages.rs");
}

/// `toolbar-how-to-play` → `ToolbarHowToPlay`, `title.aria-label` → `TitleAriaLabel`.
fn camel(id: &str) -> String {
    id.split(['-', '.', '_'])
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + &chars.as_str().to_ascii_lowercase()
            })
        })
        .collect()
}
