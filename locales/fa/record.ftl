# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = ضبط صدای خودمان
rec-how = «ضبط» را لمس کنید، آن را بگویید، بعد «توقف» را لمس کنید: Lineup آن را برایتان پخش می‌کند. آن‌قدر دوباره ضبط کنید تا راضی شوید. هر چیزی که ضبط نکنید، با صدای کامپیوتر می‌ماند.
rec-progress = { $at } از { $count }
rec-name = نام حرف
rec-sound = صدای حرف
rec-word = کلمه
rec-record = ضبط
rec-stop = توقف
rec-hear = گوش دادن
rec-computer = استفاده از صدای کامپیوتر
rec-back = برگشت
rec-next = بعدی
rec-close = بستن
rec-ours = با صدای خودتان ضبط شده است.
rec-count = ضبط‌شده با صدای خودتان: { $ours } از { $count }
rec-kept = ذخیره شد. کلاس همین را خواهد شنید.
rec-nothing = هیچ کلمه‌ای شنیده نشد. بررسی کنید که میکروفون روشن باشد، و دوباره امتحان کنید.
rec-too-quiet = صدا خیلی آهسته بود. به میکروفون نزدیک‌تر شوید و بلندتر حرف بزنید.
rec-clipped = صدا خیلی بلند بود و خش‌خش دارد. کمی از میکروفون فاصله بگیرید.
rec-no-mic = میکروفونی وصل نیست. یک میکروفون وصل کنید و دوباره امتحان کنید.
rec-refused = به Lineup اجازهٔ استفاده از میکروفون داده نشده است. در تنظیمات مرورگر یا کامپیوتر اجازه بدهید، و دوباره امتحان کنید.
rec-failed = میکروفون کار نکرد: ⁨{ $why }⁩
rec-not-kept = صدای ضبط‌شده ذخیره نشد: ⁨{ $why }⁩
# The button on home and on the page of a board just made.
rec-open = ضبط صدای خودمان
