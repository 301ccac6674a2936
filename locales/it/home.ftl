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
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Crea un tabellone da una cartella di immagini
home-make-board-how = Metti le tue immagini in una cartella, ognuna con la sua parola come nome: Maria.jpg, luna.png. Due immagini per ogni lettera. Lingua del tabellone: { $language }.
home-make-board-folder = Cartella di immagini
home-make-board-how-pick = Scegli le tue immagini, ognuna con la sua parola come nome: Maria.jpg, luna.png. Due immagini per ogni lettera. Lingua del tabellone: { $language }.
home-make-board-choose = Scegli le immagini
home-make-board-go = Crea il tabellone
home-make-board-close = Chiudi
home-making-board = Sto creando il tabellone…
home-board-made = Il tabellone è pronto, con { $count } lettere: { $letters }. Ci si gioca a «Lettere» (lingua: { $language }).
home-board-one-picture = Queste lettere sono rimaste fuori perché hanno una sola immagine (per ogni lettera ne servono due): { $letters }
home-board-spare = Queste parole sono rimaste fuori perché la loro lettera ha già due immagini: { $words }
home-board-no-letter = Queste parole sono rimaste fuori perché non cominciano con nessuna lettera del tabellone: { $words }
home-board-heard-otherwise = Controlla queste parole: forse non cominciano con il suono della loro lettera: { $words }
home-board-too-few = { $count ->
    [one] Solo { $count } lettera ha due immagini, e per un tabellone ne servono almeno { $needed }. Aggiungi immagini per altre lettere.
   *[other] Solo { $count } lettere hanno due immagini, e per un tabellone ne servono almeno { $needed }. Aggiungi immagini per altre lettere.
}
home-board-no-folder = La cartella { $folder } non esiste.
home-board-no-pictures = Nella cartella { $folder } non ci sono immagini (file che finiscono in .png, .jpg o .svg).
home-board-not-kept = Non è stato possibile salvare il tabellone in { $file }: { $why }
