# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = 怎么玩
howto-title = 怎么玩：{ $game }
howto-back = 返回
howto-turn = 轮到你的时候，从手里选一张牌。
howto-place = 在图案一样的格子上放一颗棋子。
howto-place-letter = 在以这个字母开头的图画上放一颗棋子。
howto-wild = 这张牌可以放在任何一个空格子上。
howto-remove = 这张牌可以拿走别的队的一颗棋子。
howto-line = 把 { $length } 颗棋子连成一排：横着、竖着、斜着都行。
howto-goal = { $goal ->
    [1] 先连成一条线的队赢！
   *[other] 先连成 { $goal } 条线的队赢！
}
howto-free = 有星星的角落，每个队都能用。
howto-dead = 你的牌的两个格子都被占了？把它换成一张新牌。
howto-locked = 连好的线不会变：谁也不能拿走里面的棋子。
