# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = Cổ điển
theme-classic-description = Hai bộ bài tây, năm quân liền một hàng.
theme-classic-option-jacks = Quân J
theme-classic-option-jacks-two-eyed = J hai mắt đặt ô nào cũng được, J một mắt lấy đi một quân
theme-classic-option-jacks-red-black = J đỏ đặt ô nào cũng được, J đen lấy đi một quân
theme-single-deck-name = Một bộ bài
theme-single-deck-description = Một bộ bài tây, mỗi lá có một ô trên bàn, bốn quân liền một hàng.
theme-single-deck-option-to_win = Số hàng để thắng
theme-single-deck-option-to_win-2 = Hai hàng
theme-single-deck-option-to_win-3 = Chơi tiếp đến hàng thứ ba
theme-single-deck-option-to_win-4 = Chơi tiếp đến hàng thứ tư
theme-animals-name = Con vật
theme-animals-description = Thẻ con vật, bốn quân liền một hàng. Kỳ lân đặt ô nào cũng được, rồng lấy đi một quân.
theme-letters-name = Chữ cái
theme-letters-description = Đánh một chữ cái, đặt quân lên hình bắt đầu bằng chữ đó. Bốn quân liền một hàng là thắng.

# Team colours, as children name a player or team by them: "Đỏ thắng rồi!"
color-red = Đỏ
color-blue = Xanh dương
color-green = Xanh lá
color-yellow = Vàng
color-orange = Cam
color-purple = Tím
color-pink = Hồng
color-brown = Nâu
color-black = Đen
color-white = Trắng
