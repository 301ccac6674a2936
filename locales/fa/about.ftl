# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = دربارهٔ Lineup
about-version = نسخهٔ { $version }
about-free = برنامهٔ Lineup نرم‌افزاری آزاد است: هر کسی می‌تواند از آن استفاده کند، آن را با دیگران به اشتراک بگذارد و تغییرش دهد (مجوز MIT یا ⁦Apache-2.0⁩).
about-voices = صداها
about-sounds = صدای هر حرف: ⁦espeak-ng (GPL-3.0-or-later)⁩
about-fonts = حرف‌ها و تصویرها
about-close = بستن
