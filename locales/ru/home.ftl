# Главный экран: плитки игр.

home-pick-a-game = Выбери игру
home-resume = Продолжить последнюю игру: { $game }
home-loading = Ищем последнюю игру…
home-ages = Возраст: { $ages }
home-sound-on = Звук включён
home-sound-off = Звук выключен
home-voice-on = Голос включён
home-voice-off = Голос выключен
home-volume = Громкость
home-motion-on = Анимация включена
home-motion-off = Анимация выключена
home-own-games = Свои игры
# Файл игры от учителя, в которую нельзя играть; $why говорит, что не так и как это исправить.
home-broken-game = Игру из файла { $file } нельзя запустить: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Сохранить в файл
home-open-files = Открыть файл
