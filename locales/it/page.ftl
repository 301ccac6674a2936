# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup si sta preparando…
page-cannot-start = Lineup non può partire in questo browser. Aprilo in una versione recente di Chrome, Edge, Firefox o Safari.
page-stopped = Lineup si è fermato. Ricarica la pagina per continuare: la partita è salvata.
