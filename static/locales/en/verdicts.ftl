## Players named in a sentence: opening it, and inside it. Sentences that name a player select
## on $…_who (you, computer, player1, player2, opponent) to agree with the name; a selector with
## only its default variant is there for the languages that agree where English does not.

players-you-first = You
players-computer-first = The computer
players-player1-first = Player 1
players-player2-first = Player 2
players-opponent-first = The opponent
players-you-within = you
players-computer-within = the computer
players-player1-within = Player 1
players-player2-within = Player 2
players-opponent-within = the opponent

## Why the game ended

players-ending-no-moves = { $winner_who ->
       *[other] { $winner }
    } made the last move, so { $loser } { $loser_who ->
        [you] have
       *[other] has
    } no move left.
players-ending-last-counter = { $loser_who ->
       *[other] { $loser }
    } took the last counter, and in misère Nim that loses.
players-ending-all-blocked = { $winner_who ->
       *[other] { $winner }
    } forbade every move { $loser } could make, so { $loser } cannot move and { $loser_who ->
        [you] lose
       *[other] loses
    }.

## Who wins with perfect play

verdict-over-no-moves = Game over: { $next } { $next_who ->
        [you] have
       *[other] has
    } no move left, so { $previous } { $previous_who ->
        [you] win
       *[other] wins
    }.
verdict-over-last-counter = Game over: { $previous_who ->
       *[other] { $previous }
    } took the last counter, so { $next } { $next_who ->
        [you] win
       *[other] wins
    }.
verdict-over-all-blocked = Game over: every move { $next_who ->
       *[other] { $next }
    } had is forbidden, so { $previous } { $previous_who ->
        [you] win
       *[other] wins
    }.
verdict-next-wins = { $next } (to move) { $next_who ->
        [you] win
       *[other] wins
    } with perfect play — { $count ->
        [one] { $count } winning move
       *[other] { $count } winning moves
    }.
verdict-previous-wins = { $previous } { $previous_who ->
        [you] win
       *[other] wins
    } with perfect play — { $next } (to move) { $next_who ->
        [you] have
       *[other] has
    } no winning move.
verdict-blocker-now = { $blocker } { $blocker_who ->
        [you] block
       *[other] blocks
    } now: { $count ->
        [one] { $count } move to forbid
       *[other] { $count } moves to forbid
    } before { $mover } { $mover_who ->
        [you] move
       *[other] moves
    }.
verdict-blocker-wins = { $blocker } (blocking) { $blocker_who ->
        [you] win
       *[other] wins
    } with perfect play — { $count ->
        [one] { $count } winning forbid
       *[other] { $count } winning forbids
    }.
verdict-mover-beats-blocker = { $mover } (moving next) { $mover_who ->
        [you] win
       *[other] wins
    } with perfect play — { $blocker_who ->
       *[other] { $blocker }
    } cannot forbid every winning move.
