# La schermata di gioco: l'avviso del turno, le carte in mano, le indicazioni e i pulsanti
# dell'insegnante.

game-your-turn = Tocca a te, { $name }!
game-thinking = { $name } sta pensando…
# $team is a colour name (a team of several players) or "Name (Colour)": a colour alone
# becomes "la squadra rossa", with the adjective agreeing.
game-wins = Ha vinto { $team ->
    [Rosso] la squadra rossa
    [Blu] la squadra blu
    [Verde] la squadra verde
    [Giallo] la squadra gialla
    [Arancione] la squadra arancione
    [Viola] la squadra viola
    [Rosa] la squadra rosa
    [Marrone] la squadra marrone
    [Nero] la squadra nera
    [Bianco] la squadra bianca
   *[other] { $team }
}!
game-no-winner = Nessuno può più giocare: è un pareggio!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Non ci sono più carte
    [one] Resta { $count } carta
   *[other] Restano { $count } carte
}
game-pick-a-card = Scegli una delle tue carte
game-pick-a-space = Scegli una casella per questa carta
game-pick-any-space = Scegli una casella libera, quella che vuoi
game-pick-a-chip = Scegli un gettone da togliere
game-nowhere = Per questa carta non c'è nessuna casella libera
game-dead-card = Carta morta: cambiala
game-turn-in = Cambia questa carta
game-draw = Pesca una carta
game-put-down-a-card = Niente suggerimenti! Scarta una carta
game-pass-to = È il turno di { $name }: tocca lo schermo per cominciare
game-discards = Carte giocate
game-table-talk = Ha suggerito:
game-undo = Annulla
game-restart = Ricomincia
game-home = Inizio
game-play-again = Gioca ancora
game-hint = Aiutino
game-words = Parole

# Il menu dell'insegnante: un solo pulsante, nello stesso posto in ogni lingua, che apre un piccolo pannello.
game-menu = Insegnante
game-menu-close = Chiudi
game-end = Termina la partita
game-sound = Suoni
game-voice = Voce
game-motion = Animazioni
game-ask-restart = Vuoi ricominciare questa partita dall'inizio? Le carte vengono distribuite di nuovo.
game-ask-end = Vuoi terminare questa partita e tornare alla schermata iniziale? Non si potrà più riprendere.
game-yes-restart = Sì, ricomincia
game-yes-end = Sì, termina la partita
game-keep-playing = No, continua a giocare

# Il punteggio, a parole: «File finite: Blu 1 di 2».
game-score = File finite
game-score-team = { $team } { $count } di { $goal }
game-goal = { $goal ->
    [one] Vince chi fa una fila
   *[other] Vince chi fa { $goal } file
}

# Le carte del computer non si vedono mentre pensa.
game-computer-hand = Sta pensando…
# Quello che fanno le carte speciali, scritto sulla carta.
game-card-any-space = dove vuoi
game-card-take-chip = togli un gettone
# Una carta scritta con la tastiera che il giocatore non ha in mano.
game-not-in-hand = La carta { $card } non è tra le tue

# Quello che è appena successo, detto in una riga sotto l'avviso. $name è un giocatore, $card una carta come viene mostrata.
game-played = { $name } ha giocato la carta { $card }.
game-played-sequence = { $name } ha giocato la carta { $card } e ha fatto una fila!
game-played-wild = { $name } ha giocato la carta { $card } e ha scelto una casella libera.
game-took-chip = { $name } ha giocato la carta { $card } e ha tolto un gettone.
game-traded = { $name } ha cambiato una carta morta.
