## 棋盘上方的回合栏

board-turn-label = 回合
board-result-label = 结果
board-headline = { $winner_who ->
        [you] 你赢了！
        [computer] 电脑获胜。
        [opponent] 对手获胜。
       *[other] { $winner }获胜！
    }
board-play-again = 再玩一局
board-step-block = 第 1 步（共 2 步）
board-step-take = 第 2 步（共 2 步）
board-role-blocker = 阻挡者：
board-role-mover = 行棋者：
board-block-phase = { $blocker_who ->
       *[other] { $blocker }
    }还要禁止{ $mover_who ->
       *[other] { $mover }
    }的 { $remaining } 个着法（每回合 { $blocks } 个）：点击一枚棋子，用 ✕ 标记那个着法。
board-take-phase = { $mover_who ->
       *[other] { $mover }
    }取棋子。标有 ✕ 的着法本回合禁止。
board-your-move-heaps = 轮到你：点击一枚棋子，取走它及其后的所有棋子。
board-your-move-ring = 轮到你：选择一个标记，然后单独取走它，或连同一个相邻标记一起取走。
board-to-move = 轮到{ $mover }走棋。
board-computer-moving = 电脑正在走棋（已高亮）。
board-skip = 略过
board-computer-thinking = 电脑正在思考…

## 棋盘的设置与命令

board-settings-label = 对局设置
board-game-field = 游戏
board-mode-field = 模式
board-computer-field = 电脑
board-first-move-field = 先手
board-first-move-you = 你
board-first-move-computer = 电脑
board-hints = 提示
board-undo = ↶ 撤销
board-redo = ↷ 重做
board-new-game = 新的一局
board-state-diagram = 状态图

## 着法记录

board-history-title = 着法
board-history-empty = 还没有着法。
board-history-undone = （已撤销）
board-history-nim-sum = 尼姆和 { $sum }（{ $outcome }）
board-history-position = { $outcome } 局面

## 堆

board-heaps-label = 各堆
board-heap-name = 第 { $heap } 堆
board-heap-label = 第 { $heap } 堆，{ $count } 枚棋子
board-heap-empty = 空
board-counter-label = 第 { $heap } 堆，第 { $counter } 枚（共 { $size } 枚）：{ $phase ->
        [block] 禁止取走 { $taken } 枚
       *[other] 取走 { $taken } 枚
    }{ $forbidden ->
        [yes] ，本回合禁止
       *[other] {""}
    }{ $beyond ->
        [yes] ，超过这一步可取的数量
       *[other] {""}
    }{ $wins ->
        [part] ，多堆制胜着法的一部分
        [mover] ，对行棋者是制胜着法
        [yes] ，制胜着法
       *[other] {""}
    }{ $must_forbid ->
        [yes] ，阻挡者必须禁止这一着
       *[other] {""}
    }
board-counter-title = { $phase ->
        [block] 禁止取走 { $taken } 枚
       *[other] 取走 { $taken } 枚
    }，剩下 { $to } 枚

## 环

board-ring-label = 有 { $places } 个位置的环，剩 { $count } 个标记
board-marker-label = 第 { $place } 个位置的标记（共 { $places } 个）{ $wins ->
        [yes] ，属于制胜着法
       *[other] {""}
    }
board-take-marker = 取走第 { $place } 个标记
board-take-with-neighbour = 取走第 { $place } 个及相邻的第 { $neighbour } 个
board-take-wins = ★ 制胜
board-cancel = 取消
board-ring-hint = 选择一个标记来取走它，可单独取，也可连同一个相邻标记一起取。

## 局面编辑器（$what 是字段所计的东西：counters、places 或 blocks）

board-edit-title = 摆一个局面
board-edit-note = 选择或编辑局面会从该局面开始新的一局。
board-edit-presets = 预设
board-edit-random = 随机有趣局面
board-edit-ring-size = 环的大小
board-edit-add-heap = + 添加一堆
board-edit-remove-heap = 删除第 { $heap } 堆
board-edit-blocks = 每回合禁止的着法数
board-edit-pass-available = 仍可跳过
board-edit-heap-error = 第 { $heap } 堆：{ $problem }
board-edit-ring-error = 环的大小：{ $problem }
board-edit-blocks-error = 每回合阻挡数：{ $problem }
board-edit-empty = 请输入 { $low } 到 { $high } 之间的{ $what ->
        [places] 位置数
        [blocks] 阻挡数
        [heaps] 堆数
       *[counters] 棋子数
    }。
