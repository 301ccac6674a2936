# Gentle words for a move the rules do not allow.

error-not-your-turn = 내 차례를 기다려요
error-card-not-in-hand = 그 카드는 가지고 있지 않아요
error-card-does-not-fit = 그 카드는 거기에 놓을 수 없어요
error-cell-occupied = 거기에는 벌써 칩이 있어요
error-cell-is-free = 모서리 칸은 모두의 칸이에요
error-cell-empty = 거기에는 뺄 칩이 없어요
error-not-an-opponent-chip = 다른 팀의 칩만 뺄 수 있어요
error-chip-in-sequence = 그 칩은 다 만든 줄에 있어서 그대로 있어요
error-not-a-dead-card = 그 카드는 아직 쓸 수 있어요
error-one-dead-card-per-turn = 한 차례에 카드 한 장만 바꿀 수 있어요
error-game-over = 게임이 끝났어요
error-no-draw-owed = 지금은 카드를 뽑지 않아도 돼요
error-no-such-cell = 거기는 게임판 밖이에요
error-discard-pending = 먼저 팀의 모두가 카드를 한 장씩 내려놓아야 해요
error-no-discard-owed = 카드를 내려놓지 않아도 돼요
error-nothing-to-discard = 그 팀은 카드가 없어요
error-no-such-team = 그런 팀은 없어요
