## The state diagram: its controls, each labelling step's reason, node names for screen readers, refusals
# $position, $here, $shown: a position as the notes write it ("432", "4-3-2", "32*"), or in words
# ("432 with the pass", "the ring oo.o"); $letter, $guessed: P or N

diagram-title = State diagram
diagram-close = Close
diagram-along = Show the positions this game went through
diagram-along-note = The positions this game went through, each with its moves; the letters are the solver's.
diagram-label-yourself = Label it yourself
diagram-select-first = Select a position, then label it:
diagram-label-this = Label { $position }:
diagram-quiz-keys = Keys: P or N on a focused position labels it; Enter puts it on the board.
diagram-quiz-keys-values = Keys: a digit on a focused position starts its value in the box; Enter there checks it. Enter on a position puts it on the board.
# The button beside the box where a student types a node's Grundy value
diagram-check-value = Check
# $typed: what was typed in the value box
diagram-not-a-value = “{ $typed }” is not a value: type a whole number, 0 or more.
diagram-step = Step
diagram-run = Run
diagram-reset = Reset
diagram-as-list = The diagram as a list
diagram-legend-p = P (square): the previous player wins
diagram-legend-n = N (round): the next player wins
diagram-legend-win = winning move
diagram-legend-pass = the pass (*: the pass is still unused)
diagram-legend-value = *2: the Grundy value, the smallest value none of the options has (0 is P, any other value N)
# A labelled node of a game with Grundy values: its value as a Nim heap, then its letter
diagram-value-label = *{ $value } { $letter }
diagram-ring = the ring { $ring }
diagram-with-pass = { $position } with the pass
diagram-without-pass = { $position } without the pass
diagram-by-passing = { $position } by passing
diagram-step-ended-misere = { $letter }: { $here } is where the game ends. In misère play the player who took the last counter lost, so the player to move here has already won: this first step is N, not P.
diagram-step-ended = { $letter }: { $here } is where the game ends: the player to move has no move and has lost, so the previous player won.
# $targets: the positions reached, as a list
diagram-step-reaches-p =
    { $count ->
        [one] { $letter }: from { $here } the player to move can reach the P-position { $targets } (the highlighted arrow).
       *[other] { $letter }: from { $here } the player to move can reach the P-positions { $targets } (the highlighted arrows).
    }
diagram-step-pass-note = A pass hands the opponent plain Nim on the same heaps.
diagram-step-only-move-n = { $letter }: the only move from { $here } leads to an N-position.
diagram-step-every-move-n =
    { $count ->
        [one] { $letter }: every move from { $here } ({ $count } move) leads to an N-position.
       *[other] { $letter }: every move from { $here } ({ $count } moves) leads to an N-position.
    }
# Blocking Nim. $reaching: how many moves lead to P-positions; $blocks: how many the blocker forbids
diagram-step-counted-p =
    { $reaching ->
        [one] { $letter }: { $reaching } move from { $here } leads to P-positions, and the blocker forbids { $blocks } each turn: every move left open leads to an N-position.
       *[other] { $letter }: { $reaching } moves from { $here } lead to P-positions, and the blocker forbids { $blocks } each turn: every move left open leads to an N-position.
    }
diagram-step-counted-n =
    { $reaching ->
        [one] { $letter }: already { $reaching } move from { $here } leads to P-positions ({ $targets }), more than the { $blocks } the blocker may forbid.
       *[other] { $letter }: already { $reaching } moves from { $here } lead to P-positions ({ $targets }), more than the { $blocks } the blocker may forbid.
    }
# The reason in a student's verdict ($why below)
diagram-why-ended-misere = { $here } is where the game ends, and in misère play the player to move there has won
diagram-why-ended = { $here } is where the game ends: the player to move has no move and has lost
diagram-why-counted =
    { $reaching ->
        [one] { $reaching } move from { $here } leads to P-positions, and the blocker forbids { $blocks } each turn
       *[other] { $reaching } moves from { $here } lead to P-positions, and the blocker forbids { $blocks } each turn
    }
diagram-why-every-move-n = every move from { $here } leads to an N-position
diagram-why-reaches-p =
    { $count ->
        [one] from { $here } the player to move can reach the P-position { $targets }
       *[other] from { $here } the player to move can reach the P-positions { $targets }
    }
# Games with Grundy values. $values: the values of the positions a move reaches, sorted and
# distinct, as a list; $options: how many such positions; $count: how many distinct values;
# $value: their mex, the smallest value missing
diagram-why-mex =
    { $options ->
        [one] the only option of { $here } has value { $values }: the smallest missing value is { $value }
       *[other] { $count ->
            [one] the options of { $here } all have value { $values }: the smallest missing value is { $value }
           *[other] the options of { $here } have values { $values }: the smallest missing value is { $value }
        }
    }
diagram-why-no-options = { $here } has no options: its value is 0
# A step of a game with Grundy values: $why is diagram-why-mex or diagram-why-no-options
diagram-step-mex = { $letter }, *{ $value }: { $why }.
diagram-guess-right-value = Right: *{ $value }, because { $why }.
# $guessed: the value the student gave
diagram-guess-wrong-value = Not *{ $guessed }: { $why } (highlighted), so { $here } is *{ $value }.
diagram-guess-right = Right: { $letter }, because { $why }.
diagram-guess-wrong = Not { $guessed }: { $why } (highlighted), so { $here } is { $letter }.
diagram-score = Score: { $right } right, { $wrong } wrong; { $left } left to label.
# A node's name for screen readers: what it shows ($shown and $letter), then what that means
diagram-node-labelled = { $shown } { $letter }: { $here }, { $letter }-position
diagram-node-labelled-on-board = { $shown } { $letter }: { $here }, { $letter }-position, on the board
# $shown ends with the value and letter drawn ("432 *5 N")
diagram-node-valued = { $shown }: { $here }, value { $value }, { $letter }-position
diagram-node-valued-on-board = { $shown }: { $here }, value { $value }, { $letter }-position, on the board
diagram-node-unlabelled = { $shown }: { $here }, not labelled yet
diagram-node-unlabelled-on-board = { $shown }: { $here }, not labelled yet, on the board
# The text alternative: a node and where its arrows lead ($children, each "32 P" or "32 (pass) P");
# $letter here is the node's label: P or N, with its value first in games with values ("*1 N")
diagram-line = { $position } { $letter }: moves to { $children }
diagram-line-end = { $position } { $letter }: the game ends here
diagram-child = { $position } { $letter }
diagram-child-pass = { $position } (pass) { $letter }
diagram-progress = Step { $shown } of { $total }
diagram-start = Unlabelled. Step labels one position at a time, starting where the game ends (P), then N for a position with a move to P, and P for one whose every move leads to N.
diagram-start-values = Unlabelled. Step gives one position at a time its Grundy value, starting where the game ends (no options: value 0): a position's value is the smallest value none of its options has (the mex). Value 0 is a P-position, any other value an N-position.
diagram-start-misere = Unlabelled. Step labels one position at a time, starting where the game ends; in misère play that position is N, a win for the player to move.
diagram-too-large = This diagram would have { $size } positions: too many to read (the limit is { $limit }). Start from a smaller position, or see only the positions this game went through, with their moves.
diagram-too-large-over = This diagram would have more than { $size } positions: too many to read (the limit is { $limit }). Start from a smaller position, or see only the positions this game went through, with their moves.
diagram-unsolved = A position of this diagram is too large for the solver to decide.
diagram-not-drawn = This position cannot be drawn.
# Blocking Nim, under a node: "3 to P > 1"; $sign: > or ≤
diagram-moves-to-p = { $reaching } to P { $sign } { $blocks }
