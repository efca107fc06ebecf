## 页面本身：应用运行之前（网站的描述、它的清单）或停止之后读到的内容

page-description = 玩尼姆及其变体并学习其中的道理：反常尼姆、环形尼姆、阻挡尼姆和可跳过一次的尼姆。
page-no-script = { -app-name } 需要 JavaScript 和 WebAssembly 才能运行。
page-stopped-title = { -app-name } 已停止
page-stopped-text = 应用内部出了问题，无法继续运行。请重新加载页面以重新开始。详细信息在浏览器的控制台中。
page-reload = 重新加载
chunk-retry = 重试
chunk-loading = 正在加载…
chunk-failed = 页面的这一部分无法加载。请检查网络连接，然后点击“重试”；如果打开此页面后网站已更新，请重新加载页面。
