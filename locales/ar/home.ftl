# الشاشة الرئيسية: مربعات الألعاب.

home-pick-a-game = اختر لعبة
home-resume = أكمل اللعبة الأخيرة
home-loading = نبحث عن اللعبة الأخيرة…
home-ages = العمر: { $ages }
home-sound-on = الأصوات تعمل
home-sound-off = الأصوات مطفأة
home-voice-on = النطق يعمل
home-voice-off = النطق مطفأ
home-volume = مستوى الصوت
