# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = لوحة اللعب
print-board-note = قُصّ على الخطوط المنقّطة، وضع كل صفحة على الشريط الرمادي في الصفحة المجاورة بحيث تتطابق الخانات، ثم الصق.
print-board-page = الصفحة { $page } من { $pages }: الصف { $row }، العمود { $column }
print-glue = الصق الصفحة { $page } هنا
print-cards = بطاقات للقصّ
print-cards-note = قُصّ على الخطوط. الصفحة { $page } من { $pages }.
print-card-wild = توضع في أي خانة فارغة
print-card-remove = تزيل قطعة
print-howto-note = اقرؤوها معًا قبل اللعبة الأولى.
print-making = نجهّز الصفحات للطباعة…
print-written = الصفحات الجاهزة للطباعة في ⁦{ $file }⁩.
print-failed = تعذّر تجهيز الصفحات للطباعة: ⁨{ $error }⁩
print-no-folder = لم يجد Lineup مجلد مستندات يضع فيه الصفحات.
