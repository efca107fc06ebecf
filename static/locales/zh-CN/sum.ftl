### 游戏的和：由尼姆、八进制游戏（凯尔斯、减法游戏）和格兰迪游戏组成的子游戏，
### 每个子游戏都相当于一堆大小为其格兰迪值的尼姆堆（斯普拉格-格兰迪定理）。

## 子游戏可以是哪些游戏

sum-game-nim = 尼姆
sum-game-kayles = 凯尔斯
sum-game-dawson = 道森凯尔斯
sum-game-guiles = Guiles
sum-game-dawson-chess = 道森象棋
sum-game-grundy = 格兰迪游戏
sum-game-lasker = 拉斯克尼姆
sum-game-octal = 八进制游戏 { $code }
sum-game-subtraction = 减法游戏 S = {"{"}{ $set }{"}"}
sum-game-with-code = { $game }（{ $code }）
sum-game-custom = 其他八进制代码…

## 棋盘上的子游戏

sum-parts-label = 和的各个子游戏
sum-part-name = 第 { $part } 个子游戏
sum-part-label = 第 { $part } 个子游戏：{ $game }，{ $kind ->
        [pins] { $size } 个球瓶
       *[other] { $size } 枚
    }
sum-part-value = 值 *{ $value }（二进制 { $binary }）
sum-part-moves = 第 { $part } 个子游戏中的着法
sum-part-no-moves = 这个子游戏中已经没有着法了。
sum-move-to = → { $into }
sum-move-nothing = → 无
sum-move-and = { $first } + { $second }
sum-move-wins = 制胜着法
sum-total = 各值的尼姆和：*{ $value }
sum-your-move = 轮到你：选择让某一个子游戏变成什么。

## 在一排球瓶上进行的子游戏：先按一个球瓶，再按相邻的球瓶，最后按“击倒”

sum-pins-hint = 要击倒球瓶：先按一个球瓶，再按相邻的球瓶把这一段加长，最后按“击倒”。
sum-pins-label = 第 { $part } 个子游戏中的一排 { $count } 个球瓶
sum-pins-run = { $count ->
        [1] 第 { $from } 个球瓶
       *[other] 第 { $from }–{ $to } 个球瓶
    }
sum-knock-nothing = 无
sum-pin-label = 第 { $part } 个子游戏，第 { $pin } 个球瓶（共 { $pins } 个）：{ $action ->
        [add] 把它加入这一段；击倒{ $run }后剩下 { $into }
        [drop] 把它移出这一段；击倒{ $run }后剩下 { $into }
        [unselect] 已选中；再按一次取消选择
       *[select] 选中它；单独击倒它后剩下 { $into }
    }{ $wins ->
        [yes] ，属于制胜着法
       *[other] {""}
    }
sum-knock = 击倒{ $run } → { $into }
sum-knock-group = 在第 { $part } 个子游戏中击倒球瓶
sum-moves-list = 以按钮列出全部 { $count } 种着法
sum-not-in-code = 第 { $part } 个子游戏是{ $game }：一步不能击倒 { $count } 个球瓶并{ $leaves ->
        [nothing] 什么都不留下
        [one] 留下一排
       *[two] 留下两排
    }（其代码的第 { $count } 位是 { $digit }）。

## 编辑器

sum-editor-label = 子游戏
sum-editor-game = 第 { $part } 个子游戏的种类
sum-editor-code = 第 { $part } 个子游戏的代码
sum-editor-size = 第 { $part } 个子游戏的大小
sum-editor-remove = 删除第 { $part } 个子游戏
sum-editor-add = 添加一个子游戏
sum-editor-both = { $code } 就是减法游戏 S = {"{"}{ $set }{"}"}。

## 面板

sum-name = 游戏的和
sum-rules = 局面由若干子游戏组成，每个子游戏都是其自身游戏中的一堆。每步着法只在一个子游戏中进行，并遵循该子游戏的规则：尼姆可以取走任意数量的棋子；凯尔斯（Kayles）击倒一个球瓶或两个相邻的球瓶，这可能把一排分成两排；八进制游戏 0.d₁d₂… 允许一步取走 i 枚棋子，若 dᵢ 含 1 则可以不留下堆，含 2 则可以留下一堆，含 4 则可以留下两堆（代码 4.d₁d₂… 还允许不取走棋子而把一堆分成两堆）；格兰迪游戏把一堆分成大小不同的两堆；拉斯克尼姆可以从一堆中取走任意数量的棋子，或者不取棋子而把一堆分成两堆。走出最后一步的一方获胜。
sum-hint = 每个子游戏都相当于一堆大小为其格兰迪值的尼姆堆：格兰迪值是它的任何着法都达不到的最小值（mex）。在这些值上像尼姆一样下：留下尼姆和 0。
sum-caption = 各子游戏的格兰迪值（二进制）及其尼姆和
sum-value-column = 值
sum-part-row = { $game } { $size }
sum-theorem = 根据斯普拉格-格兰迪定理，每个子游戏都像一堆大小为其值的尼姆堆，所以游戏的和与尼姆的赢法完全相同：当各值的尼姆和为 0 时，它是 P 局面。
sum-lasker-pattern = 拉斯克尼姆，{ $title } 用 mex 归纳证明：有 4k + 1 或 4k + 2 枚棋子的堆，值等于其大小；有 4k + 3 枚的堆值为 4k + 4；有 4k + 4 枚的堆值为 4k + 3。
sum-lasker-part = 子游戏 { $part }：{ $equation }，所以它的值是 { $value }。
sum-change = 在第 { $part } 个子游戏（{ $game }）中走到值为 { $value } 的局面。
sum-winning-moves = 制胜着法
sum-no-winning-move = 没有制胜着法：每一种着法都会留下不为 0 的尼姆和。
sum-limits = 最多 { $parts } 个子游戏，每个不超过 { $size }。
sum-editor-set = 第 { $part } 个子游戏的减法集合
sum-editor-bad-code = 代码 { $code } 不可用：{ $problem ->
        [digit] 八进制代码的数字只能是 0 到 7。
        [point] 八进制代码以“0.”开头，如 0.77；若一堆还可以不取走任何东西而分成两堆，则以“4.”开头。
        [long] 代码的小数点后最多有 { $limit } 位数字（减法游戏的代码只含数字 0 和 3，最多 { $longest } 位）。
       *[empty] 请给出一个代码，例如 0.77。
    }
sum-editor-bad-set = 集合 { $set } 不可用：{ $problem ->
        [has-zero] 每步至少取走一枚棋子，所以集合中不能有 0。
        [twice] { $take } 出现了两次。
        [high] { $take } 大于 { $limit }，即一步最多能取走的数目。
       *[number] 请写出用逗号分隔的整数，例如 1, 3, 4。
    }
