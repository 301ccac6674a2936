# Die Namen, Beschreibungen und Einstellungen der eingebauten Spielarten und die Farben der
# Teams. Eine Spielart aus einem Ordner zeigt ihre eigenen Wörter.

theme-classic-name = Klassisch
theme-classic-description = Zwei Kartenspiele, fünf Spielsteine in einer Reihe.
theme-classic-option-jacks = Buben
theme-classic-option-jacks-two-eyed = Buben mit zwei Augen sind Joker, Buben mit einem Auge nehmen einen Spielstein weg
theme-classic-option-jacks-red-black = Rote Buben sind Joker, schwarze Buben nehmen einen Spielstein weg
theme-single-deck-name = Ein Kartendeck
theme-single-deck-description = Ein Kartenspiel, jede Karte einmal auf dem Brett, vier Spielsteine in einer Reihe.
theme-single-deck-option-to_win = Reihen zum Gewinnen
theme-single-deck-option-to_win-2 = Zwei Reihen
theme-single-deck-option-to_win-3 = Weiterspielen bis zur dritten Reihe
theme-single-deck-option-to_win-4 = Weiterspielen bis zur vierten Reihe
theme-animals-name = Tiere
theme-animals-description = Tierkarten, vier Spielsteine in einer Reihe. Das Einhorn darf überallhin, der Drache nimmt einen Spielstein weg.
theme-letters-name = Buchstaben
theme-letters-description = Spiel einen Buchstaben und leg einen Stein auf ein Bild, das mit diesem Buchstaben anfängt. Vier in einer Reihe gewinnt.

color-red = Rot
color-blue = Blau
color-green = Grün
color-yellow = Gelb
color-orange = Orange
color-purple = Lila
color-pink = Rosa
color-brown = Braun
color-black = Schwarz
color-white = Weiß
