# The game screen: the turn banner, the hand, prompts and the teacher's buttons.

game-your-turn = { $name }，轮到你了！
game-thinking = { $name }正在想…
# $team is a colour alone ("红色") or "Name (Colour)": "红色赢了！"
game-wins = { $team }赢了！
game-no-winner = 谁都走不了了：平局！
game-team = { $names }（{ $colour }）
# Chinese has one plural form (CLDR "other").
game-cards-left = { $count ->
   *[other] 还剩 { $count } 张牌
}
game-pick-a-card = 从手里选一张牌
game-pick-a-space = 给这张牌选一个格子
game-pick-any-space = 随便选一个空格子
game-pick-a-chip = 选一颗要拿走的棋子
game-nowhere = 这张牌没有地方放了
# A dead card: both its spaces are taken ("死牌").
game-dead-card = 死牌：换一张吧
game-turn-in = 换掉这张牌
game-draw = 摸一张牌
# Table talk: a player said something about the cards in hand.
game-put-down-a-card = 说漏嘴了！放下一张牌
game-pass-to = 交给{ $name }：准备好了就点一下
game-discards = 出过的牌
# Before the teams' buttons: the team whose players talked about their cards.
game-table-talk = 说漏嘴的队：
game-undo = 悔一步
game-restart = 重来
game-home = 首页
game-play-again = 再玩一次
game-hint = 提示
game-words = 词语

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = 老师
game-menu-close = 关闭
game-end = 结束游戏
game-sound = 声音
game-voice = 朗读
game-motion = 动画
game-ask-restart = 要从头再玩这一局吗？会重新发牌。
game-ask-end = 要结束这一局，回到首页吗？结束后就不能接着玩了。
game-yes-restart = 好，重来
game-yes-end = 好，结束
game-keep-playing = 不，继续玩

# The score, in words: "连线：蓝色 1 条（要 2 条）".
game-score = 连线
game-score-team = { $team } { $count } 条（要 { $goal } 条）
game-goal = { $goal ->
   *[other] 连成 { $goal } 条线就赢
}

# A computer's hand is not shown while it thinks.
game-computer-hand = 正在想…
# What the special cards do, written on the card.
game-card-any-space = 任意空格
game-card-take-chip = 拿走一颗棋子
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = 你手里没有“{ $card }”

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name }出了“{ $card }”。
game-played-sequence = { $name }出了“{ $card }”，连成了一条线！
game-played-wild = { $name }出了“{ $card }”，放在了任意空格。
game-took-chip = { $name }出了“{ $card }”，拿走了一颗棋子。
game-traded = { $name }换掉了一张死牌。
