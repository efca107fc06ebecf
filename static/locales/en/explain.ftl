# Nim Lab's messages in English: the teaching panel (the analysis beside the board, the rules in
# "How to play"). Glossary: docs/glossary.md.

## The panel

explain-analysis = Analysis
explain-how-to-win = How to win:

## Nim

explain-nim-name = Nim
explain-nim-rules = Counters lie in heaps. Players take turns. On your turn, choose one heap and take one or more counters from it: as many as you like, even the whole heap. Whoever takes the last counter wins.
explain-nim-hint = write the heaps in binary and leave your opponent a position where every column holds an even number of 1s (nim-sum 0).
explain-nim-sum-caption = The heaps in binary and their nim-sum

## The nim-sum table (its binary digits stay as they are)

explain-column-unbalanced = , unbalanced (odd number of 1s)
explain-heap-row = Heap { $heap }
explain-heap-column = Heap
explain-size-column = Size
explain-new-column = New
explain-nim-sum-row = Nim-sum
explain-balanced = Every column holds an even number of 1s: the nim-sum is 0.
explain-unbalanced = The ★ columns hold an odd number of 1s; the highest is the { $column } column.
# $unbalanced is explain-unbalanced; $change a move in words, shown in bold.
explain-balancing-move = { $unbalanced } Changing the boxed digits balances every column: { $change }.
explain-other-changes = Other heaps with a 1 in that column balance it too: { $moves }.

## The powers of two

explain-powers-title = Powers of two
explain-powers-intro = Each heap split into powers of two; equal powers in two heaps cancel in pairs (struck through).
explain-powers-intro-parts = Each part’s value split into powers of two; equal powers in two values cancel in pairs (struck through).
# $title is the document's title, in English.
explain-powers-source = This picture is the one in { $title } (C. Mäsak, 2011)
explain-powers-heap = Heap { $heap }: { $size }
# A sum of games: $part names a part ("Kayles 8"), $value is its Grundy value
explain-powers-part = { $part }: *{ $value }
explain-cancels = (cancels)
explain-powers-all-cancel = Every component cancels with a partner: nothing is left over, so the nim-sum is 0.
explain-powers-left-over = Left over: { $terms } — together the nim-sum { $nim_sum }.

## The rules of each variant, for "How to play": $game in how-to-play-title is the name

explain-misere-name = misère Nim
explain-misere-rules = Counters lie in heaps. Players take turns. On your turn, choose one heap and take one or more counters from it. Whoever has to take the last counter loses.
explain-misere-hint = play as in ordinary Nim (leave a nim-sum of 0) until your move would leave no heap bigger than 1; then leave an odd number of heaps of one counter instead.
explain-circle-name = Circle Nim
explain-circle-rules = Markers sit on the places of a ring. Players take turns. On your turn, take one marker, or two markers that sit next to each other with no empty place between them. Whoever takes the last marker wins.
explain-circle-hint = on a whole ring of three or more markers, let your opponent start; then take the one or two markers straight across the ring so that two equal rows are left, and copy each of their moves in the other row.
explain-blocking-name = Blocking Nim
explain-blocking-rules = Counters lie in heaps, as in Nim. Before every move, including the first, the other player forbids { $blocks ->
        [one] one of the mover's possible moves
       *[other] { $blocks } of the mover's possible moves
    }: a move means a heap and the size it would become. The mover then makes any move that is not forbidden. The roles swap after every move, and the last player to make an allowed move wins: a mover whose every move is forbidden loses.
explain-blocking-hint-theorem = sort the heaps a ≤ b ≤ c and leave your opponent a = b = c or a + b + 1 = c; when you block, forbid the move that would leave such a position.
explain-blocking-hint-search = { $blocks ->
        [one] leave positions from which at most one move leads to a losing position, then forbid exactly that move; the hints panel lists it.
       *[other] leave positions from which at most { $blocks } moves lead to a losing position, then forbid exactly those moves; the hints panel lists them.
    }
