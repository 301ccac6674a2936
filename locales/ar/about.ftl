# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = عن Lineup
about-version = الإصدار { $version }
about-free = إنّ Lineup برنامج حرّ: يحقّ لأيّ شخص أن يستخدمه ويشاركه ويعدّله (رخصة MIT أو Apache-2.0).
about-voices = الأصوات
about-sounds = صوت كل حرف: ⁦espeak-ng (GPL-3.0-or-later)⁩
about-fonts = الحروف والصور
about-close = إغلاق
