## The game review: each row's verdict, its move, its mistake and the move that kept the win

review-close = Close
review-why-label = Why this move was a mistake
review-chart-label = Value history: each row is a position, drawn on the side of the player who was winning there; the path between rows crosses over at every mistake. The table beside it holds the same rows.
review-legend = ● N: the player to act wins · ■ P: the player who just moved wins · ✗ a mistake, where the path crosses over
review-caption = Each position of the game, who was winning there, the move made and the mistakes
review-column-position = Position
review-column-to-act = To act
review-column-winning = Winning
review-column-nim-sum = Nim-sum
review-column-move = Move made
review-column-why = Why
review-why-table-caption = The heaps in binary at the mistake, and the heap that kept the win
review-no-moves = No moves yet: the review fills in as the game is played.
# $row: the row's number; $position: the position as the notes write it ("345")
review-row = { $row }. { $position }
review-go-to = { $row }. { $position }: put this position on the board
review-back-to-start = Back to the start of the game.
review-back-to = Back to position { $row } of the game.
# $shape: ● or ■; $letter: N or P
review-wins = { $shape } { $letter }, wins
review-loses = { $shape } { $letter }, loses
review-won = { $shape } { $letter }, won
review-lost = { $shape } { $letter }, lost
review-too-large = too large to analyse
review-move-pass = pass (the one pass, used here)
# $made: the move, as the column writes it
review-move-mistake = { $made } ✗
review-game-over = game over
review-to-play = to play
review-short-take = heap { $heap }: { $from } → { $to }
review-short-forbid = forbid heap { $heap } → { $to }
review-no-mistakes =
    { $moves ->
        [one] { $moves } move, no mistakes: whoever was winning kept the win.
       *[other] { $moves } moves, no mistakes: whoever was winning kept the win.
    }
# $who: who made each mistake, and where, as a list
review-mistakes =
    { $mistakes ->
        [one] { $moves } moves, { $mistakes } mistake ({ $who }): it hands the win to the other player.
       *[other] { $moves } moves, { $mistakes } mistakes ({ $who }): each hands the win to the other player.
    }
# $player: you, computer, player1, player2 or opponent
review-mistake-by =
    { $player ->
        [you] You at position { $row }
        [computer] Computer at position { $row }
        [player1] Player 1 at position { $row }
        [player2] Player 2 at position { $row }
       *[opponent] Opponent at position { $row }
    }
review-start-favoured =
    { $player ->
        [you] You had the win at the start.
        [computer] The computer had the win at the start.
        [player1] Player 1 had the win at the start.
        [player2] Player 2 had the win at the start.
       *[opponent] The opponent had the win at the start.
    }
review-why-show = ✗ Why?
review-why-hide = ✗ Hide
# $actor, $other: you, computer, player1, player2 or opponent; $made: the move made
review-mistake =
    { $actor ->
        [you] At position { $row }, you were winning;
        [computer] At position { $row }, the computer was winning;
        [player1] At position { $row }, Player 1 was winning;
        [player2] At position { $row }, Player 2 was winning;
       *[opponent] At position { $row }, the opponent was winning;
    } “{ $made }” handed the win to { $other ->
        [you] you.
        [computer] the computer.
        [player1] Player 1.
        [player2] Player 2.
       *[opponent] the opponent.
    }
review-keeping =
    { $count ->
        [one] This move kept the win: { $moves }.
       *[other] These moves kept the win: { $moves }.
    }
# After the recipe, in bold: "Heap 3 → 17 ⊕ 19 = 2"
review-recipe-why = : the heap to change has a 1 in the nim-sum's highest column, and its size ⊕ the nim-sum is smaller, so the move is legal and leaves a nim-sum of 0.
review-recipe = Heap { $heap } → { $from } ⊕ { $sum } = { $to }
review-short-step = step { $step }: { $from } → { $to }
