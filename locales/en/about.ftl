# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = About Lineup
about-version = Version { $version }
about-free = Lineup is free software: anyone may use it, share it and change it (MIT or Apache-2.0 licence).
about-voices = The voices
about-sounds = Every letter’s sound: espeak-ng (GPL-3.0-or-later)
about-fonts = The letters and pictures
about-close = Close
