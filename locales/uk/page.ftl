# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup готується…
page-cannot-start = Lineup не може запуститися в цьому браузері. Відкрийте його в новій версії Chrome, Edge, Firefox або Safari.
page-stopped = Lineup зупинився. Перезавантажте сторінку, щоб продовжити: гру збережено.
