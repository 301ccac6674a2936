# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup을 준비하고 있어요…
page-cannot-start = 이 브라우저에서는 Lineup을 실행할 수 없어요. 최신 Chrome, Edge, Firefox, Safari 중 하나로 열어 주세요.
page-stopped = Lineup이 멈췄어요. 페이지를 새로 고치면 이어서 할 수 있어요. 게임은 저장되어 있어요.
