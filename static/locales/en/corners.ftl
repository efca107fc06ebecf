# Turning Corners' words that only its chunks draw first: the grid, its panel and editor, and the moves and refusals made on that grid (its chunk, and so these words, come first).

corner-cell-name = coin { $cell }, { $heads ->
    [yes] heads
   *[no] tails
}
corner-choose = Choose a head as the far corner of a rectangle (below and to the right), then its opposite corner.
corner-choose-other = Corner { $cell } chosen: now choose the opposite corner, above and to the left of it.
corner-chosen = Corners { $heads } and { $other } chosen.
corner-legal = That is a move: press Turn to turn the four corners.
corner-grid-label = A grid of { $side } by { $side } coins, x across from 0, y down from 0
corner-grid-value = The grid's value: { $value }, the nim-sum of its heads' values.
corner-rules = A grid of coins, each heads or tails, x counted across and y down from 0. On your turn, choose a rectangle and turn over its four corners; the corner farthest from 0:0 must go from heads to tails. Whoever makes the last move wins.
corner-hint = a head at x:y is worth the nim product x ⊗ y; the grid is worth the nim-sum of its heads' values. Leave a grid worth 0: turn four corners whose products add up (in binary, without carrying) to the grid's value.
corner-head-row = { $x } ⊗ { $y }
corner-source = { $title }, chapter 5: Turning Corners is coin turning in two dimensions, the product of Twins with Twins (each coordinate turns exactly two coins), so by the Tartan theorem a head at x:y is worth the nim product of x and y, and a grid the nim-sum of its heads.
corner-formula = A head at x:y is worth x ⊗ y, the nim product: the smallest number that no x′ ⊗ y ⊕ x ⊗ y′ ⊕ x′ ⊗ y′ equals, for x′ < x and y′ < y (the values of the moves from a single head).
corner-caption = Each head's value x ⊗ y in binary, and their nim-sum
corner-balanced = The heads' values add up to 0: the player to move loses, since every move changes the sum.
corner-move = { $move }: { $sum }, the grid's value.
corner-table-title = Nim multiplication from 0 to 15
corner-table-caption = x ⊗ y, x down the side and y across the top; the products of the grid's heads are in bold.
corner-rule-smaller = A Fermat 2-power is 2, 4, 16, 256, … (2 to the power 2ⁿ). A Fermat 2-power F times a smaller number is the ordinary product: 4 ⊗ 3 = 12, 16 ⊗ 5 = 80.
corner-rule-square = A Fermat 2-power times itself is one and a half times it: 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24.
corner-rule-spread = ⊗ spreads over ⊕ as × spreads over +, so every entry comes from those two: 3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15.
corner-edit-heads = Heads (cells x:y from 0 to { $last }, separated by commas)
corner-edit-malformed = { $text } is not a cell: write x:y, like 3:5.
corner-edit-off-grid = { $cell } is off the grid: x and y run from 0 to { $last }.
corner-edit-repeated = { $cell } is listed twice.
board-limits-corners = A grid of { $side } by { $side } coins; any of them may show heads.
moves-corner = turn the corners of { $heads } and { $other }
players-corner-off-grid = { $cell } is off the grid: x and y run from 0 to 15.
players-corner-not-below = The opposite corner { $other } must be above and to the left of { $heads }: both its numbers smaller.
players-corner-not-heads = The far corner { $cell } shows tails: it must turn from heads to tails.
worksheet-corners = Turning Corners: heads at { $heads } (x:y, x across and y down from 0:0).
