# کھڑکی، زبان کا انتخاب، اور فائلوں اور آواز کے بارے میں پیغامات۔
# Urdu: the child is addressed as تم (چنو، رکھو), as a primary teacher speaks to a class and
# as the Hindi messages do; messages meant for the teacher use آپ (کریں). Urdu verbs show
# the speaker's gender, and a player's name can be a boy's or a girl's: the messages use
# forms that do not change (نے with the past, "کی باری", "سوچ میں ہے").
# Direction marks (invisible), as in ar and fa: a line that begins with a name or a Latin word
# begins with U+200F; file paths and the command line are isolated left-to-right (U+2066 …
# U+2069); error texts from the system ($error, $why), a card ($card) and game names are
# isolated as they come (U+2068 … U+2069).
# Digits are written 0-9 here; the digits the app shows are chosen in LANGUAGES (NOTES.md).

# اس زبان کا نام اسی زبان میں، جیسا زبانوں کی فہرست میں نظر آتا ہے۔
language-name = اردو
app-title = Lineup
app-language = زبان
app-settings-not-saved = سیٹنگز محفوظ نہیں ہو سکیں: ⁨{ $error }⁩
app-game-not-saved = کھیل محفوظ نہیں ہو سکا: ⁨{ $error }⁩
app-file-set-aside = فائل ⁦{ $file }⁩ پڑھی نہیں جا سکی (⁨{ $why }⁩)۔ اسے ⁦{ $aside }⁩ کے نام سے الگ رکھ دیا گیا ہے، اور Lineup نئے سرے سے شروع ہوا۔
app-file-left = فائل ⁦{ $file }⁩ پڑھی نہیں جا سکی (⁨{ $why }⁩)۔ اسے وہیں رہنے دیا گیا ہے، اور Lineup نئے سرے سے شروع ہوا۔
app-saved-game-gone = محفوظ کیا ہوا کھیل دوبارہ شروع نہیں ہو سکا: ⁨{ $why }⁩
app-no-sound = آواز کا کوئی آلہ نہیں ملا، اس لیے Lineup بغیر آواز کے چل رہا ہے۔
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = اگر Lineup کچھ دن نہ کھولا جائے تو یہ براؤزر کلاس کا محفوظ کیا ہوا کھیل مٹا سکتا ہے۔ اسے بچانے کے لیے Lineup کو ہوم اسکرین پر لگا لیں (یا انسٹال کر لیں)، یا «{ home-save-files }» استعمال کریں۔
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = فائل ⁦{ $file }⁩ اس براؤزر میں نہیں رکھی جا سکی: ⁨{ $why }⁩
app-theme-not-loaded = کھیل «⁨{ $theme }⁩» لوڈ نہیں ہوا۔ Lineup کو ⁦--themes⁩ اور اس کھیل کی فائل والے فولڈر کے ساتھ چلائیں۔
app-save-theme-missing = «⁨{ $theme }⁩» کا محفوظ کیا ہوا کھیل یہاں آگے نہیں چل سکتا: یہ کھیل لوڈ نہیں ہوا۔ اسے ⁦{ $file }⁩ کے نام سے رکھ لیا گیا ہے۔ اسے آگے کھیلنے کے لیے Lineup کو ⁦--themes⁩ اور کھیل کی فائل والے فولڈر کے ساتھ چلائیں: ⁦lineup --themes FOLDER resume ⁦{ $file }⁩⁩
app-save-move-refused = محفوظ کیے ہوئے کھیل کی چال نمبر { $number } دوبارہ نہیں چلی جا سکتی: ⁨{ $why }⁩
# $language is the language's own name ("Español", "English").
app-new-board-question = کیا { $language } کے حروف اور تصویروں کے ساتھ نیا کھیل شروع کریں؟
app-new-board-yes = نیا کھیل
app-new-board-no = یہی کھیل جاری رکھیں
app-file-not-lineups = فائل ⁦{ $file }⁩ کوئی ایسا کھیل یا سیٹنگز نہیں جو Lineup نے محفوظ کی ہوں: ⁨{ $why }⁩
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = تصویر ⁦{ $file }⁩ دکھائی نہیں جا سکتی: ⁨{ $why }⁩۔ اس کی جگہ اس کا لفظ دکھایا جا رہا ہے۔
picture-no-name = تصویر کی فائل کا نام خالی ہے: اسے لکھیں، جیسے ⁦image = "چاند.png"⁩
picture-outside-folder = تصویر کھیل کی فائل والے فولڈر سے باہر ہے: اسے اسی فولڈر میں، یا اس کے اندر کسی فولڈر میں رکھیں
picture-missing = اس نام کی کوئی تصویر کی فائل نہیں ہے: اس کا نام اور آخری حصہ (⁦.png⁩، ⁦.jpg⁩ یا ⁦.svg⁩) دیکھ لیں
picture-not-a-file = یہ فولڈر ہے، تصویر کی فائل نہیں: تصویر کی فائل کا نام لکھیں
picture-too-many-bytes = تصویر کی فائل { $megabytes } MB کی ہے، یعنی 20 MB سے زیادہ: تصویر چھوٹی کر کے دوبارہ محفوظ کریں
picture-too-many-pixels = تصویر { $width } × { $height } پکسل کی ہے، یعنی ایک طرف 8000 سے زیادہ: تصویر چھوٹی کر کے دوبارہ محفوظ کریں
picture-not-a-picture = یہ PNG، JPEG یا SVG تصویر نہیں ہے: اسے دوبارہ PNG یا JPEG میں محفوظ کریں
picture-cut-short = تصویر کی فائل ادھوری ہے: اسے دوبارہ کاپی کریں، یا تصویر کو دوبارہ PNG یا JPEG میں محفوظ کریں
picture-unreadable = تصویر کی فائل پڑھی نہیں جا سکتی: ⁨{ $why }⁩
picture-drawing-reaches-out = یہ ڈرائنگ اپنے فولڈر سے باہر کی ایک اور فائل، ⁦{ $file }⁩، دکھاتی ہے: ڈرائنگ کو دوبارہ PNG میں محفوظ کریں، یا جو کچھ وہ دکھاتی ہے اسے اسی فولڈر میں رکھیں
picture-too-complex = یہ ڈرائنگ دکھانے کے لیے بہت پیچیدہ ہے: اسے دوبارہ PNG میں محفوظ کریں، یا اسے سادہ بنائیں
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
# Urdu plurals (CLDR): one is 1 alone, other is the rest.
app-pictures-broken = { $count ->
    [one] ایک تصویر دکھائی نہیں جا سکتی
   *[other] { $count } تصویریں دکھائی نہیں جا سکتیں
}: ⁨{ $files }⁩۔ ⁨{ $why }⁩۔ ان کی جگہ ان کے لفظ دکھائے جا رہے ہیں۔
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = فائل ⁦{ $file }⁩ کا سائز { $size } ہے، Lineup کی پڑھی جانے والی ہر فائل سے بڑا، اس لیے اسے نہیں کھولا گیا۔

