# Gentle words for a move the rules do not allow.

error-not-your-turn = 等轮到你再走哦
error-card-not-in-hand = 你手里没有这张牌
error-card-does-not-fit = 这张牌不能放在这里
error-cell-occupied = 那里已经有棋子了
error-cell-is-free = 角落是大家的
error-cell-empty = 那里没有棋子可以拿
error-not-an-opponent-chip = 只能拿别的队的棋子哦
error-chip-in-sequence = 那颗棋子在连好的线里：不能拿走
error-not-a-dead-card = 这张牌还能用
error-one-dead-card-per-turn = 每一轮只能换一张牌
error-game-over = 游戏已经结束了
error-no-draw-owed = 现在不用摸牌
error-no-such-cell = 那里不在棋盘上
error-discard-pending = 先让这个队的每个人放下一张牌
error-no-discard-owed = 你不用放下牌
error-nothing-to-discard = 那个队没有牌了
error-no-such-team = 没有这个队
