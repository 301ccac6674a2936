# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Ghi âm giọng của lớp
rec-how = Chạm Ghi âm, nói, rồi chạm Dừng: Lineup sẽ phát lại. Ghi lại bao nhiêu lần cũng được, đến khi bạn ưng ý. Những gì không ghi âm vẫn dùng giọng máy.
rec-progress = { $at } / { $count }
rec-name = Tên chữ cái
rec-sound = Âm của chữ cái
rec-word = Chữ
rec-record = Ghi âm
rec-stop = Dừng
rec-hear = Nghe lại
rec-computer = Dùng giọng máy
rec-back = Quay lại
rec-next = Tiếp
rec-close = Đóng
rec-ours = Do bạn ghi âm.
rec-count = Do bạn ghi âm: { $ours } / { $count }
rec-kept = Đã lưu. Cả lớp sẽ nghe bản này.
rec-nothing = Không nghe thấy tiếng nói nào. Hãy kiểm tra micrô đã bật chưa, rồi thử lại.
rec-too-quiet = Nhỏ quá. Hãy lại gần micrô và nói to hơn.
rec-clipped = To quá, tiếng bị rè. Hãy lùi xa micrô một chút.
rec-no-mic = Không có micrô. Hãy cắm micrô vào rồi thử lại.
rec-refused = Lineup chưa được phép dùng micrô. Hãy cho phép trong phần cài đặt của trình duyệt hoặc máy tính, rồi thử lại.
rec-failed = Micrô không hoạt động: { $why }
rec-not-kept = Không lưu được bản ghi âm: { $why }
# The button on home and on the page of a board just made.
rec-open = Ghi âm giọng của lớp
