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
    }{ $wins ->
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
