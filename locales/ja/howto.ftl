# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = あそびかた
howto-title = あそびかた：{ $game }
howto-back = もどる
howto-turn = じぶんの ばんに なったら、カードを 1まい えらんでね。
howto-place = おなじ えの ばしょに コマを おこう。
howto-place-letter = この もじで はじまる えに コマを おこう。
howto-wild = この カードは、あいて いる ばしょなら どこにでも おけるよ。
howto-remove = この カードで、ほかの チームの コマを ひとつ とれるよ。
howto-line = コマを { $length }こ ならべよう：よこ、たて、ななめ。
howto-goal = { $goal ->
   *[other] さきに { $goal }れつ つくった チームの かち！
}
howto-free = ほしの かどは みんなの もの。どの チームの コマにも なるよ。
howto-dead = カードの ばしょが ふたつとも うまって いる？ あたらしい カードと とりかえよう。
howto-locked = できた れつは そのまま。その コマは だれも とれないよ。
