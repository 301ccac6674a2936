# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = O Lineup está se preparando…
page-cannot-start = O Lineup não consegue começar neste navegador. Abra-o em uma versão recente do Chrome, Edge, Firefox ou Safari.
page-stopped = O Lineup parou. Recarregue a página para continuar: o jogo está salvo.
