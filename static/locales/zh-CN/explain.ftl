# Nim Lab 的简体中文消息：棋盘旁的分析面板与“玩法”中的规则。术语表：docs/glossary.md。

## 面板

explain-analysis = 分析
explain-how-to-win = 制胜方法：

## 尼姆

explain-nim-name = 尼姆
explain-nim-rules = 棋子分成若干堆。双方轮流行棋。轮到你时，选择一堆，从中取走一枚或多枚棋子：想取多少都可以，甚至整堆取走。取走最后一枚棋子的一方获胜。
explain-nim-hint = 把各堆写成二进制，给对手留下每一列都有偶数个 1 的局面（尼姆和为 0）。
explain-nim-sum-caption = 各堆的二进制表示及其尼姆和

## 尼姆和表

explain-column-unbalanced = ，不平衡（1 的个数为奇数）
explain-heap-row = 第 { $heap } 堆
explain-heap-column = 堆
explain-size-column = 大小
explain-new-column = 新值
explain-nim-sum-row = 尼姆和
explain-balanced = 每一列都有偶数个 1：尼姆和为 0。
explain-unbalanced = 标 ★ 的列有奇数个 1；最高的是 { $column } 列。
explain-balancing-move = { $unbalanced }改变方框中的数字可使每一列平衡：{ $change }。
explain-other-changes = 该列中有 1 的其他堆也能使它平衡：{ $moves }。

## 二的幂

explain-powers-title = 二的幂
explain-powers-intro = 把每堆拆成二的幂；两堆中相同的幂成对抵消（划掉）。
explain-powers-intro-parts = 把每个子游戏的值拆成二的幂；两个值中相同的幂成对抵消（划掉）。
explain-powers-source = 这幅图取自 { $title }（C. Mäsak，2011）
explain-powers-heap = 第 { $heap } 堆：{ $size }
explain-powers-part = { $part }：*{ $value }
explain-cancels = （抵消）
explain-powers-all-cancel = 每个分量都与另一个抵消：什么也不剩，所以尼姆和为 0。
explain-powers-left-over = 剩下：{ $terms }——合起来就是尼姆和 { $nim_sum }。

## 各变体的规则，用于“玩法”

explain-misere-name = 反常尼姆
explain-misere-rules = 棋子分成若干堆。双方轮流行棋。轮到你时，选择一堆，从中取走一枚或多枚棋子。不得不取走最后一枚棋子的一方输。
explain-misere-hint = 像普通尼姆那样下（留下尼姆和 0），直到你的着法会使没有一堆多于 1 枚；这时改为留下奇数个只有一枚棋子的堆。
explain-circle-name = 环形尼姆
explain-circle-rules = 标记放在一个环的各个位置上。双方轮流行棋。轮到你时，取走一个标记，或取走相邻且中间没有空位的两个标记。取走最后一个标记的一方获胜。
explain-circle-hint = 在由三个或更多标记组成的完整环上，让对手先走；然后取走环上正对面的一个或两个标记，留下两排等长的标记，之后在另一排模仿对手的每一步。
explain-blocking-name = 阻挡尼姆
explain-blocking-rules = 棋子分成若干堆，与尼姆相同。每一步之前（包括第一步），另一方禁止行棋者的 { $blocks } 种可能着法：一种着法指一堆及其将变成的大小。行棋者随后可走任何未被禁止的着法。每走一步双方角色互换，走出最后一步允许着法的一方获胜：所有着法都被禁止的行棋者输。
explain-blocking-hint-theorem = 把各堆排序为 a ≤ b ≤ c，给对手留下 a = b = c 或 a + b + 1 = c；轮到你阻挡时，禁止会留下这种局面的着法。
explain-blocking-hint-search = 留下这样的局面：至多 { $blocks } 种着法通向必败局面，然后恰好禁止这些着法；提示面板会列出它们。
explain-pass-name = 可跳过一次的尼姆
explain-pass-rules = 棋子分成若干堆。双方轮流行棋。轮到你时，选择一堆，从中取走一枚或多枚棋子；取走最后一枚棋子的一方获胜。整局中，任一方可以有一次选择跳过而不取子。所有堆都为空时不能跳过，跳过之后就是普通尼姆。
explain-pass-hint = 跳过尚未使用时，只要各堆的尼姆和为 0，跳过就能获胜；跳过之后，像尼姆一样给对手留下尼姆和 0。

