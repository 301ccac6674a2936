# Головний екран: плитки ігор.

home-pick-a-game = Вибери гру
home-resume = Продовжити останню гру: { $game }
home-loading = Шукаємо останню гру…
home-ages = Вік: { $ages }
home-sound-on = Звук увімкнено
home-sound-off = Звук вимкнено
home-voice-on = Голос увімкнено
home-voice-off = Голос вимкнено
home-volume = Гучність
home-motion-on = Анімацію увімкнено
home-motion-off = Анімацію вимкнено
home-own-games = Власні ігри
# Файл гри від учителя, у яку не можна грати; $why каже, що не так і як це виправити.
home-broken-game = Гру з файлу { $file } не можна запустити: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Зберегти у файл
home-open-files = Відкрити файл
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Скласти поле з теки з малюнками
home-make-board-how = Покладіть малюнки в одну теку й назвіть кожен файл його словом: Марія.jpg, сонце.png. По два малюнки на кожну букву. Мова поля: { $language }.
home-make-board-folder = Тека з малюнками
home-make-board-how-pick = Виберіть малюнки; кожен файл має називатися своїм словом: Марія.jpg, сонце.png. По два малюнки на кожну букву. Мова поля: { $language }.
home-make-board-choose = Вибрати малюнки
home-make-board-go = Скласти поле
home-make-board-close = Закрити
home-making-board = Складаємо поле…
home-board-made = Поле готове, у ньому { $count ->
    [one] { $count } буква
    [few] { $count } букви
    [many] { $count } букв
   *[other] { $count } букви
}: { $letters }. На цьому полі грають у «Букви» (мова: { $language }).
home-board-one-picture = Ці букви пропущено, бо в них лише один малюнок (кожній букві треба два): { $letters }
home-board-spare = Ці слова пропущено, бо їхня буква вже має два малюнки: { $words }
home-board-no-letter = Ці слова пропущено, бо вони не починаються з жодної букви поля: { $words }
home-board-heard-otherwise = Перевірте ці слова: можливо, вони починаються не з того звука, що їхня буква: { $words }
home-board-too-few = Два малюнки є лише в { $count ->
    [one] { $count } букви
    [few] { $count } букв
    [many] { $count } букв
   *[other] { $count } букви
}, а для поля потрібно щонайменше { $needed }. Додайте малюнки для інших букв.
home-board-no-folder = Немає теки { $folder }.
home-board-no-pictures = У теці { $folder } немає малюнків (файлів із розширенням .png, .jpg або .svg).
home-board-not-kept = Не вдалося зберегти поле у файл { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Показати всі ({ $count })
home-notices-fewer = Показати менше

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Наші файли
ours-how = Усе, що Lineup зберігає тут для вашого класу. Видаліть те, що вже не потрібне: гру чи поле, записи голосу вашого класу, гру, яку можна продовжити, або налаштування з уписаними іменами гравців.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Lineup займає в цьому браузері { $used } з доступних { $allowed }.
ours-listing = Дивимося, що зберігає Lineup…
ours-nothing = Lineup поки нічого не зберігає тут для вашого класу.
ours-removed = Видалено: { $name }
ours-not-removed = Не вдалося видалити: { $why }
ours-game = Ваша гра: { $name }
ours-board = Ваше поле з буквами: { $language }
ours-unplayable = Ігри чи поля, у які не можна грати: { $count }
ours-recordings = { $count ->
    [one] { $count } запис
    [few] { $count } записи
    [many] { $count } записів
   *[other] { $count } запису
} голосу вашого класу (мова: { $language })
ours-saved-game = Гра, яку можна продовжити
ours-settings = Налаштування з уписаними іменами гравців
ours-other = Файл, який Lineup відклав убік
ours-remove = Видалити
ours-sure = Видалити { $name } назавжди?
ours-remove-yes = Так, видалити
ours-keep = Залишити
ours-close = Закрити
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
