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
picture-drawing-reaches-out = рисунок ссылается на файл { $file } за пределами своей папки: сохраните рисунок заново в PNG или положите этот файл в папку рисунка
picture-too-complex = рисунок слишком сложный, чтобы его показать: сохраните его заново в PNG или нарисуйте проще
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = Не удаётся показать { $count ->
    [one] { $count } картинку
    [few] { $count } картинки
    [many] { $count } картинок
   *[other] { $count } картинки
}: { $files }. { $why }. Вместо них показаны их слова.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Файл { $file } занимает { $size }, а таких больших файлов Lineup не читает, поэтому он не открыт.

# A file's size.
size-bytes = { $count ->
    [one] { $count } байт
    [few] { $count } байта
    [many] { $count } байт
   *[other] { $count } байта
}
size-kilobytes = { $count } КБ
size-megabytes = { $count } МБ
size-gigabytes = { $count } ГБ

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Из файла { $file } добавлено: { $games ->
    [one] { $games } игра или поле
    [few] { $games } игры или поля
    [many] { $games } игр или полей
   *[other] { $games } игры или поля
} и { $recordings ->
    [one] { $recordings } запись
    [few] { $recordings } записи
    [many] { $recordings } записей
   *[other] { $recordings } записи
}.
bring-already = { $count ->
    [one] { $count } файл совпал с тем, что у вас уже есть.
    [few] { $count } файла совпали с тем, что у вас уже есть.
    [many] { $count } файлов совпали с тем, что у вас уже есть.
   *[other] { $count } файла совпали с тем, что у вас уже есть.
}
# $names: "themes/our class → our class (2)".
bring-beside = Сохранено рядом с вашими под новым именем, так что ваши файлы не изменились: { $names }.
bring-refused = { $count ->
    [one] { $count } файл не добавлен
    [few] { $count } файла не добавлены
    [many] { $count } файлов не добавлено
   *[other] { $count } файла не добавлено
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = и ещё { $count }
bring-dropped = { $count ->
    [one] Пропущена { $count } картинка
    [few] Пропущены { $count } картинки
    [many] Пропущено { $count } картинок
   *[other] Пропущено { $count } картинки
} из игр, в которые нельзя играть.
bring-why-leads-out = его имя ведёт за пределы папок Lineup
bring-why-too-large = он занимает { $size }, а таких больших файлов Lineup не хранит
bring-why-cannot-be-played = его нельзя запустить: { $why }
bring-why-class-has-own = у вас уже есть своя версия, она сохранена; чтобы добавить эту, удалите свою на странице «Наши файлы»
bring-why-not-lineups = Lineup не читает такие файлы
bring-why-not-kept = его не удалось сохранить: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Файл { $file } — не тот файл, в котором Lineup сохраняет всё для вашего класса, поэтому из него ничего не добавлено. Сохраните его заново в Lineup, нажав «{ home-save-files }».
bring-too-many-files = В файле { $file } больше { $count ->
    [one] { $count } файла
    [few] { $count } файлов
    [many] { $count } файлов
   *[other] { $count } файла
}, а столько файлов Lineup никогда не сохраняет, поэтому из него ничего не добавлено.
bring-too-large = Файл { $file } занимает больше { $size }, а столько Lineup никогда не сохраняет, поэтому из него ничего не добавлено.
# Why a recording of the class's voice was not kept.
recording-not-sound = это не звуковой файл, записанный Lineup
recording-cut-short = запись сохранена не полностью
recording-too-long = запись длиннее минуты
recording-silent = в записи ничего не слышно
