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
