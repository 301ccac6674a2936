# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = אודות Lineup
about-version = גרסה { $version }
about-free = ‏Lineup היא תוכנה חופשית: כל אחד רשאי להשתמש בה, לשתף אותה ולשנות אותה (רישיון MIT או Apache-2.0).
about-voices = הקולות
about-sounds = הצליל של כל אות: ⁦espeak-ng (GPL-3.0-or-later)⁩
about-fonts = האותיות והתמונות
about-close = סגירה
