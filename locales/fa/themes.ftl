# نام بازی‌های همراه برنامه، توضیح‌ها و انتخاب‌هایشان، و رنگ گروه‌ها. بازی‌ای که از یک پوشه
# اضافه شود، کلمه‌های خودش را نشان می‌دهد.

theme-classic-name = کلاسیک
theme-classic-description = دو دست ورق بازی، پنج مهره پشت سر هم.
# The jack of playing cards is «سرباز» in Persian.
theme-classic-option-jacks = سربازها (J)
theme-classic-option-jacks-two-eyed = سربازهای دوچشم هر جا می‌روند، سربازهای یک‌چشم یک مهره برمی‌دارند
theme-classic-option-jacks-red-black = سربازهای قرمز هر جا می‌روند، سربازهای سیاه یک مهره برمی‌دارند
theme-single-deck-name = یک دست ورق
theme-single-deck-description = یک دست ورق، هر کارت یک بار روی صفحه، چهار مهره پشت سر هم.
theme-single-deck-option-to_win = تعداد ردیف برای بردن
theme-single-deck-option-to_win-2 = دو ردیف
theme-single-deck-option-to_win-3 = بازی تا ردیف سوم ادامه پیدا کند
theme-single-deck-option-to_win-4 = بازی تا ردیف چهارم ادامه پیدا کند
theme-animals-name = حیوان‌ها
theme-animals-description = کارت‌های حیوان، چهار مهره پشت سر هم. اسب تک‌شاخ هر جا می‌رود، اژدها یک مهره برمی‌دارد.
theme-letters-name = حرف‌ها
theme-letters-description = یک حرف بازی کن و روی تصویری که اسمش با آن حرف شروع می‌شود، مهره بگذار. هر کس چهار مهره پشت سر هم بچیند، برنده است.

# The colours stand alone as a team's name ("قرمز برنده شد!") and after «گروه» («گروه قرمز»).
color-red = قرمز
color-blue = آبی
color-green = سبز
color-yellow = زرد
color-orange = نارنجی
color-purple = بنفش
color-pink = صورتی
color-brown = قهوه‌ای
color-black = مشکی
color-white = سفید
