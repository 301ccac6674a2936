# Вікно, вибір мови та повідомлення про файли і звук.

# Назва цієї мови її ж мовою, як її показує вибір мови.
language-name = Українська
app-title = Lineup
app-language = Мова
app-settings-not-saved = Не вдалося зберегти налаштування: { $error }
app-game-not-saved = Не вдалося зберегти гру: { $error }
app-file-set-aside = Не вдалося прочитати файл { $file } ({ $why }). Його збережено як { $aside }, а Lineup почав усе спочатку.
app-file-left = Не вдалося прочитати файл { $file } ({ $why }). Він лишився там, де був, а Lineup почав усе спочатку.
app-saved-game-gone = Не вдалося продовжити збережену гру: { $why }
app-no-sound = Не знайдено пристрою для звуку, тому Lineup грає без звуку.
app-may-be-cleared = Цей браузер може стерти збережену гру класу, якщо Lineup якийсь час не відкривати. Щоб її зберегти, додайте Lineup на початковий екран (або встановіть його) чи скористайтеся «{ home-save-files }».
app-file-not-kept = Не вдалося зберегти файл { $file } у цьому браузері: { $why }
app-theme-not-loaded = Гру «{ $theme }» не завантажено. Запустіть Lineup з --themes і текою, де лежить її файл.
app-save-theme-missing = Збережену гру «{ $theme }» тут не можна продовжити: цю гру не завантажено. Її збережено як { $file }. Щоб продовжити, запустіть Lineup з --themes і текою, де лежить файл гри: lineup --themes ТЕКА resume { $file }
app-save-move-refused = Хід { $number } збереженої гри не можна зіграти знову: { $why }
# $language is the language's own name ("Українська", "English").
app-new-board-question = { $language }: почати нову гру з буквами й малюнками цією мовою?
app-new-board-yes = Нова гра
app-new-board-no = Грати далі
app-file-not-lineups = Файл { $file } не є грою чи налаштуваннями, збереженими Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Не вдається показати малюнок { $file }: { $why }. Замість нього показано його слово.
picture-no-name = у малюнка порожня назва файлу: впишіть її, наприклад image = "сонце.png"
picture-outside-folder = малюнок лежить поза текою з файлом гри: покладіть його в цю теку або в теку всередині неї
picture-missing = такого файлу малюнка немає: перевірте його назву разом із розширенням (.png, .jpg або .svg)
picture-not-a-file = це тека, а не файл малюнка: укажіть назву файлу малюнка
picture-too-many-bytes = файл малюнка займає { $megabytes } МБ, більше ніж 20 МБ: зменште малюнок і збережіть його знову
picture-too-many-pixels = розмір малюнка { $width } × { $height } пікселів, більше ніж 8000 з одного боку: зменште його і збережіть знову
picture-not-a-picture = це не малюнок PNG, JPEG чи SVG: збережіть його знову як PNG або JPEG
picture-cut-short = файл малюнка записано не повністю: скопіюйте його ще раз або збережіть малюнок знову як PNG або JPEG
picture-unreadable = не вдається прочитати файл малюнка: { $why }
picture-drawing-reaches-out = малюнок показує інший файл, { $file }, поза своєю текою: збережіть малюнок знову як PNG або покладіть те, що він показує, у його теку
picture-too-complex = малюнок надто складний, щоб його показати: збережіть його знову як PNG або намалюйте простіше
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = Не вдається показати { $count ->
    [one] { $count } малюнок
    [few] { $count } малюнки
    [many] { $count } малюнків
   *[other] { $count } малюнка
}: { $files }. { $why }. Замість них показано їхні слова.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Файл { $file } займає { $size }, а таких великих файлів Lineup не читає, тому його не відкрито.

# A file's size.
size-bytes = { $count ->
    [one] { $count } байт
    [few] { $count } байти
    [many] { $count } байтів
   *[other] { $count } байта
}
size-kilobytes = { $count } КБ
size-megabytes = { $count } МБ
size-gigabytes = { $count } ГБ

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = З файлу { $file } додано: { $games ->
    [one] { $games } гра або поле
    [few] { $games } гри або поля
    [many] { $games } ігор або полів
   *[other] { $games } гри або поля
} і { $recordings ->
    [one] { $recordings } запис
    [few] { $recordings } записи
    [many] { $recordings } записів
   *[other] { $recordings } запису
}.
bring-already = { $count ->
    [one] { $count } файл збігся з тим, що у вас уже є.
    [few] { $count } файли збіглися з тим, що у вас уже є.
    [many] { $count } файлів збіглися з тим, що у вас уже є.
   *[other] { $count } файлу збіглися з тим, що у вас уже є.
}
# $names: "themes/our class → our class (2)".
bring-beside = Збережено поруч із вашими під новою назвою, тож ваші файли не змінилися: { $names }.
bring-refused = Не додано { $count ->
    [one] { $count } файл
    [few] { $count } файли
    [many] { $count } файлів
   *[other] { $count } файлу
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = і ще { $count }
bring-dropped = Пропущено { $count ->
    [one] { $count } малюнок
    [few] { $count } малюнки
    [many] { $count } малюнків
   *[other] { $count } малюнка
} з ігор, у які не можна грати.
bring-why-leads-out = його назва веде за межі тек Lineup
bring-why-too-large = він займає { $size }, а таких великих файлів Lineup не зберігає
bring-why-cannot-be-played = його не можна запустити: { $why }
bring-why-class-has-own = у вас уже є своя версія, її збережено; щоб додати цю, видаліть свою на сторінці «Наші файли»
bring-why-not-lineups = Lineup не читає таких файлів
bring-why-not-kept = його не вдалося зберегти: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Файл { $file } — не той файл, у якому Lineup зберігає все для вашого класу, тому з нього нічого не додано. Збережіть його знову в Lineup, скориставшись «{ home-save-files }».
bring-too-many-files = У файлі { $file } понад { $count ->
    [one] { $count } файл
    [few] { $count } файли
    [many] { $count } файлів
   *[other] { $count } файлу
}, а стільки файлів Lineup ніколи не зберігає, тому з нього нічого не додано.
bring-too-large = Файл { $file } займає понад { $size }, а стільки Lineup ніколи не зберігає, тому з нього нічого не додано.
# Why a recording of the class's voice was not kept.
recording-not-sound = це не звуковий файл, записаний Lineup
recording-cut-short = запис збережено не повністю
recording-too-long = запис довший за хвилину
recording-silent = у записі нічого не чути
