# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Tabla
print-board-note = Tăiați pe liniile punctate, așezați fiecare pagină pe banda gri a paginii de alături, ca să se potrivească exact căsuțele, și lipiți.
print-board-page = Pagina { $page } din { $pages }: rândul { $row }, coloana { $column }
print-glue = Lipiți aici pagina { $page }
print-cards = Cărți de decupat
print-cards-note = Tăiați pe linii. Pagina { $page } din { $pages }.
print-card-wild = Merge pe orice căsuță liberă
print-card-remove = Ia un jeton
print-howto-note = Citiți împreună înainte de primul joc.
print-making = Se pregătesc paginile de tipărit…
print-written = Paginile de tipărit sunt în ⁦{ $file }⁩.
print-failed = Paginile de tipărit nu au putut fi făcute: { $error }
print-no-folder = Lineup nu a găsit un dosar de documente în care să pună paginile.
