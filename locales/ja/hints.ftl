# Hints: why the computer suggests this move, in a child's words.

hint-wins-game = これで かてるよ！
hint-makes-sequence = これで れつが できるよ！
# $chips is how many the other team would have in a row: this move stops it.
hint-blocks = これで { $team }が { $chips }こ ならべるのを じゃま できるよ
hint-takes-away = これで { $team }の れつから コマを ひとつ とれるよ
hint-builds-line = これで コマが { $chips }こ ならぶよ
hint-trades-dead-card = だれも つかえない カードだよ。とりかえよう
hint-starts-lines = れつを つくり はじめるのに いい ばしょだよ
