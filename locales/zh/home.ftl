# The home screen: the game tiles.

home-pick-a-game = 选一个游戏
home-resume = 接着玩上一局：{ $game }
home-loading = 正在找上一局…
# $ages is like "4+" (4 years and up).
home-ages = 年龄：{ $ages }
home-sound-on = 声音：开
home-sound-off = 声音：关
home-voice-on = 朗读：开
home-voice-off = 朗读：关
home-volume = 音量
home-motion-on = 动画：开
home-motion-off = 动画：关
home-own-games = 你们自己的游戏
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } 不能玩：{ $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = 保存到文件
home-open-files = 打开文件
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
# A Chinese board's words start with their pinyin (themes/alphabets/zh.toml), so the file
# names do too.
home-make-board = 用一个文件夹的图片做棋盘
home-make-board-how = 把图片放进一个文件夹，每张图片用它的拼音和词语命名：māo 猫.png、yā zi 鸭子.jpg。每个字母要两张图片。棋盘用{ $language }。
home-make-board-folder = 图片文件夹
home-make-board-how-pick = 选出图片，每张图片用它的拼音和词语命名：māo 猫.png、yā zi 鸭子.jpg。每个字母要两张图片。棋盘用{ $language }。
home-make-board-choose = 选择图片
home-make-board-go = 做棋盘
home-make-board-close = 关闭
home-making-board = 正在做棋盘…
home-board-made = 棋盘做好了，有 { $count } 个字母：{ $letters }。“字母”游戏会用{ $language }在这个棋盘上玩。
home-board-one-picture = 这些字母只有一张图片（每个字母要两张），没有放上：{ $letters }
home-board-spare = 这些词语的字母已经有两张图片了，没有放上：{ $words }
home-board-no-letter = 棋盘上没有字母是这些词语的开头，没有放上：{ $words }
home-board-heard-otherwise = 请检查这些词语，它们可能不是以字母的音开头的：{ $words }
home-board-too-few = 只有 { $count } 个字母有两张图片，棋盘至少要 { $needed } 个。请给更多字母加图片。
home-board-no-folder = 没有文件夹 { $folder }。
home-board-no-pictures = 文件夹 { $folder } 里没有图片（以 .png、.jpg 或 .svg 结尾的文件）。
home-board-not-kept = 棋盘没能保存到 { $file }：{ $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = 全部显示（{ $count }）
home-notices-fewer = 少显示一些

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = 我们的文件
ours-how = 这里是 Lineup 为你们班保存的所有东西。不需要的可以删掉：游戏或棋盘、班级的录音、接着玩的游戏，或者写着每个座位名字的设置。
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = 这个浏览器为 Lineup 保存了 { $used }，最多允许 { $allowed }。
ours-listing = 正在查看 Lineup 保存了什么…
ours-nothing = Lineup 在这里还没有为你们班保存任何东西。
ours-removed = 已删除：{ $name }
ours-not-removed = 没能删除：{ $why }
ours-game = 你们的游戏：{ $name }
ours-board = 你们的字母棋盘：{ $language }
ours-unplayable = 不能玩的游戏或棋盘：{ $count }
ours-recordings = 班级的录音 { $count ->
   *[other] { $count } 段
}（{ $language }）
ours-saved-game = 接着玩的游戏
ours-settings = 设置，和每个座位写的名字
ours-other = Lineup 另外保存的一个文件
ours-remove = 删除
ours-sure = 要永久删除 { $name } 吗？
ours-remove-yes = 好，删除
ours-keep = 留着
ours-close = 关闭
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $year }年{ $month }月{ $day }日
