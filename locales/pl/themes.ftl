# Nazwy, opisy i ustawienia wbudowanych gier oraz kolory drużyn. Gra dodana z folderu pokazuje
# własne słowa.

theme-classic-name = Klasyczna
theme-classic-description = Dwie talie kart, pięć pionków w rzędzie.
theme-classic-option-jacks = Walety
theme-classic-option-jacks-two-eyed = Walety z dwojgiem oczu to dżokery, walety z jednym okiem zabierają pionek
theme-classic-option-jacks-red-black = Czerwone walety to dżokery, czarne walety zabierają pionek
theme-single-deck-name = Jedna talia
theme-single-deck-description = Jedna talia kart, każda karta raz na planszy, cztery pionki w rzędzie.
theme-single-deck-option-to_win = Rzędy do wygranej
theme-single-deck-option-to_win-2 = Dwa rzędy
theme-single-deck-option-to_win-3 = Gramy dalej do trzeciego rzędu
theme-single-deck-option-to_win-4 = Gramy dalej do czwartego rzędu
theme-animals-name = Zwierzęta
theme-animals-description = Karty ze zwierzętami, cztery pionki w rzędzie. Jednorożec może stanąć wszędzie, smok zabiera pionek.
theme-letters-name = Litery
theme-letters-description = Zagraj kartę z literą i połóż pionek na obrazku, którego nazwa zaczyna się na tę literę. Cztery pionki w rzędzie wygrywają.

# Kolory drużyn: rodzaj męski („kolor czerwony”), z wielkiej litery jak nazwa drużyny.
color-red = Czerwony
color-blue = Niebieski
color-green = Zielony
color-yellow = Żółty
color-orange = Pomarańczowy
color-purple = Fioletowy
color-pink = Różowy
color-brown = Brązowy
color-black = Czarny
color-white = Biały
