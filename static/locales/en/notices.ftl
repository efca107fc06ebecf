## Notices and announcements

notice-dismiss = Dismiss the notice
notice-wait-for-computer = Wait for the computer's move.
notice-computer-cannot-analyse = The computer cannot analyse this position: it is over the size limit.
# Between two whole sentences of one notice (a space in English; nothing in Chinese).
notice-sentence-separator = {" "}
# The live region, after a move: who moved, and the move.
notice-moved = { $player }: { $played }.
notice-taken-back = Move taken back.
notice-played-again = Move played again.
notice-new-game = New game.
notice-new-position = New position set up.
notice-random-position = Random position set up.

## What was wrong with a link ($value is the link's own text, quoted; the words after "use" are the link's keywords and stay as they are)

notice-link-default-position = Showing the default position instead.
notice-link-unknown-game = The link names an unknown game { $value }: use nim, misere, circle, blocking or pass.
notice-link-unknown-mode = The link names an unknown mode { $value }: use computer, two or analysis.
notice-link-unknown-controls = The link names unknown controls { $value }: use full, min or none.
notice-link-unknown-panel = The link names an unknown panel { $value }: use none, verdict, table or full.
notice-link-unknown-strength = The link names an unknown strength { $value }: use perfect, strong or casual.
notice-link-unknown-first = The link names an unknown first player { $value }: use you or computer.
notice-link-unknown-view = The link names an unknown view { $value }: use board, diagram, explore, review or grundy.
notice-link-bad-origin = The link's origin={ $value } is not a page's origin (like https://example.org): no page can command this embed.
notice-link-bad-switch = The link's { $key }={ $value } should be 0 or 1.
notice-link-heap-negative = The link's heap { $value } is not usable: a heap cannot be negative.
notice-link-heap-not-a-number = The link's heap { $value } is not usable: a heap size must be a whole number.
notice-link-heap-huge = The link's heap { $value } is not usable: that is far too large.
notice-link-bad-ring = The link's ring { $value } is not usable: write o for a marker and . for an empty place.
# $problem says what is wrong with the part written $value.
notice-link-bad-part = The link's part { $value } was left out: { $problem ->
        [shape] write a part as GAME:SIZE, like kayles:8.
        [digit] an octal code's digits are 0 to 7.
        [point] an octal code starts with “0.”, like 0.77, or with “4.” when a heap may also be split in two without removing any.
        [long] a code has at most { $limit } digits after the point ({ $longest } for a subtraction game’s code, of digits 0 and 3).
        [name] use nim, kayles, grundy or an octal code such as 0.77.
       *[size] its size is not a whole number.
    }
notice-link-bad-blocks = The link's blocks={ $value } should be a small whole number.
notice-link-bad-forbid = The link's forbidden moves { $value } are not moves the blocker can forbid in its position: the blocker chooses again.
notice-link-bad-turn = The link's turn={ $value } should be 1 or 2: Player 1 moves first.
notice-link-limit = The link's position: { $problem }

## The embedding page's commands refused (in its error events; command and field names stay as they are)

host-error-version = The command is for version { $found } of Nim Lab's messages; this page reads version { $read }.
host-error-unknown = Unknown command { $command }: use setPosition, newGame, undo, redo, setHints, getState or setState.
host-error-field = The command { $command } needs its field { $field }.
host-error-link = The position cannot be set: { $problems }
host-error-empty = The link text names no position, view, quiz or setting.
host-error-nothing-to-undo = There is no move to undo.
host-error-nothing-to-redo = There is no move to redo.
host-error-move = Move { $number } ({ $played }) cannot be played where it comes.
notice-link-step-negative = The link's step { $value } is not usable: a step cannot hold a negative number of coins.
notice-link-step-not-a-number = The link's step { $value } is not usable: a step's coins must be a whole number.
notice-link-step-huge = The link's step { $value } is not usable: that is far too large.

notice-link-bad-last = The link's last={ $value } is not a previous take this heap allows: the game starts from its first move.
notice-link-other-field = The link's { $key }= is not read: this game's position is written { $own }=.
notice-link-bad-k = The link's k={ $value } is not a number of heaps from 1 to 4 that one move may take from: k={ $k } is used.
notice-link-bad-coin-rule = The link's rule={ $value } is not a coin-turning rule (turtles, mock, ruler or twins): Turning Turtles is played.
notice-link-bad-coin = The link's coin { $coin } is { $value }, neither H nor T: it is read as tails.
notice-link-too-many-coins = The link's row has { $count } coins, more than the { $limit } a row may have: it was not read.
notice-link-bad-head = The link's head { $value } is not a cell written x:y: it is left out.
notice-link-head-off-grid = The link's head { $value } is off the grid (0 to { $last } each way): it is left out.
notice-link-head-repeated = The link's head { $value } is listed twice: it is counted once.
notice-link-too-many-edges = The link's picture has { $count } edges, more than the { $limit } a picture may have: it was not read.
notice-link-bad-edge = The link's edge { $edge } is { $value }, not two ends joined by - (like g-1 or 1-2): it is left out.
notice-link-no-such-vertex = The link's edge { $edge } names { $value }, no vertex (g for the ground, or a number from 1 to { $most }): it is left out.
notice-link-bad-place = The link's place { $value } is not vertex:x:y on the drawing's grid: it is left out, and the vertex placed by itself.
