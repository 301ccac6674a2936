# صفحهٔ اول: کاشی‌های بازی‌ها.

home-pick-a-game = یک بازی انتخاب کن
home-resume = بازی قبلی را ادامه بده: { $game }
home-loading = داریم بازی قبلی را پیدا می‌کنیم…
home-ages = سن: { $ages }
home-sound-on = صداها روشن
home-sound-off = صداها خاموش
home-voice-on = گوینده روشن
home-voice-off = گوینده خاموش
home-volume = بلندی صدا
home-motion-on = انیمیشن روشن
home-motion-off = انیمیشن خاموش
home-own-games = بازی‌های خودتان
# فایل بازی یک معلم که نمی‌شود آن را بازی کرد؛ $why می‌گوید چه اشکالی دارد و چطور درست می‌شود.
home-broken-game = فایل ⁦{ $file }⁩ را نمی‌شود بازی کرد: ⁨{ $why }⁩
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = ذخیره در فایل
home-open-files = باز کردن فایل
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = ساختن صفحهٔ بازی از پوشهٔ تصویرها
home-make-board-how = تصویرهایتان را در یک پوشه بگذارید و نام هر فایل را کلمهٔ خودش بگذارید: سارا.jpg، ماه.png. برای هر حرف دو تصویر. زبان صفحهٔ بازی: { $language }.
home-make-board-folder = پوشهٔ تصویرها
home-make-board-how-pick = تصویرهایتان را انتخاب کنید؛ نام هر فایل باید کلمهٔ خودش باشد: سارا.jpg، ماه.png. برای هر حرف دو تصویر. زبان صفحهٔ بازی: { $language }.
home-make-board-choose = انتخاب تصویرها
home-make-board-go = ساختن صفحهٔ بازی
home-make-board-close = بستن
home-making-board = داریم صفحهٔ بازی را می‌سازیم…
home-board-made = صفحهٔ بازی آماده شد، با { $count } حرف: { $letters }. بازی «حرف‌ها» به زبان { $language } روی آن بازی می‌شود.
home-board-one-picture = این حرف‌ها کنار گذاشته شدند، چون فقط یک تصویر دارند (هر حرف دو تصویر لازم دارد): { $letters }
home-board-spare = این کلمه‌ها کنار گذاشته شدند، چون حرفشان از قبل دو تصویر دارد: { $words }
home-board-no-letter = این کلمه‌ها کنار گذاشته شدند، چون با هیچ‌کدام از حرف‌های صفحهٔ بازی شروع نمی‌شوند: { $words }
home-board-heard-otherwise = این کلمه‌ها را بررسی کنید: شاید با صدای حرفشان شروع نشوند: { $words }
home-board-too-few = فقط { $count } حرف دو تصویر دارد، و صفحهٔ بازی دست‌کم { $needed } حرف لازم دارد. برای حرف‌های بیشتری تصویر اضافه کنید.
home-board-no-folder = پوشهٔ ⁦{ $folder }⁩ وجود ندارد.
home-board-no-pictures = در پوشهٔ ⁦{ $folder }⁩ هیچ تصویری نیست (فایل‌هایی که به ⁦.png⁩، ⁦.jpg⁩ یا ⁦.svg⁩ تمام می‌شوند).
home-board-not-kept = صفحهٔ بازی در ⁦{ $file }⁩ ذخیره نشد: ⁨{ $why }⁩
