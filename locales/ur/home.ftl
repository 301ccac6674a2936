# پہلی اسکرین: کھیلوں کے خانے۔

home-pick-a-game = ایک کھیل چنو
home-resume = پچھلا کھیل آگے کھیلو: { $game }
home-loading = پچھلا کھیل ڈھونڈ رہے ہیں…
home-ages = عمر: { $ages }
home-sound-on = آوازیں چالو
home-sound-off = آوازیں بند
home-voice-on = پڑھ کر سنانا چالو
home-voice-off = پڑھ کر سنانا بند
home-volume = آواز کتنی اونچی
home-motion-on = اینیمیشن چالو
home-motion-off = اینیمیشن بند
home-own-games = آپ کے اپنے کھیل
# ٹیچر کی کھیل کی فائل جو کھیلی نہیں جا سکتی؛ $why بتاتا ہے کہ کیا غلط ہے اور کیسے ٹھیک ہو گا۔
home-broken-game = فائل ⁦{ $file }⁩ کھیلی نہیں جا سکتی: ⁨{ $why }⁩
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = فائل میں محفوظ کریں
home-open-files = فائل کھولیں
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = تصویروں کے فولڈر سے بورڈ بنائیں
home-make-board-how = اپنی تصویریں ایک فولڈر میں رکھیں، اور ہر فائل کا نام اس کی تصویر کا لفظ رکھیں: مریم.jpg، چاند.png۔ ہر حرف کے لیے دو تصویریں۔ بورڈ کی زبان: { $language }۔
home-make-board-folder = تصویروں کا فولڈر
home-make-board-how-pick = اپنی تصویریں چنیں؛ ہر فائل کا نام اس کی تصویر کا لفظ ہو: مریم.jpg، چاند.png۔ ہر حرف کے لیے دو تصویریں۔ بورڈ کی زبان: { $language }۔
home-make-board-choose = تصویریں چنیں
home-make-board-go = بورڈ بنائیں
home-make-board-close = بند کریں
home-making-board = بورڈ بن رہا ہے…
home-board-made = بورڈ تیار ہے، { $count ->
    [one] ایک حرف
   *[other] { $count } حروف
} کے ساتھ: { $letters }۔ «حروف» والا کھیل اس پر { $language } میں کھیلا جائے گا۔
home-board-one-picture = یہ حروف چھوڑ دیے گئے، کیونکہ ان کی صرف ایک تصویر ہے (ہر حرف کو دو تصویریں چاہییں): { $letters }
home-board-spare = یہ الفاظ چھوڑ دیے گئے، کیونکہ ان کے حرف کی پہلے ہی دو تصویریں ہیں: { $words }
home-board-no-letter = یہ الفاظ چھوڑ دیے گئے، کیونکہ یہ بورڈ کے کسی حرف سے شروع نہیں ہوتے: { $words }
home-board-heard-otherwise = یہ الفاظ دیکھ لیں: ہو سکتا ہے یہ اپنے حرف کی آواز سے شروع نہ ہوتے ہوں: { $words }
home-board-too-few = { $count ->
    [one] صرف ایک حرف کی دو تصویریں ہیں
   *[other] صرف { $count } حروف کی دو دو تصویریں ہیں
}، اور بورڈ کو کم از کم { $needed } حروف چاہییں۔ مزید حروف کی تصویریں ڈالیں۔
home-board-no-folder = فولڈر ⁦{ $folder }⁩ موجود نہیں ہے۔
home-board-no-pictures = فولڈر ⁦{ $folder }⁩ میں کوئی تصویر نہیں ہے (⁦.png⁩، ⁦.jpg⁩ یا ⁦.svg⁩ پر ختم ہونے والی فائلیں)۔
home-board-not-kept = بورڈ ⁦{ $file }⁩ میں محفوظ نہیں ہو سکا: ⁨{ $why }⁩
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = سب دکھائیں ({ $count })
home-notices-fewer = کم دکھائیں

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = ہماری فائلیں
ours-how = ‏Lineup یہاں آپ کی کلاس کے لیے جو کچھ رکھتا ہے، وہ سب یہ ہے۔ جو اب نہیں چاہیے اسے ہٹا دیں: کوئی کھیل یا بورڈ، کلاس کی آواز کی ریکارڈنگز، آگے کھیلنے کے لیے محفوظ کھیل، یا ہر کھلاڑی کے لکھے ہوئے ناموں والی سیٹنگز۔
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = یہ براؤزر Lineup کے لیے { $allowed } میں سے { $used } جگہ رکھے ہوئے ہے۔
ours-listing = دیکھ رہے ہیں کہ Lineup نے کیا کیا رکھا ہے…
ours-nothing = ‏Lineup نے یہاں ابھی آپ کی کلاس کے لیے کچھ نہیں رکھا۔
ours-removed = ہٹا دیا گیا: ⁦{ $name }⁩
ours-not-removed = ہٹایا نہیں جا سکا: ⁨{ $why }⁩
ours-game = آپ کا کھیل: ⁨{ $name }⁩
ours-board = آپ کا حروف کا بورڈ: { $language }
ours-unplayable = کھیل یا بورڈ جو کھیلے نہیں جا سکتے: { $count }
ours-recordings = { $language } میں آپ کی کلاس کی آواز کی { $count ->
    [one] ایک ریکارڈنگ
   *[other] { $count } ریکارڈنگز
}
ours-saved-game = آگے کھیلنے کے لیے محفوظ کھیل
ours-settings = سیٹنگز، ہر کھلاڑی کے لکھے ہوئے ناموں کے ساتھ
ours-other = ایک فائل جو Lineup نے الگ رکھی
ours-remove = ہٹائیں
ours-sure = کیا ⁦{ $name }⁩ ہمیشہ کے لیے ہٹا دیں؟
ours-remove-yes = ہاں، ہٹا دیں
ours-keep = رہنے دیں
ours-close = بند کریں
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
