# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = 클래식
theme-classic-description = 트럼프 카드 두 벌로 해요. 칩 다섯 개를 나란히 놓아요.
theme-classic-option-jacks = 잭(J)
theme-classic-option-jacks-two-eyed = 눈이 둘인 잭은 아무 데나 놓고, 눈이 하나인 잭은 칩을 빼요
theme-classic-option-jacks-red-black = 빨간 잭은 아무 데나 놓고, 검은 잭은 칩을 빼요
theme-single-deck-name = 카드 한 벌
theme-single-deck-description = 트럼프 카드 한 벌로 해요. 카드마다 게임판에 한 번씩 있어요. 칩 네 개를 나란히 놓아요.
theme-single-deck-option-to_win = 이기려면 몇 줄?
theme-single-deck-option-to_win-2 = 두 줄
theme-single-deck-option-to_win-3 = 세 번째 줄까지 계속
theme-single-deck-option-to_win-4 = 네 번째 줄까지 계속
theme-animals-name = 동물
theme-animals-description = 동물 카드로 칩 네 개를 나란히 놓아요. 유니콘은 아무 데나 놓고, 용은 칩을 빼요.
theme-letters-name = 글자
theme-letters-description = 글자 카드를 내고, 그 글자로 시작하는 그림에 칩을 놓아요. 네 개를 나란히 놓으면 이겨요.

# Team colours, as children name a team by them: "빨강 승리!", "빨강 팀".
color-red = 빨강
color-blue = 파랑
color-green = 초록
color-yellow = 노랑
color-orange = 주황
color-purple = 보라
color-pink = 분홍
color-brown = 갈색
color-black = 검정
color-white = 하양
