# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup 正在准备…
page-cannot-start = Lineup 在这个浏览器里运行不了。请用新版的 Chrome、Edge、Firefox 或 Safari 打开。
page-stopped = Lineup 停下来了。刷新页面就能接着玩：游戏还保存着。
