## 可打印的练习单：对话框、标题、说明、每个局面和答案

worksheet-button = 练习单
worksheet-loading = 正在加载练习单…
worksheet-not-loaded = 页面无法加载练习单。请检查网络连接，然后点击“重试”。
# Said in the Worksheet and Quiz dialogs while their form's part of the app is on its way, and when it cannot be had
worksheet-dialog-loading = 正在加载选项…
worksheet-dialog-not-loaded = 页面无法加载这些选项。请检查网络连接，然后点击“重试”。
worksheet-ring =
    一个有 { $places ->
       *[other] { $places } 个位置
    }、{ $markers ->
       *[other] { $markers } 个标记
    }的环。
worksheet-heaps = 各堆：{ $heaps }。
worksheet-parts = 子游戏：{ $parts }。
worksheet-heaps-pass = 各堆：{ $heaps }；尚未跳过。
worksheet-heaps-blocking =
    { $blocks ->
       *[other] 各堆：{ $heaps }；阻挡者每回合禁止 { $blocks } 步着法。
    }
worksheet-value-is = { $what ->
    [picture] 这幅图的值是 { $value }。
    [row] 这一排的值是 { $value }。
    [grid] 网格的值是 { $value }。
   *[sum] 这个和的值是 { $value }。
}
worksheet-value-why =
    { $what ->
        [picture]
            { $count ->
                [one] 地面上的图的值为 { $values }；{ $sum }。
               *[other] 地面上各幅图的值为 { $values }；{ $sum }。
            }
        [row]
            { $count ->
               *[other] 各正面的值为 { $values }；{ $sum }。
            }
        [grid]
            { $count ->
               *[other] 各正面的值为 { $values }；{ $sum }。
            }
       *[sum]
            { $count ->
           *[other] 各子游戏的值为 { $values }；{ $sum }。
            }
    }
worksheet-moves-or = { $first }或{ $last }
worksheet-moves-more =
    { $count ->
       *[other] { $first }，或另外 { $count } 步制胜着法之一
    }
worksheet-first-wins = 先手获胜：{ $moves }。
worksheet-second-wins = 后手获胜：每一步都会输。
worksheet-mover-wins =
    { $count ->
       *[other] 行棋者获胜：有 { $count } 步着法通向 P 局面（{ $moves }），多于阻挡者能禁止的数目。
    }
worksheet-blocker-wins-outright = 阻挡者获胜：没有着法通向 P 局面。
worksheet-blocker-wins = 阻挡者通过禁止 { $moves } 获胜。
worksheet-three-heap-theorem = 由三堆定理判定。
worksheet-exact-search = 没有定理适用：通过穷举搜索得出。
worksheet-theorem-two-heaps = 由定理 1（两堆）判定。
worksheet-theorem-one-m-n = 由定理 2（[1, m, n]）判定。
worksheet-theorem-ones-twos = 由定理 3（1 和 2）判定。
worksheet-theorem-ones-twos-threes = 由定理 4（1、2 和 3）判定。
worksheet-bad-link-seed = 链接中的 worksheet={ $value } 应为练习单编号（从 0 开始的整数）；不显示练习单。
worksheet-bad-link-count = 链接中练习单的 count={ $value } 应在 1 到 { $max } 之间；练习单有 10 道题。
worksheet-bad-link-level = 链接中练习单的 level={ $value } 应为 1、2 或 3；练习单为第 1 级。
worksheet-steps = 第 1、2、3……级上的硬币：{ $steps }。

worksheet-fibonacci-start = 一堆 { $heap } 枚；第一步。
worksheet-fibonacci = 一堆 { $heap } 枚；上一步取了 { $last } 枚。
worksheet-heaps-moore = 各堆：{ $heaps }；每步最多从 { $k } 堆中取子。
