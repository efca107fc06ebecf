## 状态图在棋盘旁的位置，在其自身部分加载期间

diagram-loading = 正在加载状态图…
diagram-not-loaded = 页面无法加载状态图。请检查网络连接，然后点击“重试”。