## 反常尼姆的面板：大堆（多于一枚）和单枚堆（恰好一枚）

explain-misere-title = 反常：大堆
explain-misere-source = 讲义 { $title } 中关于 Classic Nim 的规则。
explain-misere-row-counts = { $big } 个大堆（多于一枚棋子）和 { $single } 个单枚堆（恰好一枚棋子）。
explain-misere-regime = { $name }：{ $rule }
explain-misere-like-nim = 两个或更多大堆
explain-misere-like-nim-rule = 完全按尼姆来下：当且仅当尼姆和不为 0 时，行棋方获胜。
explain-misere-one-big = 恰好一个大堆
explain-misere-one-big-rule = 行棋方获胜：把大堆减到 0 或 1 枚，使剩下奇数个单枚堆。此时尼姆和不起决定作用。
explain-misere-no-big = 没有大堆
explain-misere-no-big-rule = 只剩单枚堆：当且仅当其个数为偶数时，行棋方获胜。此时尼姆和不起决定作用。
explain-misere-big-row = 大堆：第 { $heap } 堆（{ $size } 枚棋子）。
explain-misere-singles-even = 单枚堆：{ $singles } 个，是偶数。
explain-misere-singles-odd = 单枚堆：{ $singles } 个，是奇数。
explain-misere-winning-move = 制胜着法：{ $change }，留下 { $singles } 个单枚堆，是奇数，于是对手最后不得不取走最后一枚棋子。
explain-misere-no-move = 每一种着法都会留下偶数个单枚堆：行棋方必败。

## 可跳过一次的尼姆的面板及其“跳过”按钮

explain-pass-theorem = { $title } 的定理 { $number }{ $statement }对 { $states } 个局面的穷举搜索结果一致。
explain-pass-theorem-two-heaps = （两堆 [m, n]，m ≤ n）：当且仅当 m 为奇数且 n = m + 1 时，行棋方必败。此处 m = { $m }，n = { $n }。
explain-pass-theorem-one-mn = （堆 [1, m, n]，1 ≤ m ≤ n）：当且仅当 m = n 且 m 不为 2 时，行棋方必败。此处 m = { $m }，n = { $n }。
explain-pass-theorem-ones-twos = （只有大小为 1 和 2 的堆，m1 + 2·m2 ≥ 7）：当且仅当大小为 1 的堆数 m1 为奇数、大小为 2 的堆数 m2 为偶数时，行棋方必败。此处 m1 = { $m1 }，m2 = { $m2 }。
explain-pass-theorem-ones-twos-threes = （只有大小为 1、2、3 的堆，m1 + 2·m2 + 3·m3 ≥ 10）：当且仅当 m1 为奇数且 m2、m3 为偶数，或 m1 为偶数且 m2、m3 为奇数时，行棋方必败。此处 m1 = { $m1 }，m2 = { $m2 }，m3 = { $m3 }。
explain-pass-listed = 论文 { $title } 将这个局面列在最小堆为 { $smallest } 的三堆必败局面中：{ $family }。论文给出这些列表而未加证明；对 { $states } 个局面的穷举搜索证明了这一点：行棋方必败。
explain-pass-family-k = { $family }，其中 k = { $k }
explain-pass-search = { $title } 中没有定理涵盖这些堆，所以答案来自对 { $states } 个局面的穷举搜索。
explain-pass-wins-now = 现在跳过可以获胜：各堆的尼姆和为 0，跳过之后对手面对的是普通尼姆的必败局面。
explain-pass-loses-now = 现在跳过不能获胜：跳过之后对手面对的是尼姆和不为 0 的普通尼姆，对手会赢。
explain-pass-caption = 跳过之后：这些堆上的普通尼姆

## 环形尼姆的面板：完整的环，或它断开后形成的凯尔斯（Kayles）排

