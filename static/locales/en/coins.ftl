# The coin-turning games' words that only their chunks draw first: the board, its panel and editor, and the moves and refusals made on that board (its chunk, and so these words, come first).

coin-name = coin { $coin }, { $heads ->
    [yes] heads
   *[no] tails
}
coin-value = value
coin-choose = Choose the coins to turn; the rightmost must show heads.
coin-legal = That is a move: press Turn.
coin-chosen = { $count ->
    [one] Coin
   *[other] Coins
} { $coins } chosen.
coin-row-label = A row of { $count } coins
coin-turn = Turn
coin-clear = Clear
coin-row-value = The row's value: { $value }, the nim-sum of its heads' values.
coin-rules = { $rule ->
    [turtles] A row of coins, each heads or tails. On your turn, turn over one or two coins; the rightmost one you turn must go from heads to tails. Whoever makes the last move wins.
    [mock] A row of coins, each heads or tails. On your turn, turn over one, two or three coins; the rightmost one you turn must go from heads to tails. Whoever makes the last move wins.
    [ruler] A row of coins, each heads or tails. On your turn, turn over any number of coins next to each other; the rightmost one you turn must go from heads to tails. Whoever makes the last move wins.
   *[twins] A row of coins, each heads or tails. On your turn, turn over exactly two coins; the rightmost one you turn must go from heads to tails. Whoever makes the last move wins.
}
coin-hint = each head is worth a number, its value; the row is worth the nim-sum of its heads' values. Leave a row worth 0: turn coins whose values add up (in binary, without carrying) to the row's value.
coin-head-row = coin { $coin }
coin-source = { $title }, chapter 5: a move's coins depend only on its rightmost coin, so a row is worth the nim-sum of its single heads (each alone, as if the other coins were tails).
coin-formula = { $rule ->
    [turtles] Turning Turtles: a head on coin n is worth n. It is Nim: each head is a heap of n.
    [mock] Mock Turtles: a head on coin n is worth the n-th odious number (1, 2, 4, 7, 8, 11, 13, 14…, the numbers with an odd count of ones in binary).
    [ruler] Ruler: a head on coin n is worth the largest power of 2 that divides n (1, 2, 1, 4, 1, 2, 1, 8…).
   *[twins] Twins: a head on coin n is worth n − 1 (the head on coin 1 has no move).
}
coin-caption = Each head's value in binary, and their nim-sum
coin-head-column = Head
coin-balanced = The heads' values add up to 0: the player to move loses, since every move changes the sum.
coin-move = { $move }: { $sum }, the row's value.
coin-edit-rule = Rule
coin-edit-row = Coins (H or T, coin 1 on the left)
coin-edit-empty = The row needs at least one coin.
coin-edit-too-many = { $count } coins: a row has at most { $limit }.
coin-edit-letter = Coin { $coin } is { $found }: write H for heads or T for tails.
board-limits-coins = A row of 1 to { $coins } coins, each heads (H) or tails (T); the rule is Turning Turtles, Mock Turtles, Ruler or Twins.
board-preset-coins = { $rule }: { $row }
board-coin-rule = { $rule ->
    [turtles] Turning Turtles
    [mock] Mock Turtles
    [ruler] Ruler
   *[twins] Twins
}
moves-turn = turn { $count ->
    [one] coin
   *[other] coins
} { $coins }
players-turn-empty = No coin is chosen: choose the coins to turn.
players-turn-out-of-range = There is no coin { $coin }: the row has { $count } coins.
players-turn-repeated = Coin { $coin } is chosen twice.
players-turn-too-many = { $count } coins are chosen: this rule turns at most { $most }.
players-turn-not-consecutive = The coins must be next to each other: coin { $next } does not follow coin { $after }.
players-turn-not-two = { $count ->
    [one] One coin is chosen
   *[other] { $count } coins are chosen
}: Twins turns exactly two.
players-turn-rightmost-tails = The rightmost coin chosen, coin { $coin }, shows tails: it must turn from heads to tails.
worksheet-coins = { $rule }: the row { $row } (coin 1 on the left).
