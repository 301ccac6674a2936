# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = کھیل کا بورڈ
print-board-note = نقطوں والی لکیروں پر کاٹیں، ہر صفحے کو ساتھ والے صفحے کی سرمئی پٹی پر اس طرح رکھیں کہ خانے آپس میں مل جائیں، اور چپکا دیں۔
print-board-page = { $pages } میں سے صفحہ { $page }: قطار { $row }، کالم { $column }
print-glue = صفحہ { $page } یہاں چپکائیں
print-cards = کاٹنے کے لیے کارڈ
print-cards-note = لکیروں پر کاٹیں۔ { $pages } میں سے صفحہ { $page }۔
print-card-wild = کسی بھی خالی خانے میں چلتا ہے
print-card-remove = ایک گوٹی ہٹاتا ہے
print-howto-note = پہلے کھیل سے پہلے اسے مل کر پڑھیں۔
print-making = چھاپنے کے لیے صفحے بن رہے ہیں…
print-written = چھاپنے کے صفحے ⁦{ $file }⁩ میں ہیں۔
print-failed = چھاپنے کے صفحے نہیں بن سکے: ⁨{ $error }⁩
print-no-folder = ‏Lineup کو صفحے رکھنے کے لیے دستاویزات کا کوئی فولڈر نہیں ملا۔
