# The setup screen: who plays, and the game's options.

setup-players = あそぶ ひと
setup-seat-name = プレイヤー { $number }
setup-person = ひと
setup-computer-level = コンピューター：{ $level }
# The computer's levels: "きまぐれ" plays at random, "よくばり" grabs the most chips.
setup-level-random = きまぐれ
setup-level-greedy = よくばり
setup-level-easy = かんたん
setup-level-medium = ふつう
setup-level-just-right = ちょうど いい
setup-level-hard = むずかしい
setup-colour = いろ
setup-hands-open = カードを みせる
setup-hands-private = カードを かくす
setup-drawing = カードの ひきかた
setup-draw-automatic = じどう
setup-draw-manual = じぶんで（わすれたら もらえない）
setup-first = だれから はじめる？
setup-first-cut = カードで きめる
setup-first-random = くじびき
setup-first-chosen = プレイヤー 1
setup-words = えの したの ことば
setup-words-shown = あり
setup-words-hidden = なし
setup-hints = ヒント
setup-hints-button = ききたい とき
setup-hints-always = いつも
setup-think-time = 「むずかしい」の かんがえる じかん
setup-half-second = 0.5びょう
setup-seconds = { $seconds ->
   *[other] { $seconds }びょう
}
# The label before the three buttons "Aa", "a", "A" (hiragana has no capitals, so the
# Japanese board does not show it).
setup-case = もじの かたち
setup-letters = つかう もじ
setup-letters-all = ぜんぶ
# The letters a class meets first: the あ and か rows.
setup-letters-first = はじめの もじ
setup-letters-count = { $count ->
   *[other] { $count }もじ
}
setup-letters-too-few = ボードを つくるには、{ $count }もじ いじょう えらんでね。
setup-start = はじめる
setup-back = もどる
setup-print = いんさつ
setup-who-plays = だれが あそぶ？
