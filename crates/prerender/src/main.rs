//! Draws the board a new visitor sees first (no link parameters, no saved game) into the built
//! `index.html` named on the command line (`cargo xtask` runs it after Trunk); the app replaces it
//! when it starts. With no argument it prints the picture.
//!
//! The picture is inert and hidden from screen readers (it cannot be played yet), carries no
//! `data-testid` (tests wait for the app itself), and a visitor with a link or a saved game never
//! sees it: a one-line script removes it before the first paint.
//!
//! It also moves the page's style sheets into the page: on a slow network the first paint then
//! waits for one request, not seven, and the wasm is not queued behind them.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The id of the element that holds the picture; the app removes it when it mounts.
const HOLDER: &str = nim_lab::PRERENDERED_ID;

fn main() -> ExitCode {
    let picture = picture();
    let Some(path) = std::env::args_os().nth(1) else {
        print!("{picture}");
        return ExitCode::SUCCESS;
    };
    let path = PathBuf::from(path);
    let result = std::fs::read_to_string(&path).and_then(|page| {
        let page = inserted(&page, &picture)
            .ok_or_else(|| std::io::Error::other("it has no <body> tag"))?;
        let folder = path.parent().unwrap_or(Path::new("."));
        let (page, inlined) =
            styles_inlined(&page, |name| std::fs::read_to_string(folder.join(name)))?;
        std::fs::write(&path, page)?;
        // Nothing names the sheets any more: the build ships them once, inside the page.
        inlined
            .iter()
            .try_for_each(|name| std::fs::remove_file(folder.join(name)))
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "prerender: cannot draw the first board into {}: {error}",
                path.to_string_lossy()
            );
            ExitCode::FAILURE
        }
    }
}

/// The page with the picture at the start of its body, and its description and `<noscript>` line
/// from the English catalogue; `None` if it has no `<body>`.
fn inserted(page: &str, picture: &str) -> Option<String> {
    let page = worded(
        page,
        "<meta name=\"description\" content=\"",
        "\"",
        &nim_lab::t!(PageDescription),
    );
    let page = worded(
        &page,
        "<noscript>",
        "</noscript>",
        &nim_lab::t!(PageNoScript),
    );
    let body = page.find("<body>")? + "<body>".len();
    Some(format!("{}{picture}{}", &page[..body], &page[body..]))
}

/// `page` with the text between `start` and the next `end` replaced by `text`, escaped.
fn worded(page: &str, start: &str, end: &str, text: &str) -> String {
    let Some(from) = page.find(start).map(|at| at + start.len()) else {
        return page.to_owned();
    };
    let Some(length) = page[from..].find(end) else {
        return page.to_owned();
    };
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;");
    format!("{}{escaped}{}", &page[..from], &page[from + length..])
}

/// The page with each `<link rel=stylesheet href=./NAME.css>` replaced by a `<style>` holding the
/// sheet `read` returns, in the same place (the cascade keeps its order), and the names inlined.
fn styles_inlined(
    page: &str,
    read: impl Fn(&str) -> std::io::Result<String>,
) -> std::io::Result<(String, Vec<String>)> {
    let mut out = String::with_capacity(page.len());
    let mut names = Vec::new();
    let mut rest = page;
    while let Some(start) = rest.find("<link ") {
        let Some(length) = rest[start..].find('>') else {
            break;
        };
        let tag = &rest[start..=start + length];
        out.push_str(&rest[..start]);
        match stylesheet_name(tag) {
            Some(name) => {
                let sheet = read(name)?;
                if sheet.contains("</") {
                    return Err(std::io::Error::other(format!(
                        "{name} contains \"</\" and cannot sit inside <style>"
                    )));
                }
                let _ = write!(out, "<style>{}</style>", sheet.trim_end());
                names.push(name.to_owned());
            }
            None => out.push_str(tag),
        }
        rest = &rest[start + length + 1..];
    }
    out.push_str(rest);
    Ok((out, names))
}

/// The file a `<link>` tag names if it is a local style sheet (`href=./app-1a2b.css`, quoted or
/// not, as Trunk writes it minified or not).
fn stylesheet_name(tag: &str) -> Option<&str> {
    let attribute = |name: &str| {
        let at = tag.find(&format!(" {name}="))? + name.len() + 2;
        let value = &tag[at..];
        let (value, end) = match value.strip_prefix('"') {
            Some(quoted) => (quoted, quoted.find('"')?),
            None => (value, value.find([' ', '>'])?),
        };
        Some(&value[..end])
    };
    if attribute("rel")? != "stylesheet" {
        return None;
    }
    let name = attribute("href")?.strip_prefix("./")?;
    let sheet = Path::new(name)
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("css"));
    (sheet && !name.contains(['/', '\\'])).then_some(name)
}

/// The first subtags of the languages the app speaks, as a script's array: `["en","es"]`.
fn spoken() -> String {
    let mut spoken: Vec<String> = Vec::new();
    for lang in nim_lab::i18n::Lang::ALL {
        let first = format!("{:?}", lang.tag().split('-').next().unwrap_or_default());
        if !spoken.contains(&first) {
            spoken.push(first);
        }
    }
    format!("[{}]", spoken.join(","))
}

