# Nim Lab 简体中文。消息标识和变量与 en.ftl 相同；术语表：docs/glossary.md。

## 页面标题

-app-name = Nim Lab
tagline = 玩尼姆游戏及其变体，看看制胜着法为什么能赢。
keyboard-help = 键盘：用 Tab 移到一堆，用方向键在堆内移动，按 Enter 或空格取子。Ctrl+Z 撤销，Ctrl+Y 重做。测验中按 P 或 N 作答。

## 工具栏

toolbar-how-to-play = 玩法
toolbar-share = 分享
toolbar-embed = </> 嵌入
toolbar-explore = 探索
toolbar-more = 更多
toolbar-present = 演示
how-to-play-title = { $game }的玩法
share-title = 分享这个局面
share-link-label = 指向此棋盘、模式和提示设置的链接
share-copying = 正在复制…
share-copied = 已复制到剪贴板。
share-copy-refused = 此处不允许复制：链接已在下方选中，请按 Ctrl+C（⌘C）复制。
embed-title = 嵌入教学网页
embed-intro = 把这段代码粘贴到你网页的 HTML 中。嵌入的棋盘没有页面标题，并保留此局面、模式和提示设置；脚本会让框架随棋盘自动增高。
embed-controls-label = 控件
embed-panel-label = 分析（开启提示时）
embed-snippet-label = HTML 代码
embed-controls-full = 全部设置和命令
embed-controls-min = 撤销、新游戏和提示
embed-controls-none = 无：只有棋盘
embed-panel-none = 无
embed-panel-verdict = 谁会赢
embed-panel-table = 谁会赢及表格
embed-panel-full = 完整分析
embed-frame-title = { -app-name }：{ $game }
embed-fallback = 在 { -app-name } 上玩{ $game }
embed-view-label = 显示内容
embed-view-board = 棋盘
embed-view-diagram = 仅状态图
embed-view-grundy = 仅 Grundy 序列
embed-element-label = 或使用元素：一个脚本，之后页面需要多少棋盘就放多少
embed-kept = 两者都保留本页的模式、电脑强度、先手、提示和语言。

## 语言：各用自己的语言命名

language-label = 语言
language-en = English
language-es = Español
language-fr = Français
language-de = Deutsch
language-zh-CN = 中文（简体）
language-ar = العربية
language-en-XA = [Ƥşḗḗŭŭḓǿǿ]
language-unknown = 链接要求的语言“{ $tag }”Nim Lab 没有。当前显示语言：{ $shown }。
language-load-failed = 无法加载{ $language }（没有网络？）：页面以英文显示。
# The name of the ✕ button that closes a dialog
dialog-close = 关闭
