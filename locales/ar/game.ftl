# شاشة اللعب: شريط الدور، وبطاقات اللاعب، والتعليمات، وأزرار المعلم.

game-your-turn = دورك يا { $name }!
game-thinking = ‏{ $name } يفكّر…
# $team هو لون الفريق («الأحمر») أو اسم اللاعب ولونه («سارة (الأحمر)»)، فالجملة لا تتغير بين مذكر ومؤنث.
game-wins = مبروك! الفائز: { $team }
game-no-winner = لا أحد يستطيع أن يلعب: تعادل!
game-team = ‏{ $names } ({ $colour })
game-cards-left = { $count ->
    [zero] لم تبقَ أي بطاقة
    [one] بقيت بطاقة واحدة
    [two] بقيت بطاقتان
    [few] بقيت { $count } بطاقات
    [many] بقيت { $count } بطاقة
   *[other] بقيت { $count } بطاقة
}
game-pick-a-card = اختر بطاقة من بطاقاتك
game-pick-a-space = اختر خانة لهذه البطاقة
game-pick-any-space = اختر أي خانة فارغة
game-pick-a-chip = اختر قطعة لتزيلها
game-nowhere = لا مكان لهذه البطاقة
game-dead-card = بطاقة ميتة: بدّلها
game-turn-in = بدّل هذه البطاقة
game-draw = اسحب بطاقة
game-put-down-a-card = ممنوع الهمس! ضع بطاقة واحدة جانبًا
game-pass-to = حان دور { $name }: المس الشاشة لتبدأ
game-discards = البطاقات الملعوبة
# يليها زر لكل فريق: يضغطه المعلم على الفريق الذي همس لزملائه بما في بطاقاته.
game-table-talk = من همس؟
game-undo = تراجع
game-restart = ابدأ من جديد
game-home = الرئيسية
game-play-again = العب مرة أخرى
game-hint = تلميح
game-words = الكلمات

# قائمة المعلم: زر واحد، في المكان نفسه في كل اللغات، يفتح لوحة صغيرة.
game-menu = للمعلّم
game-menu-close = إغلاق
game-end = إنهاء اللعبة
game-sound = الأصوات
game-voice = النطق
# الحركة هنا هي الرسوم المتحركة على الشاشة.
game-motion = الحركة
game-ask-restart = هل نبدأ هذه اللعبة من البداية؟ ستُوزَّع البطاقات من جديد.
game-ask-end = هل ننهي هذه اللعبة ونعود إلى الشاشة الأولى؟ لن نستطيع إكمالها بعد ذلك.
game-yes-restart = نعم، نبدأ من جديد
game-yes-end = نعم، ننهي اللعبة
game-keep-playing = لا، نكمل اللعب

# النتيجة بالكلمات: «الخطوط: الأزرق 1 من 2».
game-score = الخطوط
game-score-team = ‏{ $team } { $count } من { $goal }
game-goal = { $goal ->
    [zero] { $goal } خط للفوز
    [one] خط واحد للفوز
    [two] خطان للفوز
    [few] { $goal } خطوط للفوز
    [many] { $goal } خطًا للفوز
   *[other] { $goal } خط للفوز
}

# بطاقات الحاسوب لا تظهر وهو يفكّر.
game-computer-hand = جارٍ التفكير…
# ما تفعله البطاقات الخاصة، مكتوبًا على البطاقة.
game-card-any-space = أي خانة
game-card-take-chip = إزالة قطعة
# بطاقة كُتبت بلوحة المفاتيح وليست مع اللاعب.
game-not-in-hand = ليست معك بطاقة ⁨{ $card }⁩

# ما حدث للتو، في سطر تحت الشريط. $name لاعب، و$card بطاقة كما تظهر.
# تبدأ الجمل بـ«حركة { $name }»، فلا تتغير بين مذكر ومؤنث.
game-played = حركة { $name }: بطاقة ⁨{ $card }⁩.
game-played-sequence = حركة { $name }: بطاقة ⁨{ $card }⁩، واكتمل خط!
game-played-wild = حركة { $name }: بطاقة ⁨{ $card }⁩، ووُضعت قطعة في خانة حرّة.
game-took-chip = حركة { $name }: بطاقة ⁨{ $card }⁩، وأُزيلت قطعة.
game-traded = حركة { $name }: تبديل بطاقة ميتة.
