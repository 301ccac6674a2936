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
app-theme-not-loaded = Гру «{ $theme }» не завантажено. Запустіть Lineup з --themes і текою, де лежить її файл.
app-save-theme-missing = Збережену гру «{ $theme }» тут не можна продовжити: цю гру не завантажено. Її збережено як { $file }. Щоб продовжити, запустіть Lineup з --themes і текою, де лежить файл гри: lineup --themes ТЕКА resume { $file }
app-save-move-refused = Хід { $number } збереженої гри не можна зіграти знову: { $why }
# $language is the language's own name ("Українська", "English").
app-new-board-question = { $language }: почати нову гру з буквами й малюнками цією мовою?
app-new-board-yes = Нова гра
app-new-board-no = Грати далі
app-file-not-lineups = Файл { $file } не є грою чи налаштуваннями, збереженими Lineup: { $why }
