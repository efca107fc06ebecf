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
