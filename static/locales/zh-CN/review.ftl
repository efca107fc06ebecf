## 对局复盘：每一行的判定、着法、失误，以及能保住胜局的着法

review-close = 关闭
review-why-label = 这步为什么是失误
review-chart-label = 局势变化图：每一行是一个局面，画在当时占优的玩家一侧；每出现一次失误，行与行之间的路径就换到另一侧。旁边的表格列出同样的行。
review-legend = ● N：轮到走棋的玩家获胜 · ■ P：刚走完的玩家获胜 · ✗ 失误，路径在此换边
review-caption = 对局的每个局面、当时谁占优、所走的着法和失误
review-column-position = 局面
review-column-to-act = 轮到
review-column-winning = 胜负
review-column-nim-sum = 尼姆和
review-column-move = 所走着法
review-column-why = 原因
review-why-table-caption = 失误时各堆的二进制，以及能保住胜局的那一堆
review-no-moves = 还没有着法：复盘会随着对局进行而填充。
review-row = { $row }. { $position }
review-go-to = { $row }. { $position }：把这个局面放到棋盘上
review-back-to-start = 回到对局开始。
review-back-to = 回到对局的第 { $row } 个局面。
review-wins = { $shape } { $letter }，获胜
review-loses = { $shape } { $letter }，落败
review-won = { $shape } { $letter }，已胜
review-lost = { $shape } { $letter }，已败
review-too-large = 太大，无法分析
review-move-pass = 跳过（唯一的一次跳过，在此使用）
review-move-mistake = { $made } ✗
review-game-over = 对局结束
review-to-play = 待走
review-short-take = 第 { $heap } 堆：{ $from } → { $to }
review-short-forbid = 禁止第 { $heap } 堆 → { $to }
review-no-mistakes =
    { $moves ->
       *[other] 共 { $moves } 步，没有失误：占优的一方一直保住了胜局。
    }
review-mistakes =
    { $mistakes ->
       *[other] 共 { $moves } 步，{ $mistakes } 次失误（{ $who }）：每次失误都把胜局交给了对方。
    }
review-mistake-by =
    { $player ->
        [you] 你在第 { $row } 个局面
        [computer] 电脑在第 { $row } 个局面
        [player1] 玩家 1 在第 { $row } 个局面
        [player2] 玩家 2 在第 { $row } 个局面
       *[opponent] 对手在第 { $row } 个局面
    }
review-start-favoured =
    { $player ->
        [you] 开局时你占优。
        [computer] 开局时电脑占优。
        [player1] 开局时玩家 1 占优。
        [player2] 开局时玩家 2 占优。
       *[opponent] 开局时对手占优。
    }
review-why-show = ✗ 为什么？
review-why-hide = ✗ 隐藏
review-mistake =
    { $actor ->
        [you] 在第 { $row } 个局面，你本来占优；
        [computer] 在第 { $row } 个局面，电脑本来占优；
        [player1] 在第 { $row } 个局面，玩家 1 本来占优；
        [player2] 在第 { $row } 个局面，玩家 2 本来占优；
       *[opponent] 在第 { $row } 个局面，对手本来占优；
    }“{ $made }”把胜局交给了{ $other ->
        [you] 你。
        [computer] 电脑。
        [player1] 玩家 1。
        [player2] 玩家 2。
       *[opponent] 对手。
    }
review-keeping =
    { $count ->
       *[other] 能保住胜局的着法：{ $moves }。
    }
review-recipe-why = ：要改变的那一堆在尼姆和的最高位上是 1，且它的大小 ⊕ 尼姆和更小，所以这步合法，并使尼姆和变为 0。
review-recipe = 第 { $heap } 堆 → { $from } ⊕ { $sum } = { $to }
review-short-step = 第 { $step } 级：{ $from } → { $to }
