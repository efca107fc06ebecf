## 棋盘上方的回合栏

board-turn-label = 回合
board-result-label = 结果
board-headline = { $winner_who ->
        [you] 你赢了！
        [computer] 电脑获胜。
        [opponent] 对手获胜。
       *[other] { $winner }获胜！
    }
board-play-again = 再玩一局
board-step-block = 第 1 步（共 2 步）
board-step-take = 第 2 步（共 2 步）
board-role-blocker = 阻挡者：
board-role-mover = 行棋者：
board-block-phase = { $blocker_who ->
       *[other] { $blocker }
    }还要禁止{ $mover_who ->
       *[other] { $mover }
    }的 { $remaining } 个着法（每回合 { $blocks } 个）：点击一枚棋子，用 ✕ 标记那个着法。
board-take-phase = { $mover_who ->
       *[other] { $mover }
    }取棋子。标有 ✕ 的着法本回合禁止。
board-your-move-heaps = 轮到你：点击一枚棋子，取走它及其后的所有棋子。
board-your-move-ring = 轮到你：选择一个标记，然后单独取走它，或连同一个相邻标记一起取走。
board-to-move = 轮到{ $mover }走棋。
board-computer-moving = 电脑正在走棋（已高亮）。
board-skip = 略过
board-computer-thinking = 电脑正在思考…
