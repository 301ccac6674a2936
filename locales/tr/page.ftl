# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup hazırlanıyor…
page-cannot-start = Lineup bu tarayıcıda başlayamıyor. Chrome, Edge, Firefox veya Safari’nin yeni bir sürümünde açın.
page-stopped = Lineup durdu. Devam etmek için sayfayı yeniden yükleyin: oyun kaydedildi.