explain-pass-name = Nim with a Pass
explain-pass-rules = Counters lie in heaps. Players take turns. On your turn, choose one heap and take one or more counters from it; whoever takes the last counter wins. Once in the whole game, either player may pass instead of taking. Nobody may pass when every heap is empty, and after the pass it is ordinary Nim.
explain-pass-hint = while the pass is unused, passing wins whenever the nim-sum of the heaps is 0; after the pass, leave your opponent a nim-sum of 0 as in Nim.

## Misère Nim's panel: big rows (more than one counter) and single rows (exactly one)

explain-misere-title = Misère: big rows
# $title is the document's title, in English.
explain-misere-source = The rule for Classic Nim in the lecture notes { $title }.
explain-misere-row-counts = { $big ->
        [one] 1 big row
       *[other] { $big } big rows
    } (more than one counter) and { $single ->
        [one] 1 single row
       *[other] { $single } single rows
    } (exactly one counter).
# $name is one of the three regimes below, in bold; $rule its rule.
explain-misere-regime = { $name }: { $rule }
explain-misere-like-nim = Two or more big rows
explain-misere-like-nim-rule = Play exactly as in Nim: the player to move wins if and only if the nim-sum is not 0.
explain-misere-one-big = Exactly one big row
explain-misere-one-big-rule = The player to move wins: shrink the big row to 0 or 1 counter so that an odd number of single rows is left. The nim-sum does not decide here.
explain-misere-no-big = No big rows
explain-misere-no-big-rule = Only single rows are left: the player to move wins if and only if their number is even. The nim-sum does not decide here.
explain-misere-big-row = The big row: heap { $heap } ({ $size ->
        [one] { $size } counter
       *[other] { $size } counters
    }).
explain-misere-singles-even = Single rows: { $singles } — an even number.
explain-misere-singles-odd = Single rows: { $singles } — an odd number.
explain-misere-winning-move = Winning move: { $change }, which leaves { $singles ->
        [one] 1 single row
       *[other] { $singles } single rows
    } — an odd number, so the opponent ends up taking the last counter.
explain-misere-no-move = Every move leaves an even number of single rows: the player to move loses.

## Nim with a Pass's panel and its Pass button

# $title is the paper's title, in English; $statement one of the four theorems below.
explain-pass-theorem = Theorem { $number } of { $title } { $statement } Exact search over { $states } positions agrees.
explain-pass-theorem-two-heaps = (two heaps [m, n], m ≤ n): the player to move loses exactly when m is odd and n = m + 1. Here m = { $m }, n = { $n }.
explain-pass-theorem-one-mn = (heaps [1, m, n], 1 ≤ m ≤ n): the player to move loses exactly when m = n and m is not 2. Here m = { $m }, n = { $n }.
explain-pass-theorem-ones-twos = (only heaps of 1 and 2, m1 + 2·m2 ≥ 7): the player to move loses exactly when the number of 1-heaps m1 is odd and the number of 2-heaps m2 is even. Here m1 = { $m1 }, m2 = { $m2 }.
explain-pass-theorem-ones-twos-threes = (only heaps of 1, 2 and 3, m1 + 2·m2 + 3·m3 ≥ 10): the player to move loses exactly when m1 is odd and m2, m3 are even, or m1 is even and m2, m3 are odd. Here m1 = { $m1 }, m2 = { $m2 }, m3 = { $m3 }.
# $family is written as the paper writes it ("[1, 4k, 4k+1]"), in bold.
explain-pass-listed = The paper { $title } lists this position among the three-heap losing positions with smallest heap { $smallest }: { $family }. The paper gives the lists without proof; exact search over { $states } positions proves it: the player to move loses.
explain-pass-family-k = { $family } with k = { $k }
explain-pass-search = No theorem of { $title } covers these heaps, so the answer comes from exact search over { $states } positions.
explain-pass-wins-now = Passing wins now: the heaps' nim-sum is 0, so after a pass the opponent faces a losing position of ordinary Nim.
explain-pass-loses-now = Passing does not win now: after a pass the opponent would face ordinary Nim with a nim-sum other than 0, which they win.
explain-pass-caption = After a pass: ordinary Nim on these heaps

