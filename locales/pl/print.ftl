# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Plansza
print-board-note = Wytnij wzdłuż kropkowanych linii, połóż każdą kartkę na szarym pasku sąsiedniej tak, żeby pola do siebie pasowały, i przyklej.
print-board-page = Kartka { $page } z { $pages }: rząd { $row }, kolumna { $column }
print-glue = Tu przyklej kartkę { $page }
print-cards = Karty do wycięcia
print-cards-note = Wytnij wzdłuż linii. Kartka { $page } z { $pages }.
print-card-wild = Pasuje do każdego pustego pola
print-card-remove = Zabiera pionek
print-howto-note = Przeczytajcie razem przed pierwszą grą.
print-making = Przygotowuję kartki do druku…
print-written = Kartki do druku są w ⁦{ $file }⁩.
print-failed = Nie udało się przygotować kartek do druku: { $error }
print-no-folder = Lineup nie znalazł folderu z dokumentami, do którego mógłby zapisać kartki.
