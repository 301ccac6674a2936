# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.
# Each line starts with a Hebrew word, so the page reads right to left even before "Lineup".

page-loading = מכינים את Lineup…
page-cannot-start = אי אפשר להפעיל את Lineup בדפדפן הזה. פתחו אותו בגרסה חדשה של Chrome, Edge, Firefox או Safari.
page-stopped = המשחק נעצר. טענו את הדף מחדש כדי להמשיך: המשחק שמור.
