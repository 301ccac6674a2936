# Come si gioca: una pagina breve per ogni gioco, con le immagini, dalla schermata iniziale e da quella di gioco.

howto-open = Come si gioca
howto-title = Come si gioca: { $game }
howto-back = Indietro
howto-turn = Quando tocca a te, scegli una delle tue carte.
howto-place = Metti un gettone su una casella con la stessa immagine.
howto-place-letter = Metti un gettone su un'immagine che comincia con questa lettera.
howto-wild = Questa carta va su una casella libera, quella che vuoi.
howto-remove = Questa carta toglie un gettone a un'altra squadra.
howto-line = Metti { $length } gettoni in fila: in orizzontale, in verticale o in diagonale.
howto-goal = { $goal ->
    [one] Vince la prima squadra che fa una fila!
   *[other] Vince la prima squadra che fa { $goal } file!
}
howto-free = Un angolo con la stella vale per tutte le squadre.
howto-dead = Le due caselle della tua carta sono già occupate? Allora cambiala con una nuova.
howto-locked = Una fila finita resta lì: nessuno può togliere i suoi gettoni.
