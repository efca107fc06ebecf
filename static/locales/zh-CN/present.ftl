# Nim Lab 的简体中文消息：投影模式（按钮、全班投票、逐步讲解）。术语表：docs/glossary.md。

## 逐步讲解中关于完整环的陈述

present-whole-ring = 环上全部 { $markers } 个位置都有标记：没有空缺。
present-symmetry-answer = 无论行棋方取走什么（一个标记或两个相邻标记），另一方都取走环上正对面的一个或两个标记，留下两排等长的标记。
present-symmetry-mirror = 此后另一方在另一排模仿每一步，所以总有应着，并取走最后一个标记。
present-symmetry-verdict = 所以在完美对弈下行棋方必败：这就是对称策略。
present-small-ring = { $markers ->
       *[other] 这 { $markers } 个标记彼此相邻：行棋方把它们全部取走并获胜。
    }

## 阻挡尼姆的逐步讲解

present-moves-to-p = 通向 P 局面的着法（无论禁止什么）：

## 投影模式的按钮和按键

present-undo = ↶ 撤销
present-new-game = 新游戏
present-exit = 退出（Esc）
present-back = ← 上一步
present-next = 下一步 →
present-table = 二进制表
present-powers = 二的幂
present-vote = 全班投票（H）
present-qr = 二维码（Q）
present-qr-title = 扫码打开这个局面
present-qr-label = 指向这个局面的链接的二维码
present-qr-too-long = 这个局面的链接太长，无法生成二维码：请用“分享”按钮分享。
present-voting = 全班投票：这是 N 局面（行棋方获胜）还是 P 局面？按 H 显示答案。
present-keys = → 下一步 · ← 上一步 · H 隐藏或显示答案 · Q 二维码 · Esc 退出
present-keys-no-walk = H 隐藏或显示答案 · Q 二维码 · Esc 退出
present-no-walk = 没有逐步讲解：这个局面没有分析。

## 逐步讲解：区域名称和每一步的名称

present-walk-nim-sum = 尼姆和，逐步讲解
present-walk-rows = 凯尔斯各排及其尼姆和，逐步讲解
present-walk-ring = 完整的环，逐步讲解
present-walk-blocking = 通向 P 局面的着法与阻挡次数，逐步讲解
present-step = 第 { $step } 步，共 { $last } 步：{ $name }
present-progress-detail = { $shown }。{ $detail }
present-detail-after = 。{ $detail }
present-step-heaps = { $rows ->
        [parts] 各子游戏的值
        [steps] 奇数级的硬币
        [heads] 各正面的值
       *[heaps] 各堆
    }
present-step-column = { $column } 列（{ $rows ->
        [heaps] 每堆
       *[other] 每个值
    }的 { $column } 位）
present-step-parity = 奇偶行：奇数列组成尼姆和 { $nim_sum }
present-step-change = 要改变的堆及其新大小
present-step-broken = 环断成了 { $rows } 排
present-step-ring = 环
present-step-blocks = 各堆，以及每回合阻挡 { $blocks } 次
present-step-row = 第 { $row } 排，位置 { $places }（{ $markers } 个标记）：凯尔斯值 { $value }
present-step-rows-lose = 各凯尔斯值的尼姆和 { $values } = { $nim_sum }，为 0：行棋方必败
present-step-rows-win = 各凯尔斯值的尼姆和 { $values } = { $nim_sum }，不为 0：行棋方获胜
present-step-whole = 环是完整的
present-step-answer = 环上对面的应着
present-step-mirror = 镜像
present-step-verdict = 结论
present-step-count = 与阻挡次数比较
present-step-forbids = 阻挡者的制胜禁止
present-step-move = 制胜着法
present-step-move-to-p = 通向 P 局面的着法，第 { $index } 种，共 { $count } 种：{ $change }

## 逐步讲解的结论和着法

present-nim-sum-is = 尼姆和为 { $nim_sum }。
present-count-none = 没有着法通向 P 局面，所以无论禁止什么，行棋者都必败。
present-count-more = 有 { $moves } 种着法通向 P 局面，多于阻挡者能禁止的 { $blocks } 种：行棋者获胜。
present-count-uncovered = 有 { $moves } 种着法通向 P 局面，不多于阻挡者能禁止的 { $blocks } 种，但本回合的禁止无法全部覆盖：行棋者获胜。
present-count-covered = 有 { $moves } 种着法通向 P 局面，不多于阻挡者能禁止的 { $blocks } 种：阻挡者把它们全部禁止，行棋者必败。
present-no-move = 没有制胜着法。
present-blocker-wins = 阻挡者获胜：{ $moves }。
present-winning-move = 制胜着法：{ $change }。
present-winning-move-of = 制胜着法：{ $change }（共 { $count } 种之一）。

## 威佐夫游戏分步讲解

present-walk-wythoff = 威佐夫数对，分步讲解
present-step-wythoff-start = 两堆 ({ $low }, { $high })
present-step-wythoff-pairs = 数对 (⌊nφ⌋, ⌊nφ²⌋)
present-step-wythoff-why = 为什么没有一步能从一个数对走到另一个数对
present-wythoff-no-pair = ({ $low }, { $high }) 不是数对：一步就能走到一个数对，所以轮到走的人获胜。
present-walk-moore = 摩尔尼姆的各列，分步讲解
present-step-moore-start = 各堆的二进制
present-step-moore-column = { $column } 列：{ $count } 个 1，模 { $modulus } 余 { $residue }

## Fibonacci Nim's walk
# $heap: the heap's counters; $part: a Fibonacci number; $left: what is left of the heap before it

present-walk-fibonacci = 这堆的齐肯多夫和，分步讲解
present-step-fibonacci-start = { $heap } 个的一堆，以及不超过它的斐波那契数
present-step-fibonacci-part = { $part }，不超过 { $left } 的最大斐波那契数
