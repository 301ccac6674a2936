# The window, the language picker, and messages about files and sound.
# Vietnamese: short sentences with no pronoun where a child reads them ("Chọn một thẻ"), and
# "bạn" where one is needed. Tone marks are placed the way the 2018 textbooks place them (hoà,
# xoá, tuỳ). A card is "thẻ", a chip "quân", a space "ô", a finished line "hàng", a board
# "bàn chơi".

# This language's own name, as the picker shows it.
language-name = Tiếng Việt
app-title = Lineup
app-language = Ngôn ngữ
app-settings-not-saved = Không lưu được phần cài đặt: { $error }
app-game-not-saved = Không lưu được ván chơi: { $error }
app-file-set-aside = Không đọc được tệp { $file } ({ $why }). Tệp được giữ lại với tên { $aside }, và Lineup bắt đầu lại từ đầu.
app-file-left = Không đọc được tệp { $file } ({ $why }). Tệp vẫn để nguyên chỗ cũ, và Lineup bắt đầu lại từ đầu.
app-saved-game-gone = Không mở lại được ván đã lưu: { $why }
app-no-sound = Không tìm thấy thiết bị âm thanh, nên Lineup chơi không có tiếng.
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = Trình duyệt này có thể xoá ván đã lưu của lớp nếu lâu không mở Lineup. Để giữ lại, hãy thêm Lineup vào Màn hình chính (hoặc cài đặt Lineup), hoặc dùng “{ home-save-files }”.
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = Không giữ được tệp { $file } trong trình duyệt này: { $why }
app-theme-not-loaded = Trò chơi “{ $theme }” chưa được nạp. Hãy mở Lineup với --themes và thư mục chứa tệp của trò chơi đó.
app-save-theme-missing = Ván đã lưu của “{ $theme }” không chơi tiếp ở đây được: trò chơi đó chưa được nạp. Ván được giữ ở { $file }. Để chơi tiếp, hãy mở Lineup với --themes và thư mục chứa tệp của trò chơi: lineup --themes THƯ_MỤC resume { $file }
app-save-move-refused = Không đi lại được nước thứ { $number } của ván đã lưu: { $why }
# $language is the language's own name ("Español", "English").
app-new-board-question = Chơi ván mới với chữ cái và hình của { $language }?
app-new-board-yes = Ván mới
app-new-board-no = Chơi tiếp
app-file-not-lineups = Tệp { $file } không phải ván chơi hay phần cài đặt do Lineup lưu: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Không hiện được hình { $file }: { $why }. Chữ của hình được hiện thay vào đó.
picture-no-name = tên tệp hình đang để trống: hãy viết tên, ví dụ image = "trăng.png"
picture-outside-folder = hình nằm ngoài thư mục chứa tệp trò chơi: hãy để hình vào thư mục đó, hoặc vào một thư mục bên trong nó
picture-missing = không có tệp hình nào tên như vậy: hãy kiểm tra tên tệp, cả phần đuôi (.png, .jpg hoặc .svg)
picture-not-a-file = đây là một thư mục, không phải tệp hình: hãy ghi tên một tệp hình
picture-too-many-bytes = tệp hình nặng { $megabytes } MB, hơn 20 MB: hãy thu nhỏ hình rồi lưu lại
picture-too-many-pixels = hình có { $width } × { $height } điểm ảnh, có cạnh dài hơn 8000: hãy thu nhỏ hình rồi lưu lại
picture-not-a-picture = đây không phải hình PNG, JPEG hay SVG: hãy lưu lại thành PNG hoặc JPEG
picture-cut-short = tệp hình bị thiếu một phần: hãy chép lại, hoặc lưu lại thành PNG hoặc JPEG
picture-unreadable = không đọc được tệp hình: { $why }
picture-drawing-reaches-out = hình vẽ này dùng một tệp khác, { $file }, nằm ngoài thư mục của nó: hãy lưu hình vẽ lại thành PNG, hoặc để tệp đó vào cùng thư mục
picture-too-complex = hình vẽ này phức tạp quá, không vẽ được: hãy lưu lại thành PNG, hoặc vẽ đơn giản hơn
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count } hình không hiện được: { $files }. Lý do: { $why }. Chữ của các hình được hiện thay vào đó.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Tệp { $file } nặng { $size }, lớn hơn mọi tệp Lineup đọc được, nên không được mở.

# A file's size. Vietnamese has one plural form (CLDR "other").
size-bytes = { $count } byte
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Từ { $file } đã mang vào { $games ->
    [0] không có trò chơi hay bàn chơi nào
   *[other] { $games } trò chơi hoặc bàn chơi
} và { $recordings ->
    [0] không có bản ghi âm nào
   *[other] { $recordings } bản ghi âm
}.
bring-already = { $count } tệp giống hệt tệp bạn đã có.
# $names: "themes/our class → our class (2)".
bring-beside = Được giữ bên cạnh tệp của bạn với tên mới, nên không có gì của bạn bị thay đổi: { $names }.
bring-refused = { $count } tệp không được mang vào: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = và { $count } tệp nữa
bring-dropped = { $count } hình của những trò chơi không chơi được đã bị bỏ ra.
bring-why-leads-out = tên của nó dẫn ra ngoài các thư mục của Lineup
bring-why-too-large = tệp nặng { $size }, lớn hơn mọi tệp Lineup giữ
bring-why-cannot-be-played = không chơi được: { $why }
bring-why-class-has-own = bạn đã có tệp của riêng mình và tệp đó được giữ lại; hãy xoá tệp của bạn trong “Tệp của lớp mình” để mang tệp này vào
bring-why-not-lineups = đây không phải tệp Lineup đọc được
bring-why-not-kept = không giữ được: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Tệp { $file } không phải tệp đồ dùng của Lineup, nên không mang vào được gì. Hãy lưu lại từ Lineup bằng “{ home-save-files }”.
bring-too-many-files = Tệp { $file } chứa hơn { $count } tệp, nhiều hơn Lineup từng lưu, nên không mang vào được gì.
bring-too-large = Tệp { $file } chứa hơn { $size }, nhiều hơn Lineup từng lưu, nên không mang vào được gì.
# Why a recording of the class's voice was not kept.
recording-not-sound = đây không phải tệp âm thanh do Lineup ghi
recording-cut-short = bản ghi âm bị thiếu một phần
recording-too-long = bản ghi âm dài hơn một phút
recording-silent = bản ghi âm không nghe thấy gì
