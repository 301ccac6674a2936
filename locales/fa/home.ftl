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