## Circle Nim's panel: a whole ring, or the rows of Kayles it has broken into

explain-circle-symmetry = The ring is whole with { $markers } markers. Whatever the first player takes, the second player answers by taking the one or two markers straight across the ring, leaving two rows of equal length; from then on they copy every move in the other row. So the player to move loses against perfect play (the symmetry strategy).
explain-circle-opening = Seen as a sum of games: the first move opens the ring into one row of Kayles, of { $one } markers if one is taken (Kayles value { $one_value }) or { $two } if two are (value { $two_value }). Neither value is 0, so the player who answers the first move wins, as the symmetry shows.
explain-circle-broken = The ring is broken, so each run of markers plays like a row of Kayles (take one marker or two neighbours); a row is worth its Kayles value.
explain-circle-rows-label = Rows of the ring
explain-circle-caption = Rows of the ring and their Kayles values
explain-circle-row-column = Row
explain-circle-places-column = Places
explain-circle-markers-column = Markers
explain-circle-kayles-column = Kayles value
explain-circle-row = Row { $row }
explain-circle-empty = No markers are left.
# $values are the rows' values joined by ⊕.
explain-circle-sum = Nim-sum of the rows' Kayles values: { $values } = { $nim_sum }. The player to move wins if and only if it is not 0.

## Blocking Nim's panel

explain-blocking-title = Blocking Nim: { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } per turn
# $title is the paper's title, in English.
explain-blocking-theorem = The theorem of { $title } (three heaps, one block per turn): sort the heaps a ≤ b ≤ c. The mover loses (a P-position) exactly when a = b = c or a + b + 1 = c. Here (a, b, c) = ({ $a }, { $b }, { $c }).
explain-blocking-all-equal-holds = a = b = c: { $a }, { $b }, { $c } — holds
explain-blocking-all-equal-fails = a = b = c: { $a }, { $b }, { $c } — does not hold
explain-blocking-sum-holds = a + b + 1 = c: { $a } + { $b } + 1 = { $sum }, c = { $c } — holds
explain-blocking-sum-fails = a + b + 1 = c: { $a } + { $b } + 1 = { $sum }, c = { $c } — does not hold
explain-blocking-search = The theorem of { $title } covers only three heaps with one block; beyond it is the paper's open question, so the answer comes from exact search over { $states } positions: the mover wins if and only if at least { $needed } of their moves lead to P-positions, more than the blocker can forbid.
explain-blocking-forbidden = Forbidden this turn: { $moves }.
explain-blocking-must-forbid = To win, the blocker must forbid: { $moves }.
explain-blocking-no-move-to-p = No move leads to a P-position, so whatever is forbidden, the mover loses.
explain-blocking-unstoppable = { $moves ->
        [one] 1 move leads
       *[other] { $moves } moves lead
    } to P-positions, but the blocker forbids only { $blocks }: the mover cannot be stopped.
explain-blocking-moves-to-p = Moves that lead to P-positions ({ $count }): { $moves }.

