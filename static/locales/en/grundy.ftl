## The Grundy sequence view: g(n), the Grundy value of one heap of n counters, for every n up to a limit
# $code: an octal code such as 0.77, and $set a subtraction set such as {1, 2, 3} (neither is translated);
# $game: a game's name. g(n), n, p, q and t are the notation of Winning Ways (kept as they are).

toolbar-grundy = Grundy sequences
grundy-loading = Loading the Grundy sequences view…
grundy-not-loaded = The page could not load the Grundy sequences view. Check the connection, then press Retry.
grundy-game-kayles = Kayles
grundy-game-dawson = Dawson's Kayles
grundy-game-guiles = Guiles
grundy-game-dawson-chess = Dawson's Chess
grundy-game-grundy = Grundy's game
# A named game in the menu, with its octal code
grundy-option = { $game } ({ $code })

## What the rule is

grundy-rule-named = { $game } is the octal game { $code }.
grundy-rule-octal = In the octal game { $code }, digit i after the point says what taking i counters from a heap may leave: 1 nothing, 2 one heap, 4 two heaps (a digit adds these up).
grundy-rule-subtraction = The octal game { $code } is the subtraction game S = { $set }: a move takes s counters from one heap, for any s in S.
grundy-rule-grundy = Grundy's game: a move splits one heap into two heaps of different sizes.

## Values that cannot be used
# $part: the link's part as written, e.g. rule=0.78; $value: what was typed; $problem: one of the grundy-problem- messages

grundy-link-part = The link's { $part } is not usable for the Grundy view: { $problem }
grundy-typed-rule = The code { $value } cannot be used: { $problem }
grundy-typed-set = The subtraction set { $value } cannot be used: { $problem }
grundy-typed-max = The largest heap { $value } cannot be used: { $problem }
grundy-problem-empty = give a name such as kayles or grundy, or a code such as 0.77.
grundy-problem-no-point = an octal code starts with “0.”, like 0.77, or with “4.” when a heap may also be split in two without removing any.
grundy-problem-unknown-name = use kayles, dawson, guiles, dawson-chess, grundy or a code such as 0.77.
grundy-problem-no-digits = the code has no digits after the point.
grundy-problem-too-many-digits = the code has { $count } digits after the point, and at most { $limit } are allowed ({ $longest } for a subtraction game’s code, of digits 0 and 3).
grundy-problem-not-octal = digit { $position } after the point is { $digit }, and an octal digit is 0 to 7.
grundy-problem-set-empty = give the numbers a move may take, such as 1, 2, 3.
grundy-problem-set-zero = a subtraction set cannot hold 0: a move takes at least one counter.
grundy-problem-set-duplicate = { $take } is in the set twice.
grundy-problem-set-take = { $take } is too large: a subtraction set holds numbers from 1 to { $limit }.
grundy-problem-set-not-number = { $entry } is not a whole number: write the numbers separated by commas, such as 1, 2, 3.
grundy-problem-max-not-whole = the largest heap is a whole number from 0 to { $limit }.
grundy-problem-max-too-large = the sequence goes up to heap { $limit } at most, not { $max }.
