# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = Klassiek
theme-classic-description = Twee spellen speelkaarten, vijf fiches op een rij.
theme-classic-option-jacks = Boeren
theme-classic-option-jacks-two-eyed = Boeren met twee ogen zijn joker, boeren met één oog halen een fiche weg
theme-classic-option-jacks-red-black = Rode boeren zijn joker, zwarte boeren halen een fiche weg
theme-single-deck-name = Eén kaartspel
theme-single-deck-description = Eén spel kaarten, elke kaart één keer op het bord, vier op een rij.
theme-single-deck-option-to_win = Rijen om te winnen
theme-single-deck-option-to_win-2 = Twee rijen
theme-single-deck-option-to_win-3 = Doorspelen tot een derde rij
theme-single-deck-option-to_win-4 = Doorspelen tot een vierde rij
theme-animals-name = Dieren
theme-animals-description = Dierenkaarten, vier op een rij. De eenhoorn mag overal heen, de draak haalt een fiche weg.
theme-letters-name = Letters
theme-letters-description = Speel een letter en bedek een plaatje dat ermee begint. Vier op een rij wint.

color-red = Rood
color-blue = Blauw
color-green = Groen
color-yellow = Geel
color-orange = Oranje
color-purple = Paars
color-pink = Roze
color-brown = Bruin
color-black = Zwart
color-white = Wit