## Wythoff's game: the P-positions (⌊nφ⌋, ⌊nφ²⌋), φ the golden ratio (n, φ and the floors kept as they are)
explain-wythoff-name = Wythoff's game
explain-wythoff-rules = Two heaps of counters. Players take turns. On your turn, take any number of counters from one heap, or the same number from both heaps. Whoever takes the last counter wins.
explain-wythoff-hint = leave one of the pairs (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)…: the n-th pair is (⌊nφ⌋, ⌊nφ²⌋), φ the golden ratio, and its heaps differ by n.
# $title is the paper's title, in English.
explain-wythoff-source = The losing positions found in { $title } (W. A. Wythoff, 1907) are the pairs (⌊nφ⌋, ⌊nφ²⌋) for n = 0, 1, 2, …, where φ = (1 + √5) / 2 ≈ 1.618.
explain-wythoff-why = The heaps of the n-th pair differ by n, and every size is in exactly one pair. So no move leads from a pair to a pair: a move from one heap keeps the other heap, and a move from both keeps the difference. From any other position one move reaches a pair: keep one heap and bring the other down to its partner, or take from both down to the pair with the same difference.
explain-wythoff-is-pair = ({ $low }, { $high }) is pair n = { $n }: every move leaves a position that is not a pair, so the player to move loses.
# $move is a move in words, such as “take 2 from both heaps”.
explain-wythoff-reach = { $move } leaves pair n = { $n }, ({ $low }, { $high }).
explain-wythoff-caption = The P-positions (⌊nφ⌋, ⌊nφ²⌋)
explain-wythoff-here = this position
explain-wythoff-reached = a winning move leaves this pair
explain-wythoff-note-column = Note
# The table's columns: the pair's index and its two heaps, in the notation of the source.
explain-wythoff-column-n = n
explain-wythoff-column-low = ⌊nφ⌋
explain-wythoff-column-high = ⌊nφ²⌋

## Staircase Nim

