# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup готовится…
page-cannot-start = Lineup не может запуститься в этом браузере. Откройте его в новой версии Chrome, Edge, Firefox или Safari.
page-stopped = Lineup остановился. Обновите страницу, чтобы продолжить: игра сохранена.
