# The home screen: the game tiles.

home-pick-a-game = ゲームを えらんでね
home-resume = まえの ゲームの つづき：{ $game }
home-loading = まえの ゲームを さがして いるよ…
# $ages is like "4+": "4+さい" (4 years and up).
home-ages = { $ages }さい
home-sound-on = おと：オン
home-sound-off = おと：オフ
home-voice-on = こえ：オン
home-voice-off = こえ：オフ
home-volume = おとの おおきさ
home-motion-on = うごき：オン
home-motion-off = うごき：オフ
home-own-games = オリジナル ゲーム
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } は あそべません：{ $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = ファイルに ほぞん
home-open-files = ファイルを ひらく
