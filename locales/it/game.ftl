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
game-home = Menu
game-play-again = Gioca ancora
game-hint = Aiutino
game-words = Parole
