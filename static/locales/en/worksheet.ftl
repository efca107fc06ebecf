## The printable worksheet: its dialog, title, instructions, each position, and the answer key

worksheet-button = Worksheet
worksheet-dialog-intro = Print a sheet of positions to work out on paper, with an answer key on a separate page. The same sheet number always gives the same questions.
worksheet-game-field = Game
worksheet-count-field = Number of questions
worksheet-level-field = Difficulty
worksheet-seed-field = Sheet number
worksheet-link-field = Link that opens this sheet, ready to print
worksheet-print = Print
worksheet-close = Close worksheet
worksheet-loading = Loading the worksheet…
worksheet-not-loaded = The page could not load the worksheet. Check the connection, then press Print again.
worksheet-level-1 = 1 — few, small heaps; whole rings
worksheet-level-2 = 2 — more and larger heaps; rings with gaps
worksheet-level-3 = 3 — many large heaps; broken rings; no theorem
worksheet-bad-count = Choose from 1 to { $max } questions.
worksheet-bad-seed = The sheet number is a whole number from 0 up.
# $game: the game's name
worksheet-title = { $game } worksheet
# $seed: the sheet's number, as its link writes it
worksheet-details =
    { $count ->
        [one] Level { $level } · { $count } question · sheet { $seed }
       *[other] Level { $level } · { $count } questions · sheet { $seed }
    }
worksheet-instructions-nim = For each position, write the heaps in binary in the table and the nim-sum in its last row. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-misere = The player who takes the last counter loses. For each position, write the heaps in binary and the nim-sum; count the heaps with more than one counter. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-circle = Take one marker, or two markers next to each other; whoever takes the last marker wins. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-blocking = Before each move the blocker forbids moves, then the mover takes counters. Who wins from each position: the mover or the blocker? Give the moves that lead to P-positions.
worksheet-instructions-pass = Nim in which either player may pass once in the whole game, never as the last move. For each position, write the heaps in binary and the nim-sum: after the pass the game is Nim, so passing wins when the nim-sum is 0. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move (a pass counts).
worksheet-instructions-sum = Each position is a sum of games: give each part's Grundy value (the mex of its options' values), write the values in binary and their nim-sum, which is the sum's value. Is it P or N: does the player to move (first player) or the other (second player) win? If the first player wins, give a winning move.
worksheet-question = Question { $number }
worksheet-ring =
    A ring of { $places ->
        [one] { $places } place
       *[other] { $places } places
    } with { $markers ->
        [one] { $markers } marker
       *[other] { $markers } markers
    }.
# $heaps: the heaps' sizes, as a list
worksheet-heaps = Heaps { $heaps }.
# $parts lists the parts, each its game and size: "Nim 5, Kayles 8".
worksheet-parts = Parts: { $parts }.
worksheet-heaps-pass = Heaps { $heaps }; the pass is unused.
worksheet-heaps-blocking =
    { $blocks ->
        [one] Heaps { $heaps }; the blocker forbids { $blocks } move per turn.
       *[other] Heaps { $heaps }; the blocker forbids { $blocks } moves per turn.
    }
worksheet-heap = Heap { $heap }
worksheet-heap-counters =
    { $count ->
        [one] Heap { $heap }: { $count } counter
       *[other] Heap { $heap }: { $count } counters
    }
worksheet-place-marker = place { $place }: marker
worksheet-place-empty = place { $place }: empty
worksheet-nim-sum-row = Nim-sum
worksheet-heap-column = Heap
worksheet-answer-blank = Answer:
worksheet-value-blank = Value of the sum:
worksheet-part-column = Part
worksheet-value-column = Value
# $value: a sum's Grundy value
worksheet-value-is = The sum's value is { $value }.
# $values: each part's value, as a list; $sum: the values joined by ⊕ with their nim-sum, "3 ⊕ 1 ⊕ 4 = 6"
worksheet-value-why =
    { $count ->
        [one] The part has value { $values }; { $sum }.
       *[other] The parts have values { $values }; { $sum }.
    }
worksheet-key-title = Answer key
worksheet-key-heading = Answer key — { $game } worksheet
# Moves in the key: $first, the moves but the last (joined by commas), or them all and how many more
worksheet-moves-or = { $first } or { $last }
worksheet-moves-more =
    { $count ->
        [one] { $first }, or one of { $count } other winning move
       *[other] { $first }, or one of { $count } other winning moves
    }
worksheet-first-wins = First player wins: { $moves }.
worksheet-second-wins = Second player wins: every move loses.
worksheet-mover-wins =
    { $count ->
        [one] The mover wins: { $count } move leads to P-positions, more than the blocker can forbid ({ $moves }).
       *[other] The mover wins: { $count } moves lead to P-positions, more than the blocker can forbid ({ $moves }).
    }
worksheet-blocker-wins-outright = The blocker wins: no move leads to a P-position.
worksheet-blocker-wins = The blocker wins by forbidding { $moves }.
worksheet-three-heap-theorem = The three-heap theorem decides it.
worksheet-exact-search = No theorem covers it: found by exact search.
worksheet-theorem-two-heaps = Theorem 1 (two heaps) decides it.
worksheet-theorem-one-m-n = Theorem 2 ([1, m, n]) decides it.
worksheet-theorem-ones-twos = Theorem 3 (ones and twos) decides it.
worksheet-theorem-ones-twos-threes = Theorem 4 (ones, twos and threes) decides it.
# $value: what the link holds, quoted
worksheet-bad-link-seed = The link's worksheet={ $value } should be a sheet number (a whole number from 0 up); no worksheet is shown.
worksheet-bad-link-count = The link's worksheet count={ $value } should be from 1 to { $max }; the sheet has 10 questions.
worksheet-bad-link-level = The link's worksheet level={ $value } should be 1, 2 or 3; the sheet is level 1.