/// The first board, inert, and the script that removes it for a visitor who will not see it.
fn picture() -> String {
    let props = || nim_lab::AppProps {
        query: Some("".into()),
        persist: false,
    };
    let renderer = yew::ServerRenderer::<nim_lab::App>::with_props(props).hydratable(false);
    let board = futures::executor::block_on(renderer.render());
    let mut out = String::new();
    let _ = write!(
        out,
        "<div id=\"{HOLDER}\" inert aria-hidden=\"true\" style=\"display:contents\">{}</div>",
        without_test_ids(&board)
    );
    // Shown only to whom the app will show it: no link, no saved game, and English the language
    // remembered or, failing that, the first of the browser's the app speaks (a preview, so the
    // rule is the app's in short: a Traditional Chinese browser merely sees no preview).
    let _ = write!(
        out,
        "<script>try{{var s=localStorage,l=s.getItem({lang:?}),k={spoken},\
         p=(navigator.languages||[navigator.language]).map(function(t){{return String(t).toLowerCase().split(/[-_]/)[0]}})\
         .filter(function(t){{return k.indexOf(t)>=0}})[0];\
         if(location.search||s.getItem({key:?})||(l?l.toLowerCase().split(/[-_]/)[0]!=\"en\":p&&p!=\"en\"))\
         document.getElementById({HOLDER:?}).remove()}}catch(e){{}}</script>",
        key = nim_lab::app::saved::STORAGE_KEY,
        lang = nim_lab::app::language::STORAGE_KEY,
        spoken = spoken(),
    );
    out
}

/// The markup with every `data-testid="…"` attribute dropped.
fn without_test_ids(html: &str) -> String {
    const ATTRIBUTE: &str = " data-testid=\"";
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(ATTRIBUTE) {
        out.push_str(&rest[..start]);
        let value = &rest[start + ATTRIBUTE.len()..];
        rest = value.find('"').map_or("", |end| &value[end + 1..]);
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{inserted, picture, styles_inlined, without_test_ids};

    #[test]
    fn style_sheets_move_into_the_page_in_their_order() {
        let page = "<head><link href=./a-1.css integrity=sha384-x rel=stylesheet>\
                    <link rel=\"stylesheet\" href=\"./b-2.css\" />\
                    <link rel=icon href=./f.svg><link rel=modulepreload href=./app.js></head>";
        let (done, names) = styles_inlined(page, |name| Ok(format!("/*{name}*/p{{}}\n")))
            .expect("both sheets read");
        assert_eq!(names, ["a-1.css", "b-2.css"]);
        assert_eq!(
            done,
            "<head><style>/*a-1.css*/p{}</style><style>/*b-2.css*/p{}</style>\
             <link rel=icon href=./f.svg><link rel=modulepreload href=./app.js></head>"
        );
        let missing = styles_inlined(page, |_| Err(std::io::Error::other("gone")));
        assert!(missing.is_err());
        let closing = styles_inlined(page, |_| Ok("p{content:\"</style>\"}".into()));
        assert!(closing.is_err());
        let remote = "<link rel=stylesheet href=https://example.org/x.css>";
        assert_eq!(
            styles_inlined(remote, |_| Ok(String::new()))
                .expect("nothing read")
                .0,
            remote
        );
    }

    #[test]
    fn the_picture_opens_the_body() {
        let page = "<html><head></head><body><noscript>x</noscript></body></html>";
        let done = inserted(page, "<p>board</p>").expect("a body");
        assert!(
            done.starts_with("<html><head></head><body><p>board</p><noscript>"),
            "{done}"
        );
        assert_eq!(inserted("<html></html>", "<p>board</p>"), None);
        let page = "<head><meta name=\"description\" content=\"old\" /></head><body><noscript>old</noscript></body>";
        let done = inserted(page, "").expect("a body");
        assert!(!done.contains("old"), "{done}");
        assert!(done.contains(&format!("content=\"{}\"", nim_lab::t!(PageDescription))));
        assert!(done.contains(&format!(
            "<noscript>{}</noscript>",
            nim_lab::t!(PageNoScript)
        )));
    }

    #[test]
    fn the_picture_is_the_default_board_inert_and_unmarked() {
        let picture = picture();
        assert!(picture.starts_with("<div id=\"prerendered\" inert aria-hidden=\"true\""));
        assert!(picture.contains("class=\"app\""));
        assert!(picture.contains("<h1>Nim Lab</h1>"));
        assert!(!picture.contains("data-testid"));
        assert!(picture.ends_with("</script>"));
        assert!(picture.contains(nim_lab::app::saved::STORAGE_KEY));
        assert!(picture.contains(nim_lab::app::language::STORAGE_KEY));
        assert!(
            picture.contains(r#"["en","es","fr","de","zh","ar"]"#),
            "{picture}"
        );
    }

    #[test]
    fn test_ids_are_dropped_and_the_rest_kept() {
        assert_eq!(
            without_test_ids(r#"<p data-testid="a" class="x">t</p><b data-testid="b">u</b>"#),
            r#"<p class="x">t</p><b>u</b>"#
        );
        assert_eq!(without_test_ids("<p>plain</p>"), "<p>plain</p>");
    }
}
