# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Игровое поле
print-board-note = Вырежьте по пунктирным линиям, положите каждый лист на серую полоску соседнего так, чтобы клетки совпали, и приклейте.
print-board-page = Лист { $page } из { $pages }: ряд { $row }, столбец { $column }
print-glue = Сюда приклейте лист { $page }
print-cards = Карточки для вырезания
print-cards-note = Вырежьте по линиям. Лист { $page } из { $pages }.
print-card-wild = Подходит к любой свободной клетке
print-card-remove = Забирает фишку
print-howto-note = Прочитайте вместе перед первой игрой.
print-making = Готовим листы для печати…
print-written = Листы для печати сохранены в файле ⁦{ $file }⁩.
print-failed = Не удалось подготовить листы для печати: { $error }
print-no-folder = Lineup не нашёл папку документов, чтобы сохранить листы.
