# La schermata iniziale: i riquadri dei giochi.

home-pick-a-game = Scegli un gioco
home-resume = Continua l'ultima partita: { $game }
home-loading = Sto cercando l’ultima partita…
home-ages = Età: { $ages }
home-sound-on = Suoni attivi
home-sound-off = Suoni spenti
home-voice-on = Voce attiva
home-voice-off = Voce spenta
home-volume = Volume
home-motion-on = Animazioni attive
home-motion-off = Animazioni spente
home-own-games = I tuoi giochi
# Un file di gioco dell'insegnante che non si può usare; $why dice che cosa non va e come sistemarlo.
home-broken-game = Non si può giocare con il file { $file }: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Salva in un file
home-open-files = Apri un file
