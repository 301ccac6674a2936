# Головний екран: плитки ігор.

home-pick-a-game = Вибери гру
home-resume = Продовжити останню гру
home-loading = Шукаємо останню гру…
home-ages = Вік: { $ages }
home-sound-on = Звук увімкнено
home-sound-off = Звук вимкнено
home-voice-on = Голос увімкнено
home-voice-off = Голос вимкнено
home-volume = Гучність
