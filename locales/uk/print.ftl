# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Ігрове поле
print-board-note = Виріжте по пунктирних лініях, покладіть кожен аркуш на сіру смужку сусіднього так, щоб клітинки збіглися, і приклейте.
print-board-page = Аркуш { $page } з { $pages }: ряд { $row }, стовпчик { $column }
print-glue = Сюди приклейте аркуш { $page }
print-cards = Картки для вирізання
print-cards-note = Виріжте по лініях. Аркуш { $page } з { $pages }.
print-card-wild = Підходить до будь-якої вільної клітинки
print-card-remove = Забирає фішку
print-howto-note = Прочитайте разом перед першою грою.
print-making = Готуємо аркуші для друку…
print-written = Аркуші для друку збережено в ⁦{ $file }⁩.
print-failed = Не вдалося підготувати аркуші для друку: { $error }
print-no-folder = Lineup не знайшов теки документів, щоб покласти туди аркуші.
