# Gentle words for a move the rules do not allow.

error-not-your-turn = じぶんの ばんまで まってね
error-card-not-in-hand = その カードは もって いないよ
error-card-does-not-fit = その カードは そこには おけないよ
error-cell-occupied = そこには もう コマが あるよ
error-cell-is-free = かどは みんなの ものだよ
error-cell-empty = そこには とれる コマが ないよ
error-not-an-opponent-chip = とれるのは ほかの チームの コマだけだよ
error-chip-in-sequence = その コマは できた れつの なかだから、とれないよ
error-not-a-dead-card = その カードは まだ つかえるよ
error-one-dead-card-per-turn = とりかえられるのは 1かいに 1まいだけだよ
error-game-over = ゲームは もう おわったよ
error-no-draw-owed = いまは カードを ひかなくて いいよ
error-no-such-cell = そこは ボードの そとだよ
error-discard-pending = さきに、チームの みんなが カードを 1まいずつ すててね
error-no-discard-owed = カードは すてなくて いいよ
error-nothing-to-discard = その チームには カードが ないよ
error-no-such-team = その チームは ないよ
