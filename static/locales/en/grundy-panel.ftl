## The Grundy sequence view: g(n), the Grundy value of one heap of n counters, for every n up to a limit
# $code: an octal code such as 0.77, and $set a subtraction set such as {1, 2, 3} (neither is translated);
# $game: a game's name. g(n), n, p, q and t are the notation of Winning Ways (kept as they are).

grundy-title = Grundy sequences
grundy-close = Close
grundy-intro = The Grundy value g(n) of a heap of n counters, for every n up to a limit: a sum of heaps is won by the player who moves to a position whose values have nim-sum 0.
grundy-rule-label = Game
grundy-choice-code = Another octal code…
grundy-choice-set = A subtraction set…
grundy-code-label = Octal code (0. and up to { $limit } digits 0 to 7)
grundy-set-label = Subtraction set (the numbers of counters a move may take, separated by commas)
grundy-max-label = Largest heap n (0 to { $limit })
grundy-compute = Compute

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
grundy-failed-reply = The page and its background worker could not understand each other (they may be from two releases of the app). Reload the page to compute sequences again.
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
