## The worksheet and quiz dialog's form and the printed sheet: the worksheet's chunk

worksheet-dialog-intro = 打印一张局面练习单，在纸上解答，答案印在单独的一页上。相同的练习单编号总是给出相同的题目。
worksheet-game-field = 游戏
worksheet-count-field = 题目数量
worksheet-level-field = 难度
worksheet-seed-field = 练习单编号
worksheet-link-field = 打开这张练习单的链接，可直接打印
worksheet-print = 打印
worksheet-close = 关闭练习单
worksheet-level-1 = 1 — 堆少且小；完整的环
worksheet-level-2 = 2 — 堆更多、更大；有空缺的环
worksheet-level-3 = 3 — 许多大堆；断开的环；无定理可用
worksheet-bad-count = 请选择 1 到 { $max } 道题。
worksheet-bad-seed = 练习单编号是从 0 开始的整数。
worksheet-title = { $game }练习单
worksheet-details =
    { $count ->
       *[other] 第 { $level } 级 · { $count } 道题 · 练习单 { $seed }
    }
worksheet-instructions-nim = 对每个局面，把各堆的二进制写进表格，把尼姆和写在最后一行。谁获胜：轮到走棋的玩家（先手）还是另一位（后手）？如果先手获胜，请给出一步制胜着法。
worksheet-instructions-misere = 拿走最后一枚棋子的玩家输。对每个局面，写出各堆的二进制和尼姆和；数一数有多于一枚棋子的堆。谁获胜：轮到走棋的玩家（先手）还是另一位（后手）？如果先手获胜，请给出一步制胜着法。
worksheet-instructions-circle = 拿走一个标记，或相邻的两个标记；拿走最后一个标记的玩家获胜。谁获胜：轮到走棋的玩家（先手）还是另一位（后手）？如果先手获胜，请给出一步制胜着法。
worksheet-instructions-blocking = 每步之前，阻挡者先禁止一些着法，然后行棋者拿走棋子。从每个局面出发谁获胜：行棋者还是阻挡者？请给出通向 P 局面的着法。
worksheet-instructions-pass = 一种尼姆：整局中每位玩家都可以跳过一次，但不能作为最后一步。对每个局面，写出各堆的二进制和尼姆和：跳过之后游戏就是尼姆，所以当尼姆和为 0 时跳过获胜。谁获胜：轮到走棋的玩家（先手）还是另一位（后手）？如果先手获胜，请给出一步制胜着法（跳过也算）。
worksheet-instructions-sum = 每个局面都是一个游戏的和：写出每个子游戏的格兰迪值（其后继局面的值的 mex），再写出这些值的二进制及其尼姆和，即这个和的值。它是 P 还是 N：轮到走棋的玩家（先手）获胜，还是另一位（后手）获胜？如果先手获胜，请给出一步制胜着法。
worksheet-question = 第 { $number } 题
worksheet-heap = 第 { $heap } 堆
worksheet-heap-counters =
    { $count ->
       *[other] 第 { $heap } 堆：{ $count } 枚棋子
    }
worksheet-place-marker = 位置 { $place }：标记
worksheet-place-empty = 位置 { $place }：空
worksheet-nim-sum-row = 尼姆和
worksheet-heap-column = 堆
worksheet-answer-blank = 答案：
worksheet-value-blank = 和的值：
worksheet-part-column = 子游戏
worksheet-value-column = 值
worksheet-key-title = 答案
worksheet-key-heading = 答案 — { $game }练习单

## The quiz's dialog

quiz-dialog-intro = 同一个游戏的局面共十道题：判断每个局面是 P 还是 N，在棋盘上走出一步制胜着法，或者给出游戏的和的值。相同的测验编号给每个人相同的题目，因此全班可以共用一个链接。
quiz-seed-field = 测验编号
quiz-link-field = 给全班的链接（每个人得到相同的题目）
quiz-copy-link = 复制链接
quiz-copied = 已复制到剪贴板。
quiz-not-copied = 此处不允许复制：请选中链接，用 Ctrl+C（⌘C）复制。
quiz-bad-seed = 测验编号是从 0 开始的整数。
quiz-start = 开始测验