board-edit-negative = { $text } 是负数：{ $what ->
        [places] 位置数
        [blocks] 阻挡数
        [heaps] 堆数
       *[counters] 棋子数
    }应在 { $low } 到 { $high } 之间。
board-edit-out-of-range = { $n } 超出范围：{ $what ->
        [places] 位置数
        [blocks] 阻挡数
        [heaps] 堆数
       *[counters] 棋子数
    }应在 { $low } 到 { $high } 之间。
board-edit-too-many = 太多了：{ $what ->
        [places] 位置数
        [blocks] 阻挡数
        [heaps] 堆数
       *[counters] 棋子数
    }应在 { $low } 到 { $high } 之间。
board-edit-not-a-number = “{ $text }”不是整数。

## 预设与应用的限制

board-preset-ring = { $places } 个位置的环
board-preset-broken-ring = { $places } 个位置的断环
board-limits-nim = 最多 { $heaps } 堆，每堆最多 { $size } 枚棋子：五个二进制列，16 8 4 2 1。
board-limits-circle = 环有 1 到 { $places } 个位置。
board-limits-searched = 最多 { $heaps } 堆，每堆最多 { $size } 枚棋子，精确搜索不超过 { $steps } 步（它读取的局面和 P 大小列表），因此每个答案都能在一帧内给出；更大的局面会连同其大小一起被拒绝。
board-limit-no-heaps = 一局至少需要一堆。
board-limit-too-many-heaps = { $heaps } 堆太多了：上限是 { $limit }。
board-limit-heap-too-large = { $size } 枚的堆太大了：上限是 { $limit }。
board-limit-empty-ring = 环至少需要一个位置。
board-limit-too-many-parts = { $parts } 个子游戏共 { $tokens } 枚棋子：一个和最多由 { $limit } 个子游戏组成，对局中拆分它们后，棋子总数也绝不超过 { $most } 枚。
board-limit-part-too-large = 大小为 { $size } 的子游戏超过了允许的上限 { $limit }。
board-limit-ring-too-large = { $places } 个位置的环太大了：上限是 { $limit }。
board-limit-bad-blocks = 每回合 { $blocks } 次阻挡不可行：请选择 1 到 { $limit }。
board-limit-too-large-to-solve = 这个局面太大，无法分析：其精确搜索需要 { $steps } 步，上限是 { $limit }。

## 菜单中的游戏与模式名称

board-variant-nim = 尼姆（Nim）
board-variant-misere = 反常尼姆
board-variant-circle = 环形尼姆
board-variant-blocking = 阻挡尼姆
board-variant-pass = 可跳过一次的尼姆
board-variant-sum = 游戏的和
board-variant-wythoff = 威佐夫游戏
board-mode-computer = 对战电脑
board-mode-two-players = 双人对战
board-mode-analysis = 分析

# On a phone: the button that shows or hides the game settings, new game, diagram and review.
board-settings-toggle = 设置

## Drawn on the board before any chunk: the board's name in projector mode, the Review button
present-board-label = { $game }棋盘
review-title = 复盘

## Nim with a Pass: the Pass button beside the board and its status
explain-pass-button = 跳过
explain-pass-badge = ★ 制胜
explain-pass-available = 仍可跳过（每局一次，双方均可使用）。
explain-pass-on-empty = 所有堆都为空时不能跳过。
explain-pass-used = 跳过已被使用。

board-limits-wythoff = 两堆，每堆最多 { $size } 枚棋子。
board-limit-heap-count = 这个游戏用 { $needs } 堆来玩；这个局面有 { $heaps } 堆。
board-both-title = 从两堆中取走同样多：
board-both-none = 有一堆是空的：不能从两堆中同时取。
board-both-button = 从两堆各取 { $taken }，剩下 { $first } 和 { $second }{ $wins ->
        [yes] ，必胜着法
       *[other] {""}
    }

