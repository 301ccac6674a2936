# Gentle words for a move the rules do not allow.

error-not-your-turn = Chờ đến lượt mình nhé
error-card-not-in-hand = Thẻ đó không có trên tay bạn
error-card-does-not-fit = Thẻ đó không đặt vào đây được
error-cell-occupied = Ở đó có quân rồi
error-cell-is-free = Các góc là của mọi người
error-cell-empty = Ở đó không có quân nào để lấy
error-not-an-opponent-chip = Bạn chỉ lấy được quân của đội khác
error-chip-in-sequence = Quân đó nằm trong một hàng đã xong: nó phải ở lại
error-not-a-dead-card = Thẻ đó vẫn còn đánh được
error-one-dead-card-per-turn = Mỗi lượt chỉ được đổi một thẻ
error-game-over = Ván chơi đã kết thúc rồi
error-no-draw-owed = Bây giờ chưa cần rút thẻ
error-no-such-cell = Chỗ đó không nằm trên bàn chơi
error-discard-pending = Trước hết, mỗi bạn trong đội bỏ ra một thẻ nhé
error-no-discard-owed = Bạn không cần bỏ thẻ nào
error-nothing-to-discard = Đội đó không có thẻ nào
error-no-such-team = Không có đội đó
