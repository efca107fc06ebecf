## The board's turn panel

board-turn-label = Turn
board-result-label = Result
board-headline = { $winner_who ->
        [you] You win!
        [computer] The computer wins.
        [opponent] The opponent wins.
       *[other] { $winner } wins!
    }
board-play-again = Play again
board-step-block = Step 1 of 2
board-step-take = Step 2 of 2
board-role-blocker = Blocker:
board-role-mover = Mover:
board-block-phase = { $blocker } { $blocker_who ->
        [you] forbid
       *[other] forbids
    } { $remaining } more of { $mover_who ->
        [you] your
        [computer] the computer's
        [opponent] the opponent's
       *[other] { $mover }'s
    } moves ({ $blocks } per turn): click a counter to mark that move ✕.
board-take-phase = { $mover } { $mover_who ->
        [you] take
       *[other] takes
    } counters. Moves marked ✕ are forbidden this turn.
board-your-move-heaps = You to move: click a counter to take it and every counter after it.
board-your-move-ring = You to move: select a marker, then take it alone or with a neighbour.
board-to-move = { $mover } to move.
board-computer-moving = The computer is making its move (highlighted).
board-skip = Skip
board-computer-thinking = The computer is thinking…

## The board's settings and commands

board-settings-label = Game settings
board-game-field = Game
board-mode-field = Mode
board-computer-field = Computer
board-first-move-field = First move
board-first-move-you = You
board-first-move-computer = Computer
board-hints = Hints
board-undo = ↶ Undo
board-redo = ↷ Redo
board-new-game = New game
board-state-diagram = State diagram

## The move list

board-history-title = Moves
board-history-empty = No moves yet.
# After a move undone, read only by screen readers.
board-history-undone = (undone)
# $outcome is the letter P or N.
board-history-nim-sum = nim-sum { $sum } ({ $outcome })
board-history-position = { $outcome }-position

## The heaps ($phase is take, or block in Blocking Nim's blocker step)

board-heaps-label = Heaps
board-heap-name = Heap { $heap }
board-heap-label = heap { $heap }, { $count ->
        [one] { $count } counter
       *[other] { $count } counters
    }
board-heap-empty = empty
# A counter, for a screen reader: the selectors add what applies to it.
board-counter-label = heap { $heap }, counter { $counter } of { $size }: { $phase ->
        [block] forbid taking
       *[other] take
    } { $taken }{ $forbidden ->
        [yes] , forbidden this turn
       *[other] {""}
    }{ $beyond ->
        [yes] , more than this move may take
       *[other] {""}
    }{ $wins ->
        [part] , part of a winning move from several heaps
        [mover] , a winning move for the mover
        [yes] , winning move
       *[other] {""}
    }{ $must_forbid ->
        [yes] , the blocker must forbid this
       *[other] {""}
    }
board-counter-title = { $phase ->
        [block] Forbid taking
       *[other] Take
    } { $taken }, leaving { $to }

## The ring

board-ring-label = Ring of { $places ->
        [one] { $places } place
       *[other] { $places } places
    }, { $count ->
        [one] { $count } marker left
       *[other] { $count } markers left
    }
board-marker-label = marker at place { $place } of { $places }{ $wins ->
        [yes] , part of a winning move
       *[other] {""}
    }
board-take-marker = Take marker { $place }
board-take-with-neighbour = Take { $place } with its neighbour { $neighbour }
board-take-wins = ★ wins
board-cancel = Cancel
board-ring-hint = Select a marker to take it, alone or with a neighbour next to it.

## The position editor ($what is what a field counts: counters, places or blocks)

