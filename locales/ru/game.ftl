# Экран игры: чей ход, карточки в руке, подсказки и кнопки для учителя.

game-your-turn = Твой ход, { $name }!
game-thinking = { $name } думает…
# $team is a colour alone ("Красный", as children call a player or team in board games) or
# "Name (Colour)"; the present tense "побеждает" has no gender, so it reads right with both.
game-wins = Побеждает { $team }!
game-no-winner = Никто не может сходить: ничья!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Карточек больше нет
    [one] Осталась { $count } карточка
    [few] Осталось { $count } карточки
    [many] Осталось { $count } карточек
   *[other] Осталось { $count } карточки
}
game-pick-a-card = Выбери одну из своих карточек
game-pick-a-space = Выбери клетку для этой карточки
game-pick-any-space = Выбери любую свободную клетку
game-pick-a-chip = Выбери, какую фишку забрать
game-nowhere = Для этой карточки нет места
game-dead-card = Лишняя карточка: обменяй её
game-turn-in = Обменять эту карточку
game-draw = Возьми карточку
game-put-down-a-card = Подсказывать нельзя! Отложи одну карточку
game-pass-to = Теперь ходит { $name }: нажми на экран, чтобы начать
game-discards = Сыгранные карточки
game-table-talk = Кто подсказал:
game-undo = Отменить
game-restart = Начать заново
game-home = Главная
game-play-again = Сыграть ещё раз
game-hint = Подсказка
game-words = Слова

# Меню учителя: одна кнопка, во всех языках на одном и том же месте, открывает небольшую панель.
game-menu = Для учителя
game-menu-close = Закрыть
game-end = Закончить игру
game-sound = Звук
game-voice = Голос
game-motion = Анимация
game-ask-restart = Начать эту игру сначала? Карточки раздадут ещё раз.
game-ask-end = Закончить эту игру и вернуться на первый экран? Потом её уже нельзя будет продолжить.
game-yes-restart = Да, начать сначала
game-yes-end = Да, закончить игру
game-keep-playing = Нет, играть дальше

# Счёт словами: «Ряды: Синий 1 из 2».
game-score = Ряды
game-score-team = { $team } { $count } из { $goal }
game-goal = { $goal ->
    [one] Для победы нужен { $goal } ряд
    [few] Для победы нужно { $goal } ряда
    [many] Для победы нужно { $goal } рядов
   *[other] Для победы нужно { $goal } ряда
}

# Карточки компьютера не видны, пока он думает.
game-computer-hand = Думает…
# Что делают особые карточки, написано на карточке.
game-card-any-space = любая клетка
game-card-take-chip = забрать фишку
# Карточка, набранная на клавиатуре, которой у игрока нет.
game-not-in-hand = У тебя нет карточки { $card }

# Что сейчас произошло, строкой под надписью о ходе. $name — игрок, $card — карточка, как она показана.
# Настоящее время («ходит», «забирает») не имеет рода, поэтому подходит к любому имени.
game-played = { $name } ходит карточкой { $card }.
game-played-sequence = { $name } ходит карточкой { $card } и собирает ряд!
game-played-wild = { $name } ходит карточкой { $card } и занимает любую клетку.
game-took-chip = { $name } ходит карточкой { $card } и забирает фишку.
game-traded = { $name } обменивает лишнюю карточку.
