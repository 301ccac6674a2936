# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup ਤਿਆਰ ਹੋ ਰਿਹਾ ਹੈ…
page-cannot-start = Lineup ਇਸ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕਦਾ। ਇਸ ਨੂੰ Chrome, Edge, Firefox ਜਾਂ Safari ਦੇ ਨਵੇਂ ਸੰਸਕਰਨ ਵਿੱਚ ਖੋਲ੍ਹੋ।
page-stopped = Lineup ਰੁਕ ਗਿਆ। ਅੱਗੇ ਖੇਡਣ ਲਈ ਪੰਨਾ ਫਿਰ ਤੋਂ ਲੋਡ ਕਰੋ: ਖੇਡ ਸੰਭਾਲੀ ਹੋਈ ਹੈ।
