## The worksheet and quiz dialog's form and the printed sheet: the worksheet's chunk

worksheet-dialog-intro = Print a sheet of positions to work out on paper, with an answer key on a separate page. The same sheet number always gives the same questions.
worksheet-game-field = Game
worksheet-count-field = Number of questions
worksheet-level-field = Difficulty
worksheet-seed-field = Sheet number
worksheet-link-field = Link that opens this sheet, ready to print
worksheet-print = Print
worksheet-close = Close worksheet
worksheet-level-1 = 1 — few, small heaps; whole rings
worksheet-level-2 = 2 — more and larger heaps; rings with gaps
worksheet-level-3 = 3 — many large heaps; broken rings; no theorem
worksheet-bad-count = Choose from 1 to { $max } questions.
worksheet-bad-seed = The sheet number is a whole number from 0 up.
# $game: the game's name
worksheet-title = { $game } worksheet
# $seed: the sheet's number, as its link writes it
worksheet-details =
    { $count ->
        [one] Level { $level } · { $count } question · sheet { $seed }
       *[other] Level { $level } · { $count } questions · sheet { $seed }
    }
worksheet-instructions-nim = For each position, write the heaps in binary in the table and the nim-sum in its last row. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-misere = The player who takes the last counter loses. For each position, write the heaps in binary and the nim-sum; count the heaps with more than one counter. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-circle = Take one marker, or two markers next to each other; whoever takes the last marker wins. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-blocking = Before each move the blocker forbids moves, then the mover takes counters. Who wins from each position: the mover or the blocker? Give the moves that lead to P-positions.
worksheet-instructions-pass = Nim in which either player may pass once in the whole game, never as the last move. For each position, write the heaps in binary and the nim-sum: after the pass the game is Nim, so passing wins when the nim-sum is 0. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move (a pass counts).
worksheet-instructions-sum = Each position is a sum of games: give each part's Grundy value (the mex of its options' values), write the values in binary and their nim-sum, which is the sum's value. Is it P or N: does the player to move (first player) or the other (second player) win? If the first player wins, give a winning move.
worksheet-question = Question { $number }
worksheet-heap = Heap { $heap }
worksheet-heap-counters =
    { $count ->
        [one] Heap { $heap }: { $count } counter
       *[other] Heap { $heap }: { $count } counters
    }
worksheet-place-marker = place { $place }: marker
worksheet-place-empty = place { $place }: empty
worksheet-nim-sum-row = Nim-sum
worksheet-heap-column = Heap
worksheet-answer-blank = Answer:
worksheet-value-blank = Value of the sum:
worksheet-part-column = Part
worksheet-value-column = Value
worksheet-key-title = Answer key
worksheet-key-heading = Answer key — { $game } worksheet

## The quiz's dialog

quiz-dialog-intro = Ten questions on positions of one game: say whether each is P or N, make a winning move on the board, or, in a sum of games, give its value. The same quiz number gives everyone the same questions, so a class can share one link.
quiz-seed-field = Quiz number
quiz-link-field = Link for the class (everyone gets the same questions)
quiz-copy-link = Copy link
quiz-copied = Copied to the clipboard.
quiz-not-copied = Copying was not allowed here: select the link and copy it with Ctrl+C (⌘C).
quiz-bad-seed = The quiz number is a whole number from 0 up.
quiz-start = Start quiz

## The Quiz dialog's package for a school's LMS, and the package's launch page

quiz-lms-legend = For your LMS
quiz-lms-intro = A SCORM 1.2 package for Moodle, Canvas, Blackboard and other LMSs: it shows this quiz and sends each student's score to your gradebook.
quiz-pass-mark-field = Pass mark (%)
quiz-bad-pass-mark = The pass mark is a whole number from 0 to 100.
quiz-lms-download = Download for your LMS (SCORM 1.2)
quiz-lms-making = Making the package…
quiz-lms-made = Downloaded { $file }.
quiz-lms-failed = The package could not be made: check the connection and try again.
scorm-frame-title = { $game } quiz
scorm-looking = Looking for your LMS…
scorm-no-script = This quiz needs JavaScript.
scorm-connected = Connected to your LMS: your score is sent when you finish the quiz.
scorm-no-lms = No LMS was found, so your score will not be recorded. The quiz still works.
scorm-sent = Your score was sent to your LMS.
scorm-sent-passed = Your score, { $score } of { $total } ({ $percent }%), was sent to your LMS: passed.
scorm-sent-failed = Your score, { $score } of { $total } ({ $percent }%), was sent to your LMS: not passed (the pass mark is { $pass }%).
scorm-refused = Your LMS did not accept the score. Tell your teacher.

worksheet-instructions-wythoff = Take any number of counters from one heap, or the same number from both; whoever takes the last counter wins. Compare each position with the losing pairs (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)… Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-staircase = Move any number of coins from one step to the step below (from step 1, off the stairs); whoever makes the last move wins. Only the odd steps count: find the nim-sum of their coins. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-step-row = Step { $step }: { $coins }

worksheet-instructions-fibonacci = One heap: the first move takes any number but not the whole heap; each later move takes at least 1 and at most twice the move before; whoever takes the last counter wins. Write the heap as a sum of Fibonacci numbers (1, 2, 3, 5, 8, 13, 21…), no two next to each other in that list. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-moore = Take any number of counters from each of at least one and at most k heaps (k is given with each position); whoever takes the last counter wins. Write the heaps in binary and count the ones in each column modulo k + 1. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-coins = A row of coins, H for heads and T for tails, coin 1 on the left. A move turns over coins as the rule allows (Turning Turtles: one or two; Mock Turtles: up to three; Ruler: any run of neighbours; Twins: exactly two), the rightmost from heads to tails; whoever makes the last move wins. Give each head its value and add the values in binary without carrying. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
worksheet-instructions-corners = A grid of coins, x counted across and y down from 0; the heads are listed as x:y. A move turns the four corners of a rectangle, the corner farthest from 0:0 from heads to tails; whoever makes the last move wins. Give each head its value, the nim product x ⊗ y (the table of nim multiplication helps), and add the values in binary without carrying. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning move.