explain-circle-symmetry = 环是完整的，共有 { $markers } 个标记。无论先手取走什么，后手都取走环上正对面的一个或两个标记，留下两排等长的标记；此后在另一排模仿对方的每一步。所以在完美对弈下，行棋方必败（对称策略）。
explain-circle-opening = 从游戏的和来看：第一步把环打开成一行凯尔斯（Kayles）：取走一个标记时剩 { $one } 个（凯尔斯值 { $one_value }），取走两个时剩 { $two } 个（值 { $two_value }）。两个值都不是 0，所以应对第一步的一方获胜，正如对称策略所示。
explain-circle-broken = 环已断开，所以每一段连续的标记都像一排凯尔斯（Kayles）那样进行（取一个标记或两个相邻标记）；一排的价值就是它的凯尔斯值。
explain-circle-rows-label = 环上的各排
explain-circle-caption = 环上的各排及其凯尔斯值
explain-circle-row-column = 排
explain-circle-places-column = 位置
explain-circle-markers-column = 标记数
explain-circle-kayles-column = 凯尔斯值
explain-circle-row = 第 { $row } 排
explain-circle-empty = 一个标记也不剩了。
explain-circle-sum = 各排凯尔斯值的尼姆和：{ $values } = { $nim_sum }。当且仅当它不为 0 时，行棋方获胜。

## 阻挡尼姆的面板

explain-blocking-title = 阻挡尼姆：每回合阻挡 { $blocks } 次
explain-blocking-theorem = { $title } 中的定理（三堆，每回合阻挡一次）：把各堆排序为 a ≤ b ≤ c。当且仅当 a = b = c 或 a + b + 1 = c 时，行棋者必败（P 局面）。此处 (a, b, c) = ({ $a }, { $b }, { $c })。
explain-blocking-all-equal-holds = a = b = c：{ $a }，{ $b }，{ $c }——成立
explain-blocking-all-equal-fails = a = b = c：{ $a }，{ $b }，{ $c }——不成立
explain-blocking-sum-holds = a + b + 1 = c：{ $a } + { $b } + 1 = { $sum }，c = { $c }——成立
explain-blocking-sum-fails = a + b + 1 = c：{ $a } + { $b } + 1 = { $sum }，c = { $c }——不成立
explain-blocking-search = { $title } 中的定理只涵盖三堆、每回合阻挡一次的情形；超出这个范围是该论文的未解问题，所以答案来自对 { $states } 个局面的穷举搜索：当且仅当行棋者至少有 { $needed } 种着法通向 P 局面、多于阻挡者能禁止的数目时，行棋者获胜。
explain-blocking-forbidden = 本回合被禁止：{ $moves }。
explain-blocking-must-forbid = 阻挡者要获胜，必须禁止：{ $moves }。
explain-blocking-no-move-to-p = 没有着法通向 P 局面，所以无论禁止什么，行棋者都必败。
explain-blocking-unstoppable = 有 { $moves } 种着法通向 P 局面，但阻挡者只能禁止 { $blocks } 种：行棋者无法被阻止。
explain-blocking-moves-to-p = 通向 P 局面的着法（{ $count } 种）：{ $moves }。

explain-wythoff-name = 威佐夫游戏
explain-wythoff-rules = 两堆棋子。双方轮流走。轮到你时，从一堆中取走任意数量的棋子，或从两堆中取走同样多的棋子。取走最后一枚棋子的一方获胜。
explain-wythoff-hint = 留下数对 (0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)…… 之一：第 n 个数对是 (⌊nφ⌋, ⌊nφ²⌋)，φ 为黄金比，两堆相差 n。
explain-wythoff-source = { $title }（W. A. Wythoff，1907）中找到的必败局面是数对 (⌊nφ⌋, ⌊nφ²⌋)，n = 0, 1, 2, …，其中 φ = (1 + √5) / 2 ≈ 1.618。
explain-wythoff-why = 第 n 个数对的两堆相差 n，而且每个大小恰好属于一个数对。所以没有一步能从一个数对走到另一个数对：只动一堆时另一堆不变，两堆同取时差不变。从其他任何局面，一步就能走到一个数对：保留一堆，把另一堆减到它的搭档，或者从两堆同取，直到差相同的那个数对。
explain-wythoff-is-pair = ({ $low }, { $high }) 是第 n = { $n } 个数对：每一步都会留下不是数对的局面，所以轮到走棋的一方输。
explain-wythoff-reach = { $move }，留下第 n = { $n } 个数对 ({ $low }, { $high })。
explain-wythoff-caption = P 局面 (⌊nφ⌋, ⌊nφ²⌋)
explain-wythoff-here = 当前局面
explain-wythoff-reached = 必胜着法留下这个数对
explain-wythoff-note-column = 说明
explain-wythoff-column-n = n
explain-wythoff-column-low = ⌊nφ⌋
explain-wythoff-column-high = ⌊nφ²⌋

