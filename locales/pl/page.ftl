# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup się przygotowuje…
page-cannot-start = Lineup nie może się uruchomić w tej przeglądarce. Otwórz go w nowej wersji Chrome, Edge, Firefox lub Safari.
page-stopped = Lineup się zatrzymał. Odśwież stronę, aby grać dalej: gra jest zapisana.
