# Nim Lab's messages in English: projector mode (its buttons, the class vote, the step-by-step
# walk). Glossary: docs/glossary.md.

## The walk's statements about a whole ring

present-whole-ring = { $markers ->
        [one] The ring's one place holds a marker.
       *[other] All { $markers } places of the ring hold a marker: there is no gap.
    }
present-symmetry-answer = Whatever the player to move takes (one marker or two neighbours), the other player answers by taking the one or two markers straight across the ring, leaving two rows of equal length.
present-symmetry-mirror = From then on the other player copies every move in the other row, so they always have a reply and take the last marker.
present-symmetry-verdict = So the player to move loses against perfect play: the symmetry strategy.
present-small-ring = { $markers ->
        [one] The player to move takes the one marker and wins.
       *[other] The { $markers } markers are neighbours: the player to move takes them all and wins.
    }

## Blocking Nim's walk

present-moves-to-p = Moves that lead to P-positions (whatever is forbidden):

## Projector mode's buttons and keys

present-undo = ↶ Undo
present-new-game = New game
present-exit = Exit (Esc)
present-back = ← Back
present-next = Next →
present-table = Binary table
present-powers = Powers of two
present-vote = Class vote (H)
present-qr = QR code (Q)
present-qr-title = Scan to open this position
present-qr-label = QR code of the link to this position
present-qr-too-long = This position's link is too long for a QR code: share it with the Share button.
present-voting = Class vote: is this an N-position (the player to act wins) or a P-position? Press H to show the answer.
present-keys = → next step · ← back · H hide or show the answer · Q QR code · Esc leave
present-keys-no-walk = H hide or show the answer · Q QR code · Esc leave
present-no-walk = No step-by-step walk: this position has no analysis.
# $game is the variant's name.

## The walk: its regions, and each step's name on the wall ($name is one of present-step-…)

present-walk-nim-sum = The nim-sum, step by step
present-walk-rows = The rows of Kayles and their nim-sum, step by step
present-walk-ring = The whole ring, step by step
present-walk-blocking = The moves to P-positions against the blocks, step by step
present-step = Step { $step } of { $last }: { $name }
# What screen readers hear after a step's name: the sentence the panel shows.
present-progress-detail = { $shown }. { $detail }
present-detail-after = . { $detail }
present-step-heaps = { $rows ->
        [parts] the parts' values
        [steps] the odd steps' coins
        [heads] the heads' values
       *[heaps] the heaps
    }
present-step-column = the { $column } column ({ $rows ->
        [heaps] each heap's
       *[other] each value's
    } { $column } bit)
present-step-parity = the parity row: odd columns give the nim-sum { $nim_sum }
present-step-change = the heap to change and its new size
present-step-broken = the ring is broken into { $rows ->
        [one] 1 row
       *[other] { $rows } rows
    }
present-step-ring = the ring
present-step-blocks = the heaps, and { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } per turn
present-step-row = row { $row }, places { $places } ({ $markers ->
        [one] 1 marker
       *[other] { $markers } markers
    }): Kayles value { $value }
present-step-rows-lose = the nim-sum of the Kayles values, { $values } = { $nim_sum }, is 0: the player to move loses
present-step-rows-win = the nim-sum of the Kayles values, { $values } = { $nim_sum }, is not 0: the player to move wins
present-step-whole = the ring is whole
present-step-answer = the answer across the ring
present-step-mirror = the mirror
present-step-verdict = the verdict
present-step-count = the count against the blocks
present-step-forbids = the blocker's winning forbids
present-step-move = the winning move
present-step-move-to-p = move to a P-position { $index } of { $count }: { $change }

## The walk's conclusions and its move

present-nim-sum-is = The nim-sum is { $nim_sum }.
present-count-none = No move leads to a P-position, so whatever is forbidden, the mover loses.
present-count-more = { $moves ->
        [one] 1 move leads
       *[other] { $moves } moves lead
    } to P-positions, more than the { $blocks } the blocker can forbid: the mover wins.
present-count-uncovered = { $moves ->
        [one] 1 move leads
       *[other] { $moves } moves lead
    } to P-positions, no more than the { $blocks } the blocker can forbid, but this turn's forbids cannot cover them all: the mover wins.
present-count-covered = { $moves ->
        [one] 1 move leads
       *[other] { $moves } moves lead
    } to P-positions, no more than the { $blocks } the blocker can forbid: the blocker forbids them all and the mover loses.
present-no-move = No move wins.
present-blocker-wins = The blocker wins: { $moves }.
present-winning-move = The winning move: { $change }.
present-winning-move-of = The winning move: { $change } (one of { $count }).

## Wythoff's game's walk

present-walk-wythoff = Wythoff's pairs, step by step
present-step-wythoff-start = the heaps ({ $low }, { $high })
present-step-wythoff-pairs = the pairs (⌊nφ⌋, ⌊nφ²⌋)
present-step-wythoff-why = why no move joins two pairs
present-wythoff-no-pair = ({ $low }, { $high }) is not a pair: one move reaches a pair, so the player to move wins.
present-walk-moore = Moore's columns, step by step
present-step-moore-start = the heaps in binary
present-step-moore-column = the { $column } column: { $count } ones, { $residue } modulo { $modulus }

## Fibonacci Nim's walk
# $heap: the heap's counters; $part: a Fibonacci number; $left: what is left of the heap before it

present-walk-fibonacci = Zeckendorf's sum of the heap, step by step
present-step-fibonacci-start = the heap of { $heap } and the Fibonacci numbers up to it
present-step-fibonacci-part = { $part }, the largest Fibonacci number at most { $left }
