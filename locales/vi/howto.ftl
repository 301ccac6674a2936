# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = Cách chơi
howto-title = Cách chơi: { $game }
howto-back = Quay lại
howto-turn = Đến lượt mình, hãy chọn một thẻ trên tay.
howto-place = Đặt một quân lên ô có hình giống thẻ.
howto-place-letter = Đặt một quân lên hình bắt đầu bằng chữ cái này.
howto-wild = Thẻ này đặt vào ô trống nào cũng được.
howto-remove = Thẻ này lấy đi một quân của đội khác.
howto-line = Xếp { $length } quân liền một hàng: ngang, dọc hoặc chéo.
howto-goal = { $goal ->
    [1] Đội nào có một hàng trước là thắng!
   *[other] Đội nào có { $goal } hàng trước là thắng!
}
howto-free = Ô góc có ngôi sao tính cho mọi đội.
howto-dead = Cả hai ô của thẻ đều có quân rồi? Đổi thẻ đó lấy thẻ mới.
howto-locked = Hàng đã xong thì giữ nguyên: không ai lấy được quân của hàng đó.
