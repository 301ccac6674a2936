# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.
# Each line begins with U+200F (invisible): it begins with the Latin word "Lineup".

page-loading = ‏Lineup تیار ہو رہا ہے…
page-cannot-start = ‏Lineup اس براؤزر میں نہیں چل سکتا۔ اسے Chrome، Edge، Firefox یا Safari کے نئے ورژن میں کھولیں۔
page-stopped = ‏Lineup رک گیا۔ آگے کھیلنے کے لیے صفحہ دوبارہ لوڈ کریں: کھیل محفوظ ہے۔
