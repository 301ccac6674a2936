# الشاشة الرئيسية: مربعات الألعاب.

home-pick-a-game = اختر لعبة
home-resume = أكمل اللعبة الأخيرة: { $game }
home-loading = نبحث عن اللعبة الأخيرة…
home-ages = العمر: { $ages }
home-sound-on = الأصوات تعمل
home-sound-off = الأصوات مطفأة
home-voice-on = النطق يعمل
home-voice-off = النطق مطفأ
home-volume = مستوى الصوت
home-motion-on = الحركة تعمل
home-motion-off = الحركة مطفأة
home-own-games = ألعابك الخاصة
# ملف لعبة من المعلم لا يمكن لعبه؛ $why يقول ما الخطأ وكيف يُصلَح.
home-broken-game = لا يمكن تشغيل اللعبة من الملف ⁦{ $file }⁩: ⁨{ $why }⁩
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = حفظ في ملف
home-open-files = فتح ملف
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = اصنع لوحة من مجلد صور
home-make-board-how = ضع صورك في مجلد واحد، وسمِّ كل ملف باسم كلمته: مريم.jpg، قمر.png. صورتان لكل حرف. لغة اللوحة: { $language }.
home-make-board-folder = مجلد الصور
home-make-board-how-pick = اختر صورك، على أن يكون اسم كل ملف هو كلمته: مريم.jpg، قمر.png. صورتان لكل حرف. لغة اللوحة: { $language }.
home-make-board-choose = اختر الصور
home-make-board-go = اصنع اللوحة
home-make-board-close = إغلاق
home-making-board = نصنع اللوحة…
home-board-made = اللوحة جاهزة، وفيها { $count ->
    [zero] لا حروف
    [one] حرف واحد
    [two] حرفان
    [few] { $count } أحرف
    [many] { $count } حرفًا
   *[other] { $count } حرف
}: { $letters }. تُلعب عليها لعبة «الحروف» (اللغة: { $language }).
home-board-one-picture = تُركت هذه الحروف لأن لكلٍّ منها صورة واحدة فقط (يحتاج كل حرف إلى صورتين): { $letters }
home-board-spare = تُركت هذه الكلمات لأن لحرفها صورتين قبلها: { $words }
home-board-no-letter = تُركت هذه الكلمات لأنها لا تبدأ بأي حرف من حروف اللوحة: { $words }
home-board-heard-otherwise = راجع هذه الكلمات، فقد لا تبدأ بصوت حرفها: { $words }
home-board-too-few = { $count ->
    [zero] لا يوجد أي حرف له صورتان، واللوحة تحتاج إلى { $needed } على الأقل. أضف صورًا لحروف أخرى.
    [one] لا يوجد إلا حرف واحد له صورتان، واللوحة تحتاج إلى { $needed } على الأقل. أضف صورًا لحروف أخرى.
    [two] لا يوجد إلا حرفان لهما صورتان، واللوحة تحتاج إلى { $needed } على الأقل. أضف صورًا لحروف أخرى.
    [few] لا يوجد إلا { $count } أحرف لها صورتان، واللوحة تحتاج إلى { $needed } على الأقل. أضف صورًا لحروف أخرى.
    [many] لا يوجد إلا { $count } حرفًا لها صورتان، واللوحة تحتاج إلى { $needed } على الأقل. أضف صورًا لحروف أخرى.
   *[other] لا يوجد إلا { $count } حرف لها صورتان، واللوحة تحتاج إلى { $needed } على الأقل. أضف صورًا لحروف أخرى.
}
home-board-no-folder = المجلد ⁦{ $folder }⁩ غير موجود.
home-board-no-pictures = لا توجد صور في المجلد ⁦{ $folder }⁩ (ملفات امتدادها ⁦.png⁩ أو ⁦.jpg⁩ أو ⁦.svg⁩).
home-board-not-kept = تعذّر حفظ اللوحة في ⁦{ $file }⁩: ⁨{ $why }⁩
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = اعرض الكل ({ $count })
home-notices-fewer = اعرض أقل

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = ملفاتنا
ours-how = هذا كل ما يحتفظ به Lineup لصفّك هنا. احذف ما لم تعد تريده: لعبة أو لوحة، أو تسجيلات صوت صفّك، أو اللعبة المحفوظة لإكمالها، أو الإعدادات مع الأسماء المكتوبة لكل لاعب.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = يحفظ هذا المتصفح { $used } لبرنامج Lineup، من أصل { $allowed } يسمح بها.
ours-listing = ننظر فيما يحتفظ به Lineup…
ours-nothing = لا يحتفظ Lineup هنا بأي شيء لصفّك حتى الآن.
ours-removed = حُذف: ⁦{ $name }⁩
ours-not-removed = تعذّر الحذف: ⁨{ $why }⁩
ours-game = لعبتك: { $name }
ours-board = لوحة حروفك: { $language }
ours-unplayable = ملفات ألعاب أو لوحات لا يمكن اللعب بها: { $count }
ours-recordings = { $count ->
    [zero] لا تسجيلات
    [one] تسجيل واحد
    [two] تسجيلان
    [few] { $count } تسجيلات
    [many] { $count } تسجيلًا
   *[other] { $count } تسجيل
} بصوت صفّك (اللغة: { $language })
ours-saved-game = اللعبة المحفوظة لإكمالها
ours-settings = الإعدادات، مع الأسماء المكتوبة لكل لاعب
ours-other = ملف احتفظ به Lineup جانبًا
ours-remove = احذف
ours-sure = هل تحذف ⁦{ $name }⁩ نهائيًا؟
ours-remove-yes = نعم، احذفه
ours-keep = أبقِه
ours-close = إغلاق
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
