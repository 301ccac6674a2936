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
