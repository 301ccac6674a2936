# Der Spielbildschirm: wer dran ist, die Karten auf der Hand, Hinweise und die Knöpfe für die Lehrkraft.

game-your-turn = Du bist dran, { $name }!
game-thinking = { $name } denkt nach…
game-wins = { $team } gewinnt!
game-no-winner = Keiner kann mehr spielen: Unentschieden!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Keine Karten mehr
    [one] Noch 1 Karte
   *[other] Noch { $count } Karten
}
game-pick-a-card = Wähle eine Karte aus deiner Hand
game-pick-a-space = Wähle ein Feld für diese Karte
game-pick-any-space = Wähle irgendein freies Feld
game-pick-a-chip = Wähle einen Spielstein zum Wegnehmen
game-nowhere = Diese Karte passt nirgends hin
game-dead-card = Tote Karte: Tausch sie um
game-turn-in = Diese Karte umtauschen
game-draw = Zieh eine Karte
game-put-down-a-card = Nicht vorsagen! Leg eine Karte ab
game-pass-to = Jetzt ist { $name } dran: Tippe, wenn du bereit bist
game-discards = Gespielte Karten
game-table-talk = Vorgesagt:
game-undo = Rückgängig
game-restart = Neu anfangen
game-home = Hauptmenü
game-play-again = Nochmal spielen
game-hint = Tipp
game-words = Wörter

# Das Menü für die Lehrkraft: ein Knopf, in jeder Sprache an derselben Stelle, der ein kleines Fenster öffnet.
game-menu = Lehrkraft
game-menu-close = Schließen
game-end = Spiel beenden
game-sound = Ton
game-voice = Vorlesen
game-motion = Animationen
game-ask-restart = Dieses Spiel noch einmal von vorn beginnen? Die Karten werden neu verteilt.
game-ask-end = Dieses Spiel beenden und zurück ins Hauptmenü? Danach kann es nicht mehr weitergespielt werden.
game-yes-restart = Ja, neu anfangen
game-yes-end = Ja, Spiel beenden
game-keep-playing = Nein, weiterspielen

# Der Spielstand in Worten: „Reihen: Blau 1 von 2“.
game-score = Reihen
game-score-team = { $team } { $count } von { $goal }
game-goal = { $goal ->
    [one] Eine Reihe gewinnt
   *[other] { $goal } Reihen gewinnen
}

# Die Karten des Computers sind nicht zu sehen, während er nachdenkt.
game-computer-hand = Denkt nach…
# Was die besonderen Karten tun, steht auf der Karte.
game-card-any-space = überallhin
game-card-take-chip = Spielstein wegnehmen
# Eine Karte, die auf der Tastatur getippt wurde, die der Spieler aber nicht auf der Hand hat.
game-not-in-hand = Die Karte { $card } hast du nicht auf der Hand

# Was gerade passiert ist, in einer Zeile unter dem Banner. $name ist ein Spieler, $card eine Karte, wie sie angezeigt wird.
game-played = { $name } hat die Karte { $card } gespielt.
game-played-sequence = { $name } hat die Karte { $card } gespielt und eine Reihe geschafft!
game-played-wild = { $name } hat die Karte { $card } gespielt und sich ein freies Feld ausgesucht.
game-took-chip = { $name } hat die Karte { $card } gespielt und einen Spielstein weggenommen.
game-traded = { $name } hat eine tote Karte umgetauscht.
