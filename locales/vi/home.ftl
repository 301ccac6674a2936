# The home screen: the game tiles.

home-pick-a-game = Chọn trò chơi
home-resume = Chơi tiếp ván trước: { $game }
home-loading = Đang tìm ván trước…
# $ages is like "4+" (4 years and up).
home-ages = Độ tuổi: { $ages }
home-sound-on = Âm thanh: bật
home-sound-off = Âm thanh: tắt
home-voice-on = Giọng đọc: bật
home-voice-off = Giọng đọc: tắt
home-volume = Âm lượng
home-motion-on = Chuyển động: bật
home-motion-off = Chuyển động: tắt
home-own-games = Trò chơi của bạn
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = Không chơi được { $file }: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Lưu vào tệp
home-open-files = Mở tệp
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Làm bàn chơi từ thư mục hình
home-make-board-how = Để các hình vào một thư mục, mỗi hình đặt tên theo chữ của nó: Lan.jpg, mèo.png. Mỗi chữ cái cần hai hình. Bàn chơi sẽ dùng { $language }.
home-make-board-folder = Thư mục hình
home-make-board-how-pick = Chọn các hình, mỗi hình đặt tên theo chữ của nó: Lan.jpg, mèo.png. Mỗi chữ cái cần hai hình. Bàn chơi sẽ dùng { $language }.
home-make-board-choose = Chọn hình
home-make-board-go = Làm bàn chơi
home-make-board-close = Đóng
home-making-board = Đang làm bàn chơi…
home-board-made = Bàn chơi đã xong, có { $count } chữ cái: { $letters }. Trò chơi Chữ cái sẽ chơi trên bàn này bằng { $language }.
home-board-one-picture = Bỏ ra vì chỉ có một hình (mỗi chữ cái cần hai hình): { $letters }
home-board-spare = Thừa, vì chữ cái của chúng đã có hai hình, nên bỏ ra: { $words }
home-board-no-letter = Không chữ cái nào của bàn chơi đứng đầu những chữ này, nên bỏ ra: { $words }
home-board-heard-otherwise = Hãy kiểm tra những chữ này, có thể chúng không bắt đầu bằng âm của chữ cái: { $words }
home-board-too-few = Chỉ có { $count } chữ cái đủ hai hình, mà bàn chơi cần ít nhất { $needed }. Hãy thêm hình cho các chữ cái khác.
home-board-no-folder = Không có thư mục { $folder }.
home-board-no-pictures = Thư mục { $folder } không có hình nào (tệp có đuôi .png, .jpg hoặc .svg).
home-board-not-kept = Không giữ được bàn chơi ở { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Xem cả { $count }
home-notices-fewer = Thu gọn

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Tệp của lớp mình
ours-how = Đây là mọi thứ Lineup giữ cho lớp bạn ở máy này. Hãy xoá những gì không cần nữa: một trò chơi hay bàn chơi, các bản ghi âm giọng của lớp, ván để chơi tiếp, hoặc phần cài đặt có tên đã gõ cho từng người chơi.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Trình duyệt này đang giữ { $used } cho Lineup, trong số { $allowed } được phép.
ours-listing = Đang xem Lineup giữ những gì…
ours-nothing = Lineup chưa giữ gì cho lớp bạn ở đây.
ours-removed = Đã xoá: { $name }
ours-not-removed = Không xoá được: { $why }
ours-game = Trò chơi của bạn: { $name }
ours-board = Bàn chơi chữ cái của bạn: { $language }
ours-unplayable = Trò chơi hoặc bàn chơi không chơi được: { $count }
ours-recordings = { $count ->
   *[other] { $count } bản ghi âm
} giọng của lớp bằng { $language }
ours-saved-game = Ván để chơi tiếp
ours-settings = Phần cài đặt, có tên đã gõ cho từng người chơi
ours-other = Một tệp Lineup đã để riêng
ours-remove = Xoá
ours-sure = Xoá hẳn { $name }?
ours-remove-yes = Có, xoá đi
ours-keep = Giữ lại
ours-close = Đóng
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
