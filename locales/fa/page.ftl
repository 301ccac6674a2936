# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.
# Each line begins with U+200F (invisible): it begins with the Latin word "Lineup".

page-loading = ‏Lineup دارد آماده می‌شود…
page-cannot-start = ‏Lineup در این مرورگر اجرا نمی‌شود. آن را در نسخهٔ تازه‌ای از Chrome، Edge، Firefox یا Safari باز کنید.
page-stopped = ‏Lineup متوقف شد. برای ادامه، صفحه را دوباره بارگذاری کنید: بازی سر جایش است.