## 阶梯尼姆

explain-staircase-name = 阶梯尼姆
explain-staircase-rules = 硬币放在阶梯的各级台阶上。双方轮流行动。轮到你时，从一级台阶把任意枚硬币移到紧挨着的下一级；从第 1 级移下的硬币离开阶梯。走最后一步的人获胜。
explain-staircase-hint = 只有奇数级（1、3、5……）起作用：在它们上面玩尼姆，让它们的尼姆和为 0。对手从偶数级移下硬币时，你就把同样的硬币再往下移一级。
explain-staircase-source = 阶梯尼姆就是奇数级上的尼姆，是 { $title }（T. S. Ferguson）中的一道习题。
explain-staircase-why = 从偶数级移下的硬币落到奇数级；对方可以立刻把同样的硬币移到下一个偶数级（或移出阶梯），奇数级就恢复原样。从奇数级移下的硬币离开该级，就像从尼姆堆里取走一样。所以奇数级构成一局尼姆，偶数级不改变谁赢。
explain-staircase-caption = 奇数级硬币数的二进制
explain-staircase-step = 第 { $step } 级
explain-staircase-step-column = 台阶
explain-staircase-coins-column = 硬币
explain-staircase-balanced = 奇数级的尼姆和为 0：任何一步都会打破平衡，所以轮到走的人会输。
explain-staircase-move = { $move }：之后第 { $step } 级有 { $to } 枚，奇数级的尼姆和为 0。
## 斐波那契尼姆：把这一堆写成不相邻斐波那契数之和（齐肯多夫定理）
explain-fibonacci-name = 斐波那契尼姆
explain-fibonacci-rules = 一堆棋子。双方轮流走。先手可以取任意枚棋子，但不能取走整堆。此后每一步至少取一枚，最多取上一步的两倍。取走最后一枚棋子的一方获胜。
explain-fibonacci-hint = 把这一堆写成斐波那契数（1、2、3、5、8、13、21……）之和，其中任意两个在列表中都不相邻；能取时就取走其中最小的那个。如果这一堆本身就是斐波那契数，先手必败。
explain-fibonacci-source = { $title }（M. J. Whinihan，1963）：当且仅当这一堆不是斐波那契数时先手获胜。每个正整数都恰好有一种写成互不相邻的斐波那契数之和的方式（齐肯多夫定理）；当且仅当这个和中最小的部分大于可取的数量时，轮到走棋的一方必败。
explain-fibonacci-why = 取走最小的部分后，剩下的一堆中最小的部分至少高出两个斐波那契数，因而大于这一步的两倍：对手不能把它取走；而无论对手取多少，剩下部分中最小的那个又都在你能取的范围内。
explain-fibonacci-caption = 这一堆写成不相邻斐波那契数之和
explain-fibonacci-row-now = 现在
explain-fibonacci-row-after = 取走 { $taken } 枚之后
explain-fibonacci-part-used = 在和中
explain-fibonacci-smallest = ，最小的部分
explain-fibonacci-limit-first = 第一步：最多取 { $limit } 枚（除了整堆都可以）。
explain-fibonacci-limit = 上一步取了 { $last } 枚：现在最多取 { $limit } 枚。
explain-fibonacci-losing = 最小的部分 { $smallest } 大于 { $limit }：轮到走棋的一方必败。无论取多少，对手都能取走剩下部分中最小的那个。
explain-fibonacci-winning = 最小的部分 { $smallest } 不超过 { $limit }：轮到走棋的一方取走它就能获胜。
explain-fibonacci-take = { $move }，留下 { $sum }：其中最小的部分 { $smallest } 大于 { $double }，即对手最多可取的数量。
explain-fibonacci-take-all = { $move }，取走最后一枚棋子。
explain-fibonacci-no-winning-move = 没有必胜着法：每一步都会留下对手可以取走的最小部分。

