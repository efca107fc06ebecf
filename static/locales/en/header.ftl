# Nim Lab's messages in English: the app's built-in catalogue, and the one every other
# language is checked against (same ids, same variables). Glossary: docs/glossary.md.

## The page header

-app-name = Nim Lab
tagline = Play Nim and its variants, and see why the winning moves win.
keyboard-help = Keyboard: Tab to a heap, arrow keys along it, Enter or Space to take. Ctrl+Z undoes, Ctrl+Y redoes. In a quiz, P and N answer.

## The header's toolbar

toolbar-how-to-play = How to play
toolbar-share = Share
toolbar-embed = </> Embed
toolbar-explore = Explore
toolbar-more = More
toolbar-present = Present
how-to-play-title = How to play { $game }
share-title = Share this position
share-link-label = Link to this board, mode and hint setting
share-copying = Copying…
share-copied = Copied to the clipboard.
share-copy-refused = Copying was not allowed here: the link is selected below, copy it with Ctrl+C (⌘C).
embed-title = Embed in a teaching page
embed-intro = Paste this into your page's HTML. The embedded board has no page header and keeps this position, mode and hint setting; the script lets the frame grow to fit the board.
embed-controls-label = Controls
embed-panel-label = Analysis (with hints on)
embed-snippet-label = HTML snippet
embed-controls-full = All settings and commands
embed-controls-min = Undo, New game and Hints
embed-controls-none = None: the board alone
embed-panel-none = None
embed-panel-verdict = Who wins
embed-panel-table = Who wins and the table
embed-panel-full = The whole analysis
embed-frame-title = { -app-name }: { $game }
embed-fallback = Play { $game } on { -app-name }
embed-view-label = What it shows
embed-view-board = The board
embed-view-diagram = The state diagram alone
embed-view-grundy = The Grundy sequence alone
embed-element-label = Or the element: one script, then as many boards as the page needs
embed-kept = Both keep this page's mode, computer strength, first player, hints and language.

## Languages: each is named in its own language in the menu

language-label = Language
language-en = English
language-es = Español
language-fr = Français
language-de = Deutsch
language-zh-CN = 中文（简体）
language-ar = العربية
language-en-XA = [Ƥşḗḗŭŭḓǿǿ]
language-unknown = The link asks for the language “{ $tag }”, which Nim Lab does not have. Language shown: { $shown }.
language-load-failed = { $language } could not be loaded (no connection?): the page is shown in English.
# The name of the ✕ button that closes a dialog
dialog-close = Close
