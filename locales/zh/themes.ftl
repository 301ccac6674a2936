# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = 经典
theme-classic-description = 两副扑克牌，五颗棋子连成一排。
theme-classic-option-jacks = J 牌
theme-classic-option-jacks-two-eyed = 两只眼的 J 可以放任意空格，一只眼的 J 拿走一颗棋子
theme-classic-option-jacks-red-black = 红色的 J 可以放任意空格，黑色的 J 拿走一颗棋子
theme-single-deck-name = 一副牌
theme-single-deck-description = 一副扑克牌，每张牌在棋盘上只有一格，四颗棋子连成一排。
theme-single-deck-option-to_win = 几条线赢
theme-single-deck-option-to_win-2 = 两条线
theme-single-deck-option-to_win-3 = 接着玩，连第三条线
theme-single-deck-option-to_win-4 = 接着玩，连第四条线
theme-animals-name = 动物
theme-animals-description = 动物牌，四颗棋子连成一排。独角兽可以放任意空格，龙拿走一颗棋子。
theme-letters-name = 字母
theme-letters-description = 出一张字母牌，在以它开头的图画上放一颗棋子。四颗连成一排就赢。

# Team colours, as children name a player or team by them: "红色赢了！"
color-red = 红色
color-blue = 蓝色
color-green = 绿色
color-yellow = 黄色
color-orange = 橙色
color-purple = 紫色
color-pink = 粉色
color-brown = 棕色
color-black = 黑色
color-white = 白色
