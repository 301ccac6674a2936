# صفحهٔ آماده شدن: چه کسانی بازی می‌کنند، و انتخاب‌های بازی.
# Persian counts with the noun in the singular ("۳ ثانیه"), so one and other read alike; CLDR's
# "one" also takes 0, which [0] answers first where it can come.

setup-players = بازیکن‌ها
setup-seat-name = بازیکن { $number }
setup-person = انسان
setup-computer-level = کامپیوتر: { $level }
setup-level-random = شانسی
# Greedy for points: it takes the move that scores most now.
setup-level-greedy = حریص
setup-level-easy = آسان
setup-level-medium = متوسط
setup-level-just-right = هم‌سطح خودت
setup-level-hard = سخت
setup-colour = رنگ
setup-hands-open = کارت‌ها باز
setup-hands-private = کارت‌ها پنهان
setup-drawing = برداشتن کارت
setup-draw-automatic = خودکار
setup-draw-manual = با دست (هر کس یادش برود، آن کارت را از دست می‌دهد)
setup-first = چه کسی شروع می‌کند؟
setup-first-cut = بریدن دستهٔ کارت
setup-first-random = با قرعه
setup-first-chosen = بازیکن ۱
setup-words = کلمه زیر تصویرها
setup-words-shown = پیدا
setup-words-hidden = پنهان
setup-hints = راهنمایی
setup-hints-button = هر وقت بخواهی
setup-hints-always = همیشه
setup-think-time = وقت فکر کردن در سطح سخت
setup-half-second = نیم ثانیه
setup-seconds = { $seconds ->
    [one] { $seconds } ثانیه
   *[other] { $seconds } ثانیه
}
setup-case = شکل حرف‌ها
setup-letters = حرف‌های بازی
setup-letters-all = همهٔ حرف‌ها
setup-letters-first = نخستین حرف‌ها
setup-letters-count = { $count ->
    [0] هیچ حرفی
    [one] { $count } حرف
   *[other] { $count } حرف
}
setup-letters-too-few = دست‌کم { $count } حرف انتخاب کن تا صفحهٔ بازی درست شود.
setup-start = شروع بازی
setup-back = برگشت
setup-print = چاپ
setup-who-plays = چه کسانی بازی می‌کنند؟
