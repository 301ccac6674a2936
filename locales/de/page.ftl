# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup wird vorbereitet …
page-cannot-start = Lineup kann in diesem Browser nicht starten. Öffnen Sie es in einer neuen Version von Chrome, Edge, Firefox oder Safari.
page-stopped = Lineup wurde angehalten. Laden Sie die Seite neu, um weiterzuspielen: Das Spiel ist gespeichert.
