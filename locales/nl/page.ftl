# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup wordt klaargezet…
page-cannot-start = Lineup kan in deze browser niet starten. Open het in een recente versie van Chrome, Edge, Firefox of Safari.
page-stopped = Lineup is gestopt. Laad de pagina opnieuw om verder te spelen: het spel is bewaard.
