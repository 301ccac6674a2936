# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Het bord
print-board-note = Knip langs de stippellijnen, leg elk blad op de grijze strook van het blad ernaast zodat de vakjes precies aansluiten, en plak ze vast.
print-board-page = Blad { $page } van { $pages }: rij { $row }, kolom { $column }
print-glue = Plak hier blad { $page }
print-cards = Kaarten om uit te knippen
print-cards-note = Knip langs de lijnen. Blad { $page } van { $pages }.
print-card-wild = Mag op elk leeg vakje
print-card-remove = Haalt een fiche weg
print-howto-note = Lees het samen voor het eerste spel.
print-making = De bladen om te printen worden gemaakt…
print-written = De bladen om te printen staan in ⁦{ $file }⁩.
print-failed = De bladen om te printen konden niet worden gemaakt: { $error }
print-no-folder = Lineup heeft geen map Documenten gevonden om de bladen in te zetten.
