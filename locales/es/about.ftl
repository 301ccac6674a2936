# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Acerca de Lineup
about-version = Versión { $version }
about-free = Lineup es software libre: cualquiera puede usarlo, compartirlo y cambiarlo (licencia MIT o Apache-2.0).
about-voices = Las voces
about-sounds = El sonido de cada letra: espeak-ng (GPL-3.0-or-later)
about-fonts = Las letras y los dibujos
about-close = Cerrar
