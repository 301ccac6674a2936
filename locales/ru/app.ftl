# Окно, выбор языка и сообщения о файлах и звуке.

# Название этого языка на нём самом, как его показывает выбор языка.
language-name = Русский
app-title = Lineup
app-language = Язык
app-settings-not-saved = Не удалось сохранить настройки: { $error }
app-game-not-saved = Не удалось сохранить игру: { $error }
app-file-set-aside = Не удалось прочитать файл { $file } ({ $why }). Он сохранён как { $aside }, а Lineup начал всё заново.
app-file-left = Не удалось прочитать файл { $file } ({ $why }). Он остался на месте, а Lineup начал всё заново.
app-saved-game-gone = Не удалось продолжить сохранённую игру: { $why }
app-no-sound = Звуковое устройство не найдено, поэтому Lineup играет без звука.
app-may-be-cleared = Этот браузер может стереть сохранённую игру класса, если Lineup какое-то время не открывать. Чтобы её сохранить, добавьте Lineup на экран «Домой» (или установите его) или нажмите «{ home-save-files }».
app-file-not-kept = Не удалось сохранить файл { $file } в этом браузере: { $why }
app-theme-not-loaded = Игра «{ $theme }» не загружена. Запустите Lineup с --themes и папкой, где лежит её файл.
app-save-theme-missing = Сохранённую игру «{ $theme }» здесь продолжить нельзя: эта игра не загружена. Она сохранена как { $file }. Чтобы продолжить её, запустите Lineup с --themes и папкой, где лежит файл игры: lineup --themes ПАПКА resume { $file }
app-save-move-refused = Ход { $number } сохранённой игры нельзя сыграть снова: { $why }
# $language is the language's own name ("Русский", "English").
app-new-board-question = { $language }: начать новую игру с буквами и картинками на этом языке?
app-new-board-yes = Новая игра
app-new-board-no = Играть дальше
app-file-not-lineups = Файл { $file } — не игра и не настройки, сохранённые Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Не удаётся показать картинку { $file }: { $why }. Вместо неё показано её слово.
picture-no-name = у картинки пустое имя файла: впишите его, например image = "луна.png"
picture-outside-folder = картинка лежит вне папки с файлом игры: положите её в эту папку или в папку внутри неё
picture-missing = такого файла картинки нет: проверьте его имя вместе с расширением (.png, .jpg или .svg)
picture-not-a-file = это папка, а не файл картинки: укажите имя файла картинки
picture-too-many-bytes = файл картинки занимает { $megabytes } МБ, больше 20 МБ: уменьшите картинку и сохраните её заново
picture-too-many-pixels = размер картинки { $width } × { $height } пикселей, больше 8000 по одной стороне: уменьшите её и сохраните заново
picture-not-a-picture = это не картинка PNG, JPEG или SVG: сохраните её заново в PNG или JPEG
picture-cut-short = файл картинки записан не полностью: скопируйте его ещё раз или сохраните картинку заново в PNG или JPEG
picture-unreadable = не удаётся прочитать файл картинки: { $why }
picture-drawing-reaches-out = рисунок показывает другой файл, { $file }, из-за пределов своей папки: сохраните рисунок заново в PNG или положите то, что он показывает, в его папку
