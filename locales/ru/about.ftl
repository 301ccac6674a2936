# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = О программе Lineup
about-version = Версия { $version }
about-free = Lineup — свободная программа: каждый может пользоваться ею, делиться ею и изменять её (лицензия MIT или Apache-2.0).
about-voices = Голоса
about-sounds = Звук каждой буквы: espeak-ng (GPL-3.0-or-later)
about-fonts = Буквы и картинки
about-close = Закрыть
