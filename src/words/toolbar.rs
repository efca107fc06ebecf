//! The page header's toolbar: its buttons and the "More" disclosure that holds the rest on a phone.

/// Opens the rules of the game on the board.
pub const HOW_TO_PLAY: &str = "How to play";

/// The sign before "How to play" (drawn, not read: the words name the button).
pub const HOW_TO_PLAY_SIGN: &str = "?";

/// Copies a link to the position.
pub const SHARE: &str = "Share";

/// Opens the embedding snippet.
pub const EMBED: &str = "</> Embed";

/// Opens or closes the Explore view.
pub const EXPLORE: &str = "Explore";

/// The disclosure button that shows the toolbar's other actions on a narrow screen.
pub const MORE: &str = "More";

/// The How to play dialog's title.
pub fn how_to_play_title(variant_title: &str) -> String {
    format!("How to play {variant_title}")
}

/// The Share dialog's title.
pub const SHARE_TITLE: &str = "Share this position";

/// What the Share dialog's link holds.
pub const SHARE_LINK_LABEL: &str = "Link to this board, mode and hint setting";

/// The clipboard's answer to Share: `None` while it is asked, then whether it took the link.
pub fn copy_status(copied: Option<bool>) -> &'static str {
    match copied {
        Some(true) => "Copied to the clipboard.",
        Some(false) => {
            "Copying was not allowed here: the link is selected below, copy it with Ctrl+C (⌘C)."
        }
        None => "Copying…",
    }
}

/// The Embed dialog's title.
pub const EMBED_TITLE: &str = "Embed in a teaching page";

/// What the Embed dialog's snippet does.
pub const EMBED_INTRO: &str = "Paste this into your page's HTML. The embedded board has no page \
    header and keeps this position, mode and hint setting; the script lets the frame grow to fit \
    the board.";

/// The embed's controls setting.
pub const EMBED_CONTROLS_LABEL: &str = "Controls";

/// The embed's analysis setting.
pub const EMBED_PANEL_LABEL: &str = "Analysis (with hints on)";

/// The snippet's field.
pub const EMBED_SNIPPET_LABEL: &str = "HTML snippet";
