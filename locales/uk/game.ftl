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
game-home = Головна
game-play-again = Зіграти ще раз
game-hint = Підказка
game-words = Слова

# Меню вчителя: одна кнопка, в усіх мовах на тому самому місці, відкриває невелику панель.
game-menu = Для вчителя
game-menu-close = Закрити
game-end = Закінчити гру
game-sound = Звук
game-voice = Голос
game-motion = Анімація
game-ask-restart = Почати цю гру спочатку? Картки буде роздано ще раз.
game-ask-end = Закінчити цю гру й повернутися на перший екран? Потім її вже не можна буде продовжити.
game-yes-restart = Так, почати спочатку
game-yes-end = Так, закінчити гру
game-keep-playing = Ні, грати далі

# Рахунок словами: «Ряди: Синій 1 з 2».
game-score = Ряди
game-score-team = { $team } { $count } з { $goal }
game-goal = { $goal ->
    [one] Для перемоги треба { $goal } ряд
    [few] Для перемоги треба { $goal } ряди
    [many] Для перемоги треба { $goal } рядів
   *[other] Для перемоги треба { $goal } ряди
}

# Картки комп’ютера не показано, поки він думає.
game-computer-hand = Думає…
# Що роблять особливі картки, написано на картці.
game-card-any-space = будь-яка клітинка
game-card-take-chip = забрати фішку
# Картка, набрана на клавіатурі, якої в гравця немає.
game-not-in-hand = У тебе немає картки { $card }

# Що щойно сталося, рядком під написом про хід. $name — гравець, $card — картка, як її показано.
# Теперішній час («ходить», «забирає») не має роду, тож пасує до будь-якого імені.
game-played = { $name } ходить карткою { $card }.
game-played-sequence = { $name } ходить карткою { $card } і складає ряд!
game-played-wild = { $name } ходить карткою { $card } і займає будь-яку клітинку.
game-took-chip = { $name } ходить карткою { $card } і забирає фішку.
game-traded = { $name } обмінює мертву картку.
