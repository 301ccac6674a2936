# The game screen: the turn banner, the hand, prompts and the teacher's buttons.

game-your-turn = Đến lượt { $name } rồi!
game-thinking = { $name } đang nghĩ…
# $team is a colour alone ("Đỏ") or "Name (Colour)".
game-wins = { $team } thắng rồi!
game-no-winner = Không ai đi được nữa: hoà nhé!
game-team = { $names } ({ $colour })
# Vietnamese has one plural form (CLDR "other").
game-cards-left = { $count ->
   *[other] Còn { $count } thẻ
}
game-pick-a-card = Chọn một thẻ trên tay
game-pick-a-space = Chọn một ô cho thẻ này
game-pick-any-space = Chọn ô trống nào cũng được
game-pick-a-chip = Chọn một quân để lấy đi
game-nowhere = Thẻ này không còn ô nào để đặt
# A dead card: both its spaces are taken. "Thẻ hết chỗ", a card with no place left.
game-dead-card = Thẻ hết chỗ: đổi thẻ nhé
game-turn-in = Đổi thẻ này
game-draw = Rút một thẻ
# Table talk: a player said something about the cards in hand.
game-put-down-a-card = Lộ bài rồi! Bỏ ra một thẻ
game-pass-to = Đưa cho { $name }: chạm khi sẵn sàng
game-discards = Thẻ đã đánh
# Before the teams' buttons: the team whose players talked about their cards.
game-table-talk = Đội lộ bài:
game-undo = Đi lại
game-restart = Chơi lại
game-home = Trang đầu
game-play-again = Chơi ván nữa
game-hint = Gợi ý
game-words = Chữ

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = Giáo viên
game-menu-close = Đóng
game-end = Kết thúc ván
game-sound = Âm thanh
game-voice = Giọng đọc
game-motion = Chuyển động
game-ask-restart = Chơi lại ván này từ đầu? Thẻ sẽ được chia lại.
game-ask-end = Kết thúc ván này và về màn hình đầu? Ván này sẽ không chơi tiếp được nữa.
game-yes-restart = Có, chơi lại
game-yes-end = Có, kết thúc ván
game-keep-playing = Không, chơi tiếp

# The score, in words: "Hàng: Xanh dương 1 trên 2".
game-score = Hàng
game-score-team = { $team } { $count } trên { $goal }
game-goal = { $goal ->
    [1] Có một hàng là thắng
   *[other] Có { $goal } hàng là thắng
}

# A computer's hand is not shown while it thinks.
game-computer-hand = Đang nghĩ…
# What the special cards do, written on the card.
game-card-any-space = ô nào cũng được
game-card-take-chip = lấy một quân
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = Trên tay không có thẻ { $card }

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name } đánh thẻ { $card }.
game-played-sequence = { $name } đánh thẻ { $card } và được một hàng!
game-played-wild = { $name } đánh thẻ { $card } và chọn một ô tuỳ ý.
game-took-chip = { $name } đánh thẻ { $card } và lấy đi một quân.
game-traded = { $name } đổi một thẻ hết chỗ.
