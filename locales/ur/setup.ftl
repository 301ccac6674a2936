# کھیل سے پہلے کی اسکرین: کون کھیلے گا، اور کھیل کے انتخاب۔

setup-players = کھلاڑی
setup-seat-name = کھلاڑی { $number }
setup-person = انسان
setup-computer-level = کمپیوٹر: { $level }
setup-level-random = بغیر سوچے
# Greedy for points: it takes whatever scores now.
setup-level-greedy = لالچی
setup-level-easy = آسان
setup-level-medium = درمیانہ
# The computer that fits itself to the child.
setup-level-just-right = تمہارے برابر
setup-level-hard = مشکل
setup-colour = رنگ
setup-hands-open = کارڈ کھلے
setup-hands-private = کارڈ چھپے
setup-drawing = کارڈ اٹھانا
setup-draw-automatic = خود بخود
setup-draw-manual = خود سے (بھول گئے تو کارڈ گیا)
setup-first = پہلی باری کس کی؟
setup-first-cut = پتے کاٹ کر
setup-first-random = قسمت سے
setup-first-chosen = کھلاڑی 1
setup-words = تصویروں کے نیچے الفاظ
setup-words-shown = نظر آئیں گے
setup-words-hidden = نظر نہیں آئیں گے
setup-hints = مشورے
setup-hints-button = مانگنے پر
setup-hints-always = ہمیشہ
setup-think-time = مشکل کمپیوٹر کے سوچنے کا وقت
setup-half-second = آدھا سیکنڈ
setup-seconds = { $seconds ->
    [one] { $seconds } سیکنڈ
   *[other] { $seconds } سیکنڈ
}
# The label before the three buttons "Aa", "a", "A" (for a script with capitals; Urdu has
# none, so an Urdu board does not need it).
setup-case = حروف کی شکل
setup-letters = کھیلنے کے حروف
setup-letters-all = سارے حروف
# The letters a class meets first: the opening of the قاعدہ.
setup-letters-first = شروع کے حروف
setup-letters-count = { $count ->
    [one] { $count } حرف
   *[other] { $count } حروف
}
setup-letters-too-few = بورڈ بنانے کے لیے کم از کم { $count } حروف چنو۔
setup-start = کھیل شروع کرو
setup-back = واپس
setup-print = پرنٹ کریں
setup-who-plays = کھلاڑی کون ہیں؟
