# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = O programie Lineup
about-version = Wersja { $version }
about-free = Lineup to wolne oprogramowanie: każdy może go używać, udostępniać i zmieniać (licencja MIT lub Apache-2.0).
about-voices = Głosy
about-sounds = Dźwięk każdej litery: espeak-ng (GPL-3.0-or-later)
about-fonts = Litery i obrazki
about-close = Zamknij
