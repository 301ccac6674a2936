# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Về Lineup
about-version = Phiên bản { $version }
about-free = Lineup là phần mềm tự do: ai cũng được dùng, chia sẻ và sửa đổi (giấy phép MIT hoặc Apache-2.0).
about-voices = Giọng đọc
about-sounds = Âm của từng chữ cái: espeak-ng (GPL-3.0-or-later)
about-fonts = Chữ và hình
about-close = Đóng
