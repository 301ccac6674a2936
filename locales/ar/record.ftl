# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = تسجيل أصواتنا
rec-how = المس «سجّل» وتكلّم، ثم المس «أوقف»: يُسمِعك Lineup ما سجّلته. أعد التسجيل حتى يعجبك. وما لا تسجّله يبقى بصوت الحاسوب.
rec-progress = { $at } من { $count }
rec-name = اسم الحرف
rec-sound = صوت الحرف
rec-word = الكلمة
rec-record = سجّل
rec-stop = أوقف
rec-hear = استمع
rec-computer = استخدم صوت الحاسوب
rec-back = رجوع
rec-next = التالي
rec-close = إغلاق
rec-ours = مسجّل بصوتك.
rec-count = مسجّل بصوتك: { $ours } من { $count }
rec-kept = حُفظ. هذا ما سيسمعه الصف.
rec-nothing = لم تُسمع أي كلمة. تأكّد من أن الميكروفون يعمل، وحاول مرة أخرى.
rec-too-quiet = كان الصوت منخفضًا جدًا. اقترب من الميكروفون وارفع صوتك.
rec-clipped = كان الصوت عاليًا جدًا، وفيه خشخشة. ابتعد قليلًا عن الميكروفون.
rec-no-mic = لا يوجد ميكروفون. صِل ميكروفونًا، وحاول مرة أخرى.
rec-refused = لا يملك Lineup إذنًا باستخدام الميكروفون. اسمح به في إعدادات المتصفح أو الحاسوب، وحاول مرة أخرى.
rec-failed = لم يعمل الميكروفون: ⁨{ $why }⁩
rec-not-kept = تعذّر حفظ التسجيل: ⁨{ $why }⁩
# The button on home and on the page of a board just made.
rec-open = سجّل أصواتنا