board-edit-title = Set up a position
board-edit-note = Choosing or editing a position starts a new game from it.
board-edit-presets = Presets
board-edit-random = Random interesting
board-edit-ring-size = Ring size
board-edit-add-heap = + Add a heap
board-edit-remove-heap = Remove heap { $heap }
board-edit-blocks = Moves forbidden per turn
board-edit-pass-available = The pass is still available
board-edit-heap-error = Heap { $heap }: { $problem }
board-edit-ring-error = Ring size: { $problem }
board-edit-blocks-error = Blocks per turn: { $problem }
board-edit-empty = Type a number of { $what ->
        [places] places
        [blocks] blocks
        [heaps] heaps
       *[counters] counters
    } from { $low } to { $high }.
board-edit-negative = { $text } is negative: { $what ->
        [places] places
        [blocks] blocks
        [heaps] heaps
       *[counters] counters
    } go from { $low } to { $high }.
board-edit-out-of-range = { $n } is out of range: { $what ->
        [places] places
        [blocks] blocks
        [heaps] heaps
       *[counters] counters
    } go from { $low } to { $high }.
board-edit-too-many = That is far too many: { $what ->
        [places] places
        [blocks] blocks
        [heaps] heaps
       *[counters] counters
    } go from { $low } to { $high }.
board-edit-not-a-number = "{ $text }" is not a whole number.

## Presets and the app's limits

board-preset-ring = Ring of { $places }
board-preset-broken-ring = Broken ring of { $places }
# 16 8 4 2 1 are the binary columns' place values: they stay as written.
board-limits-nim = Up to { $heaps ->
        [one] { $heaps } heap
       *[other] { $heaps } heaps
    } of at most { $size ->
        [one] { $size } counter
       *[other] { $size } counters
    }: five binary columns, 16 8 4 2 1.
board-limits-circle = Rings of 1 to { $places ->
        [one] { $places } place
       *[other] { $places } places
    }.
board-limits-searched = Up to { $heaps ->
        [one] { $heaps } heap
       *[other] { $heaps } heaps
    } of at most { $size ->
        [one] { $size } counter
       *[other] { $size } counters
    }, and no more than { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } of exact search (positions and the lists of P sizes it reads), so every answer comes within one screen frame; a larger position is refused with its size.
board-limit-no-heaps = A game needs at least one heap.
board-limit-too-many-heaps = { $heaps ->
        [one] { $heaps } heap is
       *[other] { $heaps } heaps is
    } too many: the limit is { $limit }.
board-limit-heap-too-large = A heap of { $size } is too large: the limit is { $limit }.
board-limit-empty-ring = A ring needs at least one place.
board-limit-too-many-parts = { $parts } parts holding { $tokens } counters: a sum is built with at most { $limit } parts, and play that splits them never holds more than { $most } counters in all.
board-limit-part-too-large = A part of { $size } is larger than the { $limit } allowed.
board-limit-ring-too-large = A ring of { $places ->
        [one] { $places } place
       *[other] { $places } places
    } is too large: the limit is { $limit }.
