# ਖੇਡ ਦੀ ਸਕਰੀਨ: ਕਿਸ ਦੀ ਵਾਰੀ, ਹੱਥ ਦੇ ਕਾਰਡ, ਹਦਾਇਤਾਂ ਅਤੇ ਅਧਿਆਪਕ ਦੇ ਬਟਨ।
#
# Punjabi verbs show the speaker's gender (ਜਿੱਤਿਆ/ਜਿੱਤੀ, ਸੋਚ ਰਿਹਾ/ਰਹੀ), and a player's name can
# be a boy's or a girl's. So these messages use forms that do not change: the imperative in -ਓ
# (ਚੁਣੋ, ਰੱਖੋ), ਨੇ with the past ("{ $name } ਨੇ … ਖੇਡਿਆ": the verb agrees with ਕਾਰਡ), and
# "ਦੀ ਵਾਰੀ", "ਸੋਚ ਵਿੱਚ ਹੈ". $card is isolated, so a card shows as it is printed.

game-your-turn = { $name }, ਤੁਹਾਡੀ ਵਾਰੀ!
game-thinking = { $name } ਸੋਚ ਵਿੱਚ ਹੈ…
# $team is a colour alone ("ਲਾਲ", as children call a team in a board game) or "Name (Colour)".
# A colour before a postposition would have to change (ਨੀਲਾ → ਨੀਲੇ ਦੀ), so the winner is named
# after a colon.
game-wins = ਵਧਾਈਆਂ! ਜੇਤੂ: { $team }
game-no-winner = ਹੁਣ ਕੋਈ ਵੀ ਚਾਲ ਨਹੀਂ ਚੱਲ ਸਕਦਾ: ਖੇਡ ਬਰਾਬਰ ਰਹੀ!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਬਚਿਆ
    [1] { $count } ਕਾਰਡ ਬਚਿਆ ਹੈ
   *[other] { $count } ਕਾਰਡ ਬਚੇ ਹਨ
}
game-pick-a-card = ਆਪਣੇ ਕਾਰਡਾਂ ਵਿੱਚੋਂ ਇੱਕ ਕਾਰਡ ਚੁਣੋ
game-pick-a-space = ਇਸ ਕਾਰਡ ਲਈ ਇੱਕ ਥਾਂ ਚੁਣੋ
game-pick-any-space = ਕੋਈ ਵੀ ਖ਼ਾਲੀ ਥਾਂ ਚੁਣੋ
game-pick-a-chip = ਹਟਾਉਣ ਲਈ ਇੱਕ ਗੋਟੀ ਚੁਣੋ
game-nowhere = ਇਸ ਕਾਰਡ ਲਈ ਕੋਈ ਥਾਂ ਨਹੀਂ ਬਚੀ
game-dead-card = ਬੇਕਾਰ ਕਾਰਡ: ਇਸ ਨੂੰ ਬਦਲ ਲਓ
game-turn-in = ਇਹ ਕਾਰਡ ਬਦਲੋ
game-draw = ਇੱਕ ਕਾਰਡ ਚੁੱਕੋ
# Table talk: a player told a teammate about the cards in hand.
game-put-down-a-card = ਦੱਸਣਾ ਮਨ੍ਹਾ ਹੈ! ਇੱਕ ਕਾਰਡ ਵੱਖਰਾ ਰੱਖੋ
game-pass-to = ਹੁਣ { $name } ਦੀ ਵਾਰੀ: ਤਿਆਰ ਹੋ ਤਾਂ ਸਕਰੀਨ ਛੂਹੋ
game-discards = ਖੇਡੇ ਗਏ ਕਾਰਡ
# Followed by a button for each team: the teacher taps the team that told.
game-table-talk = ਕਿਸ ਨੇ ਦੱਸਿਆ:
game-undo = ਚਾਲ ਵਾਪਸ ਲਓ
game-restart = ਫਿਰ ਤੋਂ ਸ਼ੁਰੂ
game-home = ਮੁੱਖ ਸਕਰੀਨ
game-play-again = ਫਿਰ ਤੋਂ ਖੇਡੋ
game-hint = ਸੁਝਾਅ
game-words = ਸ਼ਬਦ

