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
