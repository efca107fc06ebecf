## 来源：本应用理论所依据的文献（标题保留文献原文）

sources-button = 来源
sources-title = 来源
sources-intro = 本应用所用的规则、定理和图示均出自这些文献；它的答案来自一个与之相符的精确求解器。
sources-credit-blocking = 一篇关于可阻挡着法的三堆游戏的论文。
sources-credit-nim-games = 课程讲义。
sources-credit-bouton = 改编自 T. Ferguson 的博弈论讲义。
sources-credit-thing-with-nim = C. Mäsak，2011 年。
sources-credit-nim-with-a-pass = 一篇关于 David Gale 的尼姆变体的论文。
sources-credit-game-theory = T. S. Ferguson，课程讲义，UCLA。
sources-proves-blocking = 在三堆、每回合阻挡一次的情况下，行棋者恰好在所有堆相等，或两个较小堆之和比最大堆少一时落败。
sources-proves-nim-games = 4-3-2 尼姆、尼姆和与 Bouton 引理、制胜着法、带大行的经典（反常）尼姆，以及环形尼姆。
sources-proves-bouton = 逐一将局面标为 P 和 N，以及为什么尼姆和决定尼姆的胜负（Bouton 定理）。
sources-proves-thing-with-nim = 把每一堆看作成对抵消的 2 的幂；制胜着法从剩下的最大一个开始。
sources-proves-nim-with-a-pass = 两堆时、堆为 [1, m, n] 时以及只有大小为 1、2、3 的堆时谁获胜；最小堆为 2 到 9 的三堆必败局面列表。
sources-proves-game-theory = 斯普拉格-格兰迪定理与游戏的和；拉斯克尼姆，其值以 4 为周期重复。
