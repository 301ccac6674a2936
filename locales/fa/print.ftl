# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = صفحهٔ بازی
print-board-note = روی خط‌چین‌ها ببرید، هر برگه را روی نوار خاکستری برگهٔ کناری بگذارید تا خانه‌ها درست روی هم بیفتند، و بچسبانید.
print-board-page = برگهٔ { $page } از { $pages }: ردیف { $row }، ستون { $column }
print-glue = برگهٔ { $page } را اینجا بچسبانید
print-cards = کارت‌ها برای بریدن
print-cards-note = روی خط‌ها ببرید. برگهٔ { $page } از { $pages }.
print-card-wild = روی هر خانهٔ خالی می‌رود
print-card-remove = یک مهره را برمی‌دارد
print-howto-note = پیش از اولین بازی با هم بخوانید.
print-making = برگه‌ها برای چاپ آماده می‌شوند…
print-written = برگه‌های چاپی در ⁦{ $file }⁩ هستند.
print-failed = برگه‌های چاپی آماده نشدند: ⁨{ $error }⁩
print-no-folder = ‏Lineup پوشهٔ اسنادی برای گذاشتن برگه‌ها پیدا نکرد.
