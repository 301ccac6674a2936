# پنجره، انتخاب زبان، و پیام‌هایی دربارهٔ فایل‌ها و صدا.
# Direction marks (invisible): a line that begins with a name or a Latin word begins with
# U+200F; file paths and the command line are isolated left-to-right (U+2066 … U+2069); error
# texts from the system ($error, $why) and game names are isolated as they come (U+2068 … U+2069).

# نام این زبان به خود این زبان، همان‌طور که در فهرست زبان‌ها دیده می‌شود.
language-name = فارسی
app-title = Lineup
app-language = زبان
app-settings-not-saved = تنظیمات ذخیره نشد: ⁨{ $error }⁩
app-game-not-saved = بازی ذخیره نشد: ⁨{ $error }⁩
app-file-set-aside = فایل ⁦{ $file }⁩ خوانده نشد (⁨{ $why }⁩). با نام ⁦{ $aside }⁩ نگه داشته شد و Lineup از نو شروع شد.
app-file-left = فایل ⁦{ $file }⁩ خوانده نشد (⁨{ $why }⁩). همان‌جا که بود ماند و Lineup از نو شروع شد.
app-saved-game-gone = بازی ذخیره‌شده دوباره شروع نشد: ⁨{ $why }⁩
app-no-sound = بلندگویی پیدا نشد، برای همین Lineup بی‌صدا بازی می‌کند.
app-may-be-cleared = این مرورگر ممکن است اگر Lineup مدتی باز نشود، بازی ذخیره‌شدهٔ کلاس را پاک کند. برای نگه داشتن آن، Lineup را به صفحهٔ اصلی اضافه کنید (یا نصبش کنید)، یا از «{ home-save-files }» استفاده کنید.
app-file-not-kept = فایل ⁦{ $file }⁩ در این مرورگر ذخیره نشد: ⁨{ $why }⁩
app-theme-not-loaded = بازی «⁨{ $theme }⁩» بارگذاری نشده است. Lineup را با ⁦--themes⁩ و پوشه‌ای که فایل این بازی در آن است اجرا کنید.
app-save-theme-missing = بازی ذخیره‌شدهٔ «⁨{ $theme }⁩» این‌جا ادامه پیدا نمی‌کند: این بازی بارگذاری نشده است. با نام ⁦{ $file }⁩ نگه داشته شده است. برای ادامه‌اش، Lineup را با ⁦--themes⁩ و پوشه‌ای که فایل بازی در آن است اجرا کنید: ⁦lineup --themes FOLDER resume ⁦{ $file }⁩⁩
app-save-move-refused = حرکت { $number } بازی ذخیره‌شده دوباره انجام نمی‌شود: ⁨{ $why }⁩
app-new-board-question = یک بازی تازه با حرف‌ها و تصویرهای { $language } شروع کنیم؟
app-new-board-yes = بازی تازه
app-new-board-no = ادامهٔ همین بازی
app-file-not-lineups = فایل ⁦{ $file }⁩ بازی یا تنظیماتی نیست که Lineup ذخیره کرده باشد: ⁨{ $why }⁩
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = تصویر ⁦{ $file }⁩ نشان داده نمی‌شود: ⁨{ $why }⁩. به جای آن، کلمه‌اش نشان داده می‌شود.
picture-no-name = نام فایل تصویر خالی است: آن را بنویسید، مثلاً ⁦image = "ماه.png"⁩
picture-outside-folder = تصویر بیرون از پوشهٔ فایل بازی است: آن را در همان پوشه یا در پوشه‌ای داخل آن بگذارید
picture-missing = فایل تصویری با این نام نیست: نام آن را همراه با پسوندش (⁦.png⁩، ⁦.jpg⁩ یا ⁦.svg⁩) بررسی کنید
picture-not-a-file = این یک پوشه است، نه فایل تصویر: نام یک فایل تصویر را بنویسید
picture-too-many-bytes = فایل تصویر { $megabytes } مگابایت است، یعنی بیشتر از 20 مگابایت: تصویر را کوچک‌تر کنید و دوباره ذخیره کنید
picture-too-many-pixels = تصویر { $width } × { $height } پیکسل است، یعنی در یک ضلع بیشتر از 8000 پیکسل: تصویر را کوچک‌تر کنید و دوباره ذخیره کنید
picture-not-a-picture = این تصویر PNG، JPEG یا SVG نیست: آن را دوباره با قالب PNG یا JPEG ذخیره کنید
picture-cut-short = فایل تصویر ناقص است: آن را دوباره کپی کنید، یا تصویر را دوباره با قالب PNG یا JPEG ذخیره کنید
picture-unreadable = فایل تصویر خوانده نمی‌شود: ⁨{ $why }⁩
picture-drawing-reaches-out = این نقاشی فایل دیگری، ⁦{ $file }⁩، را از بیرون پوشهٔ خودش نشان می‌دهد: نقاشی را دوباره با قالب PNG ذخیره کنید، یا آنچه نشان می‌دهد را در پوشهٔ آن بگذارید
picture-too-complex = این نقاشی برای نشان دادن بیش از حد پیچیده است: آن را دوباره با قالب PNG ذخیره کنید، یا ساده‌تر بکشید
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count } تصویر نشان داده نمی‌شوند: ⁨{ $files }⁩. ⁨{ $why }⁩. به جای آن‌ها، کلمه‌هایشان نشان داده می‌شود.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = فایل ⁦{ $file }⁩ { $size } است، یعنی بزرگ‌تر از هر فایلی که Lineup می‌خواند؛ برای همین باز نشد.

