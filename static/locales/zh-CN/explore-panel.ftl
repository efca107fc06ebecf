## The Explore view's panel: these words come with the app; its code is fetched when Explore first opens.

## 探索：P 局面图集，在固定的堆旁边，由两个自由堆 a 和 b 组成的方格图
# $game：游戏名称；$title：来源文献的标题（标题不翻译）

explore-title = 探索 P 局面
explore-close = 关闭
explore-game = 游戏
explore-blocks = 每回合阻挡次数（k）
explore-heaps = 堆数
explore-fixed-heap = 第 { $heap } 堆
explore-free-up-to = 自由堆 a、b 最大到
# 游戏及其每回合阻挡次数，用作方格图的名称
explore-family-blocks = { $game }，k = { $blocks }

## 计算切片

explore-progress-label = 切片已计算的部分
explore-progress = 正在计算切片… { $percent }%
explore-cancel = 取消
explore-cancelled = 已取消。请修改切片，或按“计算”重新开始。
explore-compute = 计算
explore-failed = 页面无法启动后台进程，因此不能在这里计算切片。
explore-try-again = 重试
# $work、$limit：穷举搜索的步数
explore-refusal = 这个切片（{ $side } × { $side } 格，{ $heaps } 堆）太大，无法在这里计算：需要 { $work } 步，上限是 { $limit } 步。请调低自由堆的上限或某个固定堆。
explore-refusal-beyond = 这个切片（{ $side } × { $side } 格，{ $heaps } 堆）太大，无法在这里计算：所需步数超过穷举搜索允许的范围（上限是 { $limit } 步）。请调低自由堆的上限或某个固定堆。

## 方格图及其文字说明
# $family：游戏（如有，带每回合阻挡次数）；$position：该格的各堆，例如“5, 2, 8”

explore-grid-role = 局面方格图
explore-grid-label = { $family } 的结果，{ $side } × { $side } 格：方向键移动光标，回车键把该局面放到棋盘上
explore-axis-b-first = b = 0
explore-axis-b-last = b = { $max } →
explore-axis-a-first = a = 0
explore-axis-a-last = ↓ a = { $max }
# $outcome：p 或 n；$source：agrees、differs 或 none（没有来源谈到这一格）
explore-cell = 各堆 { $position }（第 { $row } 行，第 { $column } 列）：{ $outcome ->
        [p] P，刚走完的一方获胜
       *[n] N，轮到走棋的玩家获胜
    }。{ $source ->
        [agrees] 来源与此一致。
        [differs] 一项发现：来源的说法与此相反。
       *[none] {""}
    }按回车键把它放到棋盘上。
# $heaps：固定的堆，例如“5”或“5, 3”；$check：agrees、findings 或 none（此方格图没有来源）
explore-summary = { $family }：{ $fixed ->
        [none] 两堆 a、b
       *[some] 堆 { $heaps }、a、b
    }，a 和 b 从 0 到 { $max }。{ $cells } 格中有 { $p } 格是 P 局面。{ $check ->
        [agrees] 每一格都与来源一致。
        [findings] { explore-finding }
       *[none] {""}
    }
explore-finding = 发现：穷举搜索在 { $findings } 格与来源矛盾，已用红色叉号标出。请报告此问题。
explore-legend-p = P 局面（实心方块）
explore-legend-n = N 局面（空白）
explore-legend-predicted = 来源给出的 P（菱形）
explore-legend-silent = 无结论（斜线）
explore-overlay = 来源的 P 局面
explore-csv = 导出 CSV
explore-png = 导出 PNG

## 关于每个游戏的方格图已知的结论

explore-statement-nim = 布顿定理：一个局面是 P 局面，当且仅当它的尼姆和为 0。
explore-statement-misere = { $game }：尼姆和为 0 的局面是 P 局面；例外是每堆至多一枚棋子时：这时只有一枚棋子的堆数为奇数的局面才是 P 局面。
explore-statement-blocking = { $title }：把各堆排序为 a ≤ b ≤ c，一个局面是 P 局面当且仅当 a = b = c 或 a + b + 1 = c。用菱形标出的格子就是定理给出的 P 局面。
explore-statement-blocking-open = { $title } 只对三堆、每回合阻挡一次的情形证明了它的规则，并提出如何推广的问题：这张方格图是穷举搜索给出的答案。
# $last：论文列出的最小堆的最大值；$open：方格图到达列表结束处时为 yes
explore-statement-pass = { $title }：两堆时，当较小的一堆为奇数、较大的一堆多一枚时是 P 局面；1, m, n 在 m = n ≠ 2 时是 P 局面；论文还列出了最小堆为 2 到 { $last } 的全部 P 局面。用菱形标出的格子就是这些规则和列表给出的 P 局面。{ $open ->
        [yes] { explore-statement-pass-open }
       *[no] {""}
    }
# $heap：论文列表停止处的最小堆；$from：斜线角的起点
explore-statement-pass-open = 最小堆为 { $heap } 时，论文的列表停止了：“没有明显的规律”。斜线标出的角落，即两个自由堆都不小于 { $from } 的部分，就是这个未解决的问题。
explore-statement-pass-unlisted = { $title } 只列出了三堆的局面：这张方格图是穷举搜索给出的答案。

## Wythoff's game: two heaps, and a second picture of every pair's Grundy value
# $title: the source's title (not translated); $pair: the pairs' formula; $first: the first pairs, e.g. "(0, 0), (1, 2), (3, 5)"
explore-statement-wythoff = { $title }：两堆是 P 局面，当且仅当它们构成一对 { $pair }，φ 为黄金比：{ $first }…… 标有菱形的格子就是这些数对。网格本身由 mex 求得：每一格的格伦迪值由一步可达的各值算出，再用它来核对这些数对。
explore-picture = 图像
explore-picture-outcomes = P 局面
explore-picture-values = 格伦迪值
explore-values-grid-label = { $family } 的格伦迪值，{ $side } × { $side } 格：方向键移动光标，回车键把该局面放到棋盘上
# $value: the cell's Grundy value; 0 is a P-position
explore-value-cell = 堆 { $position }（第 { $row } 行，第 { $column } 列）：格伦迪值 { $value }{ $value ->
        [0] ，是 P 局面：刚走完的一方获胜。
       *[other] 。
    }回车键把它放到棋盘上。
# $top: the largest value in the grid; $zeros: how many cells have value 0
explore-values-summary = { $family }：a、b 从 0 到 { $max } 的每一对的格伦迪值由 mex 求得，范围是 0 到 { $top }。值为 0 的 P 局面共有 { $zeros } 格，画成黑色。同一行、同一列或同一对角线上没有重复的值：每一格的值都不同于一步可达的任何值。
explore-legend-value-zero = 值 0：P 局面（黑色）
explore-legend-values = 值 1 到 { $top }，由浅到深
