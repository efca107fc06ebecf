# 翻角游戏的网格、面板和编辑器，以及在网格上走的棋和被拒绝的理由（只由它们的分块先绘制）。

corner-cell-name = 硬币 { $cell }，{ $heads ->
    [yes] 正面
   *[no] 反面
}
corner-choose = 选择一枚正面硬币作为矩形最远的角（右下），再选择对角。
corner-choose-other = 已选角 { $cell }：现在选择对角，在它的左上方。
corner-chosen = 已选角 { $heads } 和 { $other }。
corner-legal = 这是一步合法的走法：按“翻转”翻转四个角。
corner-grid-label = { $side } × { $side } 枚硬币的网格，x 从 0 向右，y 从 0 向下
corner-grid-value = 网格的值：{ $value }，即各正面硬币值的尼姆和。
corner-rules = 一个硬币网格，每枚正面或反面，x 从 0 向右数，y 从 0 向下数。轮到你时，选一个矩形并翻转它的四个角；离 0:0 最远的角必须由正面翻成反面。走最后一步的人获胜。
corner-hint = 位于 x:y 的正面硬币值为尼姆积 x ⊗ y；网格的值是各正面硬币值的尼姆和。留下值为 0 的网格：翻转四个角，使它们的积（按二进制不进位相加）等于网格的值。
corner-head-row = { $x } ⊗ { $y }
corner-source = 《{ $title }》第 5 章：翻角游戏是二维的翻硬币游戏，是双子与双子的乘积（每个坐标恰好翻两枚）；由格子呢定理，位于 x:y 的正面值为 x 与 y 的尼姆积，网格的值为各正面的尼姆和。
corner-formula = 位于 x:y 的正面值为尼姆积 x ⊗ y：对所有 x′ < x、y′ < y，不等于任何 x′ ⊗ y ⊕ x ⊗ y′ ⊕ x′ ⊗ y′ 的最小数（即从单个正面出发各步的值）。
corner-caption = 每枚正面的值 x ⊗ y 的二进制表示及其尼姆和
corner-balanced = 各正面的值之和为 0：轮到走的一方必输，因为每一步都会改变这个和。
corner-move = { $move }：{ $sum }，即网格的值。
corner-table-title = 0 到 15 的尼姆乘法表
corner-table-caption = x ⊗ y，x 在左侧，y 在上方；网格中正面硬币的积用粗体标出。
corner-rule-smaller = 费马二次幂是 2、4、16、256……（2 的 2ⁿ 次方）。费马二次幂 F 乘以比它小的数等于普通乘积：4 ⊗ 3 = 12，16 ⊗ 5 = 80。
corner-rule-square = 费马二次幂乘以自身等于它的一倍半：2 ⊗ 2 = 3，4 ⊗ 4 = 6，16 ⊗ 16 = 24。
corner-rule-spread = ⊗ 对 ⊕ 满足分配律，正如 × 对 +，所以表中每一项都由这两条规则得出：3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15。
corner-edit-heads = 正面（格子 x:y，从 0 到 { $last }，用逗号分隔）
corner-edit-malformed = { $text } 不是格子：请写成 x:y，例如 3:5。
corner-edit-off-grid = { $cell } 在网格之外：x 和 y 都从 0 到 { $last }。
corner-edit-repeated = { $cell } 重复列出。
board-limits-corners = { $side } × { $side } 枚硬币的网格；任何一枚都可以是正面。
moves-corner = 翻转 { $heads } 与 { $other } 的四个角
players-corner-off-grid = { $cell } 在网格之外：x 和 y 都从 0 到 15。
players-corner-not-below = 对角 { $other } 必须在 { $heads } 的左上方：两个坐标都更小。
players-corner-not-heads = 最远的角 { $cell } 是反面：它必须由正面翻成反面。
worksheet-corners = 翻角游戏：正面在 { $heads }（x:y，x 从 0:0 向右，y 向下）。
