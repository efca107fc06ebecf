## 着法的说法，堆和环上的位置从 1 开始计数（用在句中）

moves-take = 从第 { $heap } 堆取走 { $taken } 枚（{ $from } → { $to }）
moves-take-unfit = 第 { $heap } 堆 → { $to }
moves-pass = 跳过
moves-remove-one = 移除第 { $place } 个标记
moves-remove-two = 移除第 { $first } 和第 { $second } 个标记
moves-forbid = 禁止从第 { $heap } 堆取走 { $taken } 枚（{ $from } → { $to }）
moves-forbid-unfit = 禁止第 { $heap } 堆 → { $to }
moves-part-to = 第 { $part } 个子游戏：{ $from } → { $to }
moves-part-empty = 第 { $part } 个子游戏：{ $from } → 无
moves-part-split = 第 { $part } 个子游戏：{ $from } → { $first } + { $second }
moves-none = 无

## 作为标签的玩家（角色、记录）

players-you = 你
players-computer = 电脑
players-player1 = 玩家 1
players-player2 = 玩家 2
players-opponent = 对手

## 电脑的棋力

players-strength-perfect = 完美
players-strength-strong = 强（偶尔失误）
players-strength-casual = 随意（常常随机走）

## 着法被拒绝的原因

players-no-such-heap = 没有第 { $heap } 堆：这个局面只有 { $count } 堆。
players-not-smaller = 第 { $heap } 堆有 { $count } 枚棋子，不能变成 { $to }：每步至少取走一枚棋子。
players-no-such-place = 环上没有第 { $place } 个位置：环上有 { $count } 个位置。
players-empty-place = 环上第 { $place } 个位置没有标记。
players-not-adjacent = 第 { $first } 和第 { $second } 个位置不相邻：一起移除的两个标记必须相邻。
players-forbidden = 本回合禁止把第 { $heap } 堆减到 { $to }：阻挡者标记了它。
players-already-forbidden = 把第 { $heap } 堆减到 { $to } 已被禁止。
players-pass-used = 本局已经用过跳过。
players-not-in-rule = 按其游戏的规则，第 { $part } 个子游戏（{ $count }）不能变成那样。
players-pass-on-empty = 所有堆都空时不能跳过。
players-wrong-kind = 现在不能走这种着法。
players-game-over = 本局已结束：开始新的一局再玩。

## 结论

verdict-too-large = 这个局面太大，无法精确求解（搜索 { $steps } 步，上限为 { $limit } 步）。你仍然可以下；局面变小后提示会恢复。
verdict-winning-moves-title = { $count ->
       *[other] { $count } 个制胜着法：
    }
verdict-winning-moves-more = 只列出 { $count } 个制胜着法中的前 { $shown } 个。
verdict-passing-wins = 现在跳过能获胜。
verdict-passing-does-not-win = 现在跳过不能获胜。
verdict-pass-used = 跳过已经用掉：剩下的就是普通尼姆。

moves-both = 从两堆各取 { $taken }
players-not-from-both = 从两堆中可以各取 1 到 { $most }，不能取 { $taken }。
moves-stairs = { $below ->
        [0] 把 { $moved } 枚从第 { $step } 级移出阶梯
       *[other] 把 { $moved } 枚从第 { $step } 级移到第 { $below } 级
    }（{ $from } → { $to }）

players-over-limit = 现在最多可以取 { $most } 枚，不能取 { $taken } 枚。
players-heaps-in-move = 每步最多从 { $most } 堆中取子，不能从 { $heaps } 堆中取。
players-heap-twice = 第 { $heap } 堆在一步中被选了两次。
