# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Sobre o Lineup
about-version = Versão { $version }
about-free = O Lineup é software livre: qualquer pessoa pode usá-lo, compartilhá-lo e modificá-lo (licença MIT ou Apache-2.0).
about-voices = As vozes
about-sounds = O som de cada letra: espeak-ng (GPL-3.0-or-later)
about-fonts = As letras e as figuras
about-close = Fechar
