# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = 棋盘
print-board-note = 沿着虚线剪开，把每一页叠在旁边那一页的灰色条上，让格子对齐，再粘好。
print-board-page = 第 { $page } 页，共 { $pages } 页：第 { $row } 行，第 { $column } 列
print-glue = 把第 { $page } 页粘在这里
print-cards = 要剪下来的牌
print-cards-note = 沿着线剪开。第 { $page } 页，共 { $pages } 页。
print-card-wild = 可以放在任何一个空格子上
print-card-remove = 拿走一颗棋子
print-howto-note = 第一次玩之前，一起读一读。
print-making = 正在做要打印的页面…
print-written = 要打印的页面在 ⁦{ $file }⁩。
print-failed = 要打印的页面没能做好：{ $error }
print-no-folder = Lineup 没有找到放页面的“文档”文件夹。