board-limit-bad-blocks = { $blocks ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    } per turn is not possible: choose 1 to { $limit }.
board-limit-too-large-to-solve = This position is too large to analyse: its exact search takes { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, the limit is { $limit }.

## The games and the modes, as the menus name them

board-variant-nim = Nim
board-variant-misere = Misère Nim
board-variant-circle = Circle Nim
board-variant-blocking = Blocking Nim
board-variant-pass = Nim with a Pass
board-variant-sum = Sum of games
board-variant-wythoff = Wythoff's game
board-mode-computer = Against the computer
board-mode-two-players = Two players
board-mode-analysis = Analysis

# On a phone: the button that shows or hides the game settings, new game, diagram and review.
board-settings-toggle = Settings

## Drawn on the board before any chunk: the board's name in projector mode, the Review button
present-board-label = { $game } board
review-title = Review

## Nim with a Pass: the Pass button beside the board and its status
explain-pass-button = Pass
explain-pass-badge = ★ wins
explain-pass-available = The pass is still available (once per game, for either player).
explain-pass-on-empty = No pass when every heap is empty.
explain-pass-used = The pass has been used.

## Wythoff's game: the buttons that take from both heaps
board-limits-wythoff = Two heaps, each of at most { $size } counters.
# A position with another number of heaps than the game is played on (Wythoff's game: 2).
board-limit-heap-count = This game is played on { $needs } heaps; the position has { $heaps }.
board-both-title = Take the same number from both heaps:
board-both-none = A heap is empty: nothing can be taken from both.
# A button's name: it shows $taken; $first and $second are what the heaps keep; $wins is yes when hints mark it.
board-both-button = { $taken } from both heaps, leaving { $first } and { $second }{ $wins ->
        [yes] , a winning move
       *[other] {""}
    }

## Staircase Nim

board-variant-staircase = Staircase Nim
board-limits-staircase = Up to { $steps } steps, with at most { $coins } coins on them all.
board-stairs-label = Staircase
board-step-name = Step { $step }
board-step-odd = odd
board-step-label = step { $step }{ $odd ->
        [yes] {" "}(odd)
       *[other] {""}
    }, { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }
# A coin, for a screen reader: pressing it moves it and every coin above it down one step.
board-coin-label = step { $step }, coin { $coin } of { $coins }: move { $moved } { $below ->
        [0] off the stairs
       *[other] to step { $below }
    }{ $wins ->
        [yes] , winning move
       *[other] {""}
    }
board-coin-title = Move { $moved } { $below ->
        [0] off the stairs
       *[other] to step { $below }
    }
board-edit-add-step = + Add a step
board-edit-remove-step = Remove step { $step }
board-edit-step-error = Step { $step }: { $problem }
board-your-move-stairs = You to move: click a coin to move it and every coin above it one step down.
## Fibonacci Nim: the take this move allows, and the editor's previous take
board-variant-fibonacci = Fibonacci Nim
board-limits-fibonacci = One heap of at most { $size } counters. The previous take is 0 before the first move; the heap and the previous take add up to at most { $size }.
board-limit-last-take-too-large = A previous take of { $last } does not fit with this heap: it can be at most { $most }.
board-edit-last-take = Previous take (0 before the first move)
board-edit-last-take-error = Previous take: { $problem }
board-fibonacci-limit-first = First move: take at most { $limit }, not the whole heap.
board-fibonacci-limit = The last move took { $last }: take at most { $limit } now.
board-queen-switch = Show as a queen on a board

## Moore's Nim
board-variant-moore = Moore's Nim
board-limits-moore = Up to { $heaps } heaps, each of at most { $size } counters; a move takes from 1 to k heaps, k from 1 to 4; a position has at most { $moves } possible moves.
board-limit-bad-k = k = { $k } is not possible: a move takes from 1 to { $most } heaps.
board-limit-too-many-moves = This position has { $moves } possible moves; Moore's Nim is played here with at most { $limit }: take fewer or smaller heaps, or a smaller k.
board-edit-k = Heaps one move may take from (k)
board-edit-k-error = Heaps per move: { $problem }
board-choice-hint = Press a counter in each of up to { $k } heaps to choose what to take, then Take.
board-choice-chosen = Chosen: { $move }.
board-choice-take = Take
board-choice-clear = Clear the choice
board-choice-group = Your move from several heaps
board-preset-heaps-per-move = { $heaps } (k = { $k })
board-your-move-several = You to move: choose what to take from up to { $k } heaps, then press Take.
board-limit-too-many-steps = { $steps } steps are too many: a staircase has at most { $limit }.
board-limit-too-many-coins = { $coins } coins are too many: a staircase holds at most { $limit } on all its steps.
board-variant-coins = Coin-turning games
board-your-move-coins = You to move: choose the coins to turn, the rightmost showing heads, then press Turn.
board-variant-corners = Turning Corners
board-your-move-corners = You to move: choose a head as the far corner of a rectangle and its opposite corner, then press Turn.
board-variant-hackenbush = Green Hackenbush
board-your-move-picture = You to move: chop an edge (press it in the picture or in the list).
