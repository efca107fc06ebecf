## The Grundy sequence view: g(n), the Grundy value of one heap of n counters, for every n up to a limit
# $code: an octal code such as 0.77, and $set a subtraction set such as {1, 2, 3} (neither is translated);
# $game: a game's name. g(n), n, p, q and t are the notation of Winning Ways (kept as they are).

toolbar-grundy = Grundy sequences
grundy-loading = Loading the Grundy sequences view…
grundy-not-loaded = The page could not load the Grundy sequences view. Check the connection, then open Grundy sequences again.
grundy-title = Grundy sequences
grundy-close = Close
grundy-intro = The Grundy value g(n) of a heap of n counters, for every n up to a limit: a sum of heaps is won by the player who moves to a position whose values have nim-sum 0.
grundy-rule-label = Game
grundy-game-kayles = Kayles
grundy-game-dawson = Dawson's Kayles
grundy-game-guiles = Guiles
grundy-game-dawson-chess = Dawson's Chess
grundy-game-grundy = Grundy's game
# A named game in the menu, with its octal code
grundy-option = { $game } ({ $code })
grundy-choice-code = Another octal code…
grundy-choice-set = A subtraction set…
grundy-code-label = Octal code (0. and up to { $limit } digits 0 to 7)
grundy-set-label = Subtraction set (the numbers of counters a move may take, separated by commas)
grundy-max-label = Largest heap n (0 to { $limit })
grundy-compute = Compute

## What the rule is

grundy-rule-named = { $game } is the octal game { $code }.
grundy-rule-octal = In the octal game { $code }, digit i after the point says what taking i counters from a heap may leave: 1 nothing, 2 one heap, 4 two heaps (a digit adds these up).
grundy-rule-subtraction = The octal game { $code } is the subtraction game S = { $set }: a move takes s counters from one heap, for any s in S.
grundy-rule-grundy = Grundy's game: a move splits one heap into two heaps of different sizes.

## Computing

grundy-progress-label = Values computed so far
grundy-progress = Computing g(0) to g({ $max })… { $percent }%
grundy-computing = Computing g(0) to g({ $max })…
grundy-cancel = Cancel
grundy-cancelled = Cancelled. Press Compute to start again.
grundy-unavailable = The page could not run its background worker, so it cannot compute sequences here.
grundy-failed-rule = The background worker could not read the rule { $rule }.
grundy-failed-max = The background worker computes up to heap { $limit }, not { $max }.
grundy-failed-value = The Grundy value of heap { $heap } is 65,536 or more, beyond what this view stores: choose a smaller largest heap.
# $found: grundy-computed-period or grundy-computed-no-period
grundy-computed = Computed g(0) to g({ $max }): { $found }
grundy-computed-period = period { $period }, preperiod { $preperiod }, proven.
grundy-computed-no-period = no period proven.

## The period

# $bound: 2q + p + t; $digits: t, the code's number of digits; $max: the largest heap computed
grundy-period-proven = Period p = { $period } and preperiod q = { $preperiod }: g(n + { $period }) = g(n) for every n ≥ { $preperiod }. Proven by the Guy–Smith periodicity theorem: the pattern holds for every n with { $preperiod } ≤ n < 2q + p + t = { $bound } (t = { $digits } digits), so it holds for every n.
grundy-last-exception = The last exception is g({ $last }) ≠ g({ $last } + { $period }).
grundy-exceptions-outlined = The exceptions are outlined in the strip.
grundy-period-none = No period found up to { $max }. The Guy–Smith theorem proves a period p with preperiod q once the values reach 2q + 2p + t: try a larger heap.
grundy-period-grundy = Grundy's game has no proven period: the Guy–Smith theorem is about octal games, and Grundy's game is not one (its splits take no counters and must be unequal). No period is known, though it has been computed to very large heaps.

## The strip and the plot

grundy-strip-title = The first values
# $periodic: yes when the rows are a multiple of the period long
grundy-strip-caption = g(n) for n from 0 to { $last }, { $width } to a row{ $periodic ->
        [yes] : a multiple of the period, so each column repeats after the preperiod.
       *[no] .
    }
grundy-strip-corner = n
grundy-strip-more = The strip shows the first { $shown } of { $count } values; the plot and the CSV hold them all.
grundy-legend-exception = Exception: g(n) ≠ g(n + p) before the preperiod
grundy-plot-title = g(n) against n
# $per: heaps per column of the plot (1: each heap its own); $proven: yes when a period is proven
grundy-plot-label = Plot of g(n) for n from 0 to { $max }, values from 0 to { $largest }.{ $proven ->
        [yes] { " " }The vertical line marks the preperiod, { $preperiod }: periodic from there.
       *[no] {""}
    }{ $per ->
        [1] {""}
       *[other] { " " }Each column joins { $per } heaps, drawn from their lowest to their highest value.
    }
grundy-axis-n-first = n = 0
grundy-axis-n-last = n = { $max } →
grundy-axis-g-top = g = { $largest }
grundy-axis-g-bottom = g = 0
grundy-legend-preperiod = Preperiod: periodic from this line on
grundy-csv = Export CSV

## Values that cannot be used
# $part: the link's part as written, e.g. rule=0.78; $value: what was typed; $problem: one of the grundy-problem- messages

grundy-link-part = The link's { $part } is not usable for the Grundy view: { $problem }
grundy-typed-rule = The code { $value } cannot be used: { $problem }
grundy-typed-set = The subtraction set { $value } cannot be used: { $problem }
grundy-typed-max = The largest heap { $value } cannot be used: { $problem }
grundy-problem-empty = give a name such as kayles or grundy, or a code such as 0.77.
grundy-problem-no-point = an octal code starts with “0.”, like 0.77.
grundy-problem-unknown-name = use kayles, dawson, guiles, dawson-chess, grundy or a code such as 0.77.
grundy-problem-no-digits = the code has no digits after “0.”.
grundy-problem-too-many-digits = the code has { $count } digits after the point, and at most { $limit } are allowed.
grundy-problem-not-octal = digit { $position } after the point is { $digit }, and an octal digit is 0 to 7.
grundy-problem-set-empty = give the numbers a move may take, such as 1, 2, 3.
grundy-problem-set-zero = a subtraction set cannot hold 0: a move takes at least one counter.
grundy-problem-set-duplicate = { $take } is in the set twice.
grundy-problem-set-take = { $take } is too large: a move here takes at most { $limit } counters, the longest octal code.
grundy-problem-set-not-number = { $entry } is not a whole number: write the numbers separated by commas, such as 1, 2, 3.
grundy-problem-max-not-whole = the largest heap is a whole number from 0 to { $limit }.
grundy-problem-max-too-large = the sequence goes up to heap { $limit } at most, not { $max }.
