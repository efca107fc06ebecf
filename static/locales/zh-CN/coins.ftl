# 翻硬币游戏的棋盘、面板和编辑器（只由它们的分块绘制）。

coin-name = 第 { $coin } 枚硬币，{ $heads ->
    [yes] 正面
   *[no] 反面
}
coin-value = 值
coin-choose = 选择要翻的硬币；最右边的一枚必须是正面。
coin-legal = 这是一步合法的走法：请按“翻转”。
coin-chosen = 已选第 { $coins } 枚硬币{ $count ->
   *[other] 。
}
coin-row-label = 一排 { $count } 枚硬币
coin-turn = 翻转
coin-clear = 清除
coin-row-value = 这一排的值：{ $value }，即各正面的值的尼姆和。
coin-rules = { $rule ->
    [turtles] 一排硬币，每枚是正面或反面。轮到你时，翻转一枚或两枚硬币；所翻的最右边一枚必须从正面翻到反面。走最后一步的人获胜。
    [mock] 一排硬币，每枚是正面或反面。轮到你时，翻转一枚、两枚或三枚硬币；所翻的最右边一枚必须从正面翻到反面。走最后一步的人获胜。
    [ruler] 一排硬币，每枚是正面或反面。轮到你时，翻转任意多枚相邻的硬币；所翻的最右边一枚必须从正面翻到反面。走最后一步的人获胜。
   *[twins] 一排硬币，每枚是正面或反面。轮到你时，恰好翻转两枚硬币；所翻的最右边一枚必须从正面翻到反面。走最后一步的人获胜。
}
coin-hint = 每个正面都对应一个数，即它的值；一排的值是各正面的值的尼姆和。留下值为 0 的一排：翻转那些值相加（二进制不进位）等于这一排的值的硬币。
coin-head-row = 第 { $coin } 枚
coin-source = { $title }，第 5 章：一步所翻的硬币只取决于其中最右边的一枚，所以一排的值是各个单独正面的值的尼姆和（每个正面单独看，仿佛其他硬币都是反面）。
coin-formula = { $rule ->
    [turtles] 翻乌龟：第 n 枚上的正面值 n。这就是尼姆：每个正面是一堆 n 个。
    [mock] 假乌龟：第 n 枚上的正面值第 n 个“奇恶数”（1、2、4、7、8、11、13、14……，即二进制中 1 的个数为奇数的数）。
    [ruler] 尺子：第 n 枚上的正面值能整除 n 的最大的 2 的幂（1、2、1、4、1、2、1、8……）。
   *[twins] 双子：第 n 枚上的正面值 n − 1（第 1 枚上的正面不能走）。
}
coin-caption = 各正面的值的二进制，以及它们的尼姆和
coin-head-column = 正面
coin-balanced = 各正面的值的尼姆和为 0：轮到走的玩家会输，因为每一步都会改变这个和。
coin-move = { $move }：{ $sum }，即这一排的值。
coin-edit-rule = 规则
coin-edit-row = 硬币（H 或 T，第 1 枚在最左边）
coin-edit-empty = 这一排至少要有一枚硬币。
coin-edit-too-many = { $count } 枚硬币：一排最多 { $limit } 枚。
coin-edit-letter = 第 { $coin } 枚硬币是 { $found }：正面写 H，反面写 T。
board-limits-coins = 一排 1 到 { $coins } 枚硬币，每枚正面（H）或反面（T）；规则为翻乌龟、假乌龟、尺子或双子。
board-preset-coins = { $rule }：{ $row }
board-coin-rule = { $rule ->
    [turtles] 翻乌龟
    [mock] 假乌龟
    [ruler] 尺子
   *[twins] 双子
}
moves-turn = 翻第 { $coins } 枚硬币{ $count ->
   *[other] {""}
}
players-turn-empty = 还没有选择硬币：请选择要翻的硬币。
players-turn-out-of-range = 没有第 { $coin } 枚硬币：这一排有 { $count } 枚。
players-turn-repeated = 第 { $coin } 枚硬币被选了两次。
players-turn-too-many = 选了 { $count } 枚硬币：这条规则最多翻 { $most } 枚。
players-turn-not-consecutive = 硬币必须相邻：第 { $next } 枚不紧接第 { $after } 枚。
players-turn-not-two = 选了 { $count } 枚硬币：双子规则必须恰好翻两枚。
players-turn-rightmost-tails = 所选最右边的第 { $coin } 枚硬币是反面：它必须从正面翻到反面。
worksheet-coins = { $rule }：一排 { $row }（第 1 枚在最左边）。
