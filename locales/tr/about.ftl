# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Lineup hakkında
about-version = Sürüm { $version }
about-free = Lineup özgür bir yazılımdır: herkes onu kullanabilir, paylaşabilir ve değiştirebilir (MIT ya da Apache-2.0 lisansı).
about-voices = Seslendirme
about-sounds = Her harfin sesi: espeak-ng (GPL-3.0-or-later)
about-fonts = Harfler ve resimler
about-close = Kapat
