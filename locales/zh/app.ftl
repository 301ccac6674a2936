# The window, the language picker, and messages about files and sound.
# Chinese (Simplified, as schools in mainland China write it): short sentences a first grader
# can be read aloud, "请" for what a teacher is asked to do. Full-width punctuation
# (，。！？：“”（）); a space between Chinese and digits or Latin words (Lineup, 5 MB, a file
# path), none around words that are Chinese themselves (a player's name, a colour, a language).
# A card is "牌" (counted 张), a chip "棋子" (颗), a space "格子", a finished line "线" (条),
# a board "棋盘".

# This language's own name, as the picker shows it.
language-name = 中文
app-title = Lineup
app-language = 语言
app-settings-not-saved = 设置没能保存：{ $error }
app-game-not-saved = 游戏没能保存：{ $error }
app-file-set-aside = 文件 { $file } 读不出来（{ $why }）。它已另存为 { $aside }，Lineup 重新开始了。
app-file-left = 文件 { $file } 读不出来（{ $why }）。它还留在原处，Lineup 重新开始了。
app-saved-game-gone = 保存的游戏没能重新打开：{ $why }
app-no-sound = 没有找到声音设备，Lineup 会静音运行。
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = 如果很久不打开 Lineup，这个浏览器可能会清除班级保存的游戏。要留住它，请把 Lineup 添加到主屏幕（或者安装 Lineup），或者使用“{ home-save-files }”。
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = 文件 { $file } 没能保存在这个浏览器里：{ $why }
app-theme-not-loaded = 游戏“{ $theme }”没有载入。请用 --themes 加上存放这个游戏文件的文件夹来启动 Lineup。
app-save-theme-missing = 保存的“{ $theme }”游戏不能在这里接着玩：这个游戏没有载入。它保存在 { $file }。要接着玩，请用 --themes 加上存放游戏文件的文件夹来启动 Lineup：lineup --themes 文件夹 resume { $file }
app-save-move-refused = 保存的游戏的第 { $number } 步不能重新走：{ $why }
# $language is the language's own name ("Español", "English").
app-new-board-question = 用{ $language }的字母和图画开始新游戏吗？
app-new-board-yes = 新游戏
app-new-board-no = 继续玩
app-file-not-lineups = 文件 { $file } 不是 Lineup 保存的游戏或设置：{ $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = 图片 { $file } 显示不出来：{ $why }。这里显示它的词语。
picture-no-name = 图片的文件名是空的：请写上文件名，比如 image = "月亮.png"
picture-outside-folder = 图片不在游戏文件所在的文件夹里：请把它放进那个文件夹，或者里面的文件夹
picture-missing = 没有这个图片文件：请检查文件名和它的后缀（.png、.jpg 或 .svg）
picture-not-a-file = 这是一个文件夹，不是图片文件：请写一个图片文件的名字
picture-too-many-bytes = 图片文件有 { $megabytes } MB，超过了 20 MB：请把图片缩小后重新保存
picture-too-many-pixels = 图片有 { $width } × { $height } 像素，有一边超过 8000：请把图片缩小后重新保存
picture-not-a-picture = 这不是 PNG、JPEG 或 SVG 图片：请重新保存为 PNG 或 JPEG
picture-cut-short = 图片文件不完整：请重新复制，或者重新保存为 PNG 或 JPEG
picture-unreadable = 图片文件读不出来：{ $why }
picture-drawing-reaches-out = 这幅图用到了它的文件夹外面的另一个文件 { $file }：请把图重新保存为 PNG，或者把用到的文件放进同一个文件夹
picture-too-complex = 这幅图太复杂，画不出来：请重新保存为 PNG，或者画得简单一些
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = 有 { $count } 张图片显示不出来：{ $files }。原因：{ $why }。这些地方显示它们的词语。
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = 文件 { $file } 有 { $size }，比 Lineup 能读的任何文件都大，所以没有打开。

# A file's size. Chinese has one plural form (CLDR "other").
size-bytes = { $count } 字节
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = 从 { $file } 带来的：{ $games ->
    [0] 没有游戏或棋盘
   *[other] { $games } 个游戏或棋盘
}，{ $recordings ->
    [0] 没有录音
   *[other] { $recordings } 段录音
}。
bring-already = 有 { $count } 个文件和你们已有的一模一样。
# $names: "themes/our class → our class (2)".
bring-beside = 用新名字放在你们的文件旁边，你们的东西都没有改动：{ $names }。
bring-refused = 有 { $count } 个文件没有带进来：{ $files }。
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = 还有 { $count } 个
bring-dropped = 不能玩的游戏里的 { $count } 张图片没有带进来。
bring-why-leads-out = 它的名字指向 Lineup 文件夹以外的地方
bring-why-too-large = 它有 { $size }，比 Lineup 保存的任何文件都大
bring-why-cannot-be-played = 不能玩：{ $why }
bring-why-class-has-own = 你们已经有自己的一份，已经留下了；要带进这一份，请先在“我们的文件”里删掉你们的那份
bring-why-not-lineups = 这不是 Lineup 能读的文件
bring-why-not-kept = 没能保存：{ $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = 文件 { $file } 不是 Lineup 的班级文件，所以什么也没有带进来。请在 Lineup 里用“{ home-save-files }”重新保存。
bring-too-many-files = 文件 { $file } 里有超过 { $count } 个文件，比 Lineup 保存过的都多，所以什么也没有带进来。
bring-too-large = 文件 { $file } 里的内容超过 { $size }，比 Lineup 保存过的都大，所以什么也没有带进来。
# Why a recording of the class's voice was not kept.
recording-not-sound = 这不是 Lineup 录的声音文件
recording-cut-short = 录音不完整
recording-too-long = 录音超过了一分钟
recording-silent = 录音里什么也听不到
