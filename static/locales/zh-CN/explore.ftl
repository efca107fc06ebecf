## 探索：P 局面图集，在固定的堆旁边，由两个自由堆 a 和 b 组成的方格图
# $game：游戏名称；$title：来源文献的标题（标题不翻译）

explore-loading = 正在加载“探索”视图…
explore-not-loaded = 页面无法加载“探索”视图。请检查网络连接，然后点击“重试”。

## 超出视图范围的切片，以及视图无法使用的链接
# $part：链接中原样写出的部分，例如 k=9

explore-problem-heaps = “探索”绘制 { $low } 到 { $high } 堆，而不是 { $heaps } 堆。
explore-problem-heaps-exactly = { $game }恰好在 { $needs } 堆上进行，所以“探索”用 { $needs } 堆绘制它，而不是 { $heaps } 堆。
explore-problem-blocks = “探索”绘制每回合阻挡 1 到 { $limit } 次的{ $game }，而不是 { $blocks } 次。
explore-problem-max = 自由堆最多到 { $limit } 枚棋子（至少到 1 枚），而不是 { $max } 枚。
explore-problem-not-whole = 堆的大小是棋子的整数个数，从 0 开始。
explore-problem-fixed = 大小为 { $size } 的固定堆太大了：上限是 { $limit }。
# $families：链接可以使用的词，例如“nim, misere, blocking, pass”
explore-link-family = 链接中的 { $part } 不能用于“探索”：请使用 { $families } 之一。
explore-link-blocks = 链接中的 { $part } 不能用于“探索”：请使用 1 到 { $limit }。
explore-link-fixed = 链接中的 { $part } 不能用于“探索”：请给出 { $low } 到 { $high } 个堆的大小，用逗号分隔。
explore-link-number = 链接中的 { $part } 不能用于“探索”：请使用整数。
