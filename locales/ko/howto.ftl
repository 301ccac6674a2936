# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = 게임 방법
howto-title = 게임 방법: { $game }
howto-back = 돌아가기
howto-turn = 내 차례가 되면 카드를 한 장 골라요.
howto-place = 같은 그림이 있는 칸에 칩을 놓아요.
howto-place-letter = 이 글자로 시작하는 그림에 칩을 놓아요.
howto-wild = 이 카드는 아무 빈칸에나 놓을 수 있어요.
howto-remove = 이 카드로 다른 팀의 칩을 하나 뺄 수 있어요.
# 가로, 세로, 대각선: across, down, on a slant, as in bingo (빙고) and 오목.
howto-line = 칩 { $length }개를 나란히 놓아요: 가로, 세로, 대각선으로.
howto-goal = { $goal ->
    [1] 먼저 한 줄을 만든 팀이 이겨요!
   *[other] 먼저 { $goal }줄을 만든 팀이 이겨요!
}
howto-free = 별이 있는 모서리 칸은 모든 팀의 칸이에요.
howto-dead = 내 카드의 칸이 두 곳 다 찼나요? 새 카드로 바꿔요.
howto-locked = 다 만든 줄은 그대로예요. 아무도 그 칩을 뺄 수 없어요.
