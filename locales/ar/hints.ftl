# التلميحات: لماذا يقترح الحاسوب هذه الحركة، بكلمات يفهمها الطفل.

hint-wins-game = بهذه الحركة تفوز باللعبة!
hint-makes-sequence = بهذه الحركة يكتمل خطك!
# $team هو لون الفريق: «الأحمر»، «الأزرق»… فيُقرأ «الفريق الأحمر».
hint-blocks = بهذه الحركة تمنع الفريق { $team } من جمع { $chips ->
    [one] قطعة واحدة
    [two] قطعتين
    [few] { $chips } قطع
    [many] { $chips } قطعة
   *[other] { $chips } قطعة
} على خط واحد
hint-takes-away = بهذه الحركة تزيل قطعة من خط الفريق { $team }
hint-builds-line = بهذه الحركة يصبح لديك { $chips ->
    [one] قطعة واحدة
    [two] قطعتان
    [few] { $chips } قطع
    [many] { $chips } قطعة
   *[other] { $chips } قطعة
} على خط واحد
hint-trades-dead-card = لا أحد يستطيع أن يلعب هذه البطاقة: بدّلها
hint-starts-lines = هذه خانة جيدة لتبدأ منها خطًا
