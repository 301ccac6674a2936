# Ekran startowy: kafelki z grami.

home-pick-a-game = Wybierz grę
home-resume = Wróć do ostatniej gry
home-loading = Szukam ostatniej gry…
home-ages = Wiek: { $ages }
home-sound-on = Dźwięk włączony
home-sound-off = Dźwięk wyłączony
home-voice-on = Głos włączony
home-voice-off = Głos wyłączony
home-volume = Głośność
