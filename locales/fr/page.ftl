# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup se prépare…
page-cannot-start = Lineup ne peut pas démarrer dans ce navigateur. Ouvrez-le dans une version récente de Chrome, Edge, Firefox ou Safari.
page-stopped = Lineup s’est arrêté. Rechargez la page pour continuer : la partie est gardée.
