## 格兰迪序列视图：g(n) 是一堆 n 枚棋子的格兰迪值，对每个 n 直到上限
# $code：八进制代码，如 0.77；$set：减法集合，如 {1, 2, 3}（两者都不翻译）；
# $game：游戏名称。g(n)、n、p、q、t 沿用 Winning Ways 的记号（保持原样）。

toolbar-grundy = 格兰迪序列
grundy-loading = 正在加载“格兰迪序列”视图…
grundy-not-loaded = 页面无法加载“格兰迪序列”视图。请检查网络连接，然后点击“重试”。
grundy-game-kayles = 凯尔斯（Kayles）
grundy-game-dawson = 道森凯尔斯
grundy-game-guiles = 盖尔斯（Guiles）
grundy-game-dawson-chess = 道森象棋
grundy-game-grundy = 格兰迪游戏
grundy-option = { $game }（{ $code }）
grundy-rule-named = { $game }是八进制游戏 { $code }。
grundy-rule-octal = 在八进制游戏 { $code } 中，小数点后第 i 位说明从一堆取走 i 枚棋子后可以留下什么：1 表示什么都不留，2 表示留下一堆，4 表示留下两堆（一位数字是这些情况之和）。
grundy-rule-subtraction = 八进制游戏 { $code } 就是减法游戏 S = { $set }：一步从一堆中取走 s 枚棋子，s 可为 S 中任一数。
grundy-rule-grundy = 格兰迪游戏：一步把一堆分成大小不同的两堆。
grundy-link-part = 链接中的 { $part } 不能用于格兰迪视图：{ $problem }
grundy-typed-rule = 代码 { $value } 无法使用：{ $problem }
grundy-typed-set = 减法集合 { $value } 无法使用：{ $problem }
grundy-typed-max = 最大堆 { $value } 无法使用：{ $problem }
grundy-problem-empty = 请给出名称（如 kayles 或 grundy）或代码（如 0.77）。
grundy-problem-no-point = 八进制代码以“0.”开头，如 0.77；若一堆还可以不取走任何东西而分成两堆，则以“4.”开头。
grundy-problem-unknown-name = 请用 kayles、dawson、guiles、dawson-chess、grundy 或代码（如 0.77）。
grundy-problem-no-digits = 代码在小数点之后没有数字。
grundy-problem-too-many-digits = 代码在小数点后有 { $count } 位，最多允许 { $limit } 位（减法游戏的代码只含数字 0 和 3，最多 { $longest } 位）。
grundy-problem-not-octal = 小数点后第 { $position } 位是 { $digit }，而八进制数字只能是 0 到 7。
grundy-problem-set-empty = 请给出一步可取的棋子数，如 1, 2, 3。
grundy-problem-set-zero = 减法集合不能包含 0：一步至少取一枚棋子。
grundy-problem-set-duplicate = { $take } 在集合中出现了两次。
grundy-problem-set-take = { $take } 太大：减法集合中的数只能是 1 到 { $limit }。
grundy-problem-set-not-number = { $entry } 不是整数：请用逗号分隔各数，如 1, 2, 3。
grundy-problem-max-not-whole = 最大堆是 0 到 { $limit } 的整数。
grundy-problem-max-too-large = 序列最多到第 { $limit } 堆，而不是 { $max }。
