# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = 게임판
print-board-note = 점선을 따라 자르고, 칸이 딱 맞도록 각 장을 옆 장의 회색 띠 위에 겹쳐서 풀로 붙여요.
print-board-page = { $pages }장 중 { $page }번째 장: { $row }행, { $column }열
print-glue = 여기에 { $page }번째 장을 붙여요
print-cards = 오려 쓰는 카드
print-cards-note = 선을 따라 오려요. { $pages }장 중 { $page }번째 장.
print-card-wild = 아무 빈칸에나 놓아요
print-card-remove = 칩을 하나 빼요
print-howto-note = 처음 하기 전에 함께 읽어요.
print-making = 인쇄할 페이지를 만들고 있어요…
print-written = 인쇄할 페이지는 ⁦{ $file }⁩에 있어요.
print-failed = 인쇄할 페이지를 만들지 못했어요: { $error }
print-no-folder = Lineup이 페이지를 넣을 문서 폴더를 찾지 못했어요.
