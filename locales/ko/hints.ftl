# Hints: why the computer suggests this move, in a child's words.

hint-wins-game = 여기에 놓으면 이겨요!
hint-makes-sequence = 여기에 놓으면 한 줄이 완성돼요!
# $team is a colour alone ("빨강"), read as "빨강 팀". $chips is how many the other team would
# have in a row: this move stops it.
hint-blocks = 여기에 놓으면 { $team } 팀이 칩 { $chips }개를 나란히 놓지 못하게 막아요
hint-takes-away = 여기에서 { $team } 팀의 줄에 있는 칩을 하나 빼요
hint-builds-line = 여기에 놓으면 칩 { $chips }개가 나란히 놓여요
hint-trades-dead-card = 아무도 쓸 수 없는 카드예요. 바꿔요
hint-starts-lines = 줄을 시작하기 좋은 칸이에요
