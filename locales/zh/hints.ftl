# Hints: why the computer suggests this move, in a child's words.

hint-wins-game = 走这里就赢了！
hint-makes-sequence = 走这里就连成一条线了！
# $chips is how many the other team would have in a row: this move stops it.
hint-blocks = 走这里能挡住{ $team }，不让他们 { $chips } 颗连成一排
hint-takes-away = 走这里能从{ $team }的线里拿走一颗棋子
hint-builds-line = 走这里你就有 { $chips } 颗连成一排
hint-trades-dead-card = 这张牌谁都用不了：换掉它吧
hint-starts-lines = 这里很适合开始连一条线
