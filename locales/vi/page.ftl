# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup đang chuẩn bị…
page-cannot-start = Lineup không chạy được trên trình duyệt này. Hãy mở bằng Chrome, Edge, Firefox hoặc Safari bản mới.
page-stopped = Lineup đã dừng. Hãy tải lại trang để chơi tiếp: ván chơi vẫn được giữ.
