## 状态图：控件、每一步标注的理由、供读屏软件使用的节点名称，以及无法绘制的原因

diagram-title = 状态图
diagram-close = 关闭
diagram-along = 显示本局经过的局面
diagram-along-note = 本局经过的局面，每个都附有它的着法；字母由求解器给出。
diagram-label-yourself = 自己标注
diagram-select-first = 先选一个局面，再标注它：
diagram-label-this = 标注 { $position }：
diagram-quiz-keys = 按键：在聚焦的局面上按 P 或 N 进行标注；按 Enter 把它放到棋盘上。
diagram-step = 下一步
diagram-run = 运行
diagram-reset = 重置
diagram-as-list = 以列表显示状态图
diagram-legend-p = P（方形）：上一位玩家获胜
diagram-legend-n = N（圆形）：下一位玩家获胜
diagram-legend-win = 制胜着法
diagram-legend-pass = 跳过（*：尚未使用跳过）
diagram-ring = 环 { $ring }
diagram-with-pass = { $position }（尚可跳过）
diagram-without-pass = { $position }（跳过已用）
diagram-by-passing = { $position }（通过跳过）
diagram-step-ended-misere = { $letter }：{ $here } 是对局结束的局面。在反常（misère）玩法中，拿走最后一枚棋子的玩家输了，所以此处轮到走棋的玩家已经获胜：这第一步是 N，不是 P。
diagram-step-ended = { $letter }：{ $here } 是对局结束的局面：轮到走棋的玩家无棋可走，已经输了，所以上一位玩家获胜。
diagram-step-reaches-p =
    { $count ->
       *[other] { $letter }：从 { $here } 出发，轮到走棋的玩家可以走到 P 局面 { $targets }（高亮的箭头）。
    }
diagram-step-pass-note = 跳过会把同样几堆上的普通尼姆留给对手。
diagram-step-only-move-n = { $letter }：从 { $here } 出发的唯一着法通向 N 局面。
diagram-step-every-move-n =
    { $count ->
       *[other] { $letter }：从 { $here } 出发的每一步着法（共 { $count } 步）都通向 N 局面。
    }
diagram-step-counted-p =
    { $reaching ->
       *[other] { $letter }：从 { $here } 出发有 { $reaching } 步着法通向 P 局面，而阻挡者每回合禁止 { $blocks } 步：剩下可走的每一步都通向 N 局面。
    }
diagram-step-counted-n =
    { $reaching ->
       *[other] { $letter }：从 { $here } 出发已有 { $reaching } 步着法通向 P 局面（{ $targets }），多于阻挡者可以禁止的 { $blocks } 步。
    }
diagram-why-ended-misere = { $here } 是对局结束的局面，而在反常玩法中，轮到在那里走棋的玩家已经获胜
diagram-why-ended = { $here } 是对局结束的局面：轮到走棋的玩家无棋可走，已经输了
diagram-why-counted =
    { $reaching ->
       *[other] 从 { $here } 出发有 { $reaching } 步着法通向 P 局面，而阻挡者每回合禁止 { $blocks } 步
    }
diagram-why-every-move-n = 从 { $here } 出发的每一步着法都通向 N 局面
diagram-why-reaches-p =
    { $count ->
       *[other] 从 { $here } 出发，轮到走棋的玩家可以走到 P 局面 { $targets }
    }
diagram-guess-right = 正确：{ $letter }，因为{ $why }。
diagram-guess-wrong = 不是 { $guessed }：{ $why }（已高亮），所以 { $here } 是 { $letter }。
diagram-score = 得分：对 { $right } 个，错 { $wrong } 个；还剩 { $left } 个待标注。
diagram-node-labelled = { $shown } { $letter }：{ $here }，{ $letter } 局面
diagram-node-labelled-on-board = { $shown } { $letter }：{ $here }，{ $letter } 局面，在棋盘上
diagram-node-unlabelled = { $shown }：{ $here }，尚未标注
diagram-node-unlabelled-on-board = { $shown }：{ $here }，尚未标注，在棋盘上
diagram-line = { $position } { $letter }：可走到 { $children }
diagram-line-end = { $position } { $letter }：对局在此结束
diagram-child = { $position } { $letter }
diagram-child-pass = { $position }（跳过）{ $letter }
diagram-progress = 第 { $shown } 步，共 { $total } 步
diagram-start = 尚未标注。“下一步”每次标注一个局面，从对局结束处开始（P），然后把有一步能走到 P 的局面标为 N，把每一步都通向 N 的局面标为 P。
diagram-start-misere = 尚未标注。“下一步”每次标注一个局面，从对局结束处开始；在反常玩法中，该局面是 N，即轮到走棋的玩家获胜。
diagram-too-large = 这张状态图会有 { $size } 个局面：太多，无法阅读（上限是 { $limit }）。请从更小的局面开始，或只看本局经过的局面及其着法。
diagram-too-large-over = 这张状态图会有超过 { $size } 个局面：太多，无法阅读（上限是 { $limit }）。请从更小的局面开始，或只看本局经过的局面及其着法。
diagram-unsolved = 这张状态图中有一个局面太大，求解器无法判定。
diagram-not-drawn = 无法绘制这个局面。
diagram-moves-to-p = { $reaching } 步到 P { $sign } { $blocks }

# Games with Grundy values (normal-play impartial games)
diagram-quiz-keys-values = 按键：在聚焦的局面上按数字键，会在输入框中开始填写它的值；在输入框中按 Enter 进行检查。在局面上按 Enter 把它放到棋盘上。
diagram-check-value = 检查
diagram-not-a-value = “{ $typed }”不是一个值：请输入 0 或更大的整数。
diagram-legend-value = *2：格兰迪值，即所有后继局面都没有的最小值（0 为 P，其他值为 N）
diagram-value-label = *{ $value } { $letter }
diagram-why-mex =
    { $options ->
       *[other] { $count ->
           *[other] { $here } 的后继局面的值为 { $values }：缺少的最小值是 { $value }
        }
    }
diagram-why-no-options = { $here } 没有后继局面：它的值是 0
diagram-step-mex = { $letter }，*{ $value }：{ $why }。
diagram-guess-right-value = 正确：*{ $value }，因为{ $why }。
diagram-guess-wrong-value = 不是 *{ $guessed }：{ $why }（已高亮），所以 { $here } 的值是 *{ $value }。
diagram-node-valued = { $shown }：{ $here }，值 { $value }，{ $letter } 局面
diagram-node-valued-on-board = { $shown }：{ $here }，值 { $value }，{ $letter } 局面，在棋盘上
diagram-start-values = 尚未标注。“下一步”每次给一个局面标上格兰迪值，从对局结束处开始（没有后继局面：值为 0）：一个局面的值是它的所有后继局面都没有的最小值（mex）。值为 0 的是 P 局面，其他值的是 N 局面。
