# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = 录下我们的声音
rec-how = 点“录音”，说完后点“停止”：Lineup 会马上放给你们听。不满意就再录，录到满意为止。没有录的，还用电脑的声音。
rec-progress = { $at } / { $count }
rec-name = 字母的名字
rec-sound = 字母的音
rec-word = 词语
rec-record = 录音
rec-stop = 停止
rec-hear = 听一听
rec-computer = 用电脑的声音
rec-back = 返回
rec-next = 下一个
rec-close = 关闭
rec-ours = 这是你们录的。
rec-count = 你们录的：{ $ours } / { $count }
rec-kept = 保存好了。全班听到的就是这个。
rec-nothing = 没有听到说话的声音。请检查麦克风有没有打开，再试一次。
rec-too-quiet = 声音太小了。请靠近麦克风，大声一点说。
rec-clipped = 声音太大，有杂音了。请离麦克风远一点。
rec-no-mic = 没有麦克风。请插上麦克风，再试一次。
rec-refused = Lineup 还不能使用麦克风。请在浏览器或电脑的设置里允许它，再试一次。
rec-failed = 麦克风没有工作：{ $why }
rec-not-kept = 录音没能保存：{ $why }
# The button on home and on the page of a board just made.
rec-open = 录下我们的声音
