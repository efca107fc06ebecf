## The quiz: its dialog, each question, the verdict on an answer, and the score

quiz-title = Quiz
quiz-leave = Leave quiz
quiz-next = Next question
quiz-see-score = See the score
quiz-retry = Try the missed ones again
quiz-back = Back to the game
# $seed: the next quiz's number, as its link writes it
quiz-another = Next quiz (number { $seed })
quiz-missed-title = Questions missed
quiz-all-right = Every answer right.
quiz-keys = Keys: P or N.
quiz-answers-label = Your answer
# $seed: the quiz number, as its link writes it; $game: the game's name
quiz-heading = Quiz { $seed } · { $game } · level { $level }
quiz-progress = Question { $number } of { $total }
quiz-progress-retry = Missed question { $number } of { $total } (try { $round })
quiz-prompt-outcome = P or N? Does the player to move (N) or the other player (P) win with perfect play?
quiz-prompt-outcome-blocking = P or N? Does the mover (N) or the blocker (P) win with perfect play?
quiz-prompt-move = Make a winning move on the board.
quiz-prompt-move-pass = Make a winning move on the board (a pass counts).
quiz-prompt-move-blocking = The blocker has forbidden the moves marked ✕. Make a winning move on the board.
quiz-prompt-value = { $what ->
    [picture] What is this picture's value? Type its Grundy value, a whole number.
    [row] What is this row's value? Type its Grundy value, a whole number.
    [grid] What is this grid's value? Type its Grundy value, a whole number.
   *[sum] What is this sum's value? Type its Grundy value, a whole number.
}
quiz-value-field = { $what ->
    [picture] Value of the picture
    [row] Value of the row
    [grid] Value of the grid
   *[sum] Value of the sum
}
quiz-value-submit = Answer
quiz-value-empty = Type the value first: a whole number such as 0, 3 or 12.
quiz-value-not-a-number = Type the value in digits only, a whole number such as 6.
quiz-value-negative = A value is never negative: type a whole number from 0 up.
# $max: the largest number the field takes
quiz-value-too-large = That is too large: type a whole number from 0 to { $max }.
# $given: the value answered; $key: the sum's value and why, in sentences
quiz-value-wrong = Not { $given }. { $key }
quiz-means-to-move-wins = the player to move wins
quiz-means-other-wins = the other player wins
quiz-means-mover-wins = the mover wins
quiz-means-blocker-wins = the blocker wins
quiz-right = ✓ Right.
quiz-wrong = ✗ Not quite.
# $answer, $given: the letters P or N; $key: who wins and how, in a sentence
quiz-outcome-wrong = It is { $answer }, not { $given }. { $key }
quiz-outcome-is = It is { $answer }. { $key }
quiz-move-right = It leaves a P-position: the opponent loses with perfect play.
# $solution: the winning moves, in a sentence
quiz-move-wrong = It leaves an N-position, where the opponent wins. { $solution }
# $moves: the winning moves, as a list
quiz-winning-moves =
    { $count ->
        [one] The winning move: { $moves }.
       *[other] Winning moves: { $moves }.
    }
quiz-you-said = You said { $answer }.
quiz-you-played = You played: { $played }.
# $position: the position in a sentence; $moves: the moves the blocker forbids, as a list
quiz-forbidden = { $position } Forbidden this turn: { $moves }.
quiz-missed-heading = Question { $number }: { $position }
quiz-score = { $right } of { $total } right
quiz-asked = Question { $number } of { $total }. { $position } { $prompt }
quiz-over = Quiz over: { $right } of { $total } right.
quiz-to-retry =
    { $count ->
        [one] { $count } question to try again.
       *[other] { $count } questions to try again.
    }
quiz-left = Quiz closed: back to the game.
# $value: what the link holds, quoted
quiz-bad-link-seed = The link's quiz={ $value } should be a quiz number (a whole number from 0 up); no quiz is started.
quiz-bad-link-level = The link's quiz level={ $value } should be 1, 2 or 3; the quiz is level 1.
