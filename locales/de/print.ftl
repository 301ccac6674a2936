# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Das Spielbrett
print-board-note = An den gepunkteten Linien abschneiden, jedes Blatt so auf den grauen Streifen des Nachbarblatts legen, dass die Felder genau aneinanderpassen, und festkleben.
print-board-page = Blatt { $page } von { $pages }: Reihe { $row }, Spalte { $column }
print-glue = Hier Blatt { $page } aufkleben
print-cards = Karten zum Ausschneiden
print-cards-note = An den Linien ausschneiden. Blatt { $page } von { $pages }.
print-card-wild = Darf auf jedes freie Feld
print-card-remove = Nimmt einen Spielstein weg
print-howto-note = Vor dem ersten Spiel gemeinsam lesen.
print-making = Die Seiten zum Drucken werden vorbereitet …
print-written = Die Seiten zum Drucken liegen in ⁦{ $file }⁩.
print-failed = Die Seiten zum Drucken konnten nicht erstellt werden: { $error }
print-no-folder = Lineup hat keinen Dokumente-Ordner für die Seiten gefunden.
