# Gli aiutini: perché il computer consiglia questa mossa, con parole da bambini.

hint-wins-game = Così vinci la partita!
hint-makes-sequence = Così finisci una fila!
# $team is a colour name: "la squadra rossa", with the adjective agreeing.
hint-blocks = Così fermi { $team ->
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
   *[other] la squadra { $team }
} prima che faccia { $chips } in fila
hint-takes-away = Così togli un gettone dalla fila { $team ->
    [Rosso] della squadra rossa
    [Blu] della squadra blu
    [Verde] della squadra verde
    [Giallo] della squadra gialla
    [Arancione] della squadra arancione
    [Viola] della squadra viola
    [Rosa] della squadra rosa
    [Marrone] della squadra marrone
    [Nero] della squadra nera
    [Bianco] della squadra bianca
   *[other] della squadra { $team }
}
hint-builds-line = Così fai { $chips } in fila
hint-trades-dead-card = Nessuno può usare questa carta: cambiala
hint-starts-lines = È una buona casella per cominciare una fila
