# The game screen: the turn banner, the hand, prompts and the teacher's buttons.
# A chip is "칩", counted "개"; a space on the board is "칸"; a sequence (a finished line) is
# "줄"; cards are counted "장". No particle follows $name, $team or $card (see app.ftl): "민수
# 차례예요!", "빨강 승리!", and "{ $name }:" before what a player did.

game-your-turn = { $name } 차례예요!
game-thinking = { $name } 생각 중…
# $team is a colour alone ("빨강") or "Name (Colour)": "빨강 승리!"
game-wins = { $team } 승리!
game-no-winner = 아무도 더 놓을 수 없어요. 비겼어요!
game-team = { $names } ({ $colour })
# Korean has one plural form (CLDR "other"); 0 has its own words.
game-cards-left = { $count ->
    [0] 남은 카드가 없어요
   *[other] 남은 카드 { $count }장
}
game-pick-a-card = 카드를 한 장 골라요
game-pick-a-space = 이 카드로 칩을 놓을 칸을 골라요
game-pick-any-space = 빈칸을 아무 데나 골라요
game-pick-a-chip = 뺄 칩을 골라요
game-nowhere = 이 카드는 놓을 곳이 없어요
game-dead-card = 쓸 수 없는 카드예요. 바꿔요
game-turn-in = 이 카드 바꾸기
game-draw = 카드를 한 장 뽑아요
# Table talk: telling a teammate what is in your hand.
game-put-down-a-card = 카드 이야기는 비밀! 카드를 한 장 내려놓아요
game-pass-to = 이제 { $name } 차례: 준비되면 화면을 눌러요
game-discards = 낸 카드
# Before the teams' buttons: the team whose players talked about their cards.
game-table-talk = 카드 이야기를 한 팀:
game-undo = 되돌리기
game-restart = 처음부터
game-home = 첫 화면
game-play-again = 한 번 더
game-hint = 힌트
game-words = 낱말

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = 선생님
game-menu-close = 닫기
game-end = 게임 끝내기
game-sound = 소리
game-voice = 목소리
# The animations on the screen.
game-motion = 움직임
game-ask-restart = 이 게임을 처음부터 다시 할까요? 카드를 다시 나눠 줘요.
game-ask-end = 이 게임을 끝내고 첫 화면으로 돌아갈까요? 나중에 이어서 할 수 없어요.
game-yes-restart = 네, 처음부터
game-yes-end = 네, 끝내요
game-keep-playing = 아니요, 계속해요

# The score, in words: "줄: 파랑 2줄 중 1줄" (not "1/2", which a first grader reads as a
# fraction).
game-score = 줄
game-score-team = { $team } { $goal }줄 중 { $count }줄
game-goal = { $goal ->
    [1] 한 줄을 만들면 이겨요
   *[other] { $goal }줄을 만들면 이겨요
}

# A computer's hand is not shown while it thinks.
game-computer-hand = 생각 중…
# What the special cards do, written on the card.
game-card-any-space = 아무 칸에나
game-card-take-chip = 칩 빼기
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = ‘{ $card }’ 카드는 가지고 있지 않아요

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name }: ‘{ $card }’ 카드를 냈어요.
game-played-sequence = { $name }: ‘{ $card }’ 카드를 내서 한 줄을 만들었어요!
game-played-wild = { $name }: ‘{ $card }’ 카드를 내서 원하는 칸에 놓았어요.
game-took-chip = { $name }: ‘{ $card }’ 카드를 내서 칩을 하나 뺐어요.
game-traded = { $name }: 쓸 수 없는 카드를 바꿨어요.
