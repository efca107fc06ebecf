## 句中点名的玩家：句首与句中。句子按 $…_who（you、computer、player1、player2、opponent）
## 选择说法；中文无需变化，只有默认分支。

players-you-first = 你
players-computer-first = 电脑
players-player1-first = 玩家 1
players-player2-first = 玩家 2
players-opponent-first = 对手
players-you-within = 你
players-computer-within = 电脑
players-player1-within = 玩家 1
players-player2-within = 玩家 2
players-opponent-within = 对手

## 对局为何结束

players-ending-no-moves = { $winner_who ->
       *[other] { $winner }
    }走了最后一步，所以{ $loser_who ->
       *[other] { $loser }
    }已无棋可走。
players-ending-last-counter = { $loser_who ->
       *[other] { $loser }
    }取走了最后一枚棋子，而在反常尼姆中这就输了。
players-ending-all-blocked = { $winner_who ->
       *[other] { $winner }
    }禁止了{ $loser_who ->
       *[other] { $loser }
    }所有能走的着法，所以{ $loser }无法走棋，输了。

## 完美对弈下谁获胜

verdict-over-no-moves = 对局结束：{ $next_who ->
       *[other] { $next }
    }已无棋可走，所以{ $previous_who ->
       *[other] { $previous }
    }获胜。
verdict-over-last-counter = 对局结束：{ $previous_who ->
       *[other] { $previous }
    }取走了最后一枚棋子，所以{ $next_who ->
       *[other] { $next }
    }获胜。
verdict-over-all-blocked = 对局结束：{ $next_who ->
       *[other] { $next }
    }的所有着法都被禁止，所以{ $previous_who ->
       *[other] { $previous }
    }获胜。
verdict-next-wins = { $next_who ->
       *[other] { $next }
    }（轮到走棋）在完美对弈下获胜——有 { $count } 个制胜着法。
verdict-previous-wins = { $previous_who ->
       *[other] { $previous }
    }在完美对弈下获胜——{ $next_who ->
       *[other] { $next }
    }（轮到走棋）没有制胜着法。
verdict-blocker-now = 现在由{ $blocker_who ->
       *[other] { $blocker }
    }阻挡：在{ $mover_who ->
       *[other] { $mover }
    }走棋之前要禁止 { $count } 个着法。
verdict-blocker-wins = { $blocker_who ->
       *[other] { $blocker }
    }（阻挡方）在完美对弈下获胜——有 { $count } 种制胜的禁止方式。
verdict-mover-beats-blocker = { $mover_who ->
       *[other] { $mover }
    }（下一步走棋）在完美对弈下获胜——{ $blocker_who ->
       *[other] { $blocker }
    }无法禁止所有制胜着法。
