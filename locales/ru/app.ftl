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
app-theme-not-loaded = Игра «{ $theme }» не загружена. Запустите Lineup с --themes и папкой, где лежит её файл.
app-save-theme-missing = Сохранённую игру «{ $theme }» здесь продолжить нельзя: эта игра не загружена. Она сохранена как { $file }. Чтобы продолжить её, запустите Lineup с --themes и папкой, где лежит файл игры: lineup --themes ПАПКА resume { $file }
app-save-move-refused = Ход { $number } сохранённой игры нельзя сыграть снова: { $why }
# $language is the language's own name ("Русский", "English").
app-new-board-question = { $language }: начать новую игру с буквами и картинками на этом языке?
app-new-board-yes = Новая игра
app-new-board-no = Играть дальше
app-file-not-lineups = Файл { $file } — не игра и не настройки, сохранённые Lineup: { $why }
