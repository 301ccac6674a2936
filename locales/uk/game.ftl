# Екран гри: чий хід, картки в руках, підказки та кнопки для вчителя.

game-your-turn = Твій хід, { $name }!
game-thinking = { $name } думає…
# $team is a colour alone ("Червоний", as children call a player or team in board games) or
# "Name (Colour)"; the present tense "перемагає" has no gender, so it reads right with both.
game-wins = Перемагає { $team }!
game-no-winner = Ніхто не може ходити: нічия!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Карток більше немає
    [one] Залишилася { $count } картка
    [few] Залишилося { $count } картки
    [many] Залишилося { $count } карток
   *[other] Залишилося { $count } картки
}
game-pick-a-card = Вибери одну зі своїх карток
game-pick-a-space = Вибери клітинку для цієї картки
game-pick-any-space = Вибери будь-яку вільну клітинку
game-pick-a-chip = Вибери фішку, яку забрати
game-nowhere = Для цієї картки немає місця
game-dead-card = Мертва картка: обміняй її
game-turn-in = Обміняти цю картку
game-draw = Візьми картку
game-put-down-a-card = Підказувати не можна! Відклади одну картку
game-pass-to = Зараз ходить { $name }: торкнися екрана, щоб почати
game-discards = Зіграні картки
game-table-talk = Хто підказав:
game-undo = Скасувати
game-restart = Почати знову
game-home = Меню
game-play-again = Зіграти ще раз
game-hint = Підказка
game-words = Слова