# A file's size.
size-bytes = { $count } بائٹ
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = ⁦{ $file }⁩ سے یہ آیا: { $games ->
    [0] کوئی کھیل یا بورڈ نہیں
    [one] ایک کھیل یا بورڈ
   *[other] { $games } کھیل یا بورڈ
}، اور { $recordings ->
    [0] کوئی ریکارڈنگ نہیں
    [one] ایک ریکارڈنگ
   *[other] { $recordings } ریکارڈنگز
}۔
bring-already = { $count ->
    [one] ایک فائل آپ کے پاس پہلے سے ہو بہو موجود تھی۔
   *[other] { $count } فائلیں آپ کے پاس پہلے سے ہو بہو موجود تھیں۔
}
# $names: "themes/our class → our class (2)".
bring-beside = یہ آپ کی فائلوں کے ساتھ نئے نام سے رکھی گئیں، تاکہ آپ کی کوئی چیز نہ بدلے: ⁦{ $names }⁩۔
bring-refused = { $count ->
    [one] ایک فائل نہیں لائی گئی
   *[other] { $count } فائلیں نہیں لائی گئیں
}: ⁨{ $files }⁩۔
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = اور { $count } مزید
bring-dropped = جو کھیل کھیلے نہیں جا سکتے، ان کی { $count ->
    [one] ایک تصویر چھوڑ دی گئی۔
   *[other] { $count } تصویریں چھوڑ دی گئیں۔
}
bring-why-leads-out = اس کا نام Lineup کے فولڈروں سے باہر لے جاتا ہے
bring-why-too-large = اس کا سائز { $size } ہے، Lineup کی رکھی جانے والی ہر فائل سے بڑا
bring-why-cannot-be-played = اسے کھیلا نہیں جا سکتا: ⁨{ $why }⁩
bring-why-class-has-own = آپ کے پاس اپنی فائل ہے، وہ رکھ لی گئی؛ یہ فائل لانے کے لیے «ہماری فائلیں» میں اپنی فائل ہٹا دیں
bring-why-not-lineups = یہ ایسی فائل نہیں جو Lineup پڑھتا ہے
bring-why-not-kept = رکھی نہیں جا سکی: ⁨{ $why }⁩
# Nothing of a bundle was brought.
bring-not-a-bundle = فائل ⁦{ $file }⁩ میں Lineup نے کلاس کی چیزیں محفوظ نہیں کیں، اس لیے اس سے کچھ نہیں لایا گیا۔ اسے Lineup میں «{ home-save-files }» سے دوبارہ محفوظ کریں۔
bring-too-many-files = فائل ⁦{ $file }⁩ میں { $count } سے زیادہ فائلیں ہیں، جتنی Lineup کبھی محفوظ نہیں کرتا، اس لیے اس سے کچھ نہیں لایا گیا۔
bring-too-large = فائل ⁦{ $file }⁩ میں { $size } سے زیادہ ہے، جتنا Lineup کبھی محفوظ نہیں کرتا، اس لیے اس سے کچھ نہیں لایا گیا۔
# Why a recording of the class's voice was not kept.
recording-not-sound = یہ Lineup کی ریکارڈ کی ہوئی آواز کی فائل نہیں ہے
recording-cut-short = ریکارڈنگ ادھوری ہے
recording-too-long = ریکارڈنگ ایک منٹ سے لمبی ہے
recording-silent = ریکارڈنگ میں کچھ سنائی نہیں دیتا
