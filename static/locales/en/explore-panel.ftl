## The Explore view's panel: these words come with the app; its code is fetched when Explore first opens.

## Explore: the atlas of P-positions, a grid of two free heaps a and b beside fixed ones
# $game: a game's name; $title: a source document's title (titles are not translated)

explore-title = Explore the P-positions
explore-close = Close
explore-game = Game
explore-blocks = Blocks per turn (k)
explore-heaps = Heaps
explore-fixed-heap = Heap { $heap }
explore-free-up-to = Free heaps a, b up to
# The game with its blocks per turn, as the grid's name says it
explore-family-blocks = { $game }, k = { $blocks }

## Computing a slice

explore-progress-label = Slice computed so far
explore-progress = Computing the slice… { $percent }%
explore-cancel = Cancel
explore-cancelled = Cancelled. Change the slice, or press Compute to start again.
explore-compute = Compute
explore-failed = The page could not start its background worker, so it cannot compute slices here.
explore-try-again = Try again
# $work, $limit: steps of the exact search
explore-refusal = This slice ({ $side } × { $side } cells, { $heaps } heaps) is too large to compute here: it takes { $work } steps, the limit is { $limit }. Lower the free heaps' limit or a fixed heap.
explore-refusal-beyond = This slice ({ $side } × { $side } cells, { $heaps } heaps) is too large to compute here: it takes more steps than the exact search allows (the limit is { $limit }). Lower the free heaps' limit or a fixed heap.

## The grid and its text alternative
# $family: the game, with its blocks per turn if any; $position: the cell's heaps, e.g. "5, 2, 8"

explore-grid-role = grid of positions
explore-grid-label = Outcomes of { $family }, { $side } by { $side } cells: arrow keys move, Enter puts the position on the board
explore-axis-b-first = b = 0
explore-axis-b-last = b = { $max } →
explore-axis-a-first = a = 0
explore-axis-a-last = ↓ a = { $max }
# $outcome: p or n; $source: agrees, differs or none (no source speaks of this cell)
explore-cell = Heaps { $position } (row { $row }, column { $column }): { $outcome ->
        [p] P, the player who just moved wins
       *[n] N, the player to move wins
    }.{ $source ->
        [agrees] { " " }The source agrees.
        [differs] { " " }A finding: the source says otherwise.
       *[none] {""}
    } Enter puts it on the board.
# $heaps: the fixed heaps, e.g. "5" or "5, 3"; $check: agrees, findings or none (no source for this grid)
explore-summary = { $family }: { $fixed ->
        [none] two heaps a, b
       *[some] heaps { $heaps }, a, b
    } with a and b from 0 to { $max }. { $p ->
        [one] { $p } of the { $cells } cells is a P-position.
       *[other] { $p } of the { $cells } cells are P-positions.
    }{ $check ->
        [agrees] { " " }Every cell agrees with the source.
        [findings] { " " }{ explore-finding }
       *[none] {""}
    }
explore-finding = { $findings ->
        [one] Finding: the exact search contradicts the source at { $findings } cell, marked with a red cross. Please report it.
       *[other] Finding: the exact search contradicts the source at { $findings } cells, marked with a red cross. Please report it.
    }
explore-legend-p = P-position (filled square)
explore-legend-n = N-position (empty)
explore-legend-predicted = P by the source (diamond)
explore-legend-silent = No statement (hatched)
explore-overlay = Source's P-positions
explore-csv = Export CSV
explore-png = Export PNG

## What is known of each game's grid

explore-statement-nim = Bouton's theorem: a position is P exactly when its nim-sum is 0.
explore-statement-misere = { $game }: a position is P when its nim-sum is 0, except when every heap has at most one counter: then it is P when the number of heaps of one is odd.
explore-statement-blocking = { $title }: with the heaps sorted a ≤ b ≤ c, a position is P exactly when a = b = c or a + b + 1 = c. Cells marked with a diamond are the theorem's P-positions.
explore-statement-blocking-open = { $title } proves its rule for three heaps and one block per turn only, and asks how to extend it: this grid is the exact search's answer.
# $last: the largest smallest heap the paper lists; $open: yes when the grid reaches where the lists stop
explore-statement-pass = { $title }: two heaps are P when the smaller is odd and the larger is one more; 1, m, n is P when m = n ≠ 2; and the paper lists every P-position with smallest heap 2 to { $last }. Cells marked with a diamond are the P-positions these rules and lists give.{ $open ->
        [yes] { " " }{ explore-statement-pass-open }
       *[no] {""}
    }
# $heap: the smallest heap where the paper's lists stop; $from: where the hatched corner starts
explore-statement-pass-open = For smallest heap { $heap } the paper's list stops: "there is no obvious pattern". The hatched corner, both free heaps { $from } or more, is that open question.
explore-statement-pass-unlisted = { $title } lists three-heap positions only: this grid is the exact search's answer.

## Wythoff's game: two heaps, and a second picture of every pair's Grundy value
# $title: the source's title (not translated); $pair: the pairs' formula; $first: the first pairs, e.g. "(0, 0), (1, 2), (3, 5)"
explore-statement-wythoff = { $title }: two heaps are P exactly when they are a pair { $pair }, φ the golden ratio: { $first }… Cells marked with a diamond are these pairs. The grid itself is found by mex, each cell's Grundy value from the values one move away, and the pairs are checked against it.
explore-picture = Picture
explore-picture-outcomes = P-positions
explore-picture-values = Grundy values
explore-values-grid-label = Grundy values of { $family }, { $side } by { $side } cells: arrow keys move, Enter puts the position on the board
# $value: the cell's Grundy value; 0 is a P-position
explore-value-cell = Heaps { $position } (row { $row }, column { $column }): Grundy value { $value }{ $value ->
        [0] , a P-position: the player who just moved wins.
       *[other] .
    } Enter puts it on the board.
# $top: the largest value in the grid; $zeros: how many cells have value 0
explore-values-summary = { $family }: the Grundy value of every pair a, b from 0 to { $max }, found by mex, runs from 0 to { $top }. { $zeros ->
        [one] Value 0, a P-position, is in { $zeros } cell, drawn black.
       *[other] Value 0, the P-positions, is in { $zeros } cells, drawn black.
    } No value is twice in one row, column or diagonal: each cell's value differs from every value one move away.
explore-legend-value-zero = Value 0: P-position (black)
explore-legend-values = Values 1 to { $top }, light to dark
