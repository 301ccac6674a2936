# The setup screen: who plays, and the game's options.

setup-players = Người chơi
setup-seat-name = Người chơi { $number }
setup-person = Người
setup-computer-level = Máy: { $level }
# The computer's levels: "Tuỳ hứng" plays at random, "Tham lam" grabs the most chips.
setup-level-random = Tuỳ hứng
setup-level-greedy = Tham lam
setup-level-easy = Dễ
setup-level-medium = Trung bình
setup-level-just-right = Vừa sức
setup-level-hard = Khó
setup-colour = Màu
setup-hands-open = Lật ngửa thẻ
setup-hands-private = Úp thẻ
setup-drawing = Rút thẻ
setup-draw-automatic = Tự động
setup-draw-manual = Tự tay (quên là mất thẻ)
setup-first = Ai đi trước
setup-first-cut = Rút thẻ để chọn
setup-first-random = Ngẫu nhiên
setup-first-chosen = Người chơi 1
setup-words = Chữ dưới hình
setup-words-shown = Hiện
setup-words-hidden = Ẩn
setup-hints = Gợi ý
setup-hints-button = Khi cần
setup-hints-always = Luôn luôn
setup-think-time = Thời gian nghĩ của mức Khó
setup-half-second = Nửa giây
setup-seconds = { $seconds ->
   *[other] { $seconds } giây
}
# The label before the three buttons "Aa", "a", "A": chữ hoa and chữ thường.
setup-case = Kiểu chữ
setup-letters = Chữ cái để chơi
setup-letters-all = Tất cả
# The letters a class meets first: those of the first lessons of Tiếng Việt 1.
setup-letters-first = Những chữ đầu tiên
setup-letters-count = { $count ->
   *[other] { $count } chữ cái
}
setup-letters-too-few = Hãy chọn ít nhất { $count } chữ cái để làm bàn chơi.
setup-start = Bắt đầu chơi
setup-back = Quay lại
setup-print = In
setup-who-plays = Ai chơi
