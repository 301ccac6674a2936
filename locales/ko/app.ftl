# The window, the language picker, and messages about files and sound.
# Korean: 해요체 (polite, warm), as a primary-school teacher speaks to a class; the messages
# meant for the teacher use it too. A Korean particle changes with the sound before it (이/가,
# 을/를, 은/는), so no particle follows a placeholder: a placeholder stands before a noun
# (파일, 팀, 카드), before an invariant 에/의, after a colon, or in parentheses.
# "Lineup" is read 라인업, ending in ㅂ: Lineup은, Lineup이, Lineup을, Lineup으로.

# This language's own name, as the picker shows it.
language-name = 한국어
app-title = Lineup
app-language = 언어
app-settings-not-saved = 설정을 저장하지 못했어요: { $error }
app-game-not-saved = 게임을 저장하지 못했어요: { $error }
app-file-set-aside = { $file } 파일을 읽지 못했어요({ $why }). 이 파일은 { $aside }에 따로 남겨 두고, Lineup을 새로 시작했어요.
app-file-left = { $file } 파일을 읽지 못했어요({ $why }). 파일은 그대로 두고, Lineup을 새로 시작했어요.
app-saved-game-gone = 저장한 게임을 다시 시작하지 못했어요: { $why }
app-no-sound = 소리 장치를 찾지 못해서, Lineup은 소리 없이 진행돼요.
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = Lineup을 한동안 열지 않으면, 이 브라우저가 우리 반이 저장한 게임을 지울 수도 있어요. 게임을 지키려면 Lineup을 홈 화면에 추가하거나(설치하거나) ‘{ home-save-files }’ 버튼을 쓰세요.
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = { $file } 파일을 이 브라우저에 보관하지 못했어요: { $why }
app-theme-not-loaded = ‘{ $theme }’ 게임을 불러오지 않았어요. --themes 옵션과 그 게임 파일이 있는 폴더를 붙여서 Lineup을 실행해 주세요.
app-save-theme-missing = 저장한 ‘{ $theme }’ 게임은 여기서 이어 할 수 없어요. 그 게임을 불러오지 않았어요. 게임은 { $file }에 남겨 두었어요. 이어 하려면 --themes 옵션과 게임 파일이 있는 폴더를 붙여서 Lineup을 실행해 주세요: lineup --themes 폴더 resume { $file }
app-save-move-refused = 저장한 게임의 { $number }번째 수를 다시 둘 수 없어요: { $why }
# $language is the language's own name ("Español", "English").
app-new-board-question = { $language } 글자와 그림으로 새 게임을 시작할까요?
app-new-board-yes = 새 게임
app-new-board-no = 계속하기
app-file-not-lineups = { $file } 파일은 Lineup이 저장한 게임이나 설정이 아니에요: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = { $file } 그림은 보여 줄 수 없어요: { $why }. 그 자리에는 낱말이 나와요.
picture-no-name = 그림 파일 이름이 비어 있어요: image = "달.png"처럼 써 주세요
picture-outside-folder = 그림이 게임 파일이 있는 폴더 밖에 있어요: 그 폴더나 그 안의 폴더에 넣어 주세요
picture-missing = 그런 이름의 그림 파일이 없어요: 파일 이름과 끝부분(.png, .jpg, .svg)을 확인해 주세요
picture-not-a-file = 그림 파일이 아니라 폴더예요: 그림 파일 이름을 써 주세요
picture-too-many-bytes = 그림 파일이 { $megabytes } MB라서 20 MB보다 커요: 그림을 줄여서 다시 저장해 주세요
picture-too-many-pixels = 그림이 { $width } × { $height } 픽셀이라서 한쪽이 8000보다 커요: 그림을 줄여서 다시 저장해 주세요
picture-not-a-picture = PNG, JPEG, SVG 그림이 아니에요: PNG나 JPEG 형식으로 다시 저장해 주세요
picture-cut-short = 그림 파일이 중간에 잘렸어요: 다시 복사하거나, PNG나 JPEG 형식으로 다시 저장해 주세요
picture-unreadable = 그림 파일을 읽을 수 없어요: { $why }
picture-drawing-reaches-out = 이 그림은 폴더 밖의 다른 파일({ $file })을 보여 줘요: 그림을 PNG 형식으로 다시 저장하거나, 그 파일을 같은 폴더에 넣어 주세요
picture-too-complex = 그림이 너무 복잡해서 그릴 수 없어요: PNG 형식으로 다시 저장하거나, 더 간단하게 그려 주세요
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = 그림 { $count }개를 보여 줄 수 없어요: { $files }. { $why }. 그 자리에는 낱말이 나와요.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = { $file } 파일은 Lineup이 읽는 어떤 파일보다 커서({ $size }) 열지 않았어요.

# A file's size.
size-bytes = { $count }바이트
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = { $file }에서 가져온 것: 게임이나 게임판 { $games }개, 녹음 { $recordings }개.
bring-already = 그중 파일 { $count }개는 똑같은 것이 이미 있었어요.
# $names: "themes/our class → our class (2)".
bring-beside = 원래 파일은 바꾸지 않고, 새 이름으로 옆에 보관했어요: { $names }.
bring-refused = 파일 { $count }개는 가져오지 않았어요: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = 외 { $count }개
bring-dropped = 할 수 없는 게임의 그림 { $count }개는 빼고 가져왔어요.
bring-why-leads-out = 이름이 Lineup 폴더 밖을 가리켜요
bring-why-too-large = Lineup이 보관하는 어떤 파일보다 커요({ $size })
bring-why-cannot-be-played = 할 수 없는 게임이에요: { $why }
bring-why-class-has-own = 우리 반 것이 이미 있어서 그것을 남겼어요. 이 파일을 가져오려면 ‘우리 파일’에서 우리 반 것을 지워 주세요
bring-why-not-lineups = Lineup이 읽는 파일이 아니에요
bring-why-not-kept = 보관하지 못했어요: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = { $file } 파일은 Lineup이 우리 반 것을 저장한 파일이 아니라서, 아무것도 가져오지 않았어요. Lineup의 ‘{ home-save-files }’ 버튼으로 다시 저장해 주세요.
bring-too-many-files = { $file } 파일에는 파일이 { $count }개보다 많이 들어 있어요. Lineup이 저장하는 것보다 많아서, 아무것도 가져오지 않았어요.
bring-too-large = { $file } 파일에 든 것이 { $size }보다 커요. Lineup이 저장하는 것보다 커서, 아무것도 가져오지 않았어요.
# Why a recording of the class's voice was not kept.
recording-not-sound = Lineup으로 녹음한 소리 파일이 아니에요
recording-cut-short = 녹음이 중간에 잘렸어요
recording-too-long = 녹음이 1분보다 길어요
recording-silent = 녹음에서 아무 소리도 들리지 않아요
