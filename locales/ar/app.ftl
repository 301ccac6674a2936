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
picture-too-complex = الرسم معقّد جدًا ولا يمكن عرضه: احفظه من جديد بصيغة PNG، أو ارسمه بشكل أبسط
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = تعذّر عرض { $count ->
    [zero] أي صورة
    [one] صورة واحدة
    [two] صورتين
    [few] { $count } صور
    [many] { $count } صورةً
   *[other] { $count } صورة
}: ⁨{ $files }⁩. ⁨{ $why }⁩. وتظهر كلماتها في مكانها.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = الملف ⁦{ $file }⁩ حجمه { $size }، وهو أكبر من أي ملف يقرؤه Lineup، لذلك لم يُفتح.

# A file's size.
size-bytes = { $count ->
    [zero] { $count } بايت
    [one] بايت واحد
    [two] بايتان
    [few] { $count } بايتات
    [many] { $count } بايتًا
   *[other] { $count } بايت
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = ما أُضيف من ⁦{ $file }⁩: { $games ->
    [zero] لا ألعاب ولا لوحات
    [one] لعبة أو لوحة واحدة
    [two] لعبتان أو لوحتان
    [few] { $games } ألعاب أو لوحات
    [many] { $games } لعبةً أو لوحةً
   *[other] { $games } لعبة أو لوحة
}، و{ $recordings ->
    [zero] لا تسجيلات
    [one] تسجيل واحد
    [two] تسجيلان
    [few] { $recordings } تسجيلات
    [many] { $recordings } تسجيلًا
   *[other] { $recordings } تسجيل
}.
bring-already = { $count ->
    [zero] لم يكن أي ملف موجودًا لديك من قبل.
    [one] ملف واحد كان موجودًا لديك من قبل كما هو.
    [two] ملفان كانا موجودين لديك من قبل كما هما.
    [few] { $count } ملفات كانت موجودة لديك من قبل كما هي.
    [many] { $count } ملفًا كانت موجودة لديك من قبل كما هي.
   *[other] { $count } ملف كانت موجودة لديك من قبل كما هي.
}
# $names: "themes/our class → our class (2)".
bring-beside = حُفظت هذه بجانب ملفاتك بأسماء جديدة، فلم يتغيّر شيء مما لديك: ⁦{ $names }⁩.
bring-refused = { $count ->
    [zero] لم يُضف { $count } ملف
    [one] لم يُضف ملف واحد
    [two] لم يُضف ملفان
    [few] لم يُضف { $count } ملفات
    [many] لم يُضف { $count } ملفًا
   *[other] لم يُضف { $count } ملف
}: ⁨{ $files }⁩.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = و{ $count } أخرى
bring-dropped = تُركت { $count ->
    [zero] { $count } صورة
    [one] صورة واحدة
    [two] صورتان
    [few] { $count } صور
    [many] { $count } صورةً
   *[other] { $count } صورة
} من ألعاب لا يمكن اللعب بها.
bring-why-leads-out = اسمه يؤدي إلى خارج مجلدات Lineup
bring-why-too-large = حجمه { $size }، وهو أكبر من أي ملف يحتفظ به Lineup
bring-why-cannot-be-played = لا يمكن اللعب به: ⁨{ $why }⁩
bring-why-class-has-own = لديك ملفك الخاص، وقد أُبقي عليه؛ احذف ملفك في «ملفاتنا» لإضافة هذا الملف
bring-why-not-lineups = ليس ملفًا يقرؤه Lineup
bring-why-not-kept = تعذّر حفظه: ⁨{ $why }⁩
# Nothing of a bundle was brought.
bring-not-a-bundle = الملف ⁦{ $file }⁩ ليس ملفًا حفظ فيه Lineup أشياء الصف، لذلك لم يُضف منه شيء. احفظه من جديد من Lineup باستخدام «{ home-save-files }».
bring-too-many-files = يحتوي الملف ⁦{ $file }⁩ على أكثر من { $count ->
    [zero] { $count } ملف
    [one] ملف واحد
    [two] ملفين
    [few] { $count } ملفات
    [many] { $count } ملفًا
   *[other] { $count } ملف
}، وهذا أكثر مما يحفظه Lineup في أي ملف، لذلك لم يُضف منه شيء.
bring-too-large = يحتوي الملف ⁦{ $file }⁩ على أكثر من { $size }، وهذا أكثر مما يحفظه Lineup في أي ملف، لذلك لم يُضف منه شيء.
# Why a recording of the class's voice was not kept.
recording-not-sound = ليس ملفًا صوتيًا سجّله Lineup
recording-cut-short = التسجيل ناقص
recording-too-long = التسجيل أطول من دقيقة
recording-silent = لا يُسمع أي شيء في التسجيل
