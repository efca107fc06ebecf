## Explore: the atlas of P-positions, a grid of two free heaps a and b beside fixed ones
# $game: a game's name; $title: a source document's title (titles are not translated)

explore-loading = Loading the Explore view…
explore-not-loaded = The page could not load the Explore view. Check the connection, then press Retry.

## Slices outside the view's limits, and links it cannot use
# $part: the link's part as written, e.g. k=9

explore-problem-heaps = Explore draws { $low } to { $high } heaps, not { $heaps }.
explore-problem-heaps-exactly = { $game } is played on exactly { $needs } heaps, so Explore draws it with { $needs } heaps, not { $heaps }.
explore-problem-blocks = Explore draws { $game } with 1 to { $limit } blocks per turn, not { $blocks }.
explore-problem-max = The free heaps go up to at most { $limit } counters (and at least 1), not { $max }.
explore-problem-not-whole = Heap sizes are whole numbers of counters, from 0 up.
explore-problem-fixed = A fixed heap of { $size } is too large: the limit is { $limit }.
# $families: the words the link may use, e.g. "nim, misere, blocking, pass"
explore-link-family = The link's { $part } is not usable for Explore: use one of { $families }.
explore-link-blocks = The link's { $part } is not usable for Explore: use 1 to { $limit }.
explore-link-fixed = The link's { $part } is not usable for Explore: give { $low } to { $high } heap sizes separated by commas.
explore-link-number = The link's { $part } is not usable for Explore: use a whole number.
