# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Despre Lineup
about-version = Versiunea { $version }
about-free = Lineup este software liber: oricine îl poate folosi, împărți și modifica (licența MIT sau Apache-2.0).
about-voices = Vocile
about-sounds = Sunetul fiecărei litere: espeak-ng (GPL-3.0-or-later)
about-fonts = Literele și imaginile
about-close = Închide
