# Hints: why the computer suggests this move, in a child's words.

hint-wins-game = Đi ô này là thắng luôn!
hint-makes-sequence = Đi ô này là xong một hàng!
# $chips is how many the other team would have in a row: this move stops it.
hint-blocks = Đi ô này để chặn { $team } xếp { $chips } quân liền nhau
hint-takes-away = Đi ô này để lấy một quân khỏi hàng của { $team }
hint-builds-line = Đi ô này là bạn có { $chips } quân liền nhau
hint-trades-dead-card = Không ai dùng được thẻ này: đổi thẻ đi
hint-starts-lines = Ô này tốt để bắt đầu một hàng