## The Quiz dialog's package for a school's LMS, and the package's launch page

quiz-lms-legend = 用于你的学习管理系统（LMS）
quiz-lms-intro = 适用于 Moodle、Canvas、Blackboard 等学习管理系统的 SCORM 1.2 包：它显示这个测验，并把每个学生的分数发送到你的成绩册。
quiz-pass-mark-field = 及格线（%）
quiz-bad-pass-mark = 及格线是 0 到 100 之间的整数。
quiz-lms-download = 下载用于 LMS 的包（SCORM 1.2）
quiz-lms-making = 正在生成包…
quiz-lms-made = 已下载 { $file }。
quiz-lms-failed = 无法生成这个包：请检查网络连接后重试。
scorm-frame-title = { $game } 测验
scorm-looking = 正在寻找你的 LMS…
scorm-no-script = 这个测验需要 JavaScript。
scorm-connected = 已连接到你的 LMS：完成测验时会发送你的分数。
scorm-no-lms = 没有找到 LMS，所以不会记录你的分数。测验仍然可以进行。
scorm-sent = 你的分数已发送到 LMS。
scorm-sent-passed = 你的分数 { $score }/{ $total }（{ $percent }%）已发送到 LMS：及格。
scorm-sent-failed = 你的分数 { $score }/{ $total }（{ $percent }%）已发送到 LMS：未及格（及格线为 { $pass }%）。
scorm-refused = 你的 LMS 没有接受这个分数。请告诉老师。

worksheet-instructions-wythoff = 从一堆中取走任意数量的棋子，或从两堆中取走同样多；取走最后一枚棋子的一方获胜。把每个局面与必败的数对 (⌊nφ⌋, ⌊nφ²⌋) 比较：(0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)…… 谁获胜：轮到走棋的一方（先手）还是另一方（后手）？如果先手获胜，请给出一个必胜着法。
worksheet-instructions-staircase = 从一级台阶把任意枚硬币移到下一级（从第 1 级移出阶梯）；走最后一步的人获胜。只有奇数级起作用：求出它们硬币数的尼姆和。谁会赢：轮到走的人（先手）还是另一方（后手）？如果先手赢，请给出一个制胜着法。
worksheet-step-row = 第 { $step } 级：{ $coins }

worksheet-instructions-fibonacci = 只有一堆：第一步可以取任意枚，但不能取走整堆；之后每一步至少取 1 枚，最多取上一步的两倍；取走最后一枚棋子的一方获胜。把这一堆写成斐波那契数（1、2、3、5、8、13、21……）之和，其中任意两个在这个列表中都不相邻。谁获胜：轮到走棋的一方（先手）还是另一方（后手）？如果先手获胜，请给出一个必胜着法。
worksheet-instructions-moore = 从至少一堆、至多 k 堆中各取走任意枚棋子（每个局面都给出 k）；取走最后一枚棋子的一方获胜。把各堆写成二进制，数出每一列中 1 的个数，再对 k + 1 取模。谁获胜：轮到走棋的一方（先手）还是另一方（后手）？如果先手获胜，请给出一个制胜着法。
worksheet-instructions-coins = 一排硬币，H 表示正面，T 表示反面，第 1 枚在最左边。每一步按规则翻转若干硬币（翻乌龟：一或两枚；假乌龟：最多三枚；尺子：任意多枚相邻的；双子：恰好两枚），最右边的一枚从正面翻到反面；走最后一步的人获胜。写出每个正面的值，并按二进制不进位相加。谁会获胜：轮到走的玩家（先手）还是另一位（后手）？如果先手获胜，请给出一个获胜的走法。
worksheet-instructions-corners = 一个硬币网格，x 从 0 向右数，y 从 0 向下数；正面硬币按 x:y 列出。每一步翻转一个矩形的四个角，离 0:0 最远的角由正面翻成反面；走最后一步的人获胜。写出每枚正面的值，即尼姆积 x ⊗ y（可以借助尼姆乘法表），再按二进制不进位相加。谁获胜：轮到走的一方（先手）还是另一方（后手）？如果先手获胜，请给出一步制胜着法。
