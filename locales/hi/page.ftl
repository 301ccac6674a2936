# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup तैयार हो रहा है…
page-cannot-start = Lineup इस ब्राउज़र में शुरू नहीं हो सकता। इसे Chrome, Edge, Firefox या Safari के नए संस्करण में खोलें।
page-stopped = Lineup रुक गया। आगे खेलने के लिए पेज फिर से लोड करें: खेल सहेजा हुआ है।
