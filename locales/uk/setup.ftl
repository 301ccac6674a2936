# Екран перед грою: хто грає і налаштування гри.

setup-players = Гравці
setup-seat-name = Гравець { $number }
setup-person = Людина
setup-computer-level = Комп’ютер: { $level }
setup-level-random = Навмання
setup-level-greedy = Жадібний
setup-level-easy = Легкий
setup-level-medium = Середній
setup-level-just-right = Якраз для тебе
setup-level-hard = Складний
setup-colour = Колір
setup-hands-open = Картки відкриті
setup-hands-private = Картки сховані
setup-drawing = Брати картки
setup-draw-automatic = Автоматично
setup-draw-manual = Самостійно (хто забуде — втратить картку)
setup-first = Хто починає?
setup-first-cut = Зняти колоду
setup-first-random = Навмання
setup-first-chosen = Гравець 1
setup-words = Слова під малюнками
setup-words-shown = Показані
setup-words-hidden = Сховані
setup-hints = Підказки
setup-hints-button = Коли попросиш
setup-hints-always = Завжди
setup-think-time = Час на роздуми (Складний)
setup-half-second = Пів секунди
setup-seconds = { $seconds ->
    [0.5] пів секунди
    [one] { $seconds } секунда
    [few] { $seconds } секунди
    [many] { $seconds } секунд
   *[other] { $seconds } секунди
}
# The label before the three buttons "Aa", "a", "A".
setup-case = Великі чи малі букви
setup-letters = Букви для гри
setup-letters-all = Усі
# The letters a class meets first in the Буквар.
setup-letters-first = Перші букви
setup-letters-count = { $count ->
    [one] { $count } буква
    [few] { $count } букви
    [many] { $count } букв
   *[other] { $count } букви
}
setup-letters-too-few = Вибери щонайменше { $count ->
    [one] { $count } букву
    [few] { $count } букви
    [many] { $count } букв
   *[other] { $count } букви
}, щоб скласти поле.
setup-start = Почати гру
setup-back = Назад
setup-print = Друкувати
setup-who-plays = Хто грає?
