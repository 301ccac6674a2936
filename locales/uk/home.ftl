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
