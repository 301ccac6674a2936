# Parole gentili per una mossa che le regole non permettono.

error-not-your-turn = Aspetta il tuo turno
error-card-not-in-hand = Questa carta non è tra le tue
error-card-does-not-fit = Questa carta non va lì
error-cell-occupied = Lì c'è già un gettone
error-cell-is-free = Gli angoli sono di tutti
error-cell-empty = Lì non c'è nessun gettone da togliere
error-not-an-opponent-chip = Puoi togliere solo i gettoni di un'altra squadra
error-chip-in-sequence = Quel gettone è in una fila finita: resta lì
error-not-a-dead-card = Questa carta si può ancora giocare
error-one-dead-card-per-turn = Puoi cambiare solo una carta per turno
error-game-over = La partita è finita
error-no-draw-owed = Adesso non c'è nessuna carta da pescare
error-no-such-cell = Questa casella non è sul tabellone
error-discard-pending = Prima ogni giocatore della squadra deve scartare una carta
error-no-discard-owed = Non devi scartare nessuna carta
error-nothing-to-discard = Quella squadra non ha carte
error-no-such-team = Questa squadra non c'è
