# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = ボード
print-board-note = てんせんで きって、となりの ページの はいいろの ところに マスが ぴったり そろうように かさねて、のりで はりましょう。
print-board-page = { $pages }まいの うち { $page }まいめ、うえから { $row }だんめ、ひだりから { $column }ばんめ
print-glue = ここに { $page } まいめを はる
print-cards = きりとる カード
print-cards-note = せんに そって きりましょう。{ $pages }まいの うち { $page }まいめ。
print-card-wild = あいて いる ばしょなら どこにでも おける
print-card-remove = コマを ひとつ とれる
print-howto-note = はじめて あそぶ まえに、いっしょに よみましょう。
print-making = いんさつする ページを つくって います…
print-written = いんさつする ページは ⁦{ $file }⁩ に あります。
print-failed = いんさつする ページを つくれませんでした。{ $error }
print-no-folder = Lineup は ページを おく ドキュメント フォルダを みつけられませんでした。
