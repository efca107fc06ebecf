## 提示与播报

notice-dismiss = 关闭提示
notice-wait-for-computer = 请等待电脑走棋。
notice-computer-cannot-analyse = 电脑无法分析这个局面：它超出了大小限制。
# 中文句子之间不加空格。
notice-sentence-separator = {""}
notice-moved = { $player }：{ $played }。
notice-taken-back = 已撤销一步。
notice-played-again = 已重做一步。
notice-new-game = 新的一局。
notice-new-position = 已摆好新局面。
notice-random-position = 已摆好随机局面。

## 链接中的问题（$value 是链接自身的文字；“请用”后面的词是链接的关键字，保持原样）

notice-link-default-position = 改为显示默认局面。
notice-link-unknown-game = 链接指定了未知的游戏 { $value }：请用 nim、misere、circle、blocking 或 pass。
notice-link-unknown-mode = 链接指定了未知的模式 { $value }：请用 computer、two 或 analysis。
notice-link-unknown-controls = 链接指定了未知的控件 { $value }：请用 full、min 或 none。
notice-link-unknown-panel = 链接指定了未知的面板 { $value }：请用 none、verdict、table 或 full。
notice-link-unknown-strength = 链接指定了未知的电脑强度 { $value }：请用 perfect、strong 或 casual。
notice-link-unknown-first = 链接指定了未知的先手 { $value }：请用 you 或 computer。
notice-link-unknown-view = 链接指定了未知的视图 { $value }：请用 board、diagram、explore、review 或 grundy。
notice-link-bad-origin = 链接中的 origin={ $value } 不是网页的来源（例如 https://example.org）：没有网页能控制这个嵌入。
notice-link-bad-switch = 链接中的 { $key }={ $value } 应为 0 或 1。
notice-link-heap-negative = 链接中的堆 { $value } 不可用：堆不能为负数。
notice-link-heap-not-a-number = 链接中的堆 { $value } 不可用：堆的大小必须是整数。
notice-link-heap-huge = 链接中的堆 { $value } 不可用：数值太大了。
notice-link-bad-ring = 链接中的环 { $value } 不可用：用 o 表示标记，用 . 表示空位。
notice-link-bad-part = 链接中的子游戏 { $value } 已被略去：{ $problem ->
        [shape] 请把子游戏写成“游戏:大小”，例如 kayles:8。
        [digit] 八进制代码的数字只能是 0 到 7。
        [point] 八进制代码以“0.”开头，如 0.77；若一堆还可以不取走任何东西而分成两堆，则以“4.”开头。
        [long] 代码的小数点后最多有 { $limit } 位数字（减法游戏的代码只含数字 0 和 3，最多 { $longest } 位）。
        [name] 请用 nim、kayles、grundy 或八进制代码（例如 0.77）。
       *[size] 它的大小不是整数。
    }
notice-link-bad-blocks = 链接中的 blocks={ $value } 应为一个较小的整数。
notice-link-bad-forbid = 链接中被禁止的着法 { $value } 不是阻挡者在此局面中能禁止的着法：阻挡者重新选择。
notice-link-bad-turn = 链接中的 turn={ $value } 应为 1 或 2：玩家 1 先走。
notice-link-limit = 链接中的局面：{ $problem }

## 被拒绝的宿主页面命令（命令名和字段名保持原样）

host-error-version = 该命令属于 Nim Lab 消息的第 { $found } 版；本页读取第 { $read } 版。
host-error-unknown = 未知命令 { $command }：请使用 setPosition、newGame、undo、redo、setHints、getState 或 setState。
host-error-field = 命令 { $command } 需要字段 { $field }。
host-error-link = 无法设置该局面：{ $problems }
host-error-empty = 链接文本没有给出局面、视图、测验或设置。
host-error-nothing-to-undo = 没有可以撤销的走法。
host-error-nothing-to-redo = 没有可以重做的走法。
host-error-move = 第 { $number } 步（{ $played }）在其位置上不能走。
notice-link-step-negative = 链接中的台阶 { $value } 无法使用：一级台阶上的硬币数不能为负。
notice-link-step-not-a-number = 链接中的台阶 { $value } 无法使用：台阶上的硬币数必须是整数。
notice-link-step-huge = 链接中的台阶 { $value } 无法使用：数值太大。

notice-link-bad-last = 链接中的 last={ $value } 不是这一堆允许的上一步：游戏从第一步开始。
notice-link-other-field = 链接中的 { $key }= 未被读取：这个游戏的局面写作 { $own }=。
notice-link-bad-k = 链接中的 k={ $value } 不是 1 到 4 之间的每步可取子堆数：使用 k={ $k }。
notice-link-bad-coin-rule = 链接中的 rule={ $value } 不是翻硬币规则（turtles、mock、ruler 或 twins）：按翻乌龟进行。
notice-link-bad-coin = 链接中的第 { $coin } 枚硬币是 { $value }，既不是 H 也不是 T：按反面读取。
notice-link-too-many-coins = 链接中的一排有 { $count } 枚硬币，超过一排最多的 { $limit } 枚：未读取。
notice-link-bad-head = 链接中的正面 { $value } 不是 x:y 形式的格子：已略去。
notice-link-head-off-grid = 链接中的正面 { $value } 在网格之外（两个方向都是 0 到 { $last }）：已略去。
notice-link-head-repeated = 链接中的正面 { $value } 列出了两次：只算一次。
notice-link-too-many-edges = 链接中的图有 { $count } 条边，超过了一幅图最多的 { $limit } 条：没有读取。
notice-link-bad-edge = 链接中的边 { $edge } 是 { $value }，不是用 - 连接的两个端点（如 g-1 或 1-2）：已略去。
notice-link-no-such-vertex = 链接中的边 { $edge } 指向 { $value }，它不是顶点（g 表示地面，或 1 到 { $most } 的数）：已略去。
notice-link-bad-place = 链接中的位置 { $value } 不是图网格上的 顶点:x:y：已略去，该顶点将自动放置。
