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
