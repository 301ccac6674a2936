# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Le plateau
print-board-note = Découpez le long des pointillés, posez chaque feuille sur la bande grise de la feuille voisine pour que les cases se suivent, puis collez.
print-board-page = Feuille { $page } sur { $pages } : ligne { $row }, colonne { $column }
print-glue = Collez ici la feuille { $page }
print-cards = Cartes à découper
print-cards-note = Découpez le long des traits. Feuille { $page } sur { $pages }.
print-card-wild = Va sur n’importe quelle case vide
print-card-remove = Enlève un jeton
print-howto-note = À lire ensemble avant la première partie.
print-making = Préparation des feuilles à imprimer…
print-written = Les feuilles à imprimer sont dans ⁦{ $file }⁩.
print-failed = Les feuilles à imprimer n’ont pas pu être préparées : { $error }
print-no-folder = Lineup n’a trouvé aucun dossier de documents où mettre les feuilles.
