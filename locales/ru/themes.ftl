# Названия, описания и настройки встроенных игр и цвета команд. Игра, добавленная из папки,
# показывает свои собственные слова.

theme-classic-name = Классика
theme-classic-description = Две колоды игральных карт, пять фишек в ряд.
theme-classic-option-jacks = Валеты
theme-classic-option-jacks-two-eyed = Двуглазые валеты ставят фишку куда угодно, одноглазые валеты забирают фишку
theme-classic-option-jacks-red-black = Красные валеты ставят фишку куда угодно, чёрные валеты забирают фишку
theme-single-deck-name = Одна колода
theme-single-deck-description = Одна колода карт, каждая карта на поле один раз, четыре в ряд.
theme-single-deck-option-to_win = Сколько рядов для победы
theme-single-deck-option-to_win-2 = Два ряда
theme-single-deck-option-to_win-3 = Играть дальше до третьего ряда
theme-single-deck-option-to_win-4 = Играть дальше до четвёртого ряда
theme-animals-name = Зверята
theme-animals-description = Карточки со зверятами, четыре в ряд. Единорог ставит фишку куда угодно, дракон забирает фишку.
theme-letters-name = Буквы
theme-letters-description = Сыграй букву и поставь фишку на картинку, название которой начинается с этой буквы. Четыре в ряд — победа.

# Team colours: masculine, capitalised like a name ("цвет красный"; in board games children
# call a player or team by it: "Красный ходит", "Побеждает Красный").
color-red = Красный
color-blue = Синий
color-green = Зелёный
color-yellow = Жёлтый
color-orange = Оранжевый
color-purple = Фиолетовый
color-pink = Розовый
color-brown = Коричневый
color-black = Чёрный
color-white = Белый
