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
# $language is the language's own name ("Українська", "English").
app-new-board-question = { $language }: почати нову гру з буквами й малюнками цією мовою?
app-new-board-yes = Нова гра
app-new-board-no = Грати далі