# A file's size.
size-bytes = { $count ->
    [one] { $count } بایت
   *[other] { $count } بایت
}
size-kilobytes = { $count } کیلوبایت
size-megabytes = { $count } مگابایت
size-gigabytes = { $count } گیگابایت

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = از ⁦{ $file }⁩ { $games ->
    [one] { $games } بازی یا صفحهٔ بازی
   *[other] { $games } بازی یا صفحهٔ بازی
} و { $recordings ->
    [one] { $recordings } صدای ضبط‌شده
   *[other] { $recordings } صدای ضبط‌شده
} وارد شد.
bring-already = { $count ->
    [one] { $count } فایل را از قبل عیناً داشتید.
   *[other] { $count } فایل را از قبل عیناً داشتید.
}
# $names: "themes/our class → our class (2)".
bring-beside = کنار فایل‌های شما و با نامی تازه نگه داشته شد تا چیزی از فایل‌های شما عوض نشود: ⁦{ $names }⁩.
bring-refused = { $count ->
    [one] { $count } فایل وارد نشد
   *[other] { $count } فایل وارد نشد
}: ⁨{ $files }⁩.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = و { $count } مورد دیگر
bring-dropped = { $count ->
    [one] { $count } تصویر
   *[other] { $count } تصویر
} از بازی‌هایی که نمی‌شود با آن‌ها بازی کرد، کنار گذاشته شد.
bring-why-leads-out = نامش به بیرون از پوشه‌های Lineup اشاره می‌کند
bring-why-too-large = حجمش { $size } است، یعنی بزرگ‌تر از هر فایلی که Lineup نگه می‌دارد
bring-why-cannot-be-played = نمی‌شود با آن بازی کرد: ⁨{ $why }⁩
bring-why-class-has-own = خودتان یکی دارید که نگه داشته شد؛ برای وارد کردن این یکی، مال خودتان را در «فایل‌های ما» حذف کنید
bring-why-not-lineups = فایلی نیست که Lineup بخواند
bring-why-not-kept = نگه داشته نشد: ⁨{ $why }⁩
# Nothing of a bundle was brought.
bring-not-a-bundle = فایل ⁦{ $file }⁩ فایلی نیست که Lineup چیزهای کلاس را در آن ذخیره کرده باشد، برای همین چیزی از آن وارد نشد. آن را دوباره در Lineup با «{ home-save-files }» ذخیره کنید.
bring-too-many-files = فایل ⁦{ $file }⁩ بیش از { $count } فایل دارد، یعنی بیشتر از آنچه Lineup در یک فایل ذخیره می‌کند؛ برای همین چیزی از آن وارد نشد.
bring-too-large = فایل ⁦{ $file }⁩ بیش از { $size } حجم دارد، یعنی بیشتر از آنچه Lineup در یک فایل ذخیره می‌کند؛ برای همین چیزی از آن وارد نشد.
# Why a recording of the class's voice was not kept.
recording-not-sound = فایل صوتی‌ای نیست که Lineup ضبط کرده باشد
recording-cut-short = صدای ضبط‌شده ناقص است
recording-too-long = صدای ضبط‌شده بیشتر از یک دقیقه است
recording-silent = در صدای ضبط‌شده چیزی شنیده نمی‌شود
