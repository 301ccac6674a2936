# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = À propos de Lineup
about-version = Version { $version }
about-free = Lineup est un logiciel libre : chacun peut l’utiliser, le partager et le modifier (licence MIT ou Apache-2.0).
about-voices = Les voix
about-sounds = Le son de chaque lettre : espeak-ng (GPL-3.0-or-later)
about-fonts = Les lettres et les images
about-close = Fermer
