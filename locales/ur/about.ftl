# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = ‏Lineup کے بارے میں
about-version = ورژن { $version }
about-free = ‏Lineup آزاد سافٹ ویئر ہے: ہر کوئی اسے استعمال کر سکتا ہے، دوسروں کو دے سکتا ہے اور بدل سکتا ہے (لائسنس MIT یا ⁦Apache-2.0⁩)۔
about-voices = آوازیں
about-sounds = ہر حرف کی آواز: ⁦espeak-ng (GPL-3.0-or-later)⁩
about-fonts = حروف اور تصویریں
about-close = بند کریں
