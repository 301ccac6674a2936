# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Bàn chơi
print-board-note = Cắt theo đường chấm, đặt mỗi trang lên dải xám của trang bên cạnh cho các ô khớp nhau, rồi dán lại.
print-board-page = Trang { $page } / { $pages }: hàng { $row }, cột { $column }
print-glue = Dán trang { $page } vào đây
print-cards = Thẻ để cắt
print-cards-note = Cắt theo các đường kẻ. Trang { $page } / { $pages }.
print-card-wild = Đặt vào ô trống nào cũng được
print-card-remove = Lấy đi một quân
print-howto-note = Cùng đọc trước khi chơi ván đầu tiên.
print-making = Đang làm các trang để in…
print-written = Các trang để in nằm ở ⁦{ $file }⁩.
print-failed = Không làm được các trang để in: { $error }
print-no-folder = Lineup không tìm thấy thư mục Tài liệu để lưu các trang.
