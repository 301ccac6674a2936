# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup を じゅんび して います…
page-cannot-start = この ブラウザでは Lineup を うごかせません。あたらしい Chrome、Edge、Firefox、Safari の どれかで ひらいて ください。
page-stopped = Lineup が とまりました。ページを よみこみなおすと つづきから あそべます：ゲームは のこって います。
