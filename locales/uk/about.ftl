# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Про Lineup
about-version = Версія { $version }
about-free = Lineup — вільна програма: кожен може користуватися нею, ділитися нею і змінювати її (ліцензія MIT або Apache-2.0).
about-voices = Голоси
about-sounds = Звук кожної букви: espeak-ng (GPL-3.0-or-later)
about-fonts = Букви й малюнки
about-close = Закрити
