# صفحهٔ بازی: نوبت، کارت‌های دست، راهنمایی‌ها و دکمه‌های معلم.
# Direction marks (invisible): a line that begins with a player's name or a team begins with
# U+200F, so a name typed in Latin letters does not turn the line left-to-right; a card's
# label ($card: a letter, or a playing card and its suit in the classic games) is isolated
# (U+2068 … U+2069).
# Persian verbs have no gender, so every line reads right for a boy, a girl or a team.

game-your-turn = نوبت توست، { $name }!
game-thinking = ‏{ $name } دارد فکر می‌کند…
# $team is a colour alone ("قرمز", as children name a team in a game) or "Name (Colour)".
game-wins = ‏{ $team } برنده شد!
game-no-winner = هیچ‌کس نمی‌تواند حرکت کند: مساوی شد!
game-team = ‏{ $names } ({ $colour })
# Persian counts with the noun in the singular ("۳ کارت"), so one and other read alike; CLDR's
# "one" also takes 0, which [0] answers first.
game-cards-left = { $count ->
    [0] هیچ کارتی نمانده
    [one] { $count } کارت مانده
   *[other] { $count } کارت مانده
}
game-pick-a-card = یک کارت از کارت‌هایت انتخاب کن
game-pick-a-space = برای این کارت یک خانه انتخاب کن
game-pick-any-space = هر خانهٔ خالی را که دوست داری انتخاب کن
game-pick-a-chip = مهره‌ای را که می‌خواهی برداری انتخاب کن
game-nowhere = این کارت جایی ندارد
game-dead-card = کارت سوخته: عوضش کن
game-turn-in = این کارت را عوض کن
game-draw = یک کارت بردار
# Table talk: telling a teammate what is in your hand. Children call it پچ‌پچ (whispering).
game-put-down-a-card = پچ‌پچ ممنوع! یک کارت کنار بگذار
game-pass-to = نوبت { $name } است: هر وقت آماده بودی، صفحه را لمس کن
game-discards = کارت‌های بازی‌شده
# A button for each team follows: the teacher taps the team that whispered.
game-table-talk = کدام گروه پچ‌پچ کرد؟
game-undo = برگرداندن
game-restart = از اول
game-home = صفحهٔ اصلی
game-play-again = دوباره بازی کنیم
game-hint = راهنمایی
game-words = کلمه‌ها

# منوی معلم: یک دکمه، در همهٔ زبان‌ها در همان جا، که پنجرهٔ کوچکی باز می‌کند.
game-menu = معلم
game-menu-close = بستن
game-end = پایان بازی
game-sound = صداها
game-voice = گوینده
# The animations on the screen.
game-motion = انیمیشن
game-ask-restart = این بازی از اول شروع شود؟ کارت‌ها دوباره پخش می‌شوند.
game-ask-end = بازی تمام شود و به صفحهٔ اول برگردیم؟ دیگر نمی‌شود ادامه‌اش داد.
game-yes-restart = بله، از اول
game-yes-end = بله، بازی تمام شود
game-keep-playing = نه، ادامه می‌دهیم

# امتیاز، با کلمه: «ردیف‌ها: آبی ۱ از ۲».
game-score = ردیف‌ها
game-score-team = ‏{ $team } { $count } از { $goal }
game-goal = { $goal ->
    [one] برای بردن { $goal } ردیف لازم است
   *[other] برای بردن { $goal } ردیف لازم است
}

# کارت‌های کامپیوتر وقتی فکر می‌کند دیده نمی‌شوند.
game-computer-hand = دارد فکر می‌کند…
# کاری که کارت‌های ویژه می‌کنند، روی خود کارت.
game-card-any-space = هر خانه‌ای
game-card-take-chip = برداشتن مهره
# کارتی که با صفحه‌کلید تایپ شده و در دست بازیکن نیست.
game-not-in-hand = کارت ⁨{ $card }⁩ بین کارت‌هایت نیست

# کاری که همین حالا انجام شد، در یک خط زیر نوار بالا. $name یک بازیکن است و $card یک کارت.
game-played = ‏{ $name } کارت ⁨{ $card }⁩ را بازی کرد.
game-played-sequence = ‏{ $name } کارت ⁨{ $card }⁩ را بازی کرد و یک ردیف ساخت!
game-played-wild = ‏{ $name } کارت ⁨{ $card }⁩ را بازی کرد و یک خانهٔ دلخواه را گرفت.
game-took-chip = ‏{ $name } کارت ⁨{ $card }⁩ را بازی کرد و یک مهره برداشت.
game-traded = ‏{ $name } یک کارت سوخته را عوض کرد.