explain-staircase-name = Staircase Nim
explain-staircase-rules = Coins stand on the steps of a staircase. Players take turns. On your turn, move any number of coins from one step to the step just below it; coins moved from step 1 leave the stairs. Whoever makes the last move wins.
explain-staircase-hint = only the odd steps (1, 3, 5, …) count: play Nim on them, so leave their nim-sum 0. When your opponent moves coins from an even step down, move the same coins on down one more step.
explain-staircase-source = Staircase Nim is Nim on the odd steps, an exercise in { $title } (T. S. Ferguson).
explain-staircase-why = Coins moved from an even step land on an odd step; the other player can move the same coins on down to the next even step (or off the stairs), and the odd steps are as they were. Coins moved from an odd step leave it, as a take from a Nim heap does. So the odd steps are a game of Nim, and the even steps do not change who wins.
explain-staircase-caption = The odd steps' coins in binary
explain-staircase-step = Step { $step }
explain-staircase-step-column = Step
explain-staircase-coins-column = Coins
explain-staircase-balanced = The odd steps' nim-sum is 0: every move leaves it unbalanced, so the player to move loses.
# $move is the move in words; $step the odd step it changes; $to that step's coins after it.
explain-staircase-move = { $move }: step { $step } then has { $to }, and the odd steps' nim-sum is 0.
## Fibonacci Nim: the heap as a sum of non-consecutive Fibonacci numbers (Zeckendorf's theorem)
explain-fibonacci-name = Fibonacci Nim
explain-fibonacci-rules = One heap of counters. Players take turns. The first player takes any number of counters, but not the whole heap. After that, each move takes at least one counter and at most twice as many as the move before. Whoever takes the last counter wins.
explain-fibonacci-hint = write the heap as a sum of Fibonacci numbers (1, 2, 3, 5, 8, 13, 21…), no two next to each other in that list, and take the smallest of them when you may. If the heap is itself a Fibonacci number, the first player loses.
# $title is the paper's title, in English.
explain-fibonacci-source = { $title } (M. J. Whinihan, 1963): the first player wins exactly when the heap is not a Fibonacci number. Every whole number is exactly one sum of Fibonacci numbers, no two consecutive (Zeckendorf's theorem), and the player to move loses exactly when the smallest part of that sum is more than they may take.
explain-fibonacci-why = Taking the smallest part leaves a heap whose smallest part is at least two Fibonacci numbers higher, so more than twice the take: the opponent may not take it, and whatever they take, the smallest part of what is left is within reach again.
explain-fibonacci-caption = The heap as a sum of non-consecutive Fibonacci numbers
explain-fibonacci-row-now = Now
explain-fibonacci-row-after = After taking { $taken }
# Read by screen readers in a table cell whose mark shows the Fibonacci number is in the sum.
explain-fibonacci-part-used = in the sum
explain-fibonacci-smallest = , the smallest part
explain-fibonacci-limit-first = First move: take at most { $limit } (anything but the whole heap).
explain-fibonacci-limit = The last move took { $last }: take at most { $limit } now.
explain-fibonacci-losing = The smallest part, { $smallest }, is more than { $limit }: the player to move loses. Whatever they take, the opponent can take the smallest part of what is left.
explain-fibonacci-winning = The smallest part, { $smallest }, is at most { $limit }: the player to move wins by taking it.
# $move is a move in words; $sum is the heap left as a sum, such as “18 = 13 + 5”.
explain-fibonacci-take = { $move } leaves { $sum }: its smallest part, { $smallest }, is more than { $double }, the most the opponent may take.
explain-fibonacci-take-all = { $move } takes the last counter.
explain-fibonacci-no-winning-move = No move wins: every take leaves a smallest part the opponent may take.

## Wythoff's game as a queen on a board

explain-queen-caption = The same position as a queen at column { $x }, row { $y }: she moves left, down, or diagonally down and left, any distance. Whoever puts her in the corner (0, 0) wins.
explain-queen-label = Queen's board, the queen at column { $x }, row { $y }
explain-queen-here = The queen, at column { $x }, row { $y }
explain-queen-square = Move the queen to column { $x }, row { $y }{ $p ->
        [yes] , a P-position
       *[other] {""}
    }{ $wins ->
        [yes] , winning move
       *[other] {""}
    }
explain-queen-pairs = Squares marked P are the losing positions (⌊nφ⌋, ⌊nφ²⌋) and their mirror images: { $count } pairs up to this board.

## Moore's Nim
explain-moore-name = Moore's Nim
explain-moore-rules = Heaps of counters. Players take turns. On your turn, take any number of counters from each of at least one and at most { $k } heaps (k = { $k } in this game). Whoever takes the last counter wins. With k = 1 this is Nim.
explain-moore-hint = write the heaps in binary and count the ones in each column: leave every column with a multiple of { $modulus } ones (k + 1).
explain-moore-source = { $title } (E. H. Moore, 1910): the player to move loses exactly when, with the heaps written in binary, every column holds a multiple of k + 1 ones. With k = 1 this is Bouton's rule for Nim: an even number in every column.
explain-moore-caption = The heaps in binary; each column's ones counted modulo k + 1 = { $modulus }
explain-moore-heap = Heap
explain-moore-heap-name = heap { $heap }
explain-moore-ones = Ones
explain-moore-modulo = Modulo { $modulus }
explain-moore-after = After
explain-moore-losing = Every column holds a multiple of { $modulus } ones. A move changes at most { $k } heaps, so in the highest column it changes, 1 to { $k } ones go and the count is no longer a multiple of { $modulus }. The player to move loses: the opponent can always make every column a multiple again.
explain-moore-winning = A column does not hold a multiple of { $modulus } ones: the player to move wins. Moore's construction finds a winning move one column at a time, from the highest:
explain-moore-step-lower = Column { $column }: { $ones } ones in the heaps not changed yet, { $extra } more than a multiple of { $modulus }, and too few changed heaps to add up to the next one: { $heaps } { $count ->
    [one] loses its 1 here, so it ends smaller
   *[other] lose their 1 here, so they end smaller
  } whatever the columns below hold.
explain-moore-step-raise = Column { $column }: { $ones } ones in the heaps not changed yet; { $heaps } { $count ->
    [one] takes a 1 here
   *[other] take a 1 here
  } (a changed heap may), making { $total }, a multiple of { $modulus }.
explain-moore-step-keep = Column { $column }: { $ones } ones in the heaps not changed yet, a multiple of { $modulus }{ $changed ->
    [yes] ; the changed heaps take a 0 here.
   *[no] .
  }
explain-moore-move = The move: { $move }. It takes from { $count } { $count ->
    [one] heap
   *[other] heaps
  }, no more than k = { $k }.
