//! The page header's toolbar: its buttons and the "More" disclosure that holds the rest on a phone.

use crate::t;

/// The sign before "How to play" (drawn, not read: the words name the button).
pub const HOW_TO_PLAY_SIGN: &str = "?";

/// The How to play dialog's title.
pub fn how_to_play_title(variant_title: &str) -> String {
    t!(HowToPlayTitle, game = variant_title)
}

/// The clipboard's answer to Share: `None` while it is asked, then whether it took the link.
pub fn copy_status(copied: Option<bool>) -> String {
    match copied {
        Some(true) => t!(ShareCopied),
        Some(false) => t!(ShareCopyRefused),
        None => t!(ShareCopying),
    }
}
