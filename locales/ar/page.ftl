# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = يستعدّ Lineup…
page-cannot-start = لا يمكن تشغيل Lineup في هذا المتصفح. افتحه في إصدار حديث من Chrome أو Edge أو Firefox أو Safari.
page-stopped = توقّف Lineup. أعد تحميل الصفحة للمتابعة: اللعبة محفوظة.
