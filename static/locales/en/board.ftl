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
