# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Informazioni su Lineup
about-version = Versione { $version }
about-free = Lineup è software libero: chiunque può usarlo, condividerlo e modificarlo (licenza MIT o Apache-2.0).
about-voices = Le voci
about-sounds = Il suono di ogni lettera: espeak-ng (GPL-3.0-or-later)
about-fonts = Le lettere e le immagini
about-close = Chiudi
