# The game screen: the turn banner, the hand, prompts and the teacher's buttons.
# A chip is "コマ", counted "こ"; a space on the board is "ばしょ"; a sequence (a finished
# line) is "れつ"; cards are counted "まい".

game-your-turn = { $name }の ばんだよ！
game-thinking = { $name }が かんがえて いるよ…
# $team is a colour alone ("あか") or "Name (Colour)": "あかの かち！"
game-wins = { $team }の かち！
game-no-winner = もう だれも うごけないよ。ひきわけ！
game-team = { $names }（{ $colour }）
# Japanese has one plural form (CLDR "other").
game-cards-left = { $count ->
   *[other] のこり { $count }まい
}
game-pick-a-card = カードを 1まい えらんでね
game-pick-a-space = この カードを おく ばしょを えらんでね
game-pick-any-space = あいて いる ばしょを どこでも えらんでね
game-pick-a-chip = とる コマを えらんでね
game-nowhere = この カードは おける ばしょが ないよ
game-dead-card = つかえない カードだよ。とりかえてね
game-turn-in = この カードを とりかえる
game-draw = カードを 1まい ひいてね
game-put-down-a-card = カードの ことは ないしょだよ！ 1まい すててね
game-pass-to = つぎは { $name }の ばん。じゅんびが できたら タッチしてね
game-discards = だした カード
# Before the teams' buttons: the team whose players talked about their cards.
game-table-talk = おしゃべり した チーム：
game-undo = ひとつ もどす
game-restart = さいしょから
game-home = ホーム
game-play-again = もう いっかい
game-hint = ヒント
game-words = ことば

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = せんせいよう
game-menu-close = とじる
game-end = ゲームを おわる
game-sound = おと
game-voice = こえ
game-motion = うごき
game-ask-restart = この ゲームを さいしょから やりなおしますか？ カードは もう いちど くばります。
game-ask-end = この ゲームを おわって、さいしょの がめんに もどりますか？ あとから つづきは できません。
game-yes-restart = はい、さいしょから
game-yes-end = はい、おわる
game-keep-playing = いいえ、つづける

# The score, in words: "れつ： あお 1れつ" (not "1/2", which a first-grader reads as a fraction;
# the goal is said by game-goal).
game-score = れつ
game-score-team = { $team } { $count }れつ
game-goal = { $goal ->
   *[other] { $goal }れつ そろえたら かち
}

# A computer's hand is not shown while it thinks.
game-computer-hand = かんがえちゅう…
# What the special cards do, written on the card.
game-card-any-space = どこでも おける
game-card-take-chip = コマを とる
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = 「{ $card }」の カードは もって いないよ

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name }が「{ $card }」を だした。
game-played-sequence = { $name }が「{ $card }」を だして、れつが できた！
game-played-wild = { $name }が「{ $card }」を だして、すきな ばしょに おいた。
game-took-chip = { $name }が「{ $card }」を だして、コマを ひとつ とった。
game-traded = { $name }が つかえない カードを とりかえた。
