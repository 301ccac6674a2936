# Главный экран: плитки игр.

home-pick-a-game = Выбери игру
home-resume = Продолжить последнюю игру: { $game }
home-loading = Ищем последнюю игру…
home-ages = Возраст: { $ages }
home-sound-on = Звук включён
home-sound-off = Звук выключен
home-voice-on = Голос включён
home-voice-off = Голос выключен
home-volume = Громкость
home-motion-on = Анимация включена
home-motion-off = Анимация выключена
home-own-games = Ваши игры
# Файл игры от учителя, в которую нельзя играть; $why говорит, что не так и как это исправить.
home-broken-game = Игру из файла { $file } нельзя запустить: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Сохранить в файл
home-open-files = Открыть файл
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Сделать поле из папки с картинками
home-make-board-how = Сложите картинки в одну папку и назовите каждый файл словом, которое на картинке: Мария.jpg, луна.png. По две картинки на каждую букву. Язык поля: { $language }.
home-make-board-folder = Папка с картинками
home-make-board-how-pick = Выберите картинки; каждый файл должен называться словом, которое на картинке: Мария.jpg, луна.png. По две картинки на каждую букву. Язык поля: { $language }.
home-make-board-choose = Выбрать картинки
home-make-board-go = Сделать поле
home-make-board-close = Закрыть
home-making-board = Делаем поле…
home-board-made = Поле готово, в нём { $count ->
    [one] { $count } буква
    [few] { $count } буквы
    [many] { $count } букв
   *[other] { $count } буквы
}: { $letters }. На этом поле играют в «Буквы» на этом языке.
home-board-one-picture = Эти буквы пропущены, потому что у них только одна картинка (каждой букве нужно две): { $letters }
home-board-spare = Эти слова пропущены, потому что у их буквы уже есть две картинки: { $words }
home-board-no-letter = Эти слова пропущены, потому что они не начинаются ни с одной буквы поля: { $words }
home-board-heard-otherwise = Проверьте эти слова: возможно, они начинаются не с того звука, что их буква: { $words }
home-board-too-few = Две картинки есть только у { $count ->
    [one] { $count } буквы
    [few] { $count } букв
    [many] { $count } букв
   *[other] { $count } буквы
}, а для поля нужно не меньше { $needed }. Добавьте картинки для других букв.
home-board-no-folder = Нет папки { $folder }.
home-board-no-pictures = В папке { $folder } нет картинок (файлов с расширением .png, .jpg или .svg).
home-board-not-kept = Не удалось сохранить поле в файл { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Показать все ({ $count })
home-notices-fewer = Показать меньше

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Наши файлы
ours-how = Всё, что Lineup хранит здесь для вашего класса. Удалите то, что больше не нужно: игру или поле, записи голоса вашего класса, игру, которую можно продолжить, или настройки с введёнными именами игроков.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Lineup занимает в этом браузере { $used } из доступных { $allowed }.
ours-listing = Смотрим, что хранит Lineup…
ours-nothing = Lineup пока ничего не хранит здесь для вашего класса.
ours-removed = Удалено: { $name }
ours-not-removed = Не удалось удалить: { $why }
ours-game = Ваша игра: { $name }
ours-board = Ваше поле с буквами: { $language }
ours-unplayable = Игры или поля, в которые нельзя играть: { $count }
ours-recordings = { $count ->
    [one] { $count } запись
    [few] { $count } записи
    [many] { $count } записей
   *[other] { $count } записи
} голоса вашего класса (язык: { $language })
ours-saved-game = Игра, которую можно продолжить
ours-settings = Настройки с введёнными именами игроков
ours-other = Файл, который Lineup отложил в сторону
ours-remove = Удалить
ours-sure = Удалить { $name } навсегда?
ours-remove-yes = Да, удалить
ours-keep = Оставить
ours-close = Закрыть
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
