# النافذة، واختيار اللغة، والرسائل عن الملفات والصوت.

# اسم هذه اللغة بلغتها، كما يظهر في قائمة اختيار اللغة.
language-name = العربية
app-title = Lineup
app-language = اللغة
app-settings-not-saved = تعذّر حفظ الإعدادات: ⁨{ $error }⁩
app-game-not-saved = تعذّر حفظ اللعبة: ⁨{ $error }⁩
app-file-set-aside = تعذّرت قراءة الملف ⁦{ $file }⁩ (⁨{ $why }⁩). حُفظ باسم ⁦{ $aside }⁩، وبدأ Lineup من جديد.
app-file-left = تعذّرت قراءة الملف ⁦{ $file }⁩ (⁨{ $why }⁩). تُرك في مكانه، وبدأ Lineup من جديد.
app-saved-game-gone = تعذّر إكمال اللعبة المحفوظة: ⁨{ $why }⁩
app-no-sound = لم يُعثر على جهاز للصوت، لذلك يعمل Lineup بلا صوت.
app-may-be-cleared = قد يمسح هذا المتصفح لعبة الصف المحفوظة إذا لم يُفتح Lineup مدة من الزمن. للاحتفاظ بها، أضف Lineup إلى الشاشة الرئيسية (أو ثبّته)، أو استخدم «{ home-save-files }».
app-file-not-kept = تعذّر الاحتفاظ بالملف ⁦{ $file }⁩ في هذا المتصفح: ⁨{ $why }⁩
app-theme-not-loaded = اللعبة «{ $theme }» غير محمّلة. شغّل Lineup مع ‎--themes‎ والمجلد الذي فيه ملفها.
app-save-theme-missing = لا يمكن إكمال اللعبة المحفوظة «{ $theme }» هنا: هذه اللعبة غير محمّلة. حُفظت باسم ⁦{ $file }⁩. لإكمالها، شغّل Lineup مع ‎--themes‎ والمجلد الذي فيه ملف اللعبة: lineup --themes FOLDER resume ⁦{ $file }⁩
app-save-move-refused = لا يمكن لعب النقلة { $number } من اللعبة المحفوظة مرة أخرى: ⁨{ $why }⁩
app-new-board-question = هل نبدأ لعبة جديدة بحروف { $language } وصورها؟
app-new-board-yes = لعبة جديدة
app-new-board-no = نكمل اللعب
app-file-not-lineups = الملف ⁦{ $file }⁩ ليس لعبة ولا إعدادات حفظها Lineup: ⁨{ $why }⁩
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = تعذّر عرض الصورة ⁦{ $file }⁩: ⁨{ $why }⁩. وتظهر كلمتها في مكانها.
picture-no-name = اسم ملف الصورة فارغ: اكتبه، مثل ⁦image = "قمر.png"⁩
picture-outside-folder = الصورة خارج مجلد ملف اللعبة: ضعها في هذا المجلد، أو في مجلد داخله
picture-missing = لا يوجد ملف صورة بهذا الاسم: تحقّق من اسمه ومن امتداده (⁦.png⁩ أو ⁦.jpg⁩ أو ⁦.svg⁩)
picture-not-a-file = هذا مجلد، وليس ملف صورة: اكتب اسم ملف صورة
picture-too-many-bytes = حجم ملف الصورة { $megabytes } MB، وهذا أكثر من 20 MB: صغّر الصورة واحفظها من جديد
picture-too-many-pixels = أبعاد الصورة { $width } × { $height } بكسل، وهذا أكثر من 8000 في أحد جانبيها: صغّر الصورة واحفظها من جديد
picture-not-a-picture = هذه ليست صورة PNG أو JPEG أو SVG: احفظها من جديد بصيغة PNG أو JPEG
picture-cut-short = ملف الصورة ناقص: انسخه من جديد، أو احفظ الصورة من جديد بصيغة PNG أو JPEG
picture-unreadable = تعذّرت قراءة ملف الصورة: ⁨{ $why }⁩
picture-drawing-reaches-out = الرسم يعرض ملفًا آخر، ⁦{ $file }⁩، من خارج مجلده: احفظ الرسم من جديد بصيغة PNG، أو ضع ما يعرضه في مجلده
