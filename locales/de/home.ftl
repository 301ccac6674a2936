# Der Startbildschirm: die Kacheln der Spiele.

home-pick-a-game = Such dir ein Spiel aus
home-resume = Das letzte Spiel weiterspielen: { $game }
home-loading = Das letzte Spiel wird gesucht …
home-ages = Alter: { $ages }
home-sound-on = Ton an
home-sound-off = Ton aus
home-voice-on = Vorlesen an
home-voice-off = Vorlesen aus
home-volume = Lautstärke
home-motion-on = Animationen an
home-motion-off = Animationen aus
home-own-games = Eigene Spiele
# Eine Spieldatei der Lehrkraft, die sich nicht spielen lässt; $why sagt, was daran falsch ist und wie man es behebt.
home-broken-game = { $file } lässt sich nicht spielen: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = In einer Datei speichern
home-open-files = Datei öffnen
