# La schermata di preparazione: chi gioca e le opzioni della partita.

setup-players = Giocatori
setup-seat-name = Giocatore { $number }
setup-person = Persona
setup-computer-level = Computer: { $level }
setup-level-random = A caso
setup-level-greedy = Ingordo
setup-level-easy = Facile
setup-level-medium = Medio
setup-level-just-right = Su misura
setup-level-hard = Difficile
setup-colour = Colore
setup-hands-open = Carte scoperte
setup-hands-private = Carte coperte
setup-drawing = Pesca delle carte
setup-draw-automatic = Automatico
setup-draw-manual = Manuale (se ti dimentichi, perdi la carta)
setup-first = Chi comincia?
setup-first-cut = Taglio del mazzo
setup-first-random = A caso
setup-first-chosen = Giocatore 1
setup-words = Parole sotto le immagini
setup-words-shown = Visibili
setup-words-hidden = Nascoste
setup-hints = Aiutini
setup-hints-button = Su richiesta
setup-hints-always = Sempre
setup-think-time = Tempo per pensare (Difficile)
setup-half-second = Mezzo secondo
setup-seconds = { $seconds ->
    [one] { $seconds } secondo
   *[other] { $seconds } secondi
}
setup-case = Aspetto delle lettere
setup-letters = Lettere con cui giocare
setup-letters-all = Tutte
setup-letters-first = Le prime lettere
setup-letters-count = { $count ->
    [one] { $count } lettera
   *[other] { $count } lettere
}
setup-letters-too-few = Scegli almeno { $count } lettere per fare un tabellone.
setup-start = Inizia la partita
setup-back = Indietro
setup-print = Stampa
setup-who-plays = Chi gioca?
