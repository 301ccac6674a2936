# Назви, описи та налаштування вбудованих ігор і кольори команд. Гра, додана з теки,
# показує свої власні слова.

theme-classic-name = Класика
theme-classic-description = Дві колоди гральних карт, п’ять фішок у ряд.
theme-classic-option-jacks = Валети
theme-classic-option-jacks-two-eyed = Двоокі валети ставлять фішку будь-куди, одноокі валети забирають фішку
theme-classic-option-jacks-red-black = Червоні валети ставлять фішку будь-куди, чорні валети забирають фішку
theme-single-deck-name = Одна колода
theme-single-deck-description = Одна колода карт, кожна карта один раз на полі, чотири в ряд.
theme-single-deck-option-to_win = Рядів для перемоги
theme-single-deck-option-to_win-2 = Два ряди
theme-single-deck-option-to_win-3 = Грати далі до третього ряду
theme-single-deck-option-to_win-4 = Грати далі до четвертого ряду
theme-animals-name = Звірята
theme-animals-description = Картки зі звірятами, чотири в ряд. Єдиноріг ставить фішку будь-куди, дракон забирає фішку.
theme-letters-name = Букви
theme-letters-description = Зіграй букву й постав фішку на малюнок, назва якого починається з цієї букви. Чотири в ряд — перемога.

# Team colours: masculine, capitalised like a name ("колір червоний"; in board games children
# call a player or team by it: "Червоний ходить", "Перемагає Червоний").
color-red = Червоний
color-blue = Синій
color-green = Зелений
color-yellow = Жовтий
color-orange = Помаранчевий
color-purple = Фіолетовий
color-pink = Рожевий
color-brown = Коричневий
color-black = Чорний
color-white = Білий
