# The home screen: the game tiles.

home-pick-a-game = ゲームを えらんでね
home-resume = まえの ゲームの つづき：{ $game }
home-loading = まえの ゲームを さがして いるよ…
# $ages is like "4+" (4 years and up): "ねんれい：4+" ("4+さい" would read oddly).
home-ages = ねんれい：{ $ages }
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
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = フォルダの えで ボードを つくる
home-make-board-how = えを ひとつの フォルダに いれて、ファイルに その えの ことばで なまえを つけて ください（まりあ.jpg、つき.png）。もじ ひとつに、えが 2まい いります。ボードの げんご：{ $language }
home-make-board-folder = えの フォルダ
home-make-board-how-pick = えを えらんで ください。ファイルには その えの ことばで なまえを つけて おいて ください（まりあ.jpg、つき.png）。もじ ひとつに、えが 2まい いります。ボードの げんご：{ $language }
home-make-board-choose = えを えらぶ
home-make-board-go = ボードを つくる
home-make-board-close = とじる
home-making-board = ボードを つくって います…
home-board-made = { $count }もじの ボードが できました：{ $letters }。{ $language }の「もじ」の ゲームで この ボードを つかいます。
home-board-one-picture = えが 1まい しか ないので、いれなかった もじです（もじ ひとつに えが 2まい いります）：{ $letters }
home-board-spare = おなじ もじの えが もう 2まい あるので、いれなかった ことばです：{ $words }
home-board-no-letter = ボードの どの もじでも はじまらないので、いれなかった ことばです：{ $words }
home-board-heard-otherwise = つぎの ことばを たしかめて ください。もじの おとで はじまって いない かもしれません：{ $words }
home-board-too-few = えが 2まい ある もじは { $count }もじ だけです。ボードには { $needed }もじ いじょう いります。ほかの もじの えも いれて ください。
home-board-no-folder = フォルダ { $folder } は ありません。
home-board-no-pictures = フォルダ { $folder } に えの ファイル（.png、.jpg、.svg で おわる ファイル）が ありません。
home-board-not-kept = ボードを { $file } に ほぞん できませんでした：{ $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = ぜんぶ みる（{ $count }）
home-notices-fewer = すこし だけ みる

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = わたしたちの ファイル
ours-how = ここに あるのは、Lineup が クラスの ために のこして いる もの ぜんぶです。もう いらない ものは けして ください：ゲームや ボード、クラスの こえの ろくおん、つづきから あそぶ ゲーム、プレイヤーの なまえを いれた せってい。
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = この ブラウザでは、Lineup が つかえる { $allowed } のうち { $used } を つかって います。
ours-listing = Lineup が のこして いる ものを しらべて います…
ours-nothing = Lineup が ここに クラスの ために のこして いる ものは、まだ ありません。
ours-removed = けしました：{ $name }
ours-not-removed = けせませんでした：{ $why }
ours-game = オリジナル ゲーム：{ $name }
ours-board = つくった もじの ボード：{ $language }
ours-unplayable = あそべない ゲームや ボード：{ $count }
ours-recordings = クラスの こえの ろくおん { $count }こ（{ $language }）
ours-saved-game = つづきから あそぶ ゲーム
ours-settings = プレイヤーの なまえを いれた せってい
ours-other = Lineup が べつに のこした ファイル
ours-remove = けす
ours-sure = { $name } を けしますか？ もとには もどせません。
ours-remove-yes = はい、けします
ours-keep = のこす
ours-close = とじる
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $year }/{ $month }/{ $day }
