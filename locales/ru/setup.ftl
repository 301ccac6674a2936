# Экран перед игрой: кто играет и настройки игры.

setup-players = Игроки
setup-seat-name = Игрок { $number }
setup-person = Человек
setup-computer-level = Компьютер: { $level }
setup-level-random = Наугад
# Greedy for points (it grabs the best move now), not for sweets.
setup-level-greedy = Жадный
setup-level-easy = Лёгкий
setup-level-medium = Средний
setup-level-just-right = В самый раз
setup-level-hard = Сложный
setup-colour = Цвет
setup-hands-open = Карточки открыты
setup-hands-private = Карточки спрятаны
setup-drawing = Брать карточки
setup-draw-automatic = Автоматически
setup-draw-manual = Самостоятельно (кто забудет — потеряет карточку)
setup-first = Кто начинает?
setup-first-cut = Снять колоду
setup-first-random = Наугад
setup-first-chosen = Игрок 1
setup-words = Слова под картинками
setup-words-shown = Видны
setup-words-hidden = Спрятаны
setup-hints = Подсказки
setup-hints-button = Когда попросишь
setup-hints-always = Всегда
setup-think-time = Время на раздумье (Сложный)
setup-half-second = Полсекунды
setup-seconds = { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
}
# The label before the three buttons "Aa", "a", "A".
setup-case = Большие или маленькие буквы
setup-letters = Буквы для игры
setup-letters-all = Все
# The letters a class meets first in the Азбука (Горецкий, «Школа России»).
setup-letters-first = Первые буквы
setup-letters-count = { $count ->
    [one] { $count } буква
    [few] { $count } буквы
    [many] { $count } букв
   *[other] { $count } буквы
}
setup-letters-too-few = Выбери хотя бы { $count ->
    [one] { $count } букву
    [few] { $count } буквы
    [many] { $count } букв
   *[other] { $count } буквы
}, чтобы получилось поле.
setup-start = Начать игру
setup-back = Назад
setup-print = Печать
setup-who-plays = Кто играет?
