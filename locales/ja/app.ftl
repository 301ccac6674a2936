# The window, the language picker, and messages about files and sound.
# Japanese: hiragana and katakana with spaces between phrases (wakachigaki), as in picture
# books for small children; polite -ます for the messages meant for the teacher.

# This language's own name, as the picker shows it.
language-name = 日本語
app-title = Lineup
app-language = げんご
app-settings-not-saved = せっていを ほぞん できませんでした：{ $error }
app-game-not-saved = ゲームを ほぞん できませんでした：{ $error }
app-file-set-aside = ファイル { $file } を よみこめませんでした（{ $why }）。{ $aside } と いう なまえで のこして、Lineup を さいしょから はじめました。
app-file-left = ファイル { $file } を よみこめませんでした（{ $why }）。ファイルは そのままに して、Lineup を さいしょから はじめました。
app-saved-game-gone = ほぞんした ゲームを つづけられませんでした：{ $why }
app-no-sound = おとを だす そうちが みつかりません。Lineup は おとを ださずに うごきます。
app-may-be-cleared = しばらく Lineup を ひらかないと、この ブラウザは クラスの ほぞんした ゲームを けす ことが あります。のこすには、Lineup を ホーム がめんに ついかする（または インストールする）か、「{ home-save-files }」を つかって ください。
app-file-not-kept = ファイル { $file } を この ブラウザに のこせませんでした：{ $why }
app-theme-not-loaded = ゲーム「{ $theme }」は よみこまれて いません。--themes と、その ゲームの ファイルが ある フォルダを つけて、Lineup を きどう して ください。
app-save-theme-missing = ほぞんした「{ $theme }」の ゲームは、ここでは つづけられません：その ゲームが よみこまれて いません。ゲームは { $file } に のこして あります。つづけるには、--themes と ゲームの ファイルが ある フォルダを つけて、Lineup を きどう して ください：lineup --themes フォルダ resume { $file }
app-save-move-refused = ほぞんした ゲームの { $number }ばんめの うごきを、もう いちど する ことが できません：{ $why }
# $language is the language's own name ("Español", "English").
app-new-board-question = { $language }の もじと えを つかって、あたらしい ゲームを はじめますか？
app-new-board-yes = あたらしい ゲーム
app-new-board-no = このまま つづける
app-file-not-lineups = ファイル { $file } は、Lineup で ほぞんした ゲームや せっていでは ありません：{ $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = えの ファイル { $file } を ひょうじ できません：{ $why }。かわりに その えの ことばを だして います。
picture-no-name = えの ファイルの なまえが ありません：image = "つき.png" の ように かいて ください
picture-outside-folder = えが、ゲームの ファイルが ある フォルダの そとに あります：その フォルダか、その なかの フォルダに いれて ください
picture-missing = その なまえの えの ファイルは ありません：なまえと、さいごの ぶぶん（.png、.jpg、.svg）を たしかめて ください
picture-not-a-file = これは フォルダで、えの ファイルでは ありません：えの ファイルの なまえを かいて ください
picture-too-many-bytes = えの ファイルが { $megabytes } MB あり、20 MB より おおきいです：えを ちいさく して、ほぞんし なおして ください
picture-too-many-pixels = えが { $width } × { $height } ピクセル あり、たてか よこが 8000 より おおきいです：えを ちいさく して、ほぞんし なおして ください
picture-not-a-picture = PNG、JPEG、SVG の えでは ありません：PNG か JPEG で ほぞんし なおして ください
picture-cut-short = えの ファイルが とちゅうで きれて います：もう いちど コピー するか、PNG か JPEG で ほぞんし なおして ください
picture-unreadable = えの ファイルを よめません：{ $why }
picture-drawing-reaches-out = この えは、フォルダの そとの ファイル（{ $file }）を つかって います：えを PNG で ほぞんし なおすか、つかう ファイルを おなじ フォルダに いれて ください
picture-too-complex = この えは ふくざつ すぎて ひょうじ できません：PNG で ほぞんし なおすか、もっと かんたんに かいて ください
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count }まいの えを ひょうじ できません：{ $files }。{ $why }。かわりに それぞれの えの ことばを だして います。
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = ファイル { $file } は { $size } あり、Lineup が よめる どの ファイルよりも おおきいので、ひらきませんでした。

# A file's size.
size-bytes = { $count } バイト
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = { $file } から、ゲームか ボードを { $games }こ、ろくおんを { $recordings }こ とりこみました。
bring-already = { $count }この ファイルは、おなじ ものが もう ありました。
# $names: "themes/our class → our class (2)".
bring-beside = いまの ファイルは そのままに して、あたらしい なまえで となりに のこしました：{ $names }。
bring-refused = { $count }この ファイルは とりこみませんでした：{ $files }。
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = ほか { $count }こ
bring-dropped = あそべない ゲームの え { $count }まいは、いれませんでした。
bring-why-leads-out = なまえが Lineup の フォルダの そとを さして います
bring-why-too-large = { $size } あり、Lineup が のこせる どの ファイルよりも おおきいです
bring-why-cannot-be-played = あそべません：{ $why }
bring-why-class-has-own = じぶんの ものが もう あるので、そちらを のこしました。これを とりこむには、「わたしたちの ファイル」で じぶんの ものを けして ください
bring-why-not-lineups = Lineup で よめる ファイルでは ありません
bring-why-not-kept = のこせませんでした：{ $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = ファイル { $file } は、Lineup で クラスの ものを ほぞんした ファイルでは ないので、なにも とりこみませんでした。Lineup の「{ home-save-files }」で ほぞんし なおして ください。
bring-too-many-files = ファイル { $file } には { $count }こ より おおくの ファイルが はいって いて、Lineup が ほぞん する かずを こえて いるので、なにも とりこみませんでした。
bring-too-large = ファイル { $file } の なかみが { $size } より おおく、Lineup が ほぞん する おおきさを こえて いるので、なにも とりこみませんでした。
# Why a recording of the class's voice was not kept.
recording-not-sound = Lineup で ろくおんした おとの ファイルでは ありません
recording-cut-short = ろくおんが とちゅうで きれて います
recording-too-long = ろくおんが 1ぷん より ながいです
recording-silent = ろくおんから なにも きこえません
