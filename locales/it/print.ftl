# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Il tabellone
print-board-note = Ritaglia lungo le linee tratteggiate, appoggia ogni foglio sulla striscia grigia del foglio accanto in modo che le caselle combacino, e incolla.
print-board-page = Foglio { $page } di { $pages }: riga { $row }, colonna { $column }
print-glue = Incolla qui il foglio { $page }
print-cards = Carte da ritagliare
print-cards-note = Ritaglia lungo le linee. Foglio { $page } di { $pages }.
print-card-wild = Va su qualsiasi casella libera
print-card-remove = Toglie un gettone
print-howto-note = Leggetelo insieme prima della prima partita.
print-making = Preparo i fogli da stampare…
print-written = I fogli da stampare sono in ⁦{ $file }⁩.
print-failed = Non è stato possibile preparare i fogli da stampare: { $error }
print-no-folder = Lineup non ha trovato una cartella dei documenti in cui mettere i fogli.
