## 测验：对话框、每道题、对答案的判定和得分

quiz-title = 测验
quiz-leave = 退出测验
quiz-next = 下一题
quiz-see-score = 查看得分
quiz-retry = 重做答错的题
quiz-back = 返回游戏
quiz-another = 下一个测验（编号 { $seed }）
quiz-missed-title = 答错的题
quiz-all-right = 全部答对。
quiz-keys = 按键：P 或 N。
quiz-answers-label = 你的答案
quiz-heading = 测验 { $seed } · { $game } · 第 { $level } 级
quiz-progress = 第 { $number } 题，共 { $total } 题
quiz-progress-retry = 答错的题，第 { $number } 题，共 { $total } 题（第 { $round } 次尝试）
quiz-prompt-outcome = P 还是 N？在双方都走最优着法时，是轮到走棋的玩家（N）获胜，还是另一位玩家（P）获胜？
quiz-prompt-outcome-blocking = P 还是 N？在双方都走最优着法时，是行棋者（N）获胜，还是阻挡者（P）获胜？
quiz-prompt-move = 在棋盘上走出一步制胜着法。
quiz-prompt-move-pass = 在棋盘上走出一步制胜着法（跳过也算）。
quiz-prompt-move-blocking = 阻挡者禁止了标有 ✕ 的着法。在棋盘上走出一步制胜着法。
quiz-prompt-value = { $what ->
    [picture] 这幅图的值是多少？输入它的 Grundy 值，一个整数。
    [row] 这一排硬币的值是多少？请输入它的格兰迪值（一个整数）。
    [grid] 这个网格的值是多少？请输入它的 Grundy 值（一个整数）。
   *[sum] 这个游戏的和的值是多少？请输入它的格兰迪值（一个整数）。
}
quiz-value-field = { $what ->
    [picture] 图的值
    [row] 这一排的值
    [grid] 网格的值
   *[sum] 和的值
}
quiz-value-submit = 回答
quiz-value-empty = 请先输入值：一个整数，例如 0、3 或 12。
quiz-value-not-a-number = 请只用数字输入值，例如整数 6。
quiz-value-negative = 值不会是负数：请输入从 0 起的整数。
quiz-value-too-large = 这个数太大了：请输入 0 到 { $max } 之间的整数。
quiz-value-wrong = 不是 { $given }。{ $key }
quiz-means-to-move-wins = 轮到走棋的玩家获胜
quiz-means-other-wins = 另一位玩家获胜
quiz-means-mover-wins = 行棋者获胜
quiz-means-blocker-wins = 阻挡者获胜
quiz-right = ✓ 正确。
quiz-wrong = ✗ 不太对。
quiz-outcome-wrong = 答案是 { $answer }，不是 { $given }。{ $key }
quiz-outcome-is = 答案是 { $answer }。{ $key }
quiz-move-right = 它留下一个 P 局面：在最优着法下，对手必败。
quiz-move-wrong = 它留下一个 N 局面，对手在那里获胜。{ $solution }
quiz-winning-moves =
    { $count ->
       *[other] 制胜着法：{ $moves }。
    }
quiz-you-said = 你选了 { $answer }。
quiz-you-played = 你走了：{ $played }。
quiz-forbidden = { $position } 本回合禁止：{ $moves }。
quiz-missed-heading = 第 { $number } 题：{ $position }
quiz-score = { $total } 题答对 { $right } 题
quiz-asked = 第 { $number } 题，共 { $total } 题。{ $position } { $prompt }
quiz-over = 测验结束：{ $total } 题答对 { $right } 题。
quiz-to-retry = 还有 { $count } 道题可以重做。
quiz-left = 测验已关闭：返回游戏。
quiz-bad-link-seed = 链接中的 quiz={ $value } 应为测验编号（从 0 开始的整数）；不开始测验。
quiz-bad-link-level = 链接中的测验等级 level={ $value } 应为 1、2 或 3；测验为第 1 级。
