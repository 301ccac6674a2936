# La schermata iniziale: i riquadri dei giochi.

home-pick-a-game = Scegli un gioco
home-resume = Continua l'ultima partita
home-loading = Sto cercando l’ultima partita…
home-ages = Età: { $ages }
home-sound-on = Suoni attivi
home-sound-off = Suoni spenti
home-voice-on = Voce attiva
home-voice-off = Voce spenta
home-volume = Volume