## 威佐夫游戏：棋盘上的皇后

explain-queen-caption = 同一局面：皇后位于第 { $x } 列、第 { $y } 行。她可以向左、向下或沿对角线向左下移动任意格。把她移到角落 (0, 0) 的人获胜。
explain-queen-label = 皇后棋盘，皇后位于第 { $x } 列、第 { $y } 行
explain-queen-here = 皇后，位于第 { $x } 列、第 { $y } 行
explain-queen-square = 把皇后移到第 { $x } 列、第 { $y } 行{ $p ->
        [yes] ，一个 P 局面
       *[other] {""}
    }{ $wins ->
        [yes] ，制胜着法
       *[other] {""}
    }
explain-queen-pairs = 标有 P 的格子是必败局面 (⌊nφ⌋, ⌊nφ²⌋) 及其镜像：此棋盘内共 { $count } 对。

## 摩尔尼姆
explain-moore-name = 摩尔尼姆
explain-moore-rules = 棋子分成若干堆。双方轮流行棋。轮到你时，选择至少一堆、至多 { $k } 堆，从每一堆中取走任意枚棋子（本局 k = { $k }）。取走最后一枚棋子的一方获胜。k = 1 时就是尼姆。
explain-moore-hint = 把各堆写成二进制，数出每一列中 1 的个数：让每一列 1 的个数都是 { $modulus } 的倍数（k + 1）。
explain-moore-source = { $title }（E. H. Moore，1910）：把各堆写成二进制后，当且仅当每一列中 1 的个数都是 k + 1 的倍数时，轮到走棋的一方必败。k = 1 时，这就是尼姆的 Bouton 法则：每一列都有偶数个 1。
explain-moore-caption = 各堆的二进制；每列 1 的个数对 k + 1 = { $modulus } 取模
explain-moore-heap = 堆
explain-moore-heap-name = 第 { $heap } 堆
explain-moore-ones = 1 的个数
explain-moore-modulo = 模 { $modulus }
explain-moore-after = 之后
explain-moore-losing = 每一列中 1 的个数都是 { $modulus } 的倍数。一步最多改变 { $k } 堆，所以在它改变的最高一列中，会减少 1 到 { $k } 个 1，个数就不再是 { $modulus } 的倍数。轮到走棋的一方必败：对手总能让每一列重新成为倍数。
explain-moore-winning = 有一列中 1 的个数不是 { $modulus } 的倍数：轮到走棋的一方必胜。摩尔的构造从最高一列开始，逐列找出一步制胜着法：
explain-moore-step-lower = { $column } 列：尚未改变的堆中有 { $ones } 个 1，比 { $modulus } 的倍数多 { $extra } 个，而已改变的堆太少，补不到下一个倍数：{ $heaps }{ $count ->
       *[other] 在这一列失去 1，因此无论下面各列是什么，最后都会变小
    }。
explain-moore-step-raise = { $column } 列：尚未改变的堆中有 { $ones } 个 1；{ $heaps }{ $count ->
       *[other] 在这一列设为 1
    }（已改变的堆可以这样做），共 { $total } 个，是 { $modulus } 的倍数。
explain-moore-step-keep = { $column } 列：尚未改变的堆中有 { $ones } 个 1，是 { $modulus } 的倍数{ $changed ->
        [yes] ；已改变的堆在这一列设为 0。
       *[no] 。
    }
explain-moore-move = 着法：{ $move }。它从 { $count } 堆中取子，不超过 k = { $k }。
