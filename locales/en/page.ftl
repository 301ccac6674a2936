# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup is getting ready…
page-cannot-start = Lineup cannot start in this browser. Open it in a recent Chrome, Edge, Firefox or Safari.
page-stopped = Lineup stopped. Reload the page to go on: the game is kept.