## 阶梯尼姆

board-variant-staircase = 阶梯尼姆
board-limits-staircase = 最多 { $steps } 级台阶，所有台阶上合计最多 { $coins } 枚硬币。
board-stairs-label = 阶梯
board-step-name = 第 { $step } 级
board-step-odd = 奇数级
board-step-label = 第 { $step } 级{ $odd ->
        [yes] （奇数级）
       *[other] {""}
    }，{ $coins } 枚硬币
board-coin-label = 第 { $step } 级，第 { $coin } 枚（共 { $coins } 枚）：{ $below ->
        [0] 把 { $moved } 枚移出阶梯
       *[other] 把 { $moved } 枚移到第 { $below } 级
    }{ $wins ->
        [yes] ，制胜着法
       *[other] {""}
    }
board-coin-title = { $below ->
        [0] 把 { $moved } 枚移出阶梯
       *[other] 把 { $moved } 枚移到第 { $below } 级
    }
board-edit-add-step = + 添加一级台阶
board-edit-remove-step = 删除第 { $step } 级
board-edit-step-error = 第 { $step } 级：{ $problem }
board-your-move-stairs = 轮到你：点击一枚硬币，把它和它上面的所有硬币往下移一级。
## 斐波那契尼姆：这一步可取的数量，以及编辑器中的上一步
board-variant-fibonacci = 斐波那契尼姆
board-limits-fibonacci = 一堆，最多 { $size } 枚棋子。第一步之前上一步为 0；堆与上一步之和最多为 { $size }。
board-limit-last-take-too-large = 上一步取 { $last } 枚与这一堆不相符：最多只能是 { $most }。
board-edit-last-take = 上一步（第一步之前为 0）
board-edit-last-take-error = 上一步：{ $problem }
board-fibonacci-limit-first = 第一步：最多取 { $limit } 枚，不能取走整堆。
board-fibonacci-limit = 上一步取了 { $last } 枚：现在最多取 { $limit } 枚。
board-queen-switch = 显示为棋盘上的皇后

## 摩尔尼姆
board-variant-moore = 摩尔尼姆
board-limits-moore = 最多 { $heaps } 堆，每堆最多 { $size } 枚棋子；每步从 1 到 k 堆中取子，k 为 1 到 4；一个局面最多有 { $moves } 种可能的着法。
board-limit-bad-k = k = { $k } 不可行：每步只能从 1 到 { $most } 堆中取子。
board-limit-too-many-moves = 这个局面有 { $moves } 种可能的着法；这里的摩尔尼姆最多允许 { $limit } 种：请减少堆数、减小各堆，或选更小的 k。
board-edit-k = 每步可取子的堆数（k）
board-edit-k-error = 每步堆数：{ $problem }
board-choice-hint = 在至多 { $k } 堆中各点一枚棋子，选出要取走的部分，然后点“取走”。
board-choice-chosen = 已选：{ $move }。
board-choice-take = 取走
board-choice-clear = 清除选择
board-choice-group = 你从多堆取子的着法
board-preset-heaps-per-move = { $heaps } (k = { $k })
board-your-move-several = 轮到你：选择要从至多 { $k } 堆中取走的棋子，然后按“取走”。
board-limit-too-many-steps = { $steps } 级台阶太多了：台阶最多 { $limit } 级。
board-limit-too-many-coins = { $coins } 枚硬币太多了：台阶上合计最多只能有 { $limit } 枚。
board-variant-coins = 翻硬币游戏
board-your-move-coins = 轮到你了：选择要翻的硬币，最右边的一枚必须是正面，然后按“翻转”。
board-variant-corners = 翻角游戏
board-your-move-corners = 轮到你了：选择一枚正面硬币作为矩形最远的角，再选择对角，然后按“翻转”。
board-variant-hackenbush = Green Hackenbush（绿色砍竹）
board-your-move-picture = 轮到你了：砍掉一条边（在图中或列表里按下它）。
