# شاشة اللعب: شريط الدور، وبطاقات اللاعب، والتعليمات، وأزرار المعلم.

game-your-turn = دورك يا { $name }!
game-thinking = { $name } يفكّر…
# $team هو لون الفريق («الأحمر») أو اسم اللاعب ولونه («سارة (الأحمر)»)، فالجملة لا تتغير بين مذكر ومؤنث.
game-wins = مبروك! الفائز: { $team }
game-no-winner = لا أحد يستطيع أن يلعب: تعادل!
game-team = { $names } ({ $colour })
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
game-home = القائمة
game-play-again = العب مرة أخرى
game-hint = تلميح
game-words = الكلمات
