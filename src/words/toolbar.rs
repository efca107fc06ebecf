//! The page header's toolbar: its buttons and the "More" disclosure that holds the rest on a phone.

use crate::t;

/// Opens the rules of the game on the board.
pub fn how_to_play() -> String {
    t!(ToolbarHowToPlay)
}

/// The sign before "How to play" (drawn, not read: the words name the button).
pub const HOW_TO_PLAY_SIGN: &str = "?";

/// Copies a link to the position.
pub fn share() -> String {
    t!(ToolbarShare)
}

/// Opens the embedding snippet.
pub fn embed() -> String {
    t!(ToolbarEmbed)
}

/// Opens or closes the Explore view.
pub fn explore() -> String {
    t!(ToolbarExplore)
}

/// The disclosure button that shows the toolbar's other actions on a narrow screen.
pub fn more() -> String {
    t!(ToolbarMore)
}

/// Opens projector mode.
pub fn present() -> String {
    t!(ToolbarPresent)
}

/// The How to play dialog's title.
pub fn how_to_play_title(variant_title: &str) -> String {
    t!(HowToPlayTitle, game = variant_title)
}

/// The Share dialog's title.
pub fn share_title() -> String {
    t!(ShareTitle)
}

/// What the Share dialog's link holds.
pub fn share_link_label() -> String {
    t!(ShareLinkLabel)
}

/// The clipboard's answer to Share: `None` while it is asked, then whether it took the link.
pub fn copy_status(copied: Option<bool>) -> String {
    match copied {
        Some(true) => t!(ShareCopied),
        Some(false) => t!(ShareCopyRefused),
        None => t!(ShareCopying),
    }
}

/// The Embed dialog's title.
pub fn embed_title() -> String {
    t!(EmbedTitle)
}

/// What the Embed dialog's snippet does.
pub fn embed_intro() -> String {
    t!(EmbedIntro)
}

/// The embed's controls setting.
pub fn embed_controls_label() -> String {
    t!(EmbedControlsLabel)
}

/// The embed's analysis setting.
pub fn embed_panel_label() -> String {
    t!(EmbedPanelLabel)
}

/// The snippet's field.
pub fn embed_snippet_label() -> String {
    t!(EmbedSnippetLabel)
}

/// The page's tagline under its name.
pub fn tagline() -> String {
    t!(Tagline)
}

/// The keys, in the page's footer.
pub fn keyboard_help() -> String {
    t!(KeyboardHelp)
}
