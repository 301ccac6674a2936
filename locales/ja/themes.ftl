# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = クラシック
theme-classic-description = トランプ 2くみで、コマを 5こ ならべよう。
theme-classic-option-jacks = ジャック
theme-classic-option-jacks-two-eyed = めが ふたつの ジャックは どこにでも おける、めが ひとつの ジャックは コマを とる
theme-classic-option-jacks-red-black = あかい ジャックは どこにでも おける、くろい ジャックは コマを とる
theme-single-deck-name = トランプ 1くみ
theme-single-deck-description = トランプ 1くみで あそぶよ。どの カードも ボードに 1かいずつ。コマを 4こ ならべよう。
theme-single-deck-option-to_win = なんれつで かち？
theme-single-deck-option-to_win-2 = 2れつ
theme-single-deck-option-to_win-3 = 3れつめまで つづける
theme-single-deck-option-to_win-4 = 4れつめまで つづける
theme-animals-name = どうぶつ
theme-animals-description = どうぶつの カードで、コマを 4こ ならべよう。ユニコーンは どこにでも おける、ドラゴンは コマを とる。
theme-letters-name = もじ
theme-letters-description = もじの カードを だして、その もじで はじまる えに コマを おこう。4こ ならべたら かち。

# Team colours, as children name a player or team by them: "あかの かち！"
color-red = あか
color-blue = あお
color-green = みどり
color-yellow = きいろ
color-orange = オレンジ
color-purple = むらさき
color-pink = ピンク
color-brown = ちゃいろ
color-black = くろ
color-white = しろ
