//! The Embed dialog's words: the choices of controls and panel, and the snippet an author pastes.

use crate::model::{EmbedControls, EmbedPanel};
use crate::t;

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
    let src = link.replace('&', "&amp;");
    let title = t!(EmbedFrameTitle, game = title).replace('"', "&quot;");
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
}
