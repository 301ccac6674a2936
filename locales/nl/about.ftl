# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Over Lineup
about-version = Versie { $version }
about-free = Lineup is vrije software: iedereen mag het gebruiken, doorgeven en veranderen (licentie MIT of Apache-2.0).
about-voices = De stemmen
about-sounds = De klank van elke letter: espeak-ng (GPL-3.0-or-later)
about-fonts = De letters en plaatjes
about-close = Sluiten
