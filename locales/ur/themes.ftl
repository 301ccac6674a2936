# پہلے سے بنے کھیلوں کے نام، تفصیل اور انتخاب، اور ٹیموں کے رنگ۔ فولڈر سے لایا گیا کھیل اپنے
# الفاظ خود دکھاتا ہے۔

theme-classic-name = کلاسک
theme-classic-description = تاش کی دو گڈیاں، ایک لائن میں پانچ گوٹیاں۔
# The jack of playing cards is غلام in Pakistan.
theme-classic-option-jacks = غلام
theme-classic-option-jacks-two-eyed = دو آنکھوں والے غلام کہیں بھی چلتے ہیں، ایک آنکھ والے غلام گوٹی ہٹاتے ہیں
theme-classic-option-jacks-red-black = لال غلام کہیں بھی چلتے ہیں، کالے غلام گوٹی ہٹاتے ہیں
theme-single-deck-name = ایک گڈی
theme-single-deck-description = تاش کی ایک گڈی، ہر پتا بورڈ پر ایک بار، ایک لائن میں چار گوٹیاں۔
theme-single-deck-option-to_win = جیتنے کے لیے لائنیں
theme-single-deck-option-to_win-2 = دو لائنیں
theme-single-deck-option-to_win-3 = تیسری لائن تک کھیلتے رہو
theme-single-deck-option-to_win-4 = چوتھی لائن تک کھیلتے رہو
theme-animals-name = جانور
theme-animals-description = جانوروں والے کارڈ، ایک لائن میں چار گوٹیاں۔ یونی کورن کہیں بھی چلتا ہے، ڈریگن گوٹی ہٹاتا ہے۔
theme-letters-name = حروف
theme-letters-description = ایک حرف کھیلو، اور اس حرف سے شروع ہونے والی تصویر پر گوٹی رکھو۔ ایک لائن میں چار گوٹیاں، تو جیت!

# Team colours, in the words children use to name a team in a game ("نیلا جیت گیا"): a
# colour named on its own is masculine. The messages put $team where it needs no ending.
color-red = لال
color-blue = نیلا
color-green = ہرا
color-yellow = پیلا
color-orange = نارنجی
color-purple = جامنی
color-pink = گلابی
color-brown = بھورا
color-black = کالا
color-white = سفید
