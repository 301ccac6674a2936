# The setup screen: who plays, and the game's options.

setup-players = 玩家
setup-seat-name = 玩家 { $number }
setup-person = 人
setup-computer-level = 电脑：{ $level }
# The computer's levels: "随便走" plays at random, "贪心" grabs the most chips.
setup-level-random = 随便走
setup-level-greedy = 贪心
setup-level-easy = 简单
setup-level-medium = 中等
setup-level-just-right = 刚刚好
setup-level-hard = 难
setup-colour = 颜色
setup-hands-open = 亮出手里的牌
setup-hands-private = 藏起手里的牌
setup-drawing = 摸牌
setup-draw-automatic = 自动
setup-draw-manual = 自己摸（忘了就没有了）
setup-first = 谁先走
setup-first-cut = 抽牌决定
setup-first-random = 随机
setup-first-chosen = 玩家 1
setup-words = 图画下面的词语
setup-words-shown = 显示
setup-words-hidden = 不显示
setup-hints = 提示
setup-hints-button = 需要的时候
setup-hints-always = 一直有
setup-think-time = “难”的思考时间
setup-half-second = 半秒
setup-seconds = { $seconds ->
   *[other] { $seconds } 秒
}
# The label before the three buttons "Aa", "a", "A" (the pinyin board prints its initials in
# small letters only, so it does not show them).
setup-case = 字母的样子
setup-letters = 玩哪些字母
setup-letters-all = 全部
# The letters a class meets first: the first initials of the reader (y w, b p m f, d t n l).
setup-letters-first = 最先学的字母
setup-letters-count = { $count ->
   *[other] { $count } 个字母
}
setup-letters-too-few = 至少要选 { $count } 个字母，才能做棋盘。
setup-start = 开始游戏
setup-back = 返回
setup-print = 打印
setup-who-plays = 谁来玩
