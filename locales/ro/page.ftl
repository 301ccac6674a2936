# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup se pregătește…
page-cannot-start = Lineup nu poate porni în acest browser. Deschideți-l într-o versiune recentă de Chrome, Edge, Firefox sau Safari.
page-stopped = Lineup s-a oprit. Reîncărcați pagina ca să continuați: jocul este păstrat.
