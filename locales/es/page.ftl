# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup se está preparando…
page-cannot-start = Lineup no puede empezar en este navegador. Ábrelo en una versión reciente de Chrome, Edge, Firefox o Safari.
page-stopped = Lineup se ha detenido. Vuelve a cargar la página para seguir: la partida está guardada.
