# کھیل کی اسکرین: کس کی باری، ہاتھ کے کارڈ، ہدایات اور ٹیچر کے بٹن۔
# A chip is گوٹی (as in لوڈو), a space on the board خانہ, a sequence (a finished line) لائن.
# Direction marks (invisible): a line that begins with a player's name or a team begins with
# U+200F, so a name typed in Latin letters does not turn the line left-to-right; a card's
# label ($card: a letter, or a playing card and its suit in the classic games) is isolated
# (U+2068 … U+2069). Verbs never agree with a player (see app.ftl): نے with the past agrees
# with the card or the chip.

game-your-turn = تمہاری باری ہے، { $name }!
game-thinking = ‏{ $name } سوچ میں ہے…
# $team is a colour alone ("لال", as children call a team in a board game) or "Name (Colour)".
# A player may be a boy or a girl, so the winner is named after a colon, by فاتح (the
# winner), a noun that does not change.
game-wins = مبارک ہو! فاتح: { $team }
game-no-winner = اب کوئی بھی چال نہیں چل سکتا: کھیل برابر رہا!
game-team = ‏{ $names } ({ $colour })
# Urdu plurals (CLDR): one is 1 alone, other is the rest (0 too); 0 has its own words.
game-cards-left = { $count ->
    [0] کوئی کارڈ نہیں بچا
    [one] { $count } کارڈ باقی ہے
   *[other] { $count } کارڈ باقی ہیں
}
game-pick-a-card = اپنے کارڈوں میں سے ایک کارڈ چنو
game-pick-a-space = اس کارڈ کے لیے ایک خانہ چنو
game-pick-any-space = کوئی بھی خالی خانہ چنو
game-pick-a-chip = ہٹانے کے لیے ایک گوٹی چنو
game-nowhere = اس کارڈ کے لیے کوئی جگہ نہیں بچی
game-dead-card = بیکار کارڈ: اسے بدل لو
game-turn-in = یہ کارڈ بدلو
game-draw = ایک کارڈ اٹھاؤ
# Table talk: a player told a teammate about the cards in hand.
game-put-down-a-card = بتانا منع ہے! ایک کارڈ الگ رکھو
game-pass-to = اب { $name } کی باری: تیار ہو تو اسکرین چھوؤ
game-discards = کھیلے گئے کارڈ
# Followed by a button for each team: the teacher taps the team that told.
game-table-talk = کس نے بتایا:
game-undo = چال واپس لو
game-restart = پھر سے شروع
game-home = پہلی اسکرین
game-play-again = پھر سے کھیلو
game-hint = مشورہ
game-words = الفاظ

# ٹیچر کا مینیو: ایک بٹن، ہر زبان میں اسی جگہ، جو ایک چھوٹا پینل کھولتا ہے۔
game-menu = ٹیچر کے لیے
game-menu-close = بند کریں
game-end = کھیل ختم کریں
# Sound: the game's sounds (a chip placed, a line made); Voice: the voice that reads letters
# and words aloud.
game-sound = آوازیں
game-voice = پڑھ کر سنانا
game-motion = اینیمیشن
game-ask-restart = یہ کھیل شروع سے دوبارہ کھیلیں؟ کارڈ پھر سے بانٹے جائیں گے۔
game-ask-end = یہ کھیل ختم کر کے پہلی اسکرین پر واپس جائیں؟ اسے بعد میں آگے نہیں کھیلا جا سکے گا۔
game-yes-restart = ہاں، پھر سے شروع کریں
game-yes-end = ہاں، کھیل ختم کریں
game-keep-playing = نہیں، کھیلتے رہیں

# اسکور، الفاظ میں: «لائنیں: نیلا: 2 میں سے 1»۔
game-score = لائنیں
game-score-team = ‏{ $team }: { $goal } میں سے { $count }
game-goal = { $goal ->
    [one] جیتنے کے لیے ایک لائن
   *[other] جیتنے کے لیے { $goal } لائنیں
}

# کمپیوٹر سوچتا ہے تو اس کے کارڈ نظر نہیں آتے۔
game-computer-hand = سوچ میں…
# خاص کارڈ کیا کرتے ہیں، کارڈ پر لکھا ہوا۔
game-card-any-space = کوئی بھی خانہ
game-card-take-chip = گوٹی ہٹاؤ
# کی بورڈ سے لکھا گیا کارڈ، جو کھلاڑی کے پاس نہیں ہے۔
game-not-in-hand = تمہارے پاس ⁨{ $card }⁩ والا کارڈ نہیں ہے

# ابھی کیا ہوا، باری والی پٹی کے نیچے ایک سطر میں۔ $name کھلاڑی ہے، $card دکھایا گیا کارڈ۔
game-played = ‏{ $name } نے ⁨{ $card }⁩ والا کارڈ کھیلا۔
game-played-sequence = ‏{ $name } نے ⁨{ $card }⁩ والا کارڈ کھیلا اور ایک لائن پوری کی!
game-played-wild = ‏{ $name } نے ⁨{ $card }⁩ والا کارڈ کھیلا اور اپنی پسند کے خانے میں گوٹی رکھی۔
game-took-chip = ‏{ $name } نے ⁨{ $card }⁩ والا کارڈ کھیلا اور ایک گوٹی ہٹا دی۔
game-traded = ‏{ $name } نے ایک بیکار کارڈ بدل لیا۔
