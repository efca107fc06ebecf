## The worksheet: its button, the loading lines, each position and the answer key (the quiz's too), and the link's problems; the dialog's and the printed sheet's own words are in worksheet-panel.ftl

worksheet-button = Worksheet
worksheet-loading = Loading the worksheet…
worksheet-not-loaded = The page could not load the worksheet. Check the connection, then press Retry.
# Said in the Worksheet and Quiz dialogs while their form's part of the app is on its way, and when it cannot be had
worksheet-dialog-loading = Loading the choices…
worksheet-dialog-not-loaded = The page could not load these choices. Check the connection, then press Retry.
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
# $value: a sum's Grundy value
worksheet-value-is = { $what ->
    [picture] The picture's value is { $value }.
    [row] The row's value is { $value }.
    [grid] The grid's value is { $value }.
   *[sum] The sum's value is { $value }.
}
# $values: each part's value, as a list; $sum: the values joined by ⊕ with their nim-sum, "3 ⊕ 1 ⊕ 4 = 6"
worksheet-value-why =
    { $what ->
        [picture]
            { $count ->
                [one] The picture on the ground has value { $values }; { $sum }.
               *[other] The pictures on the ground have values { $values }; { $sum }.
            }
        [row]
            { $count ->
                [one] The head has value { $values }; { $sum }.
               *[other] The heads have values { $values }; { $sum }.
            }
        [grid]
            { $count ->
                [one] The head has value { $values }; { $sum }.
               *[other] The heads have values { $values }; { $sum }.
            }
       *[sum]
            { $count ->
            [one] The part has value { $values }; { $sum }.
           *[other] The parts have values { $values }; { $sum }.
            }
    }
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
# $steps lists the coins on steps 1, 2, 3, …
worksheet-steps = Coins on steps 1, 2, 3, …: { $steps }.

worksheet-fibonacci-start = A heap of { $heap }; the first move.
worksheet-fibonacci = A heap of { $heap }; the last move took { $last }.
worksheet-heaps-moore = Heaps { $heaps }; a move takes from at most { $k } heaps.
