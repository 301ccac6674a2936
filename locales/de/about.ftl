# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Über Lineup
about-version = Version { $version }
about-free = Lineup ist freie Software: Alle dürfen es benutzen, weitergeben und verändern (MIT- oder Apache-2.0-Lizenz).
about-voices = Die Stimmen
about-sounds = Der Laut jedes Buchstabens: espeak-ng (GPL-3.0-or-later)
about-fonts = Die Buchstaben und Bilder
about-close = Schließen