# ਅਧਿਆਪਕ ਦਾ ਮੀਨੂ: ਇੱਕ ਬਟਨ, ਹਰ ਭਾਸ਼ਾ ਵਿੱਚ ਉਸੇ ਥਾਂ, ਜੋ ਇੱਕ ਛੋਟਾ ਪੈਨਲ ਖੋਲ੍ਹਦਾ ਹੈ।
game-menu = ਅਧਿਆਪਕ ਲਈ
game-menu-close = ਬੰਦ ਕਰੋ
game-end = ਖੇਡ ਖ਼ਤਮ ਕਰੋ
# Sound: the game's sounds (a chip placed, a line made); Voice: the voice that reads letters
# and words aloud.
game-sound = ਆਵਾਜ਼ਾਂ
game-voice = ਪੜ੍ਹ ਕੇ ਸੁਣਾਉਣਾ
game-motion = ਐਨੀਮੇਸ਼ਨ
game-ask-restart = ਇਹ ਖੇਡ ਸ਼ੁਰੂ ਤੋਂ ਫਿਰ ਖੇਡੀਏ? ਕਾਰਡ ਫਿਰ ਤੋਂ ਵੰਡੇ ਜਾਣਗੇ।
game-ask-end = ਇਹ ਖੇਡ ਖ਼ਤਮ ਕਰਕੇ ਮੁੱਖ ਸਕਰੀਨ ’ਤੇ ਵਾਪਸ ਜਾਈਏ? ਇਸ ਨੂੰ ਬਾਅਦ ਵਿੱਚ ਅੱਗੇ ਨਹੀਂ ਖੇਡਿਆ ਜਾ ਸਕੇਗਾ।
game-yes-restart = ਹਾਂ, ਫਿਰ ਤੋਂ ਸ਼ੁਰੂ ਕਰੋ
game-yes-end = ਹਾਂ, ਖੇਡ ਖ਼ਤਮ ਕਰੋ
game-keep-playing = ਨਹੀਂ, ਖੇਡਦੇ ਰਹੋ

# ਸਕੋਰ, ਸ਼ਬਦਾਂ ਵਿੱਚ: "ਲਾਈਨਾਂ: ਨੀਲਾ: 2 ਵਿੱਚੋਂ 1"।
game-score = ਲਾਈਨਾਂ
game-score-team = { $team }: { $goal } ਵਿੱਚੋਂ { $count }
game-goal = { $goal ->
    [1] ਜਿੱਤਣ ਲਈ ਇੱਕ ਲਾਈਨ
   *[other] ਜਿੱਤਣ ਲਈ { $goal } ਲਾਈਨਾਂ
}

# ਕੰਪਿਊਟਰ ਸੋਚਦਾ ਹੈ, ਤਦ ਉਸ ਦੇ ਕਾਰਡ ਨਹੀਂ ਦਿਸਦੇ।
game-computer-hand = ਸੋਚ ਵਿੱਚ…
# ਖ਼ਾਸ ਕਾਰਡ ਕੀ ਕਰਦੇ ਹਨ, ਕਾਰਡ ’ਤੇ ਲਿਖਿਆ ਹੋਇਆ।
game-card-any-space = ਕੋਈ ਵੀ ਥਾਂ
game-card-take-chip = ਗੋਟੀ ਹਟਾਓ
# ਕੀਬੋਰਡ ਨਾਲ ਲਿਖਿਆ ਕਾਰਡ, ਜੋ ਖਿਡਾਰੀ ਕੋਲ ਨਹੀਂ ਹੈ।
game-not-in-hand = ਤੁਹਾਡੇ ਕੋਲ ⁨{ $card }⁩ ਵਾਲਾ ਕਾਰਡ ਨਹੀਂ ਹੈ

# ਹੁਣੇ ਕੀ ਹੋਇਆ, ਵਾਰੀ ਵਾਲੀ ਪੱਟੀ ਦੇ ਹੇਠਾਂ ਇੱਕ ਸਤਰ ਵਿੱਚ। $name ਖਿਡਾਰੀ ਹੈ, $card ਵਿਖਾਇਆ ਗਿਆ ਕਾਰਡ।
# With ਨੇ the verb agrees with ਕਾਰਡ or ਗੋਟੀ, never with the player: right for any name.
game-played = { $name } ਨੇ ⁨{ $card }⁩ ਵਾਲਾ ਕਾਰਡ ਖੇਡਿਆ।
game-played-sequence = { $name } ਨੇ ⁨{ $card }⁩ ਵਾਲਾ ਕਾਰਡ ਖੇਡਿਆ ਅਤੇ ਇੱਕ ਲਾਈਨ ਪੂਰੀ ਕੀਤੀ!
game-played-wild = { $name } ਨੇ ⁨{ $card }⁩ ਵਾਲਾ ਕਾਰਡ ਖੇਡਿਆ ਅਤੇ ਆਪਣੀ ਮਰਜ਼ੀ ਦੀ ਥਾਂ ’ਤੇ ਗੋਟੀ ਰੱਖੀ।
game-took-chip = { $name } ਨੇ ⁨{ $card }⁩ ਵਾਲਾ ਕਾਰਡ ਖੇਡਿਆ ਅਤੇ ਇੱਕ ਗੋਟੀ ਹਟਾ ਦਿੱਤੀ।
game-traded = { $name } ਨੇ ਇੱਕ ਬੇਕਾਰ ਕਾਰਡ ਬਦਲ ਲਿਆ।
