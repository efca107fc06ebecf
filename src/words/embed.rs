//! The Embed dialog's words: the choices of controls and panel, and the snippet an author pastes.

use std::fmt::Write as _;

use crate::model::{EmbedControls, EmbedPanel};
use crate::t;
use crate::words::escape_html;

/// How the Embed dialog names a choice of controls.
pub fn controls_title(controls: EmbedControls) -> String {
    match controls {
        EmbedControls::Full => t!(EmbedControlsFull),
        EmbedControls::Min => t!(EmbedControlsMin),
        EmbedControls::None => t!(EmbedControlsNone),
    }
}

/// How the Embed dialog names a part of the teaching panel.
pub fn panel_title(panel: EmbedPanel) -> String {
    match panel {
        EmbedPanel::None => t!(EmbedPanelNone),
        EmbedPanel::Verdict => t!(EmbedPanelVerdict),
        EmbedPanel::Table => t!(EmbedPanelTable),
        EmbedPanel::Full => t!(EmbedPanelFull),
    }
}

/// The HTML an author pastes: the frame, and a few lines that size it to the height the embedded
/// app reports (`{source: "nim-lab", type: "height", height}`), accepted only from that frame.
pub fn snippet(link: &str, title: &str, id: &str) -> String {
    let src = escape_html(link);
    let title = escape_html(&t!(EmbedFrameTitle, game = title));
    format!(
        "<iframe id=\"{id}\" src=\"{src}\" title=\"{title}\" width=\"100%\" height=\"480\" style=\"border:0;max-width:720px\" loading=\"lazy\"></iframe>\n\
<script>\n\
addEventListener(\"message\", function (event) {{\n\
  var frame = document.getElementById(\"{id}\");\n\
  if (frame && event.source === frame.contentWindow && event.data && event.data.source === \"nim-lab\" && event.data.type === \"height\") {{\n\
    frame.style.height = Math.ceil(event.data.height) + \"px\";\n\
  }}\n\
}});\n\
</script>"
    )
}

/// The `<nim-lab>` element an author pastes: the script beside this page, and an element whose
/// attributes are the link's parameters (`embed=1` is the element's own), holding a plain link
/// for readers without scripts.
pub fn element(page: &str, query: &str, game: &str) -> String {
    let folder = page.rfind('/').map_or("", |end| &page[..=end]);
    let mut attributes = String::new();
    let mut plain = Vec::new();
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        if key == "embed" {
            continue;
        }
        let _ = write!(attributes, " {key}=\"{}\"", escape_html(&value));
        if !matches!(key.as_ref(), "controls" | "panel") {
            plain.push(format!("{key}={value}"));
        }
    }
    let title = escape_html(&t!(EmbedFrameTitle, game = game));
    let fallback = escape_html(&t!(EmbedFallback, game = game));
    let href = escape_html(&format!("{page}?{}", plain.join("&")));
    format!(
        "<script src=\"{folder}nim-lab.js\"></script>\n\
<nim-lab{attributes} title=\"{title}\">\n  <a href=\"{href}\">{fallback}</a>\n</nim-lab>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_snippet_escapes_the_link_and_listens_only_to_its_own_frame() {
        let text = snippet("https://example.org/?heaps=3,4&embed=1", "Nim", "nim-lab-7");
        assert!(
            text.contains("src=\"https://example.org/?heaps=3,4&amp;embed=1\""),
            "{text}"
        );
        assert!(text.contains("id=\"nim-lab-7\""));
        assert!(text.contains("getElementById(\"nim-lab-7\")"));
        assert!(text.contains("event.source === frame.contentWindow"));
        assert!(text.contains("event.data.type === \"height\""));
        assert!(text.contains("title=\"Nim Lab: Nim\""));
    }

    #[test]
    fn the_element_carries_the_links_parameters_as_attributes_and_a_plain_link_inside() {
        let text = element(
            "https://example.org/nim/index.html",
            "variant=nim&heaps=3,4,5&mode=computer&hints=0&strength=casual&embed=1&controls=min&view=diagram",
            "Nim",
        );
        assert!(
            text.starts_with("<script src=\"https://example.org/nim/nim-lab.js\"></script>"),
            "{text}"
        );
        assert!(
            text.contains("<nim-lab variant=\"nim\" heaps=\"3,4,5\" mode=\"computer\" hints=\"0\" strength=\"casual\" controls=\"min\" view=\"diagram\" title=\"Nim Lab: Nim\">"),
            "{text}"
        );
        assert!(
            !text.contains("embed="),
            "the element adds embed=1 itself: {text}"
        );
        assert!(
            text.contains("<a href=\"https://example.org/nim/index.html?variant=nim&amp;heaps=3,4,5&amp;mode=computer&amp;hints=0&amp;strength=casual&amp;view=diagram\">"),
            "{text}"
        );
        let hostile = element("https://e.org/", "heaps=\"><script>", "Nim");
        assert!(!hostile.contains("\"><script>"), "{hostile}");
    }
}
