# Ekran startowy: kafelki z grami.

home-pick-a-game = Wybierz grę
home-resume = Wróć do ostatniej gry: { $game }
home-loading = Szukam ostatniej gry…
home-ages = Wiek: { $ages }
home-sound-on = Dźwięk włączony
home-sound-off = Dźwięk wyłączony
home-voice-on = Głos włączony
home-voice-off = Głos wyłączony
home-volume = Głośność
home-motion-on = Animacje włączone
home-motion-off = Animacje wyłączone
home-own-games = Własne gry
# Plik gry od nauczyciela, w którą nie da się zagrać; $why mówi, co jest nie tak i jak to naprawić.
home-broken-game = Gry z pliku { $file } nie da się uruchomić: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Zapisz do pliku
home-open-files = Otwórz plik
