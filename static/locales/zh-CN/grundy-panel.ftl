## 格兰迪序列视图：g(n) 是一堆 n 枚棋子的格兰迪值，对每个 n 直到上限
# $code：八进制代码，如 0.77；$set：减法集合，如 {1, 2, 3}（两者都不翻译）；
# $game：游戏名称。g(n)、n、p、q、t 沿用 Winning Ways 的记号（保持原样）。

grundy-title = 格兰迪序列
grundy-close = 关闭
grundy-intro = 一堆 n 枚棋子的格兰迪值 g(n)，对每个 n 直到上限：若干堆之和，由走到各堆值的尼姆和为 0 的局面的玩家获胜。
grundy-rule-label = 游戏
grundy-choice-code = 其他八进制代码…
grundy-choice-set = 减法集合…
grundy-code-label = 八进制代码（0. 后接最多 { $limit } 位 0 到 7 的数字）
grundy-set-label = 减法集合（一步可取的棋子数，用逗号分隔）
grundy-max-label = 最大堆 n（0 到 { $limit }）
grundy-compute = 计算
grundy-progress-label = 已计算的值
grundy-progress = 正在计算 g(0) 到 g({ $max })… { $percent }%
grundy-computing = 正在计算 g(0) 到 g({ $max })…
grundy-cancel = 取消
grundy-cancelled = 已取消。按“计算”重新开始。
grundy-unavailable = 页面无法启动后台计算，因此无法在此计算序列。
grundy-failed-rule = 后台计算无法读取规则 { $rule }。
grundy-failed-max = 后台计算最多到第 { $limit } 堆，而不是 { $max }。
grundy-failed-value = 堆 { $heap } 的格兰迪值达到 65,536 或更多，超出本视图的存储范围：请选择更小的最大堆。
grundy-failed-reply = 页面与其后台计算无法相互理解（它们可能来自应用的两个不同版本）。请重新加载页面以再次计算序列。
grundy-computed = 已计算 g(0) 到 g({ $max })：{ $found }
grundy-computed-period = 周期 { $period }，前周期 { $preperiod }，已证明。
grundy-computed-no-period = 未证明周期。
grundy-period-proven = 周期 p = { $period }，前周期 q = { $preperiod }：对每个 n ≥ { $preperiod }，g(n + { $period }) = g(n)。由盖伊–史密斯周期定理证明：该规律对满足 { $preperiod } ≤ n < 2q + p + t = { $bound } 的每个 n 成立（t = { $digits } 位），因此对每个 n 成立。
grundy-last-exception = 最后一个例外是 g({ $last }) ≠ g({ $last } + { $period })。
grundy-exceptions-outlined = 例外在数值条中加了边框。
grundy-period-none = 到 { $max } 为止未找到周期。一旦数值达到 2q + 2p + t，盖伊–史密斯定理即可证明周期 p 与前周期 q：请尝试更大的堆。
grundy-period-grundy = 格兰迪游戏没有已证明的周期：盖伊–史密斯定理针对八进制游戏，而格兰迪游戏不是八进制游戏（它的分堆不取走棋子，且两堆必须不等）。目前不知道任何周期，尽管已经计算到非常大的堆。
grundy-strip-title = 最前面的值
grundy-strip-caption = n 从 0 到 { $last } 的 g(n)，每行 { $width } 个{ $periodic ->
        [yes] ：行长是周期的倍数，因此前周期之后每一列都重复。
       *[no] 。
    }
grundy-strip-corner = n
grundy-strip-more = 数值条显示 { $count } 个值中的前 { $shown } 个；图和 CSV 包含全部数值。
grundy-legend-exception = 例外：前周期之前 g(n) ≠ g(n + p)
grundy-plot-title = g(n) 随 n 的变化
grundy-plot-label = g(n) 的图，n 从 0 到 { $max }，数值从 0 到 { $largest }。{ $proven ->
        [yes] 竖线标出前周期 { $preperiod }：从那里开始是周期的。
       *[no] {""}
    }{ $per ->
        [1] {""}
       *[other] 每一列合并 { $per } 个堆，从它们的最小值画到最大值。
    }
grundy-axis-n-first = n = 0
grundy-axis-n-last = n = { $max } →
grundy-axis-g-top = g = { $largest }
grundy-axis-g-bottom = g = 0
grundy-legend-preperiod = 前周期：从这条线起是周期的
grundy-csv = 导出 CSV
