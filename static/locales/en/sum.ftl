### Sums of games: parts of Nim, octal games (Kayles, subtraction games) and Grundy's game, each
### worth a Nim heap of its Grundy value (the Sprague–Grundy theorem).

## The games a part can be

# $code is an octal code such as 0.77.
sum-game-nim = Nim
sum-game-kayles = Kayles
sum-game-dawson = Dawson's Kayles
sum-game-guiles = Guiles
sum-game-dawson-chess = Dawson's Chess
sum-game-grundy = Grundy's game
sum-game-lasker = Lasker's Nim
sum-game-octal = Octal game { $code }
# $set lists the numbers a move may take, such as 1, 2, 3.
sum-game-subtraction = Subtraction game S = {"{"}{ $set }{"}"}
# The code beside a game's name, when it has one: "Kayles (0.77)".
sum-game-with-code = { $game } ({ $code })
# The choice in the editor's menu that lets one type a code.
sum-game-custom = Other octal code…

## The parts on the board

sum-parts-label = Parts of the sum
sum-part-name = Part { $part }
# For a screen reader: the part, its game and its size; $kind is pins for an octal game (a row), tokens otherwise.
sum-part-label = part { $part }: { $game }, { $kind ->
        [pins] { $size ->
            [one] { $size } pin
           *[other] { $size } pins
        }
       *[other] { $size ->
            [one] { $size } token
           *[other] { $size } tokens
        }
    }
# A part's Grundy value, as a Nim heap: *5, and 101 in binary.
sum-part-value = value *{ $value } (binary { $binary })
sum-part-moves = Moves in part { $part }
sum-part-no-moves = No move is left in this part.
# A move's button: what the part becomes. $into is one size, or two joined by sum-move-and.
sum-move-to = → { $into }
sum-move-nothing = → nothing
sum-move-and = { $first } + { $second }
# Read after a move's button text by a screen reader when hints mark it.
sum-move-wins = winning move
sum-total = Nim-sum of the values: *{ $value }
sum-your-move = You to move: pick what one part becomes.

## A part played on a row of pins: press a pin, then its neighbours, then Knock

# Under the parts when one is a row: how to knock pins.
sum-pins-hint = To knock pins, press one, then a neighbour to make the run longer, then Knock.
# The row's pins as a group, for a screen reader.
sum-pins-label = Row of { $count ->
        [one] { $count } pin
       *[other] { $count } pins
    } in part { $part }
# A run of $count pins, from pin $from to pin $to.
sum-pins-run = { $count ->
        [one] pin { $from }
       *[other] pins { $from }–{ $to }
    }
# What knocking the whole row leaves.
sum-knock-nothing = nothing
# A pin's name for a screen reader. $action says what pressing it does: select (start a run with
# it alone), add (add it to the selected run beside it), drop (take it off the run's end),
# unselect (it is the run, alone). $run is the run it then selects (sum-pins-run) and $into what
# knocking that run leaves (nothing, one row, or two rows such as 2 + 5); $wins is yes when the
# pin is in a winning run.
sum-pin-label = part { $part }, pin { $pin } of { $pins }: { $action ->
        [add] add it to the run; knocking { $run } leaves { $into }
        [drop] take it off the run; knocking { $run } leaves { $into }
        [unselect] selected; press again to unselect it
       *[select] select it; knocking it alone leaves { $into }
    }{ $wins ->
        [yes] , part of a winning move
       *[other] {""}
    }
# The button that knocks the selected run, and what it leaves: "Knock pins 3–4 → 2 + 4".
sum-knock = Knock { $run } → { $into }
sum-knock-group = Knock pins in part { $part }
# The disclosure that opens a row's moves as a list of buttons.
sum-moves-list = { $count ->
        [one] The move as a button
       *[other] All { $count } moves as buttons
    }
# A run the part's game does not allow. $game names it with its code; $count is the pins in the
# run; $leaves is what knocking it would leave: nothing (it is the whole row), one (a row: the
# run is at an end) or two (rows on both sides); $digit is the code's digit for $count.
sum-not-in-code = Part { $part } is { $game }: a move cannot knock { $count ->
        [one] { $count } pin
       *[other] { $count } pins
    } leaving { $leaves ->
        [nothing] nothing
        [one] one row
       *[two] two rows
    } (digit { $count } of its code is { $digit }).

## The editor

sum-editor-label = Parts
sum-editor-game = Game of part { $part }
sum-editor-code = Code of part { $part }
sum-editor-size = Size of part { $part }
sum-editor-remove = Remove part { $part }
sum-editor-add = Add a part
sum-editor-both = { $code } is the subtraction game S = {"{"}{ $set }{"}"}.

## The panel

sum-name = Sum of games
sum-rules = The position is made of parts, each a heap of its own game. A move is made in one part, by that part's rules: Nim takes any number of tokens; Kayles knocks down one pin or two neighbouring pins, which may split a row in two; an octal game 0.d₁d₂… lets a move remove i tokens leaving no heap if dᵢ has 1, one heap if it has 2, two heaps if it has 4 (a code 4.d₁d₂… also lets a move split a heap in two without removing any); Grundy's game splits one heap into two heaps of different sizes; Lasker's Nim takes any number of tokens from a heap, or splits it into two heaps without taking any. Whoever makes the last move wins.
sum-hint = Each part is worth a Nim heap of its Grundy value: the smallest value none of its moves reaches (mex). Play as in Nim on those values: leave a nim-sum of 0.
sum-caption = The parts' Grundy values in binary, and their nim-sum
sum-value-column = Value
sum-part-row = { $game } { $size }
sum-theorem = By the Sprague–Grundy theorem each part plays like a Nim heap of its value, so the sum is won exactly like Nim: it is a P-position when the values' nim-sum is 0.
# Under the table when a part is Lasker's Nim. $title is the document's title, in English.
sum-lasker-pattern = Lasker's Nim, as { $title } proves by induction with the mex: a heap of 4k + 1 or 4k + 2 tokens is worth its size, a heap of 4k + 3 is worth 4k + 4, and a heap of 4k + 4 is worth 4k + 3.
# One Lasker's Nim part's size in the pattern: $equation is like 7 = 4 × 1 + 3; $value is its Grundy value.
sum-lasker-part = Part { $part }: { $equation }, so its value is { $value }.
# $part, $game and $value: the part to play in, and the value it must move to.
sum-change = Move in part { $part } ({ $game }) to a position of value { $value }.
sum-winning-moves = Winning moves
sum-no-winning-move = No move wins: every move leaves a nonzero nim-sum.
sum-limits = Up to { $parts } parts, each at most { $size }.
sum-editor-set = Subtraction set of part { $part }
# $problem says what is wrong with the code typed, $code.
sum-editor-bad-code = The code { $code } cannot be used: { $problem ->
        [digit] an octal code's digits are 0 to 7.
        [point] an octal code starts with “0.”, like 0.77, or with “4.” when a heap may also be split in two without removing any.
        [long] a code has at most { $limit } digits after the point ({ $longest } for a subtraction game’s code, of digits 0 and 3).
       *[empty] give a code such as 0.77.
    }
# $problem says what is wrong with the set typed, $set; $take is the number at fault.
sum-editor-bad-set = The set { $set } cannot be used: { $problem ->
        [has-zero] a move takes at least one token, so it cannot hold 0.
        [twice] { $take } is in it twice.
        [high] { $take } is above { $limit }, the most a move may take.
       *[number] write whole numbers separated by commas, like 1, 3, 4.
    }
