# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = ہماری آواز ریکارڈ کریں
rec-how = «ریکارڈ» دبائیں، بولیں، پھر «روکیں» دبائیں: Lineup اسے سنا دے گا۔ جب تک پسند نہ آئے، دوبارہ ریکارڈ کریں۔ جو آپ ریکارڈ نہیں کریں گے، وہ کمپیوٹر کی آواز میں رہے گا۔
rec-progress = { $count } میں سے { $at }
rec-name = حرف کا نام
rec-sound = حرف کی آواز
rec-word = لفظ
rec-record = ریکارڈ
rec-stop = روکیں
rec-hear = سنیں
rec-computer = کمپیوٹر کی آواز استعمال کریں
rec-back = واپس
rec-next = اگلا
rec-close = بند کریں
rec-ours = یہ آپ کی ریکارڈ کی ہوئی آواز ہے۔
rec-count = آپ کی ریکارڈ کی ہوئی: { $count } میں سے { $ours }
rec-kept = محفوظ ہو گیا۔ کلاس یہی سنے گی۔
rec-nothing = کوئی لفظ سنائی نہیں دیا۔ دیکھ لیں کہ مائیک چالو ہے، اور دوبارہ کوشش کریں۔
rec-too-quiet = آواز بہت دھیمی تھی۔ مائیک کے قریب آئیں اور اونچی آواز میں بولیں۔
rec-clipped = آواز بہت اونچی تھی اور اس میں کھڑکھڑاہٹ ہے۔ مائیک سے تھوڑا پیچھے ہٹیں۔
rec-no-mic = کوئی مائیک نہیں ہے۔ مائیک لگائیں، اور دوبارہ کوشش کریں۔
rec-refused = ‏Lineup کو مائیک استعمال کرنے کی اجازت نہیں ہے۔ براؤزر یا کمپیوٹر کی سیٹنگز میں اجازت دیں، اور دوبارہ کوشش کریں۔
rec-failed = مائیک نے کام نہیں کیا: ⁨{ $why }⁩
rec-not-kept = ریکارڈنگ محفوظ نہیں ہو سکی: ⁨{ $why }⁩
# The button on home and on the page of a board just made.
rec-open = ہماری آواز ریکارڈ کریں
