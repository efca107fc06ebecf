//! Draws the board a new visitor sees first (no link parameters, no saved game) into the built
//! `index.html` named on the command line (`cargo xtask` runs it after Trunk); the app replaces it
//! when it starts. With no argument it prints the picture.
//!
//! The picture is inert and hidden from screen readers (it cannot be played yet), carries no
//! `data-testid` (tests wait for the app itself), and a visitor with a link or a saved game never
//! sees it: a one-line script removes it before the first paint.

use std::fmt::Write as _;
use std::process::ExitCode;

/// The id of the element that holds the picture; the app removes it when it mounts.
const HOLDER: &str = nim_lab::PRERENDERED_ID;

fn main() -> ExitCode {
    let picture = picture();
    let Some(path) = std::env::args_os().nth(1) else {
        print!("{picture}");
        return ExitCode::SUCCESS;
    };
    let result = std::fs::read_to_string(&path).and_then(|page| match inserted(&page, &picture) {
        Some(page) => std::fs::write(&path, page),
        None => Err(std::io::Error::other("it has no <body> tag")),
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
    use super::{inserted, picture, without_test_ids};

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
