# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = Clasic
theme-classic-description = Două pachete de cărți de joc, cinci jetoane în linie.
theme-classic-option-jacks = Valeți
theme-classic-option-jacks-two-eyed = Valeții cu doi ochi merg oriunde, valeții cu un ochi iau un jeton
theme-classic-option-jacks-red-black = Valeții roșii merg oriunde, valeții negri iau un jeton
theme-single-deck-name = Un singur pachet
theme-single-deck-description = Un pachet de cărți, fiecare carte o dată pe tablă, patru în linie.
theme-single-deck-option-to_win = Linii pentru câștig
theme-single-deck-option-to_win-2 = Două linii
theme-single-deck-option-to_win-3 = Jucăm mai departe, până la a treia linie
theme-single-deck-option-to_win-4 = Jucăm mai departe, până la a patra linie
theme-animals-name = Animale
theme-animals-description = Cărți cu animale, patru în linie. Unicornul merge oriunde, dragonul ia un jeton.
theme-letters-name = Litere
theme-letters-description = Joacă o literă și acoperă o imagine care începe cu ea. Patru în linie câștigă.

color-red = Roșu
color-blue = Albastru
color-green = Verde
color-yellow = Galben
color-orange = Portocaliu
color-purple = Mov
color-pink = Roz
color-brown = Maro
color-black = Negru
color-white = Alb
