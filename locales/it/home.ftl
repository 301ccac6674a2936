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
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Mostra tutti ({ $count })
home-notices-fewer = Mostra meno

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = I nostri file
ours-how = Tutto quello che Lineup conserva qui per la tua classe. Elimina quello che non ti serve più: un gioco o un tabellone, le registrazioni della voce della tua classe, la partita da continuare o le impostazioni con i nomi scritti per ogni giocatore.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Questo browser conserva { $used } per Lineup, sui { $allowed } che consente.
ours-listing = Sto guardando cosa conserva Lineup…
ours-nothing = Lineup non conserva ancora niente qui per la tua classe.
ours-removed = Eliminato: { $name }
ours-not-removed = Non è stato possibile eliminarlo: { $why }
ours-game = Il tuo gioco: { $name }
ours-board = Il tuo tabellone delle lettere: { $language }
ours-unplayable = Giochi o tabelloni con cui non si può giocare: { $count }
ours-recordings = { $count ->
    [one] Una registrazione
   *[other] { $count } registrazioni
} della voce della tua classe in { $language }
ours-saved-game = La partita da continuare
ours-settings = Le impostazioni, con i nomi scritti per ogni giocatore
ours-other = Un file messo da parte da Lineup
ours-remove = Elimina
ours-sure = Eliminare { $name } per sempre?
ours-remove-yes = Sì, eliminalo
ours-keep = Tienilo
ours-close = Chiudi
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
