## Moves as a person says them, heaps and ring places counted from 1 (inside sentences, so lower case)

moves-take = take { $taken } from heap { $heap } ({ $from } → { $to })
# A move that does not fit the position shown (an old history entry): said without arithmetic.
moves-take-unfit = heap { $heap } → { $to }
moves-pass = pass
moves-remove-one = remove marker { $place }
moves-remove-two = remove markers { $first } and { $second }
moves-forbid = forbid taking { $taken } from heap { $heap } ({ $from } → { $to })
moves-forbid-unfit = forbid heap { $heap } → { $to }
# A move in a sum's part $part: it becomes $to tokens, nothing, or two parts.
moves-part-to = part { $part }: { $from } → { $to }
moves-part-empty = part { $part }: { $from } → nothing
moves-part-split = part { $part }: { $from } → { $first } + { $second }
# A list of moves with nothing in it.
moves-none = none

## Players as labels (roles, the history)

players-you = You
players-computer = Computer
players-player1 = Player 1
players-player2 = Player 2
players-opponent = Opponent

## The computer's strength

players-strength-perfect = Perfect
players-strength-strong = Strong (makes the odd mistake)
players-strength-casual = Casual (often plays at random)

## Why a move was refused

players-no-such-heap = There is no heap { $heap }: this position has { $count ->
        [one] { $count } heap
       *[other] { $count } heaps
    }.
players-not-smaller = Heap { $heap } has { $count ->
        [one] { $count } counter
       *[other] { $count } counters
    }, so it cannot become { $to }: a move takes at least one counter.
players-no-such-place = There is no place { $place } on the ring: it has { $count ->
        [one] { $count } place
       *[other] { $count } places
    }.
players-empty-place = Place { $place } on the ring has no marker.
players-not-adjacent = Places { $first } and { $second } are not next to each other: two markers taken together must be neighbours.
players-forbidden = Taking heap { $heap } down to { $to } is forbidden this turn: the blocker marked it.
players-already-forbidden = Taking heap { $heap } down to { $to } is already forbidden.
players-pass-used = The pass has already been used in this game.
players-not-in-rule = Part { $part } ({ $count }) cannot become that by its game's rules.
players-pass-on-empty = You cannot pass when every heap is empty.
players-wrong-kind = That kind of move is not possible now.
players-game-over = The game is over: start a new one to play again.

## Verdicts

verdict-too-large = This position is too large to solve exactly ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } of search, the limit is { $limit }). You can still play it; hints return once it is smaller.
verdict-winning-moves-title = { $count ->
        [one] The winning move:
       *[other] The { $count } winning moves:
    }
verdict-winning-moves-more = The first { $shown } of the { $count } winning moves are listed.
verdict-passing-wins = Passing now wins.
verdict-passing-does-not-win = Passing now does not win.
verdict-pass-used = The pass has been used: the rest is ordinary Nim.

moves-both = take { $taken } from both heaps
players-not-from-both = From both heaps you can take 1 to { $most }, not { $taken }.
# A staircase's move: $moved coins go from step $step to the step below ($below, 0 for off the stairs).
moves-stairs = move { $moved } from step { $step } { $below ->
        [0] off the stairs
       *[other] to step { $below }
    } ({ $from } → { $to })

players-over-limit = You may take at most { $most } now, not { $taken }.
players-heaps-in-move = A move takes from at most { $most } heaps, not { $heaps }.
players-heap-twice = Heap { $heap } is chosen twice in one move.
