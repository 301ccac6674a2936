# شاشة الإعداد: من يلعب، وخيارات اللعبة.

setup-players = اللاعبون
setup-seat-name = لاعب { $number }
setup-person = إنسان
setup-computer-level = الحاسوب: { $level }
setup-level-random = عشوائي
setup-level-greedy = طمّاع
setup-level-easy = سهل
setup-level-medium = متوسط
setup-level-just-right = على مستواك
setup-level-hard = صعب
setup-colour = اللون
setup-hands-open = البطاقات مكشوفة
setup-hands-private = البطاقات مخفية
setup-drawing = سحب البطاقات
setup-draw-automatic = تلقائي
setup-draw-manual = بنفسك (من ينسَ يخسر البطاقة)
setup-first = من يبدأ؟
setup-first-cut = قطع كومة البطاقات
setup-first-random = بالقرعة
setup-first-chosen = لاعب 1
setup-words = الكلمات تحت الصور
setup-words-shown = ظاهرة
setup-words-hidden = مخفية
setup-hints = التلميحات
setup-hints-button = عند الطلب
setup-hints-always = دائمًا
setup-think-time = وقت التفكير في المستوى الصعب
setup-half-second = نصف ثانية
setup-seconds = { $seconds ->
    [zero] { $seconds } ثانية
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $seconds } ثوانٍ
    [many] { $seconds } ثانية
   *[other] { $seconds } ثانية
}
setup-case = شكل الحروف
setup-letters = الحروف التي نلعب بها
setup-letters-all = كل الحروف
setup-letters-first = الحروف الأولى
setup-letters-count = { $count ->
    [zero] لا حروف
    [one] حرف واحد
    [two] حرفان
    [few] { $count } أحرف
    [many] { $count } حرفًا
   *[other] { $count } حرف
}
setup-letters-too-few = { $count ->
    [one] اختر حرفًا واحدًا على الأقل لتصنع لوحة.
    [two] اختر حرفين على الأقل لتصنع لوحة.
    [few] اختر { $count } أحرف على الأقل لتصنع لوحة.
    [many] اختر { $count } حرفًا على الأقل لتصنع لوحة.
   *[other] اختر { $count } حرف على الأقل لتصنع لوحة.
}
setup-start = ابدأ اللعبة
setup-back = رجوع
setup-print = اطبع
setup-who-plays = من يلعب؟
