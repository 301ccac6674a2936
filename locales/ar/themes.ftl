# أسماء الألعاب المدمجة وأوصافها وخياراتها، وألوان الفرق. اللعبة التي تُضاف من مجلد تعرض
# كلماتها الخاصة.

theme-classic-name = الكلاسيكية
theme-classic-description = رزمتان من ورق اللعب، وخمس قطع على خط واحد.
# ورقة J في ورق اللعب اسمها «الولد» في بلاد عربية كثيرة.
theme-classic-option-jacks = الأولاد (J)
theme-classic-option-jacks-two-eyed = الولد ذو العينين يوضع في أي مكان، والولد ذو العين الواحدة يزيل قطعة
theme-classic-option-jacks-red-black = الولد الأحمر يوضع في أي مكان، والولد الأسود يزيل قطعة
theme-single-deck-name = رزمة واحدة
theme-single-deck-description = رزمة واحدة من ورق اللعب، كل بطاقة مرة واحدة على اللوحة، وأربع قطع على خط واحد.
theme-single-deck-option-to_win = عدد الخطوط للفوز
theme-single-deck-option-to_win-2 = خطان
theme-single-deck-option-to_win-3 = واصل اللعب حتى الخط الثالث
theme-single-deck-option-to_win-4 = واصل اللعب حتى الخط الرابع
theme-animals-name = الحيوانات
theme-animals-description = بطاقات حيوانات، وأربع قطع على خط واحد. حصان وحيد القرن يوضع في أي مكان، والتنين يزيل قطعة.
theme-letters-name = الحروف
theme-letters-description = العب حرفًا، وضع قطعة على صورة تبدأ بهذا الحرف. من يجمع أربع قطع على خط واحد يفوز.

# أسماء الألوان معرّفة («الأحمر») لأنها تأتي بعد «الفريق»: «الفريق الأحمر»، «الفائز: الأحمر».
color-red = الأحمر
color-blue = الأزرق
color-green = الأخضر
color-yellow = الأصفر
color-orange = البرتقالي
color-purple = البنفسجي
color-pink = الوردي
color-brown = البني
color-black = الأسود
color-white = الأبيض
