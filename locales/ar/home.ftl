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
home-broken-game = لا يمكن تشغيل اللعبة من الملف ⁦{ $file }⁩: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = حفظ في ملف
home-open-files = فتح ملف
